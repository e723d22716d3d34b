import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import Foundation

/// `conformance run` as a library call: loads the specs and scenarios, runs the selection, writes the reports.
package struct RunExecution {
    /// What was asked for.
    package let request: RunRequest

    /// An execution of this request.
    package init(_ request: RunRequest) { self.request = request }

    /// Runs the request; returns 0 when every scenario conforms, throws ``SessionExit`` (1 findings, 2 anything else) otherwise.
    package func perform() async throws {
        var language = request.language ?? request.defaultLanguage
        let specs = try SpecFolder(path: request.specsPath).load(language: language)
        let scenarioSet = try RunSetup.loadScenarios(specs: specs, path: request.specsPath, language: language)
        let configuration = try RunSetup.loadConfiguration(request.config, language: language)
        if request.language == nil, let configured = configuration?.language { language = configured }
        let mode = try resolveMode(configuration, language: language)
        let cassettesPath = request.cassettes ?? configuration?.cassettes ?? "Cassettes"
        let reportsPath = request.reports ?? configuration?.reports ?? "Reports"
        let strict = request.strict || (configuration?.strict ?? false)
        let formats = try resolveFormats(configuration, language: language)
        let targetName = request.target ?? configuration?.target ?? TargetResolver.sandbox
        let timeout = request.timeout ?? configuration?.timeout ?? 30

        var selected = try RunSetup.select(
            scenarioSet, protocols: request.protocols.isEmpty ? (configuration?.protocols ?? []) : request.protocols,
            scenarios: request.scenarios, tags: request.tags, language: language)
        if let shard = request.shard {
            guard let parsed = Shard(shard) else {
                Console.error(Diagnostic(.error, .runShard, [.plain(shard)]).formatted(language))
                throw SessionExit(2)
            }
            selected = parsed.select(selected, id: \.id)
        }
        if request.list {
            for scenario in selected {
                Console.print("\(scenario.id)  [\(scenario.certification.rawValue)]  \(scenario.title.text(language))")
            }
            return
        }

        let versions = try request.versions.resolve(
            specs: specs, inScope: selected.map(\.protocolID), configured: configuration?.protocolVersions ?? [:],
            locations: configuration?.protocolVersionLocations ?? [:], language: language)
        let session = try await RunSetup.start(
            target: targetName, mode: mode, specs: specs, sandboxSpecs: nil, faults: request.sandboxFaults, timeout: timeout,
            configuration: configuration, scenarios: scenarioSet, protocols: selected.map(\.protocolID), language: language,
            protocolVersions: versions, transport: request.transport)
        let options = RunOptions(
            mode: mode, cassettes: cassettesPath, strict: strict, seed: request.seed ?? (session.target.isSandbox ? 1 : nil),
            protocolVersions: versions)
        let outcomes = await session.run(
            selected, specs: specs, options: options, timeout: timeout, language: language, progressSink: request.progressSink)

        let report = RunReport(
            target: session.reportedTarget(targetName, language: language), mode: mode.rawValue, startedAt: session.startedAt,
            suites: outcomes.map(\.suite).sorted { $0.name < $1.name })
        // The files name spec files relative to the spec folder, with the specs' SHA-256; the console keeps the paths as given.
        var filed = report
        filed.specDigests = CertificationVerdict.specDigests(specsPath: request.specsPath, protocols: selected.map(\.protocolID))
            .mapValues(\.digest)
        filed = filed.relative(to: SpecRoot(request.specsPath))
        let minimum = request.minCoverage ?? configuration?.minCoverage
        filed.coverageMinimum = minimum
        do {
            let written = try ReportWriter.write(
                filed, to: reportsPath, formats: formats, language: language, specs: specs, secrets: session.target.secrets)
            RunProgress(language: language, sink: request.progressSink).summary(outcomes: outcomes, report: report, written: written)
        } catch {
            Console.error(error.formatted(language))
            throw SessionExit(2)
        }
        if formats.contains(.github) {
            Console.write(MarkdownReportRenderer.githubAnnotations(report, language: language))
        }
        let coverageFailed = minimum.map { coverageGate($0, report: report, specs: specs, language: language) } ?? false
        if outcomes.contains(where: { !$0.infrastructureErrors.isEmpty }) {
            for diagnostic in outcomes.flatMap(\.infrastructureErrors) { Console.error(diagnostic.formatted(language)) }
            throw SessionExit(2)
        }
        if !report.passed || request.failOn.fails(errors: 0, warnings: report.warnings) || coverageFailed { throw SessionExit(1) }
    }

    /// Prints the coverage gate's lines; returns whether a protocol in play is below the minimum.
    func coverageGate(_ minimum: Double, report: RunReport, specs: SpecSet, language: Language) -> Bool {
        let gate = CoverageGate(minimum: minimum)
        let coverages = CoverageGate.inPlay(report, specs: specs)
        let sink = request.progressSink ?? { Console.error($0) }
        for line in gate.lines(coverages, language: language) { sink(line) }
        return !gate.failing(coverages).isEmpty
    }

    /// The mode: the flag's, the config file's, else record (live with sandbox faults).
    func resolveMode(_ configuration: RunConfiguration?, language: Language) throws -> RunMode {
        if let mode = request.mode { return mode }
        guard let text = configuration?.mode else { return request.sandboxFaults == nil ? .record : .live }
        guard let value = RunMode(rawValue: text) else {
            Console.error(
                Diagnostic(.error, .badKeyword, [.plain(text), "mode", .plain(RunMode.allCases.map(\.rawValue).joined(separator: ", "))]).formatted(
                    language))
            throw SessionExit(2)
        }
        return value
    }

    /// The report formats: the flags', the config file's, else the defaults.
    func resolveFormats(_ configuration: RunConfiguration?, language: Language) throws -> [ReportFormat] {
        if !request.formats.isEmpty { return request.formats }
        guard let names = configuration?.formats else { return ReportFormat.defaults }
        var result: [ReportFormat] = []
        for name in names {
            guard let format = ReportFormat(rawValue: name) else {
                Console.error(
                    Diagnostic(.error, .badKeyword, [.plain(name), "formats", .plain(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))])
                        .formatted(language))
                throw SessionExit(2)
            }
            result.append(format)
        }
        return result
    }
}
