import ConformanceKit
import Foundation
import Yams

/// The keys of a run configuration file.
package enum RunConfigurationKeys {
    /// Top-level keys.
    package static let file = [
        "target", "mode", "cassettes", "reports", "lang", "strict", "formats", "protocols", "timeout", "targets", "proxy",
        "protocolVersions", "network", "minCoverage",
    ]
    /// Keys of the `proxy` section.
    package static let proxy = ["upstream", "routes", "tls"]
    /// Keys of a target.
    package static let target = ["url", "protocols", "tls"]
    /// Keys of a protocol within a target.
    package static let protocolTarget = ["url", "bases", "settings"]
    /// Keys of a setting written as a mapping.
    package static let settingSource = ["env", "file"]
}

/// Defaults for `conformance run`, and the targets it can reach, read from a YAML file.
///
/// Values given on the command line win over the file, and the file over built-in defaults.
/// Secrets may be written inline, read from an environment variable (`{env: NAME}`) or from a
/// file (`{file: PATH}`); they are never copied into cassettes, reports or logs.
package struct RunConfiguration: Sendable, Hashable {
    /// The file it was read from.
    package var file: String
    /// The default target: `sandbox`, a URL, or the name of an entry of `targets`.
    package var target: String?
    /// The default mode (`live`, `record`, `replay`).
    package var mode: String?
    /// The default cassette folder.
    package var cassettes: String?
    /// The default report folder.
    package var reports: String?
    /// The default language.
    package var language: Language?
    /// Whether unknown fields fail by default.
    package var strict: Bool?
    /// The default report formats.
    package var formats: [String]?
    /// The default protocols to run.
    package var protocols: [String]?
    /// The default request timeout, in seconds.
    package var timeout: Double?
    /// Named targets.
    package var targets: [String: TargetConfiguration]
    /// The recording proxy's upstreams (`conformance proxy`).
    package var proxy: ProxyRoutesConfiguration?
    /// The version assumed, by protocol ID, for messages that do not declare theirs (`protocolVersions:`).
    package var protocolVersions: [String: String] = [:]
    /// Where each `protocolVersions` entry is written.
    package var protocolVersionLocations: [String: SourceLocation] = [:]
    /// The forward proxy and the hosts reached without it (`network:`), for every command that sends.
    package var network: OutboundSettings?
    /// The coverage index every protocol in play must reach (`minCoverage:`, read by `run`; `--min-coverage` wins).
    package var minCoverage: Double?

    /// Creates an empty configuration.
    package init(file: String = "", targets: [String: TargetConfiguration] = [:]) {
        self.file = file
        self.targets = targets
    }
}

/// The upstreams of `conformance proxy`, as written in the `proxy` section of a configuration file.
package struct ProxyRoutesConfiguration: Sendable, Hashable {
    /// The default upstream URL.
    package var upstream: String?
    /// More upstreams, by path prefix or host name, in file order.
    package var routes: [UpstreamRoute]
    /// How the proxy trusts its upstreams and proves itself to them (`proxy.tls`).
    package var tls: OutboundSettings?
}

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

