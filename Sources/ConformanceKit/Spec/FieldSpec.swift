/// One field of a message or container.
public struct FieldSpec: Sendable, Codable {
    /// The field's name (a JSON key, form key, XML element, header or query name).
    public var name: String
    /// Whether it must be present.
    public var presence: Presence
    /// When a conditional field is required.
    public var condition: FieldCondition?
    /// Its type.
    public var type: TypeRef
    /// The format its text must follow.
    public var format: String?
    /// The allowed values, as their lexical forms.
    public var enumValues: [String]?
    /// Whether a value outside `enumValues` is only a warning.
    public var openEnum: Bool = false
    /// A regular expression the whole value must match.
    public var pattern: String?
    /// Minimum length in characters.
    public var minLength: Int?
    /// Maximum length in characters.
    public var maxLength: Int?
    /// Maximum length in UTF-8 bytes.
    public var maxBytes: Int?
    /// Smallest allowed number.
    public var minimum: Double?
    /// Largest allowed number.
    public var maximum: Double?
    /// Fewest list elements.
    public var minItems: Int?
    /// Most list elements.
    public var maxItems: Int?
    /// Whether JSON null is allowed.
    public var nullable: Bool = false
    /// Whether the empty string is allowed.
    public var allowEmpty: Bool = false
    /// Whether a JSON string holding the type's lexical form is accepted.
    public var acceptStringForm: Bool = false
    /// How sensitive the value is.
    public var sensitivity: Sensitivity?
    /// Whether the value changes on every call.
    public var volatile: Bool = false
    /// Who serves the URL the field holds (with `format: url`).
    public var role: URLRole?
    /// The code table that explains the value.
    public var codes: String?
    /// The version that introduced the field.
    public var since: String?
    /// The version that removed the field.
    public var until: String?
    /// The field as it was before given versions (each entry whole), newest change first.
    public var history: [FieldHistoryEntry] = []
    /// The allowed values with the versions they belong to, when some value has a range (`enumValues` holds the newest).
    public var enumItems: [EnumItem]?
    /// What the field is.
    public var description: LocalizedText
    /// A conformant value, used to build examples.
    public var example: BodyValue?
    /// Inline sub-fields, for `object` and `list<object>`.
    public var fields: [FieldSpec]?
    /// Where the field is defined.
    public var location: SourceLocation?

    /// Creates a field.
    public init(
        name: String, presence: Presence, type: TypeRef, description: LocalizedText = .verbatim(""),
        location: SourceLocation? = nil
    ) {
        self.name = name
        self.presence = presence
        self.type = type
        self.description = description
        self.location = location
    }
}
