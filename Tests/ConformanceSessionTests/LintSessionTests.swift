import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceSession

/// `conformance lint` as a library call: every loader of the spec folders, and the statuses `--fail-on` gives.
@Suite struct LintSessionTests {
    @Test func theProjectSpecsAreCleanAndCounted() throws {
        let result = LintSession.lint(paths: [TestSupport.specsPath])
        #expect(result.status(failOn: .error) == 0, "\(result.diagnostics.map { $0.formatted(.en) })")
        #expect(result.protocols == 4 && result.operations > 30 && result.scenarios > 100 && result.clientCases > 40)
        #expect(result.summary(.en).hasPrefix("4 protocols, ") && result.summary(.en).hasSuffix(": 0 errors, 0 warnings"))
        #expect(result.json == "[]")
    }

    @Test func aPathWithNothingToLintEndsWithStatusTwo() throws {
        let result = LintSession.lint(paths: ["/dev/null"])
        #expect(result.status(failOn: .error) == 2)
        #expect(result.unreadable || result.readNothing)
        let empty = try TestSupport.scratchFolder("lint-empty")
        try "# nothing".write(toFile: empty + "/README.md", atomically: true, encoding: .utf8)
        let other = LintSession.lint(paths: [empty])
        #expect(other.status(failOn: .error) == 2, "\(other.diagnostics.map { $0.formatted(.en) })")
    }

    @Test func errorsFailAndWarningsFailOnlyFromFailOnWarning() throws {
        let folder = try TestSupport.scratchFolder("lint-findings")
        try FileManager.default.copyItem(atPath: TestSupport.specsPath + "/saferpay", toPath: folder + "/saferpay")
        // A protocol that declares English alone: a text without its French is a spec.untranslated warning.
        let header = folder + "/saferpay/protocol.yaml"
        let protocolText = try String(contentsOfFile: header, encoding: .utf8)
        try (protocolText + "languages: [en]\n").write(toFile: header, atomically: true, encoding: .utf8)
        let file = folder + "/saferpay/TransactionInitialize.yaml"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        let description = try #require(lines.firstIndex { $0.hasSuffix("description:") })
        #expect(lines[description + 2].trimmingCharacters(in: .whitespaces).hasPrefix("fr: "))
        lines.remove(at: description + 2)
        try lines.joined(separator: "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let warned = LintSession.lint(paths: [folder])
        let shown = warned.diagnostics.map { $0.formatted(.en) }
        #expect(warned.count(.error) == 0 && warned.diagnostics.map(\.id) == [.specUntranslated], "\(shown)")
        #expect(warned.status(failOn: .error) == 0 && warned.status(failOn: .warning) == 1 && warned.status(failOn: .info) == 1, "\(shown)")

        try (text + "\nnoSuchKey: 1\n").write(toFile: file, atomically: true, encoding: .utf8)
        let broken = LintSession.lint(paths: [folder])
        #expect(broken.status(failOn: .error) == 1, "\(broken.diagnostics.map { $0.formatted(.en) })")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(broken.json.utf8)) as? [[String: Any]])
        let first = try #require(json.first { $0["severity"] as? String == "error" })
        #expect(first["file"] as? String == file && (first["message"] as? [String: String])?["fr"] != nil, "\(first)")
    }
}
