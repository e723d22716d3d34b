import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import ConformanceOpenAPI
import ConformanceProxy
import ConformanceRunner
import ConformanceSandbox
import ConformanceSession
import ConformanceTestSupport
import ConformanceTransport
import Foundation
import Testing

/// Every command's error paths, in French, say nothing in English.
///
/// Their output holds no word of the catalogue's English side that no French template uses. The word list is built
/// from the catalogue itself, so the test follows the messages as they change.
@Suite struct FrenchErrorPathTests {
    /// Words of five letters or more that an English template uses and no French template does.
    static let englishOnlyWords: Set<String> = {
        let english = MessageCatalogueTests.every.reduce(into: Set<String>()) { $0.formUnion(words(in: $1.template(.en))) }
        let french = MessageCatalogueTests.every.reduce(into: Set<String>()) { $0.formUnion(words(in: $1.template(.fr))) }
        return english.subtracting(french)
    }()

    /// The words of a text that can be English prose, lower-cased: what is not a flag (`--fail-on`), a placeholder
    /// (`<file>`, `{0}`), a quoted value, a message ID (`[spec.missing-key]`), a path or a command line
    /// (`conformance report merge`).
    static func words(in text: String) -> Set<String> {
        var prose = text
        for pattern in [
            #"--[A-Za-z0-9-]+"#, #"<[^>\n]*>"#, #"\{[0-9]+\}"#, #"'[^'\n]*'"#, #"\[[a-z0-9.-]+\]"#, #"\S*/\S*"#, #"conformance( [a-z]+)*"#,
        ] {
            prose = prose.replacingOccurrences(of: pattern, with: " ", options: .regularExpression)
        }
        let letters = prose.split(whereSeparator: { !$0.isLetter })
        return Set(letters.filter { $0.count >= 5 }.map { $0.lowercased() })
    }

    /// The English-only words of `text`, sorted.
    static func englishWords(in text: String) -> [String] { words(in: text).intersection(englishOnlyWords).sorted() }

    /// One error path of a command: its arguments, in a scratch folder.
    struct ErrorPath: Sendable, CustomStringConvertible {
        /// The arguments after `conformance`.
        var arguments: [String]
        /// The command line, as the failures name it.
        var description: String { "conformance " + arguments.joined(separator: " ") }
    }

    /// The error paths of every command: missing inputs, unknown names, values out of range, options the parser refuses.
    ///
    /// `folder` is a scratch folder whose name holds no word.
    static func errorPaths(in folder: String) throws -> [ErrorPath] {
        let missing = folder + "/x1"
        let notJSON = folder + "/x2.json"
        try "{".write(toFile: notJSON, atomically: true, encoding: .utf8)
        let notReport = folder + "/x3"
        try FileManager.default.createDirectory(atPath: notReport, withIntermediateDirectories: true)
        try "{}".write(toFile: notReport + "/report.json", atomically: true, encoding: .utf8)
        let keys = folder + "/x4"
        try FileManager.default.createDirectory(atPath: keys, withIntermediateDirectories: true)
        try "".write(toFile: keys + "/signing.key", atomically: true, encoding: .utf8)
        let specs = folder + "/x5/demo"
        try FileManager.default.createDirectory(atPath: specs, withIntermediateDirectories: true)
        try "kind: protocol\nversion: 1\n".write(toFile: specs + "/protocol.yaml", atomically: true, encoding: .utf8)
        let broken = folder + "/x13/demo"
        try FileManager.default.createDirectory(atPath: broken, withIntermediateDirectories: true)
        try "kind: protocol\nprotocol: demo\n  bad: [\n".write(toFile: broken + "/protocol.yaml", atomically: true, encoding: .utf8)
        let paths: [[String]] = [
            ["--bogus"],
            ["run", "--target", "nowhere"], ["run", "--bogus"], ["run", "--timeout", "0"], ["run", "--specs", missing],
            ["doctor", "--target", "nowhere"], ["doctor", "--timeout", "abc"],
            ["report", "merge", missing, "--to", folder + "/x6"], ["report", "merge", notReport, "--to", folder + "/x6"],
            ["report", "merge", "--to", folder + "/x6"],
            ["diff"], ["diff", missing, missing],
            ["drift", "--cassettes", missing], ["drift"],
            ["certify"], ["certify", "--partner", "", "--signing-key", missing, "--out", folder + "/x7"],
            ["certify", "--partner", "Acme", "--signing-key", missing, "--out", folder + "/x7"],
            ["certificate", "verify", missing, "--public-key", missing], ["certificate", "verify", missing],
            ["keys", "generate", "--out", keys], ["keys", "generate"],
            ["lint", missing], ["lint", folder + "/x5"], ["lint", folder + "/x13"],
            ["specs", "list", "--specs", missing], ["specs", "show", "nope", "Pay"], ["specs", "show", "saferpay", "Nope"],
            ["specs", "export", "--protocol", "nope", "--out", folder + "/x8"], ["specs", "import", missing, "--protocol", "demo"],
            ["specs", "import", notJSON, "--protocol", "demo"],
            ["check", "--protocol", "nope", "--operation", "Pay", "--direction", "request", missing],
            ["check", "--protocol", "saferpay", missing],
            ["check", "--protocol", "saferpay", "--operation", "Nope", "--direction", "request", notJSON],
            ["check", "--protocol", "saferpay", "--operation", "TransactionInitialize", "--direction", "request", missing],
            ["check", "--protocol", "saferpay", "--operation", "TransactionInitialize", "--direction", "sideways", notJSON],
            ["explore", "--protocol", "saferpay", "--exec", "true", "--out", folder + "/x9"],
            ["explore", "--protocol", "saferpay", "--exec", "true", "--out", folder + "/x9", "--budget", "abc"],
            ["cassette", "scan", missing], ["cassette", "check", missing], ["cassette", "check", notJSON],
            ["cassette", "import", missing, "--from", "har", "--to", folder + "/x10.json"],
            ["cassette", "import", notJSON, "--from", "har", "--to", folder + "/x10.json"],
            ["cassette", "import", notJSON, "--from", "nope", "--to", folder + "/x10.json"],
            ["cassette", "export", missing, "--to", folder + "/x11.har"], ["cassette", "export", notJSON, "--to", folder + "/x11.har"],
            ["cassette", "recover", missing],
            ["proxy", "--upstream", "nope", "--cassette", folder + "/x12.json"], ["proxy", "--cassette", folder + "/x12.json", "--port", "70000"],
            ["sandbox", "--port", "70000"], ["sandbox", "--bogus"],
        ]
        return paths.map { ErrorPath(arguments: $0) }
    }

