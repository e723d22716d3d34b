import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// Long recordings append to a journal and write the cassette once; a killed recording is recovered.
@Suite struct CassetteJournalTests {
    static func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("journal-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// A Luhn-valid card number that is no published test card, made at run time (no card number in the repository).
    static let realLookingCard: String = {
        var random = SplitMix64(seed: 14)
        return LeakCorpus.card(&random)
    }()

    static func exchange(_ index: Int, card: String = realLookingCard) -> (RecordedRequest, RecordedResponse) {
        let request = RecordedRequest(
            method: "POST", path: "/Payment/v1/Transaction/Initialize",
            headers: [NameValue("Content-Type", "application/json"), NameValue("Authorization", "Basic QUJDOkRFRg==")],
            body: .json(
                .object([
                    BodyMember("RequestHeader", .object([BodyMember("RequestId", .string("r-\(index)"))])),
                    BodyMember("Note", .string("paid with \(card)")),
                ])))
        return (request, RecordedResponse(status: 200, headers: [NameValue("Content-Type", "application/json")], body: .json(.object([]))))
    }

    static func recorder(_ file: String, mode: RecordMode = .all) throws -> CassetteRecorder {
        try CassetteRecorder(file: file, specs: TestSupport.loaded.specs, options: .init(mode: mode, baseURL: "http://127.0.0.1:1", journal: true))
    }

    @Test func aKilledRecordingIsRecoveredWithNothingLostAndNothingUnredacted() throws {
        let file = try Self.folder() + "/c.json"
        let recorder = try Self.recorder(file)
        for index in 0..<50 {
            let (request, response) = Self.exchange(index)
            recorder.record(request: request, response: response, withholdingUnredactable: true)
            // Nothing is rewritten while recording: flushing a journaled recording writes no cassette.
            #expect(try !recorder.flush())
        }
        // "Killed": never finished. The journal holds every exchange, redacted; no cassette was written.
        #expect(!FileManager.default.fileExists(atPath: file))
        let journal = try String(contentsOfFile: file + ".journal", encoding: .utf8)
        #expect(journal.split(separator: "\n").count == 51)
        #expect(CardNumberScan.scan(journal).isEmpty && !journal.contains("QUJDOkRFRg"), "the journal holds a card number or a credential")
        // A crash cut the last line in half: it is the only thing dropped.
        let handle = try #require(FileHandle(forWritingAtPath: file + ".journal"))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"request":{"method":"PO"#.utf8))
        try handle.close()
        let next = try Self.recorder(file, mode: .none)
        #expect(next.recovered?.recovered == 50 && next.recovered?.truncated == true)
        let cassette = try CassetteCodec.read(file: file)
        #expect(cassette.interactions.count == 50 && cassette.baseURL == "http://127.0.0.1:1")
        #expect(
            cassette.interactions.map { $0.request.body.structuredValue?["RequestHeader"]?["RequestId"]?.lexicalText } == (0..<50).map { "r-\($0)" })
        #expect(!FileManager.default.fileExists(atPath: file + ".journal"))
    }

    @Test func finishingWritesTheCassetteOnceAndRemovesTheJournal() throws {
        let file = try Self.folder() + "/c.json"
        let old = Cassette(
            recordedAt: "2026-01-01T00:00:00Z", baseURL: "http://127.0.0.1:1",
            interactions: [Interaction(request: RecordedRequest(method: "GET", path: "/old"), response: RecordedResponse(status: 204))])
        try CassetteRecorder.write(old, to: file)
        let recorder = try Self.recorder(file, mode: .newEpisodes)
        let (request, response) = Self.exchange(1)
        recorder.record(request: request, response: response, withholdingUnredactable: true)
        #expect(FileManager.default.fileExists(atPath: file + ".journal"))
        let summary = try recorder.finish()
        #expect(summary.wrote && summary.recorded == 1)
        #expect(try CassetteCodec.read(file: file).interactions.map(\.request.path) == ["/old", "/Payment/v1/Transaction/Initialize"])
        #expect(!FileManager.default.fileExists(atPath: file + ".journal"))
        // new_episodes recovery keeps the old interactions too.
        let again = try Self.recorder(file, mode: .newEpisodes)
        again.record(request: request, response: response, withholdingUnredactable: true)
        let recovered = try CassetteJournal.recover(cassette: file)
        #expect(recovered?.recovered == 1)
        #expect(try CassetteCodec.read(file: file).interactions.count == 3)
    }

