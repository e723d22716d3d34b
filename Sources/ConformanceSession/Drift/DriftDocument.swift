import ConformanceEngine
import ConformanceKit

/// `conformance drift --format json`: the findings, the notes and the suggested patch (`paymentconformance-drift`, version 1).
struct DriftDocument: Encodable {
    /// One finding.
    struct Finding: Encodable {
        var kind: String
        var severity: String
        var operation: String
        var status: Int
        var path: String
        var before: String?
        var after: String?
    }

    var format = "paymentconformance-drift"
    var formatVersion = 1
    var baseline: String
    var against: String
    var findings: [Finding]
    var notes: [String]
    var patch: String

    /// The document of an outcome.
    init(_ outcome: DriftOutcome) {
        baseline = outcome.baseline
        against = outcome.against
        findings = outcome.findings.map {
            Finding(
                kind: $0.kind.rawValue, severity: $0.kind.severity.rawValue, operation: $0.operation.description, status: $0.status, path: $0.path,
                before: $0.before, after: $0.after)
        }
        notes = outcome.notes
        patch = outcome.patch
    }
}
