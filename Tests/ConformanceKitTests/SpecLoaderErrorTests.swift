import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// Each loader error is asserted with its message and its `file:line:col`.
@Suite struct SpecLoaderErrorTests {
    func only(_ diagnostics: [Diagnostic], _ id: MessageID) -> Diagnostic? {
        let matching = diagnostics.filter { $0.id == id }
        return matching.count == 1 ? matching[0] : nil
    }

    @Test func malformedYAMLNamesThePosition() throws {
        let result = TestSupport.load(["protocol.yaml": "kind: protocol\nprotocol: demo\ntitle: {en: x, fr: y\n"])
        let diagnostic = try #require(only(result.diagnostics, .yamlSyntax))
        #expect(diagnostic.location == SourceLocation(file: "Specs/demo/protocol.yaml", line: 4, column: 1))
        #expect(diagnostic.formatted(.en).hasPrefix("Specs/demo/protocol.yaml:4:1: error: YAML syntax error:"))
        #expect(diagnostic.message(.fr).hasPrefix("erreur de syntaxe YAML"))
    }

    @Test func unknownKeyGetsADidYouMean() throws {
        let text = TestSupport.demoProtocol + "\nsumary: {en: x, fr: y}\n"
        let result = TestSupport.load(["protocol.yaml": text])
        let diagnostic = try #require(only(result.diagnostics, .unknownKeySuggestion))
        #expect(diagnostic.location == SourceLocation(file: "Specs/demo/protocol.yaml", line: 6, column: 1))
        #expect(diagnostic.message(.en) == "unknown key 'sumary' in (top); did you mean 'summary'?")
        #expect(diagnostic.message(.fr) == "clé inconnue 'sumary' dans (top) ; vouliez-vous dire 'summary' ?")
    }

    /// The retired `testCards` key is an error that says where the cards went, not an unknown key.
    @Test func theRetiredTestCardsKeySaysWhereTheCardsWent() throws {
        let text =
            TestSupport.demoProtocol + """

                testCards:
                  - number: "4457010100000008"
                    operations: [pay]
                    answer: {response: "110"}
                    description: {en: Declined., fr: Refusée.}
                """
        let operation = Self.operation(field: "      presence: optional\n      type: string\n      description: {en: A, fr: B}\n")
        let result = TestSupport.load(["protocol.yaml": text, "op.yaml": operation])
        let diagnostic = try #require(only(result.diagnostics, .specRetiredKey))
        #expect(diagnostic.severity == .error && diagnostic.location?.file == "Specs/demo/protocol.yaml", "\(result.diagnostics)")
        #expect(diagnostic.message(.en) == "'testCards' is no longer read in protocol.yaml; move its entries to sandbox/cards.yaml beside it")
        #expect(diagnostic.message(.fr).contains("sandbox/cards.yaml"))
        #expect(!result.diagnostics.contains { $0.id == .unknownKey }, "\(result.diagnostics)")
    }

    @Test func unknownKeyWithoutCloseMatchListsAllowedKeys() throws {
        let operation = Self.operation(field: "      presence: optional\n      type: string\n      colour: blue\n      description: {en: A, fr: B}\n")
        let result = TestSupport.load(["protocol.yaml": TestSupport.demoProtocol, "op.yaml": operation])
        let diagnostic = try #require(only(result.diagnostics, .unknownKey))
        #expect(diagnostic.location == SourceLocation(file: "Specs/demo/op.yaml", line: 15, column: 7))
        #expect(diagnostic.message(.en).hasPrefix("unknown key 'colour' in request.fields.amount; allowed keys: presence, condition, type"))
    }

    @Test func duplicateFieldPointsAtTheRepeat() throws {
        let text = """
            kind: containers
            protocol: demo
            containers:
              Amount:
                description: {en: An amount, fr: Un montant}
                fields:
                  value: {presence: mandatory, type: string, description: {en: A, fr: B}}
                  value: {presence: optional, type: string, description: {en: A, fr: B}}
            """
        let result = TestSupport.load(["protocol.yaml": TestSupport.demoProtocol, "containers.yaml": text])
        let diagnostic = try #require(only(result.diagnostics, .duplicateKey))
        #expect(diagnostic.location == SourceLocation(file: "Specs/demo/containers.yaml", line: 8, column: 7))
        #expect(diagnostic.message(.en).hasPrefix("duplicate key 'value'"))
    }

    @Test func missingFrenchIsAnError() throws {
        let text = TestSupport.demoProtocol.replacingOccurrences(of: "title: {en: Demo, fr: Démo}", with: "title: {en: Demo}")
        let result = TestSupport.load(["protocol.yaml": text])
        let diagnostic = try #require(only(result.diagnostics, .missingLanguage))
        #expect(diagnostic.location == SourceLocation(file: "Specs/demo/protocol.yaml", line: 4, column: 8))
        #expect(diagnostic.message(.en) == "'title' has no 'fr' text: every text needs both 'en' and 'fr', each non-empty")
    }

