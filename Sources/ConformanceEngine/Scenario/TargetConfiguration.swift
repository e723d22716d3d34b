import ConformanceKit
import Foundation
import Yams

/// A named target: base URLs and settings per protocol.
package struct TargetConfiguration: Sendable, Hashable {
    /// The base URL of every protocol that does not give its own.
    package var url: String?
    /// Per-protocol configuration.
    package var protocols: [String: ProtocolTargetConfiguration]
    /// Where it is defined.
    package var location: SourceLocation
    /// How the target is trusted and how the tool proves itself to it (`targets.NAME.tls`).
    package var tls: OutboundSettings?

    /// Creates a target.
    package init(url: String? = nil, protocols: [String: ProtocolTargetConfiguration] = [:], location: SourceLocation) {
        self.url = url
        self.protocols = protocols
        self.location = location
    }
}

/// One protocol's endpoints and settings at a target.
package struct ProtocolTargetConfiguration: Sendable, Hashable {
    /// The protocol's default base URL.
    package var url: String?
    /// Base URLs by the base names operations use (`office`, `paypage`…).
    package var bases: [String: String]
    /// Setting values by name.
    package var settings: [String: SettingSource]

    /// Creates a protocol configuration.
    package init(url: String? = nil, bases: [String: String] = [:], settings: [String: SettingSource] = [:]) {
        self.url = url
        self.bases = bases
        self.settings = settings
    }
}
