import ConformanceKit
import Foundation

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
