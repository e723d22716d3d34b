import ConformanceEngine
import ConformanceKit
import ConformanceOpenAPI
import ConformanceTestSupport
import Foundation
import Testing

/// A published document on one side of `diff`: imported in memory, its changes classified as between spec folders.
@Suite struct ImportDiffTests {
    /// The card API with its request's `cardNumber` optional, `channel` required and the answer's `id` gone: an
    /// information, a breaking request change and a breaking response change.
    static let changed = ImportFixtures.cardAPI(
        replacing: #""type": "object", "description": "What to pay.", "required": ["amount", "cardNumber"],"#,
        with: #""type": "object", "description": "What to pay.", "required": ["amount", "channel"],"#
    ).replacingOccurrences(
        of: #""Base": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string", "description": "The ID."}}},"#,
        with: #""Base": {"type": "object", "properties": {}},"#)

    /// The comparable part of a change.
    static func key(_ change: SpecChange) -> String {
        "\(change.rule.rawValue) \(change.severity.rawValue) \(change.operation ?? "-") \(change.message ?? "-") \(change.path ?? "-")"
    }

    @Test func changesAreClassifiedAsBetweenTwoSpecFolders() throws {
        let oldPath = try ImportFixtures.temporaryFile("old.json", ImportFixtures.cardAPI)
        let newPath = try ImportFixtures.temporaryFile("new.json", Self.changed)
        let old = try PublishedDocument.specs(path: oldPath, protocolID: "card-api", reference: nil)
        let new = try PublishedDocument.specs(path: newPath, protocolID: "card-api", reference: nil)
        let inMemory = SpecDiff(old: old, new: new).changes().filter { $0.rule != .descriptionChanged }.map(Self.key)
        #expect(inMemory.contains("request-field-now-required error createPayment request channel"), "\(inMemory)")
        #expect(inMemory.contains("request-field-now-optional info createPayment request cardNumber"), "\(inMemory)")
        #expect(inMemory.contains("response-field-removed error createPayment response[201] id"), "\(inMemory)")
        // The same documents written as spec folders and loaded from disk: the same changes.
        var folders: [String] = []
        for (name, text) in [("old", ImportFixtures.cardAPI), ("new", Self.changed)] {
            let folder = try TestSupport.scratchFolder("import-diff-\(name)") + "/card-api"
            try OpenAPIImport.write(try ImportFixtures.imported(text), to: folder, protocolID: "card-api")
            folders.append(folder)
        }
        let onDisk = SpecDiff(old: SpecLoader.load(paths: [folders[0]]).specs, new: SpecLoader.load(paths: [folders[1]]).specs)
            .changes().filter { $0.rule != .descriptionChanged }.map(Self.key)
        #expect(onDisk == inMemory)
    }

    @Test func aDocumentComparedWithItselfHasNoChange() throws {
        let path = try ImportFixtures.temporaryFile("same.json", ImportFixtures.cardAPI)
        let specs = try PublishedDocument.specs(path: path, protocolID: "card-api", reference: nil)
        #expect(SpecDiff(old: specs, new: specs).changes().isEmpty)
    }

    @Test func theProtocolIDComesFromTheOptionOrTheOtherSide() {
        let one = SpecSet(protocols: ["saferpay": ProtocolSpec(id: "saferpay")])
        let two = SpecSet(protocols: ["saferpay": ProtocolSpec(id: "saferpay"), "sips-inapp": ProtocolSpec(id: "sips-inapp")])
        #expect(PublishedDocument.protocolID(named: [], other: one) == "saferpay")
        #expect(PublishedDocument.protocolID(named: [], other: two) == nil)
        #expect(PublishedDocument.protocolID(named: ["sips-inapp"], other: two) == "sips-inapp")
        #expect(PublishedDocument.protocolID(named: [], other: nil) == PublishedDocument.defaultProtocolID)
    }

    @Test func serversTakeTheNamesOfTheOtherSidesEnvironments() throws {
        let path = try ImportFixtures.temporaryFile("named.json", ImportFixtures.cardAPI)
        var reference = ProtocolSpec(id: "card-api")
        reference.environments = ["preprod": "https://api.test.example.com/v7/"]
        let specs = try PublishedDocument.specs(path: path, protocolID: "card-api", reference: reference)
        #expect(specs.protocols["card-api"]?.environments == ["preprod": "https://api.test.example.com/v7"])
    }

    @Test func aBadDocumentSideIsRefusedWithItsLocatedReason() throws {
        let path = try ImportFixtures.temporaryFile(
            "bad.json", ##"{"openapi": "3.1.0", "info": {"title": "x", "version": "1"}, "paths": {"/a": {"$ref": "#/nowhere"}}}"##)
        do {
            _ = try PublishedDocument.specs(path: path, protocolID: "x", reference: nil)
            Issue.record("a dangling reference was imported")
        } catch {
            #expect(error.diagnostics.map(\.id) == [.openAPIRefDangling] && error.diagnostics.first?.location?.file == path)
        }
    }
}
