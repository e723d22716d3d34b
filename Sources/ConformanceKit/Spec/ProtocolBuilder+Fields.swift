import Foundation
import Yams

/// Reading fields: their keys, types, history, conditions and examples.
extension ProtocolBuilder {
    /// A field or body type written as text (`string`, `list<Amount>`), or nil after reporting it.
    func parseType(_ text: String, node: Node?, reader: inout YAMLReader) -> TypeRef? {
        var inner = Substring(text)
        while inner.hasPrefix("list<") && inner.hasSuffix(">") { inner = inner.dropFirst(5).dropLast() }
        let valid =
            !inner.isEmpty && inner.first!.isLetter
            && inner.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && inner.allSatisfy(\.isASCII)
        guard valid else {
            reader.report(.unknownType, [.plain(text), .plain(folderName), .suggestion(nil)], at: node)
            return nil
        }
        return TypeRef(parsing: text)
    }

    func readFields(_ node: Node, context: String, reader: inout YAMLReader) -> [FieldSpec] {
        var fields: [FieldSpec] = []
        for entry in reader.namedEntries(node, context: context) {
            if let field = readField(name: entry.name, key: entry.key, node: entry.value, context: "\(context).\(entry.name)", reader: &reader) {
                fields.append(field)
            }
        }
        return fields
    }

    private func readField(name: String, key: Node, node: Node, context: String, reader: inout YAMLReader) -> FieldSpec? {
        guard let entries = reader.mapping(node, context: context, allowed: SpecKeys.field, required: ["presence", "type", "description"])
        else { return nil }
        let presence = reader.keyword(entries["presence"]?.value, context: "\(context).presence", as: Presence.self)
        let typeText = reader.string(entries["type"]?.value, context: "\(context).type")
        let type = typeText.flatMap { parseType($0, node: entries["type"]?.value, reader: &reader) }
        let description = reader.text(entries["description"]?.value, context: "\(context).description")
        var field = FieldSpec(
            name: name, presence: presence ?? .optional, type: type ?? .any, description: description ?? .init(en: "", fr: ""),
            location: reader.location(key))
        applyKeys(entries, to: &field, context: context, reader: &reader)
        field.until = reader.string(entries["until"]?.value, context: "\(context).until")
        if let sub = entries["fields"]?.value { field.fields = readFields(sub, context: "\(context).fields", reader: &reader) }
        if let historyNode = entries["history"]?.value { field.history = readHistory(historyNode, of: field, context: context, reader: &reader) }
        return field
    }

    /// Reads a field's `history`: each entry becomes the whole field as it was before its `until`,
    /// built from the newer state by the keys the entry names.
    private func readHistory(_ node: Node, of field: FieldSpec, context: String, reader: inout YAMLReader) -> [FieldHistoryEntry] {
        var parsed: [(until: String, keys: [String: (key: Node, value: Node)], node: Node)] = []
        for item in reader.items(node, context: "\(context).history") {
            guard let keys = reader.mapping(item, context: "\(context).history[]", allowed: SpecKeys.fieldHistory, required: ["until"]),
                let until = reader.string(keys["until"]?.value, context: "\(context).history[].until")
            else { continue }
            parsed.append((until, keys, item))
        }
        var state = field
        state.history = []
        var entries: [FieldHistoryEntry] = []
        for entry in parsed.sorted(by: { ProtocolVersion($1.until) < ProtocolVersion($0.until) }) {
            let entryContext = "\(context).history[\(entry.until)]"
            if let nameNode = entry.keys["name"]?.value, let name = reader.string(nameNode, context: "\(entryContext).name") { state.name = name }
            if let presenceNode = entry.keys["presence"]?.value,
                let presence = reader.keyword(presenceNode, context: "\(entryContext).presence", as: Presence.self)
            {
                state.presence = presence
            }
            if let typeNode = entry.keys["type"]?.value, let text = reader.string(typeNode, context: "\(entryContext).type"),
                let type = parseType(text, node: typeNode, reader: &reader)
            {
                state.type = type
            }
            var keys = entry.keys
            for (key, value) in entry.keys where YAMLReader.isNull(value.value) {
                keys[key] = nil
                switch key {
                case "condition": state.condition = nil
                case "format": state.format = nil
                case "enum":
                    state.enumValues = nil
                    state.enumItems = nil
                case "pattern": state.pattern = nil
                case "minLength": state.minLength = nil
                case "maxLength": state.maxLength = nil
                case "maxBytes": state.maxBytes = nil
                case "minimum": state.minimum = nil
                case "maximum": state.maximum = nil
                case "minItems": state.minItems = nil
                case "maxItems": state.maxItems = nil
                case "codes": state.codes = nil
                case "example": state.example = nil
                default: keys[key] = value
                }
            }
            applyKeys(keys, to: &state, context: entryContext, reader: &reader)
            entries.append(FieldHistoryEntry(until: entry.until, field: state, location: reader.location(entry.node)))
        }
        return entries
    }

