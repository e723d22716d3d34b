import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import ConformanceOpenAPI
import ConformanceProxy
import ConformanceRunner
import ConformanceSandbox
import ConformanceSession
import ConformanceTestSupport
import ConformanceTransport
import Foundation
import Testing

/// Every message of every target, in one catalogue: each ID declared once, in its area's `*Messages.swift` file, with
/// both its texts, and listed in its target's catalogue; every template well formed in both languages.
@Suite struct MessageCatalogueTests {
    /// Every target's catalogue, the library's first.
    static let every: [MessageID] =
        MessageID.kitCatalogue + MessageID.engineCatalogue + MessageID.transportCatalogue + MessageID.cryptoCatalogue
        + MessageID.proxyCatalogue + MessageID.runnerCatalogue + MessageID.sandboxCatalogue + MessageID.openAPICatalogue
        + MessageID.sessionCatalogue

    /// A message declared in Swift, outside a comment: `name = MessageID("raw", …` (the raw value may open the next line).
    static let declaration = #"(?m)^(?![ \t]*//)[^\n]*?\b\w+\s*=\s*MessageID\(\s*"([^"\\]+)""#

    /// The raw value of every message declared in the Swift files under `Sources`, once per declaration.
    static func declared(under root: String) throws -> [String] {
        let base = URL(fileURLWithPath: root).appendingPathComponent("Sources")
        let pattern = try NSRegularExpression(pattern: declaration)
        var result: [String] = []
        let walker = FileManager.default.enumerator(atPath: base.path)
        while let item = walker?.nextObject() as? String {
            guard item.hasSuffix(".swift") else { continue }
            let text = try String(contentsOfFile: base.appendingPathComponent(item).path, encoding: .utf8)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                if let range = Range(match.range(at: 1), in: text) { result.append(String(text[range])) }
            }
        }
        return result
    }

    /// What is wrong between the declared raw values and the catalogues' messages: a repeat, or one side without the other.
    static func problems(declared: [String], listed: [MessageID]) -> [String] {
        var problems: [String] = []
        let repeated = Dictionary(grouping: declared, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        problems += repeated.map { "\($0) is declared more than once" }
        let listedTwice = Dictionary(grouping: listed.map(\.rawValue), by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        problems += listedTwice.map { "\($0) is listed more than once" }
        let listedSet = Set(listed.map(\.rawValue))
        problems += Set(declared).subtracting(listedSet).sorted().map { "\($0) is in no catalogue: add it to its file's list" }
        problems += listedSet.subtracting(declared).sorted().map { "\($0) is listed but not declared in Sources" }
        return problems
    }

    /// The first unbalanced `(`/`)` or `[`/`]` of a text, or nil when every pair closes in order; a quoted sign
    /// (`']'`, `']]>'`) is a sign the message names, not a bracket.
    static func unbalanced(_ text: String) -> String? {
        let bare = text.replacingOccurrences(of: #"'[^'\s\w]{1,4}'"#, with: "", options: .regularExpression)
        var open: [Character] = []
        for character in bare {
            switch character {
            case "(", "[": open.append(character)
            case ")", "]":
                let wanted: Character = character == ")" ? "(" : "["
                guard open.last == wanted else { return "a '\(character)' that closes nothing" }
                open.removeLast()
            default: continue
            }
        }
        return open.last.map { "a '\($0)' never closed" }
    }

    /// Whether `text` holds `word` as a whole word.
    static func holds(_ text: String, word: String) -> Bool {
        text.range(of: "\\b\(word)\\b", options: [.regularExpression, .caseInsensitive]) != nil
    }

    @Test func everyDeclaredMessageIsListedOnce() throws {
        let declared = try Self.declared(under: TestSupport.repositoryRoot)
        #expect(declared.count > 1_000, "the declarations were not found: \(declared.count)")
        for problem in Self.problems(declared: declared, listed: Self.every) { Issue.record("\(problem)") }
    }

    @Test func theDeclarationCheckCanFail() throws {
        let folder = try TestSupport.scratchFolder("catalogue-declarations")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Sources/Demo", withIntermediateDirectories: true)
        let source = """
            extension MessageID {
                package static let
                    one = MessageID("word.error", en: "error", fr: "erreur"),
                    two = MessageID(
                        "demo.two",
                        en: "two", fr: "deux"),
                    three = MessageID("word.error", both: "x")
            }
            """
        try source.write(toFile: folder + "/Sources/Demo/DemoMessages.swift", atomically: true, encoding: .utf8)
        let declared = try Self.declared(under: folder)
        #expect(declared == ["word.error", "demo.two", "word.error"])
        let problems = Self.problems(declared: declared, listed: [.wordError, .wordWarning, .wordWarning])
        #expect(
            problems == [
                "word.error is declared more than once", "word.warning is listed more than once",
                "demo.two is in no catalogue: add it to its file's list", "word.warning is listed but not declared in Sources",
            ])
    }

    @Test func everyMessageHasBothLanguages() {
        for id in Self.every {
            #expect(!id.template(.en).isEmpty && !id.template(.fr).isEmpty, "\(id.rawValue)")
            #expect(id.template(.en) != id.template(.fr) || id.isSameInBothLanguages, "\(id.rawValue) is not translated")
        }
    }

    @Test func everyTemplateHasBalancedParenthesesAndBrackets() {
        for id in Self.every {
            for language in Language.allCases {
                let problem = Self.unbalanced(id.template(language))
                #expect(problem == nil, "\(id.rawValue) (\(language.rawValue)) has \(problem ?? "")")
            }
        }
    }

    @Test func theBalanceCheckCanFail() {
        #expect(Self.unbalanced("{0} : non conforme : {1}, {2})") != nil)
        #expect(Self.unbalanced("([x)]") != nil)
        #expect(Self.unbalanced("(a [b] c)") == nil)
        #expect(Self.unbalanced("expected ',' or ']' in the list") == nil)
    }

    @Test func theLibraryDecodesItsOwnMessagesOnly() throws {
        for id in MessageID.kitCatalogue { #expect(MessageID(rawValue: id.rawValue) == id) }
        // The tool's messages never reach a decoder: the spec cache holds what the library's loader reports.
        #expect(MessageID(rawValue: MessageID.cliError.rawValue) == nil)
        #expect(MessageID(rawValue: "demo.unknown") == nil)
        let json = try JSONEncoder().encode([MessageID.missingKey, .wordNote])
        #expect(String(decoding: json, as: UTF8.self) == #"["spec.missing-key","word.note"]"#)
        #expect(try JSONDecoder().decode([MessageID].self, from: json) == [.missingKey, .wordNote])
        #expect(throws: DecodingError.self) { try JSONDecoder().decode([MessageID].self, from: Data(#"["cli.error"]"#.utf8)) }
    }

    @Test func theCommandLinesSentencesAreNotTheLibrarys() {
        // Only five messages of the library kept a `cli.` raw value from before: what the checker and fixtures throw.
        let library = MessageID.kitCatalogue.map(\.rawValue).filter { $0.hasPrefix("cli.") }.sorted()
        #expect(library == ["cli.input-unreadable", "cli.unknown-container", "cli.unknown-operation", "cli.unknown-protocol", "cli.unknown-status"])
        #expect(MessageID.sessionCatalogue.filter { $0.rawValue.hasPrefix("cli.") }.count >= 88)
    }

    @Test func aFrenchStepExpectationHasNoEnglishWord() {
        let cases: [(MessageID, [MessageArgument])] = [
            (.expectOneOf, ["A, B"]), (.expectPresent, []), (.expectMatches, ["[0-9]+"]), (.expectItems, ["2"]),
        ]
        for (id, arguments) in cases {
            let line = MessageID.stepUnexpectedValue.render(.fr, ["$.status", "x", .localized(id.localized(arguments))])
            for word in ["one of", "present", "matches", "items"] { #expect(!Self.holds(line, word: word), "\(word) in \(line)") }
        }
        // English stays as it was written inline.
        #expect(MessageID.expectOneOf.render(.en, ["A, B"]) == "one of A, B")
        #expect(MessageID.expectMatches.render(.en, ["x"]) == "matches /x/")
        #expect(MessageID.expectItems.render(.en, ["3"]) == "3 items")
    }

    @Test func countedNounsKeepEnglishAndFixFrenchPlurals() {
        #expect(Language.en.plural(2, one: .countClientCaseOne, other: .countClientCaseOther) == "2 client cases")
        #expect(Language.fr.plural(2, one: .countClientCaseOne, other: .countClientCaseOther) == "2 cas clients")
        #expect(Language.fr.plural(3, one: .countCaseOne, other: .countCaseOther) == "3 cas")
        #expect(Language.fr.plural(2, one: .countScenarioPassedOne, other: .countScenarioPassedOther) == "2 scénarios réussis")
        #expect(Language.en.plural(0, one: .countDriftInfoOne, other: .countDriftInfoOther) == "0 infos")
        #expect(Language.fr.plural(1, one: .countDriftFindingOne, other: .countDriftFindingOther) == "1 écart")
    }
}
