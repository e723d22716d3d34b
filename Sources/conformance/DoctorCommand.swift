import ArgumentParser
import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceSandbox
import ConformanceSession
import ConformanceTransport
import Foundation

/// `conformance doctor`: is a target ready for a long run? Settings, proxy, name, TLS, credentials.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check that a target is ready before a long run: settings, proxy, name resolution, TLS and credentials.",
        discussion: """
            For each selected protocol: are all its settings given; for each host they reach: which proxy applies, \
            does the name resolve, does a connection open and TLS verify (with the same trust, client certificate and \
            proxy options as 'run'); then one harmless authenticated call per protocol (the scenario its \
            scenarios/settings.yaml names under 'preflight'), or why the protocol has none. \

            Exit codes: 0 ready, 2 not ready or usage error. See docs/real-targets.md.
            """)

    @OptionGroup var specOptions: SpecOptions

    @OptionGroup var targetOption: TargetOption
    var target: String? { targetOption.target }

    @OptionGroup var protocolOption: ProtocolOption
    var protocols: [String] { protocolOption.protocols }

    @OptionGroup var configOption: ConfigOption
    var config: String? { configOption.config }

    @OptionGroup var formatOption: FormatOption<OutputFormat>
    var format: OutputFormat { formatOption.format(or: .text) }

    @OptionGroup var timeoutOption: TimeoutOption
    var timeout: Double? { timeoutOption.timeout }

    @OptionGroup var transportOptions: TransportOptions

    func validate() throws {
        try timeoutOption.validate(language: specOptions.language)
    }

    func run() async throws {
        var language = specOptions.language
        let specs = try specOptions.loadSpecs()
        let scenarioSet = try RunSetup.loadScenarios(specs: specs, path: specOptions.resolvedSpecsPath, language: language)
        let configuration = try RunSetup.loadConfiguration(config, language: language)
        if specOptions.lang == nil, let configured = configuration?.language { language = configured }
        let targetName = target ?? configuration?.target ?? TargetResolver.sandbox
        let known = Set(scenarioSet.settings.keys).union(scenarioSet.scenarios.map(\.protocolID))
        for name in protocols where !known.contains(name) {
            Console.error(Diagnostic.unknownProtocol(name, known: Array(known)).formatted(language))
            throw ExitCode(2)
        }
        let named = configuration?.targets[targetName]
        var selected = protocols
        if selected.isEmpty { selected = configuration?.protocols ?? [] }
        if selected.isEmpty, let named, !named.protocols.isEmpty { selected = named.protocols.keys.sorted() }
        if selected.isEmpty { selected = known.sorted() }

        var sandbox: RunningSandbox?
        var sandboxURL = "http://127.0.0.1"
        let targetCheck: DoctorCheck
        if targetName == TargetResolver.sandbox {
            do {
                sandbox = try await SandboxServer(sandbox: Sandbox(specs: specs, configuration: SandboxConfiguration(seed: 1))).start()
                sandboxURL = sandbox?.baseURL ?? sandboxURL
            } catch {
                Console.error(Diagnostic(.error, .doctorSandboxFailed, [.reason(error)]).formatted(language))
                throw ExitCode(2)
            }
            targetCheck = DoctorCheck(.target, "", .ready, Diagnostic(.note, .doctorTargetSandbox, [.plain(sandboxURL)]))
        } else if let named {
            let file = configuration?.file ?? RunConfigurationLoader.defaultFile
            targetCheck = DoctorCheck(
                .target, "", .ready, Diagnostic(.note, .doctorTargetNamed, [.plain(targetName), .plain("\(file):\(named.location.line)")]))
        } else if TargetResolver.urlProblem(targetName) == nil {
            targetCheck = DoctorCheck(.target, "", .ready, Diagnostic(.note, .doctorTargetURL, [.plain(targetName)]))
        } else {
            // The resolver's own answer for a name that is neither the sandbox, a URL nor a configured target.
            let unknown = TargetResolver.resolve(
                name: targetName, configuration: configuration, scenarios: scenarioSet, protocols: [], sandboxURL: sandboxURL,
                environment: [:], needsSecrets: false)
            for diagnostic in unknown.diagnostics { Console.error(diagnostic.formatted(language)) }
            throw ExitCode(2)
        }

        // The built-in sandbox is reached directly, as `run` reaches it; any other target with the trust, client
        // certificate and proxy of the flags, the config file and the environment.
        var outbound = OutboundConfiguration()
        if sandbox == nil {
            outbound = try transportOptions.resolve(
                settings: configuration?.outboundSettings(target: targetName), shownTarget: targetName, language: language)
        } else if !transportOptions.flags.isEmpty {
            Console.error(
                Diagnostic(.warning, .transportSandboxDirect, [.plain(transportOptions.givenFlags.joined(separator: ", "))]).formatted(language))
        }
        let client = OutboundClient(configuration: outbound, timeout: timeout ?? 15)
        let network = DoctorNetwork(
            sender: OutboundSender(client: client), proxy: { client.proxy(for: $0)?.description },
            explain: { error, url in
                (error as? Diagnostic) ?? Diagnostic(.error, .runTransport, [.plain(url.absoluteString), .reason(error)])
            }, verifiesCertificates: !outbound.insecure)
        let environment = ProcessInfo.processInfo.environment
        let doctor = Doctor(specs: specs, scenarios: scenarioSet, network: network)
        let (report, notes) = await doctor.examine(protocols: selected, targetCheck: targetCheck) { protocols in
            TargetResolver.resolve(
                name: targetName, configuration: configuration, scenarios: scenarioSet, protocols: protocols, sandboxURL: sandboxURL,
                environment: environment, needsSecrets: true)
        } baseURL: { protocolID in
            if targetName == TargetResolver.sandbox { return sandboxURL }
            guard let named else { return targetName }
            return named.protocols[protocolID]?.url ?? named.url
        }
        await client.shutdown()
        await sandbox?.stop()
        Console.write(format == .json ? report.json(language) : report.table(language))
        for note in notes { Console.error(note.formatted(language)) }
        if !report.ready { throw ExitCode(2) }
    }
}
