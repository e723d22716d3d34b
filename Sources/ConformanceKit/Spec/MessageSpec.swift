/// A request or response: the fields of its body, query and headers.
public struct MessageSpec: Sendable, Codable {
    /// What the message is.
    public var description: LocalizedText?
    /// The encoding, when it differs from the operation's.
    public var encoding: BodyEncoding?
    /// The expected XML root element.
    public var root: String?
    /// XML only: the namespace URI the root element must be in (`""` for no namespace).
    public var namespace: String?
    /// Where the message declares its version, when it differs from the protocol's ``ProtocolSpec/versionField``.
    public var versionField: [String]?
    /// The root and namespace the message had before given versions, newest change first.
    public var history: [MessageHistoryEntry] = []
    /// The error form the platform may answer in the message's place (``ErrorEnvelopeSpec``).
    package var errorEnvelope: ErrorEnvelopeSpec?
    /// The type of the whole body, when it is not described by `fields`.
    public var body: TypeRef?
    /// The body's top-level fields.
    public var fields: [FieldSpec]
    /// The query-string parameters.
    public var query: [FieldSpec]
    /// The HTTP headers.
    public var headers: [FieldSpec]
    /// Where the message is in its file.
    public var location: SourceLocation?

    /// Creates a message.
    public init(
        description: LocalizedText? = nil, encoding: BodyEncoding? = nil, root: String? = nil, body: TypeRef? = nil,
        fields: [FieldSpec] = [], query: [FieldSpec] = [], headers: [FieldSpec] = [], location: SourceLocation? = nil
    ) {
        self.description = description
        self.encoding = encoding
        self.root = root
        self.body = body
        self.fields = fields
        self.query = query
        self.headers = headers
        self.location = location
    }

    /// Whether the message describes a body.
    public var hasBody: Bool { body != nil || !fields.isEmpty }
}
