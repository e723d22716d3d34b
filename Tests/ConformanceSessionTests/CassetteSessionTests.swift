import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceSession

/// `conformance cassette scan` and `cassette check` as library calls: never a pass having read nothing (was run through
/// the built binary).
@Suite struct CassetteSessionTests {
    /// What a scan or check wrote: its lines (standard output) and its problems (standard error).
    final class Written: @unchecked Sendable {
        var lines: [String] = []
        var errors: [String] = []
        var out: String { lines.joined(separator: "\n") }
        var err: String { errors.joined(separator: "\n") }
    }

    /// Checks `paths` against the project's specs, in `language`.
    static func check(_ paths: [String], language: Language = .en, failOn: FailOn = .error) -> (CassetteCheckOutcome, Written) {
        let written = Written()
        var check = CassetteCheck(checker: ExchangeChecker(specs: TestSupport.loaded.specs), language: language)
        check.failOn = failOn
        check.lineSink = { written.lines.append($0) }
        check.errorSink = { written.errors.append($0) }
        return (check.check(paths), written)
    }

    /// Scans `paths`.
    static func scan(_ paths: [String]) -> (CassetteScan.Outcome, Written) {
        let written = Written()
        var scan = CassetteScan(language: .en)
        scan.hitSink = { written.lines.append($0) }
        scan.errorSink = { written.errors.append($0) }
        return (scan.scan(paths), written)
    }

    @Test func checkReadsAFileWhateverItsNameAndSaysWhatItSkippedInAFolder() throws {
        let folder = try TestSupport.scratchFolder("cassette-check")
        try CassetteCodec.encode(try CassetteFixtures.conformantInitialize()).write(
            toFile: folder + "/flow.cassette", atomically: true, encoding: .utf8)
        let (named, _) = Self.check([folder + "/flow.cassette"])
        #expect(named.status == 0 && named.summary(.en).contains("1 interaction read in 1 cassette"), "\(named.summary(.en))")
        try "# notes".write(toFile: folder + "/README.md", atomically: true, encoding: .utf8)
        let (inFolder, written) = Self.check([folder])
        #expect(inFolder.status == 0)
        let summary = "1 interaction read in 1 cassette: 1 conformant, 0 with findings (0 errors, 0 warnings), 1 file skipped"
        #expect(inFolder.summary(.en).contains(summary), "\(inFolder.summary(.en))")
        #expect(written.err.contains("README.md: skipped, not a cassette"), "\(written.err)")
    }

    @Test func checkRefusesEveryWayOfReadingNothing() throws {
        let folder = try TestSupport.scratchFolder("cassette-nothing")
        let emptyFolder = folder + "/empty"
        try FileManager.default.createDirectory(atPath: emptyFolder, withIntermediateDirectories: true)
        var empty = try CassetteFixtures.conformantInitialize()
        empty.interactions = []
        try CassetteCodec.encode(empty).write(toFile: folder + "/empty.json", atomically: true, encoding: .utf8)
        try "just words".write(toFile: folder + "/notes.txt", atomically: true, encoding: .utf8)
        for (path, expected) in [
            (folder + "/missing.json", "no such file or folder"), (emptyFolder, "holds no file"), (folder + "/empty.json", "holds no interaction"),
            (folder + "/notes.txt", "not a valid cassette"),
        ] {
            let (outcome, written) = Self.check([path])
            #expect(outcome.status == 2, "\(path): \(written.out)\(written.err)")
            #expect(written.err.contains(expected), "\(path): \(written.err)")
            #expect(outcome.summary(.en).contains("0 interactions read"), "\(path): \(outcome.summary(.en))")
        }
        let (nothing, _) = Self.check([emptyFolder])
        #expect(nothing.nothingChecked(.en) == nil, "a problem already said is not said again")
    }

