import ConformanceKit
import Foundation

/// The client cases of the loaded protocols.
package struct ClientCaseSet: Sendable {
    /// Every case, sorted by ID.
    package var cases: [ClientCase]
    /// Each protocol's shared settings.
    package var settings: [String: ClientSettings]

    /// Creates a set.
    package init(cases: [ClientCase], settings: [String: ClientSettings]) {
        self.cases = cases.sorted { $0.id < $1.id }
        self.settings = settings
    }

    /// The cases of a protocol.
    package func cases(of protocolID: String) -> [ClientCase] { cases.filter { $0.protocolID == protocolID } }

    /// A case's own rules followed by its protocol's shared rules.
    package func rules(of clientCase: ClientCase) -> [ClientRule] {
        clientCase.rules + (settings[clientCase.protocolID]?.rules ?? [])
    }
}
