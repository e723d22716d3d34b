/// A parsed message body: a JSON document, a form or an XML tree, in one shape the checker reads.
///
/// Objects keep their members in wire order, and numbers keep their exact text, so nothing is lost
/// between the wire and a report.
public enum BodyValue: Sendable, Hashable, Codable {
    /// An object whose members keep their order.
    case object([BodyMember])
    /// A list.
    case array([BodyValue])
    /// Text.
    case string(String)
    /// A JSON number, as written.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// JSON null.
    case null

    /// The JSON kind name used in messages (`string`, `integer`, `number`, `boolean`, `object`, `list`, `null`).
    public var kindName: String {
        switch self {
        case .object: "object"
        case .array: "list"
        case .string: "string"
        case .number(let text): BodyValue.isIntegerText(text) ? "integer" : "number"
        case .bool: "boolean"
        case .null: "null"
        }
    }

    /// The member with the given key, for objects.
    public subscript(key: String) -> BodyValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The scalar's text as it would be written in a form (`"true"`, `"10"`, the string itself).
    public var lexicalText: String? {
        switch self {
        case .string(let text): text
        case .number(let text): text
        case .bool(let value): value ? "true" : "false"
        default: nil
        }
    }

    /// Whether a number's text has no fraction or exponent.
    public static func isIntegerText(_ text: String) -> Bool {
        var utf8 = Substring(text).utf8[...]
        if utf8.first == UInt8(ascii: "-") { utf8 = utf8.dropFirst() }
        return !utf8.isEmpty && utf8.allSatisfy { $0 >= 48 && $0 <= 57 }
    }
}

extension BodyValue {
    /// Compact JSON text with members in order.
    public var jsonText: String {
        var out = ""
        writeJSON(into: &out, indent: nil, level: 0)
        return out
    }

    /// Pretty JSON text (two-space indent) with members in order.
    public var prettyJSONText: String {
        var out = ""
        writeJSON(into: &out, indent: "  ", level: 0)
        return out
    }

    /// ``prettyJSONText`` as written at `level` inside a larger document (inner lines indented to match).
    func prettyJSONText(level: Int) -> String {
        var out = ""
        writeJSON(into: &out, indent: "  ", level: level)
        return out
    }

    private func writeJSON(into out: inout String, indent: String?, level: Int) {
        let newline = indent == nil ? "" : "\n"
        func pad(_ n: Int) -> String { indent.map { String(repeating: $0, count: n) } ?? "" }
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .number(let text): out += text
        case .string(let text): BodyValue.writeJSONString(text, into: &out)
        case .array(let items):
            if items.isEmpty {
                out += "[]"
                return
            }
            out += "[" + newline
            for (index, item) in items.enumerated() {
                out += pad(level + 1)
                item.writeJSON(into: &out, indent: indent, level: level + 1)
                out += (index == items.count - 1 ? "" : ",") + newline
            }
            out += pad(level) + "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{" + newline
            for (index, member) in members.enumerated() {
                out += pad(level + 1)
                BodyValue.writeJSONString(member.key, into: &out)
                out += indent == nil ? ":" : ": "
                member.value.writeJSON(into: &out, indent: indent, level: level + 1)
                out += (index == members.count - 1 ? "" : ",") + newline
            }
            out += pad(level) + "}"
        }
    }

    /// Appends a JSON string literal with the necessary escapes.
    public static func writeJSONString(_ text: String, into out: inout String) {
        out += "\""
        if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            out += text
            out += "\""
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}

// MARK: - Editing bodies

extension BodyValue {
    /// The object with a member set (replaced in place, or appended).
    public func setting(_ key: String, _ value: BodyValue?) -> BodyValue {
        guard case .object(var members) = self else { return self }
        if let index = members.firstIndex(where: { $0.key == key }) {
            if let value { members[index].value = value } else { members.remove(at: index) }
        } else if let value {
            members.append(BodyMember(key, value))
        }
        return .object(members)
    }

    /// The object with several members set.
    public func setting(_ pairs: [(String, BodyValue?)]) -> BodyValue {
        pairs.reduce(self) { $0.setting($1.0, $1.1) }
    }

    /// The object with a member at a path of keys set (intermediate objects created).
    public func setting(path: [String], _ value: BodyValue?) -> BodyValue {
        guard let first = path.first else { return value ?? self }
        if path.count == 1 { return setting(first, value) }
        let child = self[first] ?? .object([])
        return setting(first, child.setting(path: Array(path.dropFirst()), value))
    }
}
