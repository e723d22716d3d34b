/// What checking one message produced.
public struct CheckResult: Sendable {
    /// The stable ID of the message checked (`saferpay.TransactionInitialize.response[200]`).
    public var target: String
    /// Every finding, in body order.
    public var findings: [Finding]
    /// The protocol version the message was checked against, when the protocol has versions.
    public var protocolVersion: String? = nil

    /// Findings that are errors.
    public var errors: [Finding] { findings.filter { $0.severity == .error } }
    /// Findings that are warnings.
    public var warnings: [Finding] { findings.filter { $0.severity == .warning } }
    /// Whether the message conforms (no error).
    public var conforms: Bool { !findings.contains { $0.severity == .error } }
}
