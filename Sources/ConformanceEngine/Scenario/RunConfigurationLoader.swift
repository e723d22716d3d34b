import ConformanceKit
import Foundation
import Yams

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
