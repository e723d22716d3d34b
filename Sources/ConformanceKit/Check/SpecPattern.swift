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
