import ConformanceKit
import Foundation
import Yams

/// How `conformance doctor` proves a protocol's credentials before a long run: declared in the
/// protocol's `scenarios/settings.yaml` under `preflight`.
///
/// Either a scenario that makes one harmless authenticated call (a read-only look-up, a session that
/// expires unused), or, when the protocol has no such call, the reason, which doctor prints.
package enum PreflightDeclaration: Sendable, Hashable {
    /// The scenario doctor runs live against the target.
    case scenario(name: String, location: SourceLocation)
    /// The protocol has no harmless authenticated call; why, in every language.
    case unavailable(LocalizedText)

    /// Reads `preflight: {scenario: NAME}` or `preflight: {unavailable: {en: …, fr: …}}`.
    static func read(_ reader: inout YAMLReader, _ node: Node) -> PreflightDeclaration? {
        guard let keys = reader.mapping(node, context: "preflight", allowed: ScenarioKeys.preflight) else { return nil }
        if keys.count != 1 {
            reader.report(.scenarioOneKey, [.plain("preflight"), .plain(ScenarioKeys.preflight.joined(separator: ", "))], at: node)
            return nil
        }
        if let entry = keys["scenario"] {
            guard let name = reader.string(entry.value, context: "preflight.scenario") else { return nil }
            return .scenario(name: name, location: reader.location(entry.value))
        }
        guard let reason = reader.text(keys["unavailable"]?.value, context: "preflight.unavailable") else { return nil }
        return .unavailable(reason)
    }

    /// An error for every declaration naming a scenario its protocol does not have.
    static func unknownScenarios(_ declarations: [String: PreflightDeclaration], scenarios: [Scenario]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (protocolID, declaration) in declarations.sorted(by: { $0.key < $1.key }) {
            guard case .scenario(let name, let location) = declaration else { continue }
            let names = scenarios.filter { $0.protocolID == protocolID }.map(\.name)
            if names.contains(name) { continue }
            diagnostics.append(
                Diagnostic(
                    .error, .scenarioPreflightUnknown,
                    [.plain(name), .plain(protocolID), .suggestion(Suggestion.closest(to: name, in: names))], at: location))
        }
        return diagnostics
    }
}
