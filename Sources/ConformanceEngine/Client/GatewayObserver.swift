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
