import ConformanceKit
import Foundation
import Yams

/// Turns a target name, a configuration and the environment into endpoints and settings.
package enum TargetResolver {
    /// The name of the built-in sandbox target.
    package static let sandbox = "sandbox"
    /// The value a secret takes when a replay needs none (seals are not compared on replay).
    package static let replayPlaceholder = "replay-without-secret"

    /// Why a text is not an http(s) URL, or nil when it is one.
    package static func urlProblem(_ text: String) -> String? {
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            return "it cannot be parsed"
        }
        guard scheme == "http" || scheme == "https" else { return "the scheme must be http or https" }
        guard let host = components.host, !host.isEmpty else { return "it has no host" }
        return nil
    }

    /// Resolves a target for the given protocols.
    ///
    /// - Parameters:
    ///   - name: `sandbox`, an http(s) URL, or a name from the configuration's `targets`.
    ///   - sandboxURL: the running sandbox's base URL (any placeholder when replaying).
    ///   - needsSecrets: false on replay, where missing secrets become a placeholder.
    package static func resolve(
        name: String, configuration: RunConfiguration?, scenarios: ScenarioSet, protocols: [String], sandboxURL: String,
        environment: [String: String], needsSecrets: Bool
    ) -> (target: ResolvedTarget?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var endpoints: [String: ProtocolEndpoint] = [:]
        var missing: [(protocolID: String, setting: ScenarioSetting, variable: String)] = []
        let isSandbox = name == sandbox
        let named = configuration?.targets[name]
        let configFile = configuration?.file ?? RunConfigurationLoader.defaultFile
        if !isSandbox && named == nil && urlProblem(name) != nil {
            let suggestion = Suggestion.closest(to: name, in: [sandbox] + (configuration?.targets.keys.sorted() ?? []))
            return (nil, [Diagnostic(.error, .configUnknownTarget, [.plain(name), .plain(configFile), .suggestion(suggestion)])])
        }
        if let named {
            for (protocolID, configured) in named.protocols.sorted(by: { $0.key < $1.key }) {
                guard let declared = scenarios.settings[protocolID] else {
                    diagnostics.append(.unknownProtocol(protocolID, known: Array(scenarios.settings.keys), at: named.location))
                    continue
                }
                for (settingName, source) in configured.settings where !declared.contains(where: { $0.name == settingName }) {
                    let names = declared.map(\.name)
                    diagnostics.append(
                        Diagnostic(
                            .error, .configUnknownSetting,
                            [
                                .plain(protocolID), .plain(settingName), .suggestion(Suggestion.closest(to: settingName, in: names)),
                                .plain(names.joined(separator: ", ")),
                            ],
                            at: source.location))
                }
            }
        }
        for protocolID in protocols {
            let configured = named?.protocols[protocolID]
            let baseURL: String
            if isSandbox {
                baseURL = sandboxURL
            } else if let url = configured?.url ?? named?.url {
                baseURL = url
            } else if named == nil {
                baseURL = name
            } else {
                diagnostics.append(
                    Diagnostic(
                        .error, .configBadURL,
                        [.plain("targets.\(name).protocols.\(protocolID).url"), .plain("missing; give the protocol's url or the target's url")],
                        at: named?.location))
                continue
            }
            var endpoint = ProtocolEndpoint(baseURL: baseURL, bases: isSandbox ? [:] : (configured?.bases ?? [:]))
            for setting in scenarios.settings[protocolID] ?? [] {
                let variable = setting.environmentVariable(protocol: protocolID)
                var value: String?
                if let source = configured?.settings[setting.name] {
                    switch source.kind {
                    case .value(let text): value = text
                    case .environment(let variableName):
                        value = environment[variableName]
                        if value == nil && needsSecrets {
                            diagnostics.append(
                                Diagnostic(.error, .configMissingEnvironment, [.plain(setting.name), .plain(variableName)], at: source.location))
                            continue
                        }
                    case .file(let path):
                        do {
                            value = try String(contentsOfFile: path, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
                        } catch {
                            diagnostics.append(
                                Diagnostic(
                                    .error, .fileUnreadable, [.localized(MessageID.textInContext.localized([.plain(path), .reason(error)]))],
                                    at: source.location))
                            continue
                        }
                    }
                }
                if value == nil { value = environment[variable] }
                if value == nil && isSandbox { value = setting.sandbox }
                if value == nil { value = setting.defaultValue }
                if value == nil && setting.secret && !needsSecrets { value = replayPlaceholder }
                guard let value else {
                    let isURL = named == nil && !isSandbox
                    diagnostics.append(
                        Diagnostic(
                            .error, isURL ? .configMissingSettingURL : .configMissingSetting,
                            [.plain(protocolID), .plain(setting.name), .localized(setting.description), .plain(name), .plain(variable)],
                            at: setting.location))
                    if isURL { missing.append((protocolID, setting, variable)) }
                    continue
                }
                endpoint.settings[setting.name] = value
                if setting.secret && value != replayPlaceholder { endpoint.secrets[setting.name] = value }
            }
            endpoints[protocolID] = endpoint
        }
        if !missing.isEmpty {
            let snippet = TargetSnippet(url: name, missing: missing)
            diagnostics.append(Diagnostic(.note, .configTargetSnippet, [.plain(configFile), .plain(snippet.targetName), .plain(snippet.text)]))
        }
        let failed = diagnostics.contains { $0.severity == .error }
        return (failed ? nil : ResolvedTarget(name: name, isSandbox: isSandbox, endpoints: endpoints), diagnostics)
    }
}
