import Foundation

/// The result of a conformance run: the one model every report format is rendered from.
public struct RunReport: Sendable, Hashable {
    /// The tool's version.
    public var toolVersion: String
    /// What was tested (`sandbox`, a URL, or a cassette folder).
    public var target: String
    /// How the run got its traffic (`live`, `record`, `replay`).
    public var mode: String
    /// When the run started (UTC, `yyyy-MM-ddTHH:mm:ss`).
    public var startedAt: String
    /// The suites: one per scenario or protocol operation, in a stable order.
    public var suites: [ReportSuite]
    /// The specs the traffic was checked against: the SHA-256 of each protocol's spec files, by protocol ID.
    public var specDigests: [String: String] = [:]
    /// The verdict of the certification bundle the report belongs to; nil for a run report, which is rendered as before.
    package var certification: CertificationSummary?
    /// The coverage index every protocol in play must reach (`run --min-coverage`); nil when no gate is set.
    package var coverageMinimum: Double?

    /// Creates a report.
    package init(
        toolVersion: String = ConformanceKit.toolVersion, target: String, mode: String, startedAt: String, suites: [ReportSuite],
        certification: CertificationSummary? = nil
    ) {
        self.toolVersion = toolVersion
        self.target = target
        self.mode = mode
        self.startedAt = startedAt
        self.suites = suites
        self.certification = certification
    }

    /// Every test case of every suite.
    public var cases: [ReportCase] { suites.flatMap(\.cases) }
    /// The number of test cases.
    public var total: Int { suites.reduce(0) { $0 + $1.cases.count } }
    /// The number of failed test cases.
    public var failed: Int { suites.reduce(0) { $0 + $1.failures } }
    /// Whether every test case passed.
    public var passed: Bool { failed == 0 }
    /// The warnings found in the suites' exchanges (undocumented fields, unknown versions…), which do not fail a check.
    public var warnings: Int { suites.reduce(0) { $0 + $1.exchanges.reduce(0) { $0 + ($1.verdict?.warnings ?? 0) } } }
}
