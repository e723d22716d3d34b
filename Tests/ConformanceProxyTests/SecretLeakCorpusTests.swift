import ConformanceKit
import ConformanceProxy
import ConformanceTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServerTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The security codes and secrets of ``SecretLeakCorpus`` through every way into a file or a log.
///
/// The redactor itself, the recorder, the recording proxy to an echo server (answers echo the headers under an `X-Echo-`
/// prefix and the query and headers as JSON), HAR, VCR and vcrpy imports, and log lines. Every planted
/// value must be gone from everything written: 0 of N in clear.
@Suite(.serialized) struct SecretLeakCorpusTests {
    /// The planted values a set of outputs still holds, with a line saying how many of how many.
    static func leaks(_ corpus: SecretLeakCorpus, _ outputs: [(String, String)], _ label: String) -> [String] {
        var problems: [String] = []
        var clear = Set<String>()
        for (name, text) in outputs {
            let found = corpus.leaks(in: text)
            clear.formUnion(found)
            if !found.isEmpty { problems.append("\(label): \(found.count) values in clear in \(name), first: \(found.prefix(4))") }
        }
        let codes = corpus.plants.count { $0.isCode }
        print(
            "secret corpus (\(label)): \(corpus.plants.count) planted values (\(codes) codes, \(corpus.plants.count - codes) secrets) in \(corpus.placements.count) placements; \(clear.count) of \(corpus.plants.count) in clear"
        )
        return problems
    }

    /// The exchange's request and the echo a gateway would give (see ``LeakCorpusTests/echo(_:)``).
    static func interaction(_ exchange: LeakCorpus.Exchange) -> Interaction {
        Interaction(request: LeakCorpusTests.request(exchange), response: LeakCorpusTests.echo(exchange))
    }

    @Test func theFinderSeesEveryPlantedValueInTheRawCorpus() {
        let corpus = SecretLeakCorpus(count: 64)
        #expect(corpus.placements.count == SecretLeakCorpus.placementCount)
        let raw = CassetteCodec.encode(Cassette(recordedAt: "", baseURL: nil, interactions: corpus.exchanges.map(Self.interaction)))
        let found = corpus.leaks(in: raw)
        // The finder must be able to fail: unredacted, every planted value is there.
        #expect(found.count == corpus.plants.count, "\(found.count) of \(corpus.plants.count)")
        // It finds what the reference finder (one expression per value) finds, on the raw corpus and on one half redacted.
        #expect(found == corpus.leaksByExpression(in: raw))
        let redactor = Redactor()
        let half = corpus.exchanges.map(Self.interaction).enumerated().map { $0 % 2 == 0 ? redactor.redact($1, profile: nil).interaction : $1 }
        let mixed = CassetteCodec.encode(Cassette(recordedAt: "", baseURL: nil, interactions: half))
        let some = corpus.leaks(in: mixed)
        #expect(!some.isEmpty && some.count < found.count && some == corpus.leaksByExpression(in: mixed), "\(some.count) of \(found.count)")
    }

    /// What the redactor test measures, computed away from the cooperative pool (it is the run's heaviest in-process work).
    struct RedactionOutcome: Sendable {
        var problems: [String]
        var clean: [String]
        var dirtyCount: Int
        var dirtyContexts: [String]
        var exchanges: Int
        var stable: Bool
    }

    @Test func theRedactorLeavesNoCodeOrSecretAndTheScanRefusesTheRawCorpus() async throws {
        let outcome: RedactionOutcome = await Subprocess.offPool {
            let corpus = SecretLeakCorpus(count: 320)
            let redactor = Redactor()
            let raw = corpus.exchanges.map(Self.interaction)
            let redacted = raw.map { redactor.redact($0, profile: nil).interaction }
            let text = CassetteCodec.encode(Cassette(recordedAt: "", baseURL: nil, interactions: redacted))
            // The final scan: the redacted corpus passes, the raw one is refused (codes, cookies and secrets by name).
            let policy = RedactionPolicy()
            let clean = CardNumberScan.scanNames(Cassette(recordedAt: "", baseURL: nil, interactions: redacted), policy: policy)
            let dirty = CardNumberScan.scanNames(Cassette(recordedAt: "", baseURL: nil, interactions: raw), policy: policy)
            // Redaction keeps the redacted corpus as it is.
            let twice = redacted.map { redactor.redact($0, profile: nil).interaction }
            return RedactionOutcome(
                problems: Self.leaks(corpus, [("redacted cassette", text)], "redactor"), clean: clean.prefix(5).map { "\($0)" },
                dirtyCount: dirty.count, dirtyContexts: dirty.filter { $0.place != .text }.map { $0.position.text(.en) },
                exchanges: corpus.exchanges.count, stable: twice == redacted)
        }
        #expect(outcome.problems.isEmpty, "\(outcome.problems)")
        #expect(outcome.clean.isEmpty, "\(outcome.clean)")
        #expect(outcome.dirtyCount >= outcome.exchanges, "\(outcome.dirtyCount)")
        for place in ["under 'cardCSCValue'", "under 'X-Echo-Authorization'", "under 'api_key'", "under 'Cookie'", "under 'X-Api-Key'"] {
            #expect(outcome.dirtyContexts.contains { $0.contains(place) }, "no scan hit \(place)")
        }
        #expect(outcome.stable)
    }

