import ConformanceEngine
import ConformanceKit
import Crypto
import Foundation

/// One requirement of a certification profile and how the run went.
package struct CertificationResult: Sendable, Hashable {
    /// The scenario ID.
    package var scenario: String
    /// Its title.
    package var title: LocalizedText
    /// Mandatory or optional.
    package var level: CertificationLevel
    /// Whether every check passed.
    package var passed: Bool
    /// How many checks failed.
    package var failures: Int
    /// The first failing checks, by name.
    package var failedChecks: [String]

    /// Creates a result.
    package init(scenario: String, title: LocalizedText, level: CertificationLevel, passed: Bool, failures: Int, failedChecks: [String]) {
        self.scenario = scenario
        self.title = title
        self.level = level
        self.passed = passed
        self.failures = failures
        self.failedChecks = failedChecks
    }
}
