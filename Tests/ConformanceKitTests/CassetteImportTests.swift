import ConformanceKit
import Foundation
import Testing

/// Small recordings in each import format, written for these tests.
enum ImportFixtures {
    /// A browser-style HAR (HTTP/2 pseudo-headers, offset timestamps): JSON POST, form POST,
    /// query-only GET with a Base64 binary response.
    static let browserHAR = #"""
        {
          "log": {
            "version": "1.2",
            "creator": {"name": "WebInspector", "version": "537.36"},
            "pages": [],
            "entries": [
              {
                "startedDateTime": "2024-05-06T07:08:09.123+02:00",
                "time": 120.5,
                "request": {
                  "method": "POST",
                  "url": "https://api.example.com:8443/v1/payments?expand=card&note=a%20b",
                  "httpVersion": "http/2.0",
                  "headers": [
                    {"name": ":authority", "value": "api.example.com:8443"},
                    {"name": ":method", "value": "POST"},
                    {"name": "Content-Type", "value": "application/json"},
                    {"name": "content-length", "value": "64"},
                    {"name": "Accept", "value": "application/json"}
                  ],
                  "queryString": [{"name": "expand", "value": "card"}, {"name": "note", "value": "a%20b"}],
                  "cookies": [],
                  "headersSize": -1,
                  "bodySize": 64,
                  "postData": {
                    "mimeType": "application/json",
                    "text": "{\"amount\":1000,\"currency\":\"EUR\",\"card\":{\"number\":\"4111111111111111\"}}"
                  }
                },
                "response": {
                  "status": 201,
                  "statusText": "Created",
                  "httpVersion": "http/2.0",
                  "headers": [
                    {"name": "content-type", "value": "application/json; charset=utf-8"},
                    {"name": "content-encoding", "value": "gzip"},
                    {"name": "X-Request-Id", "value": "req_1"}
                  ],
                  "cookies": [],
                  "content": {"size": 31, "mimeType": "application/json", "text": "{\"id\":\"pay_1\",\"amount\":1000.50}"},
                  "redirectURL": "",
                  "headersSize": -1,
                  "bodySize": 31
                },
                "cache": {},
                "timings": {"send": 1, "wait": 100, "receive": 19.5}
              },
              {
                "startedDateTime": "2024-05-06T07:08:10.000+02:00",
                "time": 80,
                "request": {
                  "method": "post",
                  "url": "https://api.example.com:8443/v1/refunds",
                  "httpVersion": "http/2.0",
                  "headers": [{"name": "Content-Type", "value": "application/x-www-form-urlencoded"}],
                  "queryString": [],
                  "postData": {
                    "mimeType": "application/x-www-form-urlencoded",
                    "text": "card=5555555555554444&amount=10.00&reason=duplicate",
                    "params": [{"name": "card", "value": "5555555555554444"}]
                  }
                },
                "response": {
                  "status": 200,
                  "statusText": "OK",
                  "headers": [{"name": "Content-Type", "value": "text/plain"}],
                  "content": {"size": 8, "mimeType": "text/plain", "text": "accepted"}
                }
              },
              {
                "startedDateTime": "2024-05-06T07:08:11.000+02:00",
                "time": 10,
                "request": {
                  "method": "GET",
                  "url": "https://api.example.com:8443/v1/cards/logo%20small.png?size=2x&lang=fr&empty=",
                  "headers": [],
                  "queryString": []
                },
                "response": {
                  "status": 200,
                  "statusText": "OK",
                  "headers": [{"name": "Content-Type", "value": "image/png"}],
                  "content": {"size": 9, "mimeType": "image/png", "text": "iVBORw0KGgoA", "encoding": "base64"}
                }
              }
            ]
          }
        }
        """#

    /// A HAR as mitmproxy's "Export HAR" writes it: microsecond UTC timestamps, -1 timings, a port
    /// in the URL and an empty-bodied response.
    static let mitmproxyHAR = #"""
        {
          "log": {
            "version": "1.2",
            "creator": {"name": "mitmproxy", "version": "10.2.2", "comment": ""},
            "pages": [],
            "entries": [
              {
                "startedDateTime": "2024-01-02T03:04:05.678901+00:00",
                "time": 12.3,
                "request": {
                  "method": "PUT",
                  "url": "http://127.0.0.1:8080/api/v2/orders/42/capture?force=true",
                  "httpVersion": "HTTP/1.1",
                  "cookies": [],
                  "headers": [
                    {"name": "Host", "value": "127.0.0.1:8080"},
                    {"name": "content-type", "value": "application/json"}
                  ],
                  "queryString": [{"name": "force", "value": "true"}],
                  "headersSize": 120,
                  "bodySize": 16,
                  "postData": {"mimeType": "application/json", "text": "{\"amount\": 250}", "params": []}
                },
                "response": {
                  "status": 204,
                  "statusText": "No Content",
                  "httpVersion": "HTTP/1.1",
                  "cookies": [],
                  "headers": [{"name": "date", "value": "Tue, 02 Jan 2024 03:04:05 GMT"}],
                  "content": {"size": 0, "compression": 0, "mimeType": "", "text": ""},
                  "redirectURL": "",
                  "headersSize": 80,
                  "bodySize": 0
                },
                "cache": {},
                "timings": {"connect": -1, "ssl": -1, "send": -1, "receive": -1, "wait": -1},
                "serverIPAddress": "127.0.0.1"
              }
            ]
          }
        }
        """#

    /// A Ruby VCR cassette: lower-case methods, `{encoding, string}` and `base64_string` bodies,
    /// a Psych `!binary` string and HTTP-date `recorded_at`.
    static let rubyVCR = """
        ---
        http_interactions:
        - request:
            method: post
            uri: https://api.example.com/v1/charges?expand%5B%5D=source&q=a+b
            body:
              encoding: UTF-8
              string: '{"amount":1000,"card":"4111111111111111"}'
            headers:
              Content-Type:
              - application/json
              Accept:
              - "*/*"
              User-Agent:
              - Faraday v2.9.0
          response:
            status:
              code: 402
              message: Payment Required
            headers:
              Content-Type:
              - application/json; charset=utf-8
              Set-Cookie:
              - a=1
              - b=2
              Content-Length:
              - '36'
            body:
              encoding: UTF-8
              string: '{"error":{"code":"card_declined"}}'
            http_version:
          recorded_at: Tue, 05 Mar 2024 10:11:12 GMT
        - request:
            method: get
            uri: https://api.example.com/v1/receipts/7
            body:
              encoding: US-ASCII
              string: ''
            headers: {}
          response:
            status:
              code: 200
              message: OK
            headers:
              Content-Type:
              - application/pdf
            body:
              encoding: ASCII-8BIT
              base64_string: |
                JVBERi0xLjQKJeLjz9MK
          recorded_at: Tue, 05 Mar 2024 10:11:13 GMT
        - request:
            method: delete
            uri: https://api.example.com/v1/tokens/tok_1
            body:
              encoding: UTF-8
              string: ''
            headers:
              Authorization:
              - Bearer test
          response:
            status:
              code: 200
              message: OK
            headers:
              Content-Type:
              - application/octet-stream
            body:
              encoding: ASCII-8BIT
              string: !binary |-
                AAECAw==
          recorded_at: Tue, 05 Mar 2024 10:11:14 GMT
        recorded_with: VCR 6.2.0
        """

    /// A vcrpy cassette: a form body string, a null body and a `!!binary` response.
    static let vcrpy = """
        interactions:
        - request:
            body: amount=1000&currency=EUR&card=5555555555554444
            headers:
              Content-Type:
              - application/x-www-form-urlencoded
              User-Agent:
              - python-requests/2.31.0
            method: POST
            uri: http://localhost:9000/pay?attempt=1
          response:
            body:
              string: '{"status": "approved", "amount": 1000}'
            headers:
              Content-Type:
              - application/json
            status:
              code: 200
              message: OK
        - request:
            body: null
            headers: {}
            method: GET
            uri: http://localhost:9000/logo
          response:
            body:
              string: !!binary |
                iVBORw0KGgoA
            headers:
              Content-Type:
              - image/png
            status:
              code: 200
              message: OK
        version: 1
        """
}

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
