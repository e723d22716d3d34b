import ConformanceKit
import ConformanceOpenAPI
import ConformanceTestSupport
import Foundation
import Testing
import Yams

/// A document's own examples, checked against the spec imported from it: each contradiction at its place.
@Suite struct ImportExampleCheckTests {
    /// The card API's examples checked against its import.
    func outcome(_ text: String = ImportFixtures.cardAPI) throws -> DocumentExampleCheck.Outcome {
        let spec = try #require(try ImportFixtures.imported(text).spec)
        return DocumentExampleCheck.run(try ImportFixtures.document(text), specs: SpecSet(protocols: ["card-api": spec]), protocolID: "card-api")
    }

    @Test func aBooleanGivenAsTextIsFoundAtItsValue() throws {
        let outcome = try outcome()
        #expect(outcome.checked == 2 && outcome.conformant == 1)
        let located = try #require(outcome.findings.first { $0.finding.severity == .error })
        #expect(located.finding.kind == .wrongType && located.finding.path == "$.approved")
        #expect(located.example == "approved" && located.message.en == "createPayment response 201")
        let expected = try #require(ImportFixtures.position(of: #""true""#, in: ImportFixtures.cardAPI))
        #expect(located.location == SourceLocation(file: "card-api.json", line: expected.line, column: expected.column))
        #expect(outcome.errors == 1)
        let line = try #require(DocumentExampleRendering.lines(outcome, language: .en).first)
        #expect(
            line.hasPrefix("card-api.json:\(expected.line):\(expected.column): error: ")
                && line.hasSuffix("(in example 'approved' of createPayment response 201)"))
        let french = try #require(DocumentExampleRendering.lines(outcome, language: .fr).first)
        #expect(french.contains("erreur") && french.contains("dans l'exemple 'approved' de la réponse 201 de createPayment"))
    }

    @Test func aConformantDocumentHasNoFinding() throws {
        let text = ImportFixtures.cardAPI(replacing: #""approved": "true""#, with: #""approved": true"#)
        let outcome = try outcome(text)
        #expect(outcome.findings.filter { $0.finding.severity == .error }.isEmpty && outcome.conformant == 2)
    }

    @Test func aMissingMandatoryMemberPointsAtTheObjectHoldingIt() throws {
        let text = ImportFixtures.cardAPI(replacing: #""cardNumber": "4111111111111111", "#, with: "")
        let outcome = try outcome(text)
        let located = try #require(outcome.findings.first { $0.finding.kind == .missingMandatory })
        // The request example's value starts at its `{`, on the line of `"payment": {"value": {`.
        let expected = try #require(ImportFixtures.position(of: #"{"amount": {"value": 100, "currency": "EUR"}, "channel""#, in: text))
        #expect(located.location.line == expected.line && located.location.column == expected.column)
    }

    @Test func anExampleOfAnOperationTheSpecLacksIsAnError() throws {
        let imported = try #require(try ImportFixtures.imported(ImportFixtures.cardAPI).spec)
        var spec = imported
        spec.operations["createPayment"] = nil
        let outcome = DocumentExampleCheck.run(
            try ImportFixtures.document(ImportFixtures.cardAPI), specs: SpecSet(protocols: ["card-api": spec]), protocolID: "card-api")
        #expect(outcome.problems.filter { $0.id == .openAPIExampleUnmatched }.count == 2 && outcome.errors == 2)
    }

    @Test func examplesInOtherFilesAreSaid() throws {
        let text = ImportFixtures.cardAPI(
            replacing: #""payment": {"value": {"amount": {"value": 100, "currency": "EUR"}, "cardNumber": "4111111111111111", "channel": "web"}}"#,
            with: #""payment": {"externalValue": "https://example.com/payment.json"}"#)
        let outcome = try outcome(text)
        #expect(outcome.problems.map(\.id) == [.openAPIExternalExample] && outcome.checked == 1)
    }

    @Test func findingPathsWalkMembersWithDotsAndItems() throws {
        let document = try ImportFixtures.document(#"{"openapi": "3.1.0", "x": {"a.b": [{"c": 1}, {"c": 2}], "d": {"e": true}}}"#)
        let value = try #require(document.node(at: JSONPointer(tokens: ["x"])))
        #expect(DocumentExampleCheck.node(at: "$['a.b'][1].c", in: value).scalar?.string == "2")
        #expect(DocumentExampleCheck.node(at: "$.d.e", in: value).scalar?.string == "true")
        // A member that is not there: the deepest value on the way.
        #expect(DocumentExampleCheck.node(at: "$.d.missing", in: value) == value["d"])
    }
}
