/// The media type named by an `accepts:type/subtype` format, lower-cased.
package struct AcceptedMediaType: Sendable, Hashable {
    /// The type, like `application`.
    package let type: String
    /// The subtype, like `json`.
    package let subtype: String

    /// `type/subtype`.
    package var text: String { type + "/" + subtype }

    /// Parses `type/subtype`: two non-empty RFC 9110 tokens without `*` and without parameters; nil otherwise.
    package init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else { return nil }
        let type = bytes[..<slash]
        let subtype = bytes[(slash + 1)...]
        let valid: (ArraySlice<UInt8>) -> Bool = { part in
            !part.isEmpty && part.allSatisfy { isTokenChar($0) && $0 != UInt8(ascii: "*") }
        }
        guard valid(type), valid(subtype) else { return nil }
        self.type = String(decoding: type, as: UTF8.self).lowercased()
        self.subtype = String(decoding: subtype, as: UTF8.self).lowercased()
    }
}
