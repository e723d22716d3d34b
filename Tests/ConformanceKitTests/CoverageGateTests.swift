import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceEngine
@testable import ConformanceKit

/// The coverage gate (`run --min-coverage`, `minCoverage:`): which values it takes, which protocols fail it,
/// what it prints in both languages, its verdict in `report.json`, and the config file's key.
@Suite struct CoverageGateTests {
    /// A coverage of one protocol: half its operations, and ten statuses of which two were seen.
    static let coverage = ProtocolCoverage(
        protocolID: "demo",
        parts: [
            .init(name: "operations", seen: ["Pay"], unseen: ["Refund"]),
            .init(name: "statuses", seen: ["Pay 200", "Pay 402"], unseen: (1...8).map { "Pay 5\($0)0" }),
        ])

    @Test func theMinimumIsANumberFromZeroToAHundred() {
        #expect(CoverageGate.parse("95") == 95 && CoverageGate.parse("0") == 0 && CoverageGate.parse("100") == 100)
        #expect(CoverageGate.parse("92.5") == 92.5 && CoverageGate.parse(" 90 ") == 90)
        for bad in ["", "abc", "-1", "100.1", "101", "nan", "inf", "1e300", "95%"] { #expect(CoverageGate.parse(bad) == nil, "\(bad)") }
        #expect(CoverageGate.text(95) == "95" && CoverageGate.text(92.5) == "92.5")
    }

    @Test func aProtocolBelowTheMinimumIsNamedWithWhatWasNeverSeen() {
        #expect(Self.coverage.index == 35.0)
        let gate = CoverageGate(minimum: 95)
        #expect(gate.failing([Self.coverage]).map(\.protocolID) == ["demo"])
        let lines = gate.lines([Self.coverage], language: .en)
        #expect(lines.first == "coverage of demo: index 35.0 is below the minimum 95")
        #expect(lines.contains("  Operations exercised: 1/2; never seen: Refund"), "\(lines)")
        #expect(
            lines.contains("  Response statuses seen: 2/10; never seen: Pay 510, Pay 520, Pay 530, Pay 540, Pay 550, Pay 560 and 2 more"),
            "\(lines)")
        let french = gate.lines([Self.coverage], language: .fr)
        #expect(french.first == "couverture de demo : l'indice 35.0 est inférieur au minimum 95")
        #expect(french.last?.hasSuffix("Pay 560 et 2 de plus") == true, "\(french)")
    }

    @Test func aProtocolAtTheMinimumPasses() {
        let gate = CoverageGate(minimum: 35)
        #expect(gate.failing([Self.coverage]).isEmpty)
        #expect(gate.lines([Self.coverage], language: .en) == ["coverage at or above the minimum 35: demo 35.0"])
        #expect(gate.lines([], language: .en).isEmpty, "no protocol in play, nothing to say")
        #expect(CoverageGate(minimum: 35.1).failing([Self.coverage]).count == 1)
    }

    @Test func theVerdictInTheReportNamesTheFailingProtocols() {
        let failed = CoverageGate(minimum: 92.5).json([Self.coverage]).prettyJSONText
        #expect(failed.contains("\"minimum\": 92.5") && failed.contains("\"passed\": false") && failed.contains("\"protocol\": \"demo\""))
        #expect(failed.contains("\"index\": 35.0"), "\(failed)")
        let passed = CoverageGate(minimum: 0).json([Self.coverage]).prettyJSONText
        #expect(passed.contains("\"passed\": true") && passed.contains("\"failing\": []"), "\(passed)")
    }

    static func configuration(_ text: String) throws -> (configuration: RunConfiguration?, diagnostics: [Diagnostic]) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-gate-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("conformance.yaml").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return RunConfigurationLoader.load(file: path)
    }

    @Test func theConfigFileTakesMinCoverage() throws {
        let good = try Self.configuration("mode: live\nminCoverage: 92.5\n")
        #expect(good.diagnostics.isEmpty && good.configuration?.minCoverage == 92.5, "\(good.diagnostics)")
        #expect(try Self.configuration("mode: live\n").configuration?.minCoverage == nil)

        let bad = try Self.configuration("mode: live\nminCoverage: 150\n")
        #expect(bad.configuration == nil)
        let diagnostic = try #require(bad.diagnostics.first)
        #expect(diagnostic.id == .coverageGateBadMinimum && diagnostic.location?.line == 2, "\(bad.diagnostics)")
        #expect(diagnostic.formatted(.en).contains("conformance.yaml:2:"), "\(diagnostic.formatted(.en))")
        #expect(diagnostic.message(.en) == "minCoverage must be a coverage index from 0 to 100, not '150'; give a number such as 95")

        let misspelt = try Self.configuration("minCoverag: 90\n")
        #expect(misspelt.diagnostics.first?.message(.en).contains("did you mean 'minCoverage'") == true, "\(misspelt.diagnostics)")
    }
}
