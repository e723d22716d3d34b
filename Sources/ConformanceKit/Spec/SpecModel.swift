/// Every protocol loaded from a spec folder.
public struct SpecSet: Sendable {
    /// The protocols by ID.
    public var protocols: [String: ProtocolSpec]

    /// Creates a set.
    public init(protocols: [String: ProtocolSpec] = [:]) { self.protocols = protocols }

    /// The protocol IDs in a stable order.
    public var protocolIDs: [String] { protocols.keys.sorted() }

    /// The protocols in a stable order.
    public var sortedProtocols: [ProtocolSpec] { protocolIDs.compactMap { protocols[$0] } }
}

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

/// One operation of a protocol: how it travels and what its messages hold.
public struct OperationSpec: Sendable {
    /// The protocol the operation belongs to.
    public var protocolID: String
    /// The operation ID, as the protocol's guides name it.
    public var id: String
    /// The protocol version that introduced it.
    public var since: String?
    /// The protocol version that removed it.
    public var until: String?
    /// Whether the protocol discourages its use.
    public var deprecated: Bool
    /// The guides that document it, when they differ (`en`, `fr`).
    public var documentedIn: [String]
    /// Operations that run before this one in a flow.
    public var after: [String]
    /// A short name.
    public var title: LocalizedText
    /// What the operation does.
    public var summary: LocalizedText
    /// How the operation travels over HTTP.
    package var endpoint: Endpoint
    /// The request message.
    public var request: MessageSpec
    /// The response messages by status key, in file order.
    public var responses: [(status: ResponseStatus, message: MessageSpec)]
    /// Disagreements between sources, and the decisions taken.
    public var notes: [SpecNote]
    /// Where the operation file is.
    public var location: SourceLocation?

    /// The response described for an HTTP status: an exact match first, then its class, then `default`.
    public func response(for status: Int) -> (status: ResponseStatus, message: MessageSpec)? {
        responses.first { $0.status == .exact(status) }
            ?? responses.first { $0.status == .statusClass(status / 100) }
            ?? responses.first { $0.status == .default }
    }

    /// The response with the given key (`200`, `4xx`, `default`).
    public func response(key: String) -> MessageSpec? {
        responses.first { $0.status.description == key }?.message
    }

    /// The first success (2xx) response, or the first response.
    public var primaryResponse: (status: ResponseStatus, message: MessageSpec)? {
        responses.first { $0.status.isSuccess } ?? responses.first
    }
}

/// The key of a response message: an exact status, a status class, or the default.
public enum ResponseStatus: Sendable, Hashable, Codable, CustomStringConvertible, Comparable {
    /// One HTTP status (`200`).
    case exact(Int)
    /// A class of statuses (`4` for `4xx`).
    case statusClass(Int)
    /// Any status not described otherwise.
    case `default`

    /// Parses `200`, `4xx` or `default`.
    public init?(_ text: String) {
        if text == "default" {
            self = .default
        } else if text.count == 3, text.hasSuffix("xx"), let first = Int(text.prefix(1)), (1...5).contains(first) {
            self = .statusClass(first)
        } else if text.count == 3, let value = Int(text), (100...599).contains(value) {
            self = .exact(value)
        } else {
            return nil
        }
    }

    /// `200`, `4xx` or `default`.
    public var description: String {
        switch self {
        case .exact(let value): String(value)
        case .statusClass(let value): "\(value)xx"
        case .default: "default"
        }
    }

    /// Whether the key describes a 2xx answer.
    public var isSuccess: Bool {
        switch self {
        case .exact(let value): (200..<300).contains(value)
        case .statusClass(let value): value == 2
        case .default: false
        }
    }

    /// Orders exact statuses, then classes, then default.
    public static func < (lhs: ResponseStatus, rhs: ResponseStatus) -> Bool {
        func rank(_ s: ResponseStatus) -> (Int, Int) {
            switch s {
            case .exact(let v): (0, v)
            case .statusClass(let v): (1, v)
            case .default: (2, 0)
            }
        }
        return rank(lhs) < rank(rhs)
    }
}

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

