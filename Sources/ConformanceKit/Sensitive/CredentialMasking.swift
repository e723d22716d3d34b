import Foundation

/// Replacements for secrets and cookies found by name, keeping what the value looks like.
extension Redactor {
    /// The replacement of a secret found by name, keeping its shape.
    ///
    /// Digits become zeros, a long hexadecimal or Base64 value becomes zeros or `A`s of the same length (its
    /// padding kept), anything else `REDACTED` with its authorization scheme kept (``maskCredential(_:cookie:)``).
    /// Replacing a replacement changes nothing.
    package static func secretReplacement(_ value: String) -> String {
        guard !value.isEmpty, !value.contains("REDACTED") else { return value }
        let bytes = value.utf8
        // A Base64 value already replaced (`AAAA…=`).
        if bytes.allSatisfy({ $0 == UInt8(ascii: "A") || $0 == UInt8(ascii: "=") }) { return value }
        if bytes.allSatisfy(isDigit) { return String(repeating: "0", count: bytes.count) }
        if bytes.count >= 16, bytes.allSatisfy(isHexDigit), bytes.contains(where: isDigit) {
            return String(repeating: "0", count: bytes.count)
        }
        if bytes.count >= 16, bytes.count % 4 == 0, isBase64Shaped(value) {
            let padding = bytes.reversed().prefix { $0 == UInt8(ascii: "=") }.count
            return String(repeating: "A", count: bytes.count - padding) + String(repeating: "=", count: padding)
        }
        return maskCredential(value, cookie: false)
    }

    /// A cookie value (a `Cookie` or `Set-Cookie` header, or a cookie echoed in a body) with each cookie's
    /// value replaced by `REDACTED` and its attributes (`Path`, `Domain`, `Expires`…) kept; a value with no
    /// `name=value` part at all is a bare cookie value and becomes `REDACTED`.
    package static func maskCookie(_ value: String) -> String {
        guard !value.isEmpty else { return value }
        guard value.contains("=") else { return value == "REDACTED" ? value : "REDACTED" }
        return maskCredential(value, cookie: true)
    }

    /// Whether a byte is an ASCII hexadecimal digit.
    static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "F"))
    }

    /// Whether a text is wholly standard Base64 with at least one digit, `+`, `/` or `=` (not a plain word).
    static func isBase64Shaped(_ value: String) -> Bool {
        var padding = false
        var other = false
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "="):
                padding = true
                other = true
            case _ where padding: return false
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"): break
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"): other = true
            default: return false
            }
        }
        return other
    }
}
