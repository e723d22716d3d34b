import Foundation

/// Tells the task that started a server when it listens, or why it stopped before it could.
///
/// The waiter resumes on the event itself, not by polling a clock: on a loaded machine a server may take
/// long to be scheduled, and that must not be mistaken for a failure. The timeout only guards against a
/// start that hangs for good.
package final class ListeningSignal: @unchecked Sendable {
    /// How a start ended.
    package enum Outcome: Sendable {
        /// The server listens on this port.
        case listening(Int)
        /// The server stopped before listening, with its error (nil when it ended without one).
        case failed((any Error)?)
        /// Neither happened within the timeout.
        case timedOut
    }

    private let lock = NSLock()
    private var outcome: Outcome?
    private var waiters: [CheckedContinuation<Outcome, Never>] = []

    /// A signal not yet given.
    package init() {}

    /// Records the port the server listens on (only the first event counts).
    package func listening(_ port: Int) { settle(.listening(port)) }

    /// Records that the server stopped before listening (ignored once it listens).
    package func failed(_ error: (any Error)?) { settle(.failed(error)) }

    /// Waits for the first event, or `seconds` at most.
    package func wait(seconds: Double) async -> Outcome {
        let timer = Task {
            try? await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
            if !Task.isCancelled { settle(.timedOut) }
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { continuation in
            let settled: Outcome? = lock.withLock {
                if let outcome { return outcome }
                waiters.append(continuation)
                return nil
            }
            if let settled { continuation.resume(returning: settled) }
        }
    }

    private func settle(_ value: Outcome) {
        let resumed: [CheckedContinuation<Outcome, Never>] = lock.withLock {
            guard outcome == nil else { return [] }
            outcome = value
            defer { waiters = [] }
            return waiters
        }
        for waiter in resumed { waiter.resume(returning: value) }
    }
}
