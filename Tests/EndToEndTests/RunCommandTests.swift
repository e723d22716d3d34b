import ConformanceEngine
import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// `conformance run` and `conformance report merge`, end to end through the built binary.
@Suite(.serialized, .conformanceBinary)
struct RunCommandTests {
    let cli = ConformanceCLI()

    static func folder(_ name: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("run-\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    static func report(_ folder: String) throws -> RunReport { try JSONReportReader.read(file: folder + "/report.json") }

    /// Each case's name and outcome, the part of a report that must not depend on how it was produced.
    static func verdicts(_ report: RunReport) -> [String] {
        report.suites.flatMap { suite in suite.cases.map { "\(suite.name) \($0.name) \($0.failure?.kind ?? "passed")" } }
    }

    static func text(_ path: String) -> String { (try? String(contentsOfFile: path, encoding: .utf8)) ?? "" }

    /// Expects two verdict lists to be equal, naming the first difference rather than printing both.
    static func expectSameVerdicts(_ actual: [String], _ expected: [String], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard actual != expected else { return }
        let index = zip(actual, expected).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(actual.count, expected.count)
        let left = index < actual.count ? actual[index] : "(end)"
        let right = index < expected.count ? expected[index] : "(end)"
        Issue.record("\(actual.count) vs \(expected.count) cases; first difference at \(index): \(left) ≠ \(right)", sourceLocation: sourceLocation)
    }

    /// One recording of every scenario against the embedded sandbox (cassettes, reports and what the run printed),
    /// made once for the tests that replay it; they only read it.
    static let recording = Task { () throws -> (cassettes: String, reports: String, run: ConformanceCLI.Run) in
        let cassettes = try folder("cassettes")
        let reports = try folder("recorded")
        return (cassettes, reports, try await ConformanceCLI().run(["run", "--cassettes", cassettes, "--reports", reports]))
    }

    /// Every scenario of every protocol passes against the embedded sandbox; the replay, with no
    /// server, gives the same verdict for every check; no secret or card number leaks.
    @Test func everyScenarioPassesThenReplaysIdentically() async throws {
        let (cassettes, recorded, record) = try await Self.recording.value
        let replayed = try Self.folder("replayed")
        #expect(record.status == 0, "\(record.stderr)")
        let first = try Self.report(recorded)
        let scenarios = ScenarioLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs).scenarios.scenarios
        #expect(first.suites.map(\.name) == scenarios.map(\.id))
        #expect(Set(first.suites.map(\.protocolID)) == Set(TestSupport.loaded.specs.protocols.keys))
        #expect(first.passed && first.total > 1000, "\(first.failed) failures")
        for scenario in scenarios {
            #expect(FileManager.default.fileExists(atPath: "\(cassettes)/\(scenario.protocolID)/\(scenario.name).json"))
        }

        let replay = try await cli.run(["run", "--mode", "replay", "--cassettes", cassettes, "--reports", replayed])
        #expect(replay.status == 0, "\(replay.stderr)")
        Self.expectSameVerdicts(Self.verdicts(try Self.report(replayed)), Self.verdicts(first))
        #expect(replay.stderr.contains("mode replay") && !replay.stderr.contains("127.0.0.1"), "replay starts no sandbox")

        let sipsKey = "002001000000001_KEY1"
        for folder in [cassettes, recorded] {
            let files = FileManager.default.enumerator(atPath: folder)?.compactMap { $0 as? String } ?? []
            for file in files where file.hasSuffix(".json") || file.hasSuffix(".xml") || file.hasSuffix(".html") || file.hasSuffix(".md") {
                let text = Self.text(folder + "/" + file)
                #expect(!text.contains(sipsKey), "\(file) holds the secret key")
                #expect(CardNumberScan.scan(text).isEmpty, "\(file) holds a card number")
            }
        }
    }

    /// Three shards merged give the same checks and verdicts as one run.
    ///
    /// One protocol is sharded (its scenarios are enough to split three ways): a replay of every scenario again would
    /// only repeat the test above.
    @Test func shardsMergeIntoTheSingleRun() async throws {
        let (cassettes, single, record) = try await Self.recording.value
        #expect(record.status == 0)
        // The three shards replay at once, each into its own folder.
        let shardFolders = try (1...3).map { try Self.folder("shard\($0)") }
        let results = try await withThrowingTaskGroup(of: (Int, ConformanceCLI.Run).self) { group in
            for index in 1...3 {
                group.addTask {
                    (
                        index,
                        try await ConformanceCLI().run([
                            "run", "--mode", "replay", "--protocol", "saferpay", "--shard", "\(index)/3", "--cassettes", cassettes, "--reports",
                            shardFolders[index - 1],
                        ])
                    )
                }
            }
            return try await group.reduce(into: [Int: ConformanceCLI.Run]()) { $0[$1.0] = $1.1 }
        }
        var sizes: [Int] = []
        for index in 1...3 {
            #expect(results[index]?.status == 0, "\(results[index]?.stderr ?? "")")
            sizes.append(try Self.report(shardFolders[index - 1]).suites.count)
        }
        let merged = try Self.folder("merged")
        let merge = try await cli.run(["report", "merge"] + shardFolders + ["--to", merged])
        #expect(merge.status == 0, "\(merge.stderr)")
        var whole = try Self.report(single)
        whole.suites = whole.suites.filter { $0.protocolID == "saferpay" }
        #expect(whole.suites.count >= 6, "\(whole.suites.count) Saferpay scenarios")
        #expect(sizes.reduce(0, +) == whole.suites.count && (sizes.max() ?? 0) - (sizes.min() ?? 0) <= 1)
        let combined = try Self.report(merged)
        Self.expectSameVerdicts(Self.verdicts(combined), Self.verdicts(whole))
        #expect(combined.suites.map(\.exchanges.count) == whole.suites.map(\.exchanges.count), "the merged report keeps every exchange")
        for file in ["junit.xml", "index.html", "summary.md"] { #expect(FileManager.default.fileExists(atPath: merged + "/" + file)) }
    }

    /// A broken sandbox answer fails the run (exit 1) and shows in JUnit, JSON and HTML.
    @Test func sandboxFaultsShowInEveryReport() async throws {
        let reports = try Self.folder("faults")
        let cassettes = try Self.folder("faults-cassettes")
        let result = try await cli.run([
            "run", "--protocol", "saferpay", "--sandbox-faults", "drop-mandatory@TransactionInitialize,status-500@TransactionCapture",
            "--reports", reports, "--cassettes", cassettes,
        ])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("FAIL saferpay/"))
        let report = try Self.report(reports)
        let kinds = Set(report.cases.compactMap { $0.failure?.kind })
        #expect(kinds.contains("missing-mandatory") && kinds.contains("unexpected-status"), "\(kinds)")
        let junit = Self.text(reports + "/junit.xml")
        #expect(junit.contains("type=\"missing-mandatory\"") && junit.contains("type=\"unexpected-status\""))
        await ReportFixtures.expectValidJUnit(reports + "/junit.xml", "a run with failures")
        let html = Self.text(reports + "/index.html")
        #expect(html.contains("missing-mandatory") && html.contains("TransactionInitialize"))
        #expect(Self.text(reports + "/summary.md").contains("❌"))
        #expect(result.stderr.contains("mode live"), "faults make live the default mode: \(result.stderr.prefix(300))")
        let written = try FileManager.default.subpathsOfDirectory(atPath: cassettes)
        #expect(written.isEmpty, "broken answers are not recorded unless --mode record says so: \(written)")
    }

    /// A connection that breaks mid-answer is an infrastructure error (exit 2), still reported.
    @Test func brokenConnectionsAreInfrastructureErrors() async throws {
        let reports = try Self.folder("transport")
        let result = try await cli.run([
            "run", "--protocol", "saferpay", "--scenario", "card-payment-captured", "--mode", "live", "--sandbox-faults",
            "close-mid-body@TransactionInitialize", "--timeout", "5", "--reports", reports,
        ])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("[transport.connection-closed]"), "\(result.stderr)")
        #expect(try Self.report(reports).cases.contains { $0.failure?.kind == "transport-error" })
    }

