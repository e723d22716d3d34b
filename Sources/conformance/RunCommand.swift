import ArgumentParser
import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceSession
import Foundation

extension ReportFormat: FormatChoice {
    static let formatHelp = "Report formats: junit, html, json, markdown, github (repeatable; default: all but github)."
}

/// `conformance run`: every protocol's scenarios against a target, checked, recorded and reported.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the scenarios against a target (the built-in sandbox by default), check every exchange, write reports.",
        discussion: """
            With no arguments: starts the sandbox on a free loopback port, runs every scenario, records each into \
            Cassettes/<protocol>/<scenario>.json and writes Reports/ (junit.xml, index.html, report.json, summary.md). \
            --mode replay answers from the cassettes with no server at all; --mode live records nothing, and is the default \
            with --sandbox-faults so that broken answers never replace good cassettes.

            A real target comes from --target URL or a named target of the config file (conformance.yaml, or --config), \
            which also holds base URLs and settings per protocol; secrets may come from {env: NAME} or {file: PATH} \
            and are never written. Precedence: flags, then the config file, then defaults.

            --min-coverage N (or minCoverage: N in the config file) also fails the run when a protocol it exchanged \
            traffic with has a coverage index below N, and names what was never seen.

            Exit codes: 0 every scenario conformant, 1 conformance failures (or coverage below --min-coverage), 2 usage, \
            configuration or infrastructure error.
            """)

    @OptionGroup var specOptions: SpecOptions

    @OptionGroup var targetOption: TargetOption

    @OptionGroup var modeOption: ModeOption

    @OptionGroup var cassetteFolder: CassetteFolderOption

    @Option(name: .long, help: "Report folder (default Reports).")
    var reports: String?

    @OptionGroup var protocolFilter: ProtocolOption

    @OptionGroup var scenarioOption: ScenarioOption

    @OptionGroup var tagOption: TagOption

    @OptionGroup var strictOption: StrictOption

    @Option(name: .long, help: "This CI job's share of the scenarios: i/n (scenarios sorted by ID, dealt round-robin).")
    var shard: String?

    @OptionGroup var reportFormats: FormatOption<ReportFormat>

    @OptionGroup var configOption: ConfigOption

    @OptionGroup var seedOption: SeedOption

    @OptionGroup var timeoutOption: TimeoutOption

    @OptionGroup var sandboxFaultsOption: SandboxFaultsOption

    @OptionGroup var failOnOption: FailOnOption

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Exit with 1 when a protocol the run exchanged traffic with has a coverage index below N (0 to 100; config file: minCoverage).",
            valueName: "N"))
    var minCoverage: String?

    @OptionGroup var versionOptions: ProtocolVersionOptions

    @OptionGroup var transport: TransportOptions

    @Flag(name: .long, help: "List the selected scenarios and exit.")
    var list = false

    func validate() throws {
        try timeoutOption.validate(language: specOptions.language)
        if let text = modeOption.mode, RunMode(rawValue: text) == nil {
            let names = RunMode.allCases.map(\.rawValue)
            let hint = Suggestion.closest(to: text, in: names).map { MessageID.textDidYouMean.render(specOptions.language, [.plain($0)]) } ?? ""
            throw ValidationError(
                MessageID.badKeyword.render(specOptions.language, [.plain(text), .plain("--mode"), .plain(names.joined(separator: ", ") + hint)]))
        }
        if let minCoverage, CoverageGate.parse(minCoverage) == nil {
            throw ValidationError(MessageID.coverageGateBadMinimum.render(specOptions.language, [.plain("--min-coverage"), .plain(minCoverage)]))
        }
    }

    /// The flags as the library's request.
    var request: RunRequest {
        var request = RunRequest(specsPath: specOptions.resolvedSpecsPath)
        request.language = specOptions.lang
        request.defaultLanguage = Language.resolved(nil)
        request.target = targetOption.target
        request.mode = modeOption.mode.flatMap(RunMode.init(rawValue:))
        request.cassettes = cassetteFolder.cassettes
        request.reports = reports
        request.protocols = protocolFilter.protocols
        request.scenarios = scenarioOption.scenarios
        request.tags = tagOption.tags
        request.strict = strictOption.strict
        request.shard = shard
        request.formats = reportFormats.formats
        request.config = configOption.config
        request.seed = seedOption.seed
        request.timeout = timeoutOption.timeout
        request.sandboxFaults = sandboxFaultsOption.sandboxFaults
        request.failOn = failOnOption.failOn
        request.minCoverage = minCoverage.flatMap(CoverageGate.parse)
        request.versions = versionOptions.choice
        request.transport = transport.choice
        request.list = list
        return request
    }

    func run() async throws {
        try await RunExecution(request).perform()
    }
}
