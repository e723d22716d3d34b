import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// Commands never pass having read nothing, never write over what is not a file, and never let
/// controls from traffic reach a terminal or a report raw.
@Suite(.serialized, .conformanceBinary) struct FailClosedCommandTests {
    static var binary: String { ConformanceCLI.binary }

    func run(_ arguments: [String], stdin: String? = nil) async throws -> ConformanceCLI.Run {
        try await ConformanceCLI().run(arguments, stdin: stdin)
    }

    func folder() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-failclosed-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test
    func cassetteCheckReadsAFileWhateverItsName() async throws {
        let directory = try folder()
        let file = directory + "/flow.cassette"
        try CassetteCodec.encode(try CassetteFixtures.conformantInitialize()).write(toFile: file, atomically: true, encoding: .utf8)
        let result = try await run(["cassette", "check", file])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("1 interaction read in 1 cassette"), "\(result.stdout)")
    }

    @Test
    func cassetteCheckRefusesEveryWayOfReadingNothing() async throws {
        let directory = try folder()
        let emptyFolder = directory + "/empty"
        try FileManager.default.createDirectory(atPath: emptyFolder, withIntermediateDirectories: true)
        var empty = try CassetteFixtures.conformantInitialize()
        empty.interactions = []
        let emptyCassette = directory + "/empty.json"
        try CassetteCodec.encode(empty).write(toFile: emptyCassette, atomically: true, encoding: .utf8)
        let notCassette = directory + "/notes.txt"
        try "just words".write(toFile: notCassette, atomically: true, encoding: .utf8)

        for (arguments, expected) in [
            ([directory + "/missing.json"], "no such file or folder"),
            ([emptyFolder], "holds no file"),
            ([emptyCassette], "holds no interaction"),
            ([notCassette], "not a valid cassette"),
        ] {
            let result = try await run(["cassette", "check"] + arguments)
            #expect(result.status == 2, "\(arguments): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains(expected), "\(arguments): \(result.stderr)")
            #expect(result.stdout.contains("0 interactions read"), "\(arguments): \(result.stdout)")
        }
    }

    @Test
    func aCassetteOfPagesAloneChecksNoProtocolCallAndFails() async throws {
        let directory = try folder()
        let page = Interaction(
            request: RecordedRequest(method: "GET", path: "/saferpay/3ds/t"),
            response: RecordedResponse(status: 200, headers: [NameValue("Content-Type", "text/html")], body: .text("<p>3-D Secure</p>")))
        let cassette = Cassette(recordedAt: Cassette.timestamp(), baseURL: "http://127.0.0.1:1", interactions: [page])
        try CassetteCodec.encode(cassette).write(toFile: directory + "/pages.json", atomically: true, encoding: .utf8)
        let result = try await run(["cassette", "check", directory + "/pages.json"])
        #expect(result.status == 2 && result.stderr.contains("no protocol call was checked"), "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("1 page or asset"), "\(result.stdout)")
    }

    @Test
    func cassetteCheckSaysWhatItSkippedInAFolder() async throws {
        let directory = try folder()
        try CassetteCodec.encode(try CassetteFixtures.conformantInitialize()).write(toFile: directory + "/a.json", atomically: true, encoding: .utf8)
        try "# notes".write(toFile: directory + "/README.md", atomically: true, encoding: .utf8)
        let result = try await run(["cassette", "check", directory])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let summary = "1 interaction read in 1 cassette: 1 conformant, 0 with findings (0 errors, 0 warnings), 1 file skipped"
        #expect(result.stdout.contains(summary), "\(result.stdout)")
        #expect(result.stderr.contains("README.md: skipped, not a cassette"))
    }

    @Test
    func cassetteScanRefusesMissingPathsAndEmptyFolders() async throws {
        let directory = try folder()
        let missing = try await run(["cassette", "scan", directory + "/missing"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("scanned 0 files"))
        let emptyFolder = try await run(["cassette", "scan", directory])
        #expect(emptyFolder.status == 2)
        let file = directory + "/flow.cassette"
        try CassetteCodec.encode(try CassetteFixtures.conformantInitialize()).write(toFile: file, atomically: true, encoding: .utf8)
        let scanned = try await run(["cassette", "scan", file])
        #expect(scanned.status == 0, "\(scanned.stderr)")
        #expect(scanned.stderr.contains("scanned 1 file (1 interaction in 1 cassette): 0 card-number-like values"), "\(scanned.stderr)")
    }

    @Test
    func lintRefusesAPathWithNothingToLint() async throws {
        let result = try await run(["lint", "/dev/null"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("no spec files"))
    }

    @Test
    func exportRefusesADeviceAndAnEmptyCassette() async throws {
        let directory = try folder()
        let file = directory + "/flow.json"
        try CassetteCodec.encode(try CassetteFixtures.conformantInitialize()).write(toFile: file, atomically: true, encoding: .utf8)
        let device = try await run(["cassette", "export", file, "--to", "/dev/null"])
        #expect(device.status == 2)
        #expect(device.stderr.contains("not a regular file"))
        var info = stat()
        #expect(lstat("/dev/null", &info) == 0 && info.st_mode & S_IFMT == S_IFCHR, "/dev/null must still be a device")

        var empty = try CassetteFixtures.conformantInitialize()
        empty.interactions = []
        try CassetteCodec.encode(empty).write(toFile: file, atomically: true, encoding: .utf8)
        let nothing = try await run(["cassette", "export", file, "--to", directory + "/out.har"])
        #expect(nothing.status == 2)
        #expect(!FileManager.default.fileExists(atPath: directory + "/out.har"))
    }

    @Test func atomicWritesRefuseWhatIsNotARegularFileAndFollowLinks() throws {
        let directory = try folder()
        let fifo = directory + "/pipe"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(throws: CassetteError.self) { try CassetteCodec.writeAtomically("x", to: fifo) }
        #expect(throws: CassetteError.self) { try CassetteCodec.writeAtomically("x", to: directory) }
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)

        let target = directory + "/target.json"
        try "old".write(toFile: target, atomically: true, encoding: .utf8)
        let link = directory + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        try CassetteCodec.writeAtomically("new", to: link)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "new")
        #expect(lstat(link, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK, "the link stays a link")
    }

    @Test func controlsAndBidirectionalOverridesAreShownEscaped() {
        let hostile = "ok\u{1B}]0;pwned\u{07}\u{1B}[2J \u{202E}txt.exe\u{2066}"
        let shown = VisibleText.escaped(hostile)
        #expect(shown == #"ok\u001B]0;pwned\u0007\u001B[2J \u202Etxt.exe\u2066"#)
        #expect(!shown.unicodeScalars.contains { VisibleText.isHidden($0) })
        #expect(VisibleText.escaped("line\nnext\ttab") == "line\nnext\ttab")
        let markup = Markup.escape("<b>\u{202E}</b>\u{9B}")
        #expect(markup == #"&lt;b&gt;\u202E&lt;/b&gt;\u009B"#)
        // JSON's own escape: the JSON text keeps its meaning.
        let json = "{\"a\": \"\u{202E}x\"}"
        let parsed = try? JSONBodyParser.parse(VisibleText.escaped(json))
        #expect(parsed == .object([BodyMember("a", .string("\u{202E}x"))]))
    }

    @Test
    func checkOutputEscapesControlsFromTheBody() async throws {
        let body = #"{"Token": "\u001b]0;title\u0007\u202Eevil", "Expiration": 5}"#
        let result = try await run(
            ["check", "--protocol", "saferpay", "--operation", "TransactionInitialize", "--direction", "response", "--status", "200", "-"],
            stdin: body)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let output = result.stdout + result.stderr
        #expect(!output.unicodeScalars.contains { VisibleText.isHidden($0) }, "\(output)")
    }
}
