import ConformanceKit
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

/// Runs the built `conformance` binary: exit codes 0/1/2 and output shapes.
@Suite(.serialized, .conformanceBinary) struct CommandLineTests {
    /// The built binary.
    static var binary: String { ConformanceCLI.binary }

    /// Runs the binary (``ConformanceCLI/run(_:stdin:in:)``).
    func run(_ arguments: [String], stdin: String? = nil, in directory: String = TestSupport.repositoryRoot) async throws
        -> ConformanceCLI.Run
    {
        try await ConformanceCLI().run(arguments, stdin: stdin, in: directory)
    }

    /// Writes a file in a new temporary folder (``ConformanceCLI/temporaryFile(_:_:)``).
    func temporaryFile(_ name: String, _ text: String) throws -> String { try ConformanceCLI().temporaryFile(name, text) }

    @Test
    func specsListJSONHasProtocolOperationAndBilingualTitle() async throws {
        let result = try await run(["specs", "list", "--format", "json"])
        #expect(result.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]]
        let items = try #require(parsed)
        #expect(items.count == TestSupport.loaded.specs.protocols.values.reduce(0) { $0 + $1.operations.count })
        for item in items {
            #expect(item["protocol"] is String && item["operation"] is String)
            let title = item["title"] as? [String: String]
            #expect(!(title?["en"] ?? "").isEmpty && !(title?["fr"] ?? "").isEmpty)
        }
    }

