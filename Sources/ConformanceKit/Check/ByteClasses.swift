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