    @Test func aDamagedJournalIsAnErrorAtItsLineAndLosesNothing() throws {
        let file = try Self.folder() + "/c.json"
        try Data("{\"format\":\"paymentconformance-journal\",\"formatVersion\":1,\"mode\":\"all\"}\n{not json}\n{}\n".utf8).write(
            to: URL(fileURLWithPath: file + ".journal"))
        #expect {
            try CassetteJournal.recover(cassette: file)
        } throws: { error in
            (error as? CassetteError)?.diagnostic.location?.line == 2
        }
        #expect(FileManager.default.fileExists(atPath: file + ".journal"), "a journal that cannot be read is kept")
    }

    @Test func recordingCostGrowsLinearlyWithTheInteractions() throws {
        func cost(_ count: Int) throws -> Double {
            let file = try Self.folder() + "/c.json"
            let recorder = try Self.recorder(file)
            let exchanges = (0..<count).map { Self.exchange($0) }
            let start = ReportFixtures.threadCPUSeconds()
            for (request, response) in exchanges {
                recorder.record(request: request, response: response, withholdingUnredactable: true)
                _ = try recorder.flush()
            }
            return ReportFixtures.threadCPUSeconds() - start
        }
        _ = try cost(200)
        let small = try cost(1000)
        let large = try cost(4000)
        // Four times the work, about four times the cost; a rewrite of the whole file per flush would be sixteen.
        #expect(large < small * 7, "1,000 interactions: \(small) s, 4,000: \(large) s")
    }
}

extension CassetteJournalTests {
    @Test func recoveringFoldsTheJournalAndSaysWhenThereIsNone() throws {
        let file = try Self.folder() + "/c.json"
        let recorder = try Self.recorder(file)
        for index in 0..<3 {
            let (request, response) = Self.exchange(index)
            recorder.record(request: request, response: response, withholdingUnredactable: true)
        }
        let recovered = try #require(try CassetteJournal.recover(cassette: file), "the journal is beside the cassette")
        #expect(recovered.recovered == 3 && !recovered.truncated)
        #expect(try CassetteCodec.read(file: file).interactions.count == 3)
        #expect(try CassetteJournal.recover(cassette: file) == nil, "no journal is left")
    }
}

extension CassetteJournalTests {
    @Test func aJournaledRecordingHoldsNoInteractionAndRewritesNothingIdentical() throws {
        let file = try Self.folder() + "/c.json"
        func record(_ count: Int) throws -> CassetteRecorder.Summary {
            let recorder = try Self.recorder(file)
            for index in 0..<count {
                let (request, response) = Self.exchange(index)
                recorder.record(request: request, response: response, withholdingUnredactable: true)
            }
            #expect(recorder.recorded.isEmpty, "a journaled recording keeps its interactions on disk only")
            return try recorder.finish()
        }
        let first = try record(20)
        #expect(first.wrote && first.recorded == 20)
        let bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        let same = try record(20)
        #expect(!same.wrote && same.recorded == 20, "the same traffic leaves the cassette as it was")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == bytes, "byte for byte, its date included")
        let fewer = try record(19)
        #expect(fewer.wrote)
        #expect(try CassetteCodec.read(file: file).interactions.count == 19)
        #expect(!FileManager.default.fileExists(atPath: file + ".journal"))
    }
}