    @Test
    func protocolVersionsOnTheCommandLine() async throws {
        // specs show --version prints one version's tables; an unknown version exits with 2.
        let old = try await run(["specs", "show", "saferpay", "TransactionAuthorize", "--version", "1.15"])
        #expect(old.status == 0 && old.stdout.contains("enum: Merchant|ThreeDs") && !old.stdout.contains("Dcc.Markup"), "\(old.stderr)")
        let newest = try await run(["specs", "show", "saferpay", "TransactionAuthorize"])
        #expect(newest.stdout.contains("enum: MERCHANT|THREEDS") && newest.stdout.contains("Dcc.Markup"))
        let unknown = try await run(["specs", "show", "saferpay", "TransactionAuthorize", "--version", "1.99"])
        #expect(unknown.status == 2 && unknown.stderr.contains("no version '1.99'"), "\(unknown.stderr)")

        // check reads SpecVersion from the body, or takes --protocol-version.
        let base = ["check", "--protocol", "saferpay", "--operation", "TransactionAuthorize", "--direction", "response"]
        let answer = try temporaryFile("auth.json", SaferpayAnswers.authorizeAnswer("1.15"))
        let declared = try await run(base + [answer])
        #expect(declared.status == 0 && declared.stdout.contains("(version 1.15): conformant"), "\(declared.stdout)\(declared.stderr)")
        let undeclared = try temporaryFile(
            "auth.json", SaferpayAnswers.authorizeAnswer("1.15").replacingOccurrences(of: #""SpecVersion": "1.15", "#, with: ""))
        let asNewest = try await run(base + [undeclared])
        #expect(asNewest.status == 1 && asNewest.stdout.contains("(version 1.53)"))
        let configured = try await run(base + ["--protocol-version", "1.15", undeclared])
        #expect(configured.stdout.contains("(version 1.15)") && configured.stdout.contains("$.ResponseHeader.SpecVersion"), "\(configured.stdout)")
        let single = try await run([
            "check", "--protocol", "worldline-direct", "--container", "Amount", "--protocol-version", "worldline-direct=1", answer,
        ])
        #expect(single.status == 2 && single.stderr.contains("single version"), "\(single.stderr)")

        // diff between two versions of one spec.
        let diff = try await run(["diff", "Specs", "--from-version", "1.21", "--to-version", "1.22", "--format", "json"])
        #expect(diff.status == 1 && diff.stdout.contains("enum-narrowed") && diff.stdout.contains("Specs@1.22"), "\(diff.stderr)")
        let none = try await run(["diff", "Specs", "--from-version", "1.21", "--to-version", "7.7"])
        #expect(none.status == 2, "\(none.stderr)")

        // run --fail-on warning: an SDK version the spec does not list warns on every exchange.
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-cli-\(UUID().uuidString)").path
        let scenario = [
            "run", "--mode", "live", "--scenario", "sips-inapp/card-order-approved", "--reports", reports, "--protocol-version", "24.9.0",
        ]
        let lenient = try await run(scenario)
        #expect(lenient.status == 0 && lenient.stderr.contains("0 errors, 2 warnings"), "\(lenient.stderr)")
        let gated = try await run(scenario + ["--fail-on", "warning"])
        #expect(gated.status == 1, "\(gated.stderr)")
        let junit = try String(contentsOfFile: reports + "/junit.xml", encoding: .utf8)
        #expect(junit.contains(#"<property name="protocolVersion" value="24.3.0"/>"#))
    }

    @Test
    func checkExitCodes() async throws {
        let spec = try #require(TestSupport.loaded.specs.protocols["saferpay"])
        let operation = try #require(spec.operations["TransactionInitialize"])
        let response = try #require(operation.response(key: "200"))
        let example = try #require(ExampleGenerator(protocol: spec).example(for: response))
        let good = try temporaryFile("good.json", example.prettyJSONText)
        let base = ["check", "--protocol", "saferpay", "--operation", "TransactionInitialize", "--direction", "response"]

        let conformant = try await run(base + [good])
        #expect(conformant.status == 0, "\(conformant.stdout)\(conformant.stderr)")
        #expect(conformant.stdout.contains("saferpay.TransactionInitialize.response[200] (version 1.53): conformant"), "\(conformant.stdout)")

        let bad = try await run(base + ["--format", "json", "-"], stdin: #"{"Token": 5}"#)
        #expect(bad.status == 1)
        let report = try JSONSerialization.jsonObject(with: Data(bad.stdout.utf8)) as? [String: Any]
        #expect(report?["conformant"] as? Bool == false)
        let findings = report?["findings"] as? [[String: Any]] ?? []
        #expect(findings.contains { $0["id"] as? String == "wrong-type" && $0["path"] as? String == "$.Token" })
        #expect(findings.allSatisfy { ($0["message"] as? [String: String])?["fr"] != nil })

        let french = try await run(base + ["--lang", "fr", "-"], stdin: "{}")
        #expect(french.status == 1 && french.stdout.contains("le champ obligatoire $.Token est absent"))

        let unknownOperation = try await run([
            "check", "--protocol", "saferpay", "--operation", "TransactionInitialise", "--direction", "request", good,
        ])
        #expect(unknownOperation.status == 2)
        #expect(unknownOperation.stderr.contains("did you mean 'TransactionInitialize'?"))

        #expect(try await run(base + ["/nonexistent/body.json"]).status == 2)
        #expect(try await run(["check", "--protocol", "saferpay", "--operation", "TransactionInitialize", good]).status == 2)
        #expect(try await run(["check", "--bogus-flag"]).status == 2)
    }

    @Test
    func lintReportsPositionsAndExitCodes() async throws {
        #expect(try await run(["lint"]).status == 0)
        let folder = (try temporaryFile("protocol.yaml", TestSupport.demoProtocol + "\nsumary: {en: x, fr: y}\n") as NSString)
            .deletingLastPathComponent
        let demo = folder + "/demo"
        try FileManager.default.createDirectory(atPath: demo, withIntermediateDirectories: true)
        try FileManager.default.moveItem(atPath: folder + "/protocol.yaml", toPath: demo + "/protocol.yaml")
        let broken = try await run(["lint", demo])
        #expect(broken.status == 1)
        #expect(
            broken.stdout.contains(
                "demo/protocol.yaml:6:1: error: unknown key 'sumary' in (top); did you mean 'summary'? [spec.unknown-key-suggestion]"))
        #expect(try await run(["lint", "/nonexistent/specs"]).status == 2)
    }

    @Test
    func specsShowRendersBilingualTables() async throws {
        let markdown = try await run(["specs", "show", "sips-inapp", "cardOrder", "--lang", "fr", "--format", "markdown"])
        #expect(markdown.status == 0)
        #expect(markdown.stdout.contains("| Champ | Présence | Type | Règles | Sensibilité | Description |"))
        #expect(markdown.stdout.contains("`cardNumber`"))
        let json = try await run(["specs", "show", "saferpay", "TransactionInitialize", "--format", "json"])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(parsed?["operation"] as? String == "TransactionInitialize")
        #expect(try await run(["specs", "show", "saferpay", "Nope"]).status == 2)
    }
}

/// `conformance cassette …` as a process.
@Suite(.serialized, .conformanceBinary)
struct CassetteCommandLineTests {
    let runner = ConformanceCLI()

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cassette-cli-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A HAR with one Saferpay Initialize exchange; `extraResponse` can add a base64 binary body.
    func har(pan: String, binaryPAN: String? = nil) -> String {
        let request =
            #"{\"RequestHeader\":{\"SpecVersion\":\"1.40\",\"CustomerId\":\"123123\",\"RequestId\":\"r1\",\"RetryIndicator\":0},\"TerminalId\":\"17757531\",\"Payment\":{\"Amount\":{\"Value\":\"100\",\"CurrencyCode\":\"CHF\"}},\"ReturnUrl\":{\"Url\":\"https://m.example.com/r\"},\"PaymentMeans\":{\"Card\":{\"Number\":\"\#(pan)\",\"ExpMonth\":7,\"ExpYear\":2031,\"VerificationCode\":\"737\"}}}"#
        let response =
            #"{\"ResponseHeader\":{\"SpecVersion\":\"1.40\",\"RequestId\":\"r1\"},\"Token\":\"t\",\"Expiration\":\"2026-11-21T14:00:00+01:00\",\"RedirectRequired\":false}"#
        let content =
            binaryPAN.map {
                #"{"size": 1, "mimeType": "application/octet-stream", "encoding": "base64", "text": "\#(Data([0, 0xFF] + Array("pan=\($0)".utf8)).base64EncodedString())"}"#
            }
            ?? #"{"size": 1, "mimeType": "application/json", "text": "\#(response)"}"#
        return """
            {"log": {"version": "1.2", "creator": {"name": "test", "version": "1"}, "entries": [{
              "startedDateTime": "2026-11-21T13:00:00.000Z", "time": 1,
              "request": {"method": "POST", "url": "https://test.saferpay.com/api/Payment/v1/Transaction/Initialize", "httpVersion": "HTTP/1.1",
                "headers": [{"name": "Content-Type", "value": "application/json"}, {"name": "Accept", "value": "application/json"},
                            {"name": "Authorization", "value": "Basic QVBJOnNlY3JldA=="}],
                "queryString": [], "cookies": [], "headersSize": -1, "bodySize": 1,
                "postData": {"mimeType": "application/json", "text": "\(request)"}},
              "response": {"status": 200, "statusText": "OK", "httpVersion": "HTTP/1.1",
                "headers": [{"name": "Content-Type", "value": "\(binaryPAN == nil ? "application/json" : "application/octet-stream")"}],
                "cookies": [], "content": \(content), "redirectURL": "", "headersSize": -1, "bodySize": 1},
              "cache": {}, "timings": {"send": 0, "wait": 0, "receive": 0}}]}}
            """
    }

    @Test func importRedactsChecksAndExportsHAR() async throws {
        let dir = try folder()
        let pan = CardFixtures.realLookingPAN("49")
        try har(pan: pan).write(toFile: dir + "/in.har", atomically: true, encoding: .utf8)
        let imported = try await runner.run(["cassette", "import", dir + "/in.har", "--from", "har", "--to", dir + "/c.json"])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stdout.contains("1 interactions imported from har"))
        let text = try String(contentsOfFile: dir + "/c.json", encoding: .utf8)
        #expect(!text.contains(pan) && !text.contains("QVBJOnNlY3JldA=="))
        #expect(try await runner.run(["cassette", "scan", dir + "/c.json"]).status == 0)
        let check = try await runner.run(["cassette", "check", dir + "/c.json"])
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.contains("1 of 1 interactions conformant"))
        let exported = try await runner.run(["cassette", "export", dir + "/c.json", "--to", dir + "/out.har"])
        #expect(exported.status == 0)
        let reimported = try CassetteImporter.importFile(dir + "/out.har", format: .har)
        #expect(reimported.interactions.map(\.request) == (try CassetteCodec.read(file: dir + "/c.json")).interactions.map(\.request))
    }

