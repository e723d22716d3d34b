import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceEngine
@testable import ConformanceKit

/// French lines carry no English word the catalogue took over (severities, presences, a step's expectations, the
/// report page's labels); `MessageCatalogueTests` (EndToEndTests) checks every template of every target.
@Suite struct CatalogueWordsTests {
    /// Whether `text` holds `word` as a whole word.
    static func holds(_ text: String, word: String) -> Bool {
        text.range(of: "\\b\(word)\\b", options: [.regularExpression, .caseInsensitive]) != nil
    }

    @Test func theFrenchNotConformantSummaryClosesWhatItOpens() {
        let line = MessageID.findingNotConformant.render(.fr, ["demo.pay.request", "1 erreur", "0 avertissement"])
        #expect(line == "demo.pay.request : non conforme : 1 erreur, 0 avertissement")
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

    @Test func theReportPageSpeaksBothLanguagesFromTheCatalogue() {
        #expect(HTMLReportRenderer.bi(.htmlNotConformant) == "<span lang=\"en\">Not conformant</span><span lang=\"fr\">Non conforme</span>")
        #expect(HTMLReportRenderer.plain(.htmlTitle, .fr) == "Rapport de conformité")
        #expect(MessageID.htmlBase64.render(.fr, ["3"]) == "(3 octets, en base64)")
    }
}
