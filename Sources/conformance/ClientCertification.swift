import ArgumentParser
import ConformanceCrypto
import ConformanceKit
import ConformanceProxy
import ConformanceSandbox
import ConformanceTransport
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// `conformance certify --client`: the tool plays the gateway, the partner's app and merchant server run the client cases.
///
/// The gateway side is the built-in sandbox, or the recording proxy in front of the gateway's real
/// test environment (`--upstream`); a ``ClientSession`` watches every request, recognises the case
/// each flow runs, injects the case's faults and judges the client's behaviour. The session is driven
/// by a command (`--exec`, given the URLs in its environment) or by a person guided case by case in
/// the terminal. The bundle is the same as a server certificate's, with `"role": "client"`.
struct ClientCertification {
    let command: CertifyCommand
    let key: SigningPrivateKey
    let language: Language

    /// How the session ended.
    enum Ending: String {
        case completed, execExited = "exec-exited", timeout, interrupted, quit
    }

    func run() async throws {
        let specs = try command.specOptions.loadSpecs()
        let loaded = ClientCaseLoader.load(paths: [command.specOptions.resolvedSpecsPath], specs: specs)
        for diagnostic in loaded.diagnostics { Console.error(diagnostic.formatted(language)) }
        if loaded.hasErrors {
            Console.error(
                language == .en
                    ? "error: the client cases have errors (see above); fix them ('conformance lint' checks them) before a session"
                    : "erreur : les cas client comportent des erreurs (voir ci-dessus) ; corrigez-les ('conformance lint' les vérifie) avant une session"
            )
            throw ExitCode(2)
        }
        let cases = try select(loaded.cases)
        let protocols = Array(Set(cases.map(\.protocolID))).sorted()
        let configuration = try RunSetup.loadConfiguration(command.config, language: language)
        let versions = try command.versionOptions.resolve(
            specs: specs, inScope: protocols, configured: configuration?.protocolVersions ?? [:],
            locations: configuration?.protocolVersionLocations ?? [:], language: language)
        let session = ClientSession(
            specs: specs, cases: cases, caseSet: loaded.cases,
            options: ClientSession.Options(hangSeconds: command.hangSeconds, protocolVersions: versions))
        let display = SessionDisplay(language: language, cases: cases, guided: command.exec == nil)
        session.onEvent = { display.show($0) }
        let startedAt = Cassette.timestamp()

        // A real test environment behind the recording proxy is reached with the flags', the file's and the environment's settings.
        let outbound = try command.upstream.map {
            try command.transport.resolve(settings: configuration?.proxyOutboundSettings, shownTarget: $0, language: language)
        }
        let gateway = try await Gateway.start(
            session: session, specs: specs, upstream: command.upstream, port: command.port, versions: versions,
            hangSeconds: command.hangSeconds, language: language, outbound: outbound ?? OutboundConfiguration())
        let returnBase = gateway.baseURL + ClientSession.returnPath
        session.returnBase = returnBase
        let manager = FileManager.default
        // Every path handed to the client is absolute: a command that starts with `cd app && …` still finds it.
        let casesFile = (SpecRoot.absolute(command.out) as NSString).appendingPathComponent("cases.json")
        do {
            try manager.createDirectory(atPath: command.out, withIntermediateDirectories: true)
            let document = CasesDocument(session: session, baseURL: gateway.baseURL, gateway: command.upstream == nil ? .sandbox : .proxy).text
            try Data(document.utf8).write(to: URL(fileURLWithPath: casesFile))
        } catch {
            await gateway.stop()
            Console.error(Diagnostic(.error, .runUnwritable, [.plain(command.out), .plain(error.localizedDescription)]).formatted(language))
            throw ExitCode(2)
        }
        // Ctrl-C is caught before the URLs are shown: a tester (or a script) may press it as soon as they appear.
        let interrupt = InterruptWatch()
        display.header(baseURL: gateway.baseURL, returnBase: returnBase, upstream: command.upstream)

        let ending: Ending
        var execStatus: Int32?
        if let exec = command.exec {
            var environment = [
                "CONFORMANCE_BASE_URL": gateway.baseURL, "CONFORMANCE_RETURN_URL": returnBase,
                "CONFORMANCE_CASES_FILE": casesFile,
                "CONFORMANCE_PROTOCOLS": protocols.joined(separator: ","),
            ]
            // The Direct Server API key the sandbox accepts, unless the partner's environment names its own.
            let sandboxKeys = [
                ("CONFORMANCE_WORLDLINE_DIRECT_APIKEYID", DirectAuthentication.apiKeyID),
                ("CONFORMANCE_WORLDLINE_DIRECT_SECRETAPIKEY", DirectAuthentication.secretApiKey),
            ]
            for (name, value) in sandboxKeys where ProcessInfo.processInfo.environment[name] == nil { environment[name] = value }
            let result = await ExecRunner.run(exec, environment: environment, timeout: command.sessionLimit, interrupt: interrupt)
            execStatus = result.status
            ending = result.ending
            if let problem = result.problem {
                await gateway.stop()
                Console.error((language == .en ? "error: " : "erreur : ") + problem)
                throw ExitCode(2)
            }
        } else {
            ending = await display.guide(session: session, limit: command.sessionLimit, interrupt: interrupt)
        }
        interrupt.stop()
        await gateway.stop()
        try writeBundle(
            session: session, specs: specs, protocols: protocols, ending: ending, execStatus: execStatus, startedAt: startedAt,
            baseURL: command.upstream ?? gateway.baseURL, versions: versions, insecure: outbound?.insecure ?? false)
    }