    /// Sets the keys present in a field mapping (or a history entry), leaving the others as they are.
    private func applyKeys(_ entries: [String: (key: Node, value: Node)], to field: inout FieldSpec, context: String, reader: inout YAMLReader) {
        func has(_ key: String) -> Node? { entries[key]?.value }
        if let node = has("condition") { field.condition = readCondition(node, context: "\(context).condition", reader: &reader) }
        if let node = has("format") { field.format = reader.string(node, context: "\(context).format") }
        if let enumNode = has("enum") {
            if case .sequence(let items) = enumNode {
                var values: [String] = []
                var enumItems: [EnumItem] = []
                var ranged = false
                for item in items {
                    if case .mapping = item {
                        guard let keys = reader.mapping(item, context: "\(context).enum[]", allowed: SpecKeys.enumItem, required: ["value"]),
                            let value = reader.string(keys["value"]?.value, context: "\(context).enum[].value")
                        else { continue }
                        let enumItem = EnumItem(
                            value: value, since: reader.string(keys["since"]?.value, context: "\(context).enum[\(value)].since"),
                            until: reader.string(keys["until"]?.value, context: "\(context).enum[\(value)].until"),
                            formerly: reader.string(keys["formerly"]?.value, context: "\(context).enum[\(value)].formerly"),
                            location: reader.location(item))
                        ranged = true
                        enumItems.append(enumItem)
                        if enumItem.until == nil { values.append(value) }
                    } else if let value = reader.string(item, context: "\(context).enum") {
                        values.append(value)
                        enumItems.append(EnumItem(value: value, location: reader.location(item)))
                    }
                }
                field.enumValues = values
                field.enumItems = ranged ? enumItems : nil
            } else {
                reader.report(.wrongNodeKind, [.plain("\(context).enum"), YAMLReader.aList], at: enumNode)
            }
        }
        if let node = has("openEnum") { field.openEnum = reader.bool(node, context: "\(context).openEnum") ?? false }
        if let node = has("pattern") { field.pattern = reader.string(node, context: "\(context).pattern") }
        if let node = has("minLength") { field.minLength = reader.int(node, context: "\(context).minLength") }
        if let node = has("maxLength") { field.maxLength = reader.int(node, context: "\(context).maxLength") }
        if let node = has("maxBytes") { field.maxBytes = reader.int(node, context: "\(context).maxBytes") }
        if let node = has("minimum") { field.minimum = reader.double(node, context: "\(context).minimum") }
        if let node = has("maximum") { field.maximum = reader.double(node, context: "\(context).maximum") }
        if let node = has("minItems") { field.minItems = reader.int(node, context: "\(context).minItems") }
        if let node = has("maxItems") { field.maxItems = reader.int(node, context: "\(context).maxItems") }
        if let node = has("nullable") { field.nullable = reader.bool(node, context: "\(context).nullable") ?? false }
        if let node = has("allowEmpty") { field.allowEmpty = reader.bool(node, context: "\(context).allowEmpty") ?? false }
        if let node = has("acceptStringForm") { field.acceptStringForm = reader.bool(node, context: "\(context).acceptStringForm") ?? false }
        if let node = has("sensitivity") { field.sensitivity = reader.keyword(node, context: "\(context).sensitivity", as: Sensitivity.self) }
        if let node = has("volatile") { field.volatile = reader.bool(node, context: "\(context).volatile") ?? false }
        if let node = has("role") { field.role = reader.keyword(node, context: "\(context).role", as: URLRole.self) }
        if let node = has("codes") { field.codes = reader.string(node, context: "\(context).codes") }
        if let node = has("since") { field.since = reader.string(node, context: "\(context).since") }
        if let example = has("example") { field.example = exampleValue(example, type: field.type, reader: reader) }
    }

