import Foundation

/// Escaping shared by every XML and HTML the tool writes (reports, sandbox pages, XML answers).
package enum Markup {
    /// Escapes `&`, `<`, `>` (and quotes, apostrophes, whitespace as asked); shows controls, bidirectional
    /// controls and what XML 1.0 cannot hold as visible `\u{…}` text (``VisibleText``).
    package static func escape(_ text: String, quotes: Bool, apostrophe: Bool, encodeWhitespace: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "'" where apostrophe: out += "&#39;"
            case "\n" where encodeWhitespace: out += "&#10;"
            case "\t" where encodeWhitespace: out += "&#9;"
            case "\r" where encodeWhitespace: out += "&#13;"
            default:
                if VisibleText.isHidden(scalar) || !isXMLCharacter(scalar) {
                    out += VisibleText.escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Escapes text for HTML or XML content and attribute values (quotes and apostrophes included).
    package static func escape(_ text: String) -> String { escape(text, quotes: true, apostrophe: true, encodeWhitespace: false) }

    /// Whether XML 1.0 can hold the character.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
            || (0x10000...0x10FFFF).contains(value)
    }
}
