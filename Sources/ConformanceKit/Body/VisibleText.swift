/// Makes text from traffic safe to show: characters that would act on a terminal or reorder what a
/// reader sees are written out as visible escapes.
///
/// Terminal controls (C0 but newline and tab, DEL, C1: ESC, BEL, OSC sequences start with them) and
/// Unicode bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069) become
/// `\u001B`-style text, so a hostile answer can neither move the cursor, retitle a terminal, nor
/// visually reorder a line of a report. The escape is JSON's own, so JSON output stays valid JSON
/// with the same meaning. See `docs/reports.md`.
package enum VisibleText {
    /// Whether a scalar is shown as an escape rather than as itself (newline and tab excepted).
    package static func isHidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A: false
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// The escape shown for a hidden scalar: `\u001B` (above U+FFFF, its UTF-16 surrogate pair).
    package static func escape(_ scalar: Unicode.Scalar) -> String {
        String(scalar).utf16.map { unit in
            let hex = String(unit, radix: 16, uppercase: true)
            return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }.joined()
    }

    /// The text with every hidden scalar escaped; newlines are kept unless `keepNewlines` is false.
    package static func escaped(_ text: String, keepNewlines: Bool = true) -> String {
        guard text.unicodeScalars.contains(where: { isHidden($0) || (!keepNewlines && $0 == "\n") }) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if isHidden(scalar) || (!keepNewlines && scalar == "\n") {
                out.append(contentsOf: escape(scalar).unicodeScalars)
            } else {
                out.append(scalar)
            }
        }
        return String(out)
    }
}
