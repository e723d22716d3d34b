import Foundation

/// Watches a client's traffic where the tool plays the gateway (the sandbox, or the recording proxy in
/// front of a real test environment), and may answer instead of the gateway.
///
/// The host calls ``begin(_:)`` when a request has arrived, applies the intervention it returns (if
/// any), then calls ``complete(_:response:)`` with the answer the client is sent.
public protocol GatewayObserver: AnyObject, Sendable {
    /// A request arrived; what the host must do with it.
    func begin(_ request: RecordedRequest) -> GatewayTurn
    /// The answer sent for a turn.
    func complete(_ turn: GatewayTurn, response: RecordedResponse)
    /// Paths the observer answers itself: URLs to them in requests are its own, never the upstream's.
    var localPaths: [String] { get }
}

/// One request seen by a ``GatewayObserver``, and what to do instead of the gateway's plain answer.
public struct GatewayTurn: Sendable {
    /// The observer's number for the exchange.
    public var id: Int
    /// The fault to apply, if any.
    public var intervention: GatewayIntervention?

    /// Creates a turn.
    public init(id: Int, intervention: GatewayIntervention?) {
        self.id = id
        self.intervention = intervention
    }
}

/// An answer the observer imposes, and how it is delivered.
public struct GatewayIntervention: Sendable {
    /// How the answer reaches the client.
    public enum Delivery: Sendable, Hashable {
        /// Sent at once.
        case now
        /// Sent after a delay, when the client should have given up.
        case after(seconds: Double)
        /// The head and half the body, then the connection closes.
        case closeMidBody
    }

    /// The answer; nil sends the gateway's own answer (delivered as ``delivery`` says).
    public var response: RecordedResponse?
    /// How it is delivered.
    public var delivery: Delivery
    /// Whether the request still goes to the gateway first (the work is done, only the answer is lost).
    public var forward: Bool

    /// Creates an intervention.
    public init(response: RecordedResponse?, delivery: Delivery, forward: Bool) {
        self.response = response
        self.delivery = delivery
        self.forward = forward
    }
}