/// Reads run configuration files strictly.
package enum RunConfigurationLoader {
    /// The file read when present and no `--config` is given.
    package static let defaultFile = "conformance.yaml"

    /// Reads a configuration file, or returns every problem found.
    package static func load(file: String) -> (configuration: RunConfiguration?, diagnostics: [Diagnostic]) {
        let text: String
        switch YAMLFile.read(file) {
        case .success(let read): text = read
        case .failure(let diagnostic): return (nil, [diagnostic])
        }
        var reader = YAMLReader(file: file, text: text)
        guard let root = reader.compose(), let top = reader.mapping(root, context: "configuration", allowed: RunConfigurationKeys.file) else {
            return (nil, reader.diagnostics)
        }
        var configuration = RunConfiguration(file: file)
        configuration.target = reader.string(top["target"]?.value, context: "target")
        configuration.mode = reader.string(top["mode"]?.value, context: "mode")
        configuration.cassettes = reader.string(top["cassettes"]?.value, context: "cassettes")
        configuration.reports = reader.string(top["reports"]?.value, context: "reports")
        configuration.language = reader.keyword(top["lang"]?.value, context: "lang", as: Language.self)
        configuration.strict = reader.bool(top["strict"]?.value, context: "strict")
        configuration.formats = reader.strings(top["formats"]?.value, context: "formats")
        configuration.protocols = reader.strings(top["protocols"]?.value, context: "protocols")
        configuration.timeout = reader.double(top["timeout"]?.value, context: "timeout")
        if let node = top["minCoverage"]?.value, let text = reader.string(node, context: "minCoverage") {
            configuration.minCoverage = CoverageGate.parse(text)
            if configuration.minCoverage == nil { reader.report(.coverageGateBadMinimum, [.plain("minCoverage"), .plain(text)], at: node) }
        }
        if let versions = top["protocolVersions"]?.value {
            for entry in reader.namedEntries(versions, context: "protocolVersions") {
                if let version = reader.string(entry.value, context: "protocolVersions.\(entry.name)") {
                    configuration.protocolVersions[entry.name] = version
                    configuration.protocolVersionLocations[entry.name] = reader.location(entry.key)
                }
            }
        }
        if let targets = top["targets"]?.value {
            for entry in reader.namedEntries(targets, context: "targets") {
                let context = "targets.\(entry.name)"
                guard let keys = reader.mapping(entry.value, context: context, allowed: RunConfigurationKeys.target) else { continue }
                var target = TargetConfiguration(location: reader.location(entry.key))
                target.url = url(&reader, keys["url"]?.value, context: "\(context).url")
                if let tls = keys["tls"]?.value { target.tls = tlsSettings(&reader, tls, context: "\(context).tls") }
                if let protocols = keys["protocols"]?.value {
                    for protocolEntry in reader.namedEntries(protocols, context: "\(context).protocols") {
                        let protocolContext = "\(context).protocols.\(protocolEntry.name)"
                        guard
                            let protocolKeys = reader.mapping(
                                protocolEntry.value, context: protocolContext, allowed: RunConfigurationKeys.protocolTarget)
                        else { continue }
                        var configuration = ProtocolTargetConfiguration()
                        configuration.url = url(&reader, protocolKeys["url"]?.value, context: "\(protocolContext).url")
                        if let bases = protocolKeys["bases"]?.value {
                            for base in reader.namedEntries(bases, context: "\(protocolContext).bases") {
                                if let value = url(&reader, base.value, context: "\(protocolContext).bases.\(base.name)") {
                                    configuration.bases[base.name] = value
                                }
                            }
                        }
                        if let settings = protocolKeys["settings"]?.value {
                            for setting in reader.namedEntries(settings, context: "\(protocolContext).settings") {
                                let settingContext = "\(protocolContext).settings.\(setting.name)"
                                if case .mapping = setting.value {
                                    guard
                                        let source = reader.mapping(
                                            setting.value, context: settingContext, allowed: RunConfigurationKeys.settingSource)
                                    else { continue }
                                    if source.count != 1 {
                                        reader.report(
                                            .scenarioOneKey,
                                            [.plain(settingContext), .plain(RunConfigurationKeys.settingSource.joined(separator: ", "))],
                                            at: setting.value)
                                    } else if let name = reader.string(source["env"]?.value, context: settingContext) {
                                        configuration.settings[setting.name] = SettingSource(
                                            .environment(name), location: reader.location(setting.value))
                                    } else if let path = reader.string(source["file"]?.value, context: settingContext) {
                                        configuration.settings[setting.name] = SettingSource(.file(path), location: reader.location(setting.value))
                                    }
                                } else if let value = reader.string(setting.value, context: settingContext) {
                                    configuration.settings[setting.name] = SettingSource(.value(value), location: reader.location(setting.value))
                                }
                            }
                        }
                        target.protocols[protocolEntry.name] = configuration
                    }
                }
                configuration.targets[entry.name] = target
            }
        }
        if let proxy = top["proxy"]?.value, let keys = reader.mapping(proxy, context: "proxy", allowed: RunConfigurationKeys.proxy) {
            var section = ProxyRoutesConfiguration(upstream: url(&reader, keys["upstream"]?.value, context: "proxy.upstream"), routes: [])
            if let tls = keys["tls"]?.value { section.tls = tlsSettings(&reader, tls, context: "proxy.tls") }
            if let routes = keys["routes"]?.value {
                for entry in reader.namedEntries(routes, context: "proxy.routes") {
                    guard let target = reader.string(entry.value, context: "proxy.routes.\(entry.name)") else { continue }
                    switch UpstreamRoute.parse(entry.name + "=" + target) {
                    case .success(let route): section.routes.append(route)
                    case .failure(let error):
                        reader.report(.configBadURL, [.plain(entry.name + ": " + target), .localized(error.reason)], at: entry.value)
                    }
                }
            }
            configuration.proxy = section
        }
        if let network = top["network"]?.value { configuration.network = networkSettings(&reader, network) }
        return (reader.hasErrors ? nil : configuration, reader.diagnostics)
    }

    static func url(_ reader: inout YAMLReader, _ node: Node?, context: String) -> String? {
        guard let node, let text = reader.string(node, context: context) else { return nil }
        if let problem = TargetResolver.urlProblem(text) {
            reader.report(.configBadURL, [.plain(text), .plain(problem)], at: node)
            return nil
        }
        return text
    }
}

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