    @Test func aCardNumberInsideABinaryBodyIsReplacedInPlace() async throws {
        let dir = try folder()
        let pan = CardFixtures.realLookingPAN("53")
        try har(pan: "4111111111111111", binaryPAN: pan).write(toFile: dir + "/bin.har", atomically: true, encoding: .utf8)
        let result = try await runner.run(["cassette", "import", dir + "/bin.har", "--from", "har", "--to", dir + "/c.json"])
        #expect(result.status == 0, "\(result.stderr)")
        let cassette = try CassetteCodec.read(file: dir + "/c.json")
        let bodies = cassette.interactions.flatMap { [$0.request.body, $0.response.body] }
        let binary = try #require(bodies.first { if case .base64 = $0 { true } else { false } })
        #expect(!String(decoding: binary.data, as: UTF8.self).contains(pan))
        #expect(CardNumberScan.scanDeep(try String(contentsOfFile: dir + "/c.json", encoding: .utf8)).isEmpty)
    }

    @Test func failOnWarningGatesOnWarningsWithoutMakingThemErrors() async throws {
        let body = SandboxFixtures.initialize().setting("UndocumentedField", .string("x")).jsonText
        let file = try runner.temporaryFile("initialize.json", body)
        let arguments = ["check", "--protocol", "saferpay", "--operation", "TransactionInitialize", "--direction", "request", file]
        let lenient = try await runner.run(arguments)
        #expect(lenient.status == 0 && lenient.stdout.contains("conformant (1 warning)"), "\(lenient.stdout)\(lenient.stderr)")
        let gated = try await runner.run(arguments + ["--fail-on", "warning"])
        #expect(gated.status == 1 && gated.stdout.contains("conformant (1 warning)"), "\(gated.stdout)\(gated.stderr)")
        // One value set for every command: info (any finding) gates a body's warnings too; an unknown value is a usage error.
        let any = try await runner.run(arguments + ["--fail-on", "info"])
        #expect(any.status == 1 && any.stdout.contains("conformant (1 warning)"), "\(any.stdout)\(any.stderr)")
        let bad = try await runner.run(arguments + ["--fail-on", "fatal"])
        #expect(bad.status == 2, "\(bad.stderr)")
    }