    /// Reads an example, taking plain scalars as text when the field is a string (so `00` stays "00").
    private func exampleValue(_ node: Node, type: TypeRef, reader: YAMLReader) -> BodyValue {
        if case .scalar(let scalar) = node {
            switch type.elementType {
            case .string: return .string(scalar.string)
            default: break
            }
        }
        if case .sequence(let items) = node, case .list(let element) = type {
            return .array(items.map { exampleValue($0, type: element, reader: reader) })
        }
        return reader.bodyValue(node)
    }

    private func readCondition(_ node: Node, context: String, reader: inout YAMLReader) -> FieldCondition? {
        guard let entries = reader.mapping(node, context: context, allowed: SpecKeys.condition) else { return nil }
        let forms = ["requiredWhen", "atLeastOneOf", "exactlyOneOf"].filter { entries[$0] != nil }
        guard forms.count == 1 else {
            reader.report(.conditionShape, [.plain(context)], at: node)
            return nil
        }
        let description = reader.text(entries["description"]?.value, context: "\(context).description")
        switch forms[0] {
        case "atLeastOneOf":
            guard let names = reader.strings(entries["atLeastOneOf"]?.value, context: "\(context).atLeastOneOf") else { return nil }
            return FieldCondition(rule: .atLeastOneOf(names), description: description)
        case "exactlyOneOf":
            guard let names = reader.strings(entries["exactlyOneOf"]?.value, context: "\(context).exactlyOneOf") else { return nil }
            return FieldCondition(rule: .exactlyOneOf(names), description: description)
        default:
            guard let predicateNode = entries["requiredWhen"]?.value,
                let predicate = reader.mapping(predicateNode, context: "\(context).requiredWhen", allowed: SpecKeys.predicate, required: ["field"]),
                let field = reader.string(predicate["field"]?.value, context: "\(context).requiredWhen.field")
            else { return nil }
            let tests = ["equals", "in", "present"].filter { predicate[$0] != nil }
            guard tests.count == 1 else {
                reader.report(.conditionShape, [.plain("\(context).requiredWhen")], at: predicateNode)
                return nil
            }
            let test: ConditionPredicate.Test
            switch tests[0] {
            case "equals":
                guard let value = reader.string(predicate["equals"]?.value, context: "\(context).requiredWhen.equals") else { return nil }
                test = .equals(value)
            case "in":
                guard let values = reader.strings(predicate["in"]?.value, context: "\(context).requiredWhen.in") else { return nil }
                test = .isIn(values)
            default:
                guard let value = reader.bool(predicate["present"]?.value, context: "\(context).requiredWhen.present") else { return nil }
                test = .present(value)
            }
            let otherwise =
                reader.keyword(entries["otherwise"]?.value, context: "\(context).otherwise", as: FieldCondition.OtherwisePresence.self)
                ?? .optional
            return FieldCondition(rule: .requiredWhen(ConditionPredicate(field: field, test: test), otherwise: otherwise), description: description)
        }
    }
}
