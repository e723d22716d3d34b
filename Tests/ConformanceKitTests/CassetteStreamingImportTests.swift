import ConformanceTestSupport
import Foundation
import Testing
import Yams

@testable import ConformanceKit

/// `cassette import` and `cassette export` work one interaction at a time: the streaming writer's bytes are the
/// codec's, YAML cassettes are read item by item with the whole reading's results and errors, and memory does not
/// grow with the file.
@Suite struct CassetteStreamingImportTests {
    static func folder() throws -> String { try TestSupport.scratchFolder("stream-import") }

    /// A Luhn-valid card number that is not a published test card, made at run time so no source file holds one.
    static var liveCard: String {
        let body = "45320151128303"
        for check in 0...9 where Luhn.isValid(body + "7" + String(check)) { return body + "7" + String(check) }
        return body + "70"
    }

    /// Cassettes of every shape the codec writes: imported ones, one with tricky texts and generated values, one
    /// without a base URL, one without interactions.
    static func cassettes() throws -> [Cassette] {
        var result = [
            try CassetteImporter.decode(Data(ImportFixtures.vcrpy.utf8), format: .vcrpy, file: "a.yaml"),
            try CassetteImporter.decode(Data(ImportFixtures.rubyVCR.utf8), format: .vcr, file: "b.yml"),
            try CassetteImporter.decode(Data(ImportFixtures.browserHAR.utf8), format: .har, file: "c.har"),
            CassetteStreamTests.tricky,
        ]
        var bare = CassetteStreamTests.tricky
        bare.baseURL = nil
        bare.generated = [:]
        result.append(bare)
        result.append(Cassette(recordedAt: "2026-11-26T00:00:00Z", baseURL: "http://127.0.0.1:1", interactions: [], generated: ["id": "x"]))
        return result
    }

    static func streamed(_ cassette: Cassette, to file: String) throws {
        let writer = try CassetteStreamWriter(file: file, baseURL: cassette.baseURL, generated: cassette.generated)
        for interaction in cassette.interactions { try writer.append(interaction) }
        try writer.finish(recordedAt: cassette.recordedAt, toolVersion: cassette.toolVersion)
    }

    // MARK: Writer

    @Test func theStreamingWriterWritesTheCodecsBytes() throws {
        let folder = try Self.folder()
        for (index, cassette) in try Self.cassettes().enumerated() {
            let file = folder + "/c\(index).json"
            try Self.streamed(cassette, to: file)
            let written = try String(contentsOfFile: file, encoding: .utf8)
            #expect(written == CassetteCodec.encode(cassette), "cassette \(index)")
            #expect(try CassetteCodec.read(file: file) == cassette)
        }
        // A generated Saferpay cassette of many interactions too.
        let many = try CassetteImporter.decode(Data(CassetteFixtures.vcrpy(300).utf8), format: .vcrpy, file: "many.yaml")
        try Self.streamed(many, to: folder + "/many.json")
        #expect(try String(contentsOfFile: folder + "/many.json", encoding: .utf8) == CassetteCodec.encode(many))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).allSatisfy { !$0.hasSuffix(".tmp") })
    }

    @Test func aCardNumberMidStreamIsRefusedAndLeavesNoFile() throws {
        let folder = try Self.folder()
        let file = folder + "/out.json"
        let writer = try CassetteStreamWriter(file: file, baseURL: "http://127.0.0.1:1")
        for index in 0..<5 {
            var body = BodyValue.object([BodyMember("n", .number(String(index)))])
            if index == 3 { body = .object([BodyMember("note", .string("paid with \(Self.liveCard)"))]) }
            let interaction = Interaction(
                request: RecordedRequest(method: "POST", path: "/p", headers: [NameValue("Content-Type", "application/json")], body: .json(body)),
                response: RecordedResponse(status: 200))
            if index < 3 {
                try writer.append(interaction)
                continue
            }
            #expect {
                try writer.append(interaction)
            } throws: { error in
                let message = (error as? CassetteError)?.diagnostic.message() ?? ""
                return message.contains("refusing to write '\(file)'") && message.contains("$.interactions[3]") && message.contains("line ")
            }
            break
        }
        #expect(!FileManager.default.fileExists(atPath: file))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
        #expect(throws: CassetteError.self) { try writer.finish(recordedAt: "x") }