    @Test func usageAndConfigurationErrorsExitTwo() async throws {
        let empty = try Self.folder("empty")
        let shard = try await cli.run(["run", "--shard", "4/3", "--list"])
        #expect(shard.status == 2 && shard.stderr.contains("run.shard-invalid"))
        let target = try await cli.run(["run", "--target", "sandbx", "--reports", empty])
        #expect(target.status == 2 && target.stderr.contains("did you mean 'sandbox'"), "\(target.stderr)")
        let replay = try await cli.run(["run", "--mode", "replay", "--cassettes", empty, "--reports", empty, "--protocol", "saferpay"])
        #expect(replay.status == 2 && replay.stderr.contains("run.cassette-missing"), "\(replay.stderr)")
        let scenario = try await cli.run(["run", "--scenario", "card-paymnt-captured", "--list"])
        #expect(scenario.status == 2 && scenario.stderr.contains("did you mean"), "\(scenario.stderr)")
        let protocolName = try await cli.run(["run", "--protocol", "safrpay", "--list"])
        #expect(protocolName.status == 2 && protocolName.stderr.contains("saferpay"))
        let fault = try await cli.run(["run", "--protocol", "sips-inapp", "--sandbox-faults", "drop-mandatory@cardorder", "--reports", empty])
        #expect(fault.status == 2 && fault.stderr.contains("'cardOrder'") && fault.stderr.contains("--sandbox-faults"), "\(fault.stderr)")
        for timeout in ["nan", "inf", "1e300", "0"] {
            let result = try await cli.run(["run", "--timeout", timeout, "--list"])
            #expect(result.status == 2 && result.stderr.contains("--timeout must be"), "\(timeout): \(result.stderr)")
        }
        let mode = try await cli.run(["run", "--mode", "recrd", "--list"])
        #expect(mode.status == 2)
        let url = try await cli.run(["run", "--target", "https://gateway.example.com", "--protocol", "sips-inapp", "--reports", empty])
        #expect(url.status == 2 && url.stderr.contains("CONFORMANCE_SIPS_INAPP_SECRETKEY"), "a real target needs its secrets: \(url.stderr)")
    }

