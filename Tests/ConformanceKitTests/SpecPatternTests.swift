import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// The checker's own pattern machine gives the same answer as ICU (NSRegularExpression), which stays the reference.
@Suite struct SpecPatternTests {
    /// Every `pattern` of the project's specs.
    static let specPatterns: [(pattern: String, examples: [String])] = {
        var found: [String: [String]] = [:]
        func visit(_ fields: [FieldSpec]) {
            for field in fields {
                if let pattern = field.pattern {
                    var examples = found[pattern] ?? []
                    if let text = field.example?.lexicalText { examples.append(text) }
                    examples += field.enumValues ?? []
                    found[pattern] = examples
                }
                visit(field.fields ?? [])
            }
        }
        for spec in TestSupport.loaded.specs.protocols.values {
            for container in spec.containers.values { visit(container.fields) }
            for operation in spec.operations.values {
                let messages = [operation.request] + operation.responses.map(\.message)
                for message in messages { visit(message.fields + message.query + message.headers) }
            }
        }
        return found.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }()

    /// ICU's edges: `$` before a final line terminator, `.` and line breaks, `\s` and vertical tab, quantifier forms.
    static let edgePatterns = [
        "a", "a$", "a$\\n", "^a", "a|b", "a|", "(a|bc)+", "(?:ab)*c", "a{2}", "a{2,}", "a{2,4}", "a{0,3}?b", "a+?b", "(a*)*b",
        ".", ".*", "\\s", "\\S+", "\\d{1,3}(\\.\\d{1,3}){3}", "\\w+", "\\W", "[\\w-]+", "[^\"]+", "[^>]*>", "[+-]?[0-9]+",
        "[A-Za-z0-9.:_-]+", "x[a-c\\-]y", "[\\]a]", "[a$]", "\\bword", "(?i)abc", "a++", "[[:alpha:]]", "\\p{L}+", "é", "a{,2}",
        "((a|b)c|d)e", "(|a)b", "[a-]", "[-a]", "\\.", "\\-", "\\/", "a\\$",
    ]

    static let alphabet: [String] = [
        "a", "b", "c", "d", "e", "x", "y", "A", "Z", "K", "0", "1", "5", "9", ".", ":", "-", "_", "+", "/", "=", "\"", ">", "<", "$", "]",
        " ", "\t", "\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "é", "\u{212A}", "#", "*", ";", "T", "Z",
    ]

    static func check(_ pattern: String, _ texts: [String]) -> [String] {
        guard let compiled = SpecPattern(pattern) else { return [] }
        var problems: [String] = []
        for text in texts where compiled.matches(text) != compiled.regexMatches(text) {
            problems.append("\(pattern) on \(text.debugDescription): machine \(compiled.matches(text)), ICU \(compiled.regexMatches(text))")
        }
        return problems
    }

    /// Random texts over the alphabet, plus each example with one character changed, added or removed, and with a line break after it.
    static func texts(examples: [String], seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        var texts = ["", "\n", "\r\n"]
        for example in examples {
            texts += [example, example + "\n", example + "\r\n", example + "\n\n", example + "\r", " " + example, example + "é"]
            var characters = Array(example)
            for _ in 0..<20 where !characters.isEmpty {
                var mutated = characters
                let position = random.int(0..<mutated.count)
                switch random.int(0..<3) {
                case 0: mutated[position] = Character(random.pick(alphabet))
                case 1: mutated.insert(Character(random.pick(alphabet)), at: position)
                default: mutated.remove(at: position)
                }
                texts.append(String(mutated))
            }
            characters.removeAll()
        }
        for _ in 0..<300 {
            texts.append((0..<random.int(0...12)).map { _ in random.pick(alphabet) }.joined())
        }
        return texts
    }

    @Test func specPatternsAgreeWithICU() {
        #expect(Self.specPatterns.count >= 10)
        for (offset, entry) in Self.specPatterns.enumerated() {
            let problems = Self.check(entry.pattern, Self.texts(examples: entry.examples, seed: UInt64(offset + 1)))
            #expect(problems.isEmpty, "\(problems.prefix(5))")
        }
    }

    @Test func edgePatternsAgreeWithICU() {
        for (offset, pattern) in Self.edgePatterns.enumerated() {
            let problems = Self.check(
                pattern, Self.texts(examples: ["a", "aa", "aab", "abc", "bce", "1.22.3.4", "word", "x-y"], seed: UInt64(100 + offset)))
            #expect(problems.isEmpty, "\(problems.prefix(5))")
        }
    }

    /// The machine runs the specs' patterns itself (ICU is the fallback, not the rule).
    @Test func specPatternsCompile() {
        let compiled = Self.specPatterns.filter { SpecPattern($0.pattern)?.program != nil }
        #expect(compiled.count * 10 >= Self.specPatterns.count * 8, "\(Self.specPatterns.count - compiled.count) patterns left to ICU")
        // Constructs outside the subset go to ICU.
        for pattern in ["(?i)abc", "a++", "[[:alpha:]]", "\\p{L}+", "\\bword", "é"] {
            #expect(SpecPattern(pattern)?.program == nil, "\(pattern)")
        }
        #expect(SpecPattern("(") == nil)
    }

    /// A long value falls back to ICU rather than outgrowing the memo, with the same answer.
    @Test func longValues() {
        let pattern = SpecPattern("(?:[0-9]{19}|[A-Za-z0-9+/]{20,510}={0,2})")!
        for length in [19, 20, 300, 510, 511, 5000] {
            let text = String(repeating: "A", count: length)
            #expect(pattern.matches(text) == pattern.regexMatches(text), "length \(length)")
        }
    }
}
