/// The outcome class of a response code.
public enum CodeOutcome: String, Sendable, Hashable, Codable, CaseIterable {
    /// The operation was done.
    case success
    /// The operation goes on elsewhere (3-D Secure, redirect).
    case pending
    /// A temporary problem: retry later.
    case retry
    /// Refused by the issuer or the acquirer.
    case declined
    /// The merchant may not use the function.
    case forbidden
    /// A parameter was wrong.
    case invalid
    /// A technical error.
    case error
}
