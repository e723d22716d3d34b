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

/// A group of test cases: one scenario, or one protocol operation.
public struct ReportSuite: Sendable, Hashable {
    /// The stable, language-neutral name (`saferpay.TransactionInitialize`, or a scenario ID).
    public var name: String
    /// The protocol.
    public var protocolID: String
    /// How long the suite took, in seconds.
    public var duration: Double
    /// The test cases, in a stable order.
    public var cases: [ReportCase]
    /// The exchanges of the suite, kept to show failing ones (already redacted).
    public var exchanges: [Interaction]
    /// What the suite shows, in both languages (a scenario's title), when it has one.
    public var title: LocalizedText?
    /// How the exchanges are numbered where a report names them (a client session's numbers); empty: by position.
    public var exchangeNumbers: [Int]

    /// Creates a suite.
    public init(
        name: String, protocolID: String, duration: Double = 0, cases: [ReportCase], exchanges: [Interaction] = [], title: LocalizedText? = nil,
        exchangeNumbers: [Int] = []
    ) {
        self.exchangeNumbers = exchangeNumbers
        self.name = name
        self.protocolID = protocolID
        self.duration = duration
        self.cases = cases
        self.exchanges = exchanges
        self.title = title
    }

    /// The number of failed cases.
    public var failures: Int { cases.filter { $0.failure != nil }.count }

    /// The protocol versions the suite's checks applied, in version order.
    public var protocolVersions: [String] {
        Set(cases.compactMap(\.protocolVersion)).sorted { ProtocolVersion($0) < ProtocolVersion($1) }
    }
}

/// One check: a field of a message, or an exchange-level rule.
public struct ReportCase: Sendable, Hashable {
    /// The check ID plus field path (`saferpay.TransactionInitialize.response[200].Token`), stable across runs and languages.
    public var name: String
    /// The suite's name (JUnit's class name).
    public var classname: String
    /// How long the check took, in seconds.
    public var duration: Double
    /// The failure, when the check failed.
    public var failure: ReportFailure?
    /// Which exchange of the suite the case belongs to, when it belongs to one.
    public var exchangeIndex: Int?
    /// The protocol version the check applied, when the protocol has versions.
    public var protocolVersion: String?
    /// What a behaviour check requires (a client case's rule), in both languages.
    public var title: LocalizedText?
    /// What a behaviour check saw, passed or failed, in both languages.
    public var detail: LocalizedText?

    /// Creates a case.
    public init(
        name: String, classname: String, duration: Double = 0, failure: ReportFailure? = nil, exchangeIndex: Int? = nil,
        protocolVersion: String? = nil, title: LocalizedText? = nil, detail: LocalizedText? = nil
    ) {
        self.name = name
        self.classname = classname
        self.duration = duration
        self.failure = failure
        self.exchangeIndex = exchangeIndex
        self.protocolVersion = protocolVersion
        self.title = title
        self.detail = detail
    }
}

/// Why a check failed.
public struct ReportFailure: Sendable, Hashable {
    /// The finding kind (`missing-mandatory`…), JUnit's failure type.
    public var kind: String
    /// The explanation in English and French.
    public var message: LocalizedText
    /// Where in the body (`$.a.b`).
    public var path: String
    /// What the spec expects.
    public var expected: String?
    /// What the traffic held (masked when sensitive).
    public var actual: String?
    /// The spec file and line that defines the check.
    public var specLocation: SourceLocation?
    /// What to do, when the spec says.
    public var action: LocalizedText?

    /// Creates a failure.
    public init(
        kind: String, message: LocalizedText, path: String, expected: String? = nil, actual: String? = nil, specLocation: SourceLocation? = nil,
        action: LocalizedText? = nil
    ) {
        self.kind = kind
        self.message = message
        self.path = path
        self.expected = expected
        self.actual = actual
        self.specLocation = specLocation
        self.action = action
    }

    /// Creates a failure from one or more findings on the same check (the first one names it).
    public init(findings: [Finding]) {
        let first = findings[0]
        let message = LocalizedText.joined(findings.map(\.localizedMessage), separator: MessageID.textListSeparator.localized())
        self.init(
            kind: first.kind.rawValue, message: message, path: first.path, expected: first.expected, actual: first.actual,
            specLocation: first.specLocation, action: first.action)
    }
}
