import ConformanceKit
import Foundation
import Yams

/// A target resolved for a run: one endpoint per protocol.
package struct ResolvedTarget: Sendable, Hashable {
    /// The target as named by the user (`sandbox`, a URL, or a configured name).
    package var name: String
    /// Whether it is the built-in sandbox.
    package var isSandbox: Bool
    /// Endpoints by protocol.
    package var endpoints: [String: ProtocolEndpoint]

    /// Creates a target.
    package init(name: String, isSandbox: Bool, endpoints: [String: ProtocolEndpoint]) {
        self.name = name
        self.isSandbox = isSandbox
        self.endpoints = endpoints
    }

    /// Every secret value of every protocol.
    package var secretValues: [String] { endpoints.values.flatMap { $0.secrets.values }.sorted() }
}
