/// The keys each kind of mapping in a spec file accepts.
///
/// The loader rejects every other key, and a test keeps these lists equal to the published JSON
/// Schema (`schema/conformance-spec.schema.json`), so editors and the loader agree.
public enum SpecKeys {
    /// A file with `kind: protocol`.
    public static let protocolFile = [
        "kind", "protocol", "version", "title", "summary", "sources", "environments", "containers", "codeTables", "notes", "testCards",
        "versions", "versionField",
    ]
    /// One entry of a protocol's `testCards`.
    public static let testCard = ["number", "operations", "answer", "description"]
    /// A file with `kind: operation`.
    public static let operationFile = [
        "kind", "protocol", "operation", "since", "until", "deprecated", "documentedIn", "after", "title", "summary",
        "transport", "request", "responses", "notes",
    ]
    /// A file with `kind: containers`.
    public static let containersFile = ["kind", "protocol", "containers", "codeTables", "notes"]
    /// An operation's `transport`.
    public static let transport = ["method", "path", "base", "encoding", "contentType", "authentication"]
    /// A request or response message.
    public static let message = [
        "description", "encoding", "root", "namespace", "body", "fields", "headers", "query", "versionField", "history",
        "errorEnvelope",
    ]
    /// A message's `errorEnvelope`: the error form answered in its place.
    public static let errorEnvelope = ["field", "success", "roots", "namespaces", "anyVersion", "description"]
    /// One entry of a message's `history`.
    public static let messageHistory = ["until", "root", "namespace"]
    /// A container definition.
    public static let container = ["description", "since", "until", "fields"]
    /// A field definition.
    public static let field = [
        "presence", "condition", "type", "format", "enum", "openEnum", "pattern", "minLength", "maxLength", "maxBytes",
        "minimum", "maximum", "minItems", "maxItems", "nullable", "allowEmpty", "acceptStringForm", "sensitivity",
        "volatile", "role", "codes", "since", "until", "history", "description", "example", "fields",
    ]
    /// One entry of a field's `history`: the keys a field may have had otherwise before a version.
    public static let fieldHistory = [
        "until", "name", "presence", "type", "format", "enum", "openEnum", "pattern", "minLength", "maxLength", "maxBytes", "minimum",
        "maximum", "minItems", "maxItems", "nullable", "allowEmpty", "acceptStringForm", "codes", "example",
    ]
    /// An `enum` item written as a mapping.
    public static let enumItem = ["value", "since", "until", "formerly"]
    /// A field's `condition`.
    public static let condition = ["requiredWhen", "otherwise", "atLeastOneOf", "exactlyOneOf", "description"]
    /// The predicate of `requiredWhen`.
    public static let predicate = ["field", "equals", "in", "present"]
    /// A code table.
    public static let codeTable = ["description", "codes", "otherwise"]
    /// One code of a code table.
    public static let code = ["outcome", "meaning", "action", "since", "until"]
    /// A note.
    public static let note = ["id", "sources", "topic", "decision"]
    /// A bilingual text.
    public static let text = ["en", "fr"]

    /// Every keyed mapping by the name of its definition in the JSON Schema (`$defs`).
    public static let bySchemaDefinition: [String: [String]] = [
        "protocolFile": protocolFile, "operationFile": operationFile, "containersFile": containersFile,
        "transport": transport, "message": message, "container": container, "field": field,
        "condition": condition, "predicate": predicate, "codeTable": codeTable, "code": code, "text": text, "testCard": testCard,
        "fieldHistory": fieldHistory, "messageHistory": messageHistory, "enumItem": enumItem, "errorEnvelope": errorEnvelope,
    ]
}