    @Test func aCassetteOfPagesAloneChecksNoProtocolCall() throws {
        let folder = try TestSupport.scratchFolder("cassette-pages")
        let page = Interaction(
            request: RecordedRequest(method: "GET", path: "/saferpay/3ds/t"),
            response: RecordedResponse(status: 200, headers: [NameValue("Content-Type", "text/html")], body: .text("<p>3-D Secure</p>")))
        let cassette = Cassette(recordedAt: Cassette.timestamp(), baseURL: "http://127.0.0.1:1", interactions: [page])
        try CassetteCodec.encode(cassette).write(toFile: folder + "/pages.json", atomically: true, encoding: .utf8)
        let (outcome, written) = Self.check([folder + "/pages.json"])
        #expect(outcome.status == 2 && outcome.nothingChecked(.en)?.contains("no protocol call was checked") == true)
        #expect(written.out.contains("1 page or asset"), "\(written.out)")
    }

    @Test func checkFindsNonConformanceInFrenchAndGatesWarningsWithFailOn() throws {
        let folder = try TestSupport.scratchFolder("cassette-broken")
        let broken = Cassette(
            recordedAt: "2026-11-21T13:00:00Z", baseURL: nil,
            interactions: [
                Interaction(
                    request: RecordedRequest(method: "POST", path: "/Payment/v1/Transaction/Initialize", body: .json(.object([]))),
                    response: RecordedResponse(status: 200, body: .json(.object([]))))
            ])
        try CassetteRecorder.write(broken, to: folder + "/broken.json")
        let (outcome, written) = Self.check([folder + "/broken.json"], language: .fr)
        #expect(outcome.status == 1 && written.out.contains("le champ obligatoire $.RequestHeader est absent"), "\(written.out)")
        var extra = try CassetteFixtures.conformantInitialize()
        if case .json(let body) = extra.interactions[0].response.body, case .object(var members) = body {
            members.append(BodyMember("UndocumentedField", .string("x")))
            extra.interactions[0].response.body = .json(.object(members))
        }
        try CassetteCodec.encode(extra).write(toFile: folder + "/extra.json", atomically: true, encoding: .utf8)
        let (lenient, _) = Self.check([folder + "/extra.json"])
        #expect(lenient.status == 0 && lenient.warnings == 1, "\(lenient.summary(.en))")
        let (gated, _) = Self.check([folder + "/extra.json"], failOn: .warning)
        #expect(gated.status == 1 && gated.warnings == 1)
        try "{ not json".write(toFile: folder + "/corrupt.json", atomically: true, encoding: .utf8)
        let (corrupt, corruptWritten) = Self.check([folder + "/corrupt.json"])
        #expect(corrupt.status == 2 && corruptWritten.err.contains("corrupt.json' is not a valid cassette at line 1, column 3"))
    }

    @Test func scanFindsCardNumbersMaskedAndRefusesMissingPathsAndEmptyFolders() throws {
        let folder = try TestSupport.scratchFolder("cassette-scan")
        let (missing, _) = Self.scan([folder + "/missing"])
        #expect(missing.status == 2 && missing.summary(.en).contains("scanned 0 files"))
        let (emptyFolder, _) = Self.scan([folder])
        #expect(emptyFolder.status == 2)
        try CassetteCodec.encode(try CassetteFixtures.conformantInitialize()).write(
            toFile: folder + "/flow.cassette", atomically: true, encoding: .utf8)
        let (clean, _) = Self.scan([folder + "/flow.cassette"])
        #expect(clean.status == 0)
        #expect(clean.summary(.en) == "scanned 1 file (1 interaction in 1 cassette): 0 card-number-like values", "\(clean.summary(.en))")
        let pan = CardFixtures.realLookingPAN("45")
        try "note: \(pan)\n".write(toFile: folder + "/leak.txt", atomically: true, encoding: .utf8)
        let (leak, written) = Self.scan([folder])
        #expect(leak.status == 1 && leak.found == 1 && written.out.contains("leak.txt:1:7: card-number-like value"), "\(written.out)")
        #expect(!written.out.contains(pan), "the scan output masks what it finds")
    }
}
