import ConformanceEngine
import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// Keeps the client case JSON Schema and the client case loader's key tables and kinds equal, in both directions.
@Suite struct ClientCaseSchemaTests {
    /// Each `$defs` entry of the schema and the loader's key list its properties must equal.
    static let keysByDefinition: [String: [String]] = [
        "caseFile": ClientCaseKeys.file,
        "matcher": ClientCaseKeys.matcher,
        "stepMapping": ClientCaseKeys.step,
        "fault": ClientCaseKeys.fault,
        "rule": ClientCaseKeys.rule,
        "settingsFile": ClientCaseKeys.settingsFile,
        "gateway": ClientCaseKeys.gateway,
        "refusal": ClientCaseKeys.after,
    ]

    let schema: [String: Any]

    init() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: TestSupport.repositoryRoot + "/schema/conformance-client-case.schema.json"))
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        schema = try #require(object)
    }

    func schemaDefinition(_ name: String) -> [String: Any]? {
        (schema["$defs"] as? [String: Any])?[name] as? [String: Any]
    }

    /// The `kind` enumeration of a `$defs` entry.
    func kindEnumeration(_ name: String) -> [String]? {
        let properties = schemaDefinition(name)?["properties"] as? [String: Any]
        return (properties?["kind"] as? [String: Any])?["enum"] as? [String]
    }

    /// The kinds an `allOf` clause applies to: its `if` names them with `kind: {const: …}` or `kind: {enum: […]}`.
    static func kinds(selectedBy clause: [String: Any]) -> [String] {
        guard let condition = clause["if"] as? [String: Any],
            let kind = (condition["properties"] as? [String: Any])?["kind"] as? [String: Any]
        else { return [] }
        if let single = kind["const"] as? String { return [single] }
        return kind["enum"] as? [String] ?? []
    }

    @Test(arguments: ClientCaseSchemaTests.keysByDefinition.keys.sorted())
    func schemaDefinitionMatchesLoaderKeys(name: String) throws {
        let definition = try #require(schemaDefinition(name), "schema has no $defs.\(name)")
        let properties = try #require(definition["properties"] as? [String: Any])
        let keys = try #require(Self.keysByDefinition[name])
        #expect(Set(properties.keys) == Set(keys))
        #expect(definition["additionalProperties"] as? Bool == false, "$defs.\(name) must reject unknown keys")
    }

    @Test func faultKindsMatchTheModel() throws {
        let kinds = try #require(kindEnumeration("fault"))
        #expect(Set(kinds) == Set(ClientFault.Kind.allCases.map(\.rawValue)))
        #expect(kinds.count == ClientFault.Kind.allCases.count)
    }

    @Test func ruleKindsMatchTheModel() throws {
        let kinds = try #require(kindEnumeration("rule"))
        #expect(Set(kinds) == Set(ClientRule.Kind.allCases.map(\.rawValue)))
        #expect(kinds.count == ClientRule.Kind.allCases.count)
        // settings.yaml has no fault to follow, so every kind but retry may be shared.
        let shared = try #require(kindEnumeration("sharedRule"))
        #expect(Set(shared) == Set(ClientRule.Kind.allCases.filter { $0 != .retry }.map(\.rawValue)))
    }

    @Test func certificationMatchesTheModel() throws {
        let properties = try #require(schemaDefinition("caseFile")?["properties"] as? [String: Any])
        let levels = try #require((properties["certification"] as? [String: Any])?["enum"] as? [String])
        #expect(Set(levels) == Set(CertificationLevel.allCases.map(\.rawValue)))
    }

    /// Every fault and rule kind has exactly one conditional clause, and a clause only allows (and requires) keys the loader knows.
    @Test(arguments: ["fault", "rule"])
    func everyKindHasOneClause(definition: String) throws {
        let clauses = try #require(schemaDefinition(definition)?["allOf"] as? [[String: Any]], "$defs.\(definition) has no allOf")
        let kinds = try #require(kindEnumeration(definition))
        let selected = clauses.flatMap { Self.kinds(selectedBy: $0) }
        #expect(selected.sorted() == kinds.sorted())
        let known = Set(definition == "fault" ? ClientCaseKeys.fault : ClientCaseKeys.rule)
        for clause in clauses {
            let consequence = try #require(clause["then"] as? [String: Any])
            let allowed = (consequence["propertyNames"] as? [String: Any])?["enum"] as? [String] ?? []
            let required = consequence["required"] as? [String] ?? []
            let names = Self.kinds(selectedBy: clause)
            #expect(!allowed.isEmpty, "$defs.\(definition): the clause for \(names) lists no keys")
            #expect(Set(allowed).isSubset(of: known), "$defs.\(definition): the clause for \(names) allows keys the loader rejects")
            #expect(Set(required).isSubset(of: Set(allowed)), "$defs.\(definition): the clause for \(names) requires a key it does not allow")
        }
    }
}
