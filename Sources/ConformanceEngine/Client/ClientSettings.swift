import ConformanceKit
import Foundation

/// What a protocol's client cases share: how its traffic is grouped into payments, and rules every case applies.
package struct ClientSettings: Sendable, Hashable {
    /// Field paths whose values tie requests of one payment together (`Token`, `Transaction.Id`…): a request
    /// holding a value an earlier exchange of a flow held joins that flow.
    package var correlate: [String]
    /// Operations that begin a new payment when their request ties to no flow.
    package var starts: [String]
    /// Rules applied to every case of the protocol.
    package var rules: [ClientRule]
    /// The identifiers and credentials a client sends, with the values the sandbox accepts.
    package var gateway: ClientGateway

    /// Creates settings.
    package init(correlate: [String] = [], starts: [String] = [], rules: [ClientRule] = [], gateway: ClientGateway = ClientGateway()) {
        self.correlate = correlate
        self.starts = starts
        self.rules = rules
        self.gateway = gateway
    }
}
