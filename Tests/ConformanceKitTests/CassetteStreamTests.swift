import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// Cassettes are read interaction by interaction: the same result as reading them whole, in bounded memory.
@Suite struct CassetteStreamTests {
    static func folder() throws -> String { try TestSupport.scratchFolder("stream") }

    /// Interactions whose texts hold what a byte scanner could stumble on: braces, brackets, commas and quotes in strings, escapes, non-ASCII.
    static var tricky: Cassette {
        let texts = [#"a "quoted" {brace} [bracket], comma"#, "back\\slash \\\" and \u{00e9}\u{1F4B3}", "}]},", "line\nbreak\ttab"]
        let interactions = texts.enumerated().map { index, text in
            Interaction(
                request: RecordedRequest(
                    method: "POST", path: "/p/\(index)", query: [NameValue("q", text)], headers: [NameValue("X-Note", "n")],
                    body: .json(.object([BodyMember(text, .array([.string(text), .number("1.5e3"), .null, .bool(true), .object([])]))]))),
                response: RecordedResponse(status: 200 + index, body: .text(text)),
                operation: OperationReference(protocolID: "saferpay", operation: "TransactionInitialize"))
        }
        return Cassette(recordedAt: "2026-11-26T00:00:00Z", baseURL: "http://127.0.0.1:1", interactions: interactions, generated: ["k": "v"])
    }

    @Test(arguments: [1, 7, 64, 1 << 20])
    func streamingReadsWhatAWholeReadReads(chunkSize: Int) throws {
        let file = try Self.folder() + "/c.json"
        try CassetteRecorder.write(Self.tricky, to: file)
        let whole = try CassetteCodec.read(file: file)
        var streamed: [Interaction] = []
        let summary = try CassetteStream.forEach(file: file, chunkSize: chunkSize, indexing: true) { index, interaction in
            #expect(index == streamed.count)
            streamed.append(interaction)
        }
        #expect(streamed == whole.interactions)
        #expect(summary.count == whole.interactions.count && summary.index.count == summary.count)
        #expect(summary.header.baseURL == whole.baseURL && summary.header.generated == whole.generated)
        #expect(summary.header.recordedAt == whole.recordedAt && summary.header.interactions.isEmpty)
    }

    /// An interaction read whole from its chunk (parsed in place) or byte by byte across chunks (the bytes cut
    /// anywhere) gives the same interactions, index and errors, with the same line and column.
    @Test func readingInPlaceAndByteByByteAgree() throws {
        let folder = try Self.folder()
        let file = folder + "/agree.json"
        try CassetteRecorder.write(Self.tricky, to: file)
        func read(_ path: String, _ chunkSize: Int) -> (interactions: [Interaction], index: [Int], error: String?) {
            var interactions: [Interaction] = []
            do {
                let summary = try CassetteStream.forEach(file: path, chunkSize: chunkSize, indexing: true) { _, interaction in
                    interactions.append(interaction)
                }
                return (interactions, summary.index.flatMap { [$0.offset, $0.length, $0.line] }, nil)
            } catch {
                return (interactions, [], error.diagnostic.message())
            }
        }
        let whole = read(file, 1 << 20)
        #expect(whole.interactions.count == 4 && whole.error == nil)
        for chunkSize in [1, 5, 64, 333] {
            let cut = read(file, chunkSize)
            #expect(cut.interactions == whole.interactions && cut.index == whole.index)
        }
        // Each invalid in its own way inside the second interaction: the error, its line and column do not depend on how it was read.
        let text = CassetteCodec.encode(Self.tricky)
        let second = try #require(text.range(of: "\"/p/1\""))
        let breakages = [
            "\"/p/1\", ]", "\"/p/1\" \"x\"", "\"/p/1\u{01}\"", "\"/p/1\", \"path\" : 1", "\"/p/\\q\"", "\"/p/1\" }}}}",
        ]
        for (number, broken) in breakages.enumerated() {
            let path = folder + "/broken-\(number).json"
            try text.replacingCharacters(in: second, with: broken).write(toFile: path, atomically: true, encoding: .utf8)
            let inPlace = read(path, 1 << 20)
            #expect(inPlace.error != nil, "\(broken)")
            for chunkSize in [1, 7, 100] {
                let cut = read(path, chunkSize)
                #expect(cut.error == inPlace.error && cut.interactions == inPlace.interactions, "\(broken), chunks of \(chunkSize)")
            }
        }
    }

    @Test func errorsNameTheLineOfTheInteractionThatHoldsThem() throws {
        let folder = try Self.folder()
        let text = CassetteCodec.encode(Self.tricky)
        // A status that is not a number, in the third interaction.
        let bad = text.replacingOccurrences(of: "\"status\" : 202", with: "\"status\" : \"x\"").replacingOccurrences(
            of: "\"status\": 202", with: "\"status\": \"x\"")
        #expect(bad != text)
        try bad.write(toFile: folder + "/bad.json", atomically: true, encoding: .utf8)
        #expect {
            _ = try CassetteStream.forEach(file: folder + "/bad.json") { _, _ in }
        } throws: { error in
            (error as? CassetteError)?.diagnostic.message().contains("$.interactions[2].response.status") == true
        }
        // Cut short: every complete interaction was handed over, then the error says the file ends early.
        try String(text.prefix(text.count * 2 / 3)).write(toFile: folder + "/cut.json", atomically: true, encoding: .utf8)
        var seen = 0
        #expect {
            _ = try CassetteStream.forEach(file: folder + "/cut.json") { _, _ in seen += 1 }
        } throws: { error in
            (error as? CassetteError)?.diagnostic.message().contains("ends before the cassette does") == true
        }
        #expect(seen >= 1)
        // Another format is refused before any interaction is read.
        try text.replacingOccurrences(of: "paymentconformance-cassette", with: "other").write(
            toFile: folder + "/other.json", atomically: true, encoding: .utf8)
        var handed = 0
        #expect {
            _ = try CassetteStream.forEach(file: folder + "/other.json") { _, _ in handed += 1 }
        } throws: { error in
            (error as? CassetteError)?.diagnostic.message().contains("not a PaymentConformance cassette") == true
        }
        #expect(handed == 0)
    }

    @Test func replayCostGrowsLinearlyWithTheCassette() throws {
        let folder = try Self.folder()
        func cost(_ count: Int) throws -> Double {
            let file = try CassetteFixtures.large(count, in: folder)
            var requests: [RecordedRequest] = []
            _ = try CassetteStream.forEach(file: file) { _, interaction in requests.append(interaction.request) }
            let start = ReportFixtures.threadCPUSeconds()
            let recorder = try CassetteRecorder(file: file, specs: TestSupport.loaded.specs, options: .init(mode: .none))
            var replayed = 0
            for request in requests.reversed() {
                if case .replay = recorder.decide(request) { replayed += 1 }
            }
            let spent = ReportFixtures.threadCPUSeconds() - start
            #expect(replayed == count)
            return spent
        }
        _ = try cost(100)
        let small = try cost(500)
        let large = try cost(2000)
        // Four times the interactions, about four times the cost (indexing, then one lookup and one read each);
        // a scan of the cassette per request would be sixteen.
        #expect(large < small * 7, "500 interactions: \(small) s, 2,000: \(large) s")
    }

    @Test func aFileScanFindsWhatAWholeScanFindsWithTheSameLines() throws {
        let pan = CardFixtures.realLookingPAN("45")
        let hidden = CardFixtures.realLookingPAN("52")
        let coded = CardFixtures.realLookingPAN("37", length: 15)
        let json: BodyValue = .object([
            BodyMember("Card", .object([BodyMember("Number", .string(pan)), BodyMember("VerificationCode", .string("987"))])),
            BodyMember("Note", .string("two\nlines")),
        ])
        let cassette = Cassette(
            recordedAt: "2026-11-26T00:00:00Z", baseURL: "https://test.saferpay.com",
            interactions: [
                Interaction(request: RecordedRequest(method: "GET", path: "/clean"), response: RecordedResponse(status: 204)),
                Interaction(
                    request: RecordedRequest(method: "POST", path: "/pay", body: .json(json)),
                    response: RecordedResponse(status: 200, body: .base64(Data("card \(coded) here".utf8)))),
            ])
        var text = CassetteCodec.encode(cassette)
        // A number spelt with \u escapes, in a text body the encoder would write in clear.
        let escaped = hidden.unicodeScalars.map { String(format: "\\u%04x", $0.value) }.joined()
        text = text.replacingOccurrences(of: "\"path\" : \"/clean\"", with: "\"path\" : \"/clean\",\n        \"body\" : {\"text\" : \"\(escaped)\"}")
        let file = try Self.folder() + "/leaky.json"
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        let whole = CardNumberScan.scan(cassette: text, cassette: try CassetteCodec.read(file: file), allowed: TestCardNumbers.documented)
        let streamed = try CardNumberScan.scan(cassetteFile: file)
        #expect(streamed.interactions == 2)
        #expect(Set(whole.map(\.masked)) == Set(streamed.hits.map(\.masked)))
        #expect(whole.count == streamed.hits.count, "\(whole.map(\.position)) vs \(streamed.hits.map(\.position))")
        #expect(whole.count == 4, "the card number, the escaped one, the Base64 one and the CVV: \(whole.map(\.position))")
        let wholeLines = whole.filter { $0.place == .text }.map { "\($0.masked)@\($0.line):\($0.column)" }
        let streamedLines = streamed.hits.filter { $0.place == .text }.map { "\($0.masked)@\($0.line):\($0.column)" }
        #expect(!wholeLines.isEmpty && wholeLines == streamedLines)
    }
}
