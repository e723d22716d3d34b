import ConformanceKit
import Foundation

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
