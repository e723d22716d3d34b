import ConformanceEngine
import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// Drift's parts: shapes, comparison, the suggested spec patch (the whole command: `DriftSessionTests`).
@Suite struct DriftTests {
    static func interaction(_ operation: String, status: Int = 200, _ json: String) throws -> Interaction {
        Interaction(
            request: RecordedRequest(method: "POST", path: "/x"),
            response: RecordedResponse(status: status, body: .json(try JSONBodyParser.parse(json))),
            operation: OperationReference(protocolID: "saferpay", operation: operation))
    }

    @Test func shapesIgnoreValuesAndReportEachKindOfDrift() throws {
        let analyzer = DriftAnalyzer(specs: TestSupport.loaded.specs)
        let baseline = [
            try Self.interaction("TransactionAuthorize", #"{"Token":"a1","Amount":{"Value":"100"},"Legacy":true,"When":"2026-01-01T10:00:00Z"}"#),
            try Self.interaction("TransactionAuthorize", status: 402, #"{"Behavior":"DO_NOT_RETRY","ErrorName":"X"}"#),
        ]
        let same = [
            try Self.interaction("TransactionAuthorize", #"{"Token":"b2","Amount":{"Value":"999"},"Legacy":false,"When":"2027-03-04T11:00:00Z"}"#),
            try Self.interaction("TransactionAuthorize", status: 402, #"{"Behavior":"DO_NOT_RETRY","ErrorName":"X"}"#),
        ]
        #expect(analyzer.compare(baseline: baseline, current: same).isEmpty, "values alone are not drift")
        let moved = [
            try Self.interaction("TransactionAuthorize", #"{"Token":"b2","Amount":{"Value":999},"When":"next tuesday","New":{"A":1}}"#),
            try Self.interaction("TransactionAuthorize", status: 402, #"{"Behavior":"RETRY","ErrorName":"X"}"#),
            try Self.interaction("TransactionAuthorize", status: 500, #"{"ErrorName":"Y"}"#),
        ]
        let findings = analyzer.compare(baseline: baseline, current: moved)
        let summary = Set(findings.map { "\($0.kind.rawValue) \($0.status) \($0.path)" })
        #expect(
            summary == [
                "type-changed 200 Amount.Value", "field-disappeared 200 Legacy", "format-changed 200 When", "field-appeared 200 New",
                "new-code 402 Behavior", "new-status 500 ",
            ], "\(summary)")
    }

    /// Traffic recorded at one protocol version and fresh traffic at another differ by the versions' rules, not by drift.
    @Test func anotherProtocolVersionIsReportedNotComparedFieldByField() throws {
        let analyzer = DriftAnalyzer(specs: TestSupport.loaded.specs)
        let old = [try Self.interaction("TransactionAuthorize", SaferpayAnswers.authorizeAnswer("1.15"))]
        let new = [try Self.interaction("TransactionAuthorize", SaferpayAnswers.authorizeAnswer("1.53"))]
        let findings = analyzer.compare(baseline: old, current: new)
        #expect(findings.map(\.kind) == [.versionChanged], "\(findings)")
        #expect(findings.first?.before == "1.15" && findings.first?.after == "1.53")
        #expect(analyzer.compare(baseline: old, current: old).isEmpty)
        // Within one version, the fields are compared as ever.
        let lost = [
            try Self.interaction(
                "TransactionAuthorize", SaferpayAnswers.authorizeAnswer("1.15").replacingOccurrences(of: #""Dcc""#, with: #""Dcc2""#))
        ]
        #expect(analyzer.compare(baseline: old, current: lost).contains { $0.kind == .fieldDisappeared && $0.path == "Dcc" })
    }

    /// Silence is not conformance: a recorded operation or status the fresh traffic never reached is reported.
    @Test func operationsAndStatusesNoLongerSeenAreReported() throws {
        let analyzer = DriftAnalyzer(specs: TestSupport.loaded.specs)
        let baseline = [
            try Self.interaction("TransactionAuthorize", #"{"Token":"a1"}"#),
            try Self.interaction("TransactionCapture", #"{"Status":"CAPTURED"}"#),
        ]
        let refused = [try Self.interaction("TransactionAuthorize", status: 400, #"{"Behavior":"ABORT","ErrorName":"VALIDATION_FAILED"}"#)]
        let summary = analyzer.compare(baseline: baseline, current: refused).map { "\($0.kind.rawValue) \($0.subject)" }
        #expect(
            summary == [
                "status-unseen saferpay.TransactionAuthorize.response[200]", "new-status saferpay.TransactionAuthorize.response[400]",
                "operation-unseen saferpay.TransactionCapture",
            ], "\(summary)")
        #expect(analyzer.compare(baseline: baseline, current: []).count == 2, "an empty folder is two operations not reached")
    }

    /// A new value of a code field is one new-code finding, and the patch leaves codes and fields the spec already has alone.
    @Test func knownCodesAndFieldsAreNotAddedTwice() throws {
        let specs = TestSupport.loaded.specs
        let analyzer = DriftAnalyzer(specs: specs)
        let baseline = [try Self.interaction("TransactionAuthorize", status: 402, #"{"Behavior":"ABORT","ErrorName":"TRANSACTION_DECLINED"}"#)]
        let current = [
            try Self.interaction("TransactionAuthorize", status: 402, #"{"Behavior":"ABORT","ErrorName":"NO_CONTRACT","ErrorDetail":["x"]}"#)
        ]
        let findings = analyzer.compare(baseline: baseline, current: current)
        #expect(Set(findings.map { "\($0.kind.rawValue) \($0.path)" }) == ["new-code ErrorName", "field-appeared ErrorDetail"], "\(findings)")
        let suggestion = SpecPatch.suggest(findings, specs: specs)
        #expect(suggestion.patch.isEmpty, "NO_CONTRACT and ErrorDetail are already in the spec: \(suggestion.patch)")
        #expect(suggestion.notes.count == 2 && suggestion.notes.allSatisfy { $0.contains("already") }, "\(suggestion.notes)")
    }

    @Test func unifiedDiffsHaveCorrectHunks() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[4] = "changed 5"
        new.insert("added", at: 15)
        let diff = UnifiedDiff.make(old: old, new: new, path: "f.yaml")
        #expect(diff.hasPrefix("--- a/f.yaml\n+++ b/f.yaml\n"))
        #expect(diff.contains("@@ -2,7 +2,7 @@\n line 2\n line 3\n line 4\n-line 5\n+changed 5\n line 6\n"))
        #expect(diff.contains("@@ -13,6 +13,7 @@\n line 13\n line 14\n line 15\n+added\n line 16\n"))
        #expect(UnifiedDiff.make(old: old, new: old, path: "f.yaml").isEmpty)
    }
}