    @Test func badTypeNameSuggestsAContainer() throws {
        let containers = """
            kind: containers
            protocol: demo
            containers:
              CardData:
                description: {en: Card data, fr: Données carte}
                fields:
                  brand: {presence: optional, type: string, description: {en: A, fr: B}}
            """
        let operation = Self.operation(field: "      presence: optional\n      type: CardDta\n      description: {en: A, fr: B}\n")
        let result = TestSupport.load(["protocol.yaml": TestSupport.demoProtocol, "containers.yaml": containers, "op.yaml": operation])
        let diagnostic = try #require(only(result.diagnostics, .unknownType))
        #expect(diagnostic.location == SourceLocation(file: "Specs/demo/op.yaml", line: 12, column: 5))
        #expect(diagnostic.message(.en).contains("unknown type 'CardDta'"))
        #expect(diagnostic.message(.en).hasSuffix(" (did you mean 'CardData'?)"))
    }

    @Test func malformedTypeExpressionIsRejected() throws {
        let operation = Self.operation(field: "      presence: optional\n      type: list<string\n      description: {en: A, fr: B}\n")
        let result = TestSupport.load(["protocol.yaml": TestSupport.demoProtocol, "op.yaml": operation])
        let diagnostic = try #require(only(result.diagnostics, .unknownType))
        #expect(diagnostic.location == SourceLocation(file: "Specs/demo/op.yaml", line: 14, column: 13))
    }

    @Test func conditionMustReferToASibling() throws {
        let operation = Self.operation(
            field:
                "      presence: conditional\n      condition: {requiredWhen: {field: curency, equals: EUR}}\n      type: string\n      description: {en: A, fr: B}\n"
        )
        let result = TestSupport.load(["protocol.yaml": TestSupport.demoProtocol, "op.yaml": operation])
        let diagnostic = try #require(only(result.diagnostics, .conditionBadReference))
        #expect(diagnostic.location?.line == 12)
    }

    @Test func exampleMustObeyItsField() throws {
        let operation = Self.operation(
            field:
                "      presence: optional\n      type: string\n      format: yyyyMM\n      example: \"202613\"\n      description: {en: A, fr: B}\n")
        let result = TestSupport.load(["protocol.yaml": TestSupport.demoProtocol, "op.yaml": operation])
        let diagnostic = try #require(only(result.diagnostics, .exampleInvalid))
        #expect(diagnostic.message(.en).contains("expected a real date laid out as yyyyMM"))
    }

    @Test func unknownFormatSuggestsTheClosest() throws {
        let operation = Self.operation(
            field: "      presence: optional\n      type: string\n      format: base46\n      description: {en: A, fr: B}\n")
        let result = TestSupport.load(["protocol.yaml": TestSupport.demoProtocol, "op.yaml": operation])
        let diagnostic = try #require(only(result.diagnostics, .unknownFormat))
        #expect(diagnostic.message(.en).hasPrefix("unknown format 'base46' (did you mean 'base64'?)"))
    }

    @Test func cardNumberExampleMustBeATestCard() throws {
        // Built at run time so that no card-number-like literal sits in the repository.
        let stem = "492987123456789"
        let pan = (0...9).map { stem + String($0) }.first { Luhn.isValid($0) }!
        let operation = Self.operation(
            field:
                "      presence: optional\n      type: string\n      format: luhn\n      sensitivity: pan\n      example: \"\(pan)\"\n      description: {en: A, fr: B}\n"
        )
        let result = TestSupport.load(["protocol.yaml": TestSupport.demoProtocol, "op.yaml": operation])
        #expect(only(result.diagnostics, .exampleNotTestCard) != nil)
    }

    @Test func fileInWrongFolderIsReported() throws {
        let result = TestSupport.load(["protocol.yaml": TestSupport.demoProtocol], folder: "other")
        let diagnostic = try #require(only(result.diagnostics, .protocolMismatch))
        #expect(diagnostic.location?.line == 2)
    }

    /// An operation file whose request has one field `amount`, defined by the given lines.
    static func operation(field: String) -> String {
        """
        kind: operation
        protocol: demo
        operation: pay
        title: {en: Pay, fr: Payer}
        summary: {en: Pays., fr: Paie.}
        transport: {method: POST, path: /pay, encoding: json}
        responses:
          "200":
            description: {en: Done, fr: Fait}
        request:
          fields:
            amount:

        """ + field
    }
}
