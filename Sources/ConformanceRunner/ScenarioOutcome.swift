import ConformanceEngine
import ConformanceKit
import Foundation

/// What running one scenario gave.
package struct ScenarioOutcome: Sendable {
    /// The scenario.
    package var scenario: Scenario
    /// Its report suite: one case per check of every exchange, plus one per expectation.
    package var suite: ReportSuite
    /// Problems that stopped the scenario for reasons other than conformance (network, missing cassette).
    package var infrastructureErrors: [Diagnostic]
    /// The cassette it used, if any.
    package var cassette: String?

    /// Whether every case passed and nothing broke.
    package var passed: Bool { suite.failures == 0 && infrastructureErrors.isEmpty }
}
