import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceSandbox
import ConformanceTransport
import Foundation

/// `conformance doctor` as a library call: whether a target is ready for a long run.
package struct DoctorSession {
    /// What was asked for.
    package let request: DoctorRequest

    /// A session for this request.
    package init(_ request: DoctorRequest) { self.request = request }

    /// What the doctor found, in the language the command line or the config file asked for.
    package struct Outcome: Sendable {
        /// Every check, by protocol and host.
        package var report: DoctorReport
        /// Notes to print after the report (a protocol without a preflight call…).
        package var notes: [Diagnostic]
        /// The language to print in.
        package var language: Language
        /// The report as a table, or as JSON: what the command writes to standard output.
        package func rendered(asJSON: Bool) -> String { asJSON ? report.json(language) : report.table(language) }
        /// The exit status: 0 ready, 2 not ready.
        package var status: Int32 { report.ready ? 0 : 2 }
    }

    /// Examines the target; prints why it cannot be examined at all and throws ``SessionExit`` (2).
    package func examine() async throws -> Outcome {
        var language = request.language ?? request.defaultLanguage
        let specs = try SpecFolder(path: request.specsPath).load(language: language)
        let scenarioSet = try RunSetup.loadScenarios(specs: specs, path: request.specsPath, language: language)
        let configuration = try RunSetup.loadConfiguration(request.config, language: language)
        if request.language == nil, let configured = configuration?.language { language = configured }
        let targetName = request.target ?? configuration?.target ?? TargetResolver.sandbox
        let known = Set(scenarioSet.settings.keys).union(scenarioSet.scenarios.map(\.protocolID))
        for name in request.protocols where !known.contains(name) {
            Console.error(Diagnostic.unknownProtocol(name, known: Array(known)).formatted(language))
            throw SessionExit(2)
        }
        let named = configuration?.targets[targetName]
        var selected = request.protocols
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
                throw SessionExit(2)
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
            throw SessionExit(2)
        }

        // The built-in sandbox is reached directly, as `run` reaches it; any other target with the trust, client
        // certificate and proxy of the flags, the config file and the environment.
        var outbound = OutboundConfiguration()
        if sandbox == nil {
            outbound = try request.transport.resolve(
                settings: configuration?.outboundSettings(target: targetName), shownTarget: targetName, language: language,
                environment: request.environment)
        } else if !request.transport.flags.isEmpty {
            Console.error(
                Diagnostic(.warning, .transportSandboxDirect, [.plain(request.transport.givenFlags.joined(separator: ", "))]).formatted(language))
        }
        let client = OutboundClient(configuration: outbound, timeout: request.timeout ?? 15)
        let network = DoctorNetwork(
            sender: OutboundSender(client: client), proxy: { client.proxy(for: $0)?.description },
            explain: { error, url in
                (error as? Diagnostic) ?? Diagnostic(.error, .runTransport, [.plain(url.absoluteString), .reason(error)])
            }, verifiesCertificates: !outbound.insecure)
        let environment = request.environment
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
        return Outcome(report: report, notes: notes, language: language)
    }
}
