import ArgumentParser
import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceSession
import Foundation

/// `conformance drift`: whether the live API moved away from what the cassettes recorded.
struct DriftCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drift",
        abstract: "Compare recorded cassettes with fresh traffic (or another cassette folder) and suggest spec changes.",
        discussion: """
            With --against sandbox (the default), a URL or a configured target, the scenarios recorded in --cassettes are run \
            again against it (fresh requests, so tokens and seals are valid), recorded into --out, and compared with the old \
            recordings operation by operation: fields that appeared or disappeared, changed types or string formats, HTTP \
            statuses and response codes never recorded. Values are ignored (IDs, tokens and dates change every run).

            With --against DIR, two cassette folders are compared. The spec changes that would match what was seen are \
            printed (or written with --patch) as a unified diff to review, then apply with `git apply`.

            Exit codes: 0 no drift at or above --fail-on (default error; info: any drift), 1 drift, 2 usage, configuration or infrastructure error.
            """)

    @OptionGroup var specOptions: SpecOptions

    @OptionGroup var cassetteFolder: CassetteFolderOption
    var cassettes: String { cassetteFolder.cassettes ?? "" }

    @Option(name: .long, help: "sandbox (default), an http(s) URL, a target of the config file, or a cassette folder.")
    var against: String = TargetResolver.sandbox

    @OptionGroup var protocolFilter: ProtocolOption
    var protocols: [String] { protocolFilter.protocols }

    @OptionGroup var scenarioOption: ScenarioOption
    var scenarios: [String] { scenarioOption.scenarios }

    @OptionGroup var outOption: OutOption
    var out: String? { outOption.out }

    @Option(name: .long, help: "Write the suggested spec changes to this file instead of printing them.")
    var patch: String?

    @OptionGroup var formatOption: FormatOption<ChangeFormat>
    var format: ChangeFormat { formatOption.format(or: .text) }

    @OptionGroup var failOnOption: FailOnOption
    var failOn: FailOn { failOnOption.failOn }

    @OptionGroup var configOption: ConfigOption
    var config: String? { configOption.config }

    @OptionGroup var timeoutOption: TimeoutOption
    var timeout: Double { timeoutOption.timeout ?? 30 }

    @Option(name: .long, help: "Serve the built-in sandbox from this spec folder (an API that moved), while checking against --specs.")
    var sandboxSpecs: String?

    @OptionGroup var sandboxFaultsOption: SandboxFaultsOption
    var sandboxFaults: String? { sandboxFaultsOption.sandboxFaults }

    @OptionGroup var transport: TransportOptions

    func validate() throws {
        let language = specOptions.language
        _ = try cassetteFolder.cassettes.required("--cassettes", language)
        try timeoutOption.validate(language: language)
    }

    func run() async throws {
        let language = specOptions.language
        let specs = try specOptions.loadSpecs()
        guard FileManager.default.fileExists(atPath: cassettes) else {
            Console.error(
                Diagnostic(.error, .inputUnreadable, [.plain(cassettes), .localized(MessageID.usageNoSuchFolder.localized())]).formatted(language))
            throw ExitCode(2)
        }
        let analyzer = DriftAnalyzer(specs: specs)
        let baselineFiles = try selected(Self.cassetteFiles(cassettes), language: language)
        let baseline = try Self.shapes(of: baselineFiles, in: cassettes, protocols: protocols, analyzer: analyzer, language: language)
        // A baseline with no exchange compares nothing: never report that as "no drift".
        if baseline.shapes.isEmpty && protocols.isEmpty {
            Console.error(CassetteCommand.nothingRead([cassettes], language))
            throw ExitCode(2)
        }
        for wanted in protocols where !baseline.protocols.contains(wanted) {
            Console.error(
                Diagnostic(
                    .error, .runNoScenarios,
                    [
                        .localized(
                            MessageID.usageScopeProtocol.localized([
                                .plain(wanted),
                                .localized((baselineFiles.isEmpty ? MessageID.usageScopeEmptyFolder : .usageScopeCassettes).localized()),
                            ]))
                    ]
                )
                .formatted(language))
            throw ExitCode(2)
        }
        var currentFolder = against
        var isDirectory: ObjCBool = false
        if !(FileManager.default.fileExists(atPath: against, isDirectory: &isDirectory) && isDirectory.boolValue) {
            currentFolder = try await record(specs: specs, baseline: Set(baselineFiles), language: language)
        }
        let currentFiles = try selected(Self.cassetteFiles(currentFolder), language: language, naming: false)
        let current = try Self.shapes(of: currentFiles, in: currentFolder, protocols: protocols, analyzer: analyzer, language: language)
        let findings = analyzer.compare(before: baseline.shapes, after: current.shapes)
        let suggestion = SpecPatch.suggest(findings, specs: specs)
        try output(findings, suggestion: suggestion, language: language)
        if findings.contains(where: { failOn.fails($0.kind.severity) }) { throw ExitCode(1) }
    }

    /// The cassette files of the selected scenarios (`<protocol>/<scenario>.json`), from a folder's files.
    ///
    /// With `naming`, a `--scenario` that matches no file is a usage error (exit 2), never a silent no-op;
    /// protocols are selected per interaction as the cassettes are read (``shapes(of:in:protocols:analyzer:language:)``).
    func selected(_ files: [String], language: Language, naming: Bool = true) throws -> [String] {
        let matches = { (wanted: String, file: String) -> Bool in
            let parts = file.replacingOccurrences(of: ".json", with: "").split(separator: "/").map(String.init)
            return wanted == parts.last || wanted == parts.suffix(2).joined(separator: "/")
        }
        if naming {
            for wanted in scenarios where !files.contains(where: { matches(wanted, $0) }) {
                Console.error(
                    Diagnostic(.error, .runNoScenarios, [.plain("--scenario \(wanted) in the cassettes of \(self.cassettes)")]).formatted(language))
                throw ExitCode(2)
            }
        }
        guard !scenarios.isEmpty else { return files }
        return files.filter { file in scenarios.contains { matches($0, file) } }
    }

    /// Runs the recorded scenarios again against the target, into `--out` or a temporary folder.
    func record(specs: SpecSet, baseline: Set<String>, language: Language) async throws -> String {
        let scenarioSet = try RunSetup.loadScenarios(specs: specs, path: specOptions.resolvedSpecsPath, language: language)
        let recorded = scenarioSet.scenarios.filter {
            (protocols.isEmpty || protocols.contains($0.protocolID)) && baseline.contains("\($0.protocolID)/\($0.name).json")
        }
        guard !recorded.isEmpty else {
            Console.error(
                Diagnostic(.error, .runNoScenarios, [.localized(MessageID.usageScopeCassetteFolder.localized([.plain(cassettes)]))]).formatted(
                    language))
            throw ExitCode(2)
        }
        // The baseline is already narrowed to --scenario (see `selected`), and `recorded` to --protocol.
        let selected = recorded
        var servedSpecs: SpecSet?
        if let sandboxSpecs {
            let loaded = SpecLoader.load(paths: [sandboxSpecs])
            if loaded.hasErrors {
                for diagnostic in loaded.diagnostics where diagnostic.severity == .error { Console.error(diagnostic.formatted(language)) }
                throw ExitCode(2)
            }
            servedSpecs = loaded.specs
        }
        let folder = out ?? FileManager.default.temporaryDirectory.appendingPathComponent("conformance-drift-\(UUID().uuidString)").path
        let session = try await RunSetup.start(
            target: against, mode: .record, specs: specs, sandboxSpecs: servedSpecs, faults: sandboxFaults, timeout: timeout,
            configuration: try RunSetup.loadConfiguration(config, language: language), scenarios: scenarioSet, protocols: selected.map(\.protocolID),
            language: language, transport: transport.choice)
        let outcomes = await session.run(
            selected, specs: specs, options: RunOptions(mode: .record, cassettes: folder, seed: session.target.isSandbox ? 1 : nil), timeout: timeout,
            language: language)
        let broken = outcomes.flatMap(\.infrastructureErrors)
        if !broken.isEmpty {
            for diagnostic in broken { Console.error(diagnostic.formatted(language)) }
            throw ExitCode(2)
        }
        return folder
    }

    /// The cassette files under a folder (`*.json`), by path relative to it, sorted.
    static func cassetteFiles(_ folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        return enumerator.compactMap { $0 as? String }.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The response shapes of the interactions of `files` (of the `protocols`, or all), read one interaction
    /// at a time, and the protocols the cassettes recorded; a corrupt cassette exits with 2.
    static func shapes(
        of files: [String], in folder: String, protocols: [String], analyzer: DriftAnalyzer, language: Language
    ) throws -> (shapes: [OperationReference: ResponseShape], protocols: Set<String>) {
        let wanted = Set(protocols)
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
                throw ExitCode(2)
            }
        }
        return (shapes, recorded)
    }

    func output(_ findings: [DriftFinding], suggestion: (patch: String, notes: [String]), language: Language) throws {
        let count = { (severity: ChangeSeverity) in findings.filter { $0.kind.severity == severity }.count }
        let summary =
            MessageID.cliDriftSummary.render(
                language,
                [
                    .plain(language.plural(findings.count, one: .countDriftFindingOne, other: .countDriftFindingOther)),
                    .plain(language.plural(count(.error), one: .countErrorsOne, other: .countErrorsOther)),
                    .plain(language.plural(count(.warning), one: .countWarningsOne, other: .countWarningsOther)), .plain(String(count(.info))),
                    .plain(language.plural(count(.info), one: .countDriftInfoOne, other: .countDriftInfoOther)),
                ])
        if let patch {
            do {
                try suggestion.patch.write(toFile: patch, atomically: true, encoding: .utf8)
            } catch {
                Console.error(Diagnostic(.error, .runUnwritable, [.plain(patch), .reason(error)]).formatted(language))
                throw ExitCode(2)
            }
        }
        switch format {
        case .text:
            var text = ""
            for finding in findings {
                text += "\(SpecDiffRenderer.word(finding.kind.severity, language))[\(finding.kind.rawValue)] \(finding.text(language))\n"
            }
            for note in suggestion.notes { text += MessageID.cliDriftNote.render(language, [.plain(note)]) + "\n" }
            if !suggestion.patch.isEmpty && patch == nil {
                text +=
                    MessageID.cliDriftSuggested.render(language, [])
                text += suggestion.patch
            }
            Console.write(text + summary + "\n")
        case .markdown:
            var text = MessageID.cliDriftTitle.render(language, [.plain(summary)])
            if !findings.isEmpty {
                text +=
                    MessageID.cliDriftTableHeader.render(language, [])
                for finding in findings {
                    text +=
                        "| \(SpecDiffRenderer.word(finding.kind.severity, language)) | `\(finding.kind.rawValue)` | `\(SpecDiffRenderer.cell(finding.subject))` | \(SpecDiffRenderer.cell("\(finding.before ?? "—") → \(finding.after ?? "—")")) |\n"
                }
            }
            if !suggestion.patch.isEmpty { text += "\n```diff\n\(suggestion.patch)```\n" }
            Console.print(text)
        case .json:
            let items: [BodyValue] = findings.map { finding in
                var members = [
                    BodyMember("kind", .string(finding.kind.rawValue)), BodyMember("severity", .string(finding.kind.severity.rawValue)),
                    BodyMember("operation", .string(finding.operation.description)), BodyMember("status", .number(String(finding.status))),
                    BodyMember("path", .string(finding.path)),
                ]
                if let before = finding.before { members.append(BodyMember("before", .string(before))) }
                if let after = finding.after { members.append(BodyMember("after", .string(after))) }
                return .object(members)
            }
            let root = BodyValue.object([
                BodyMember("format", .string("paymentconformance-drift")), BodyMember("formatVersion", .number("1")),
                BodyMember("baseline", .string(cassettes)), BodyMember("against", .string(against)), BodyMember("findings", .array(items)),
                BodyMember("notes", .array(suggestion.notes.map(BodyValue.string))), BodyMember("patch", .string(suggestion.patch)),
            ])
            Console.write(root.prettyJSONText + "\n")
        case .junit:
            let byProtocol = Dictionary(grouping: findings, by: \.operation.protocolID)
            let suites = byProtocol.keys.sorted().map { protocolID in
                ReportSuite(
                    name: "drift.\(protocolID)", protocolID: protocolID,
                    cases: (byProtocol[protocolID] ?? []).map { finding in
                        ReportCase(
                            name: "\(finding.kind.rawValue) \(finding.subject)", classname: "drift.\(protocolID)",
                            failure: failOn.fails(finding.kind.severity)
                                ? ReportFailure(
                                    kind: finding.kind.rawValue, message: LocalizedText { finding.text($0) },
                                    path: finding.path,
                                    expected: finding.before, actual: finding.after) : nil)
                    })
            }
            let shown = RunSession.reportedTarget(against, insecure: transport.insecure, language: language)
            let report = RunReport(target: shown, mode: "drift", startedAt: String(Cassette.timestamp().prefix(19)), suites: suites)
            Console.write(JUnitRenderer.render(report, language: language))
        }
        if format != .text { Console.error(summary) }
    }
}
