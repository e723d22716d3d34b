import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// A protocol may declare its texts written in one language (`languages: [en]`): a text without the other language is
/// then a located `spec.untranslated` warning, not a `spec.missing-language` error.
@Suite struct OneLanguageSpecTests {
    /// A protocol file in English alone, with `languages` as given.
    static func protocolFile(languages: String?) -> String {
        """
        kind: protocol
        protocol: demo
        version: "1"
        \(languages.map { "languages: \($0)" } ?? "")
        title: {en: Demo}
        summary: {en: A protocol for tests.}
        """
    }

    /// An operation whose title has English only and whose field description has French only.
    static let operation = """
        kind: operation
        protocol: demo
        operation: pay
        title: {en: Pay}
        summary: {en: Pays., fr: Paie.}
        transport: {method: POST, path: /pay, encoding: json}
        request:
          fields:
            amount: {presence: mandatory, type: integer, description: {fr: Montant.}}
        responses:
          "200": {}
        """

    @Test func undeclaredTextsInOneLanguageAreErrors() throws {
        let result = TestSupport.load(["protocol.yaml": Self.protocolFile(languages: nil), "pay.yaml": Self.operation])
        let missing = result.diagnostics.filter { $0.id == .missingLanguage }
        #expect(missing.count == 4 && missing.allSatisfy { $0.severity == .error })
        #expect(result.diagnostics.allSatisfy { $0.id != .specUntranslated })
        #expect(missing.first?.location == SourceLocation(file: "Specs/demo/pay.yaml", line: 4, column: 8))
    }

    @Test func aOneLanguageProtocolWarnsAtEachUntranslatedText() throws {
        let result = TestSupport.load(["protocol.yaml": Self.protocolFile(languages: "[en]"), "pay.yaml": Self.operation])
        // The operation file sorts first: its title, then the protocol file's title and summary.
        let untranslated = result.diagnostics.filter { $0.id == .specUntranslated }
        try #require(
            untranslated.map(\.location) == [
                SourceLocation(file: "Specs/demo/pay.yaml", line: 4, column: 8),
                SourceLocation(file: "Specs/demo/protocol.yaml", line: 5, column: 8),
                SourceLocation(file: "Specs/demo/protocol.yaml", line: 6, column: 10),
            ])
        #expect(untranslated.allSatisfy { $0.severity == .warning && $0.arguments.last == .plain("fr") })
        #expect(
            untranslated[0].message(.en)
                == "'title' has no 'fr' text: the protocol's texts are written in another language (languages:); translate it when you can")
        // A text without the declared language is still an error: the field's description has French only.
        let missing = try #require(result.diagnostics.first { $0.id == .missingLanguage })
        #expect(missing.severity == .error && missing.arguments == [.plain("request.fields.amount.description"), .plain("en")])
        // The spec loads; the missing language shows the present one.
        let spec = try #require(result.spec)
        #expect(spec.languages == [.en] && spec.title == LocalizedText(en: "Demo", fr: "Demo"))
        #expect(spec.operations["pay"]?.title.fr == "Pay")
    }

    @Test func bothLanguagesDeclaredIsTheBilingualRule() {
        let result = TestSupport.load(["protocol.yaml": Self.protocolFile(languages: "[en, fr]"), "pay.yaml": Self.operation])
        #expect(result.diagnostics.filter { $0.id == .missingLanguage }.count == 4)
        #expect(result.diagnostics.allSatisfy { $0.id != .specUntranslated })
    }

    @Test func aBadLanguagesListIsLocated() {
        let unknown = TestSupport.load(["protocol.yaml": Self.protocolFile(languages: "[de]")])
        #expect(unknown.diagnostics.contains { $0.id == .badKeyword && $0.location?.line == 4 && $0.arguments.first == .plain("de") })
        let empty = TestSupport.load(["protocol.yaml": Self.protocolFile(languages: "[]")])
        #expect(empty.diagnostics.contains { $0.id == .badKeyword && $0.location?.line == 4 })
        let twice = TestSupport.load(["protocol.yaml": Self.protocolFile(languages: "[en, en]")])
        #expect(twice.diagnostics.contains { $0.id == .duplicateKey && $0.location?.line == 4 })
    }

    @Test func theBundledSpecsStayBilingual() {
        #expect(TestSupport.loaded.specs.sortedProtocols.allSatisfy { $0.languages.isEmpty })
        #expect(TestSupport.loaded.diagnostics.allSatisfy { $0.id != .specUntranslated })
    }
}
