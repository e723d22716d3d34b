import ArgumentParser
import ConformanceKit
import ConformanceRunner
import ConformanceSandbox
import ConformanceTransport
import Foundation

extension RunMode: ExpressibleByArgument {}
extension ReportFormat: ExpressibleByArgument {}

/// `conformance run`: every protocol's scenarios against a target, checked, recorded and reported.
struct RunCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the scenarios against a target (the built-in sandbox by default), check every exchange, write reports.",
        discussion: """
            With no arguments: starts the sandbox on a free loopback port, runs every scenario, records each into
            Cassettes/<protocol>/<scenario>.json and writes Reports/ (junit.xml, index.html, report.json, summary.md).
            --mode replay answers from the cassettes with no server at all; --mode live records nothing, and is the default
            with --sandbox-faults so that broken answers never replace good cassettes.
            A real target comes from --target URL or a named target of the config file (conformance.yaml, or --config),
            which also holds base URLs and settings per protocol; secrets may come from {env: NAME} or {file: PATH}
            and are never written. Precedence: flags, then the config file, then defaults.
            Exit codes: 0 every scenario conformant, 1 conformance failures, 2 usage, configuration or infrastructure error.
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

    @Option(name: .customLong("protocol"), help: "Only this protocol (repeatable).")
    var protocols: [String] = []

    @Option(name: .customLong("scenario"), help: "Only this scenario, by name or protocol/name (repeatable).")
    var scenarios: [String] = []

    @Option(name: .customLong("tag"), help: "Only scenarios with this tag (repeatable).")
    var tags: [String] = []

    @Flag(name: .long, help: "Unknown fields are failures, not warnings.")
    var strict = false

    @Option(name: .long, help: "This CI job's share of the scenarios: i/n (scenarios sorted by ID, dealt round-robin).")
    var shard: String?

    @Option(name: .customLong("format"), help: "Report formats: junit, html, json, markdown, github (repeatable; default: all but github).")
    var formats: [ReportFormat] = []

    @Option(name: .long, help: "Config file (default: conformance.yaml when present).")
    var config: String?

    @Option(name: .long, help: "Seed of generated values (default: fixed on the sandbox, random elsewhere).")
    var seed: UInt64?

    @Option(name: .long, help: "Seconds before a request times out (default 30).")
    var timeout: Double?

    @Option(name: .long, help: "Faults the built-in sandbox applies: KIND[@operation],… (see 'conformance sandbox --help').")
    var sandboxFaults: String?

    @Option(name: .long, help: "Exit with 1 on findings of this severity or above: error (default) or warning.")
    var failOn: FailOn = .error

    @OptionGroup var versionOptions: ProtocolVersionOptions

    @OptionGroup var transport: TransportOptions

    @Flag(name: .long, help: "List the selected scenarios and exit.")
    var list = false

    func validate() throws {
        try Seconds.validate(timeout, flag: "--timeout")
    }

    func run() async throws {
        var language = specOptions.language
        let specs = try specOptions.loadSpecs()
        let scenarioSet = try RunSetup.loadScenarios(specs: specs, path: specOptions.resolvedSpecsPath, language: language)
        let configuration = try RunSetup.loadConfiguration(config, language: language)
        if specOptions.lang == nil, let configured = configuration?.language { language = configured }
        let mode = try resolveMode(configuration, language: language)
        let cassettesPath = cassettes ?? configuration?.cassettes ?? "Cassettes"
        let reportsPath = reports ?? configuration?.reports ?? "Reports"
        let strict = self.strict || (configuration?.strict ?? false)
        let formats = try resolveFormats(configuration, language: language)
        let targetName = target ?? configuration?.target ?? TargetResolver.sandbox
        let timeout = self.timeout ?? configuration?.timeout ?? 30

        var selected = try RunSetup.select(
            scenarioSet, protocols: protocols.isEmpty ? (configuration?.protocols ?? []) : protocols, scenarios: scenarios, tags: tags,
            language: language)
        if let shard {
            guard let parsed = Shard(shard) else {
                Console.error(Diagnostic(.error, .runShard, [.plain(shard)]).formatted(language))
                throw ExitCode(2)
            }
            selected = parsed.select(selected, id: \.id)
        }
        if list {
            for scenario in selected {
                Console.print("\(scenario.id)  [\(scenario.certification.rawValue)]  \(scenario.title.text(language))")
            }
            return
        }

        let versions = try versionOptions.resolve(
            specs: specs, inScope: selected.map(\.protocolID), configured: configuration?.protocolVersions ?? [:],
            locations: configuration?.protocolVersionLocations ?? [:], language: language)
        let session = try await RunSetup.start(
            target: targetName, mode: mode, specs: specs, sandboxSpecs: nil, faults: sandboxFaults, timeout: timeout, configuration: configuration,
            scenarios: scenarioSet, protocols: selected.map(\.protocolID), language: language, protocolVersions: versions,
            transport: transport)
        let options = RunOptions(
            mode: mode, cassettes: cassettesPath, strict: strict, seed: seed ?? (session.target.isSandbox ? 1 : nil), protocolVersions: versions)
        let outcomes = await session.run(selected, specs: specs, options: options, timeout: timeout, language: language)

        let report = RunReport(
            target: session.reportedTarget(targetName), mode: mode.rawValue, startedAt: session.startedAt,
            suites: outcomes.map(\.suite).sorted { $0.name < $1.name })
        // The files name spec files relative to the spec folder, with the specs' SHA-256; the console keeps the paths as given.
        var filed = report
        filed.specDigests = CertificationVerdict.specDigests(specsPath: specOptions.resolvedSpecsPath, protocols: selected.map(\.protocolID))
            .mapValues(\.digest)
        filed = filed.relative(to: SpecRoot(specOptions.resolvedSpecsPath))
        do {
            let written = try ReportWriter.write(
                filed, to: reportsPath, formats: formats, language: language, specs: specs, secrets: session.target.secrets)
            Progress(language: language).summary(outcomes: outcomes, report: report, written: written)
        } catch {
            Console.error(error.formatted(language))
            throw ExitCode(2)
        }
        if formats.contains(.github) {
            Console.write(MarkdownReportRenderer.githubAnnotations(report, language: language))
        }
        if outcomes.contains(where: { !$0.infrastructureErrors.isEmpty }) {
            for diagnostic in outcomes.flatMap(\.infrastructureErrors) { Console.error(diagnostic.formatted(language)) }
            throw ExitCode(2)
        }
        if !report.passed || failOn.fails(errors: 0, warnings: report.warnings) { throw ExitCode(1) }
    }

    func resolveMode(_ configuration: RunConfiguration?, language: Language) throws -> RunMode {
        if let mode { return mode }
        guard let text = configuration?.mode else { return sandboxFaults == nil ? .record : .live }
        guard let value = RunMode(rawValue: text) else {
            Console.error(
                Diagnostic(.error, .badKeyword, [.plain(text), "mode", .plain(RunMode.allCases.map(\.rawValue).joined(separator: ", "))]).formatted(
                    language))
            throw ExitCode(2)
        }
        return value
    }

    func resolveFormats(_ configuration: RunConfiguration?, language: Language) throws -> [ReportFormat] {
        if !formats.isEmpty { return formats }
        guard let names = configuration?.formats else { return ReportFormat.defaults }
        var result: [ReportFormat] = []
        for name in names {
            guard let format = ReportFormat(rawValue: name) else {
                Console.error(
                    Diagnostic(.error, .badKeyword, [.plain(name), "formats", .plain(ReportFormat.allCases.map(\.rawValue).joined(separator: ", "))])
                        .formatted(language))
                throw ExitCode(2)
            }
            result.append(format)
        }
        return result
    }
}

/// The lines printed while a run goes: one per scenario, then a summary.
///
/// Colour is used only when standard error is a terminal and `NO_COLOR` is unset.
struct Progress {
    let language: Language
    let colour: Bool
    /// Whether server certificates go unchecked: every line then says so.
    var insecure = false

    init(language: Language, insecure: Bool = false) {
        self.language = language
        self.insecure = insecure
        colour = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// The marker an insecure run puts before its lines.
    var marker: String { insecure ? paint(language == .en ? "[INSECURE] " : "[NON SÉCURISÉ] ", "31") : "" }

    func paint(_ text: String, _ code: String) -> String { colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    func start(count: Int, target: String, mode: RunMode) {
        Console.error(
            marker
                + (language == .en
                    ? "conformance run: \(language.counted(count, "scenario", "scénario")) against \(target), mode \(mode.rawValue)"
                    : "conformance run : \(language.counted(count, "scenario", "scénario")) contre \(target), mode \(mode.rawValue)"))
    }

    func scenario(_ outcome: ScenarioOutcome) {
        let suite = outcome.suite
        let time = String(format: "%.2f s", suite.duration)
        let steps = suite.exchanges.count
        if outcome.passed {
            var detail = "\(language.counted(steps, "exchange", "échange")), \(language.counted(suite.cases.count, "check", "contrôle"))"
            // Warnings (fields the spec does not describe) do not fail a run unless --strict, but are never silent.
            let warnings = suite.exchanges.reduce(0) { $0 + ($1.verdict?.warnings ?? 0) }
            if warnings > 0 {
                detail +=
                    ", " + paint(language.counted(warnings, "warning", "avertissement"), "33")
                    + (language == .en
                        ? " (report.json lists them; --fail-on warning or --strict fails on them)"
                        : " (listés dans report.json ; --fail-on warning ou --strict les fait échouer)")
            }
            Console.error("\(marker)\(paint("PASS", "32")) \(outcome.scenario.id)  \(detail), \(time)")
        } else {
            let first = suite.cases.first { $0.failure != nil }
            let detail =
                language == .en
                ? "\(suite.failures) of \(suite.cases.count) checks failed"
                : "\(language.counted(suite.failures, "check", "contrôle")) sur \(suite.cases.count) en échec"
            Console.error("\(marker)\(paint("FAIL", "31")) \(outcome.scenario.id)  \(detail), \(time)")
            if let first, let failure = first.failure {
                Console.error("       \(first.name): \(failure.message.text(language))")
            }
        }
    }

    func summary(outcomes: [ScenarioOutcome], report: RunReport, written: [String]) {
        let passed = outcomes.filter(\.passed).count
        let line =
            language == .en
            ? "\(passed) of \(outcomes.count) scenarios passed; \(report.total - report.failed) of \(report.total) checks passed; \(language.counted(report.failed, "error", "")), \(language.counted(report.warnings, "warning", ""))"
            : "\(language.counted(passed, "scenario", "scénario réussi")) sur \(outcomes.count) ; \(language.counted(report.total - report.failed, "check", "contrôle réussi")) sur \(report.total) ; \(language.counted(report.failed, "", "erreur")), \(language.counted(report.warnings, "", "avertissement"))"
        Console.error(paint(line, report.passed ? "32" : "31"))
        if !written.isEmpty { Console.error((language == .en ? "reports: " : "rapports : ") + written.joined(separator: ", ")) }
    }
}

/// What `run`, `drift` and `certify` share: scenarios, configuration, the selection, the sandbox and the target.
enum RunSetup {
    /// Loads the scenarios beside the specs, or prints why they cannot be used and exits with 2.
    static func loadScenarios(specs: SpecSet, path: String, language: Language) throws -> ScenarioSet {
        let loaded = ScenarioLoader.load(paths: [path], specs: specs)
        for diagnostic in loaded.diagnostics { Console.error(diagnostic.formatted(language)) }
        if loaded.hasErrors { throw ExitCode(2) }
        return loaded.scenarios
    }

    /// Reads the given config file, or `conformance.yaml` when present; exits with 2 on any problem.
    static func loadConfiguration(_ path: String?, language: Language) throws -> RunConfiguration? {
        let file = path ?? (FileManager.default.fileExists(atPath: RunConfigurationLoader.defaultFile) ? RunConfigurationLoader.defaultFile : nil)
        guard let file else { return nil }
        guard FileManager.default.fileExists(atPath: file) else {
            Console.error(Diagnostic(.error, .inputUnreadable, [.plain(file), "no such file"]).formatted(language))
            throw ExitCode(2)
        }
        let result = RunConfigurationLoader.load(file: file)
        for diagnostic in result.diagnostics { Console.error(diagnostic.formatted(language)) }
        guard let configuration = result.configuration else { throw ExitCode(2) }
        return configuration
    }

    /// The scenarios matching the filters; an unknown protocol or scenario name exits with 2 and a suggestion.
    static func select(_ set: ScenarioSet, protocols: [String], scenarios: [String], tags: [String], language: Language) throws -> [Scenario] {
        let knownProtocols = Set(set.scenarios.map(\.protocolID))
        for name in protocols where !knownProtocols.contains(name) {
            Console.error(Diagnostic.unknownProtocol(name, known: Array(knownProtocols)).formatted(language))
            throw ExitCode(2)
        }
        for name in scenarios where !set.scenarios.contains(where: { $0.id == name || $0.name == name }) {
            let candidates = set.scenarios.map(\.id) + set.scenarios.map(\.name)
            let suggestion = Suggestion.closest(to: name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
            Console.error(Diagnostic(.error, .runNoScenarios, [.plain("--scenario \(name)\(suggestion)")]).formatted(language))
            throw ExitCode(2)
        }
        let selected = set.selecting(protocols: protocols, scenarios: scenarios, tags: tags)
        if selected.isEmpty {
            let filters = (protocols.map { "--protocol \($0)" } + tags.map { "--tag \($0)" }).joined(separator: " ")
            Console.error(Diagnostic(.error, .runNoScenarios, [.plain(filters.isEmpty ? "the specs" : filters)]).formatted(language))
            throw ExitCode(2)
        }
        return selected
    }

    /// Starts the embedded sandbox when the target is `sandbox` and traffic is live, then resolves the target.
    ///
    /// `sandboxSpecs` lets the sandbox serve another version of the specs than the one checked (to
    /// simulate an API that moved); `faults` break its answers.
    static func start(
        target name: String, mode: RunMode, specs: SpecSet, sandboxSpecs: SpecSet?, faults: String?, timeout: Double,
        configuration: RunConfiguration?, scenarios: ScenarioSet, protocols: [String], language: Language,
        protocolVersions: [String: String] = [:], transport: TransportOptions
    ) async throws -> RunSession {
        // The built-in sandbox is reached directly (a proxy from the environment must not carry loopback traffic);
        // any other target with the trust, client certificate and proxy of the flags, the config file and the environment.
        var outbound = OutboundConfiguration()
        if name != TargetResolver.sandbox && mode != .replay {
            outbound = try transport.resolve(settings: configuration?.outboundSettings(target: name), shownTarget: name, language: language)
        } else if name == TargetResolver.sandbox && !transport.flags.isEmpty {
            Console.error(Diagnostic(.warning, .transportSandboxDirect, [.plain(transport.givenFlags.joined(separator: ", "))]).formatted(language))
        }
        var running: RunningSandbox?
        var sandboxURL = "http://127.0.0.1"
        if name == TargetResolver.sandbox && mode != .replay {
            var sandboxConfiguration = SandboxConfiguration(seed: 1, hangSeconds: timeout + 1)
            sandboxConfiguration.protocolVersions = protocolVersions
            if let faults {
                do {
                    sandboxConfiguration.faults = try FaultRule.parse(faults, flag: "--sandbox-faults", specs: sandboxSpecs ?? specs)
                } catch {
                    Console.error(error.formatted(language))
                    throw ExitCode(2)
                }
            }
            do {
                running = try await SandboxServer(sandbox: Sandbox(specs: sandboxSpecs ?? specs, configuration: sandboxConfiguration)).start()
                sandboxURL = running?.baseURL ?? sandboxURL
            } catch {
                Console.error(
                    language == .en ? "error: the built-in sandbox did not start: \(error)" : "erreur : le sandbox intégré n'a pas démarré : \(error)"
                )
                throw ExitCode(2)
            }
        } else if faults != nil || sandboxSpecs != nil {
            Console.error(
                language == .en
                    ? "error: sandbox options need the built-in sandbox as target and a mode other than replay"
                    : "erreur : les options du sandbox exigent le sandbox intégré comme cible et un mode autre que replay")
            throw ExitCode(2)
        }
        let resolved = TargetResolver.resolve(
            name: name, configuration: configuration, scenarios: scenarios, protocols: Array(Set(protocols)).sorted(), sandboxURL: sandboxURL,
            environment: ProcessInfo.processInfo.environment, needsSecrets: mode != .replay)
        for diagnostic in resolved.diagnostics { Console.error(diagnostic.formatted(language)) }
        guard let target = resolved.target else {
            await running?.stop()
            throw ExitCode(2)
        }
        let shown = name == TargetResolver.sandbox && mode != .replay ? "sandbox (\(sandboxURL))" : name
        return RunSession(
            target: target, sandbox: running, shownTarget: shown, mode: mode, startedAt: String(Cassette.timestamp().prefix(19)), outbound: outbound)
    }
}

/// A resolved target, with the sandbox serving it when there is one.
struct RunSession {
    let target: ResolvedTarget
    let sandbox: RunningSandbox?
    let shownTarget: String
    let mode: RunMode
    let startedAt: String
    /// How requests reach the target.
    let outbound: OutboundConfiguration

    /// The target as a report names it: marked when its certificates were not checked.
    func reportedTarget(_ name: String) -> String {
        outbound.insecure ? "\(name) [INSECURE: server certificates not checked]" : name
    }

    /// Runs the scenarios one after the other with a progress line each, then stops the sandbox.
    func run(_ scenarios: [Scenario], specs: SpecSet, options: RunOptions, timeout: Double, language: Language) async -> [ScenarioOutcome] {
        let client = options.mode == .replay ? nil : OutboundClient(configuration: outbound, timeout: timeout)
        let runner = ScenarioRunner(specs: specs, target: target, options: options, transport: client.map { OutboundTransport(client: $0) })
        let progress = Progress(language: language, insecure: outbound.insecure)
        progress.start(count: scenarios.count, target: shownTarget, mode: options.mode)
        var outcomes: [ScenarioOutcome] = []
        for scenario in scenarios {
            let outcome = await runner.run(scenario)
            progress.scenario(outcome)
            outcomes.append(outcome)
        }
        await client?.shutdown()
        await sandbox?.stop()
        return outcomes
    }
}

extension ResolvedTarget {
    /// Every secret setting value, by name, to keep out of written files.
    var secrets: [String: String] {
        endpoints.values.reduce(into: [String: String]()) { all, endpoint in
            for (name, value) in endpoint.secrets { all[name] = value }
        }
    }
}
