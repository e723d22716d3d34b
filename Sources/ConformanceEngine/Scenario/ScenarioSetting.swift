import ConformanceKit
import Foundation

/// A value a protocol's scenarios need from the target: a merchant ID, a key version, a secret key.
package struct ScenarioSetting: Sendable, Hashable {
    /// The name templates use.
    package var name: String
    /// What it is.
    package var description: LocalizedText
    /// Whether it is a secret: never written to cassettes, reports or logs.
    package var secret: Bool
    /// The value the built-in sandbox accepts.
    package var sandbox: String?
    /// The value any other target gets when neither the config file nor the environment gives one (never for secrets).
    package var defaultValue: String?
    /// Where it is declared.
    package var location: SourceLocation

    /// Creates a setting.
    package init(
        name: String, description: LocalizedText, secret: Bool = false, sandbox: String? = nil, defaultValue: String? = nil,
        location: SourceLocation
    ) {
        self.name = name
        self.description = description
        self.secret = secret
        self.sandbox = sandbox
        self.defaultValue = defaultValue
        self.location = location
    }

    /// The environment variable that can hold the value: `CONFORMANCE_<PROTOCOL>_<NAME>` in upper case.
    package func environmentVariable(protocol protocolID: String) -> String {
        let protocolPart = protocolID.uppercased().replacingOccurrences(of: "-", with: "_")
        return "CONFORMANCE_\(protocolPart)_\(name.uppercased())"
    }
}
