import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// Keeps the published JSON Schema and the loader's key tables equal, in both directions.
@Suite struct SpecSchemaTests {
    let schema: [String: Any]

    init() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryRoot + "/schema/conformance-spec.schema.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        schema = try #require(object)
    }

    func schemaDefinition(_ name: String) -> [String: Any]? {
        (schema["$defs"] as? [String: Any])?[name] as? [String: Any]
    }

    @Test(arguments: SpecKeys.bySchemaDefinition.keys.sorted())
    func schemaDefinitionMatchesLoaderKeys(name: String) throws {
        let definition = try #require(schemaDefinition(name), "schema has no $defs.\(name)")
        let properties = try #require(definition["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(SpecKeys.bySchemaDefinition[name]!))
        #expect(definition["additionalProperties"] as? Bool == false, "$defs.\(name) must reject unknown keys")
    }

    @Test func noteKeysMatch() throws {
        let notes = try #require(schemaDefinition("notes"))
        let items = try #require(notes["items"] as? [String: Any])
        let properties = try #require(items["properties"] as? [String: Any])
        #expect(Set(properties.keys) == Set(SpecKeys.note))
    }

    @Test func enumerationsMatchTheModel() throws {
        let field = try #require(schemaDefinition("field")?["properties"] as? [String: Any])
        let presence = try #require((field["presence"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(presence) == Set(Presence.allCases.map(\.rawValue)))
        let sensitivity = try #require((field["sensitivity"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(sensitivity) == Set(Sensitivity.allCases.map(\.rawValue)))
        let encoding = try #require(schemaDefinition("encoding")?["enum"] as? [String])
        #expect(Set(encoding) == Set(BodyEncoding.allCases.map(\.rawValue)))
        let code = try #require(schemaDefinition("code")?["properties"] as? [String: Any])
        let outcomes = try #require((code["outcome"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(outcomes) == Set(CodeOutcome.allCases.map(\.rawValue)))
    }
}
