import Foundation

/// Parses the subset of ICU's syntax that ``PatternProgram`` runs; nil for anything else.
struct PatternParser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func parseAlternation() -> PatternNode? {
        var branches: [PatternNode] = []
        while true {
            guard let branch = parseSequence() else { return nil }
            branches.append(branch)
            guard current == UInt8(ascii: "|") else { break }
            index += 1
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    mutating func parseSequence() -> PatternNode? {
        var items: [PatternNode] = []
        while let byte = current, byte != UInt8(ascii: "|"), byte != UInt8(ascii: ")") {
            guard let atom = parseAtom() else { return nil }
            guard let quantified = parseQuantifier(atom) else { return nil }
            items.append(quantified)
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    mutating func parseAtom() -> PatternNode? {
        guard let byte = current, byte < 0x80 else { return nil }
        index += 1
        switch byte {
        case UInt8(ascii: "("):
            if current == UInt8(ascii: "?") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: ":") else { return nil }
                index += 2
            }
            guard let inner = parseAlternation(), current == UInt8(ascii: ")") else { return nil }
            index += 1
            return inner
        case UInt8(ascii: "["):
            return parseClass().map { .set($0) }
        case UInt8(ascii: "."):
            return .set(ByteSet.dot)
        case UInt8(ascii: "^"):
            return .start
        case UInt8(ascii: "$"):
            return .end
        case UInt8(ascii: "\\"):
            guard let set = parseEscape() else { return nil }
            return .set(set)
        case UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "]"),
            UInt8(ascii: ")"), UInt8(ascii: "#"):
            return nil
        default:
            guard byte >= 0x20, byte != 0x7F else { return nil }
            var set = ByteSet()
            set.insert(byte)
            return .set(set)
        }
    }

    /// After a backslash: `\d \D \s \S \w \W`, or an escaped ASCII punctuation character.
    mutating func parseEscape() -> ByteSet? {
        guard let byte = current, byte < 0x80 else { return nil }
        index += 1
        switch byte {
        case UInt8(ascii: "d"): return ByteSet.digit
        case UInt8(ascii: "D"): return ByteSet.digit.inverted
        case UInt8(ascii: "s"): return ByteSet.space
        case UInt8(ascii: "S"): return ByteSet.space.inverted
        case UInt8(ascii: "w"): return ByteSet.word
        case UInt8(ascii: "W"): return ByteSet.word.inverted
        default:
            // Letters and digits after a backslash have meanings of their own (\b, \n, \1, \p...).
            guard byte > 0x20, byte != 0x7F, !isLetter(byte), !isDigit(byte) else { return nil }
            var set = ByteSet()
            set.insert(byte)
            return set
        }
    }

    /// A bracket expression after its `[`: an optional `^`, then bytes, ranges and class escapes.
    mutating func parseClass() -> ByteSet? {
        var set = ByteSet()
        var negated = false
        if current == UInt8(ascii: "^") {
            negated = true
            index += 1
        }
        var first = true
        while true {
            guard let byte = current, byte < 0x80 else { return nil }
            if byte == UInt8(ascii: "]") && !first {
                index += 1
                break
            }
            if first && byte == UInt8(ascii: ":") { return nil }
            first = false
            // Nested sets, set operations and POSIX names are ICU syntax outside the subset.
            // `$` and a leading `:` have meanings of their own in some set syntaxes: left to ICU too.
            guard byte != UInt8(ascii: "["), byte != UInt8(ascii: "]"), byte != UInt8(ascii: "&"), byte != UInt8(ascii: "$"), byte >= 0x20,
                byte != 0x7F
            else { return nil }
            let low: UInt8
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard let escaped = parseEscape() else { return nil }
                let previous = bytes[index - 1]
                if isLetter(previous) {
                    // A class escape cannot start a range.
                    guard current != UInt8(ascii: "-") || (index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "]")) else { return nil }
                    set.formUnion(escaped)
                    continue
                }
                low = previous
            } else {
                index += 1
                low = byte
            }
            if current == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] != UInt8(ascii: "]") {
                index += 1
                guard let next = current, next < 0x80, next >= 0x20, next != UInt8(ascii: "["), next != UInt8(ascii: "]"), next != UInt8(ascii: "$"),
                    next != UInt8(ascii: "&")
                else { return nil }
                let high: UInt8
                if next == UInt8(ascii: "\\") {
                    index += 1
                    guard parseEscape() != nil else { return nil }
                    high = bytes[index - 1]
                    guard !isLetter(high) else { return nil }
                } else {
                    index += 1
                    high = next
                }
                guard low <= high else { return nil }
                set.insert(low...high)
            } else {
                set.insert(low)
            }
        }
        return negated ? set.inverted : set
    }

    /// A quantifier after an atom, if any: `? * + {n} {n,} {n,m}`, optionally lazy (`?`); possessive ones are outside the subset.
    mutating func parseQuantifier(_ atom: PatternNode) -> PatternNode? {
        var node = atom
        guard let byte = current else { return node }
        let bounds: (Int, Int?)
        switch byte {
        case UInt8(ascii: "?"): bounds = (0, 1)
        case UInt8(ascii: "*"): bounds = (0, nil)
        case UInt8(ascii: "+"): bounds = (1, nil)
        case UInt8(ascii: "{"):
            var cursor = index + 1
            func number() -> Int? {
                let start = cursor
                var value = 0
                while cursor < bytes.count, isDigit(bytes[cursor]), cursor - start < 6 {
                    value = value * 10 + Int(bytes[cursor] - 48)
                    cursor += 1
                }
                return cursor > start ? value : nil
            }
            guard let min = number() else { return nil }
            var max: Int? = min
            if cursor < bytes.count, bytes[cursor] == UInt8(ascii: ",") {
                cursor += 1
                max = number()
            }
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "}") else { return nil }
            if let max, max < min { return nil }
            index = cursor
            bounds = (min, max)
        default:
            return node
        }
        index += 1
        switch atom {
        case .start, .end: return nil
        default: break
        }
        if current == UInt8(ascii: "+") { return nil }
        if current == UInt8(ascii: "?") { index += 1 }
        // A quantifier right after another one is a possessive/lazy form or an error: leave it to ICU.
        if let next = current, [UInt8(ascii: "?"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "{")].contains(next) { return nil }
        node = .repetition(atom, min: bounds.0, max: bounds.1)
        return node
    }
}

indirect enum PatternNode {
    case set(ByteSet)
    case start
    case end
    case sequence([PatternNode])
    case alternation([PatternNode])
    case repetition(PatternNode, min: Int, max: Int?)
}
