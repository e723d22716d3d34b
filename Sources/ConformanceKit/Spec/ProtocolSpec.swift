/// One payment protocol: its metadata, shared containers, code tables, notes and operations.
public struct ProtocolSpec: Sendable, Codable {
    /// The protocol ID (`sips-inapp`).
    public var id: String
    /// The documentation version the spec follows.
    public var version: String
    /// The protocol's name.
    public var title: LocalizedText
    /// What the protocol is for.
    public var summary: LocalizedText
    /// The documents the spec was written from.
    public var sources: [String]
    /// Base URLs by environment name.
    public var environments: [String: String]
    /// Every version of the protocol the spec describes, oldest first (empty: one version, ``version``).
    public var versions: [String] = []
    /// Dotted body paths where a message declares the version it follows (`RequestHeader.SpecVersion`, `@version`); the first present wins.
    public var versionField: [String] = []
    /// The languages the spec's texts are written in, when it declares them (`languages: [en]` for a spec imported
    /// from a one-language document); empty: every language, as for a spec written by hand.
    public var languages: [Language] = []
    /// The spec as loaded, every version's definitions included, when this value is one version of it.
    public var history: VersionedProtocol?
    /// The protocol version this value describes, when it is one version of a versioned spec.
    public var protocolVersion: String?
    /// Shared object types by name.
    public var containers: [String: ContainerSpec]
    /// Response-code tables by name.
    public var codeTables: [String: CodeTable]
    /// Disagreements between sources, and the decisions taken.
    public var notes: [SpecNote]
    /// The operations by ID.
    public var operations: [String: OperationSpec]
    /// Where the protocol file is.
    public var location: SourceLocation?

    /// Creates a protocol.
    public init(
        id: String, version: String = "", title: LocalizedText = .verbatim(""),
        summary: LocalizedText = .verbatim(""), sources: [String] = [], environments: [String: String] = [:],
        containers: [String: ContainerSpec] = [:], codeTables: [String: CodeTable] = [:], notes: [SpecNote] = [],
        operations: [String: OperationSpec] = [:], location: SourceLocation? = nil
    ) {
        self.id = id
        self.version = version
        self.title = title
        self.summary = summary
        self.sources = sources
        self.environments = environments
        self.containers = containers
        self.codeTables = codeTables
        self.notes = notes
        self.operations = operations
        self.location = location
    }

    /// The operations sorted by ID.
    public var sortedOperations: [OperationSpec] { operations.keys.sorted().compactMap { operations[$0] } }

    /// Every stored property but ``history``, which is rebuilt from the decoded spec.
    enum CodingKeys: String, CodingKey {
        case id, version, title, summary, sources, environments, versions, versionField, languages, protocolVersion
        case containers, codeTables, notes, operations, location
    }
}
