import ConformanceKit
import Foundation

/// Why the sandbox files cannot be used: every located problem.
struct DirectFixtureProblems: Error, Sendable {
    let diagnostics: [Diagnostic]
}
