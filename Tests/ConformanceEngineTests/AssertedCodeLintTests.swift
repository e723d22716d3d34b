import ConformanceEngine
import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// The lint rule that every code a scenario or client case asserts is in its field's code table.
@Suite struct AssertedCodeLintTests {
    /// Loads specs, scenarios and client cases from a folder and runs the rule.
    static func lint(_ root: String) -> [Diagnostic] {
        let specs = SpecLoader.load(paths: [root]).specs
        let scenarios = ScenarioLoader.load(paths: [root], specs: specs).scenarios
        let cases = ClientCaseLoader.load(paths: [root], specs: specs).cases
        return AssertedCodeCheck.check(specs: specs, scenarios: scenarios, clientCases: cases)
    }

    /// A copy of the real Specs in a fresh temporary folder.
    static func copyOfSpecs() throws -> String {
        let folder = NSTemporaryDirectory() + "asserted-codes-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.specsPath, toPath: folder + "/Specs")
        return folder + "/Specs"
    }

    /// Replaces one text of a file, which must hold it once.
    static func replace(_ old: String, with new: String, in file: String) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.components(separatedBy: old).count == 2, "\(file) should hold '\(old)' once")
        try text.replacingOccurrences(of: old, with: new).write(toFile: file, atomically: true, encoding: .utf8)
    }

    @Test func aMadeUpCodeIsReportedWhereItIsAssertedWithTheNearestCode() throws {
        let specs = try Self.copyOfSpecs()
        defer { try? FileManager.default.removeItem(atPath: (specs as NSString).deletingLastPathComponent) }
        let scenario = specs + "/saferpay/scenarios/card-payment-declined.yaml"
        try Self.replace("$.ErrorName: TRANSACTION_DECLINED", with: "$.ErrorName: TRANSACTION_DECLIND", in: scenario)
        let clientCase = specs + "/saferpay/clients/card-declined.yaml"
        try Self.replace("values: {ErrorName: TRANSACTION_DECLINED}", with: "values: {ErrorName: TRANSACTION_REFUSED}", in: clientCase)

        let before = Self.lint(TestSupport.specsPath).filter { $0.id == .lintAssertedCode }
        let found = Self.lint(specs).filter { $0.id == .lintAssertedCode }
        #expect(found.count == before.count + 2)

        let inScenario = try #require(found.first { $0.location?.file == scenario })
        #expect(inScenario.location?.line == 61)
        #expect(inScenario.location?.column == 9)
        #expect(inScenario.message(.en).contains("no code 'TRANSACTION_DECLIND' (did you mean 'TRANSACTION_DECLINED'?)"))
        #expect(inScenario.message(.fr).contains("pas de code 'TRANSACTION_DECLIND' (vouliez-vous dire 'TRANSACTION_DECLINED' ?)"))
        #expect(inScenario.message(.en).hasPrefix("$.ErrorName takes its codes from table ErrorName"))

        let inCase = try #require(found.first { $0.location?.file == clientCase })
        #expect(inCase.location?.line == 27)
        // The value itself, after `ErrorName: `.
        let line = try String(contentsOfFile: clientCase, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)[26]
        let column = try #require(inCase.location?.column)
        #expect(line.dropFirst(column - 1).hasPrefix("TRANSACTION_REFUSED"))
    }

    @Test func aCodeMissingFromAClosedTableIsAnError() throws {
        let specs = try Self.copyOfSpecs()
        defer { try? FileManager.default.removeItem(atPath: (specs as NSString).deletingLastPathComponent) }
        // Close the ErrorName table: without its `otherwise` entry no unlisted code can occur.
        let protocolFile = specs + "/saferpay/protocol.yaml"
        var lines = try String(contentsOfFile: protocolFile, encoding: .utf8).components(separatedBy: "\n")
        let table = try #require(lines.firstIndex(of: "  ErrorName:"))
        let otherwise = try #require(lines[table...].firstIndex(of: "    otherwise:"))
        var end = otherwise + 1
        while end < lines.count, lines[end].hasPrefix("      ") { end += 1 }
        lines.removeSubrange(otherwise..<end)
        try lines.joined(separator: "\n").write(toFile: protocolFile, atomically: true, encoding: .utf8)
        try Self.replace(
            "$.ErrorName: TRANSACTION_DECLINED", with: "$.ErrorName: TRANSACTION_DECLIND",
            in: specs + "/saferpay/scenarios/card-payment-declined.yaml")

        let errors = Self.lint(specs).filter { $0.id == .lintAssertedCode && $0.severity == .error }
        #expect(errors.count == 1)
        #expect(errors.first?.location?.line == 61)
    }

    @Test func theRealSpecsAssertNoCodeThatCannotOccur() {
        let found = Self.lint(TestSupport.specsPath)
        #expect(found.allSatisfy { $0.severity != .error }, "\(found.filter { $0.severity == .error }.map { $0.formatted() })")
        // Every asserted code of the Saferpay and cnpAPI specs is listed in its table.
        #expect(!found.contains { $0.location?.file.contains("/saferpay/") == true || $0.location?.file.contains("/vantiv-eprotect/") == true })
    }
}
