import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// Bounded reads in process, each stopping at its limit.
///
/// A file is read up to its limit, YAML values are counted before they are composed, and a journal line past the size of
/// an interaction is refused at its line. The commands' bounds, under a memory cap, are EndToEndTests' InputBoundsTests.
@Suite struct BoundedReadTests {
    @Test func aJournalLineLongerThanAnInteractionIsRefusedAtItsLine() throws {
        let folder = try TestSupport.scratchFolder("bounds-journal")
        let cassette = folder + "/c.json"
        let header = "{\"format\": \"\(CassetteJournal.formatName)\", \"formatVersion\": 1, \"mode\": \"all\"}\n"
        _ = try TestSupport.write(
            "c.json.journal", in: folder, [header, "{\"x\": \""], repeating: ("a", InputLimits.interaction.maxBodyBytes + (2 << 20)))
        #expect {
            try CassetteJournal.fold(journal: CassetteJournal.path(for: cassette), into: cassette)
        } throws: { error in
            let diagnostic = (error as? CassetteError)?.diagnostic
            return diagnostic?.id == .inputTooLarge && diagnostic?.location?.line == 2
                && diagnostic?.message().contains("line 2 of the journal is past the limit of 64 MiB") == true
        }
        #expect(!FileManager.default.fileExists(atPath: cassette))
    }

    @Test func boundedReadsAndValueCounts() throws {
        let folder = try TestSupport.scratchFolder("bounds-read")
        let file = try TestSupport.write("f.txt", in: folder, ["abc\ndef"])
        let whole = try BoundedRead.file(file, limit: 7)
        #expect(whole.complete && whole.bytes.count == 7)
        let cut = try BoundedRead.file(file, limit: 5)
        #expect(!cut.complete && cut.bytes.count == 6 && cut.lineColumn(of: 5) == (2, 2))
        #expect(throws: BoundedReadError.self) { try BoundedRead.file(folder, limit: 5) }
        #expect(YAMLValueCount.overflow("a: [1, 2, 3]\n", limit: 6) == nil)
        let site = YAMLValueCount.overflow("a: [1, 2, 3]\nb: 4\n", limit: 6)
        #expect(site?.line == 2 && site?.column == 1)
        // An alias counts once: its expansion is the alias guard's business.
        #expect(YAMLValueCount.overflow("a: &x [1, 2]\nb: *x\n", limit: 7) == nil)
    }
}
