import ConformanceKit
import Foundation

/// Writes to standard output and standard error.
///
/// A closed reader (`conformance run 2>&1 | head -1`) must not stop a run half way through its
/// cassettes: SwiftNIO ignores SIGPIPE while a server runs, and `FileHandle.write(_:)` then traps on
/// EPIPE. The throwing write is used, and a line nobody reads any more is dropped.
///
/// Every text goes through ``shown(_:)`` first: output quotes traffic, so terminal and
/// bidirectional controls in it are written as visible escapes (``VisibleText``).
package enum Console {
    /// Where this task's lines go instead of the standard streams, when a test runs a session in process.
    @TaskLocal package static var capture: ConsoleCapture?

    /// Writes a line to standard output.
    package static func print(_ text: String) {
        emit(shown(text) + "\n", error: false)
    }

    /// Writes a line to standard error.
    package static func error(_ text: String) {
        emit(shown(text) + "\n", error: true)
    }

    /// Writes text to standard output (no newline added).
    package static func write(_ text: String) {
        emit(shown(text), error: false)
    }

    /// Writes to the capture when there is one, to the stream otherwise.
    private static func emit(_ text: String, error: Bool) {
        if let capture {
            capture.append(text, error: error)
        } else {
            try? (error ? FileHandle.standardError : FileHandle.standardOutput).write(contentsOf: Data(text.utf8))
        }
    }

    /// What is written for a text: controls from traffic escaped.
    package static func shown(_ text: String) -> String {
        VisibleText.escaped(text)
    }
}
