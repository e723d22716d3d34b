import ConformanceKit
import Foundation

/// Checks the simulator fixture files kept beside the loaded specs, for `conformance lint`.
///
/// A protocol whose simulator reads fixtures (Worldline Direct) has them in the `sandbox/` folder beside its
/// protocol.yaml; every problem there (syntax, an unknown key, a value of the wrong type, a product that is not in
/// the catalogue, an error kind, state or outcome its `answers.yaml` lacks or does not know) is a located error, found
/// before a sandbox answers with it. Likewise for the error kinds the Sips and Saferpay simulators answer with. The problems of
/// `cards.yaml` and `answers.yaml` themselves (syntax, keys, codes missing from the spec's tables) are
/// ``SandboxFactsLoader``'s.
package enum SandboxFixtureLint {
    /// The problems of the fixture files of every loaded protocol that has a sandbox folder, and the facts a simulated protocol lacks.
    package static func diagnostics(specs: SpecSet, facts: SandboxFactSet? = nil) -> [Diagnostic] {
        var diagnostics = missingFacts(specs: specs, facts: facts ?? SandboxFactsLoader.load(specs: specs).facts)
        if let spec = specs.protocols["worldline-direct"], let folder = DirectFixtures.folder(of: spec) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue {
                let file = DirectFixtures.answersFile(folder)
                let answers = FileManager.default.fileExists(atPath: file) ? SandboxFactsLoader.loadAnswers(file: file, spec: spec) : nil
                if case .failure(let problems) = DirectFixtures.load(folder: folder, answers: answers?.answers ?? SandboxAnswers()) {
                    // A problem of answers.yaml itself is reported once, by the facts loader.
                    let reported = answers?.diagnostics.contains { $0.severity == .error } ?? false
                    diagnostics += problems.diagnostics.filter { !reported || $0.location?.file != file }
                }
            }
        }
        if let spec = specs.protocols["sips-inapp"], let folder = DirectFixtures.folder(of: spec) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue {
                let file = DirectFixtures.answersFile(folder)
                let answers = FileManager.default.fileExists(atPath: file) ? SandboxFactsLoader.loadAnswers(file: file, spec: spec) : nil
                // An entry the facts loader refused is reported there, not again as missing.
                if !(answers?.diagnostics.contains { $0.severity == .error } ?? false) {
                    diagnostics += SipsAnswerTable(answers: answers?.answers ?? SandboxAnswers()).problems(file: file)
                }
            }
        }
        diagnostics += saferpayAnswerProblems(specs: specs)
        return diagnostics
    }

    /// The error kinds the Saferpay simulator answers with that its `answers.yaml` lacks, and the kinds it does not know.
    static func saferpayAnswerProblems(specs: SpecSet) -> [Diagnostic] {
        guard let spec = specs.protocols["saferpay"], let folder = DirectFixtures.folder(of: spec) else { return [] }
        let file = DirectFixtures.answersFile(folder)
        guard FileManager.default.fileExists(atPath: file) else { return [] }
        let answers = SandboxFactsLoader.loadAnswers(file: file, spec: spec)
        // An entry the facts loader refused is reported there, not again as missing.
        guard !answers.diagnostics.contains(where: { $0.severity == .error }) else { return [] }
        return answers.answers.problems(section: "errors", needs: SaferpaySimulator.answerNeeds, file: file)
    }

    /// The loaded protocols the sandbox simulates whose `sandbox/` folder lacks the card table or the answers:
    /// without them every card would be approved and every refusal would go unanswered.
    package static func missingFacts(
        specs: SpecSet, facts: SandboxFactSet, simulated: [String] = Sandbox.defaultSimulators(configuration: .init()).map(\.protocolID)
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for id in simulated.sorted() {
            guard let spec = specs.protocols[id] else { continue }
            let folder = SandboxFactsLoader.folderName + "/"
            if facts[id].cards.isEmpty {
                diagnostics.append(
                    Diagnostic(.error, .sandboxFactsMissing, [.plain(id), .plain(folder + SandboxFactsLoader.cardsFile)], at: spec.location))
            }
            if facts[id].answers.outcomes.isEmpty && facts[id].answers.errors.isEmpty {
                diagnostics.append(
                    Diagnostic(.error, .sandboxFactsMissing, [.plain(id), .plain(folder + SandboxFactsLoader.answersFile)], at: spec.location))
            }
        }
        return diagnostics
    }
}

extension Sandbox {
    /// The problems of the facts this sandbox answers from, as lines in `language`, and whether it may serve (no error among them).
    package func factsReport(_ language: Language) -> (lines: [String], usable: Bool) {
        (factDiagnostics.map { $0.formatted(language) }, !factDiagnostics.contains { $0.severity == .error })
    }
}
