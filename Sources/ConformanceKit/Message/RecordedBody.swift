import Foundation

/// A message body as a cassette stores it.
public enum RecordedBody: Sendable, Hashable {
    /// No body.
    case none
    /// A JSON document, stored structured.
    case json(BodyValue)
    /// A form, as ordered name/value pairs, and its exact bytes when they are not the canonical
    /// serialization of the pairs (`+` for spaces, lower-case hex, raw spaces, encoded unreserved characters).
    case form([NameValue], raw: String? = nil)
    /// UTF-8 text.
    case text(String)
    /// Bytes that are not text.
    case base64(Data)

    /// Stores raw bytes the best way their content type allows.
    public static func from(_ data: Data, contentType: String?) -> RecordedBody {
        guard !data.isEmpty else { return .none }
        let type = contentType?.lowercased() ?? ""
        if RecordedBody.contains(type, "json"), let value = try? JSONBodyParser.parse(Array(data)) { return .json(value) }
        if RecordedBody.contains(type, "x-www-form-urlencoded"), let text = String(data: data, encoding: .utf8),
            let pairs = try? FormEncoding.pairs(text)
        {
            return .form(pairs, raw: FormEncoding.serialize(pairs) == text ? nil : text)
        }
        if let text = String(data: data, encoding: .utf8),
            !text.unicodeScalars.contains(where: { $0.value < 0x09 || ($0.value > 0x0D && $0.value < 0x20) })
        {
            return .text(text)
        }
        return .base64(data)
    }

    /// Whether a text holds an ASCII word, compared byte for byte as Foundation's `contains` compares (literally),
    /// without bridging to a Foundation string: that bridge cost as much as parsing a small JSON body.
    static func contains(_ text: String, _ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard !needle.isEmpty else { return true }
            guard bytes.count >= needle.count else { return false }
            for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
                if (1..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(search) ?? Array(text.utf8).withUnsafeBufferPointer(search)
    }

    /// The bytes to send: compact JSON, the encoded form, the text or the raw bytes.
    public var data: Data {
        switch self {
        case .none: Data()
        case .json(let value): Data(value.jsonText.utf8)
        case .form(let pairs, let raw): Data((raw ?? FormEncoding.serialize(pairs)).utf8)
        case .text(let text): Data(text.utf8)
        case .base64(let data): data
        }
    }

    /// Whether there is no body.
    public var isEmpty: Bool {
        if case .none = self { return true }
        return false
    }
}

extension RecordedBody {
    /// The body as a value to read fields from: JSON as is, a form as an object of strings, an
    /// XML document as its root's content (attributes as `@name`), text that holds JSON parsed; nil otherwise.
    public var structuredValue: BodyValue? {
        switch self {
        case .json(let value): return value
        case .form(let pairs, _): return .object(pairs.map { BodyMember($0.name, .string($0.value)) })
        case .text(let text):
            if let value = try? JSONBodyParser.parse(text) { return value }
            if text.drop(while: \.isWhitespace).hasPrefix("<"), let document = try? XMLBodyParser.parse(Data(text.utf8)) { return document.value }
            return nil
        default: return nil
        }
    }
}