    /// Runs one path with `CONFORMANCE_LANG` set to `language`, from the scratch folder (no `./Specs` there: the
    /// bundled specs are used), and returns its status and everything it wrote.
    static func run(_ path: ErrorPath, language: Language, in folder: String) async throws -> (status: Int32, output: String) {
        var environment = ProcessInfo.processInfo.environment
        environment["CONFORMANCE_LANG"] = language.rawValue
        environment["CONFORMANCE_SPECS"] = nil
        let result = try await Subprocess.run(ConformanceCLI.binary, path.arguments, in: folder, environment: environment)
        return (result.status, result.stdout + result.stderr)
    }

    /// Runs the paths four at a time, in their order.
    static func runAll(_ paths: [ErrorPath], language: Language, in folder: String) async throws -> [(
        path: ErrorPath, status: Int32, output: String
    )] {
        var results: [(path: ErrorPath, status: Int32, output: String)] = []
        for start in stride(from: 0, to: paths.count, by: 4) {
            let batch = Array(paths[start..<min(start + 4, paths.count)])
            try await withThrowingTaskGroup(of: (Int, Int32, String).self) { group in
                for (index, path) in batch.enumerated() {
                    group.addTask {
                        let (status, output) = try await run(path, language: language, in: folder)
                        return (index, status, output)
                    }
                }
                var batchResults: [(Int, Int32, String)] = []
                for try await result in group { batchResults.append(result) }
                for (index, status, output) in batchResults.sorted(by: { $0.0 < $1.0 }) { results.append((batch[index], status, output)) }
            }
        }
        return results
    }

    @Test func theEnglishWordListComesFromTheCatalogue() {
        // Words only English templates use are in; words French shares (`protocole` is not `protocol`) are out.
        #expect(Self.englishOnlyWords.contains("cannot") && Self.englishOnlyWords.contains("unknown"))
        #expect(!Self.englishOnlyWords.contains("conformance") && !Self.englishOnlyWords.contains("sandbox"))
        #expect(Self.englishOnlyWords.count > 500, "\(Self.englishOnlyWords.count)")
    }

    @Test func theCheckFindsEnglishInAFrenchLine() {
        #expect(Self.englishWords(in: "erreur : cannot read the file [spec.file-unreadable]") == ["cannot"])
        #expect(Self.englishWords(in: "Erreur : option inconnue '--unknown-option'") == [])
        #expect(Self.englishWords(in: "Usage : conformance check [--fail-on <severity>] <file>") == [])
        #expect(Self.englishWords(in: "erreur: lecture de '/tmp/missing/unknown.json' impossible : fichier introuvable") == [])
    }

    @Test func everyCommandsErrorPathsSayNothingInEnglish() async throws {
        try #require(ConformanceCLI.isBuilt, "the executable is missing: swift build builds it")
        let folder = try TestSupport.scratchFolder("fr")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for (path, status, output) in try await Self.runAll(try Self.errorPaths(in: folder), language: .fr, in: folder) {
            #expect(status != 0 || !output.isEmpty, "\(path): no error")
            let english = Self.englishWords(in: output)
            #expect(english.isEmpty, "\(path) says \(english) in French:\n\(output)")
        }
    }

    @Test func theSamePathsInEnglishAreCaught() async throws {
        try #require(ConformanceCLI.isBuilt, "the executable is missing: swift build builds it")
        // The check can fail: the same error paths in English hold English-only words (one path in four is enough
        // to show it; all but a few that only name a value, such as a missing journal).
        let folder = try TestSupport.scratchFolder("en")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let paths = try Self.errorPaths(in: folder).enumerated().filter { $0.offset % 4 == 0 }.map(\.element)
        let runs = try await Self.runAll(paths, language: .en, in: folder)
        let caught = runs.filter { !Self.englishWords(in: $0.output).isEmpty }.count
        #expect(caught * 10 >= paths.count * 9, "only \(caught) of \(paths.count) English outputs hold an English-only word")
    }
}