    @Test func proxyRoutesAreValidatedAndReplayNeedsACassetteBaseOrAnUpstream() async throws {
        let dir = try folder()
        for (route, fragment) in [("bad host=https://x", "not a host name"), ("/client", "PREFIX=URL"), ("/x=ftp://h", "http(s)")] {
            let bad = try await runner.run(["proxy", "--upstream", "http://127.0.0.1:9", "--cassette", dir + "/c.json", "--route", route])
            #expect(bad.status != 0 && bad.stderr.contains(fragment), "\(route): \(bad.stderr)")
        }
        let empty = CassetteCodec.encode(Cassette(recordedAt: Cassette.timestamp(), baseURL: nil, interactions: []))
        try empty.write(toFile: dir + "/nobase.json", atomically: true, encoding: .utf8)
        let none = try await runner.run(["proxy", "--cassette", dir + "/nobase.json", "--mode", "replay"])
        #expect(none.status == 2 && none.stderr.contains("no upstream"), "\(none.stderr)")
        let config = dir + "/conformance.yaml"
        try "proxy:\n  upstream: http://127.0.0.1:9\n  routes:\n    /client: notaurl\n".write(toFile: config, atomically: true, encoding: .utf8)
        let badConfig = try await runner.run(["proxy", "--config", config, "--cassette", dir + "/c.json"])
        #expect(badConfig.status == 2 && badConfig.stderr.contains("conformance.yaml:4"), "\(badConfig.stderr)")
    }

