/// The scan behind `accepts:type/subtype`: an HTTP `Accept` field value (RFC 9110 §12.5.1).
///
/// Grammar: `#( media-range *( OWS ";" OWS [ parameter ] ) )` where a media range is `type/subtype`,
/// `type/*` or `*/*`, a parameter is `name=value` (value a token or a quoted string, no space around
/// `=`), and the parameter named `q` (any case) is the weight: `0` to `1` with at most three
/// decimals, given at most once. Empty list elements (`a/b, , c/d`) are ignored, as RFC 9110 §5.6.1
/// asks; a list with no media range at all is malformed.
///
/// Matching ignores case and parameters other than `q`. The weight given to the type is the one of the
/// most specific matching range (`type/subtype`, then `type/*`, then `*/*`; the highest weight among
/// equally specific ones), so `*/*, application/json;q=0` does not accept `application/json`.
enum AcceptList {
    /// What is wrong with a malformed list; each case keeps the offending list element.
    enum Problem: Sendable, Hashable {
        case empty
        case missingSlash(String)
        case badType(String)
        case badSubtype(String)
        case wildcardType(String)
        case badParameter(String)
        case badWeight(String)
        case duplicateWeight(String)
        case unexpected(String)
    }

    enum Verdict: Sendable, Hashable {
        /// The most specific matching range has a weight above 0.
        case accepted
        /// No range matches the type.
        case notAccepted
        /// The most specific matching range has weight 0.
        case excluded
        /// The list does not parse.
        case malformed(Problem)
    }

    static func verdict(_ bytes: [UInt8], for media: AcceptedMediaType) -> Verdict {
        let count = bytes.count
        let comma = UInt8(ascii: ","), semicolon = UInt8(ascii: ";"), slash = UInt8(ascii: "/")
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), equals = UInt8(ascii: "=")
        let star = UInt8(ascii: "*")
        var index = 0
        var ranges = 0
        // 0: nothing matched yet; 1: */*; 2: type/*; 3: type/subtype.
        var bestSpecificity = 0
        var bestWeight = 0

        func skipSpaces() {
            while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }
        func token() -> Range<Int> {
            let start = index
            while index < count, isTokenChar(bytes[index]) { index += 1 }
            return start..<index
        }
        func isStar(_ range: Range<Int>) -> Bool { range.count == 1 && bytes[range.lowerBound] == star }
        func equalsIgnoringCase(_ range: Range<Int>, _ name: String) -> Bool {
            guard range.count == name.utf8.count else { return false }
            var position = range.lowerBound
            for expected in name.utf8 {
                let byte = bytes[position]
                let lower = (65...90).contains(byte) ? byte + 32 : byte
                guard lower == expected else { return false }
                position += 1
            }
            return true
        }
        /// A quoted string starting at the opening quote; false when it is malformed or unterminated.
        func quotedString() -> Bool {
            index += 1
            while index < count {
                let byte = bytes[index]
                if byte == quote {
                    index += 1
                    return true
                }
                if byte == backslash {
                    guard index + 1 < count else { return false }
                    let escaped = bytes[index + 1]
                    guard escaped == 0x09 || (escaped >= 0x20 && escaped != 0x7F) else { return false }
                    index += 2
                    continue
                }
                guard byte == 0x09 || (byte >= 0x20 && byte != 0x7F) else { return false }
                index += 1
            }
            return false
        }
        /// A qvalue in thousandths; nil when it is not `0[.ddd]` or `1[.000]`.
        func qvalue() -> Int? {
            guard index < count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else { return nil }
            var value = bytes[index] == UInt8(ascii: "1") ? 1000 : 0
            index += 1
            if index < count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                var scale = 100
                var decimals = 0
                while index < count, isDigit(bytes[index]) {
                    decimals += 1
                    guard decimals <= 3 else { return nil }
                    value += Int(bytes[index] - 48) * scale
                    scale /= 10
                    index += 1
                }
            }
            guard value <= 1000, index == count || !isTokenChar(bytes[index]) else { return nil }
            return value
        }
        /// The list element starting at `start`, trimmed and shortened, to quote in a reason.
        func element(from start: Int) -> String {
            var end = start
            var quoted = false
            while end < count {
                if bytes[end] == quote {
                    quoted.toggle()
                } else if bytes[end] == comma && !quoted {
                    break
                }
                end += 1
            }
            var first = start
            while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            while end > first, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            let text = String(decoding: bytes[first..<end], as: UTF8.self)
            return text.count > 60 ? String(text.prefix(60)) + "…" : text
        }

        while true {
            skipSpaces()
            if index == count { break }
            if bytes[index] == comma {
                index += 1
                continue
            }
            let start = index
            ranges += 1
            let type = token()
            if type.isEmpty { return .malformed(.badType(element(from: start))) }
            guard index < count, bytes[index] == slash else { return .malformed(.missingSlash(element(from: start))) }
            index += 1
            let subtype = token()
            if subtype.isEmpty { return .malformed(.badSubtype(element(from: start))) }
            if isStar(type) && !isStar(subtype) { return .malformed(.wildcardType(element(from: start))) }
            var weight = 1000
            var weighted = false
            while true {
                let beforeSpaces = index
                skipSpaces()
                guard index < count, bytes[index] == semicolon else {
                    index = beforeSpaces
                    break
                }
                index += 1
                skipSpaces()
                // An empty parameter (`type/subtype;`) is allowed.
                if index == count || bytes[index] == comma || bytes[index] == semicolon { continue }
                let name = token()
                guard !name.isEmpty, index < count, bytes[index] == equals else {
                    return .malformed(.badParameter(element(from: start)))
                }
                index += 1
                if equalsIgnoringCase(name, "q") {
                    if weighted { return .malformed(.duplicateWeight(element(from: start))) }
                    guard let value = qvalue() else { return .malformed(.badWeight(element(from: start))) }
                    weight = value
                    weighted = true
                } else if index < count, bytes[index] == quote {
                    guard quotedString() else { return .malformed(.badParameter(element(from: start))) }
                } else if token().isEmpty {
                    return .malformed(.badParameter(element(from: start)))
                }
            }
            skipSpaces()
            guard index == count || bytes[index] == comma else { return .malformed(.unexpected(element(from: start))) }
            let specificity: Int
            if isStar(type) {
                specificity = 1
            } else if !equalsIgnoringCase(type, media.type) {
                specificity = 0
            } else if isStar(subtype) {
                specificity = 2
            } else {
                specificity = equalsIgnoringCase(subtype, media.subtype) ? 3 : 0
            }
            if specificity > bestSpecificity {
                bestSpecificity = specificity
                bestWeight = weight
            } else if specificity > 0 && specificity == bestSpecificity {
                bestWeight = max(bestWeight, weight)
            }
        }
        if ranges == 0 { return .malformed(.empty) }
        if bestSpecificity == 0 { return .notAccepted }
        return bestWeight > 0 ? .accepted : .excluded
    }
}
