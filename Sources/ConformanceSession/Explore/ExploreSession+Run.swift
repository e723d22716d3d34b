import ConformanceEngine
import ConformanceKit
import ConformanceTransport
import Foundation

extension ExploreSession {
    /// Reads the client cases and settings, checks the request, and starts watching for interrupts.
    func prepare() throws -> Context {
        let loaded = ClientCaseLoader.load(paths: [request.specsPath], specs: specs)
        for diagnostic in loaded.diagnostics { Console.error(diagnostic.formatted(language)) }
        if loaded.hasErrors {
            Console.error(MessageID.cliClientCasesErrors.render(language, []))
            throw SessionExit(2)
        }
        guard let spec = specs.protocols[request.protocolID] else {
            let known = loaded.cases.cases.map(\.protocolID)
            Console.error(
                MessageID.cliClientUnknownProtocol.render(
                    language, [.plain(request.protocolID), .plain(Array(Set(known)).sorted().joined(separator: ", "))]))
            throw SessionExit(2)
        }
        let cases = loaded.cases.cases(of: request.protocolID)
        guard !cases.isEmpty else {
            Console.error(MessageID.exploreNoCases.render(language, [.plain(request.protocolID), .plain(request.specsPath)]))
            throw SessionExit(2)
        }
        for operation in request.operations where spec.operations[operation] == nil {
            let suggestion = Suggestion.closest(to: operation, in: spec.operations.keys)
            Console.error(
                MessageID.exploreUnknownOperation.render(
                    language,
                    [.plain(operation), .plain(spec.id), .suggestion(suggestion), .plain(spec.operations.keys.sorted().joined(separator: ", "))])
            )
            throw SessionExit(2)
        }
        let configuration = try RunSetup.loadConfiguration(request.config, language: language)
        let versions = try request.versions.resolve(
            specs: specs, inScope: [request.protocolID], configured: configuration?.protocolVersions ?? [:],
            locations: configuration?.protocolVersionLocations ?? [:], language: language)
        let outbound =
            try request.upstream.map {
                try request.transport.resolve(settings: configuration?.proxyOutboundSettings, shownTarget: $0, language: language)
            } ?? OutboundConfiguration()
        let log = (SpecRoot.absolute(request.out) as NSString).appendingPathComponent("client.log")
        do {
            try FileManager.default.createDirectory(atPath: request.out, withIntermediateDirectories: true)
            try Data().write(to: URL(fileURLWithPath: log))
        } catch {
            Console.error(Diagnostic(.error, .runUnwritable, [.plain(request.out), .reason(error)]).formatted(language))
            throw SessionExit(2)
        }
        return Context(cases: cases, caseSet: loaded.cases, versions: versions, outbound: outbound, interrupt: InterruptWatch(), log: log)
    }

    /// One run of the client's command against a fresh gateway, the variation (if any) applied to its operation's answers.
    ///
    /// The command's output is appended to `client.log`, after a line naming the run.
    func runOnce(_ variation: AnswerVariation?, context: Context, number: Int) async throws -> (
        run: ExploreRun, answered: [(operation: OperationReference, request: RecordedRequest, response: RecordedResponse)]
    ) {
        let session = ClientSession(
            specs: specs, cases: context.cases, caseSet: context.caseSet,
            options: ClientSession.Options(hangSeconds: request.hangSeconds, protocolVersions: context.versions))
        let observer = ExploreObserver(session: session, variation: variation, specs: specs)
        let gateway = try await Gateway.start(
            observer: observer, end: { session.end() }, specs: specs, upstream: request.upstream, port: 0, versions: context.versions,
            hangSeconds: request.hangSeconds, language: language, outbound: context.outbound, quiet: true)
        let returnBase = gateway.baseURL + ClientSession.returnPath
        session.returnBase = returnBase
        let casesFile = (SpecRoot.absolute(request.out) as NSString).appendingPathComponent("cases.json")
        do {
            let document = CasesDocument(session: session, baseURL: gateway.baseURL, gateway: request.upstream == nil ? .sandbox : .proxy).text
            try Data(document.utf8).write(to: URL(fileURLWithPath: casesFile))
            let heading = "=== run \(number): " + (variation.map { "\($0.operation) \($0.kind.rawValue) \($0.detail)" } ?? "plain") + "\n"
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: context.log))
            handle.seekToEndOfFile()
            handle.write(Data(heading.utf8))
            try handle.close()
        } catch {
            await gateway.stop()
            Console.error(Diagnostic(.error, .runUnwritable, [.plain(request.out), .reason(error)]).formatted(language))
            throw SessionExit(2)
        }
        let environment = ClientCertification.environment(
            baseURL: gateway.baseURL, returnBase: returnBase, casesFile: casesFile, protocols: [request.protocolID])
        let quotedLog = "'" + context.log.replacingOccurrences(of: "'", with: "'\\''") + "'"
        let command = "{ \(request.exec)\n} >>\(quotedLog) 2>&1"
        let result = await ExecRunner.run(command, environment: environment, timeout: request.runTimeout, interrupt: context.interrupt)
        await gateway.stop()
        if let problem = result.problem {
            Console.error(MessageID.cliError.render(language, [.localized(problem)]))
            throw SessionExit(2)
        }
        let run = ExploreRun(
            exitStatus: result.status, timedOut: result.ending == .timeout, requests: session.requestCount, varied: observer.varied,
            broken: session.brokenRules())
        return (run, session.answeredExchanges())
    }

    /// Writes `explore.json`, `explore.html` and `junit.xml`, refusing to write a card number that is not a documented test card.
    func write(_ result: ExploreResult) throws {
        let files = [
            ("explore.json", ExploreReportRenderer.json(result)), ("explore.html", ExploreReportRenderer.html(result, language: language)),
            ("junit.xml", ExploreReportRenderer.junit(result, language: language)),
        ]
        let allowed = specs.documentedTestCards.union(TestCardNumbers.documented)
        var written: [String] = []
        for (name, text) in files {
            let path = (request.out as NSString).appendingPathComponent(name)
            if let hit = CardNumberScan.scan(text, allowed: allowed).first {
                Console.error(
                    Diagnostic(.error, .runUnwritable, [.plain(path), .localized(MessageID.exploreHoldsCard.localized([.plain("\(hit)")]))])
                        .formatted(language))
                throw SessionExit(2)
            }
            do {
                try Data(text.utf8).write(to: URL(fileURLWithPath: path))
                written.append(path)
            } catch {
                Console.error(Diagnostic(.error, .runUnwritable, [.plain(path), .reason(error)]).formatted(language))
                throw SessionExit(2)
            }
        }
        say(MessageID.exploreReports.render(language, [.plain(written.joined(separator: ", "))]))
    }
}
