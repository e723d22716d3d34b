import Foundation

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
