/// A table of response codes with their meanings.
public struct CodeTable: Sendable {
    /// The table's name.
    public var name: String
    /// What the codes are.
    public var description: LocalizedText
    /// The codes, in file order.
    public var codes: [(code: String, entry: CodeEntry)]
    /// What any other value means.
    public var otherwise: CodeEntry?
    /// Where it is defined.
    public var location: SourceLocation?

    /// The entry explaining a code: its own, or the `otherwise` entry.
    public func entry(for code: String) -> CodeEntry? {
        codes.first { $0.code == code }?.entry ?? otherwise
    }
}