    /// For each case an unmatched flow came nearest to, that flow and what differed (the first such flow per case).
    static func nearestFlows(
        _ session: ClientSession, unmatched: [(flow: ClientSession.Flow, exchanges: [ClientSession.Exchange])], language: Language
    ) -> [String: (flow: Int, text: String)] {
        var found: [String: (flow: Int, text: String)] = [:]
        for item in unmatched {
            guard let closest = session.unmatchedFlow(item.flow.id)?.nearest, found[closest.caseID] == nil else { continue }
            found[closest.caseID] = (item.flow.id, SessionLines(language: language).nearest(closest))
        }
        return found
    }

    /// The cases the session runs: every case of the chosen protocols, or those named by `--case`.
    func select(_ set: ClientCaseSet) throws -> [ClientCase] {
        var cases = set.cases
        if !command.protocols.isEmpty {
            for id in command.protocols where !set.cases.contains(where: { $0.protocolID == id }) {
                let known = Array(Set(set.cases.map(\.protocolID))).sorted()
                Console.error(
                    language == .en
                        ? "error: --protocol \(id): no client cases for this protocol (protocols with cases: \(known.joined(separator: ", ")))"
                        : "erreur : --protocol \(id) : aucun cas client pour ce protocole (protocoles avec des cas : \(known.joined(separator: ", ")))"
                )
                throw ExitCode(2)
            }
            cases = cases.filter { command.protocols.contains($0.protocolID) }
        }
        if !command.cases.isEmpty {
            var chosen: [ClientCase] = []
            for name in command.cases {
                guard let found = cases.first(where: { $0.name == name || $0.id == name }) else {
                    let suggestion = Suggestion.closest(to: name, in: cases.map(\.name))
                    Console.error(
                        (language == .en ? "error: --case \(name): no such client case" : "erreur : --case \(name) : ce cas client n'existe pas")
                            + (suggestion.map { language == .en ? " (did you mean '\($0)'?)" : " (vouliez-vous dire '\($0)' ?)" } ?? ""))
                    throw ExitCode(2)
                }
                if !chosen.contains(found) { chosen.append(found) }
            }
            cases = cases.filter(chosen.contains)
        }
        guard !cases.isEmpty else {
            Console.error(
                language == .en
                    ? "error: no client case to run: the specs hold no clients/ folder (see docs/client-cases.md)"
                    : "erreur : aucun cas client à exécuter : les specs n'ont aucun dossier clients/ (voir docs/client-cases.md)")
            throw ExitCode(2)
        }
        return cases
    }

    /// How the selected cases stand against the client profile of their protocols: the mandatory cases `--case` left out.
    static func selection(_ cases: [ClientCase], in set: ClientCaseSet) -> Certificate.Selection {
        let protocols = Set(cases.map(\.protocolID))
        return Certificate.Selection(
            profile: set.cases.filter { protocols.contains($0.protocolID) && $0.certification == .mandatory }.map(\.id), selected: cases.map(\.id))
    }

