import ConformanceCrypto
import ConformanceEngine
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
package struct ClientCertification {
    /// What was asked for.
    package let request: CertificationRequest
    /// The specs, already loaded.
    package let specs: SpecSet
    /// The key that signs the statement.
    package let key: SigningPrivateKey
    /// The language of the lines printed.
    package let language: Language

    /// A session for this request, its statement signed with `key`.
    package init(request: CertificationRequest, specs: SpecSet, key: SigningPrivateKey, language: Language) {
        self.request = request
        self.specs = specs
        self.key = key
        self.language = language
    }

    /// How the session ended.
    package enum Ending: String, Sendable {
        case completed, execExited = "exec-exited", timeout, interrupted, quit
    }

    /// Runs the session and writes the bundle; throws ``SessionExit`` 1 when not certified, 2 on any other problem.
    package func run() async throws {
        let loaded = ClientCaseLoader.load(paths: [request.specsPath], specs: specs)
        for diagnostic in loaded.diagnostics { Console.error(diagnostic.formatted(language)) }
        if loaded.hasErrors {
            Console.error(MessageID.cliClientCasesErrors.render(language, []))
            throw SessionExit(2)
        }
        let cases = try select(loaded.cases)
        let protocols = Array(Set(cases.map(\.protocolID))).sorted()
        let configuration = try RunSetup.loadConfiguration(request.config, language: language)
        let versions = try request.versions.resolve(
            specs: specs, inScope: protocols, configured: configuration?.protocolVersions ?? [:],
            locations: configuration?.protocolVersionLocations ?? [:], language: language)
        let session = ClientSession(
            specs: specs, cases: cases, caseSet: loaded.cases,
            options: ClientSession.Options(hangSeconds: request.hangSeconds, protocolVersions: versions))
        let display = SessionDisplay(language: language, cases: cases, guided: request.exec == nil, sink: request.displaySink)
        session.onEvent = { display.show($0) }
        let startedAt = Cassette.timestamp()

        // A real test environment behind the recording proxy is reached with the flags', the file's and the environment's settings.
        let outbound = try request.upstream.map {
            try request.transport.resolve(settings: configuration?.proxyOutboundSettings, shownTarget: $0, language: language)
        }
        let gateway = try await Gateway.start(
            session: session, specs: specs, upstream: request.upstream, port: request.port, versions: versions,
            hangSeconds: request.hangSeconds, language: language, outbound: outbound ?? OutboundConfiguration())
        let returnBase = gateway.baseURL + ClientSession.returnPath
        session.returnBase = returnBase
        let manager = FileManager.default
        // Every path handed to the client is absolute: a command that starts with `cd app && …` still finds it.
        let casesFile = (SpecRoot.absolute(request.out) as NSString).appendingPathComponent("cases.json")
        do {
            try manager.createDirectory(atPath: request.out, withIntermediateDirectories: true)
            let document = CasesDocument(session: session, baseURL: gateway.baseURL, gateway: request.upstream == nil ? .sandbox : .proxy).text
            try Data(document.utf8).write(to: URL(fileURLWithPath: casesFile))
        } catch {
            await gateway.stop()
            Console.error(Diagnostic(.error, .runUnwritable, [.plain(request.out), .reason(error)]).formatted(language))
            throw SessionExit(2)
        }
        // Ctrl-C is caught before the URLs are shown: a tester (or a script) may press it as soon as they appear.
        let interrupt = InterruptWatch()
        display.header(baseURL: gateway.baseURL, returnBase: returnBase, upstream: request.upstream)

        let ending: Ending
        var execStatus: Int32?
        if let exec = request.exec {
            let environment = Self.environment(baseURL: gateway.baseURL, returnBase: returnBase, casesFile: casesFile, protocols: protocols)
            let result = await ExecRunner.run(exec, environment: environment, timeout: request.sessionLimit, interrupt: interrupt)
            execStatus = result.status
            ending = result.ending
            if let problem = result.problem {
                await gateway.stop()
                Console.error(MessageID.cliError.render(language, [.localized(problem)]))
                throw SessionExit(2)
            }
        } else {
            ending = await display.guide(session: session, limit: request.sessionLimit, interrupt: interrupt)
        }
        interrupt.stop()
        await gateway.stop()
        try writeBundle(
            session: session, specs: specs, protocols: protocols, ending: ending, execStatus: execStatus, startedAt: startedAt,
            baseURL: request.upstream ?? gateway.baseURL, versions: versions, insecure: outbound?.insecure ?? false)
    }

    /// The environment a client's command is given: the gateway's URLs, the cases file, the protocols, and the Direct
    /// Server API key the sandbox accepts unless the partner's environment names its own.
    package static func environment(baseURL: String, returnBase: String, casesFile: String, protocols: [String]) -> [String: String] {
        var environment = [
            "CONFORMANCE_BASE_URL": baseURL, "CONFORMANCE_RETURN_URL": returnBase, "CONFORMANCE_CASES_FILE": casesFile,
            "CONFORMANCE_PROTOCOLS": protocols.joined(separator: ","),
        ]
        let sandboxKeys = [
            ("CONFORMANCE_WORLDLINE_DIRECT_APIKEYID", DirectAuthentication.apiKeyID),
            ("CONFORMANCE_WORLDLINE_DIRECT_SECRETAPIKEY", DirectAuthentication.secretApiKey),
        ]
        for (name, value) in sandboxKeys where ProcessInfo.processInfo.environment[name] == nil { environment[name] = value }
        return environment
    }

    /// For each case an unmatched flow came nearest to, that flow and what differed (the first such flow per case).
    package static func nearestFlows(
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
    package func select(_ set: ClientCaseSet) throws -> [ClientCase] {
        var cases = set.cases
        if !request.protocols.isEmpty {
            for id in request.protocols where !set.cases.contains(where: { $0.protocolID == id }) {
                let known = Array(Set(set.cases.map(\.protocolID))).sorted()
                Console.error(MessageID.cliClientUnknownProtocol.render(language, [.plain(id), .plain(known.joined(separator: ", "))]))
                throw SessionExit(2)
            }
            cases = cases.filter { request.protocols.contains($0.protocolID) }
        }
        if !request.cases.isEmpty {
            var chosen: [ClientCase] = []
            for name in request.cases {
                guard let found = cases.first(where: { $0.name == name || $0.id == name }) else {
                    let suggestion = Suggestion.closest(to: name, in: cases.map(\.name))
                    let hint = suggestion.map { MessageID.cliDidYouMean.render(language, [.plain($0)]) } ?? ""
                    Console.error(MessageID.cliClientUnknownCase.render(language, [.plain(name), .plain(hint)]))
                    throw SessionExit(2)
                }
                if !chosen.contains(found) { chosen.append(found) }
            }
            cases = cases.filter(chosen.contains)
        }
        guard !cases.isEmpty else {
            Console.error(MessageID.cliClientNoCases.render(language, []))
            throw SessionExit(2)
        }
        return cases
    }

    /// How the selected cases stand against the client profile of their protocols: the mandatory cases `--case` left out.
    package static func selection(_ cases: [ClientCase], in set: ClientCaseSet) -> Certificate.Selection {
        let protocols = Set(cases.map(\.protocolID))
        return Certificate.Selection(
            profile: set.cases.filter { protocols.contains($0.protocolID) && $0.certification == .mandatory }.map(\.id), selected: cases.map(\.id))
    }

    /// Writes the reports, the cassettes and the signed statement, then says whether the client is certified.
    package func writeBundle(
        session: ClientSession, specs: SpecSet, protocols: [String], ending: Ending, execStatus: Int32?, startedAt: String, baseURL: String,
        versions: [String: String], insecure: Bool = false
    ) throws {
        let out = request.out
        let results = session.results()
        let target =
            request.upstream.map {
                RunSession.reportedTarget(MessageID.certifyClientVia.render(language, [.plain($0)]), insecure: insecure, language: language)
            } ?? MessageID.certifyClientViaSandbox.template(language)
        let selection = Self.selection(session.cases, in: session.caseSet)
        var report = ClientSessionReport.report(session, results: results, target: target, startedAt: startedAt)
        // Each protocol's spec files are read and hashed once, for the reports and the statement.
        let specDigests = CertificationVerdict.specDigests(specsPath: request.specsPath, protocols: protocols)
        report.specDigests = specDigests.mapValues(\.digest)
        // The bundle's files name spec files relative to the spec folder, never by a path of this machine.
        report = report.relative(to: SpecRoot(request.specsPath))
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
            throw SessionExit(2)
        } catch {
            Console.error(Diagnostic(.error, .runUnwritable, [.plain(out), .reason(error)]).formatted(language))
            throw SessionExit(2)
        }
        let unmatched = session.unmatched()
        var facts = Certificate.Facts(
            partner: request.partner, target: target, issuedAt: Date(), validityDays: request.validityDays,
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
                            title: MessageID.certifyUnmatchedTraffic.localized(),
                            level: .optional, passed: false, failures: unmatched.count, failedChecks: unmatched.map { "flow[\($0.flow.id)]" })
                    ]))
        facts.role = "client"
        facts.complete = ending == .completed || ending == .execExited
        facts.selection = selection
        var sessionFacts = [
            BodyMember("cases", .number(String(results.count))), BodyMember("ended", .string(ending.rawValue)),
            BodyMember("exchanges", .number(String(session.allExchanges.count))),
            BodyMember("gateway", .string(request.upstream.map { "proxy to \($0)" } ?? "sandbox")),
            BodyMember("unmatchedFlows", .number(String(unmatched.count))),
        ]
        if insecure { sessionFacts.append(BodyMember("insecure", .bool(true))) }
        if let exec = request.exec {
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
                target: request.upstream ?? "sandbox", ended: ending.rawValue, partial: selection.isPartial, missing: selection.missingMandatory,
                coverage: coverage),
            to: out, specs: specs, secrets: [:], language: language, allowed: session.keptCards)
        let sealed = try BundleFolder.seal(facts, in: out, key: key, language: language)
        SessionDisplay(language: language, cases: session.cases, guided: request.exec == nil, sink: request.displaySink).verdict(
            results: results, unmatched: unmatched.count, ending: ending, certified: sealed.certified, partner: request.partner,
            out: out, exchanges: session.allExchanges.count, partial: selection.missingMandatory,
            nearest: Self.nearestFlows(session, unmatched: unmatched, language: language))
        if let status = execStatus, status != 0 {
            Console.error(MessageID.cliClientExecStatus.render(language, [.plain(String(status))]))
        }
        if !sealed.certified { throw SessionExit(1) }
    }
}
