import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// The cassette commands as processes hold about one interaction at a time whatever the file's size.
///
/// Each runs on a file of 15 interactions and on one of 240, 32 KB each (about 7.5 MB more to hold were it read whole),
/// and its peak resident memory, read by a Python parent, barely moves. Few large interactions keep the bytes that
/// tell a whole read from a streamed one while the debug build spends less time on each interaction's structure.
@Suite(.serialized, .conformanceBinary) struct CassetteMemoryTests {
    /// The sizes compared: 16 times the interactions.
    static let small = 15
    static let big = 240
    /// The description of each interaction, in bytes.
    static let padding = 32_000

    /// A vcrpy cassette file of `count` Saferpay Initialize interactions with 8 KB descriptions.
    static func largeVCRPY(_ count: Int, in folder: String) throws -> String {
        let file = folder + "/vcrpy-\(count).yaml"
        try CassetteFixtures.vcrpy(count, padding: padding).write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func importAndExportMemoryDoesNotGrowWithTheFile() async throws {
        let folder = try TestSupport.scratchFolder("stream-import")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var peaks: [Int: (import: Int, export: Int, har: Int)] = [:]
        for count in [Self.small, Self.big] {
            let source = try Self.largeVCRPY(count, in: folder)
            let cassette = folder + "/c-\(count).json"
            let imported = try await TestSupport.peakKiB(["cassette", "import", source, "--from", "vcrpy", "--to", cassette])
            #expect(imported.output.contains("\(count) interactions imported from vcrpy"), "\(imported.output)")
            let exported = try await TestSupport.peakKiB(["cassette", "export", cassette, "--to", folder + "/c-\(count).har"])
            #expect(exported.output.contains("\(count) interactions exported"), "\(exported.output)")
            let har = try await TestSupport.peakKiB([
                "cassette", "import", folder + "/c-\(count).har", "--from", "har", "--to", folder + "/h-\(count).json",
            ])
            #expect(har.output.contains("\(count) interactions imported from har"), "\(har.output)")
            #expect(imported.kib > 0 && exported.kib > 0 && har.kib > 0)
            peaks[count] = (imported.kib, exported.kib, har.kib)
        }
        let small = try #require(peaks[Self.small])
        let big = try #require(peaks[Self.big])
        // 16 times the interactions (about 8 MB more of YAML, 10 MB more of cassette): a whole read holds it several times over.
        #expect(
            big.import - small.import < 12_000, "import peak \(small.import) KiB for \(Self.small) interactions, \(big.import) KiB for \(Self.big)")
        #expect(
            big.export - small.export < 12_000, "export peak \(small.export) KiB for \(Self.small) interactions, \(big.export) KiB for \(Self.big)")
        #expect(big.har - small.har < 12_000, "HAR import peak \(small.har) KiB for \(Self.small) interactions, \(big.har) KiB for \(Self.big)")
    }

    /// Writes a journal beside `cassette` holding the interactions of `source`, in the given mode.
    static func journal(for cassette: String, mode: RecordMode, from source: String) throws {
        var text = #"{"baseURL":null,"format":"paymentconformance-journal","formatVersion":1,"mode":"\#(mode.rawValue)"}"# + "\n"
        for interaction in try CassetteCodec.read(file: source).interactions { text += CassetteCodec.encode(interaction).jsonText + "\n" }
        try Data(text.utf8).write(to: URL(fileURLWithPath: CassetteJournal.path(for: cassette)))
    }

    @Test func recoverFoldsAJournalInBoundedMemoryAndSaysWhenThereIsNone() async throws {
        let folder = try TestSupport.scratchFolder("journal-fold")
        let small = try CassetteFixtures.large(Self.small, padding: Self.padding, in: folder)
        let large = try CassetteFixtures.large(Self.big, padding: Self.padding, in: folder)
        let one = try CassetteFixtures.large(1, padding: Self.padding, in: folder)
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
        #expect(
            journalSmall > 0 && journalLarge - journalSmall < 8_000,
            "journal of \(Self.small): \(journalSmall) KiB, of \(Self.big): \(journalLarge) KiB")
        #expect(
            cassetteSmall > 0 && cassetteLarge - cassetteSmall < 8_000,
            "onto \(Self.small): \(cassetteSmall) KiB, onto \(Self.big): \(cassetteLarge) KiB")

        // Once folded, there is nothing left to recover: exit 1, and the command says so.
        let none = try await ConformanceCLI().run(["cassette", "recover", small])
        #expect(none.status == 1 && none.stderr.contains("no journal"), "\(none.stderr)")
    }

    /// `cassette check` and `cassette scan` read a cassette interaction by interaction: 30 and 480 interactions of
    /// 32 KB (about 15 MB more of file).
    @Test(arguments: ["check", "scan"])
    func checkAndScanMemoryDoesNotGrowWithTheFile(command: String) async throws {
        let folder = try TestSupport.scratchFolder("stream-\(command)")
        let smallRun = try await TestSupport.peakKiB(["cassette", command, try CassetteFixtures.large(30, padding: Self.padding, in: folder)])
        let bigRun = try await TestSupport.peakKiB(["cassette", command, try CassetteFixtures.large(480, padding: Self.padding, in: folder)])
        let said = command == "check" ? "480 interactions read" : "480 interactions in 1 cassette"
        #expect(bigRun.output.contains(said), "\(bigRun.output)")
        // A whole read would hold the 15 MB several times over.
        #expect(smallRun.kib > 0 && bigRun.kib - smallRun.kib < 12_000, "peak \(smallRun.kib) KiB for 30 interactions, \(bigRun.kib) KiB for 480")
    }
}
