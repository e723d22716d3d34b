import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceEngine
@testable import ConformanceKit

/// Every user-facing sentence written in Swift goes through the message catalogue: no file outside the allow-list
/// spells a text in two languages itself (`LocalizedText(en: …, fr: …)`, `.init(en: …)`, the report page's
/// `bi("…", "…")`, `language.counted(n, "…", "…")`), picks one with `language == .en ? … : …`, or keeps a word table
/// `switch (x, language)`; and a message has one shape, declared in an area's `*Messages.swift` file with both its
/// texts (`name = MessageID("area.name", en: "…", fr: "…")`), never as a texts table beside its ID.
@Suite struct MessageCatalogueRuleTests {
    /// Files that may build a `LocalizedText` themselves, and why.
    static let allowed: [String: String] = [
        "Sources/ConformanceKit/Diagnostics/MessageID.swift": "the catalogue: a message's texts with their arguments",
        "Sources/ConformanceKit/Spec/YAMLReader.swift": "the spec reader: the bilingual texts a spec file holds",
        "Sources/ConformanceKit/Report/JSONReportReader.swift": "the report reader: the bilingual texts a report.json holds",
    ]

    /// Files another change of issue 26 moves to the catalogue; they may still hold such texts until it lands.
    static let pending: Set<String> = []

    /// A text spelled in both languages, a sentence picked by language, or a word table keyed by language (each may span lines).
    static let forbidden = [
        #"LocalizedText\(\s*en:"#, #"\.init\(\s*en:\s*"[^"]"#, #"==\s*\.en\s*\?"#, #"\bbi\(\s*""#,
        #"switch\s*\([^()]*,\s*language\s*\)"#, #"\.counted\("#, #":\s*\(en:\s*String,\s*fr:\s*String\)"#,
    ]

    /// A message declared with its texts, outside a comment: only an area's `*Messages.swift` file does that.
    static let declaration = #"(?m)^(?![ \t]*//)[^\n]*?\bMessageID\(\s*""#

    /// Each Swift file under `Sources`, relative to the repository, with the lines that break the rule.
    static func offences(under root: String) throws -> [String: [Int]] {
        let patterns = try forbidden.map { try NSRegularExpression(pattern: $0) }
        let base = URL(fileURLWithPath: root)
        var result: [String: [Int]] = [:]
        let walker = FileManager.default.enumerator(atPath: base.appendingPathComponent("Sources").path)
        while let item = walker?.nextObject() as? String {
            guard item.hasSuffix(".swift") else { continue }
            let path = "Sources/" + item
            let text = try String(contentsOfFile: base.appendingPathComponent(path).path, encoding: .utf8)
            let range = NSRange(text.startIndex..., in: text)
            let declares = try NSRegularExpression(pattern: declaration)
            for pattern in item.hasSuffix("Messages.swift") ? patterns : patterns + [declares] {
                for match in pattern.matches(in: text, range: range) {
                    guard let start = Range(match.range, in: text)?.lowerBound else { continue }
                    result[path, default: []].append(text[..<start].count { $0 == "\n" } + 1)
                }
            }
        }
        return result.mapValues { $0.sorted() }
    }

    @Test func sentencesGoThroughTheCatalogue() throws {
        let offences = try Self.offences(under: TestSupport.repositoryRoot)
        for (file, lines) in offences.sorted(by: { $0.key < $1.key })
        where Self.allowed[file] == nil && !Self.pending.contains(file) {
            Issue.record(
                """
                \(file), line(s) \(lines.map(String.init).joined(separator: ", ")): a sentence written in two languages in Swift; \
                give it a MessageID with its texts in the area's *Messages.swift file (name = MessageID("area.name", en: "…", \
                fr: "…"), listed in the file's list; MessageID.name.localized(args)), or use LocalizedText.verbatim/joined/map \
                for values that have no translation
                """)
        }
        for file in Self.allowed.keys.sorted() where offences[file] == nil {
            Issue.record("\(file) no longer builds LocalizedText itself: remove it from MessageCatalogueRuleTests.allowed")
        }
    }

    @Test func theRuleSeesBothForms() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalogue-rule-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/Demo"), withIntermediateDirectories: true)
        let source = """
            let a = LocalizedText(
                en: "one", fr: "un")
            let b = language == .en
                ? "two" : "deux"
            let c = MessageID.reportResultPassed.localized()
            let d = Self.bi(
                "Label", "Libellé")
            let e: LocalizedText = .init(en: "three", fr: "trois")
            switch (severity,
                language) {
            case (.error, .en): "error"
            }
            let f = Self.bi(.htmlTarget) + plain(.htmlTitle, language)
            switch severity { case .error: MessageID.wordError.template(language) }
            let g = language.counted(2, "case", "cas") + language.plural(2, one: .countCaseOne, other: .countCaseOther)
            static let h = MessageID("demo.h", en: "four", fr: "quatre")
            var texts: (en: String, fr: String) { ("five", "cinq") }
            /// Declared as `MessageID("demo.x", en: …, fr: …)` in a comment: no offence.
            """
        try source.write(to: folder.appendingPathComponent("Sources/Demo/Demo.swift"), atomically: true, encoding: .utf8)
        let messages = """
            extension MessageID {
                static let i = MessageID(
                    "demo.i", en: "six", fr: "six")
                var texts: (en: String, fr: String) { ("seven", "sept") }
            }
            """
        try messages.write(to: folder.appendingPathComponent("Sources/Demo/DemoMessages.swift"), atomically: true, encoding: .utf8)
        #expect(
            try Self.offences(under: folder.path) == [
                "Sources/Demo/Demo.swift": [1, 3, 6, 8, 9, 15, 16, 17], "Sources/Demo/DemoMessages.swift": [4],
            ])
    }

    @Test func catalogueSentencesKeepTheirWords() {
        // A few moved sentences, byte for byte as they were written inline.
        #expect(ChangeRule.transportChanged.title.fr == "méthode, chemin, base, encodage ou authentification modifiés")
        #expect(DriftKind.newCode.title.en == "response code never recorded")
        #expect(BodyLimits.bytesText(8 << 20) == LocalizedText(en: "8 MiB", fr: "8 Mio"))
        #expect(BodyLimits.bytesText(300).fr == "300 octets")
        #expect(MessageID.limitCassetteInteraction.render(.en, ["3", "12"]) == "interaction 3 of the cassette ($.interactions[3], from line 12)")
        #expect(MessageArgument.suggestion("x").text(.fr) == " (vouliez-vous dire 'x' ?)")
        #expect(Language.en.plural(1, one: .diffChangesOne, other: .diffChangesOther) == "1 change")
        #expect(Language.fr.plural(0, one: .diffChangesOne, other: .diffChangesOther) == "0 changement")
        #expect(Language.fr.plural(2, one: .diffBreakingOne, other: .diffBreakingOther) == "2 incompatibles")
    }

    @Test func anArgumentIsInsertedAsIs() {
        // An argument that holds a placeholder of its own is not filled again by the next argument.
        #expect(MessageID.textFollowedBy.render(.en, ["/pay/{1}", "next"]) == "/pay/{1}; next")
        #expect(MessageID.textInContext.render(.fr, ["{0}"]) == "{0} : {1}")
    }
}
