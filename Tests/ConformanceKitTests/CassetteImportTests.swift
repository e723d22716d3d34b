import ConformanceKit
import Foundation
import Testing

@Suite("Cassette import and export")
struct CassetteImportTests {
    let pngBytes = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00])

    func load(_ text: String, _ format: CassetteImportFormat, file: String = "fixture") throws -> Cassette {
        try CassetteImporter.decode(Data(text.utf8), format: format, file: file)
    }

    /// The error a fixture raises, or nil when it imports.
    func failure(_ text: String, _ format: CassetteImportFormat, file: String) -> CassetteError? {
        do {
            _ = try CassetteImporter.decode(Data(text.utf8), format: format, file: file)
            return nil
        } catch {
            return error
        }
    }

    // MARK: HAR

    @Test("A HAR JSON POST keeps its structured body, decoded query and headers")
    func harJSONPost() throws {
        let cassette = try load(ImportFixtures.browserHAR, .har)
        #expect(cassette.baseURL == "https://api.example.com:8443")
        #expect(cassette.recordedAt == "2024-05-06T05:08:09Z")
        #expect(cassette.interactions.count == 3)
        let request = cassette.interactions[0].request
        #expect(request.method == "POST")
        #expect(request.path == "/v1/payments")
        #expect(request.query == [NameValue("expand", "card"), NameValue("note", "a b")])
        #expect(request.headers == [NameValue("Accept", "application/json"), NameValue("Content-Type", "application/json")])
        let expected = try JSONBodyParser.parse(#"{"amount":1000,"currency":"EUR","card":{"number":"4111111111111111"}}"#)
        #expect(request.body == .json(expected))
        let response = cassette.interactions[0].response
        #expect(response.status == 201)
        #expect(response.headers == [NameValue("content-type", "application/json; charset=utf-8"), NameValue("X-Request-Id", "req_1")])
        #expect(response.body == .json(try JSONBodyParser.parse(#"{"id":"pay_1","amount":1000.50}"#)))
    }

    @Test("A HAR form POST becomes ordered pairs")
    func harFormPost() throws {
        let interaction = try load(ImportFixtures.browserHAR, .har).interactions[1]
        #expect(interaction.request.method == "POST")
        #expect(interaction.request.path == "/v1/refunds")
        #expect(interaction.request.query.isEmpty)
        #expect(
            interaction.request.body
                == .form([NameValue("card", "5555555555554444"), NameValue("amount", "10.00"), NameValue("reason", "duplicate")]))
        #expect(interaction.response.body == .text("accepted"))
    }

    @Test("A HAR query string and Base64 binary response are decoded")
    func harQueryAndBinary() throws {
        let interaction = try load(ImportFixtures.browserHAR, .har).interactions[2]
        #expect(interaction.request.path == "/v1/cards/logo small.png")
        #expect(interaction.request.query == [NameValue("size", "2x"), NameValue("lang", "fr"), NameValue("empty", "")])
        #expect(interaction.request.body == .none)
        #expect(interaction.response.body == .base64(pngBytes))
        #expect(interaction.response.headers == [NameValue("Content-Type", "image/png")])
    }

    @Test("A mitmproxy HAR imports with its port, microsecond time and empty body")
    func mitmproxyHAR() throws {
        let cassette = try load(ImportFixtures.mitmproxyHAR, .har)
        #expect(cassette.baseURL == "http://127.0.0.1:8080")
        #expect(cassette.recordedAt == "2024-01-02T03:04:05Z")
        let interaction = try #require(cassette.interactions.first)
        #expect(interaction.request.method == "PUT")
        #expect(interaction.request.path == "/api/v2/orders/42/capture")
        #expect(interaction.request.query == [NameValue("force", "true")])
        #expect(interaction.request.headers == [NameValue("content-type", "application/json"), NameValue("Host", "127.0.0.1:8080")])
        #expect(interaction.request.body == .json(.object([BodyMember("amount", .number("250"))])))
        #expect(interaction.response.status == 204)
        #expect(interaction.response.body == .none)
        #expect(interaction.response.headers == [NameValue("date", "Tue, 02 Jan 2024 03:04:05 GMT")])
    }

    // MARK: VCR and vcrpy

    @Test("A Ruby VCR cassette imports methods, bodies, repeated headers and recorded_at")
    func rubyVCR() throws {
        let cassette = try load(ImportFixtures.rubyVCR, .vcr)
        #expect(cassette.baseURL == "https://api.example.com")
        #expect(cassette.recordedAt == "2024-03-05T10:11:12Z")
        #expect(cassette.interactions.count == 3)
        let first = cassette.interactions[0]
        #expect(first.request.method == "POST")
        #expect(first.request.path == "/v1/charges")
        #expect(first.request.query == [NameValue("expand[]", "source"), NameValue("q", "a+b")])
        #expect(
            first.request.headers == [
                NameValue("Accept", "*/*"), NameValue("Content-Type", "application/json"), NameValue("User-Agent", "Faraday v2.9.0"),
            ])
        #expect(first.request.body == .json(try JSONBodyParser.parse(#"{"amount":1000,"card":"4111111111111111"}"#)))
        #expect(first.response.status == 402)
        #expect(
            first.response.headers == [
                NameValue("Content-Type", "application/json; charset=utf-8"), NameValue("Set-Cookie", "a=1"), NameValue("Set-Cookie", "b=2"),
            ])
        #expect(first.response.body == .json(try JSONBodyParser.parse(#"{"error":{"code":"card_declined"}}"#)))
        let second = cassette.interactions[1]
        #expect(second.request.method == "GET")
        #expect(second.request.body == .none)
        #expect(second.response.body == .base64(try #require(Data(base64Encoded: "JVBERi0xLjQKJeLjz9MK"))))
        let third = cassette.interactions[2]
        #expect(third.request.method == "DELETE")
        #expect(third.response.body == .base64(Data([0, 1, 2, 3])))
    }

    @Test("A vcrpy cassette imports string, null and !!binary bodies")
    func vcrpy() throws {
        let cassette = try load(ImportFixtures.vcrpy, .vcrpy)
        #expect(cassette.baseURL == "http://localhost:9000")
        #expect(cassette.interactions.count == 2)
        let first = cassette.interactions[0]
        #expect(first.request.method == "POST")
        #expect(first.request.path == "/pay")
        #expect(first.request.query == [NameValue("attempt", "1")])
        #expect(first.request.body == .form([NameValue("amount", "1000"), NameValue("currency", "EUR"), NameValue("card", "5555555555554444")]))
        #expect(first.response.body == .json(try JSONBodyParser.parse(#"{"status": "approved", "amount": 1000}"#)))
        let second = cassette.interactions[1]
        #expect(second.request.body == .none)
        #expect(second.request.headers.isEmpty)
        #expect(second.response.body == .base64(pngBytes))
    }

    @Test("Imported cassettes are valid PaymentConformance cassettes")
    func importedCassettesEncode() throws {
        for (text, format) in [(ImportFixtures.browserHAR, CassetteImportFormat.har), (ImportFixtures.rubyVCR, .vcr), (ImportFixtures.vcrpy, .vcrpy)]
        {
            let cassette = try load(text, format)
            let decoded = try CassetteCodec.decode(Data(CassetteCodec.encode(cassette).utf8), file: "encoded.json")
            #expect(decoded == cassette)
        }
    }

    @Test("importFile reads from disk and reports a missing file")
    func importFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("import-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("session.har").path
        try Data(ImportFixtures.mitmproxyHAR.utf8).write(to: URL(fileURLWithPath: file))
        #expect(try CassetteImporter.importFile(file, format: .har) == load(ImportFixtures.mitmproxyHAR, .har))
        #expect(throws: CassetteError.self) { try CassetteImporter.importFile(folder.appendingPathComponent("missing.har").path, format: .har) }
    }

    // MARK: Errors

    @Test("A truncated HAR names the line and column")
    func truncatedHAR() throws {
        let text = """
            {"log": {"version": "1.2",
              "entries": [
                {"request": {"method": "GET", "url": "https://api.example.com/v1/ping"
            """
        let error = try #require(failure(text, .har, file: "session.har"))
        #expect(error.diagnostic.id == .importInvalid)
        #expect(error.diagnostic.location == SourceLocation(file: "session.har", line: 3, column: 75))
        #expect(
            error.diagnostic.message()
                == "cannot import 'session.har' as HAR: line 3, column 75: the object is not closed; the HAR is not valid JSON "
                + "(a truncated download or an interrupted export?), export it again")
    }

    @Test("A HAR without log.entries says there is nothing to import")
    func harWithoutEntries() throws {
        let text = #"{"log": {"version": "1.2", "creator": {"name": "WebInspector", "version": "537.36"}}}"#
        let error = try #require(failure(text, .har, file: "empty.har"))
        #expect(
            error.diagnostic.message()
                == "cannot import 'empty.har' as HAR: at $.log: there is no 'entries' list, so there are no requests to import; "
                + "export the HAR again with its requests")
        let notHAR = try #require(failure(#"{"entries": []}"#, .har, file: "other.json"))
        #expect(notHAR.diagnostic.message().contains("at $: there is no 'log' object"))
    }

    @Test("A HAR entry without a response status is named by its index")
    func harStatusZero() throws {
        let text = #"""
            {"log": {"entries": [{"request": {"method": "GET", "url": "https://api.example.com/x", "headers": []},
              "response": {"status": 0, "headers": [], "content": {"size": 0, "mimeType": ""}}}]}}
            """#
        let error = try #require(failure(text, .har, file: "blocked.har"))
        #expect(
            error.diagnostic.message().hasPrefix("cannot import 'blocked.har' as HAR: at $.log.entries[0].response.status: 0 is not an HTTP status"))
    }

    @Test("A VCR cassette with a !ruby/object tag is rejected, not loaded")
    func rubyObjectTag() throws {
        let text = """
            ---
            http_interactions:
            - request:
                method: get
                uri: https://api.example.com/v1/ping
              response: !ruby/object:Net::HTTPOK
                code: '200'
                body: pong
            recorded_with: VCR 6.2.0
            """
        let error = try #require(failure(text, .vcr, file: "ping.yml"))
        #expect(error.diagnostic.location == SourceLocation(file: "ping.yml", line: 6, column: 13))
        #expect(
            error.diagnostic.message()
                == "cannot import 'ping.yml' as Ruby VCR YAML: line 6, column 13 (http_interactions[0].response): the YAML tag "
                + "'!ruby/object:Net::HTTPOK' asks for a Ruby object, and the importer never builds objects from a file; re-record the "
                + "cassette so it holds plain strings, lists and mappings, or replace the tagged value with its plain text")
    }

    @Test("A vcrpy cassette with a !!python/object tag is rejected")
    func pythonObjectTag() throws {
        let text = """
            interactions:
            - request:
                body: !!python/object:io.BytesIO {}
                headers: {}
                method: POST
                uri: http://localhost/upload
              response:
                body: {string: ok}
                headers: {}
                status: {code: 200, message: OK}
            version: 1
            """
        let error = try #require(failure(text, .vcrpy, file: "upload.yaml"))
        #expect(
            error.diagnostic.message().contains(
                "line 3, column 11 (interactions[0].request.body): the YAML tag '!!python/object:io.BytesIO' asks for a Python object"))
    }

    @Test("A vcrpy body of an unknown shape is rejected with its position and a fix")
    func vcrpyUnknownBody() throws {
        let text = """
            interactions:
            - request:
                body:
                  file: receipt.pdf
                headers: {}
                method: POST
                uri: http://localhost:9000/upload
              response:
                body:
                  string: ok
                headers: {}
                status:
                  code: 200
                  message: OK
            version: 1
            """
        let error = try #require(failure(text, .vcrpy, file: "upload.yaml"))
        #expect(error.diagnostic.location == SourceLocation(file: "upload.yaml", line: 4, column: 7))
        #expect(
            error.diagnostic.message()
                == "cannot import 'upload.yaml' as vcrpy YAML: line 4, column 7 (interactions[0].request.body): this body is a mapping, "
                + "which this importer does not understand; expected null, a string or !!binary. Replace it with the body as a string "
                + "(or as !!binary Base64) and import again")
    }

    @Test("A cassette imported with the wrong YAML format suggests the right one")
    func wrongYAMLFormat() throws {
        let error = try #require(failure(ImportFixtures.vcrpy, .vcr, file: "pay.yaml"))
        #expect(error.diagnostic.message().contains("this looks like a vcrpy YAML cassette; import it with format 'vcrpy'"))
        let other = try #require(failure(ImportFixtures.rubyVCR, .vcrpy, file: "charges.yml"))
        #expect(other.diagnostic.message().contains("import it with format 'vcr'"))
    }

    @Test("Aliases that expand without bound are refused quickly")
    func aliasExpansion() throws {
        var text = "a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            text += "a\(level): &a\(level) [" + Array(repeating: previous, count: 10).joined(separator: ", ") + "]\n"
        }
        text += "interactions: [*a9]\nversion: 1\n"
        let error = try #require(failure(text, .vcrpy, file: "laughs.yaml"))
        #expect(error.diagnostic.message().contains("the YAML's aliases expand it to more than 1000"), "\(error.diagnostic.message())")
    }

    @Test("Other YAML tags are refused with the tag's name")
    func unknownTag() throws {
        let text = """
            interactions:
            - request: {body: !!set {a: null}, headers: {}, method: GET, uri: http://localhost/}
              response: {body: {string: ok}, headers: {}, status: {code: 200, message: OK}}
            version: 1
            """
        let error = try #require(failure(text, .vcrpy, file: "set.yaml"))
        #expect(error.diagnostic.message().contains("line 2, column 19 (interactions[0].request.body): the YAML tag '!!set' is not supported"))
    }

    @Test("YAML syntax errors name the line and column")
    func yamlSyntax() throws {
        let error = try #require(failure("interactions:\n- request: [unclosed\n", .vcrpy, file: "broken.yaml"))
        #expect(error.diagnostic.id == .importInvalid)
        #expect(error.diagnostic.location?.line == 3)
        #expect(error.diagnostic.message().contains("YAML syntax error"))
    }

    // MARK: Export and round trip

    @Test("The HAR export is HAR 1.2 and deterministic")
    func exportShape() throws {
        let cassette = try load(ImportFixtures.browserHAR, .har)
        let text = CassetteExporter.har(cassette)
        #expect(text == CassetteExporter.har(cassette))
        let root = try JSONBodyParser.parse(text)
        let log = try #require(root["log"])
        #expect(log["version"] == .string("1.2"))
        #expect(log["creator"]?["name"] == .string("PaymentConformance"))
        guard case .array(let entries)? = log["entries"] else {
            Issue.record("entries is not a list")
            return
        }
        #expect(entries.count == 3)
        let first = entries[0]
        #expect(first["startedDateTime"] == .string(cassette.recordedAt))
        #expect(first["request"]?["url"] == .string("https://api.example.com:8443/v1/payments?expand=card&note=a%20b"))
        #expect(first["request"]?["headersSize"] == .number("-1"))
        #expect(first["request"]?["postData"]?["mimeType"] == .string("application/json"))
        #expect(first["response"]?["statusText"] == .string(""))
        #expect(first["timings"]?["wait"] == .number("0"))
        #expect(entries[2]["request"]?["url"] == .string("https://api.example.com:8443/v1/cards/logo%20small.png?size=2x&lang=fr&empty="))
        #expect(entries[2]["request"]?["postData"] == nil)
        #expect(entries[2]["response"]?["content"]?["encoding"] == .string("base64"))
        #expect(entries[2]["response"]?["content"]?["text"] == .string(Data(pngBytes).base64EncodedString()))
    }

    @Test("Import, export to HAR and import again keeps every request and response")
    func roundTrip() throws {
        let sources: [(String, CassetteImportFormat)] = [
            (ImportFixtures.browserHAR, .har), (ImportFixtures.mitmproxyHAR, .har), (ImportFixtures.rubyVCR, .vcr), (ImportFixtures.vcrpy, .vcrpy),
        ]
        for (text, format) in sources {
            let imported = try load(text, format)
            let exported = CassetteExporter.har(imported)
            let again = try load(exported, .har, file: "exported.har")
            #expect(again.interactions.map(\.request) == imported.interactions.map(\.request), "requests of \(format)")
            #expect(again.interactions.map(\.response) == imported.interactions.map(\.response), "responses of \(format)")
            #expect(again.baseURL == imported.baseURL)
            #expect(again.recordedAt == imported.recordedAt)
            #expect(CassetteExporter.har(again) == exported)
        }
    }

    @Test("A cassette without a base URL exports against localhost and binary requests survive")
    func exportWithoutBaseURL() throws {
        let original = Cassette(
            recordedAt: "2024-02-03T04:05:06Z", baseURL: nil,
            interactions: [
                Interaction(
                    request: RecordedRequest(
                        method: "POST", path: "/files/a%b?c", query: [NameValue("x y", "1+2=3"), NameValue("k", "v&w")],
                        headers: [NameValue("Content-Type", "application/octet-stream")], body: .base64(Data([0xFF, 0x00, 0x10]))),
                    response: RecordedResponse(status: 200, headers: [NameValue("Content-Type", "application/json")], body: .text("not json")))
            ])
        let exported = CassetteExporter.har(original)
        #expect(exported.contains(#""url": "http://localhost/files/a%25b%3Fc?x%20y=1%2B2%3D3&k=v%26w""#))
        let again = try load(exported, .har)
        #expect(again.baseURL == "http://localhost")
        #expect(again.interactions.map(\.request) == original.interactions.map(\.request))
        #expect(again.interactions.map(\.response) == original.interactions.map(\.response))
    }
}
