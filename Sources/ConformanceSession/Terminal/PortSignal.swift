import Foundation

/// A port reported once by a server callback, awaited with a limit.
package final class PortSignal: @unchecked Sendable {
    /// A signal not yet set.
    package init() {}

    let lock = NSLock()
    var port: Int?
    var failure: (any Error)?

    /// Records the port the server listens on.
    package func set(_ value: Int) { lock.withLock { port = value } }

    /// Records why the server stopped before listening; ``wait(seconds:)`` then returns at once.
    package func fail(_ error: any Error) { lock.withLock { failure = error } }

    /// Why the server stopped before listening, if it did.
    package var error: (any Error)? { lock.withLock { failure } }

    /// The port, once set; nil when the server failed or `seconds` passed first.
    package func wait(seconds: Double) async -> Int? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let port = lock.withLock({ port }) { return port }
            if lock.withLock({ failure }) != nil { return nil }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        return nil
    }
}