    @Test func redactNameAddsANameAndAMisspeltKindIsRefused() async throws {
        let dir = try folder()
        let vcrpy = """
            interactions:
            - request:
                body: holderPin=4821&note=kept
                headers:
                  Content-Type:
                  - application/x-www-form-urlencoded
                method: POST
                uri: http://localhost:9000/pin
              response:
                body:
                  string: '{"merchantPass": "hunter22", "status": "ok"}'
                headers:
                  Content-Type:
                  - application/json
                status:
                  code: 200
                  message: OK
            version: 1

            """
        try vcrpy.write(toFile: dir + "/in.yaml", atomically: true, encoding: .utf8)
        let plain = try await runner.run(["cassette", "import", dir + "/in.yaml", "--from", "vcrpy", "--to", dir + "/plain.json"])
        #expect(plain.status == 0, "\(plain.stderr)")
        let kept = try String(contentsOfFile: dir + "/plain.json", encoding: .utf8)
        #expect(kept.contains("4821") && kept.contains("hunter22"), "neither name is in the default list")
        let named = try await runner.run([
            "cassette", "import", dir + "/in.yaml", "--from", "vcrpy", "--to", dir + "/named.json", "--redact-name", "holderPin=pin",
            "--redact-name", "merchant-pass",
        ])
        #expect(named.status == 0, "\(named.stderr)")
        let redacted = try String(contentsOfFile: dir + "/named.json", encoding: .utf8)
        #expect(!redacted.contains("4821") && !redacted.contains("hunter22") && redacted.contains("kept"), "\(redacted)")
        let misspelt = try await runner.run([
            "cassette", "import", dir + "/in.yaml", "--from", "vcrpy", "--to", dir + "/bad.json", "--redact-name", "holderPin=pinn",
        ])
        #expect(misspelt.status == 2 && misspelt.stderr.contains("did you mean 'pin'"), "\(misspelt.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir + "/bad.json"))
    }

    @Test func aCassetteWithACardNumberIsRefusedAndTheOldFileKept() async throws {
        let dir = try folder()
        let pan = CardFixtures.realLookingPAN("53")
        let leaked = CassetteCodec.encode(
            Cassette(
                recordedAt: "2026-11-21T13:00:00Z", baseURL: nil,
                interactions: [
                    Interaction(
                        request: RecordedRequest(method: "POST", path: "/x", body: .text("card \(pan)")), response: RecordedResponse(status: 200))
                ]))
        let source = dir + "/leaked.json"
        try leaked.write(toFile: source, atomically: true, encoding: .utf8)
        try "old".write(toFile: dir + "/out.har", atomically: true, encoding: .utf8)
        let result = try await runner.run(["cassette", "export", source, "--to", dir + "/out.har"])
        #expect(result.status == 2, "\(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains("refusing to write") || result.stderr.contains("card-number"), "\(result.stderr)")
        #expect(try String(contentsOfFile: dir + "/out.har", encoding: .utf8) == "old")
    }

    @Test func scanFindsCardNumbersAndCheckFindsNonConformance() async throws {
        let dir = try folder()
        let pan = CardFixtures.realLookingPAN("45")
        try "note: \(pan)\n".write(toFile: dir + "/leak.txt", atomically: true, encoding: .utf8)
        let scan = try await runner.run(["cassette", "scan", dir])
        #expect(scan.status == 1 && scan.stdout.contains("leak.txt:1:7: card-number-like value"))
        #expect(!scan.stdout.contains(pan), "the scan output masks what it finds")
        let broken = Cassette(
            recordedAt: "2026-11-21T13:00:00Z", baseURL: nil,
            interactions: [
                Interaction(
                    request: RecordedRequest(method: "POST", path: "/Payment/v1/Transaction/Initialize", body: .json(.object([]))),
                    response: RecordedResponse(status: 200, body: .json(.object([]))))
            ])
        try CassetteRecorder.write(broken, to: dir + "/broken.json")
        let check = try await runner.run(["cassette", "check", dir + "/broken.json", "--lang", "fr"])
        #expect(check.status == 1 && check.stdout.contains("le champ obligatoire $.RequestHeader est absent"))
        try "{ not json".write(toFile: dir + "/corrupt.json", atomically: true, encoding: .utf8)
        let corrupt = try await runner.run(["cassette", "check", dir + "/corrupt.json"])
        #expect(corrupt.status == 2 && corrupt.stderr.contains("corrupt.json' is not a valid cassette at line 1, column 3"))
    }
}