    @Test func theRecorderWritesNoCodeOrSecret() async throws {
        let problems: [String] = await Subprocess.offPool {
            do {
                let corpus = SecretLeakCorpus(count: 320, seed: 3)
                let file = try LeakCorpusTests.folder() + "/secrets.json"
                let recorder = try CassetteRecorder(file: file, specs: TestSupport.loaded.specs, options: .init(mode: .all))
                for exchange in corpus.exchanges {
                    _ = recorder.record(request: LeakCorpusTests.request(exchange), response: LeakCorpusTests.echo(exchange))
                }
                let summary = try recorder.finish()
                var problems: [String] = []
                if summary.recorded != corpus.exchanges.count || !summary.wrote {
                    problems.append("recorded \(summary.recorded), wrote \(summary.wrote)")
                }
                problems += Self.leaks(corpus, [(file, try String(contentsOfFile: file, encoding: .utf8))], "recorder")
                return problems
            } catch {
                return ["\(error)"]
            }
        }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func logLinesShowNoCodeOrSecret() {
        let corpus = SecretLeakCorpus(count: 160, seed: 5)
        let lines = corpus.exchanges.map { exchange in
            let headers = exchange.headers.map { "\($0.0): \($0.1)" }.joined(separator: " ")
            return LogText.safe("\(exchange.method) \(exchange.target) \(headers) \(exchange.body)")
        }
        let problems = Self.leaks(corpus, [("log", lines.joined(separator: "\n"))], "log lines")
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func theProxyToAnEchoServerAndItsLogLeaveNoCodeOrSecret() async throws {
        let corpus = SecretLeakCorpus(count: 160, seed: 7)
        let upstream = try await Self.echoServer()
        defer { upstream.task.cancel() }
        let file = try LeakCorpusTests.folder() + "/proxy.json"
        let session = URLSession(configuration: .ephemeral)
        defer { session.finishTasksAndInvalidate() }
        var lines: [String] = []
        var answers: [String] = []
        let summary = try await ProxyFixtures.withProxy(upstream: upstream.url, cassette: file, flushInterval: 60) { proxy, log in
            for exchange in corpus.exchanges {
                var request = URLRequest(url: URL(string: proxy + exchange.target)!, timeoutInterval: 30)
                request.httpMethod = exchange.method
                request.httpShouldHandleCookies = false
                if !exchange.body.isEmpty {
                    request.httpBody = Data(exchange.body.utf8)
                    request.setValue(exchange.contentType, forHTTPHeaderField: "Content-Type")
                }
                for (name, value) in exchange.headers { request.setValue(value, forHTTPHeaderField: name) }
                let (data, response) = try await session.data(for: request)
                #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(exchange.placement)")
                answers.append(String(decoding: data, as: UTF8.self))
            }
            lines = await log.settled
        }
        #expect(summary.recorded == corpus.exchanges.count)
        // The echo did carry the values back: the clients saw them, the cassette must not.
        #expect(corpus.leaks(in: answers.joined(separator: "\n")).count >= corpus.plants.count / 2)
        let outputs = [(file, try String(contentsOfFile: file, encoding: .utf8)), ("log", lines.joined(separator: "\n"))]
        let problems = await Subprocess.offPool { Self.leaks(corpus, outputs, "proxy to an echo server") }
        #expect(problems.isEmpty, "\(problems)")
        let cassette = try CassetteCodec.read(file: file)
        let echoed = cassette.interactions.flatMap(\.response.headers).map(\.name)
        #expect(echoed.contains { $0.lowercased() == "x-echo-x-echo-authorization" }, "\(Set(echoed))")
    }

    @Test func harVCRAndVcrpyImportsLeaveNoCodeOrSecret() async throws {
        let corpus = SecretLeakCorpus(count: 160, seed: 11)
        let all = try await Subprocess.offPool { Result { try LeakCorpusTests.importAndExport(corpus.asCardCorpus, checking: false) } }.get()
        let problems = await Subprocess.offPool { Self.leaks(corpus, all, "HAR, VCR and vcrpy imports") }
        #expect(problems.isEmpty, "\(problems)")
    }

    // MARK: An echo upstream

    /// A loopback server that echoes every request header under an `X-Echo-` prefix, and answers with the
    /// request body, or, for a request without one, a JSON account of the query (a list of pairs and a list
    /// of `name`/`value` objects) and of the headers (an object), the way echo services do.
    static func echoServer() async throws -> (url: String, task: Task<Void, any Error>) {
        let ready = PortBox()
        var logger = Logger(label: "secret-echo")
        logger.logLevel = .warning
        let application = Application(
            responder: CallbackResponder<BasicRequestContext> { request, _ in
                var request = request
                let body = try await request.collectBody(upTo: 1 << 20)
                var headers = HTTPFields()
                var echoed: [String: String] = [:]
                for field in request.headers {
                    let name = field.name.canonicalName
                    guard !["host", "content-length", "connection", "accept-encoding", "user-agent"].contains(name) else { continue }
                    if let echo = HTTPField.Name("X-Echo-" + field.name.rawName) { headers.append(HTTPField(name: echo, value: field.value)) }
                    echoed[field.name.rawName] = field.value
                }
                if body.readableBytes > 0 {
                    headers[.contentType] = request.headers[.contentType] ?? "text/plain"
                    return Response(status: .ok, headers: headers, body: .init(byteBuffer: body))
                }
                let pairs = ((try? FormEncoding.pairs(request.uri.query ?? "")) ?? []).map { [$0.name, $0.value] }
                let document: [String: Any] = [
                    "args": pairs, "params": pairs.map { ["name": $0[0], "value": $0[1]] }, "headers": echoed,
                ]
                let json = (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data("{}".utf8)
                headers[.contentType] = "application/json"
                return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: json)))
            },
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in ready.set(channel.localAddress?.port ?? 0) }, logger: logger)
        let task = Task { try await GracefulService.run(application, signals: [], logger: logger) }
        return ("http://127.0.0.1:\(try await ready.wait())", task)
    }
}
