import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// The cassette commands as processes hold about one interaction at a time whatever the file's size: each runs on a
/// file of 250 interactions and on one of 4,000, and its peak resident memory, read by a Python parent, barely moves.
@Suite(.serialized, .conformanceBinary) struct CassetteMemoryTests {
    /// A vcrpy cassette file of `count` Saferpay Initialize interactions with 2 KB descriptions.
    static func largeVCRPY(_ count: Int, in folder: String) throws -> String {
        let file = folder + "/vcrpy-\(count).yaml"
        try CassetteFixtures.vcrpy(count, padding: 2000).write(toFile: file, atomically: true, encoding: .utf8)
        return file
    }

    @Test func importAndExportMemoryDoesNotGrowWithTheFile() async throws {
        let folder = try TestSupport.scratchFolder("stream-import")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var peaks: [Int: (import: Int, export: Int, har: Int)] = [:]
        for count in [250, 4000] {
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
        let small = try #require(peaks[250])
        let big = try #require(peaks[4000])
        // 16 times the interactions (about 10 MB more of YAML, 20 MB more of cassette): a whole read holds it several times over.
        #expect(big.import - small.import < 12_000, "import peak \(small.import) KiB for 250 interactions, \(big.import) KiB for 4,000")
        #expect(big.export - small.export < 12_000, "export peak \(small.export) KiB for 250 interactions, \(big.export) KiB for 4,000")
        #expect(big.har - small.har < 12_000, "HAR import peak \(small.har) KiB for 250 interactions, \(big.har) KiB for 4,000")
    }

    /// Writes a journal beside `cassette` holding the interactions of `source`, in the given mode.
    static func journal(for cassette: String, mode: RecordMode, from source: String) throws {
        var text = #"{"baseURL":null,"format":"paymentconformance-journal","formatVersion":1,"mode":"\#(mode.rawValue)"}"# + "\n"
        for interaction in try CassetteCodec.read(file: source).interactions { text += CassetteCodec.encode(interaction).jsonText + "\n" }
        try Data(text.utf8).write(to: URL(fileURLWithPath: CassetteJournal.path(for: cassette)))
    }

    @Test func recoverFoldsAJournalInBoundedMemoryAndSaysWhenThereIsNone() async throws {
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

        // Once folded, there is nothing left to recover: exit 1, and the command says so.
        let none = try await ConformanceCLI().run(["cassette", "recover", small])
        #expect(none.status == 1 && none.stderr.contains("no journal"), "\(none.stderr)")
    }
}
