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
    @Test(.enabled(if: FileManager.default.fileExists(atPath: ConformanceCLI.binary)))
    func recoverCommandFoldsTheJournalAndSaysWhenThereIsNone() async throws {
        let file = try Self.folder() + "/c.json"
        let recorder = try Self.recorder(file)
        for index in 0..<3 {
            let (request, response) = Self.exchange(index)
            recorder.record(request: request, response: response, withholdingUnredactable: true)
        }
        let recovered = try await ConformanceCLI().run(["cassette", "recover", file])
        #expect(recovered.status == 0 && recovered.stdout.contains("3 interactions recovered from the journal"), "\(recovered.stderr)")
        #expect(try CassetteCodec.read(file: file).interactions.count == 3)
        let none = try await ConformanceCLI().run(["cassette", "recover", file])
        #expect(none.status == 1 && none.stderr.contains("no journal"), "\(none.stderr)")
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

    /// Writes a journal beside `cassette` holding the interactions of `source`, in the given mode.
    static func journal(for cassette: String, mode: RecordMode, from source: String) throws {
        var text = #"{"baseURL":null,"format":"paymentconformance-journal","formatVersion":1,"mode":"\#(mode.rawValue)"}"# + "\n"
        for interaction in try CassetteCodec.read(file: source).interactions { text += CassetteCodec.encode(interaction).jsonText + "\n" }
        try Data(text.utf8).write(to: URL(fileURLWithPath: CassetteJournal.path(for: cassette)))
    }

    @Test(
        .enabled(if: FileManager.default.fileExists(atPath: ConformanceCLI.binary) && FileManager.default.fileExists(atPath: "/proc/self/status")))
    func foldingMemoryDoesNotGrowWithTheJournalOrTheCassette() async throws {
        let folder = try TestSupport.scratchFolder("journal-fold")
        let small = try CassetteFixtures.large(250, in: folder)
        let large = try CassetteFixtures.large(4000, in: folder)
        let one = try CassetteFixtures.large(1, in: folder)
        // A journal of N interactions replacing a cassette (mode all), and one interaction added to a cassette of N
        // (new_episodes): both are read and written one interaction at a time.
        func peak(journalOf source: String, mode: RecordMode, onto cassette: String?) async throws -> Int {
            let target = folder + "/target-\(UUID().uuidString).json"
            if let cassette { try FileManager.default.copyItem(atPath: cassette, toPath: target) }
            try Self.journal(for: target, mode: mode, from: source)
            let (kib, output) = try await TestSupport.peakKiB(["cassette", "recover", target])
            #expect(output.contains("recovered from the journal"), "\(output)")
            #expect(!FileManager.default.fileExists(atPath: CassetteJournal.path(for: target)))
            return kib
        }
        let journalSmall = try await peak(journalOf: small, mode: .all, onto: nil)
        let journalLarge = try await peak(journalOf: large, mode: .all, onto: nil)
        let cassetteSmall = try await peak(journalOf: one, mode: .newEpisodes, onto: small)
        let cassetteLarge = try await peak(journalOf: one, mode: .newEpisodes, onto: large)
        // 16 times the interactions (about 8 MB more to read and write): holding them would add several times that.
        #expect(journalSmall > 0 && journalLarge - journalSmall < 8_000, "journal of 250: \(journalSmall) KiB, of 4,000: \(journalLarge) KiB")
        #expect(cassetteSmall > 0 && cassetteLarge - cassetteSmall < 8_000, "onto 250: \(cassetteSmall) KiB, onto 4,000: \(cassetteLarge) KiB")
    }
}
