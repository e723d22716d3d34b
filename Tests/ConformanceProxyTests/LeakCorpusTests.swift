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

/// The generated corpus of card data in every placement, through every way into a cassette.
///
/// Zero values may survive in anything written, files and output lines alike. `LEAK_CORPUS_SIZE` scales the
/// in-process part (`bench/run-leak-corpus.sh` runs 100,000).
@Suite(.serialized) struct LeakCorpusTests {
    static let size = ProcessInfo.processInfo.environment["LEAK_CORPUS_SIZE"].flatMap(Int.init) ?? 800

    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("leak-corpus-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func request(_ exchange: LeakCorpus.Exchange) -> RecordedRequest {
        let query = (try? FormEncoding.pairs(exchange.query)) ?? []
        var headers = exchange.headers.map { NameValue($0.0, $0.1) }
        if !exchange.body.isEmpty { headers.append(NameValue("Content-Type", exchange.contentType)) }
        return RecordedRequest(
            method: exchange.method, path: exchange.path, query: query, headers: headers,
            body: RecordedBody.from(Data(exchange.body.utf8), contentType: exchange.contentType))
    }

    /// The echo a gateway would give: the same body and headers back.
    static func echo(_ exchange: LeakCorpus.Exchange) -> RecordedResponse {
        var headers = exchange.headers.map { NameValue($0.0, $0.1) }
        headers.append(NameValue("Content-Type", exchange.contentType))
        headers.append(NameValue("Location", "https://gateway.example.com/next?" + exchange.query))
        return RecordedResponse(status: 200, headers: headers, body: RecordedBody.from(Data(exchange.body.utf8), contentType: exchange.contentType))
    }

    /// The leaks the independent finder sees in every output (none expected); prints what was read.
    static func leaks(_ corpus: LeakCorpus, _ texts: [(String, String)], _ label: String) -> [String] {
        var bytes = 0
        var problems: [String] = []
        for (name, text) in texts {
            bytes += text.utf8.count
            let leaks = corpus.leaks(in: text)
            if !leaks.isEmpty { problems.append("\(label): \(leaks.count) values left in \(name), first: \(leaks.prefix(3))") }
        }
        print(
            "leak corpus (\(label)): \(corpus.exchanges.count) exchanges, \(corpus.cards.count) card numbers, \(corpus.codes) codes, \(corpus.expiries) expiry dates in \(corpus.placements.count) placements; \(texts.count) outputs, \(bytes) bytes read; \(problems.count) outputs with values found"
        )
        return problems
    }

