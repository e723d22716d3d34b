/// The meaning of one response code, and what to do about it.
public struct CodeEntry: Sendable, Hashable, Codable {
    /// What kind of outcome the code reports.
    public var outcome: CodeOutcome
    /// What the code means.
    public var meaning: LocalizedText
    /// What the caller should do.
    public var action: LocalizedText?
    /// The version that introduced the code.
    public var since: String? = nil
    /// The version that retired the code.
    public var until: String? = nil
    /// The operations whose answers never carry the code, although a field of theirs takes its codes from the table.
    public var notAnsweredBy: [String]? = nil
    /// Where `notAnsweredBy` is written.
    public var notAnsweredByLocation: SourceLocation? = nil

    /// Whether an operation's answers may carry the code.
    public func isAnswered(by operation: String) -> Bool { !(notAnsweredBy?.contains(operation) ?? false) }

    private enum CodingKeys: String, CodingKey {
        case outcome, meaning, action, since, until, notAnsweredBy
    }
}
