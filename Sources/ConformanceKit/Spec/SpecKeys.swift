/// The keys each kind of mapping in a spec file accepts.
///
/// The loader rejects every other key, and a test keeps these lists equal to the published JSON
/// Schema (`schema/conformance-spec.schema.json`), so editors and the loader agree.
package enum SpecKeys {
    /// A file with `kind: protocol`.
    package static let protocolFile = [
        "kind", "protocol", "version", "title", "summary", "sources", "environments", "containers", "codeTables", "notes",
        // Retired (the cards moved to sandbox/cards.yaml): read only to say where they went.
        "testCards",
        "versions", "versionField", "languages",
    ]
    /// A file with `kind: operation`.
    package static let operationFile = [
        "kind", "protocol", "operation", "since", "until", "deprecated", "documentedIn", "after", "title", "summary",
        "transport", "request", "responses", "notes",
    ]
    /// A file with `kind: containers`.
    package static let containersFile = ["kind", "protocol", "containers", "codeTables", "notes"]
    /// An operation's `transport`.
    package static let transport = ["method", "path", "base", "encoding", "contentType", "authentication"]
    /// A request or response message.
    package static let message = [
        "description", "encoding", "root", "namespace", "body", "fields", "headers", "query", "versionField", "history",
        "errorEnvelope",
    ]
    /// A message's `errorEnvelope`: the error form answered in its place.
    package static let errorEnvelope = ["field", "success", "roots", "namespaces", "anyVersion", "description"]
    /// One entry of a message's `history`.
    package static let messageHistory = ["until", "root", "namespace"]
    /// A container definition.
    package static let container = ["description", "since", "until", "fields"]
    /// A field definition.
    package static let field = [
        "presence", "condition", "type", "format", "enum", "openEnum", "pattern", "minLength", "maxLength", "maxBytes",
        "minimum", "maximum", "minItems", "maxItems", "nullable", "allowEmpty", "acceptStringForm", "sensitivity",
        "volatile", "role", "codes", "since", "until", "history", "description", "example", "fields",
    ]
    /// One entry of a field's `history`: the keys a field may have had otherwise before a version.
    package static let fieldHistory = [
        "until", "name", "presence", "type", "format", "enum", "openEnum", "pattern", "minLength", "maxLength", "maxBytes", "minimum",
        "maximum", "minItems", "maxItems", "nullable", "allowEmpty", "acceptStringForm", "codes", "example",
    ]
    /// An `enum` item written as a mapping.
    package static let enumItem = ["value", "since", "until", "formerly"]
    /// A field's `condition`.
    package static let condition = ["requiredWhen", "otherwise", "atLeastOneOf", "exactlyOneOf", "description"]
    /// The predicate of `requiredWhen`.
    package static let predicate = ["field", "equals", "in", "present"]
    /// A code table.
    package static let codeTable = ["description", "codes", "otherwise"]
    /// One code of a code table.
    package static let code = ["outcome", "meaning", "action", "since", "until", "notAnsweredBy"]
    /// A note.
    package static let note = ["id", "sources", "topic", "decision"]
    /// A bilingual text.
    package static let text = ["en", "fr"]

    /// Every keyed mapping by the name of its definition in the JSON Schema (`$defs`).
    package static let bySchemaDefinition: [String: [String]] = [
        "protocolFile": protocolFile, "operationFile": operationFile, "containersFile": containersFile,
        "transport": transport, "message": message, "container": container, "field": field,
        "condition": condition, "predicate": predicate, "codeTable": codeTable, "code": code, "text": text,
        "fieldHistory": fieldHistory, "messageHistory": messageHistory, "enumItem": enumItem, "errorEnvelope": errorEnvelope,
    ]
}
