import ConformanceTestSupport
import Foundation
import Testing

/// Every command-line option is declared once: a name that several commands take lives in one option group
/// (`Sources/conformance/*Option.swift`, `*Options.swift`), so it has one meaning, one value set, one default and one
/// help text wherever it appears.
@Suite struct OptionNameTests {
    /// The long names `@Option`/`@Flag` declarations give (`.customLong("x")`, else the property's name in kebab
    /// case), each with the places (`file:line`) that declare it.
    static func declarations(in files: [String: String]) throws -> [String: [String]] {
        var result: [String: [String]] = [:]
        let property = try NSRegularExpression(pattern: #"^\s*(?:package\s+|public\s+)?var\s+(\w+)"#)
        let custom = try NSRegularExpression(pattern: #"customLong\(\s*"([^"]+)""#)
        for (file, text) in files.sorted(by: { $0.key < $1.key }) {
            let characters = Array(text)
            var index = 0
            while index < characters.count {
                guard characters[index] == "@", let wrapper = ["@Option", "@Flag"].first(where: { text.hasPrefix($0, at: index, in: characters) }),
                    index + wrapper.count < characters.count, !characters[index + wrapper.count].isLetter
                else {
                    index += 1
                    continue
                }
                let start = index
                index += wrapper.count
                let arguments = Self.balanced(characters, from: &index)
                let rest = String(characters[index..<min(characters.count, index + 200)])
                guard let match = property.firstMatch(in: rest, range: NSRange(rest.startIndex..., in: rest)),
                    let nameRange = Range(match.range(at: 1), in: rest)
                else { continue }
                let name: String
                if let found = custom.firstMatch(in: arguments, range: NSRange(arguments.startIndex..., in: arguments)),
                    let range = Range(found.range(at: 1), in: arguments)
                {
                    name = String(arguments[range])
                } else {
                    name = Self.kebab(String(rest[nameRange]))
                }
                let line = characters[..<start].count { $0 == "\n" } + 1
                result[name, default: []].append("\(file):\(line)")
            }
        }
        return result
    }

    /// The text of a parenthesised argument list starting at `index` (skipping string literals), moving `index` past it;
    /// empty when none starts there.
    static func balanced(_ characters: [Character], from index: inout Int) -> String {
        guard index < characters.count, characters[index] == "(" else { return "" }
        let start = index
        var depth = 0
        var inString = false
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" {
                    index += 1
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 {
                    index += 1
                    return String(characters[start..<index])
                }
            }
            index += 1
        }
        return String(characters[start...])
    }

    /// `failOnUnplayed` → `fail-on-unplayed`, as ArgumentParser's `.long` names it.
    static func kebab(_ name: String) -> String {
        name.reduce(into: "") { result, character in
            if character.isUppercase {
                result += "-" + character.lowercased()
            } else {
                result.append(character)
            }
        }
    }

    /// The names declared in more than one place.
    static func repeated(in files: [String: String]) throws -> [String: [String]] {
        try declarations(in: files).filter { $0.value.count > 1 }
    }

    @Test func noOptionIsDeclaredTwice() throws {
        let folder = TestSupport.repositoryRoot + "/Sources/conformance"
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".swift") {
            files["Sources/conformance/" + name] = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
        }
        let declared = try Self.declarations(in: files)
        // The reader must see the commands' options at all, or the rule would pass on nothing.
        #expect(declared.count > 40, "only \(declared.count) option names found")
        for name in ["fail-on", "strict", "format", "timeout", "target", "port", "fail-on-unplayed"] {
            #expect(declared[name] != nil, "--\(name) not found")
        }
        for (name, places) in try Self.repeated(in: files).sorted(by: { $0.key < $1.key }) {
            Issue.record(
                """
                --\(name) is declared \(places.count) times (\(places.joined(separator: ", "))): declare it once, in an option \
                group the commands share (@OptionGroup), so that it keeps one meaning, one value set and one default
                """)
        }
    }

    @Test func theRuleFailsOnARepeatedName() throws {
        let files = [
            "A.swift": """
            struct A: ParsableCommand {
                @Option(name: .long, help: "Seconds (default 30).")
                var timeout: Double?

                @Option(
                    name: .customLong("protocol"),
                    help: ArgumentHelp("Only this (repeatable).", valueName: "id"))
                var protocols: [String] = []
            }
            """,
            "B.swift": """
            struct B: ParsableCommand {
                @Flag(help: "Fail on warnings \\"too\\" (and more).") var strict = false
                @Option(name: .long) package var timeout: Double = 15
                @OptionGroup var group: Group
            }
            """,
        ]
        let declared = try Self.declarations(in: files)
        #expect(declared["protocol"] == ["A.swift:5"])
        #expect(declared["strict"] == ["B.swift:2"])
        #expect(try Self.repeated(in: files) == ["timeout": ["A.swift:2", "B.swift:3"]])
    }
}

extension String {
    /// Whether `prefix` starts at character offset `index` of `characters` (this string's characters).
    fileprivate func hasPrefix(_ prefix: String, at index: Int, in characters: [Character]) -> Bool {
        let wanted = Array(prefix)
        guard index + wanted.count <= characters.count else { return false }
        return Array(characters[index..<index + wanted.count]) == wanted
    }
}
