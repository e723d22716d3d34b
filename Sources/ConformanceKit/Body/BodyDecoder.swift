import Foundation

/// Turns raw body bytes into a ``BodyValue`` according to a spec's encoding.
package enum BodyDecoder {
    /// The decoded body, and the XML root element name when the body is XML.
    package struct Decoded: Sendable {
        /// The body tree.
        package var value: BodyValue
        /// The XML root element's name.
        package var xmlRoot: String?
        /// The XML root element's namespace URI (nil when in no namespace).
        package var xmlNamespace: String?
    }

    /// Decodes bytes in the given encoding; `text` and `none` bodies become a string.
    package static func decode(_ data: Data, encoding: BodyEncoding) throws(BodyParseError) -> Decoded {
        switch encoding {
        case .json:
            return Decoded(value: try JSONBodyParser.parse(data))
        case .form:
            guard let text = String(data: data, encoding: .utf8) else {
                throw BodyParseError(reason: MessageID.bodyFormNotUTF8.localized(), line: 1, column: 1)
            }
            return Decoded(value: try FormBodyParser.parse(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        case .xml:
            let parsed = try XMLBodyParser.parseDocument(data)
            return Decoded(value: parsed.value, xmlRoot: parsed.root, xmlNamespace: parsed.namespaceURI)
        case .text, .none:
            return Decoded(value: .string(String(decoding: data, as: UTF8.self)))
        }
    }
}
