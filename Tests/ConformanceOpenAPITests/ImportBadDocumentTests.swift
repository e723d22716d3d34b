import ConformanceKit
import ConformanceOpenAPI
import ConformanceTestSupport
import Foundation
import Testing

/// Documents that cannot be imported are refused with one located error each, before anything is built.
@Suite struct ImportBadDocumentTests {
    /// The only diagnostic an import of `text` is refused with.
    func refusal(_ text: String, path: String = "doc.json") throws -> Diagnostic {
        let diagnostics = ImportFixtures.refusal(text, path: path)
        #expect(diagnostics.count == 1, "\(diagnostics)")
        return try #require(diagnostics.first)
    }

    @Test func aDocumentWithoutOpenAPIKeyIsNotOpenAPI() throws {
        let spec = try refusal("kind: protocol\nprotocol: demo\n", path: "protocol.yaml")
        #expect(spec.id == .openAPINotOpenAPI && spec.location == SourceLocation(file: "protocol.yaml", line: 1, column: 1))
        #expect(try refusal("[1, 2]").id == .openAPINotOpenAPI)
        let swagger = try refusal("{\n  \"swagger\": \"2.0\",\n  \"paths\": {}\n}")
        #expect(swagger.id == .openAPIVersion && swagger.location?.line == 2 && swagger.arguments == [.plain("2.0")])
    }

    @Test func aDocumentWithoutOperationsImportsNothingAndSaysSo() throws {
        let text = "{\n  \"openapi\": \"3.1.0\",\n  \"info\": {\"title\": \"Empty\", \"version\": \"1\"},\n  \"paths\": {}\n}"
        let diagnostic = try refusal(text)
        #expect(diagnostic.id == .openAPINoOperations && diagnostic.location?.line == 4, "\(diagnostic)")
    }

