import Foundation

extension CardNumberScan {
    /// Every card-number-like value in a text, also inside its percent-encoded parts and Base64 tokens.
    ///
    /// This is the final scan of everything the tool writes: a value redaction missed is found here whether it
    /// is written out, percent-encoded (`4111%201111…`) or Base64-encoded (alone, or inside a JOSE value).
    package static func scanDeep(_ text: String, allowed: Set<String> = TestCardNumbers.documented) -> [Hit] {
        scanDeep(bytes: Array(text.utf8), allowed: allowed, depth: 0)
    }

    /// ``scanDeep(_:allowed:)`` over bytes, opening at most three layers.
    static func scanDeep(bytes: [UInt8], allowed: Set<String>, depth: Int) -> [Hit] {
        var hits = scan(bytes: bytes, allowed: allowed)
        guard depth < 3 else { return hits }
        var seen: [String: Int] = [:]
        for hit in hits { seen[hit.masked, default: 0] += 1 }
        func add(_ found: [Hit], place: Hit.Place) {
            for hit in found {
                if let count = seen[hit.masked], count > 0 {
                    seen[hit.masked] = count - 1
                } else {
                    hits.append(Hit(line: hit.line, column: hit.column, masked: hit.masked, place: hit.place == .text ? place : hit.place))
                }
            }
        }
        if bytes.contains(UInt8(ascii: "%")) {
            let decoded = percentDecoded(bytes)
            if decoded != bytes { add(scanDeep(bytes: decoded, allowed: allowed, depth: depth + 1), place: .percentEncoded) }
        }
        for token in base64Tokens(bytes) {
            guard let decoded = Base64Text(String(decoding: bytes[token], as: UTF8.self)) else { continue }
            let found = scanDeep(bytes: decoded.bytes, allowed: allowed, depth: depth + 1)
            guard !found.isEmpty else { continue }
            let (line, column) = BytePosition.lineColumn(of: token.lowerBound, in: bytes)
            for hit in found {
                hits.append(Hit(line: line, column: column, masked: hit.masked, place: .base64))
            }
        }
        return hits
    }

    /// Bytes with `%XX` escapes decoded (`+` as a space); a `%` not followed by two hexadecimal digits stays.
    static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%"), index + 2 < bytes.count, let high = FormBodyParser.hexValue(bytes[index + 1]),
                let low = FormBodyParser.hexValue(bytes[index + 2])
            {
                out.append(high << 4 | low)
                index += 3
            } else {
                out.append(byte == UInt8(ascii: "+") ? 0x20 : byte)
                index += 1
            }
        }
        return out
    }

    /// The ranges of maximal runs of Base64 characters (with up to two `=` after them) long enough to hold a card number.
    static func base64Tokens(_ bytes: [UInt8]) -> [Range<Int>] {
        var tokens: [Range<Int>] = []
        var index = 0
        while index < bytes.count {
            guard isBase64Byte(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            while index < bytes.count, isBase64Byte(bytes[index]) { index += 1 }
            var end = index
            while end < bytes.count, end - index < 2, bytes[end] == UInt8(ascii: "=") { end += 1 }
            if end - start >= Base64Text.minimumLength { tokens.append(start..<end) }
            index = end
        }
        return tokens
    }

    @inline(__always) static func isBase64Byte(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || isDigit(byte) || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
    }
}
