import Foundation

/// A spec `pattern`, compiled once, that tells whether a whole value matches it.
///
/// The expression is anchored as `^(?:pattern)$` and compiled with `NSRegularExpression` (ICU), which
/// stays the reference. When the expression only uses a common subset (literals, `.`, classes such as
/// `[A-Z0-9_-]` or `[^"]`, `\d \s \w` and their negations, groups, alternation, `? * + {n,m}`
/// quantifiers, `^` and `$`) it is also compiled to a small program that a backtracking machine runs
/// over the UTF-8 bytes of ASCII values, with ICU's own meaning for every construct (`\s` includes
/// vertical tab, `.` stops at line terminators, `$` also matches before a final line terminator).
/// Values with non-ASCII characters, expressions outside the subset, and runs too large for the
/// machine's memo go to ICU. `SpecPatternTests` compares both on every pattern of the specs.
final class SpecPattern: @unchecked Sendable {
    /// The pattern as written in the spec.
    let source: String
    let regex: NSRegularExpression
    let program: PatternProgram?

    /// Compiles a spec pattern; nil when ICU rejects it (such a pattern is not checked, as before).
    init?(_ source: String) {
        let anchored = "^(?:\(source))$"
        guard let regex = try? NSRegularExpression(pattern: anchored, options: []) else { return nil }
        self.source = source
        self.regex = regex
        self.program = PatternProgram(anchored)
    }

    /// Whether the whole text matches.
    func matches(_ text: String) -> Bool {
        if let program {
            let fast = text.utf8.withContiguousStorageIfAvailable { program.run($0) }
            if let answer = fast ?? nil { return answer }
        }
        return regexMatches(text)
    }

    /// Whether the whole text, given with its UTF-8 bytes, matches.
    func matches(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let program, let answer = program.run(bytes) { return answer }
        return regexMatches(text)
    }

    /// The ICU answer.
    func regexMatches(_ text: String) -> Bool {
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        return regex.firstMatch(in: text, options: [], range: range) != nil
    }
}

/// A set of ASCII bytes.
struct ByteSet: Hashable {
    var low: UInt64 = 0
    var high: UInt64 = 0

    @inline(__always) func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? (low >> UInt64(byte)) & 1 == 1 : byte < 128 ? (high >> UInt64(byte - 64)) & 1 == 1 : false
    }

    mutating func insert(_ byte: UInt8) {
        if byte < 64 { low |= 1 << UInt64(byte) } else if byte < 128 { high |= 1 << UInt64(byte - 64) }
    }

    mutating func insert(_ range: ClosedRange<UInt8>) { for byte in range { insert(byte) } }
    mutating func formUnion(_ other: ByteSet) {
        low |= other.low
        high |= other.high
    }
    /// The ASCII bytes not in the set.
    var inverted: ByteSet { ByteSet(low: ~low, high: ~high) }

    static func of(_ ranges: ClosedRange<UInt8>...) -> ByteSet {
        var set = ByteSet()
        for range in ranges { set.insert(range) }
        return set
    }

    // ICU's classes restricted to ASCII (checked against NSRegularExpression by SpecPatternTests).
    static let digit = ByteSet.of(48...57)
    static let space = ByteSet.of(9...13, 32...32)
    static let word = ByteSet.of(48...57, 65...90, 95...95, 97...122)
    /// `.`: anything but the line terminators LF, VT, FF and CR.
    static let dot = ByteSet.of(10...13).inverted
}

/// One instruction of a compiled pattern.
enum PatternOp {
    /// Between `min` and `max` bytes of the set (one literal byte is `run(set, 1, 1)`).
    case run(ByteSet, min: Int, max: Int)
    /// Continue at both targets.
    case split(Int, Int)
    case jump(Int)
    /// `^` without the multiline option: the start of the text.
    case start
    /// `$` without the multiline option: the end, or before a line terminator that ends the text.
    case end
    case match
}

/// A pattern compiled for ``PatternProgram/run(_:)``.
struct PatternProgram {
    let ops: [PatternOp]

    /// The most instructions a program may have.
    static let maxOps = 2048
    /// The most (instruction, position) states one run may memoize; beyond, ICU answers.
    static let maxStates = 1 << 16
    /// The longest value the machine runs on; beyond, ICU answers.
    static let maxLength = 1024

    /// Compiles an expression of the subset; nil when it uses anything else.
    init?(_ pattern: String) {
        var parser = PatternParser(bytes: Array(pattern.utf8))
        guard let node = parser.parseAlternation(), parser.index == parser.bytes.count else { return nil }
        var ops: [PatternOp] = []
        guard PatternProgram.emit(node, into: &ops) else { return nil }
        ops.append(.match)
        guard ops.count <= PatternProgram.maxOps else { return nil }
        self.ops = ops
    }

