import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceSandbox
import Foundation

/// `conformance drift` as a library call: whether the live API moved away from what the cassettes recorded.
package struct DriftSession {
    /// What was asked for.
    package let request: DriftRequest
    /// The language of what is printed.
    package let language: Language

    /// A session for this request.
    package init(_ request: DriftRequest, language: Language) {
        self.request = request
        self.language = language
    }

    /// Records fresh traffic (unless `against` is a cassette folder), compares it with the baseline and suggests spec
    /// changes (written to ``DriftRequest/patch`` when given); prints why it cannot and throws ``SessionExit`` (2).
    package func compare() async throws -> DriftOutcome {
        let specs = try SpecFolder(path: request.specsPath).load(language: language)
        let cassettes = request.cassettes
        guard FileManager.default.fileExists(atPath: cassettes) else {
            Console.error(
                Diagnostic(.error, .inputUnreadable, [.plain(cassettes), .localized(MessageID.usageNoSuchFolder.localized())]).formatted(language))
            throw SessionExit(2)
        }
        let analyzer = DriftAnalyzer(specs: specs)
        let baselineFiles = try selected(Self.cassetteFiles(cassettes))
        let baseline = try shapes(of: baselineFiles, in: cassettes, analyzer: analyzer)
        // A baseline with no exchange compares nothing: never report that as "no drift".
        if baseline.shapes.isEmpty && request.protocols.isEmpty {
            Console.error(CassetteInputs.nothingRead([cassettes], language))
            throw SessionExit(2)
        }
        for wanted in request.protocols where !baseline.protocols.contains(wanted) {
            let scope = (baselineFiles.isEmpty ? MessageID.usageScopeEmptyFolder : .usageScopeCassettes).localized()
            let place = MessageID.usageScopeProtocol.localized([.plain(wanted), .localized(scope)])
            Console.error(Diagnostic(.error, .runNoScenarios, [.localized(place)]).formatted(language))
            throw SessionExit(2)
        }
        var currentFolder = request.against
        var reported = request.against
        var isDirectory: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: request.against, isDirectory: &isDirectory) && isDirectory.boolValue) {
            (currentFolder, reported) = try await record(specs: specs, baseline: Set(baselineFiles))
        }
        let currentFiles = try selected(Self.cassetteFiles(currentFolder), naming: false)
        let current = try shapes(of: currentFiles, in: currentFolder, analyzer: analyzer)
        let findings = analyzer.compare(before: baseline.shapes, after: current.shapes)
        let suggestion = SpecPatch.suggest(findings, specs: specs)
        if let patch = request.patch {
            do {
                try suggestion.patch.write(toFile: patch, atomically: true, encoding: .utf8)
            } catch {
                Console.error(Diagnostic(.error, .runUnwritable, [.plain(patch), .reason(error)]).formatted(language))
                throw SessionExit(2)
            }
        }
        return DriftOutcome(
            findings: findings, patch: suggestion.patch, notes: suggestion.notes, patchWritten: request.patch != nil, baseline: cassettes,
            against: request.against, reportedTarget: reported)
    }

    /// The cassette files of the selected scenarios (`<protocol>/<scenario>.json`), from a folder's files.
    ///
    /// With `naming`, a `--scenario` that matches no file is a usage error (exit 2), never a silent no-op;
    /// protocols are selected per interaction as the cassettes are read (``shapes(of:in:analyzer:)``).
    func selected(_ files: [String], naming: Bool = true) throws -> [String] {
        let matches = { (wanted: String, file: String) -> Bool in
            let parts = file.replacingOccurrences(of: ".json", with: "").split(separator: "/").map(String.init)
            return wanted == parts.last || wanted == parts.suffix(2).joined(separator: "/")
        }
        if naming {
            for wanted in request.scenarios where !files.contains(where: { matches(wanted, $0) }) {
                Console.error(
                    Diagnostic(
                        .error, .runNoScenarios, [.localized(MessageID.usageScopeScenario.localized([.plain(wanted), .plain(request.cassettes)]))]
                    ).formatted(language))
                throw SessionExit(2)
            }
        }
        guard !request.scenarios.isEmpty else { return files }
        return files.filter { file in request.scenarios.contains { matches($0, file) } }
    }

    /// Runs the recorded scenarios again against the target, into `out` or a temporary folder; returns the folder and
    /// the target as reports name it.
    func record(specs: SpecSet, baseline: Set<String>) async throws -> (folder: String, reported: String) {
        let protocols = request.protocols
        let scenarioSet = try RunSetup.loadScenarios(specs: specs, path: request.specsPath, language: language)
        // The baseline is already narrowed to --scenario (see `selected`), and this to --protocol.
        let selected = scenarioSet.scenarios.filter {
            (protocols.isEmpty || protocols.contains($0.protocolID)) && baseline.contains("\($0.protocolID)/\($0.name).json")
        }
        guard !selected.isEmpty else {
            let place = MessageID.usageScopeCassetteFolder.localized([.plain(request.cassettes)])
            Console.error(Diagnostic(.error, .runNoScenarios, [.localized(place)]).formatted(language))
            throw SessionExit(2)
        }
        var servedSpecs: SpecSet?
        if let sandboxSpecs = request.sandboxSpecs {
            let loaded = SpecLoader.load(paths: [sandboxSpecs])
            if loaded.hasErrors {
                for diagnostic in loaded.diagnostics where diagnostic.severity == .error { Console.error(diagnostic.formatted(language)) }
                throw SessionExit(2)
            }
            servedSpecs = loaded.specs
        }
        let folder =
            request.out ?? FileManager.default.temporaryDirectory.appendingPathComponent("conformance-drift-\(UUID().uuidString)").path
        let session = try await RunSetup.start(
            target: request.against, mode: .record, specs: specs, sandboxSpecs: servedSpecs, faults: request.sandboxFaults,
            timeout: request.timeout, configuration: try RunSetup.loadConfiguration(request.config, language: language), scenarios: scenarioSet,
            protocols: selected.map(\.protocolID), language: language, transport: request.transport)
        let outcomes = await session.run(
            selected, specs: specs, options: RunOptions(mode: .record, cassettes: folder, seed: session.target.isSandbox ? 1 : nil),
            timeout: request.timeout, language: language)
        let broken = outcomes.flatMap(\.infrastructureErrors)
        if !broken.isEmpty {
            for diagnostic in broken { Console.error(diagnostic.formatted(language)) }
            throw SessionExit(2)
        }
        return (folder, session.reportedTarget(request.against, language: language))
    }

    /// The cassette files under a folder (`*.json`), by path relative to it, sorted.
    static func cassetteFiles(_ folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The response shapes of the interactions of `files` (of the requested protocols, or all), read one interaction
    /// at a time, and the protocols the cassettes recorded; a corrupt cassette exits with 2.
    func shapes(
        of files: [String], in folder: String, analyzer: DriftAnalyzer
    ) throws -> (shapes: [OperationReference: ResponseShape], protocols: Set<String>) {
        let wanted = Set(request.protocols)
        var shapes: [OperationReference: ResponseShape] = [:]
        var recorded = Set<String>()
        for file in files {
            do {
                _ = try CassetteStream.forEach(file: (folder as NSString).appendingPathComponent(file)) { _, interaction in
                    if let protocolID = interaction.operation?.protocolID { recorded.insert(protocolID) }
                    if wanted.isEmpty || wanted.contains(interaction.operation?.protocolID ?? "") {
                        analyzer.accumulate(interaction, into: &shapes)
                    }
                }
            } catch {
                Console.error(error.diagnostic.formatted(language))
                throw SessionExit(2)
            }
        }
        return (shapes, recorded)
    }
}
