/// A named object type shared by several operations.
public struct ContainerSpec: Sendable, Codable {
    /// The container's name.
    public var name: String
    /// What it holds.
    public var description: LocalizedText
    /// The version that introduced it.
    public var since: String?
    /// The version that removed it.
    public var until: String?
    /// Its fields.
    public var fields: [FieldSpec]
    /// Where it is defined.
    public var location: SourceLocation?
}
