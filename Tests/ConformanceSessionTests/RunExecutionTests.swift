import ConformanceKit
import ConformanceRunner
import Foundation
import Testing

@testable import ConformanceSession

/// `conformance run` as a library call, against the built-in sandbox on a random loopback port.
@Suite struct RunExecutionTests {
    /// The project's spec folder.
    static var specs: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Specs").path
    }

    /// A fresh temporary folder.
    static func scratch(_ name: String) throws -> String {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("session-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test func aRunAgainstTheSandboxRecordsAndWritesReports() async throws {
        let folder = try Self.scratch("run")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sink = LineSink()
        var request = RunRequest(specsPath: Self.specs)
        request.scenarios = ["saferpay/card-payment-captured", "saferpay/card-payment-declined"]
        request.cassettes = (folder as NSString).appendingPathComponent("Cassettes")
        request.reports = (folder as NSString).appendingPathComponent("Reports")
        request.formats = [.json, .junit]
        request.progressSink = sink.write
        // The sandbox runs in this process, on the cooperative pool the whole suite shares: a loaded full run (2 cores) has
        // been seen to hold a request past the default 30 s, which ends the run with status 2 (an infrastructure error).
        request.timeout = 180
        try await RunExecution(request).perform()
        let reports = try FileManager.default.contentsOfDirectory(atPath: request.reports!).sorted()
        #expect(reports == ["junit.xml", "report.json"])
        let cassettes = try FileManager.default.contentsOfDirectory(atPath: (request.cassettes! as NSString).appendingPathComponent("saferpay"))
        #expect(cassettes.sorted() == ["card-payment-captured.json", "card-payment-declined.json"])
        #expect(sink.lines.first?.hasPrefix("conformance run: 2 scenarios against sandbox (http://127.0.0.1:") == true)
        #expect(sink.lines.filter { $0.hasPrefix("PASS saferpay/") }.count == 2)
        #expect(sink.lines.contains { $0.hasPrefix("2 of 2 scenarios passed;") })
        let json = try String(contentsOfFile: (request.reports! as NSString).appendingPathComponent("report.json"), encoding: .utf8)
        #expect(json.contains("card-payment-captured"))
        #expect(!json.contains(Self.specs), "the report names spec files relative to the spec folder")
    }

    @Test func anUnknownScenarioEndsWithStatusTwoBeforeAnyTraffic() async throws {
        var request = RunRequest(specsPath: Self.specs)
        request.scenarios = ["saferpay/no-such-scenario"]
        await #expect(throws: SessionExit(2)) { try await RunExecution(request).perform() }
    }

    @Test func aBadShardEndsWithStatusTwo() async throws {
        var request = RunRequest(specsPath: Self.specs)
        request.shard = "3/2"
        await #expect(throws: SessionExit(2)) { try await RunExecution(request).perform() }
    }

    @Test func theFrenchSummaryCountsInFrench() {
        let sink = LineSink()
        let report = RunReport(target: "sandbox", mode: "record", startedAt: "2026-01-01T00:00:00", suites: [])
        RunProgress(language: .fr, sink: sink.write).summary(outcomes: [], report: report, written: ["a.xml"])
        #expect(sink.lines == ["0 scénario réussi sur 0 ; 0 contrôle réussi sur 0 ; 0 erreur, 0 avertissement", "rapports : a.xml"])
    }
}
