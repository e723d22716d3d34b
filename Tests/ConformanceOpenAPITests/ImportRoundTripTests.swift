import ConformanceEngine
import ConformanceKit
import ConformanceOpenAPI
import ConformanceTestSupport
import Foundation
import Testing

/// Export, then import: the diff between a protocol and its re-imported self has no breaking and no warning change
/// (information and text changes are allowed: a name standing in for a missing text, a header's presence).
@Suite struct ImportRoundTripTests {
    static let specs = TestSupport.loaded.specs
    static let scenarios = ScenarioLoader.load(paths: [TestSupport.specsPath], specs: specs).scenarios.scenarios

    /// A protocol exported in `language`, written to a file, imported back.
    static func roundTrip(_ protocolID: String, language: Language) throws -> (original: ProtocolSpec, result: OpenAPIImport.Result) {
        let original = try #require(specs.protocols[protocolID])
        let data = try OpenAPIExporter(spec: original, language: language, scenarios: scenarios).json().data
        let path = try ImportFixtures.temporaryFile("\(protocolID).openapi.json", String(decoding: data, as: UTF8.self))
        return (original, try OpenAPIImport.run(path: path, options: .init(protocolID: protocolID)))
    }

    @Test(arguments: ["saferpay", "sips-inapp", "vantiv-eprotect", "worldline-direct"], [Language.en, .fr])
    func exportThenImportChangesNothingThatMatters(protocolID: String, language: Language) throws {
        let (original, result) = try Self.roundTrip(protocolID, language: language)
        let errors = result.loadDiagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.prefix(10).map(\.description).joined(separator: "\n"))")
        let reimported = try #require(result.spec)
        let changes = SpecDiff(old: SpecSet(protocols: [protocolID: original]), new: SpecSet(protocols: [protocolID: reimported])).changes()
        let serious = changes.filter { $0.severity != .info }
        #expect(
            serious.isEmpty,
            "\(serious.prefix(20).map { "\($0.rule.rawValue) \($0.severity) \($0.subject) \($0.before ?? "") → \($0.after ?? "")" }.joined(separator: "\n"))"
        )
        #expect(Set(reimported.operations.keys) == Set(original.operations.keys))
        #expect(Set(reimported.codeTables.keys) == Set(original.codeTables.keys))
        // Both languages travel: the document's in its keys, the other in extensions.
        #expect(reimported.title == original.title && reimported.summary == original.summary)
    }
}
