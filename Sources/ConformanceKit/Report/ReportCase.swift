import Foundation

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