    /// Writes the reports, the cassettes and the signed statement, then says whether the client is certified.
    func writeBundle(
        session: ClientSession, specs: SpecSet, protocols: [String], ending: Ending, execStatus: Int32?, startedAt: String, baseURL: String,
        versions: [String: String], insecure: Bool = false
    ) throws {
        let out = command.out
        let results = session.results()
        let target =
            command.upstream.map { "client via \($0)" + (insecure ? " [INSECURE: server certificates not checked]" : "") }
            ?? "client via the built-in sandbox"
        let selection = Self.selection(session.cases, in: session.caseSet)
        var report = ClientSessionReport.report(session, results: results, target: target, startedAt: startedAt)
        // Each protocol's spec files are read and hashed once, for the reports and the statement.
        let specDigests = CertificationVerdict.specDigests(specsPath: command.specOptions.resolvedSpecsPath, protocols: protocols)
        report.specDigests = specDigests.mapValues(\.digest)
        // The bundle's files name spec files relative to the spec folder, never by a path of this machine.
        report = report.relative(to: SpecRoot(command.specOptions.resolvedSpecsPath))
        do {
            for (protocolID, cassette) in ClientSessionReport.cassettes(session, baseURL: baseURL).sorted(by: { $0.key < $1.key }) {
                let folder = (out as NSString).appendingPathComponent("cassettes")
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                do {
                    try CassetteRecorder.write(
                        cassette, to: (folder as NSString).appendingPathComponent("\(protocolID).json"), allowed: session.keptCards)
                } catch {
                    throw error.diagnostic
                }
            }
        } catch let diagnostic as Diagnostic {
            Console.error(diagnostic.formatted(language))
            throw ExitCode(2)
        } catch {
            Console.error(Diagnostic(.error, .runUnwritable, [.plain(out), .plain(error.localizedDescription)]).formatted(language))
            throw ExitCode(2)
        }
        let unmatched = session.unmatched()
        var facts = Certificate.Facts(
            partner: command.partner, target: target, issuedAt: Date(), validityDays: command.validityDays,
            protocols: protocols.compactMap { id in
                guard let spec = specs.protocols[id], let digest = specDigests[id] else { return nil }
                let checked = Set(results.filter { $0.clientCase.protocolID == id }.flatMap { $0.exchanges.compactMap(\.check?.version?.applied) })
                let version = checked.isEmpty ? spec.version : checked.sorted { ProtocolVersion($0) < ProtocolVersion($1) }.joined(separator: ", ")
                return (id, version, digest.digest, digest.files)
            },
            results: results.map { result in
                CertificationResult(
                    scenario: result.clientCase.id, title: result.clientCase.title, level: result.clientCase.certification, passed: result.passed,
                    failures: result.ran ? result.failed.count : 1, failedChecks: result.ran ? result.failed.map(\.id) : ["ran"])
            }
                + (unmatched.isEmpty
                    ? []
                    : [
                        CertificationResult(
                            scenario: "unmatched-traffic",
                            title: LocalizedText(
                                en: "Every flow of requests belongs to a case", fr: "Chaque enchaînement de requêtes appartient à un cas"),
                            level: .optional, passed: false, failures: unmatched.count, failedChecks: unmatched.map { "flow[\($0.flow.id)]" })
                    ]))
        facts.role = "client"
        facts.complete = ending == .completed || ending == .execExited
        facts.selection = selection
        var sessionFacts = [
            BodyMember("cases", .number(String(results.count))), BodyMember("ended", .string(ending.rawValue)),
            BodyMember("exchanges", .number(String(session.allExchanges.count))),
            BodyMember("gateway", .string(command.upstream.map { "proxy to \($0)" } ?? "sandbox")),
            BodyMember("unmatchedFlows", .number(String(unmatched.count))),
        ]
        if insecure { sessionFacts.append(BodyMember("insecure", .bool(true))) }
        if let exec = command.exec {
            sessionFacts.append(
                BodyMember(
                    "exec",
                    .object([
                        BodyMember("command", .string(CertificationVerdict.shownCommand(exec))),
                        BodyMember("exitStatus", execStatus.map { .number(String($0)) } ?? .null),
                    ])))
        }
        facts.session = .object(sessionFacts.sorted { $0.key < $1.key })
        var coverage: [ProtocolCoverage] = []
        for id in protocols {
            guard let spec = specs.protocols[id] else { continue }
            let exchanges = session.allExchanges.filter { $0.operation?.protocolID == id }.compactMap(\.redacted)
            coverage.append(
                ProtocolCoverage.measure(
                    exchanges, protocol: spec, required: ClientSessionReport.requiredOperations(session.cases, protocolID: id),
                    protocolVersions: versions))
            facts.coverage[id] = coverage.last?.json
        }
        // The reports lead with the statement's verdict, session end and coverage (report header: BundleReports).
        try BundleReports.write(
            report,
            certification: facts.summary(
                target: command.upstream ?? "sandbox", ended: ending.rawValue, partial: selection.isPartial, missing: selection.missingMandatory,
                coverage: coverage),
            to: out, specs: specs, secrets: [:], language: language, allowed: session.keptCards)
        let sealed = try CertifyCommand.seal(facts, in: out, key: key, language: language)
        SessionDisplay.verdict(
            results: results, unmatched: unmatched.count, ending: ending, certified: sealed.certified, partner: command.partner,
            out: out, exchanges: session.allExchanges.count, language: language, partial: selection.missingMandatory,
            nearest: Self.nearestFlows(session, unmatched: unmatched, language: language))
        if let status = execStatus, status != 0 {
            Console.error(
                language == .en
                    ? "note: the command exited with status \(status); the verdict rests on the traffic the session saw"
                    : "remarque : la commande s'est terminée avec le statut \(status) ; le verdict repose sur le trafic vu par la session")
        }
        if !sealed.certified { throw ExitCode(1) }
    }
}

