import ConformanceKit
import Foundation

/// Every scenario and setting of the loaded protocols.
package struct ScenarioSet: Sendable, Hashable {
    /// Scenarios, sorted by ID.
    package var scenarios: [Scenario]
    /// Settings by protocol, each sorted by name.
    package var settings: [String: [ScenarioSetting]]
    /// How `conformance doctor` proves each protocol's credentials, by protocol (from its settings file).
    package var preflights: [String: PreflightDeclaration]

    /// Creates a set.
    package init(scenarios: [Scenario] = [], settings: [String: [ScenarioSetting]] = [:], preflights: [String: PreflightDeclaration] = [:]) {
        self.scenarios = scenarios.sorted { $0.id < $1.id }
        self.settings = settings
        self.preflights = preflights
    }

    /// The scenarios whose protocol, name or ID matches the filters (every scenario when a filter is empty).
    package func selecting(protocols: [String], scenarios names: [String], tags: [String] = []) -> [Scenario] {
        scenarios.filter { scenario in
            (protocols.isEmpty || protocols.contains(scenario.protocolID))
                && (names.isEmpty || names.contains(scenario.id) || names.contains(scenario.name))
                && (tags.isEmpty || !Set(tags).isDisjoint(with: scenario.tags))
        }
    }
}