        // A file already there is left as it was.
        try "before\n".write(toFile: file, atomically: true, encoding: .utf8)
        let second = try CassetteStreamWriter(file: file, baseURL: nil)
        let leaking = Interaction(
            request: RecordedRequest(method: "GET", path: "/p", query: [NameValue("pan", Self.liveCard)]), response: RecordedResponse(status: 200))
        #expect(throws: CassetteError.self) { try second.append(leaking) }
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "before\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["out.json"])
    }

    // MARK: Streaming YAML

    /// A vcrpy cassette with what a line splitter could stumble on.
    static let awkwardVCRPY = """
        # recorded by hand
        ---
        interactions:
          # the list is indented by two spaces
          - request:
              body: |
                first line
                - not an item
              headers:
                X-List:
                  - a
                  - b
              method: POST
              uri: http://localhost:9000/one
            response:
              body:
                string: >
                  folded
                  text

                  - still text
              headers: {}
              status: {code: 200, message: OK}
        # a comment at column 0 inside the list
          - request:
              body: null
              headers:
                Accept:
                - '*/*'
              method: GET
              uri: "http://localhost:9000/two?q=a%20b"
            response:
              body:
                string: "a quoted
                  continuation"
              headers: {}
              status:
                code: 201
                message: Created
        version: 1
        ...
        """

    /// The whole reading of a YAML text, and the streamed one with small chunks.
    static func bothWays(_ text: String, _ format: CassetteImportFormat) throws -> (whole: Cassette, streamed: Cassette, split: Bool) {
        let context = ImportContext(file: "f.yaml", format: format)
        let whole = try YAMLCassetteImport(context: context, text: text).cassette()
        var stream = YAMLStreamImport(context: context, source: .data(Data(text.utf8)), chunkSize: 7)
        let split = try stream.outline()
        let streamed = try CassetteImporter.collect(source: .data(Data(text.utf8)), format: format, file: "f.yaml", chunkSize: 7)
        return (whole, streamed, split)
    }

    @Test func itemsAreReadOneByOneWithTheWholeReadingsResult() throws {
        for (text, format) in [
            (Self.awkwardVCRPY, CassetteImportFormat.vcrpy), (ImportFixtures.vcrpy, .vcrpy), (ImportFixtures.rubyVCR, .vcr),
            (CassetteFixtures.vcrpy(40), .vcrpy), (ImportFixtures.rubyVCR.replacingOccurrences(of: "\n", with: "\r\n"), .vcr),
        ] {
            let result = try Self.bothWays(text, format)
            #expect(result.split, "\(text.prefix(60))")
            #expect(result.streamed.interactions == result.whole.interactions)
            #expect(result.streamed.baseURL == result.whole.baseURL)
            if format == .vcr { #expect(result.streamed.recordedAt == result.whole.recordedAt) }
        }
        let awkward = try Self.bothWays(Self.awkwardVCRPY, .vcrpy).streamed
        #expect(awkward.interactions.count == 2)
        #expect(awkward.interactions[0].request.body == .text("first line\n- not an item\n"))
        #expect(awkward.interactions[0].response.body == .text("folded text\n- still text\n"))
        #expect(awkward.interactions[1].response.body == .text("a quoted continuation"))
        #expect(awkward.interactions[0].request.headers.filter { $0.name == "X-List" }.map(\.value) == ["a", "b"])
    }

    @Test func flowStyleAndCrossItemAliasesAreReadWhole() throws {
        // Flow style: not split, read whole.
        let flow =
            "interactions: [{request: {body: null, headers: {}, method: GET, uri: 'http://h/x'}, "
            + "response: {body: {string: ok}, headers: {}, status: {code: 200, message: OK}}}]\nversion: 1\n"
        let flowResult = try Self.bothWays(flow, .vcrpy)
        #expect(!flowResult.split && flowResult.streamed.interactions == flowResult.whole.interactions)
        // An alias naming an anchor of an earlier item: the streamed reading starts over on the whole file.
        let shared = """
            interactions:
            - request:
                body: null
                headers: &common
                  Accept:
                  - application/json
                method: GET
                uri: http://localhost:9000/a
              response: {body: {string: a}, headers: {}, status: {code: 200, message: OK}}
            - request:
                body: null
                headers: *common
                method: GET
                uri: http://localhost:9000/b
              response: {body: {string: b}, headers: {}, status: {code: 200, message: OK}}
            version: 1
            """
        let sharedResult = try Self.bothWays(shared, .vcrpy)
        #expect(sharedResult.split)
        #expect(sharedResult.streamed.interactions == sharedResult.whole.interactions)
        #expect(sharedResult.streamed.interactions[1].request.headers == [NameValue("Accept", "application/json")])
        var restarts = 0
        var handed = 0
        _ = try CassetteImporter.forEach(
            source: .data(Data(shared.utf8)), format: .vcrpy, file: "f.yaml", restart: { restarts += 1 }, { _, _, _ in handed += 1 })
        #expect(restarts == 1 && handed == 3)
    }

    @Test func anAliasBombInsideOneItemIsStillRefused() throws {
        var anchors = ""
        anchors += "    a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n"
        for level in 1...6 {
            anchors += "    a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 10).joined(separator: ", ") + "]\n"
        }
        let text = "interactions:\n- request:\n" + anchors + "    method: GET\n    uri: http://h/x\n  response: {status: {code: 200}}\nversion: 1\n"
        let context = ImportContext(file: "laughs.yaml", format: .vcrpy)
        var stream = YAMLStreamImport(context: context, source: .data(Data(text.utf8)), chunkSize: 1 << 20)
        #expect(try stream.outline())
        #expect {
            _ = try CassetteImporter.decode(Data(text.utf8), format: .vcrpy, file: "laughs.yaml")
        } throws: { error in
            (error as? CassetteError)?.diagnostic.message().contains("aliases expand it") == true
        }
    }

    @Test func errorsNameTheLinesOfTheOriginalFile() throws {
        var text = CassetteFixtures.vcrpy(5)
        // The fourth interaction's method gets a Python object tag.
        var lines = text.components(separatedBy: "\n")
        let tagged = lines.indices.filter { lines[$0] == "    method: POST" }[3]
        lines[tagged] = "    method: !!python/object:builtins.str POST"
        text = lines.joined(separator: "\n")
        let tagError = try #require(failure(text))
        #expect(tagError.diagnostic.location?.line == tagged + 1)
        #expect(tagError.diagnostic.message().contains("(interactions[3].request.method): the YAML tag '!!python/object:builtins.str'"))

        // A syntax error in the third item.
        lines = CassetteFixtures.vcrpy(5).components(separatedBy: "\n")
        let methods = lines.indices.filter { lines[$0] == "    method: POST" }
        lines[methods[2]] = "    method: [POST"
        let syntax = try #require(failure(lines.joined(separator: "\n")))
        #expect(syntax.diagnostic.message().contains("YAML syntax error"))
        let reported = try #require(syntax.diagnostic.location?.line)
        #expect(reported > methods[2] && reported <= methods[3] + 1, "line \(reported), the broken one is \(methods[2] + 1)")

        // A status out of range in the last item.
        lines = CassetteFixtures.vcrpy(5).components(separatedBy: "\n")
        let codes = lines.indices.filter { lines[$0] == "      code: 200" }
        lines[codes[4]] = "      code: 999"
        let status = try #require(failure(lines.joined(separator: "\n")))
        #expect(status.diagnostic.location?.line == codes[4] + 1)
        #expect(status.diagnostic.message().contains("interactions[4].response.status.code"))

        // Not UTF-8 in an item.
        var bytes = Array(CassetteFixtures.vcrpy(3).utf8)
        let at = bytes.count / 2
        bytes[at] = 0xFF
        let encoding = try #require(failure(bytes))
        #expect(encoding.diagnostic.message().contains("not UTF-8"))
    }

    func failure(_ text: String) -> CassetteError? { failure(Array(text.utf8)) }

    func failure(_ bytes: [UInt8]) -> CassetteError? {
        do {
            _ = try CassetteImporter.collect(source: .data(Data(bytes)), format: .vcrpy, file: "f.yaml", chunkSize: 13)
            return nil
        } catch {
            return error
        }
    }

    @Test func aStreamedImportOfAFileWritesWhatAWholeImportWouldHave() throws {
        let folder = try Self.folder()
        let file = folder + "/in.yaml"
        try ImportFixtures.rubyVCR.write(toFile: file, atomically: true, encoding: .utf8)
        var handed: [Interaction] = []
        let summary = try CassetteImporter.forEach(file: file, format: .vcr) { index, interaction, baseURL in
            #expect(index == handed.count && baseURL == "https://api.example.com")
            handed.append(interaction)
        }
        let whole = try CassetteImporter.importFile(file, format: .vcr)
        #expect(handed == whole.interactions && summary.count == 3 && summary.recordedAt == whole.recordedAt)
    }

    // MARK: Streaming HAR

    @Test(arguments: [1, 5, 64, 1 << 20])
    func harEntriesAreReadOneByOneWithTheWholeReadingsResult(chunkSize: Int) throws {
        let tricky = CassetteExporter.har(CassetteStreamTests.tricky)
        for text in [ImportFixtures.browserHAR, ImportFixtures.mitmproxyHAR, tricky] {
            let context = ImportContext(file: "f.har", format: .har)
            let whole = try HARImport(context: context).cassette(Data(text.utf8))
            let streamed = try CassetteImporter.collect(source: .data(Data(text.utf8)), format: .har, file: "f.har", chunkSize: chunkSize)
            #expect(streamed == whole)
            var splitter = JSONEntrySplitter()
            var handed = 0
            try splitter.feed(Array(text.utf8)) { _, _, _ in handed += 1 }
            #expect(handed == whole.interactions.count && !splitter.unsupported && splitter.stack.isEmpty)
            #expect(splitter.outline.count < 400, "\(String(decoding: splitter.outline, as: UTF8.self))")
        }
    }

    @Test func harErrorsInAnEntryNameTheFilesLineAndColumn() throws {
        let text = """
            {"log": {"version": "1.2", "entries": [
              {"request": {"method": "GET", "url": "https://h/a", "headers": []},
               "response": {"status": 200, "headers": []}},
              {"request": {"method": "GET", "url": "https://h/b", "headers": []},
               "response": {"status": 200 "headers": []}}
            ]}}
            """
        let error = try #require(harFailure(text))
        #expect(error.diagnostic.location?.line == 5, "\(error.diagnostic.message())")
        #expect(error.diagnostic.message().contains("the HAR is not valid JSON"))
        // What the whole reading says of the same file.
        #expect {
            _ = try HARImport(context: ImportContext(file: "f.har", format: .har)).cassette(Data(text.utf8))
        } throws: { whole in
            (whole as? CassetteError)?.diagnostic.location == error.diagnostic.location
        }
        // A bad status in the second entry is named by its index.
        let status = try #require(harFailure(text.replacingOccurrences(of: "200 \"headers\"", with: "0, \"headers\"")))
        #expect(status.diagnostic.message().contains("$.log.entries[1].response.status: 0 is not an HTTP status"))
    }

    func harFailure(_ text: String) -> CassetteError? {
        do {
            _ = try CassetteImporter.collect(source: .data(Data(text.utf8)), format: .har, file: "f.har", chunkSize: 3)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Export

    @Test func theStreamedHARExportWritesWhatTheWholeExportWrote() throws {
        let folder = try Self.folder()
        for (index, cassette) in try Self.cassettes().enumerated() where !cassette.interactions.isEmpty {
            let file = folder + "/c\(index).json"
            try CassetteRecorder.write(cassette, to: file)
            let count = try CassetteExporter.writeHAR(cassette: file, to: folder + "/c\(index).har")
            #expect(count == cassette.interactions.count)
            let written = try String(contentsOfFile: folder + "/c\(index).har", encoding: .utf8)
            #expect(written == CassetteExporter.har(cassette) + "\n", "cassette \(index)")
        }
        // An empty cassette is refused and writes nothing.
        try CassetteRecorder.write(Cassette(recordedAt: "2026-11-26T00:00:00Z", baseURL: nil, interactions: []), to: folder + "/empty.json")
        #expect(throws: Diagnostic.self) { _ = try CassetteExporter.writeHAR(cassette: folder + "/empty.json", to: folder + "/empty.har") }
        #expect(!FileManager.default.fileExists(atPath: folder + "/empty.har"))
    }

    @Test func theHARExportRefusesACardNumberAndLeavesNoFile() throws {
        let folder = try Self.folder()
        var cassette = CassetteStreamTests.tricky
        // Written around the recorder's scan, as a hand-edited cassette would be.
        cassette.interactions[2].response.body = .text("card \(Self.liveCard)")
        try CassetteCodec.writeAtomically(CassetteCodec.encode(cassette), to: folder + "/c.json")
        #expect {
            _ = try CassetteExporter.writeHAR(cassette: folder + "/c.json", to: folder + "/c.har")
        } throws: { error in
            let message = (error as? Diagnostic)?.message() ?? ""
            return message.contains("refusing to write") && message.contains("$.log.entries[2]")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["c.json"])
    }
}