    @Test func listShowsTheSelectionInBothLanguages() async throws {
        let english = try await cli.run(["run", "--list", "--protocol", "saferpay"])
        #expect(english.status == 0 && english.stdout.contains("saferpay/") && !english.stdout.contains("sips-inapp/"))
        let french = try await cli.run(["run", "--list", "--protocol", "saferpay", "--lang", "fr"])
        #expect(french.status == 0 && french.stdout != english.stdout)
    }

    @Test func mergeRefusesFoldersWithoutAReport() async throws {
        let empty = try Self.folder("nothing")
        let result = try await cli.run(["report", "merge", empty, "--to", try Self.folder("out")])
        #expect(result.status == 2 && result.stderr.contains("report.merge-input"))
    }

    /// A reader that goes away (`| head`) must not stop a run half way through its cassettes and reports;
    /// warnings are shown on the scenario's line.
    @Test func aClosedOutputPipeDoesNotStopTheRunAndWarningsShow() async throws {
        let reports = try Self.folder("pipe")
        let script =
            "'\(ConformanceCLI.binary)' run --protocol saferpay --mode live --reports '\(reports)' 2>&1 | head -c 1 >/dev/null; "
            + "exit ${PIPESTATUS[0]}"
        let piped = try await Subprocess.run("/bin/bash", ["-c", script], in: TestSupport.repositoryRoot)
        #expect(piped.status == 0, "exit \(piped.status): \(piped.stdout)")
        #expect(FileManager.default.fileExists(atPath: reports + "/report.json"))

        let warned = try await cli.run([
            "run", "--scenario", "saferpay/card-payment-captured", "--sandbox-faults", "unknown-field", "--reports", try Self.folder("warn"),
        ])
        #expect(
            warned.status == 0 && warned.stderr.contains("PASS saferpay/card-payment-captured") && warned.stderr.contains("4 warnings"),
            "\(warned.stderr)")
        let file = try Self.folder("out-file") + "/bundle"
        try "not a folder".write(toFile: file, atomically: true, encoding: .utf8)
        let keys = try Self.folder("keys") + "/k"
        #expect(try await cli.run(["keys", "generate", "--out", keys]).status == 0)
        let certify = try await cli.run([
            "certify", "--partner", "A", "--target", "sandbox", "--protocol", "saferpay", "--signing-key", keys + "/signing.key", "--out", file,
        ])
        #expect(certify.status == 2 && certify.stderr.contains("is a file") && !certify.stderr.contains("PASS"), "\(certify.stderr)")
    }

    /// A folder given twice, or a re-run next to its first run, would let one verdict hide the other: the merge refuses it.
    @Test func mergeRefusesOverlappingSuites() async throws {
        // The recorded run's reports, given twice.
        let (_, shard, run) = try await Self.recording.value
        try #require(run.status == 0 || run.status == 1, "\(run.stderr)")
        let result = try await cli.run(["report", "merge", shard, shard, "--to", try Self.folder("merged")])
        #expect(result.status == 2 && result.stderr.contains("report.merge-overlap") && result.stderr.contains("saferpay/"), "\(result.stderr)")
        let french = try await cli.run(["report", "merge", shard, shard, "--to", try Self.folder("merged"), "--lang", "fr"])
        #expect(french.stderr.contains("contiennent tous deux la suite"), "\(french.stderr)")
    }
}
