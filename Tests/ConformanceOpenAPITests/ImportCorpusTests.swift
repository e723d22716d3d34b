import ConformanceKit
import ConformanceOpenAPI
import ConformanceTestSupport
import Foundation
import Testing

/// The three published documents of `../shared/corpus/openapi/adyen/` import into specs that lint without errors.
///
/// Their examples check against them too. Skipped when the corpus is not beside the checkout, except in CI, which
/// has it.
@Suite(
    .enabled(if: TestSupport.corpusRuns, "../shared/corpus is not beside the checkout"))
struct ImportCorpusTests {
    /// The documents, with the protocol ID each is imported as and its operation count.
    static let documents = [
        ("BinLookupService-v54.json", "adyen-binlookup", 2), ("PaymentService-v68.json", "adyen-payment", 13),
        ("TestCardService-v1.json", "adyen-testcard", 1),
    ]

    /// The path of a corpus document (the corpus must be there: CI has it).
    static func path(_ name: String) throws -> String {
        try #require(TestSupport.corpusPath, "../shared/corpus is missing") + "/openapi/adyen/" + name
    }

    @Test(arguments: documents)
    func documentImportsAndLintsWithoutErrors(name: String, protocolID: String, operations: Int) throws {
        let result = try OpenAPIImport.run(path: try Self.path(name), options: .init(protocolID: protocolID))
        let spec = try #require(result.spec)
        #expect(spec.operations.count == operations)
        let errors = result.loadDiagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.prefix(20).map(\.description).joined(separator: "\n"))")
        // What lint adds beyond the loader: written to a folder and loaded as lint loads it.
        let folder = try TestSupport.scratchFolder("import-corpus") + "/" + protocolID
        try OpenAPIImport.write(result, to: folder, protocolID: protocolID)
        let loaded = SpecLoader.load(paths: [folder])
        #expect(!loaded.hasErrors, "\(loaded.diagnostics.filter { $0.severity == .error }.prefix(20).map(\.description))")
        #expect(loaded.specs.protocols[protocolID]?.languages == [.en])
        // Every warning is a text to translate or a value no example can be derived for, located in the written files.
        for diagnostic in loaded.diagnostics where diagnostic.severity == .warning {
            #expect([MessageID.specUntranslated, .exampleMissing].contains(diagnostic.id), "\(diagnostic)")
            #expect(diagnostic.location?.file.hasPrefix(folder) == true)
        }
    }

    @Test func binLookupMapsItsOperationsAndSchemas() throws {
        let result = try OpenAPIImport.run(path: try Self.path("BinLookupService-v54.json"), options: .init(protocolID: "adyen-binlookup"))
        let spec = try #require(result.spec)
        #expect(spec.sortedOperations.map(\.id) == ["post-get3dsAvailability", "post-getCostEstimate"])
        let availability = try #require(spec.operations["post-get3dsAvailability"])
        #expect(availability.endpoint.method == "POST" && availability.endpoint.path == "/get3dsAvailability")
        #expect(availability.request.body == .container("ThreeDSAvailabilityRequest"))
        #expect(availability.responses.map(\.status.description) == ["200", "400", "401", "403", "422", "500"])
        let answer = try #require(spec.containers["ThreeDSAvailabilityResponse"]?.fields.first { $0.name == "threeDS1Supported" })
        #expect(answer.type == .boolean && answer.presence == .optional)
        #expect(spec.environments.values.contains("https://pal-test.adyen.com/pal/servlet/BinLookup/v54"))
    }

    @Test(arguments: documents)
    func theDocumentsOwnExamplesCheckAgainstItsSpec(name: String, protocolID: String, operations: Int) throws {
        let path = try Self.path(name)
        let result = try OpenAPIImport.run(path: path, options: .init(protocolID: protocolID))
        let specs = SpecSet(protocols: [protocolID: try #require(result.spec)])
        let outcome = DocumentExampleCheck.run(try OpenAPIDocumentFile.read(path), specs: specs, protocolID: protocolID)
        #expect(outcome.problems.filter { $0.severity == .error }.isEmpty, "\(outcome.problems)")
        // Every finding is located within the document, on a line it has.
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).count
        for located in outcome.findings {
            #expect(located.location.file == path && (1...lines).contains(located.location.line))
        }
        if name == "TestCardService-v1.json" { #expect(outcome.checked == 0) } else { #expect(outcome.checked > 0) }
    }

    @Test func binLookupsBooleanAnsweredAsTextIsReportedWhereItIs() throws {
        // The published document answers `threeDS1Supported` with a boolean in this revision; the text form some
        // revisions carry is put back, in a copy, to see it reported at its line and column.
        let original = try String(contentsOfFile: try Self.path("BinLookupService-v54.json"), encoding: .utf8)
        let text = original.replacingOccurrences(of: #""threeDS1Supported" : true"#, with: #""threeDS1Supported" : "true""#)
        #expect(text != original)
        let path = try ImportFixtures.temporaryFile("BinLookupService-v54.json", text)
        let result = try OpenAPIImport.run(path: path, options: .init(protocolID: "adyen-binlookup"))
        let specs = SpecSet(protocols: ["adyen-binlookup": try #require(result.spec)])
        let outcome = DocumentExampleCheck.run(try OpenAPIDocumentFile.read(path), specs: specs, protocolID: "adyen-binlookup")
        let located = try #require(outcome.findings.first { $0.finding.path == "$.threeDS1Supported" })
        #expect(located.finding.kind == .wrongType && located.finding.severity == .error)
        let expected = try #require(ImportFixtures.position(of: #""true""#, in: text))
        #expect(located.location == SourceLocation(file: path, line: expected.line, column: expected.column))
        #expect(located.message.en == "post-get3dsAvailability response 200")
    }
}
