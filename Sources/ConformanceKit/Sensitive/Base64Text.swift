import Foundation

/// The bytes of a Base64 text, and how to encode bytes the same way.
struct Base64Text {
    /// The shortest text read as Base64 (shorter ones are words and codes).
    static let minimumLength = 16

    /// The decoded bytes.
    let bytes: [UInt8]
    /// Whether the text used the URL-safe alphabet.
    let urlSafe: Bool
    /// Whether the text ended with `=` padding.
    let padded: Bool

    /// Reads a text that is wholly Base64, with at least one letter and one digit or symbol; nil otherwise.
    init?(_ text: String) {
        let utf8 = text.utf8
        guard utf8.count >= Base64Text.minimumLength else { return nil }
        var standard = false
        var safe = false
        var letters = false
        var others = false
        var padding = 0
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "="):
                padding += 1
            case _ where padding > 0:
                return nil
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
                letters = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                others = true
            case UInt8(ascii: "+"), UInt8(ascii: "/"):
                standard = true
                others = true
            case UInt8(ascii: "-"), UInt8(ascii: "_"):
                safe = true
                others = true
            default:
                return nil
            }
        }
        guard letters, others, padding <= 2, !(standard && safe) else { return nil }
        var normalized = String(text.dropLast(padding))
        if safe { normalized = normalized.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/") }
        guard normalized.utf8.count % 4 != 1 else { return nil }
        normalized += String(repeating: "=", count: (4 - normalized.utf8.count % 4) % 4)
        guard let data = Data(base64Encoded: normalized) else { return nil }
        bytes = Array(data)
        urlSafe = safe
        padded = padding > 0
    }

    /// Bytes encoded in the same alphabet and padding as the text read.
    func encoding(_ bytes: [UInt8]) -> String {
        var text = Data(bytes).base64EncodedString()
        if urlSafe { text = text.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_") }
        if !padded { text = String(text.prefix { $0 != "=" }) }
        return text
    }

    /// Whether decoded bytes read as text (no control characters but tabs and line breaks).
    static func isReadable(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.value < 0x09 || ($0.value > 0x0D && $0.value < 0x20) || $0.value == 0x7F }
    }
}
