import ConformanceKit
import Foundation

/// The lines of one spec file as ``SpecYAMLWriter`` builds them, two spaces an indentation level.
struct SpecYAMLLines {
    private var lines: [String] = []

    /// The file's text, ending with a newline.
    var joined: String { lines.joined(separator: "\n") + "\n" }

    /// Adds a line at an indentation level.
    mutating func add(_ indent: Int, _ line: String) {
        lines.append(String(repeating: "  ", count: indent) + line)
    }

    /// A text under `key`, each language it has on its own line (none: nothing is written).
    mutating func text(_ key: String, _ text: LocalizedText?, indent: Int) {
        guard let text else { return }
        let languages = Language.allCases.filter { !text.text($0).isEmpty }
        guard !languages.isEmpty else { return }
        add(indent, "\(key):")
        for language in languages { add(indent + 1, "\(language.rawValue): \(SpecYAMLWriter.quoted(text.text(language)))") }
    }

    /// A request or response message.
    mutating func message(_ key: String, _ message: MessageSpec, indent: Int) {
        let empty =
            message.description == nil && message.encoding == nil && message.root == nil && message.namespace == nil && message.body == nil
            && message.fields.isEmpty && message.query.isEmpty && message.headers.isEmpty
        guard !empty else {
            add(indent, "\(key): {}")
            return
        }
        add(indent, "\(key):")
        self.text("description", message.description, indent: indent + 1)
        if let encoding = message.encoding { add(indent + 1, "encoding: \(encoding.rawValue)") }
        if let root = message.root { add(indent + 1, "root: \(SpecYAMLWriter.quoted(root))") }
        if let namespace = message.namespace { add(indent + 1, "namespace: \(SpecYAMLWriter.quoted(namespace))") }
        if let body = message.body { add(indent + 1, "body: \(SpecYAMLWriter.scalar(body.description))") }
        fields("fields", message.fields, indent: indent + 1, always: false)
        fields("query", message.query, indent: indent + 1, always: false)
        fields("headers", message.headers, indent: indent + 1, always: false)
    }

    /// A map of fields under `key` (`{}` when empty and `always`).
    mutating func fields(_ key: String, _ fields: [FieldSpec], indent: Int, always: Bool) {
        guard !fields.isEmpty else {
            if always { add(indent, "\(key): {}") }
            return
        }
        add(indent, "\(key):")
        for field in fields { self.field(field, indent: indent + 1) }
    }

    /// One field and its keys, in the order the spec format lists them.
    mutating func field(_ field: FieldSpec, indent: Int) {
        add(indent, "\(SpecYAMLWriter.scalar(field.name)):")
        let inner = indent + 1
        add(inner, "presence: \(field.presence.rawValue)")
        if let condition = field.condition { self.condition(condition, indent: inner) }
        add(inner, "type: \(SpecYAMLWriter.scalar(field.type.description))")
        if let format = field.format { add(inner, "format: \(SpecYAMLWriter.quoted(format))") }
        if let values = field.enumValues { add(inner, "enum: [\(values.map(SpecYAMLWriter.quoted).joined(separator: ", "))]") }
        if field.openEnum { add(inner, "openEnum: true") }
        if let pattern = field.pattern { add(inner, "pattern: \(SpecYAMLWriter.quoted(pattern))") }
        for (key, value) in [("minLength", field.minLength), ("maxLength", field.maxLength)] {
            if let value { add(inner, "\(key): \(value)") }
        }
        for (key, value) in [("minimum", field.minimum), ("maximum", field.maximum)] {
            if let value { add(inner, "\(key): \(SpecYAMLWriter.number(value))") }
        }
        for (key, value) in [("minItems", field.minItems), ("maxItems", field.maxItems)] {
            if let value { add(inner, "\(key): \(value)") }
        }
        if let maxBytes = field.maxBytes { add(inner, "maxBytes: \(maxBytes)") }
        for (key, flag) in [("nullable", field.nullable), ("allowEmpty", field.allowEmpty), ("acceptStringForm", field.acceptStringForm)] where flag {
            add(inner, "\(key): true")
        }
        if let sensitivity = field.sensitivity { add(inner, "sensitivity: \(sensitivity.rawValue)") }
        if field.volatile { add(inner, "volatile: true") }
        if let role = field.role { add(inner, "role: \(role.rawValue)") }
        if let codes = field.codes { add(inner, "codes: \(SpecYAMLWriter.scalar(codes))") }
        text("description", field.description, indent: inner)
        if let example = field.example { add(inner, "example: \(SpecYAMLWriter.flow(example))") }
        if let nested = field.fields { fields("fields", nested, indent: inner, always: true) }
    }

    /// A conditional field's rule, with its explanation when the spec wrote one.
    mutating func condition(_ condition: FieldCondition, indent: Int) {
        add(indent, "condition:")
        let list = { (names: [String]) in "[" + names.map(SpecYAMLWriter.scalar).joined(separator: ", ") + "]" }
        switch condition.rule {
        case .atLeastOneOf(let names): add(indent + 1, "atLeastOneOf: \(list(names))")
        case .exactlyOneOf(let names): add(indent + 1, "exactlyOneOf: \(list(names))")
        case .requiredWhen(let predicate, let otherwise):
            let test: String
            switch predicate.test {
            case .equals(let value): test = "equals: \(SpecYAMLWriter.quoted(value))"
            case .isIn(let values): test = "in: [\(values.map(SpecYAMLWriter.quoted).joined(separator: ", "))]"
            case .present(let present): test = "present: \(present)"
            }
            add(indent + 1, "requiredWhen: {field: \(SpecYAMLWriter.quoted(predicate.field)), \(test)}")
            if otherwise != .optional { add(indent + 1, "otherwise: \(otherwise.rawValue)") }
        }
        text("description", condition.description, indent: indent + 1)
    }

    /// One code of a code table (or its `otherwise`).
    mutating func code(_ key: String, _ entry: CodeEntry, indent: Int) {
        add(indent, "\(key):")
        add(indent + 1, "outcome: \(entry.outcome.rawValue)")
        text("meaning", entry.meaning, indent: indent + 1)
        text("action", entry.action, indent: indent + 1)
        if let scope = entry.notAnsweredBy { add(indent + 1, "notAnsweredBy: [\(scope.map(SpecYAMLWriter.scalar).joined(separator: ", "))]") }
    }

    /// The protocol's notes.
    mutating func notes(_ notes: [SpecNote], indent: Int) {
        guard !notes.isEmpty else { return }
        add(indent, "notes:")
        for note in notes {
            add(indent + 1, "- id: \(SpecYAMLWriter.scalar(note.id))")
            if !note.sources.isEmpty { add(indent + 2, "sources: [\(note.sources.map(SpecYAMLWriter.quoted).joined(separator: ", "))]") }
            text("topic", note.topic, indent: indent + 2)
            text("decision", note.decision, indent: indent + 2)
        }
    }
}
