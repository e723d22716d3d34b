@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

/// Whether a byte is an ASCII space, tab or line break.
@inline(__always) func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
@inline(__always) func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
@inline(__always) func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || (65...70).contains(byte) || (97...102).contains(byte) }

func isBase64(_ bytes: [UInt8], urlSafe: Bool) -> Bool {
    guard !bytes.isEmpty else { return false }
    var end = bytes.count
    var padding = 0
    while end > 0, bytes[end - 1] == UInt8(ascii: "=") {
        end -= 1
        padding += 1
    }
    guard padding <= 2 else { return false }
    for byte in bytes[0..<end] {
        let ok: Bool
        if isDigit(byte) || isLetter(byte) {
            ok = true
        } else if urlSafe {
            ok = byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        } else {
            ok = byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
        }
        if !ok { return false }
    }
    if urlSafe { return padding == 0 ? end % 4 != 1 : bytes.count % 4 == 0 }
    return bytes.count % 4 == 0
}

/// Whether a byte is an RFC 9110 `tchar`, a character allowed in a token.
@inline(__always) func isTokenChar(_ byte: UInt8) -> Bool {
    if isDigit(byte) || isLetter(byte) { return true }
    switch byte {
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
        UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
        UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
        return true
    default:
        return false
    }
}

/// Whether a byte may start an XML name.
@inline(__always) func isNameStart(_ byte: UInt8) -> Bool {
    (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == UInt8(ascii: "_") || byte >= 0x80
}

/// Whether a byte may continue an XML name.
@inline(__always) func isNameByte(_ byte: UInt8) -> Bool {
    isNameStart(byte) || isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: ":")
}

/// Whether `text` contains `fragment`, compared byte by byte over their UTF-8: Foundation's `contains`
/// bridges to NSString, and this runs for every name the redactor reads (folded names) and every value
/// the URL rewriter reads (`://`).
func utf8(of text: String, contains fragment: String) -> Bool {
    let haystack = text.utf8
    let needle = fragment.utf8
    guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
    var start = haystack.startIndex
    let lastStart = haystack.index(haystack.endIndex, offsetBy: -needle.count)
    while start <= lastStart {
        if haystack[start] == first, haystack[start...].starts(with: needle) { return true }
        start = haystack.index(after: start)
    }
    return false
}
