import ConformanceEngine
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
        if let direct = answersFile(of: "worldline-direct", specs: specs),
            case .failure(let problems) = DirectFixtures.load(folder: direct.folder, answers: direct.loaded?.answers ?? SandboxAnswers())
        {
            // A problem of answers.yaml itself is reported once, by the facts loader.
            diagnostics += problems.diagnostics.filter { !direct.refused || $0.location?.file != direct.file }
        }
        // An entry the facts loader refused is reported there, not again as missing.
        if let sips = answersFile(of: "sips-inapp", specs: specs), !sips.refused {
            diagnostics += SipsAnswerTable(answers: sips.loaded?.answers ?? SandboxAnswers()).problems(file: sips.file)
        }
        if let saferpay = answersFile(of: "saferpay", specs: specs), let loaded = saferpay.loaded, !saferpay.refused {
            diagnostics += loaded.answers.problems(section: "errors", needs: SaferpaySimulator.answerNeeds, file: saferpay.file)
        }
        return diagnostics
    }

    /// A protocol's `sandbox/` folder and its `answers.yaml` read strictly (nil when the file is absent), with whether the
    /// facts loader refused one of its entries; nil when the protocol is not loaded or has no such folder.
    static func answersFile(
        of protocolID: String, specs: SpecSet
    ) -> (folder: String, file: String, loaded: (answers: SandboxAnswers, diagnostics: [Diagnostic])?, refused: Bool)? {
        guard let spec = specs.protocols[protocolID], let folder = DirectFixtures.folder(of: spec) else { return nil }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else { return nil }
        let file = DirectFixtures.answersFile(folder)
        let loaded = FileManager.default.fileExists(atPath: file) ? SandboxFactsLoader.loadAnswers(file: file, spec: spec) : nil
        return (folder, file, loaded, loaded?.diagnostics.contains { $0.severity == .error } ?? false)
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
