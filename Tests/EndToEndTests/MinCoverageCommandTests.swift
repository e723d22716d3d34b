import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// `conformance run --min-coverage N` and `minCoverage:` in the config file, end to end through the built binary:
/// one scenario against the built-in sandbox reaches far less than 95 of its protocol.
@Suite(.serialized, .conformanceBinary)
struct MinCoverageCommandTests {
    let cli = ConformanceCLI()

    /// One Saferpay scenario against the sandbox, recording nothing, with these arguments added.
    func run(_ extra: [String]) async throws -> (run: ConformanceCLI.Run, reports: String) {
        let reports = FileManager.default.temporaryDirectory.appendingPathComponent("min-coverage-\(UUID().uuidString)").path
        let run = try await cli.run(
            ["run", "--mode", "live", "--protocol", "saferpay", "--scenario", "card-payment-captured", "--reports", reports] + extra)
        return (run, reports)
    }

    /// The `coverageGate` member of a run's `report.json`, nil when absent.
    static func gate(_ reports: String) throws -> [String: Any]? {
        let data = try Data(contentsOf: URL(fileURLWithPath: reports + "/report.json"))
        return (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["coverageGate"] as? [String: Any]
    }

    @Test func aProtocolBelowTheMinimumFailsTheRunAndSaysWhatWasNeverSeen() async throws {
        let (below, reports) = try await run(["--min-coverage", "95"])
        #expect(below.status == 1, "every check passed, the coverage did not: \(below.stderr)")
        #expect(below.stderr.contains("checks passed; 0 errors"), "\(below.stderr)")
        #expect(below.stderr.contains("coverage of saferpay: index ") && below.stderr.contains(" is below the minimum 95"), "\(below.stderr)")
        #expect(below.stderr.contains("  Operations exercised: ") && below.stderr.contains("; never seen: AliasAssertInsert"), "\(below.stderr)")
        #expect(below.stderr.contains(" more\n"), "long lists are capped: \(below.stderr)")
        let gate = try #require(try Self.gate(reports))
        #expect(gate["passed"] as? Bool == false && gate["minimum"] as? Int == 95)

        let french = try await run(["--min-coverage", "95", "--lang", "fr"])
        #expect(french.run.status == 1 && french.run.stderr.contains("couverture de saferpay : l'indice "), "\(french.run.stderr)")

        let (passed, passedReports) = try await run(["--min-coverage", "0"])
        #expect(passed.status == 0 && passed.stderr.contains("coverage at or above the minimum 0: saferpay "), "\(passed.stderr)")
        #expect(try Self.gate(passedReports)?["passed"] as? Bool == true)

        let (none, noneReports) = try await run([])
        #expect(none.status == 0 && !none.stderr.contains("coverage of") && !none.stderr.contains("at or above"), "\(none.stderr)")
        #expect(try Self.gate(noneReports) == nil, "no gate, no verdict in report.json")
    }

    @Test func aBadMinimumIsAUsageError() async throws {
        for bad in ["abc", "101", "-5", "nan"] {
            let result = try await cli.run(["run", "--list", "--min-coverage=\(bad)"])
            #expect(
                result.status == 2 && result.stderr.contains("--min-coverage must be a coverage index from 0 to 100, not '\(bad)'"),
                "\(result.stderr)")
        }
        let french = try await cli.run(["run", "--list", "--min-coverage", "abc", "--lang", "fr"])
        #expect(french.status == 2 && french.stderr.contains("--min-coverage doit être un indice de couverture"), "\(french.stderr)")
    }

    @Test func theConfigFileSetsTheMinimumAndTheFlagWins() async throws {
        let strict = try cli.temporaryFile("conformance.yaml", "strict: false\nminCoverage: 99\n")
        let (configured, reports) = try await run(["--config", strict])
        #expect(configured.status == 1 && configured.stderr.contains("below the minimum 99"), "\(configured.stderr)")
        #expect(try Self.gate(reports)?["minimum"] as? Int == 99)

        let (flagWins, _) = try await run(["--config", strict, "--min-coverage", "0"])
        #expect(flagWins.status == 0 && flagWins.stderr.contains("at or above the minimum 0"), "\(flagWins.stderr)")

        let bad = try cli.temporaryFile("conformance.yaml", "strict: false\nminCoverage: most\n")
        let refused = try await cli.run(["run", "--list", "--config", bad])
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(
            refused.stderr.contains("conformance.yaml:2:") && refused.stderr.contains("minCoverage must be a coverage index"), "\(refused.stderr)")
        #expect(refused.stderr.contains("[coverage-gate.bad-minimum]"), "\(refused.stderr)")
    }
}
