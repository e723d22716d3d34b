import ConformanceKit
import Foundation

/// Watches a client's traffic where the tool plays the gateway (the sandbox, or the recording proxy in
/// front of a real test environment), and may answer instead of the gateway.
///
/// The host calls ``begin(_:)`` when a request has arrived, applies the intervention it returns (if
/// any), then calls ``complete(_:response:)`` with the answer the client is sent.
package protocol GatewayObserver: AnyObject, Sendable {
    /// A request arrived; what the host must do with it.
    func begin(_ request: RecordedRequest) -> GatewayTurn
    /// The answer sent for a turn.
    func complete(_ turn: GatewayTurn, response: RecordedResponse)
    /// Paths the observer answers itself: URLs to them in requests are its own, never the upstream's.
    var localPaths: [String] { get }
    /// Holds a turn's answer back (a `hang`): returns when the time is up, the client left (`clientGone`), or the observer ends it.
    func hold(_ turn: GatewayTurn, seconds: Double, clientGone: @escaping @Sendable () -> Bool) async -> HoldOutcome
}

extension GatewayObserver {
    /// Holds for the whole time, ending early only when the client leaves or the task is cancelled.
    package func hold(_ turn: GatewayTurn, seconds: Double, clientGone: @escaping @Sendable () -> Bool) async -> HoldOutcome {
        await HoldOutcome.wait(seconds: seconds) { clientGone() ? .abandoned : nil }
    }
}

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

/// One request seen by a ``GatewayObserver``, and what to do instead of the gateway's plain answer.
package struct GatewayTurn: Sendable {
    /// The observer's number for the exchange.
    package var id: Int
    /// The fault to apply, if any.
    package var intervention: GatewayIntervention?

    /// Creates a turn.
    package init(id: Int, intervention: GatewayIntervention?) {
        self.id = id
        self.intervention = intervention
    }
}

/// An answer the observer imposes, and how it is delivered.
package struct GatewayIntervention: Sendable {
    /// How the answer reaches the client.
    package enum Delivery: Sendable, Hashable {
        /// Sent at once.
        case now
        /// Sent after a delay, when the client should have given up.
        case after(seconds: Double)
        /// The head and half the body, then the connection closes.
        case closeMidBody
    }

    /// The answer; nil sends the gateway's own answer (delivered as ``delivery`` says).
    package var response: RecordedResponse?
    /// How it is delivered.
    package var delivery: Delivery
    /// Whether the request still goes to the gateway first (the work is done, only the answer is lost).
    package var forward: Bool
    /// Changes the gateway's own answer before it is sent (a client exploration's variation), when no ``response`` is imposed.
    package var reshape: (@Sendable (RecordedResponse) -> RecordedResponse)?

    /// Creates an intervention.
    package init(
        response: RecordedResponse?, delivery: Delivery, forward: Bool, reshape: (@Sendable (RecordedResponse) -> RecordedResponse)? = nil
    ) {
        self.response = response
        self.delivery = delivery
        self.forward = forward
        self.reshape = reshape
    }
}
