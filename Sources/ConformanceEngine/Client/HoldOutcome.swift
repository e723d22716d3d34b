import ConformanceKit
import Foundation

/// How an answer held back (a `hang` fault) ended.
package struct HoldOutcome: Sendable, Hashable {
    /// Why the hold ended.
    package enum End: String, Sendable, Hashable {
        /// The time ran out: the answer is sent.
        case delivered
        /// The client closed its connection first: the answer is never sent.
        case abandoned
        /// The session ended first (its command exited, its time ran out, it was stopped): the answer is never sent.
        case sessionEnded = "session-ended"
    }

    /// Why it ended.
    package var end: End
    /// Seconds the answer was held.
    package var held: Double
    /// Seconds it was to be held.
    package var planned: Double

    /// Creates an outcome.
    package init(end: End, held: Double, planned: Double) {
        self.end = end
        self.held = held
        self.planned = planned
    }

    /// Waits up to `seconds`, asking `stop` ten times a second whether to end early (and why); a cancelled task ends as the session's end.
    package static func wait(seconds: Double, stop: @Sendable () -> End?) async -> HoldOutcome {
        let start = Date()
        while true {
            let elapsed = Date().timeIntervalSince(start)
            // The client leaving (or the session ending) is asked first: a task resumed late on a loaded machine must
            // not report as delivered an answer whose client was already gone.
            if Task.isCancelled { return HoldOutcome(end: .sessionEnded, held: min(elapsed, seconds), planned: seconds) }
            if let end = stop() { return HoldOutcome(end: end, held: min(elapsed, seconds), planned: seconds) }
            if elapsed >= seconds { return HoldOutcome(end: .delivered, held: elapsed, planned: seconds) }
            try? await Task.sleep(nanoseconds: UInt64(min(0.1, seconds - elapsed) * 1_000_000_000))
        }
    }
}
