import ConformanceEngine
import ConformanceKit
import ConformanceSandbox

/// `conformance lint` as a library call: every loader of the spec folders, strictly, and the rules across them.
package enum LintSession {
    /// Lints the spec files and folders at `paths`: specs, scenarios, client cases, sandbox facts, and the codes they assert.
    package static func lint(paths: [String]) -> LintResult {
        var result = SpecLoader.load(paths: paths)
        let scenarios = ScenarioLoader.load(paths: paths, specs: result.specs)
        result.diagnostics += scenarios.diagnostics
        let clientCases = ClientCaseLoader.load(paths: paths, specs: result.specs)
        result.diagnostics += clientCases.diagnostics
        result.diagnostics += AssertedCodeCheck.check(specs: result.specs, scenarios: scenarios.scenarios, clientCases: clientCases.cases)
        let facts = SandboxFactsLoader.load(paths: paths, specs: result.specs)
        result.diagnostics += facts.diagnostics
        result.diagnostics += SandboxFixtureLint.diagnostics(specs: result.specs, facts: facts.facts)
        return LintResult(
            paths: paths, diagnostics: result.diagnostics, protocols: result.specs.protocols.count,
            operations: result.specs.protocols.values.reduce(0) { $0 + $1.operations.count }, scenarios: scenarios.scenarios.scenarios.count,
            clientCases: clientCases.cases.cases.count)
    }
}
