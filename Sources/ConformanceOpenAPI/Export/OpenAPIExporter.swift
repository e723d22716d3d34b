import ConformanceEngine
import ConformanceKit
import Foundation
import OpenAPIKit

/// Builds the OpenAPI 3.1 document of one protocol (at one version) from its spec and its scenarios' flows.
package struct OpenAPIExporter: Sendable {
    /// The protocol, at the version exported.
    package let spec: ProtocolSpec
    /// The document's language (the other one goes into `x-*-<language>` extensions).
    package let language: Language
    /// The scenarios whose flows give the links.
    package let scenarios: [Scenario]

    /// Creates an exporter of a protocol at a version (nil: the newest).
    package init(spec: ProtocolSpec, version: String? = nil, language: Language, scenarios: [Scenario]) {
        let chosen = version ?? (spec.isVersioned ? spec.newestVersion : nil)
        self.spec = chosen.map { spec.at(version: $0) } ?? spec
        self.language = language
        self.scenarios = scenarios.filter { $0.protocolID == spec.id }
    }

    /// The document's file name (`saferpay.openapi.json`, `saferpay-1.40.openapi.json` for an older version).
    package func fileName(versioned: Bool) -> String {
        versioned ? "\(spec.id)-\(spec.protocolVersion ?? spec.version).openapi.json" : "\(spec.id).openapi.json"
    }

    /// The document.
    package func document() -> (document: OpenAPI.Document, links: Int) {
        let text = BilingualText(language: language)
        let usage = ContainerUsage(spec)
        let schemas = SchemaBuilder(
            spec: spec, text: text, requestOnlyContainers: usage.requestOnly, xmlContainers: usage.xml)
        let flows = FlowLinks(scenarios: scenarios, spec: spec)
        let builder = OperationBuilder(spec: spec, content: MessageContent(schemas: schemas), links: flows)

        var components = OpenAPI.ComponentDictionary<JSONSchema>()
        for name in spec.containers.keys.sorted() {
            guard let container = spec.containers[name], let key = OpenAPI.ComponentKey(rawValue: name) else { continue }
            components[key] = schemas.container(container)
        }
        // One OpenAPI operation per method and path; operations sharing both are merged.
        var groups: [String: [OperationSpec]] = [:]
        for operation in spec.sortedOperations {
            groups["\(operation.endpoint.path) \(operation.endpoint.method)", default: []].append(operation)
        }
        var paths = OpenAPI.PathItem.Map()
        var schemes: [String: OpenAPI.SecurityScheme] = [:]
        for key in groups.keys.sorted() {
            guard let group = groups[key], let first = group.first else { continue }
            let (operation, used) = builder.operation(group, components: &components)
            for scheme in used where schemes[scheme.name] == nil { schemes[scheme.name] = scheme.scheme(text) }
            let path = OpenAPI.Path(rawValue: first.endpoint.path)
            var item = paths[path].flatMap { $0.b } ?? OpenAPI.PathItem()
            item.set(operation: operation, for: OpenAPI.HttpMethod(rawValue: first.endpoint.method.uppercased()) ?? .post)
            paths[path] = .b(item)
        }
        var securitySchemes = OpenAPI.ComponentReferenceDictionary<OpenAPI.SecurityScheme>()
        for name in schemes.keys.sorted() {
            if let key = OpenAPI.ComponentKey(rawValue: name), let scheme = schemes[name] { securitySchemes[key] = .b(scheme) }
        }
        var sortedComponents = OpenAPI.ComponentDictionary<JSONSchema>()
        for key in components.keys.sorted(by: { $0.rawValue < $1.rawValue }) { sortedComponents[key] = components[key] }

        let document = OpenAPI.Document(
            openAPIVersion: OpenAPI.Document.Version(rawValue: ConformanceOpenAPI.exportedVersion) ?? .v3_1_1,
            info: info(text),
            servers: servers(text),
            paths: paths,
            components: OpenAPI.Components(schemas: sortedComponents, securitySchemes: securitySchemes),
            tags: [OpenAPI.Tag(name: spec.id, description: text.primary(spec.title))],
            vendorExtensions: documentExtensions(text))
        return (document, flows.count)
    }

    /// The document as JSON with a stable order: keys sorted, except the properties of schemas (an XML element order)
    /// and the document's own paths and responses, which keep the order the exporter gave them.
    package func json() throws -> (data: Data, operations: Int, schemas: Int, links: Int) {
        let (document, links) = document()
        let data = CanonicalJSON.format(try OrderedEncoder().encode(document))
        return (data, document.allOperationIds.count, document.components.schemas.count, links)
    }

    func info(_ text: BilingualText) -> OpenAPI.Document.Info {
        var extensions = text.extensions(spec.title, key: "title")
        extensions.merge(text.extensions(spec.summary)) { first, _ in first }
        return OpenAPI.Document.Info(
            title: text.primary(spec.title) ?? spec.id, description: text.primary(spec.summary),
            version: spec.protocolVersion ?? spec.version, vendorExtensions: extensions)
    }

    /// The sandbox first (its port a variable), then each documented environment, sorted by name.
    func servers(_ text: BilingualText) -> [OpenAPI.Server] {
        let sandbox = MessageID.openAPISandboxServer.localized()
        var servers: [OpenAPI.Server] = []
        if let template = URLTemplate(rawValue: "http://127.0.0.1:{port}") {
            servers.append(
                OpenAPI.Server(
                    urlTemplate: template, description: text.primary(sandbox),
                    variables: ["port": .init(default: "8080", description: text.primary(sandbox))],
                    vendorExtensions: text.extensions(sandbox).merging(["x-conformance-environment": "sandbox"]) { first, _ in first }))
        }
        for name in spec.environments.keys.sorted() {
            guard let url = spec.environments[name].flatMap(URL.init(string:)) else { continue }
            let described = MessageID.openAPIEnvironmentServer.localized([.plain(name)])
            servers.append(
                OpenAPI.Server(
                    url: url, description: text.primary(described),
                    vendorExtensions: text.extensions(described).merging(["x-conformance-environment": AnyCodable(name)]) { first, _ in first }
                ))
        }
        return servers
    }

    /// The protocol's identity, versions, sources, code tables and notes.
    func documentExtensions(_ text: BilingualText) -> [String: AnyCodable] {
        var result: [String: AnyCodable] = ["x-conformance-protocol": AnyCodable(spec.id), "x-conformance-language": AnyCodable(language.rawValue)]
        if !spec.sources.isEmpty { result["x-conformance-sources"] = AnyCodable(spec.sources) }
        let versions = spec.allVersions.versions
        if !versions.isEmpty { result["x-conformance-versions"] = AnyCodable(versions) }
        if !spec.versionField.isEmpty { result["x-conformance-version-field"] = AnyCodable(spec.versionField) }
        var tables: [String: AnyCodable] = [:]
        for (name, table) in spec.codeTables {
            var codes: [String: AnyCodable] = [:]
            for (code, entry) in table.codes { codes[code] = Self.codeEntry(entry) }
            var object: [String: AnyCodable] = ["description": BilingualText.object(table.description), "codes": AnyCodable(codes)]
            if let otherwise = table.otherwise { object["otherwise"] = Self.codeEntry(otherwise) }
            tables[name] = AnyCodable(object)
        }
        if !tables.isEmpty { result["x-conformance-code-tables"] = AnyCodable(tables) }
        if !spec.notes.isEmpty { result["x-conformance-notes"] = AnyCodable(spec.notes.map(Self.note)) }
        return result
    }

    /// A recorded disagreement and its decision, in both languages.
    static func note(_ note: SpecNote) -> AnyCodable {
        AnyCodable([
            "id": AnyCodable(note.id), "sources": AnyCodable(note.sources), "topic": BilingualText.object(note.topic),
            "decision": BilingualText.object(note.decision),
        ])
    }

    /// One code of a table: its outcome, meaning and action in both languages, and the operations that never answer it.
    static func codeEntry(_ entry: CodeEntry) -> AnyCodable {
        var object: [String: AnyCodable] = ["outcome": AnyCodable(entry.outcome.rawValue), "meaning": BilingualText.object(entry.meaning)]
        if let action = entry.action { object["action"] = BilingualText.object(action) }
        if let since = entry.since { object["since"] = AnyCodable(since) }
        if let until = entry.until { object["until"] = AnyCodable(until) }
        if let operations = entry.notAnsweredBy { object["notAnsweredBy"] = AnyCodable(operations) }
        return AnyCodable(object)
    }
}

