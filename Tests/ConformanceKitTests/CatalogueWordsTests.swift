import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceEngine
@testable import ConformanceKit

/// The catalogue's texts are well formed in both languages, and French lines carry no English word the catalogue
/// took over (severities, presences, a step's expectations, the report page's labels).
@Suite struct CatalogueWordsTests {
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

    @Test func everyTemplateHasBalancedParenthesesAndBrackets() {
        for id in MessageID.allCases {
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

    @Test func theFrenchNotConformantSummaryClosesWhatItOpens() {
        let line = MessageID.findingNotConformant.render(.fr, ["demo.pay.request", "1 erreur", "0 avertissement"])
        #expect(line == "demo.pay.request : non conforme : 1 erreur, 0 avertissement")
    }

    @Test func identicalTextsAreDeclared() {
        // Only the words French shares with English may read the same; everything else is translated.
        for id in MessageID.sameInBothLanguages { #expect(id.template(.en) == id.template(.fr), "\(id.rawValue)") }
    }

    @Test func aFrenchDiagnosticHasNoEnglishSeverity() {
        for severity in Diagnostic.Severity.allCases where severity != .note {
            let line = Diagnostic(severity, .missingKey, ["amount", "request"], at: SourceLocation(file: "pay.yaml", line: 3, column: 1))
                .formatted(.fr)
            #expect(!Self.holds(line, word: "error") && !Self.holds(line, word: "warning"), "\(line)")
        }
        #expect(Diagnostic(.warning, .missingKey, ["a", "b"]).formatted(.fr).hasPrefix("avertissement: "))
        #expect(Diagnostic(.error, .missingKey, ["a", "b"]).formatted(.en).hasPrefix("error: "))
    }

    @Test func aFrenchFindingHasNoEnglishWord() {
        let findings = [Diagnostic.Severity.error, .warning].map { severity in
            Finding(
                kind: .missingMandatory, severity: severity, checkID: "demo.pay.amount", path: "$.amount", expected: "present",
                actual: "absent", arguments: [.plain("$.amount")], specLocation: nil)
        }
        let text = FindingRendering.text(CheckResult(target: "demo.pay.request", findings: findings), file: "body.json", language: .fr)
        for word in ["error", "warning", "conformant", "errors", "warnings"] { #expect(!Self.holds(text, word: word), "\(word) in \(text)") }
        #expect(text.contains("body.json: erreur: ") && text.contains("body.json: avertissement: "))
        let english = FindingRendering.text(CheckResult(target: "demo.pay.request", findings: findings), file: "body.json", language: .en)
        #expect(english.contains("body.json: error: ") && english.contains("body.json: warning: "))
    }

    @Test func aFrenchSpecDiffLineHasNoEnglishSeverity() {
        let changes = [ChangeSeverity.error, .warning].map { severity in
            SpecChange(rule: .operationRemoved, severity: severity, protocolID: "demo", operation: "pay")
        }
        let text = SpecDiffRenderer.text(changes, language: .fr)
        for word in ["error", "warning", "errors", "warnings"] { #expect(!Self.holds(text, word: word), "\(word) in \(text)") }
        #expect(text.hasPrefix("erreur[operation-removed] "))
        #expect(SpecDiffRenderer.text(changes, language: .en).hasPrefix("error[operation-removed] "))
        #expect(SpecDiffRenderer.word(.info, .fr) == "info" && SpecDiffRenderer.word(.warning, .fr) == "avertissement")
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

    @Test func theReportPageSpeaksBothLanguagesFromTheCatalogue() {
        #expect(HTMLReportRenderer.bi(.htmlNotConformant) == "<span lang=\"en\">Not conformant</span><span lang=\"fr\">Non conforme</span>")
        #expect(HTMLReportRenderer.plain(.htmlTitle, .fr) == "Rapport de conformité")
        #expect(MessageID.htmlBase64.render(.fr, ["3"]) == "(3 octets, en base64)")
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
