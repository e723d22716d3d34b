import ConformanceKit
import Foundation
import Yams

/// What a protocol's client sends to identify the merchant to the gateway, declared in `clients/settings.yaml` under `gateway:`.
///
/// Each entry names a setting of the protocol's `scenarios/settings.yaml`, which holds the value the built-in
/// sandbox accepts (its `sandbox:` value, else its `default:`), and says in the client's terms where the value
/// goes. Scripted clients read them from the cases document; against a real test environment (`--upstream`)
/// the values are the partner's own and the document carries none.
package struct ClientGateway: Sendable, Hashable {
    /// Values that name the merchant, its terminal or its integration (not secrets).
    package var identifiers: [ClientGatewayValue]
    /// Values that prove who calls (passwords, keys).
    package var credentials: [ClientGatewayValue]

    /// Creates the facts.
    package init(identifiers: [ClientGatewayValue] = [], credentials: [ClientGatewayValue] = []) {
        self.identifiers = identifiers
        self.credentials = credentials
    }
}

/// One identifier or credential a client sends, with the value the sandbox accepts.
package struct ClientGatewayValue: Sendable, Hashable {
    /// The setting's name in `scenarios/settings.yaml`.
    package var name: String
    /// Where the client puts the value, in both languages.
    package var note: LocalizedText
    /// What the value is (the setting's description).
    package var description: LocalizedText
    /// The value the built-in sandbox accepts.
    package var sandbox: String
    /// Whether the setting is a secret (a public test value on the sandbox).
    package var secret: Bool
    /// Where the entry is written.
    package var location: SourceLocation

    /// Creates a value.
    package init(name: String, note: LocalizedText, description: LocalizedText, sandbox: String, secret: Bool, location: SourceLocation) {
        self.name = name
        self.note = note
        self.description = description
        self.sandbox = sandbox
        self.secret = secret
        self.location = location
    }
}

extension ClientCaseKeys {
    /// Keys of the `gateway` entry of a protocol's `clients/settings.yaml`.
    package static let gateway = ["identifiers", "credentials"]
}

extension ClientCaseParser {
    /// The `gateway:` entry of a settings file, each name resolved against the protocol's scenario settings.
    mutating func gateway(_ node: Node, settings: [ScenarioSetting]) -> ClientGateway {
        guard let keys = reader.mapping(node, context: "gateway", allowed: ClientCaseKeys.gateway) else { return ClientGateway() }
        var result = ClientGateway()
        for part in ClientCaseKeys.gateway {
            guard let list = keys[part]?.value else { continue }
            var values: [ClientGatewayValue] = []
            for entry in reader.namedEntries(list, context: "gateway.\(part)") {
                guard let note = reader.text(entry.value, context: "gateway.\(part).\(entry.name)") else { continue }
                guard let setting = settings.first(where: { $0.name == entry.name }) else {
                    let names = settings.map(\.name)
                    let suggestion = Suggestion.closest(to: entry.name, in: names)
                    reader.report(
                        .clientGatewayUnknownSetting,
                        [
                            .plain(entry.name), .plain(part), .plain(spec.id),
                            .suggestion(suggestion),
                            .plain(names.isEmpty ? "-" : names.joined(separator: ", ")),
                        ], at: entry.key)
                    continue
                }
                guard let value = setting.sandbox ?? setting.defaultValue else {
                    reader.report(.clientGatewayNoValue, [.plain(entry.name), .plain(part)], at: entry.key)
                    continue
                }
                if part == "identifiers", setting.secret {
                    reader.report(.clientGatewaySecretIdentifier, [.plain(entry.name)], at: entry.key)
                    continue
                }
                values.append(
                    ClientGatewayValue(
                        name: entry.name, note: note, description: setting.description, sandbox: value, secret: setting.secret,
                        location: reader.location(entry.key)))
            }
            if part == "identifiers" { result.identifiers = values } else { result.credentials = values }
        }
        return result
    }
}
