import ConformanceKit
import Foundation
import Yams

/// Where one protocol's requests go at a target, and the values of its settings.
package struct ProtocolEndpoint: Sendable, Hashable {
    /// The default base URL.
    package var baseURL: String
    /// Base URLs by base name; a base not listed uses `baseURL`.
    package var bases: [String: String]
    /// Setting values by name.
    package var settings: [String: String]
    /// The values of secret settings, to keep out of every output.
    package var secrets: [String: String]

    /// Creates an endpoint.
    package init(baseURL: String, bases: [String: String] = [:], settings: [String: String] = [:], secrets: [String: String] = [:]) {
        self.baseURL = baseURL
        self.bases = bases
        self.settings = settings
        self.secrets = secrets
    }

    /// The URL of a base name.
    package func url(base: String?) -> String { base.flatMap { bases[$0] } ?? baseURL }
}