/// Which containers requests and responses use, and which XML bodies use.
struct ContainerUsage: Sendable {
    /// Containers that only requests reach.
    let requestOnly: Set<String>
    /// Containers that an XML body reaches.
    let xml: Set<String>

    init(_ spec: ProtocolSpec) {
        var request = Set<String>()
        var response = Set<String>()
        var xml = Set<String>()
        func reach(_ fields: [FieldSpec], _ body: TypeRef?, into set: inout Set<String>) {
            var pending = fields.flatMap(Self.containers) + (body?.containerName.map { [$0] } ?? [])
            while let name = pending.popLast() {
                guard set.insert(name).inserted, let container = spec.containers[name] else { continue }
                pending += container.fields.flatMap(Self.containers)
            }
        }
        for operation in spec.operations.values {
            let requestFields = operation.request.fields + operation.request.query + operation.request.headers
            reach(requestFields, operation.request.body, into: &request)
            if (operation.request.encoding ?? operation.endpoint.encoding) == .xml {
                reach(operation.request.fields, operation.request.body, into: &xml)
            }
            for (_, message) in operation.responses {
                reach(message.fields + message.headers, message.body, into: &response)
                if (message.encoding ?? operation.endpoint.encoding) == .xml { reach(message.fields, message.body, into: &xml) }
            }
        }
        requestOnly = request.subtracting(response)
        self.xml = xml
    }

    /// The containers a field names, its inline fields' included.
    static func containers(_ field: FieldSpec) -> [String] {
        (field.type.containerName.map { [$0] } ?? []) + (field.fields ?? []).flatMap(containers)
    }
}
