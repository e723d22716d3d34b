import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceEngine
@testable import ConformanceSession

/// `conformance drift` as a library call, against the built-in sandbox in this process (was run through the built binary).
@Suite struct DriftSessionTests {
    /// Cassettes recorded against the sandbox, then a sandbox whose API moved (a new field in its
    /// specs, a type changed by a fault): drift finds both, and its patch applies and keeps the specs valid.
    @Test func aMovedSandboxIsDetectedAndThePatchApplies() async throws {
        let work = try TestSupport.scratchFolder("drift")
        defer { try? FileManager.default.removeItem(atPath: work) }
        try FileManager.default.copyItem(atPath: TestSupport.specsPath, toPath: work + "/Specs")
        try FileManager.default.copyItem(atPath: TestSupport.specsPath, toPath: work + "/Moved")
        let file = work + "/Moved/saferpay/TransactionInitialize.yaml"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let anchor = "      Token:\n        presence: mandatory\n"
        let response = try #require(text.range(of: "\"200\":"))
        let at = try #require(text.range(of: anchor, range: response.upperBound..<text.endIndex))
        var moved = text
        moved.insert(
            contentsOf:
                "      ProcessingRegion:\n        presence: mandatory\n        type: string\n        description: {en: Moved, fr: Déplacé}\n        example: EU\n",
            at: at.lowerBound)
        try moved.write(toFile: file, atomically: true, encoding: .utf8)

        var record = RunRequest(specsPath: work + "/Specs")
        record.protocols = ["saferpay"]
        record.cassettes = work + "/Cassettes"
        record.reports = work + "/Reports"
        record.formats = [.json]
        record.timeout = 180
        record.progressSink = LineSink().write
        try await RunExecution(record).perform()

        var request = DriftRequest(specsPath: work + "/Specs", cassettes: work + "/Cassettes")
        request.timeout = 180
        let unchanged = try await DriftSession(request, language: .en).compare()
        #expect(unchanged.findings.isEmpty && unchanged.status(failOn: .info) == 0)
        #expect(unchanged.rendered(.text, failOn: .error, language: .en).contains("0 drift findings"))

        request.sandboxSpecs = work + "/Moved"
        request.sandboxFaults = "change-type@TransactionCapture"
        request.patch = work + "/drift.patch"
        let drift = try await DriftSession(request, language: .en).compare()
        let shown = drift.rendered(.text, failOn: .error, language: .en)
        #expect(drift.status(failOn: .error) == 1, "\(shown)")
        #expect(shown.contains("field-appeared] saferpay.TransactionInitialize.response[200].ProcessingRegion"), "\(shown)")
        #expect(shown.contains("type-changed] saferpay.TransactionCapture.response[200]"), "\(shown)")
        #expect(!shown.contains("```") && !shown.contains("+++ "), "the patch went to its file, not into the output")
        // Named as the specs were loaded (here an absolute folder): made relative to apply it in the work folder.
        let patch = try String(contentsOfFile: work + "/drift.patch", encoding: .utf8).replacingOccurrences(of: work + "/", with: "")
        #expect(patch.contains("+++ b/Specs/saferpay/TransactionInitialize.yaml") && patch.contains("+      ProcessingRegion:"), "\(patch)")
        try patch.write(toFile: work + "/relative.patch", atomically: true, encoding: .utf8)

        let apply = try await Subprocess.run("/usr/bin/env", ["git", "apply", "relative.patch"], in: work)
        #expect(apply.status == 0, "the suggested patch applies: \(apply.stderr)")
        let lint = LintSession.lint(paths: [work + "/Specs"])
        #expect(lint.status(failOn: .error) == 0, "the patched specs stay valid: \(lint.diagnostics.map { $0.formatted(.en) })")
        var itself = DriftRequest(specsPath: work + "/Specs", cassettes: work + "/Cassettes")
        itself.against = work + "/Cassettes"
        let after = try await DriftSession(itself, language: .en).compare()
        #expect(after.findings.isEmpty && after.status(failOn: .info) == 0, "a folder against itself has no drift")
    }

    @Test func eachFormatSaysTheSameFindings() throws {
        let finding = DriftFinding(
            kind: .typeChanged, operation: OperationReference(protocolID: "saferpay", operation: "TransactionCapture"), status: 200,
            path: "$.Transaction.Amount", before: "string", after: "number")
        let appeared = DriftFinding(
            kind: .fieldAppeared, operation: OperationReference(protocolID: "saferpay", operation: "TransactionCapture"), status: 200,
            path: "$.Region", before: nil, after: "string")
        let outcome = DriftOutcome(
            findings: [finding, appeared], patch: "--- a/x\n+++ b/x\n", notes: ["a note"], patchWritten: false, baseline: "Cassettes",
            against: "sandbox", reportedTarget: "sandbox")
        let json = outcome.rendered(.json, failOn: .error, language: .en)
        let parsed = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(parsed["format"] as? String == "paymentconformance-drift" && parsed["formatVersion"] as? Int == 1)
        let findings = try #require(parsed["findings"] as? [[String: Any]])
        #expect(findings.first?["kind"] as? String == "type-changed" && findings.first?["status"] as? Int == 200)
        #expect(findings.last?["before"] == nil && findings.last?["after"] as? String == "string", "an absent side is left out")
        #expect(json.hasPrefix("{\n  \"format\": \"paymentconformance-drift\",\n  \"formatVersion\": 1,\n  \"baseline\": \"Cassettes\","), "\(json)")
        #expect(parsed["notes"] as? [String] == ["a note"] && parsed["patch"] as? String == "--- a/x\n+++ b/x\n")
        let junit = outcome.rendered(.junit, failOn: .error, language: .en)
        #expect(junit.contains("<failure type=\"type-changed\"") && !junit.contains("<failure type=\"field-appeared\""))
        #expect(outcome.rendered(.junit, failOn: .info, language: .en).contains("<failure type=\"field-appeared\""))
        let markdown = outcome.rendered(.markdown, failOn: .error, language: .fr)
        #expect(markdown.contains("`type-changed`") && markdown.contains("```diff\n--- a/x"), "\(markdown)")
        let text = outcome.rendered(.text, failOn: .error, language: .en)
        #expect(text.contains("+++ b/x") && text.hasSuffix(outcome.summary(.en) + "\n"), "\(text)")
        #expect(outcome.status(failOn: .error) == 1 && outcome.status(failOn: .info) == 1)
        let benign = DriftOutcome(
            findings: [appeared], patch: "", notes: [], patchWritten: false, baseline: "C", against: "sandbox", reportedTarget: "sandbox")
        #expect(benign.status(failOn: .error) == 0 && benign.status(failOn: .warning) == 0 && benign.status(failOn: .info) == 1)
    }

    @Test func aMissingBaselineOrAnUnknownScenarioEndsWithStatusTwo() async throws {
        let missing = DriftRequest(specsPath: TestSupport.specsPath, cassettes: "/nonexistent/Cassettes")
        await #expect(throws: SessionExit(2)) { try await DriftSession(missing, language: .en).compare() }
        let empty = try TestSupport.scratchFolder("drift-empty")
        defer { try? FileManager.default.removeItem(atPath: empty) }
        await #expect(throws: SessionExit(2)) {
            try await DriftSession(DriftRequest(specsPath: TestSupport.specsPath, cassettes: empty), language: .en).compare()
        }
        var named = DriftRequest(specsPath: TestSupport.specsPath, cassettes: empty)
        named.scenarios = ["no-such-scenario"]
        await #expect(throws: SessionExit(2)) { try await DriftSession(named, language: .en).compare() }
    }
}
