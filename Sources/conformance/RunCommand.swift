import ArgumentParser
import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceSession
import Foundation

extension RunMode: ExpressibleByArgument {}
extension ReportFormat: ExpressibleByArgument {}

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

    @Option(name: .long, help: "sandbox (default), an http(s) URL, or a target named in the config file.")
    var target: String?

    @Option(name: .long, help: "live, record (default; live with --sandbox-faults) or replay.")
    var mode: RunMode?

    @Option(name: .long, help: "Cassette folder (default Cassettes).")
    var cassettes: String?

    @Option(name: .long, help: "Report folder (default Reports).")
    var reports: String?

    @OptionGroup var protocolFilter: ProtocolFilterOption

    @Option(name: .customLong("scenario"), help: "Only this scenario, by name or protocol/name (repeatable).")
    var scenarios: [String] = []

    @Option(name: .customLong("tag"), help: "Only scenarios with this tag (repeatable).")
    var tags: [String] = []

    @OptionGroup var strictOption: StrictOption

    @Option(name: .long, help: "This CI job's share of the scenarios: i/n (scenarios sorted by ID, dealt round-robin).")
    var shard: String?

    @OptionGroup var reportFormats: ReportFormatOptions

    @OptionGroup var configOption: ConfigOption

    @Option(name: .long, help: "Seed of generated values (default: fixed on the sandbox, random elsewhere).")
    var seed: UInt64?

    @Option(name: .long, help: "Seconds before a request times out (default 30).")
    var timeout: Double?

    @Option(name: .long, help: "Faults the built-in sandbox applies: KIND[@operation],… (see 'conformance sandbox --help').")
    var sandboxFaults: String?

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
        try Seconds.validate(timeout, flag: "--timeout", language: specOptions.language)
        if let minCoverage, CoverageGate.parse(minCoverage) == nil {
            throw ValidationError(MessageID.coverageGateBadMinimum.render(specOptions.language, [.plain("--min-coverage"), .plain(minCoverage)]))
        }
    }

    /// The flags as the library's request.
    var request: RunRequest {
        var request = RunRequest(specsPath: specOptions.resolvedSpecsPath)
        request.language = specOptions.lang
        request.defaultLanguage = Language.resolved(nil)
        request.target = target
        request.mode = mode
        request.cassettes = cassettes
        request.reports = reports
        request.protocols = protocolFilter.protocols
        request.scenarios = scenarios
        request.tags = tags
        request.strict = strictOption.strict
        request.shard = shard
        request.formats = reportFormats.formats
        request.config = configOption.config
        request.seed = seed
        request.timeout = timeout
        request.sandboxFaults = sandboxFaults
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
