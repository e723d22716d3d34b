import ConformanceKit
import Foundation

/// A config-file block that names a URL target and gives it the settings a run found missing.
///
/// Printed after the missing-setting errors of `--target https://…`, so the user can paste a block that
/// works instead of guessing a key path built from the URL. Secrets read their environment variable
/// (`{env: …}`), other settings show a placeholder to replace.
package struct TargetSnippet: Sendable, Hashable {
    /// The name the snippet gives the target (from the URL's host).
    package let targetName: String
    /// The YAML text.
    package let text: String

    /// Builds the snippet for a URL and the settings missing for it, in the order found.
    package init(url: String, missing: [(protocolID: String, setting: ScenarioSetting, variable: String)]) {
        targetName = TargetSnippet.name(for: url)
        var lines = ["targets:", "  \(targetName):", "    url: \(url)", "    protocols:"]
        var byProtocol: [String: [(setting: ScenarioSetting, variable: String)]] = [:]
        for entry in missing { byProtocol[entry.protocolID, default: []].append((entry.setting, entry.variable)) }
        for protocolID in byProtocol.keys.sorted() {
            lines.append("      \(protocolID):")
            lines.append("        settings:")
            for entry in byProtocol[protocolID]!.sorted(by: { $0.setting.name < $1.setting.name }) {
                let value = entry.setting.secret ? "{env: \(entry.variable)}" : "\"<\(entry.setting.name)>\""
                lines.append("          \(entry.setting.name): \(value)")
            }
        }
        text = lines.joined(separator: "\n")
    }

    /// A target name made of the URL's host: lower-case letters, digits and dashes (`test-saferpay-com`).
    static func name(for url: String) -> String {
        let host = URLComponents(string: url)?.host?.lowercased() ?? "gateway"
        var name = ""
        for character in host {
            if character.isASCII && (character.isLetter || character.isNumber) {
                name.append(character)
            } else if !name.isEmpty && !name.hasSuffix("-") {
                name.append("-")
            }
        }
        while name.hasSuffix("-") { name.removeLast() }
        return name.isEmpty ? "gateway" : name
    }
}