    private static func emit(_ node: PatternNode, into ops: inout [PatternOp]) -> Bool {
        guard ops.count <= maxOps else { return false }
        switch node {
        case .set(let set):
            ops.append(.run(set, min: 1, max: 1))
        case .start:
            ops.append(.start)
        case .end:
            ops.append(.end)
        case .sequence(let items):
            for item in items where !emit(item, into: &ops) { return false }
        case .alternation(let branches):
            var jumps: [Int] = []
            for (position, branch) in branches.enumerated() {
                if position == branches.count - 1 {
                    guard emit(branch, into: &ops) else { return false }
                } else {
                    let split = ops.count
                    ops.append(.split(split + 1, -1))
                    guard emit(branch, into: &ops) else { return false }
                    jumps.append(ops.count)
                    ops.append(.jump(-1))
                    ops[split] = .split(split + 1, ops.count)
                }
            }
            for jump in jumps { ops[jump] = .jump(ops.count) }
        case .repetition(let inner, let min, let max):
            if case .set(let set) = inner {
                ops.append(.run(set, min: min, max: max ?? Int.max))
                return true
            }
            for _ in 0..<min where !emit(inner, into: &ops) { return false }
            if let max {
                var splits: [Int] = []
                for _ in min..<max {
                    splits.append(ops.count)
                    ops.append(.split(ops.count + 1, -1))
                    guard emit(inner, into: &ops) else { return false }
                }
                for split in splits { ops[split] = .split(split + 1, ops.count) }
            } else {
                let loop = ops.count
                ops.append(.split(loop + 1, -1))
                guard emit(inner, into: &ops) else { return false }
                ops.append(.jump(loop))
                ops[loop] = .split(loop + 1, ops.count)
            }
        }
        return ops.count <= maxOps
    }

    /// Whether the text matches from some start position; nil when the text is not ASCII or too long for the memo.
    func run(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        let count = bytes.count
        for byte in bytes where byte >= 0x80 { return nil }
        // Bounded work: each (instruction, position) state is explored once, and a run scans at most `count` bytes.
        let states = ops.count * (count + 1)
        guard count <= PatternProgram.maxLength, states <= PatternProgram.maxStates else { return nil }
        let words = (states + 63) >> 6
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: words) { visited in
            visited.initialize(repeating: 0)
            // Every state enters the stack at most once, so `states` entries are enough.
            return withUnsafeTemporaryAllocation(of: (Int32, Int32).self, capacity: states + 1) { stack in
                var top = 0
                @inline(__always) func push(_ pc: Int, _ position: Int) {
                    let state = pc * (count + 1) + position
                    let word = state >> 6
                    let bit = UInt64(1) << UInt64(state & 63)
                    if visited[word] & bit != 0 { return }
                    visited[word] |= bit
                    stack[top] = (Int32(pc), Int32(position))
                    top += 1
                }
                // Unanchored search, as firstMatch does (the leading `^` makes later starts fail at once).
                for start in 0...count {
                    push(0, start)
                    while top > 0 {
                        top -= 1
                        var pc = Int(stack[top].0)
                        var position = Int(stack[top].1)
                        thread: while true {
                            switch ops[pc] {
                            case .match:
                                return true
                            case .run(let set, let min, let max):
                                var taken = 0
                                while taken < max, position + taken < count, set.contains(bytes[position + taken]) { taken += 1 }
                                guard taken >= min else { break thread }
                                if taken > min {
                                    for extra in stride(from: min, to: taken, by: 1) { push(pc + 1, position + extra) }
                                }
                                pc += 1
                                position += taken
                            case .split(let first, let second):
                                push(second, position)
                                pc = first
                            case .jump(let target):
                                pc = target
                            case .start:
                                guard position == 0 else { break thread }
                                pc += 1
                            case .end:
                                guard PatternProgram.isEnd(bytes, position) else { break thread }
                                pc += 1
                            }
                            // Mark the continued state too, so that loops over empty matches end.
                            let state = pc * (count + 1) + position
                            let word = state >> 6
                            let bit = UInt64(1) << UInt64(state & 63)
                            if visited[word] & bit != 0 { break thread }
                            visited[word] |= bit
                        }
                    }
                }
                return false
            }
        }
    }

    /// ICU's `$` without the multiline option.
    @inline(__always) static func isEnd(_ bytes: UnsafeBufferPointer<UInt8>, _ position: Int) -> Bool {
        let count = bytes.count
        if position == count { return true }
        if position == count - 1 {
            let byte = bytes[position]
            guard (0x0A...0x0D).contains(byte) else { return false }
            return !(byte == 0x0A && position > 0 && bytes[position - 1] == 0x0D)
        }
        return position == count - 2 && bytes[position] == 0x0D && bytes[position + 1] == 0x0A
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
