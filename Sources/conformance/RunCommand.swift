import ArgumentParser
import ConformanceKit
import ConformanceRunner
import ConformanceSandbox
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
            --mode replay answers from the cassettes with no server at all; --mode live records nothing.
            A real target comes from --target URL or a named target of the config file (conformance.yaml, or --config),
            which also holds base URLs and settings per protocol; secrets may come from {env: NAME} or {file: PATH}
            and are never written. Precedence: flags, then the config file, then defaults.
            Exit codes: 0 every scenario conformant, 1 conformance failures, 2 usage, configuration or infrastructure error.
            """)

    @OptionGroup var specOptions: SpecOptions

    @Option(name: .long, help: "sandbox (default), an http(s) URL, or a target named in the config file.")
    var target: String?

    @Option(name: .long, help: "live, record (default) or replay.")
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

    @Flag(name: .long, help: "List the selected scenarios and exit.")
    var list = false

    func validate() throws {
        if let timeout, timeout <= 0 { throw ValidationError("--timeout must be positive") }
    }

    func run() async throws {
        let environment = ProcessInfo.processInfo.environment
        var language = specOptions.lang ?? environment["CONFORMANCE_LANG"].flatMap(Language.init(rawValue:)) ?? .en
        let specs = try specOptions.loadSpecs()
        let loaded = ScenarioLoader.load(paths: [specOptions.resolvedSpecsPath], specs: specs)
        for diagnostic in loaded.diagnostics { Console.error(diagnostic.formatted(language)) }
        if loaded.hasErrors { throw ExitCode(2) }

        // Configuration: flags, then the file, then defaults.
        var configuration: RunConfiguration?
        let configFile =
            config ?? (FileManager.default.fileExists(atPath: RunConfigurationLoader.defaultFile) ? RunConfigurationLoader.defaultFile : nil)
        if let configFile {
            guard FileManager.default.fileExists(atPath: configFile) else {
                Console.error(Diagnostic(.error, .inputUnreadable, [.plain(configFile), "no such file"]).formatted(language))
                throw ExitCode(2)
            }
            let result = RunConfigurationLoader.load(file: configFile)
            for diagnostic in result.diagnostics { Console.error(diagnostic.formatted(language)) }
            guard let value = result.configuration else { throw ExitCode(2) }
            configuration = value
        }
        if specOptions.lang == nil, let configured = configuration?.language { language = configured }
        let mode = try resolveMode(configuration, language: language)
        let cassettesPath = cassettes ?? configuration?.cassettes ?? "Cassettes"
        let reportsPath = reports ?? configuration?.reports ?? "Reports"
        let strict = self.strict || (configuration?.strict ?? false)
        let formats = try resolveFormats(configuration, language: language)
        let targetName = target ?? configuration?.target ?? TargetResolver.sandbox
        let timeout = self.timeout ?? configuration?.timeout ?? 30

        // Selection.
        let scenarioSet = loaded.scenarios
        let knownProtocols = Set(scenarioSet.scenarios.map(\.protocolID))
        let protocolFilter = protocols.isEmpty ? (configuration?.protocols ?? []) : protocols
        for name in protocolFilter where !knownProtocols.contains(name) {
            let known = knownProtocols.sorted()
            Console.error(
                Diagnostic(
                    .error, .unknownProtocol,
                    [.plain(name), .suggestion(Suggestion.closest(to: name, in: known)), .plain(known.joined(separator: ", "))]
                )
                .formatted(language))
            throw ExitCode(2)
        }
        var selected = scenarioSet.selecting(protocols: protocolFilter, scenarios: scenarios, tags: tags)
        for name in scenarios where !scenarioSet.scenarios.contains(where: { $0.id == name || $0.name == name }) {
            let candidates = scenarioSet.scenarios.map(\.id) + scenarioSet.scenarios.map(\.name)
            let suggestion = Suggestion.closest(to: name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
            Console.error(Diagnostic(.error, .runNoScenarios, [.plain("--scenario \(name)\(suggestion)")]).formatted(language))
            throw ExitCode(2)
        }
        if selected.isEmpty {
            let filters = (protocolFilter.map { "--protocol \($0)" } + tags.map { "--tag \($0)" }).joined(separator: " ")
            Console.error(Diagnostic(.error, .runNoScenarios, [.plain(filters.isEmpty ? "the specs" : filters)]).formatted(language))
            throw ExitCode(2)
        }
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

        // The target: the embedded sandbox unless replaying or pointed elsewhere.
        var runningSandbox: RunningSandbox?
        var sandboxURL = "http://127.0.0.1"
        if targetName == TargetResolver.sandbox && mode != .replay {
            var sandboxConfiguration = SandboxConfiguration(seed: 1, hangSeconds: min(timeout + 5, 120))
            if let sandboxFaults {
                do {
                    sandboxConfiguration.faults = try FaultRule.parse(sandboxFaults)
                } catch {
                    Console.error(error.formatted(language))
                    throw ExitCode(2)
                }
            }
            let sandbox = Sandbox(specs: specs, configuration: sandboxConfiguration)
            do {
                let running = try await SandboxServer(sandbox: sandbox).start()
                runningSandbox = running
                sandboxURL = running.baseURL
            } catch {
                Console.error(
                    language == .en ? "error: the built-in sandbox did not start: \(error)" : "erreur : le sandbox intégré n'a pas démarré : \(error)"
                )
                throw ExitCode(2)
            }
        } else if sandboxFaults != nil {
            Console.error(
                language == .en
                    ? "error: --sandbox-faults needs the built-in sandbox as target and a mode other than replay"
                    : "erreur : --sandbox-faults exige le sandbox intégré comme cible et un mode autre que replay")
            throw ExitCode(2)
        }
        let resolved = TargetResolver.resolve(
            name: targetName, configuration: configuration, scenarios: scenarioSet, protocols: Array(Set(selected.map(\.protocolID))).sorted(),
            sandboxURL: sandboxURL, environment: environment, needsSecrets: mode != .replay)
        for diagnostic in resolved.diagnostics { Console.error(diagnostic.formatted(language)) }
        guard let resolvedTarget = resolved.target else {
            await runningSandbox?.stop()
            throw ExitCode(2)
        }

        let options = RunOptions(mode: mode, cassettes: cassettesPath, strict: strict, seed: seed ?? (resolvedTarget.isSandbox ? 1 : nil))
        let runner = ScenarioRunner(
            specs: specs, target: resolvedTarget, options: options, transport: mode == .replay ? nil : URLSessionTransport(timeout: timeout))
        let progress = Progress(language: language)
        progress.start(
            count: selected.count, target: targetName == TargetResolver.sandbox && mode != .replay ? "sandbox (\(sandboxURL))" : targetName,
            mode: mode)
        let startedAt = Cassette.timestamp()
        var outcomes: [ScenarioOutcome] = []
        for scenario in selected {
            let outcome = await runner.run(scenario)
            progress.scenario(outcome)
            outcomes.append(outcome)
        }
        await runningSandbox?.stop()

        let report = RunReport(
            target: targetName, mode: mode.rawValue, startedAt: String(startedAt.prefix(19)),
            suites: outcomes.map(\.suite).sorted { $0.name < $1.name })
        let secrets = resolvedTarget.endpoints.values.reduce(into: [String: String]()) { all, endpoint in
            for (name, value) in endpoint.secrets { all[name] = value }
        }
        do {
            let written = try ReportWriter.write(report, to: reportsPath, formats: formats, language: language, specs: specs, secrets: secrets)
            progress.summary(outcomes: outcomes, report: report, written: written)
        } catch {
            Console.error(error.formatted(language))
            throw ExitCode(2)
        }
        if formats.contains(.github) {
            FileHandle.standardOutput.write(Data(MarkdownReportRenderer.githubAnnotations(report, language: language).utf8))
        }
        if outcomes.contains(where: { !$0.infrastructureErrors.isEmpty }) {
            for diagnostic in outcomes.flatMap(\.infrastructureErrors) { Console.error(diagnostic.formatted(language)) }
            throw ExitCode(2)
        }
        if !report.passed { throw ExitCode(1) }
    }

    func resolveMode(_ configuration: RunConfiguration?, language: Language) throws -> RunMode {
        if let mode { return mode }
        guard let text = configuration?.mode else { return .record }
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

    init(language: Language) {
        self.language = language
        colour = isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    func paint(_ text: String, _ code: String) -> String { colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    func start(count: Int, target: String, mode: RunMode) {
        Console.error(
            language == .en
                ? "conformance run: \(count) scenario\(count == 1 ? "" : "s") against \(target), mode \(mode.rawValue)"
                : "conformance run : \(count) scénario\(count == 1 ? "" : "s") contre \(target), mode \(mode.rawValue)")
    }

    func scenario(_ outcome: ScenarioOutcome) {
        let suite = outcome.suite
        let time = String(format: "%.2f s", suite.duration)
        let steps = suite.exchanges.count
        if outcome.passed {
            let detail = language == .en ? "\(steps) exchanges, \(suite.cases.count) checks" : "\(steps) échanges, \(suite.cases.count) contrôles"
            Console.error("\(paint("PASS", "32")) \(outcome.scenario.id)  \(detail), \(time)")
        } else {
            let first = suite.cases.first { $0.failure != nil }
            let detail =
                language == .en
                ? "\(suite.failures) of \(suite.cases.count) checks failed" : "\(suite.failures) contrôles sur \(suite.cases.count) en échec"
            Console.error("\(paint("FAIL", "31")) \(outcome.scenario.id)  \(detail), \(time)")
            if let first, let failure = first.failure {
                Console.error("       \(first.name): \(failure.message.text(language))")
            }
        }
    }

    func summary(outcomes: [ScenarioOutcome], report: RunReport, written: [String]) {
        let passed = outcomes.filter(\.passed).count
        let line =
            language == .en
            ? "\(passed) of \(outcomes.count) scenarios passed; \(report.total - report.failed) of \(report.total) checks passed"
            : "\(passed) scénarios réussis sur \(outcomes.count) ; \(report.total - report.failed) contrôles réussis sur \(report.total)"
        Console.error(paint(line, report.passed ? "32" : "31"))
        if !written.isEmpty { Console.error((language == .en ? "reports: " : "rapports : ") + written.joined(separator: ", ")) }
    }
}