/// The gateway side of a session: the sandbox, or the recording proxy in front of a real test environment.
///
/// Stopping it ends the session first: answers still held (`hang` faults) are dropped at once, so a session ends
/// as soon as its command exits, its time runs out or the tester stops it.
struct Gateway {
    let baseURL: String
    let stop: @Sendable () async -> Void

    static func start(
        session: ClientSession, specs: SpecSet, upstream: String?, port: Int, versions: [String: String], hangSeconds: Double?, language: Language,
        outbound: OutboundConfiguration = OutboundConfiguration()
    ) async throws -> Gateway {
        if let upstream {
            guard let url = URL(string: upstream), UpstreamBase(upstream) != nil else {
                Console.error("error: --upstream must be an absolute http(s) URL with a host, not '\(upstream)'")
                throw ExitCode(2)
            }
            // The proxy's own recorder needs a cassette, but the bundle's comes from the session: the recorder only
            // journals (never rewriting a file while the session runs), in a scratch folder removed at the end.
            let scratchFolder = (NSTemporaryDirectory() as NSString).appendingPathComponent("conformance-client-\(UUID().uuidString)")
            let scratch = (scratchFolder as NSString).appendingPathComponent("proxy.json")
            let recorder: CassetteRecorder
            do {
                recorder = try CassetteRecorder(file: scratch, specs: specs, options: .init(mode: .all, baseURL: upstream, journal: true))
            } catch {
                Console.error(error.diagnostic.formatted(language))
                throw ExitCode(2)
            }
            var proxyConfiguration = RecordingProxy.Configuration(upstream: url, port: port)
            proxyConfiguration.outbound = outbound
            var proxy = RecordingProxy(configuration: proxyConfiguration, recorder: recorder, log: { _ in })
            proxy.observer = session
            let bound = PortSignal()
            let running = proxy
            let task = Task {
                do { try await running.run(handlingSignals: false) { bound.set($0) } } catch { bound.fail(error) }
            }
            guard let listening = await bound.wait(seconds: 30) else {
                task.cancel()
                if let error = bound.error, let diagnostic = ListenFailure.diagnostic(error, host: "127.0.0.1", port: port) {
                    Console.error(diagnostic.formatted(language))
                } else {
                    Console.error("error: the recording proxy did not start listening within 30 s")
                }
                throw ExitCode(2)
            }
            return Gateway(baseURL: "http://127.0.0.1:\(listening)") {
                // Answers still held are dropped first, so that stopping never waits a hang out.
                session.end()
                task.cancel()
                _ = await task.result
                try? FileManager.default.removeItem(atPath: scratchFolder)
            }
        }
        var configuration = SandboxConfiguration(seed: 1)
        configuration.protocolVersions = versions
        if let hangSeconds { configuration.hangSeconds = hangSeconds }
        let sandbox = Sandbox(specs: specs, configuration: configuration)
        sandbox.observer = session
        let server = SandboxServer(sandbox: sandbox, port: port)
        let running: RunningSandbox
        do {
            running = try await server.start(timeout: 60)
        } catch {
            Console.error(
                ListenFailure.diagnostic(error, host: "127.0.0.1", port: port)?.formatted(language)
                    ?? ((language == .en ? "error: " : "erreur : ") + String(describing: error)))
            throw ExitCode(2)
        }
        return Gateway(baseURL: running.baseURL) {
            // Answers still held are dropped first, so that stopping never waits a hang out.
            session.end()
            await running.stop()
        }
    }
}

/// A port reported once by a server callback, awaited with a limit.
final class PortSignal: @unchecked Sendable {
    let lock = NSLock()
    var port: Int?
    var failure: (any Error)?

    func set(_ value: Int) { lock.withLock { port = value } }

    /// Records why the server stopped before listening; ``wait(seconds:)`` then returns at once.
    func fail(_ error: any Error) { lock.withLock { failure = error } }

    /// Why the server stopped before listening, if it did.
    var error: (any Error)? { lock.withLock { failure } }

    func wait(seconds: Double) async -> Int? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let port = lock.withLock({ port }) { return port }
            if lock.withLock({ failure }) != nil { return nil }
            try? await Task.sleep(nanoseconds: 20_000_000)
        }
        return nil
    }
}

/// Catches Ctrl-C (SIGINT) and SIGTERM during a session, so that it ends with a partial bundle instead of dying.
final class InterruptWatch: @unchecked Sendable {
    let lock = NSLock()
    var fired = false
    var sources: [any DispatchSourceSignal] = []

    init() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.lock.withLock { self?.fired = true } }
            source.resume()
            sources.append(source)
        }
    }

    /// Whether an interrupt arrived.
    var interrupted: Bool { lock.withLock { fired } }

    /// Stops watching (a second Ctrl-C then ends the process as usual).
    func stop() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
