import Foundation

/// Writes a fixture's body in its operation's encoding: JSON, an XML document or a form.
enum FixtureEncoder {
    /// The body's bytes, or nil when there is no body (or the encoding has none).
    static func data(_ body: BodyValue?, encoding: BodyEncoding, message: MessageSpec) -> Data? {
        guard let body else { return nil }
        switch encoding {
        case .json:
            return Data(body.jsonText.utf8)
        case .form:
            return Data(FormEncoding.serialize(pairs(body)).utf8)
        case .xml:
            var value = body
            // The root element is in the message's namespace, as the gateway writes it.
            if let namespace = message.namespace, !namespace.isEmpty, case .object(var members) = value,
                !members.contains(where: { $0.key == "@xmlns" })
            {
                members.insert(BodyMember("@xmlns", .string(namespace)), at: 0)
                value = .object(members)
            }
            return Data(XMLWriter.document(root: message.root ?? "root", value: value).utf8)
        case .text:
            return body.lexicalText.map { Data($0.utf8) }
        case .none:
            return nil
        }
    }

    /// The value with every member or item that is an empty object left out, at any depth.
    static func withoutEmptyObjects(_ value: BodyValue) -> BodyValue {
        switch value {
        case .object(let members):
            return .object(
                members.compactMap { member in
                    let inner = withoutEmptyObjects(member.value)
                    return inner == .object([]) ? nil : BodyMember(member.key, inner)
                })
        case .array(let items):
            return .array(items.map(withoutEmptyObjects).filter { $0 != .object([]) })
        default:
            return value
        }
    }

    /// A flat body as form pairs: one pair per value, a list repeating its name.
    static func pairs(_ body: BodyValue) -> [NameValue] {
        guard case .object(let members) = body else { return [] }
        var pairs: [NameValue] = []
        for member in members {
            switch member.value {
            case .array(let items): pairs += items.compactMap { $0.lexicalText.map { NameValue(member.key, $0) } }
            case let value: if let text = value.lexicalText { pairs.append(NameValue(member.key, text)) }
            }
        }
        return pairs
    }

    /// The body as a cassette stores it.
    static func recorded(_ body: BodyValue?, data: Data?, encoding: BodyEncoding) -> RecordedBody {
        guard let body, let data else { return .none }
        switch encoding {
        case .json: return .json(body)
        case .form: return .form(pairs(body))
        default: return .text(String(decoding: data, as: UTF8.self))
        }
    }

    /// The Content-Type a gateway answers with for an encoding.
    static func responseContentType(_ encoding: BodyEncoding) -> String? {
        switch encoding {
        case .json: "application/json; charset=utf-8"
        case .xml: "text/xml; charset=UTF-8"
        case .form: "application/x-www-form-urlencoded"
        case .text: "text/html; charset=UTF-8"
        case .none: nil
        }
    }

    /// Headers with the given values set (name compared without case; an empty value removes the header), sorted by name.
    static func applying(_ overrides: [String: String], to headers: [NameValue]) -> [NameValue] {
        var result = headers
        for name in overrides.keys.sorted() {
            let value = overrides[name]!
            result.removeAll { $0.name.lowercased() == name.lowercased() }
            if !value.isEmpty { result.append(NameValue(name, value)) }
        }
        return RecordedRequest.sortHeaders(result)
    }
}