    /// The in-process recording runs on a thread of its own, so the loopback servers of other tests keep their pool.
    @Test func recordingLeavesNoCardDataInTheCassette() async throws {
        let problems: [String] = await Subprocess.offPool {
            do {
                return try Self.recordCorpus()
            } catch {
                return ["\(error)"]
            }
        }
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Records the corpus, then returns every problem found.
    static func recordCorpus() throws -> [String] {
        var problems: [String] = []
        let corpus = LeakCorpus(count: Self.size)
        if corpus.placements.count != 16 && Self.size >= 16 { problems.append("only \(corpus.placements.count) placements") }
        let file = try Self.folder() + "/corpus.json"
        let recorder = try CassetteRecorder(file: file, specs: TestSupport.loaded.specs, options: .init(mode: .all))
        let start = Date()
        for exchange in corpus.exchanges { _ = recorder.record(request: Self.request(exchange), response: Self.echo(exchange)) }
        let summary = try recorder.finish()
        print("leak corpus: recorded and wrote \(corpus.exchanges.count) exchanges in \(Date().timeIntervalSince(start)) s")
        if summary.recorded != corpus.exchanges.count || !summary.wrote { problems.append("recorded \(summary.recorded), wrote \(summary.wrote)") }
        let text = try String(contentsOfFile: file, encoding: .utf8)
        // The finder must be able to fail: the unredacted corpus holds every planted value.
        let raw = corpus.exchanges.prefix(64).map { "\($0.target) \($0.headers) \($0.body)" }.joined(separator: "\n")
        if corpus.leaks(in: raw).count < 64 { problems.append("the finder misses planted values") }
        problems += Self.leaks(corpus, [(file, text)], "recorder")
        // Redacted form bodies keep the client's spelling and still read as forms.
        let cassette = try CassetteCodec.read(file: file)
        let plus = cassette.interactions.first { $0.request.path == "/card/submit" }
        if case .form(let pairs, let raw?)? = plus?.request.body, raw.contains("+"), pairs.contains(where: { $0.name == "VerificationCode" }) {
        } else {
            problems.append("a `+` form is not kept as pairs with its spelling: \(String(describing: plus?.request.body))")
        }
        return problems
    }

    @Test func theProxyAndItsLogLeaveNoCardData() async throws {
        let corpus = LeakCorpus(count: 160, seed: 7)
        let upstream = try await Self.echoServer()
        defer { upstream.task.cancel() }
        let file = try Self.folder() + "/proxy.json"
        let configuration = URLSessionConfiguration.ephemeral
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        var lines: [String] = []
        let summary = try await ProxyFixtures.withProxy(upstream: upstream.url, cassette: file, flushInterval: 60) { proxy, log in
            for exchange in corpus.exchanges {
                var request = URLRequest(url: URL(string: proxy + exchange.target)!, timeoutInterval: 30)
                request.httpMethod = exchange.method
                if !exchange.body.isEmpty {
                    request.httpBody = Data(exchange.body.utf8)
                    request.setValue(exchange.contentType, forHTTPHeaderField: "Content-Type")
                }
                for (name, value) in exchange.headers { request.setValue(value, forHTTPHeaderField: name) }
                let (_, response) = try await session.data(for: request)
                #expect((response as? HTTPURLResponse)?.statusCode == 200, "\(exchange.placement)")
            }
            lines = await log.settled
        }
        #expect(summary.recorded == corpus.exchanges.count)
        #expect(lines.count >= corpus.exchanges.count)
        let outputs = [(file, try String(contentsOfFile: file, encoding: .utf8)), ("log", lines.joined(separator: "\n"))]
        let problems = await Subprocess.offPool { Self.leaks(corpus, outputs, "proxy") }
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test func importsAndTheirOutputLeaveNoCardData() async throws {
        let corpus = LeakCorpus(count: 320, seed: 11)
        let all = try await Subprocess.offPool { Result { try Self.importAndExport(corpus, checking: true) } }.get()
        let problems = await Subprocess.offPool { Self.leaks(corpus, all, "HAR, VCR and vcrpy imports") }
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Writes a corpus as HAR, VCR and vcrpy, imports each as `cassette import` does (then checks every interaction
    /// as `cassette check` does, its findings written out, when asked) and exports it back to HAR; returns every file
    /// written and every finding, by name, to search for leaks.
    static func importAndExport(_ corpus: LeakCorpus, checking: Bool) throws -> [(String, String)] {
        let dir = try folder()
        let sources: [(CassetteImportFormat, String, String)] = [
            (.har, dir + "/corpus.har", har(corpus)), (.vcr, dir + "/corpus.yml", yaml(corpus, ruby: true)),
            (.vcrpy, dir + "/corpus.yaml", yaml(corpus, ruby: false)),
        ]
        let specs = TestSupport.loaded.specs
        var outputs: [(String, String)] = []
        for (format, path, text) in sources {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            let out = dir + "/\(format.rawValue).json"
            let written = try CassetteImporter.write(
                file: path, format: format, to: out, checker: ExchangeChecker(specs: specs), redactor: Redactor())
            #expect(written.interactions == corpus.exchanges.count, "\(format): \(written.interactions) interactions imported")
            if checking {
                let checker = ExchangeChecker(specs: specs)
                var findings: [String] = []
                for interaction in try CassetteCodec.read(file: out).interactions {
                    let result = checker.check(interaction, strict: true)
                    for finding in result.requestFindings + result.responseFindings {
                        findings += Language.allCases.map { finding.message($0) }
                    }
                }
                outputs.append(("check findings", findings.joined(separator: "\n")))
            }
            let har = dir + "/\(format.rawValue)-out.har"
            #expect(try CassetteExporter.writeHAR(cassette: out, to: har) == corpus.exchanges.count)
            outputs += [(out, try String(contentsOfFile: out, encoding: .utf8)), (har, try String(contentsOfFile: har, encoding: .utf8))]
        }
        return outputs
    }

    // MARK: Writers of third-party formats

    static func har(_ corpus: LeakCorpus) -> String {
        let entries: [[String: Any]] = corpus.exchanges.map { exchange in
            var request: [String: Any] = [
                "method": exchange.method, "url": "https://gateway.example.com" + exchange.target, "httpVersion": "HTTP/1.1",
                "headers": exchange.headers.map { ["name": $0.0, "value": $0.1] } + [["name": "Content-Type", "value": exchange.contentType]],
                "queryString": [], "cookies": [], "headersSize": -1, "bodySize": exchange.body.utf8.count,
            ]
            if !exchange.body.isEmpty { request["postData"] = ["mimeType": exchange.contentType, "text": exchange.body] }
            return [
                "startedDateTime": "2026-11-25T10:00:00.000Z", "time": 1, "request": request,
                "response": [
                    "status": 200, "statusText": "OK", "httpVersion": "HTTP/1.1", "cookies": [],
                    "headers": [["name": "Content-Type", "value": exchange.contentType]],
                    "content": ["size": exchange.body.utf8.count, "mimeType": exchange.contentType, "text": exchange.body],
                    "redirectURL": "", "headersSize": -1, "bodySize": exchange.body.utf8.count,
                ],
                "cache": [:], "timings": ["send": 0, "wait": 1, "receive": 0],
            ]
        }
        let document: [String: Any] = ["log": ["version": "1.2", "creator": ["name": "leak-corpus", "version": "1"], "entries": entries]]
        return String(decoding: (try? JSONSerialization.data(withJSONObject: document, options: [.sortedKeys])) ?? Data(), as: UTF8.self)
    }

    /// A Ruby VCR (`ruby`) or vcrpy cassette; strings are written as JSON strings, which YAML reads as double-quoted scalars.
    static func yaml(_ corpus: LeakCorpus, ruby: Bool) -> String {
        func quoted(_ text: String) -> String {
            let data = (try? JSONSerialization.data(withJSONObject: [text], options: [])) ?? Data("[\"\"]".utf8)
            return String(decoding: data, as: UTF8.self).dropFirst().dropLast().description
        }
        var out = ruby ? "---\nhttp_interactions:\n" : "interactions:\n"
        for exchange in corpus.exchanges {
            let headers = (exchange.headers + [("Content-Type", exchange.contentType)]).map { "      \(quoted($0.0)):\n      - \(quoted($0.1))\n" }
                .joined()
            let uri = quoted("https://gateway.example.com" + exchange.target)
            if ruby {
                out += "- request:\n    method: \(exchange.method.lowercased())\n    uri: \(uri)\n"
                out += "    body:\n      encoding: UTF-8\n      string: \(quoted(exchange.body))\n    headers:\n\(headers)"
                out +=
                    "  response:\n    status:\n      code: 200\n      message: OK\n    headers:\n      Content-Type:\n      - \(quoted(exchange.contentType))\n"
                out += "    body:\n      encoding: UTF-8\n      string: \(quoted(exchange.body))\n  recorded_at: Wed, 25 Nov 2026 10:00:00 GMT\n"
            } else {
                out += "- request:\n    body: \(quoted(exchange.body))\n    headers:\n\(headers)    method: \(exchange.method)\n    uri: \(uri)\n"
                out +=
                    "  response:\n    body:\n      string: \(quoted(exchange.body))\n    headers:\n      Content-Type:\n      - \(quoted(exchange.contentType))\n"
                out += "    status:\n      code: 200\n      message: OK\n"
            }
        }
        out += ruby ? "recorded_with: VCR 6.2.0\n" : "version: 1\n"
        return out
    }

    // MARK: An echo upstream

    /// A loopback server that answers every request with its own body, content type and card headers.
    static func echoServer() async throws -> (url: String, task: Task<Void, any Error>) {
        let ready = PortBox()
        var logger = Logger(label: "leak-echo")
        logger.logLevel = .warning
        let application = Application(
            responder: CallbackResponder<BasicRequestContext> { request, _ in
                var request = request
                let body = try await request.collectBody(upTo: 1 << 20)
                var headers = HTTPFields()
                headers[.contentType] = request.headers[.contentType] ?? "text/plain"
                for name in ["X-Card-Number", "X-CVV", "X-Card-Expiry", "X-Note"] {
                    if let field = HTTPField.Name(name), let value = request.headers[field] { headers[field] = value }
                }
                return Response(status: .ok, headers: headers, body: .init(byteBuffer: body))
            },
            configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in ready.set(channel.localAddress?.port ?? 0) }, logger: logger)
        let task = Task { try await GracefulService.run(application, signals: [], logger: logger) }
        return ("http://127.0.0.1:\(try await ready.wait())", task)
    }
}

/// The Saferpay card POST to `RedirectUrl` in the spellings real clients use (`requests` and browsers send `+`).
@Suite struct CardFormSpellingTests {
    static let spellings: [(name: String, body: String)] = [
        ("plus for spaces", "HolderName=Ada+Lovelace&CardNumber=4111111111111111&ExpMonth=12&ExpYear=2030&VerificationCode=123&FromAjax=true"),
        ("raw spaces", "HolderName=Ada Lovelace&CardNumber=4111111111111111&ExpMonth=12&ExpYear=2030&VerificationCode=123&FromAjax=true"),
        ("lower-case hex", "HolderName=Ad%c3%a8le%20L&CardNumber=4111111111111111&ExpMonth=12&ExpYear=2030&VerificationCode=123&FromAjax=true"),
        ("encoded unreserved", "HolderName=Ada%2DL%7E&CardNumber=4111111111111111&ExpMonth=%312&ExpYear=2030&VerificationCode=123&FromAjax=%74rue"),
    ]

    @Test(arguments: spellings.map(\.name)) func theSandboxAcceptsAndTheCassetteKeepsTheSpelling(spelling: String) async throws {
        let body = try #require(Self.spellings.first { $0.name == spelling }?.body)
        try await SandboxFixtures.withSandbox { base, _ in
            let initialize = try await SandboxFixtures.exchange(
                "POST", base + "/Payment/v1/Transaction/Initialize", json: SandboxFixtures.initialize())
            let redirect = try #require(SandboxFixtures.string(initialize.response, "Redirect", "RedirectUrl"))
            let answer = try await ServerHardeningTests.post(redirect, Data(body.utf8), contentType: "application/x-www-form-urlencoded")
            #expect(answer.status == 200 && answer.body.contains("https://merchant.example.com/return"), "\(spelling): \(answer.body)")
            // Recorded, the form keeps its exact bytes, and the redacted copy still passes the checker.
            let path = URL(string: redirect)!.path
            let file = try LeakCorpusTests.folder() + "/card.json"
            let recorder = try CassetteRecorder(file: file, specs: TestSupport.loaded.specs, options: .init(mode: .all, baseURL: base))
            let request = RecordedRequest(
                method: "POST", path: path, headers: [NameValue("Content-Type", "application/x-www-form-urlencoded")],
                body: RecordedBody.from(Data(body.utf8), contentType: "application/x-www-form-urlencoded"))
            let response = RecordedResponse(
                status: 200, headers: [NameValue("Content-Type", "application/json")],
                body: RecordedBody.from(Data(answer.body.utf8), contentType: "application/json"))
            let recorded = recorder.record(request: request, response: response)
            #expect(recorded.check.operation?.description == "saferpay/redirectUrlCardPost", "\(spelling)")
            #expect(recorded.interaction.verdict?.requestConforms == true, "\(spelling): \(recorded.check.requestFindings.map { $0.message(.en) })")
            _ = try recorder.finish()
            // Every byte stays but the expiry month, which the spec marks sensitive and redaction replaces.
            let replayed = String(decoding: try CassetteCodec.read(file: file).interactions[0].request.body.data, as: UTF8.self)
            let kept = { (text: String) in text.split(separator: "&").filter { !$0.hasPrefix("ExpMonth=") } }
            #expect(kept(replayed) == kept(body) && replayed.count <= body.count, "\(spelling): \(replayed)")
        }
    }

    /// Python `requests` and curl, through the recording proxy to the sandbox: both card forms are answered,
    /// recorded as forms with the client's spelling, and conform.
    @Test func requestsAndCurlCardFormsGoThroughTheProxy() async throws {
        let python = try await Subprocess.run("/usr/bin/env", ["python3", "-c", "import requests"])
        try #require(python.status == 0, "Python `requests` is missing: .ci/run installs it (pip install requests)")
        try await SandboxFixtures.withSandbox { base, _ in
            let file = try LeakCorpusTests.folder() + "/clients.json"
            let script = TestSupport.repositoryRoot + "/Tests/Interop/saferpay_card_form.py"
            try await ProxyFixtures.withProxy(upstream: base, cassette: file) { proxy, _ in
                let run = try await Subprocess.run("/usr/bin/env", ["python3", script, proxy])
                #expect(run.status == 0, "\(run.stderr)")
                #expect(run.stdout.contains(#""card": 200"#) && run.stdout.contains("Ada+Lovelace"), "\(run.stdout)")
                let initialize = try await SandboxFixtures.exchange(
                    "POST", proxy + "/Payment/v1/Transaction/Initialize", json: SandboxFixtures.initialize())
                // The RedirectUrl handed over points at the proxy: curl follows it as given.
                let target = try #require(SandboxFixtures.string(initialize.response, "Redirect", "RedirectUrl"))
                #expect(target.hasPrefix(proxy + "/"), "\(target)")
                let curl = try await Subprocess.run(
                    "/usr/bin/env",
                    [
                        "curl", "-s", "-H", "Accept: application/json", "--data-raw",
                        "HolderName=Ada Lovelace&CardNumber=4111111111111111&ExpMonth=12&ExpYear=2030&VerificationCode=123&FromAjax=true", target,
                    ])
                #expect(curl.status == 0 && curl.stdout.contains("https://merchant.example.com/return"), "\(curl.stdout) \(curl.stderr)")
            }
            let cassette = try CassetteCodec.read(file: file)
            let posts = cassette.interactions.filter { $0.operation?.description == "saferpay/redirectUrlCardPost" }
            #expect(posts.count == 2, "\(cassette.interactions.map { $0.operation?.description ?? "?" })")
            var spellings: [String] = []
            for post in posts {
                #expect(post.verdict?.requestConforms == true && post.verdict?.responseConforms == true)
                if case .form(_, let raw?) = post.request.body { spellings.append(raw) }
            }
            #expect(spellings.contains { $0.contains("Ada+Lovelace") } && spellings.contains { $0.contains("Ada Lovelace") }, "\(spellings)")
        }
    }
}
