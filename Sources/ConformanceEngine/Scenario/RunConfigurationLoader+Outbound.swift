import ConformanceKit
import Foundation
import Yams

extension RunConfigurationLoader {
    /// Reads a `tls` section: CA files (one path or a list), client certificate and key sources, `insecure`.
    static func tlsSettings(_ reader: inout YAMLReader, _ node: Node, context: String) -> OutboundSettings? {
        guard let keys = reader.mapping(node, context: context, allowed: OutboundSettingsKeys.tls) else { return nil }
        var settings = OutboundSettings()
        if let caFile = keys["caFile"]?.value {
            if case .sequence(let items) = caFile {
                for item in items {
                    if let path = reader.string(item, context: "\(context).caFile") {
                        settings.caFiles.append(SettingSource(.value(path), location: reader.location(item)))
                    }
                }
            } else if let path = reader.string(caFile, context: "\(context).caFile") {
                settings.caFiles.append(SettingSource(.value(path), location: reader.location(caFile)))
            }
        }
        settings.clientCertificate = keys["clientCertificate"].flatMap {
            settingSource(&reader, $0.value, context: "\(context).clientCertificate")
        }
        settings.clientKey = keys["clientKey"].flatMap { settingSource(&reader, $0.value, context: "\(context).clientKey") }
        settings.insecure = reader.bool(keys["insecure"]?.value, context: "\(context).insecure")
        return settings
    }

    /// Reads the `network` section: the forward proxy URL and the hosts reached without it.
    static func networkSettings(_ reader: inout YAMLReader, _ node: Node) -> OutboundSettings? {
        guard let keys = reader.mapping(node, context: "network", allowed: OutboundSettingsKeys.network) else { return nil }
        var settings = OutboundSettings()
        settings.proxy = keys["proxy"].flatMap { settingSource(&reader, $0.value, context: "network.proxy") }
        if let noProxy = keys["noProxy"]?.value {
            if case .sequence = noProxy {
                settings.noProxy = reader.strings(noProxy, context: "network.noProxy")
            } else if let text = reader.string(noProxy, context: "network.noProxy") {
                settings.noProxy = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
            }
        }
        return settings
    }

    /// Reads a value written inline, as `{env: NAME}` or as `{file: PATH}`.
    static func settingSource(_ reader: inout YAMLReader, _ node: Node, context: String) -> SettingSource? {
        if case .mapping = node {
            guard let source = reader.mapping(node, context: context, allowed: RunConfigurationKeys.settingSource) else { return nil }
            if source.count != 1 {
                reader.report(.scenarioOneKey, [.plain(context), .plain(RunConfigurationKeys.settingSource.joined(separator: ", "))], at: node)
                return nil
            }
            if let name = reader.string(source["env"]?.value, context: context) {
                return SettingSource(.environment(name), location: reader.location(node))
            }
            if let path = reader.string(source["file"]?.value, context: context) {
                return SettingSource(.file(path), location: reader.location(node))
            }
            return nil
        }
        return reader.string(node, context: context).map { SettingSource(.value($0), location: reader.location(node)) }
    }
}
