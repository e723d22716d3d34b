import Foundation

/// The lines a session printed, kept in memory instead of written: a test runs a session in process and reads them.
///
/// Set for a task with `Console.$capture.withValue(capture) { … }`; every ``Console`` line written by that task
/// and the tasks it starts lands here.
package final class ConsoleCapture: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    /// An empty capture.
    package init() {}

    /// Everything written to standard output.
    package var standardOutput: String { lock.withLock { out } }

    /// Everything written to standard error.
    package var standardError: String { lock.withLock { err } }

    /// Keeps text meant for standard output (`error` false) or standard error (`error` true).
    func append(_ text: String, error: Bool) {
        lock.withLock {
            if error { err += text } else { out += text }
        }
    }
}