/// A field's type: a scalar, a list, a free object, or a named container.
public indirect enum TypeRef: Sendable, Hashable, Codable, CustomStringConvertible {
    /// Text.
    case string
    /// A whole number.
    case integer
    /// Any number.
    case number
    /// `true` or `false`.
    case boolean
    /// An object: inline fields when the field has them, any object otherwise.
    case object
    /// Any value.
    case any
    /// A named container of the protocol.
    case container(String)
    /// A list of values of one type.
    case list(TypeRef)

    /// Parses a type expression such as `string`, `list<Name>` or `Name`.
    public init(parsing text: String) {
        if text.hasPrefix("list<"), text.hasSuffix(">") {
            self = .list(TypeRef(parsing: String(text.dropFirst(5).dropLast())))
            return
        }
        switch text {
        case "string": self = .string
        case "integer": self = .integer
        case "number": self = .number
        case "boolean": self = .boolean
        case "object": self = .object
        case "any": self = .any
        default: self = .container(text)
        }
    }

    /// The spelling used in spec files.
    public var description: String {
        switch self {
        case .string: "string"
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        case .object: "object"
        case .any: "any"
        case .container(let name): name
        case .list(let element): "list<\(element)>"
        }
    }

    /// The type of a list's elements, or the type itself.
    public var elementType: TypeRef {
        if case .list(let element) = self { return element }
        return self
    }

    /// The container names the type refers to.
    public var containerName: String? {
        switch self {
        case .container(let name): name
        case .list(let element): element.containerName
        default: nil
        }
    }
}

/// Whether a field must be present.
public enum Presence: String, Sendable, Hashable, Codable, CaseIterable {
    /// Always present.
    case mandatory
    /// May be absent.
    case optional
    /// Present or absent depending on a ``FieldCondition``.
    case conditional
}

/// How sensitive a field's value is; drives redaction of recorded traffic.
public enum Sensitivity: String, Sendable, Hashable, Codable, CaseIterable {
    /// A card number.
    case pan
    /// A card security code.
    case csc
    /// A card expiry date.
    case expiry
    /// A secret key, password or credential.
    case secret
    /// A token standing for a card or a session.
    case token
}

/// Who serves the URL a field holds, so that the recording proxy knows whether to keep the client on itself.
public enum URLRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// A URL on the gateway's side that the client calls or opens next (an API host, a payment or
    /// 3-D Secure page): the proxy routes it through itself, even on a host it was not told about.
    case gateway
    /// A URL on the merchant's side the customer is sent back to (return, success, notify URLs):
    /// never rewritten.
    case merchant
}

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

/// The rule that makes a conditional field required, forbidden or optional.
public struct FieldCondition: Sendable, Hashable, Codable {
    /// The kinds of rule.
    public enum Rule: Sendable, Hashable, Codable {
        /// Required when the predicate holds; otherwise optional or forbidden.
        case requiredWhen(ConditionPredicate, otherwise: OtherwisePresence)
        /// At least one of these sibling fields is present.
        case atLeastOneOf([String])
        /// Exactly one of these sibling fields is present.
        case exactlyOneOf([String])
    }

    /// What a `requiredWhen` field is when its predicate does not hold.
    public enum OtherwisePresence: String, Sendable, Hashable, Codable, CaseIterable {
        /// It may be present or absent.
        case optional
        /// It must be absent.
        case forbidden
    }

    /// The rule.
    public var rule: Rule
    /// A hand-written explanation, when the spec gives one.
    public var description: LocalizedText?

    /// Creates a condition.
    package init(rule: Rule, description: LocalizedText? = nil) {
        self.rule = rule
        self.description = description
    }
}

/// A test on another field's value, used by `requiredWhen`.
public struct ConditionPredicate: Sendable, Hashable, Codable {
    /// The tests a predicate can make.
    public enum Test: Sendable, Hashable, Codable {
        /// The value's lexical form equals this text.
        case equals(String)
        /// The value's lexical form is one of these texts.
        case isIn([String])
        /// The field is present (true) or absent (false).
        case present(Bool)
    }

    /// The path of the field tested, relative to the object holding the conditional field.
    public var field: String
    /// The test.
    public var test: Test

    /// Creates a predicate.
    package init(field: String, test: Test) {
        self.field = field
        self.test = test
    }
}

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