    @Test func aDanglingReferenceIsLocatedAtItsRef() throws {
        let text = ImportFixtures.cardAPI(
            replacing: ##""$ref": "#/components/schemas/Item"}, "description": "Items.""##,
            with: ##""$ref": "#/components/schemas/Itme"}, "description": "Items.""##)
        let diagnostic = try refusal(text)
        #expect(diagnostic.id == .openAPIRefDangling && diagnostic.arguments == [.plain("#/components/schemas/Itme")])
        let expected = try #require(ImportFixtures.position(of: ##""#/components/schemas/Itme""##, in: text))
        #expect(diagnostic.location == SourceLocation(file: "doc.json", line: expected.line, column: expected.column))
    }

    @Test func aReferenceOutsideTheDocumentIsRefused() throws {
        let text = ImportFixtures.cardAPI(replacing: ##"{"$ref": "#/components/schemas/Problem"}"##, with: #"{"$ref": "common.json#/Problem"}"#)
        #expect(try refusal(text).id == .openAPIRefExternal)
    }

    @Test func aReferenceCycleIsRefusedButARecursiveSchemaIsNot() throws {
        // Base refers to Alias, which refers back to Base: no definition at the end of the chain.
        let text = ImportFixtures.cardAPI(
            replacing: #""Base": {"type": "object", "required": ["id"], "properties": {"id": {"type": "string", "description": "The ID."}}},"#,
            with: ##""Base": {"$ref": "#/components/schemas/Alias"}, "Alias": {"$ref": "#/components/schemas/Base"},"##)
        let diagnostic = try refusal(text)
        #expect(diagnostic.id == .openAPIRefCycle)
        let expected = try #require(ImportFixtures.position(of: ##""#/components/schemas/Alias"}"##, in: text))
        #expect(diagnostic.location?.line == expected.line, "\(diagnostic)")
        // Item's children are Items: a recursive type, imported (ImportMappingTests.compositionsMerge).
        #expect(ImportFixtures.refusal(ImportFixtures.cardAPI).isEmpty)
    }

    @Test func aSyntaxErrorIsLocated() throws {
        let diagnostic = try refusal("{\n  \"openapi\": \"3.1.0\",\n  \"info\": {\"title\": \"x\" \"version\": \"1\"}\n}")
        #expect(diagnostic.id == .openAPISyntax && diagnostic.location?.line == 3)
    }

    @Test func aShapeOpenAPIKitRefusesIsLocated() throws {
        let diagnostic = try refusal("openapi: 3.1.0\ninfo:\n  title: x\n  version: '1'\npaths:\n  /a:\n    get:\n      responses: 7\n")
        #expect(diagnostic.id == .openAPIInvalid)
        #expect(diagnostic.location?.line == 8, "\(diagnostic)")
    }

    @Test func aTooLargeDocumentIsRefusedBeforeItIsRead() throws {
        let path = try ImportFixtures.temporaryFile("big.json", "")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        let line = Data(("{\"openapi\": \"3.1.0\", \"x-pad\": \"" + String(repeating: "a", count: 1 << 20) + "\",\n").utf8)
        for _ in 0..<(InputLimits.openAPIDocumentBytes / line.count + 2) { handle.write(line) }
        try handle.close()
        do {
            _ = try OpenAPIDocumentFile.read(path)
            Issue.record("a document past the limit was read")
        } catch {
            let diagnostic = try #require(error.diagnostics.first)
            #expect(diagnostic.id == .inputTooLarge && diagnostic.arguments[2] == .plain("InputLimits.openAPIDocumentBytes"))
            #expect(diagnostic.location?.file == path && (diagnostic.location?.line ?? 0) > 1)
        }
    }

    @Test func tooManyValuesOrTooDeepANestingAreRefused() throws {
        let many =
            "{\"openapi\": \"3.1.0\", \"x\": [" + Array(repeating: "1", count: InputLimits.openAPIDocumentValues + 1).joined(separator: ",") + "]}"
        #expect(try refusal(many).id == .inputTooLarge)
        // Past 512 levels the reader stops; far past them libyaml's own nesting limit stops it first: never the stack.
        for (levels, limit) in [(600, "512"), (100_000, "nesting")] {
            let deep = "{\"openapi\": \"3.1.0\", \"x\": " + String(repeating: "[", count: levels) + String(repeating: "]", count: levels) + "}"
            let diagnostic = try refusal(deep)
            #expect(diagnostic.id == .openAPISyntax && diagnostic.message().contains(limit), "\(diagnostic)")
        }
    }

    @Test func textThatIsNotUTF8IsRefused() throws {
        let path = try ImportFixtures.temporaryFile("latin1.yaml", "")
        try Data([0x6F, 0x70, 0x65, 0x6E, 0x61, 0x70, 0x69, 0x3A, 0x20, 0xE9, 0x0A]).write(to: URL(fileURLWithPath: path))
        do {
            _ = try OpenAPIDocumentFile.read(path)
            Issue.record("a Latin-1 file was read")
        } catch {
            #expect(error.diagnostics.map(\.id) == [.openAPINotUTF8])
        }
    }

    @Test func detectionGoesByContentNotByName() throws {
        let named = try ImportFixtures.temporaryFile("published.txt", ImportFixtures.cardAPI)
        #expect(OpenAPIDocumentFile.isDocument(atPath: named))
        let yaml = try ImportFixtures.temporaryFile("doc.yaml", "# a comment\nopenapi: 3.0.3\ninfo: {title: x, version: '1'}\npaths: {}\n")
        #expect(OpenAPIDocumentFile.isDocument(atPath: yaml))
        // The key may come last, after megabytes of components (an exporter that sorts its keys writes it there).
        let padded = "{\"components\": {\"x\": \"" + String(repeating: "c", count: 200_000) + "\", \"openapi\": 1}, \"openapi\": \"3.1.0\"}"
        #expect(OpenAPIDocumentFile.isDocument(atPath: try ImportFixtures.temporaryFile("sorted.json", padded)))
        let nested = #"{"info": {"openapi": "3.1.0"}, "kind": "protocol"}"#
        #expect(!OpenAPIDocumentFile.isDocument(atPath: try ImportFixtures.temporaryFile("nested.json", nested)))
        let spec = try ImportFixtures.temporaryFile("protocol.yaml", TestSupport.demoProtocol)
        #expect(!OpenAPIDocumentFile.isDocument(atPath: spec))
        #expect(!OpenAPIDocumentFile.isDocument(atPath: TestSupport.specsPath))
    }
}
