import Foundation

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
