/// A recorded disagreement between sources and the decision the spec takes.
public struct SpecNote: Sendable, Hashable, Codable {
    /// A short stable ID.
    public var id: String
    /// The sources that disagree.
    public var sources: [String]
    /// What the disagreement is about.
    public var topic: LocalizedText
    /// What the spec does about it.
    public var decision: LocalizedText
}
