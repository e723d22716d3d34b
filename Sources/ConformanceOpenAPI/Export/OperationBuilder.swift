import ConformanceKit
import Foundation
import OpenAPIKit

/// Turns the spec's operations into OpenAPI operations: parameters, request body, responses, security and links.
///
/// Operations the protocol serves at one method and path (cnpAPI's documents all go to `/communicator/online`)
/// become one OpenAPI operation whose bodies are one of the operations' documents, each a component named
/// `<operation>.request` or `<operation>.response.<status>`; `x-conformance-operations` lists them.
struct OperationBuilder: Sendable {
    /// Headers OpenAPI does not let a parameter describe: they go to `x-conformance-headers`.
    static let reservedHeaders: Set<String> = ["accept", "content-type", "authorization"]

    let spec: ProtocolSpec
    let content: MessageContent
    let links: FlowLinks
    var text: BilingualText { content.schemas.text }

    /// The OpenAPI operation for the spec operations sharing one method and path, and the security schemes they use.
    func operation(
        _ group: [OperationSpec], components: inout OpenAPI.ComponentDictionary<JSONSchema>
    ) -> (OpenAPI.Operation, [AuthorizationScheme]) {
        let first = group[0]
        let merged = group.count > 1
        let ids = group.map(\.id)
        let operationID = merged ? ids.joined(separator: "-or-") : first.id
        var extensions: [String: AnyCodable] = [:]
        var summary = first.title
        var description = first.summary
        if merged {
            summary = MessageID.openAPIMergedOperation.localized([.plain(ids.joined(separator: ", "))])
            description = summary
            var each: [String: AnyCodable] = [:]
            for operation in group {
                each[operation.id] = AnyCodable([
                    "title": BilingualText.object(operation.title), "summary": BilingualText.object(operation.summary),
                ])
            }
            extensions["x-conformance-operations"] = AnyCodable(each)
        }
        extensions.merge(text.extensions(summary, key: "summary")) { first, _ in first }
        extensions.merge(text.extensions(description)) { first, _ in first }
        if let base = first.endpoint.base { extensions["x-conformance-base"] = AnyCodable(base) }
        if let contentType = first.endpoint.contentType { extensions["x-conformance-content-type"] = AnyCodable(contentType) }
        if let since = first.since { extensions["x-conformance-since"] = AnyCodable(since) }
        if let until = first.until { extensions["x-conformance-until"] = AnyCodable(until) }
        if !first.after.isEmpty { extensions["x-conformance-after"] = AnyCodable(first.after) }
        if !first.documentedIn.isEmpty { extensions["x-conformance-documented-in"] = AnyCodable(first.documentedIn) }
        if !first.notes.isEmpty { extensions["x-conformance-notes"] = AnyCodable(first.notes.map(OpenAPIExporter.note)) }

        // Headers, query and path parameters: the first operation's (a merged group shares its transport).
        var parameters: OpenAPI.Parameter.Array = first.endpoint.pathParameters.map { name in
            let described = MessageID.openAPIPathParameter.localized([.plain(name)])
            return .b(
                .path(
                    name: name, schemaOrContent: .a(.init(.string(minLength: 1), style: .default(for: .path))),
                    description: text.primary(described), vendorExtensions: text.extensions(described)))
        }
        let use = SchemaBuilder.Use(requestOnly: true, xml: false)
        for field in first.request.query {
            parameters.append(
                .b(
                    .query(
                        name: field.name, required: field.presence == .mandatory,
                        schemaOrContent: .a(.init(content.schemas.schema(field, use: use), style: .default(for: .query))),
                        description: text.primary(field.description))))
        }
        var reserved: [String: AnyCodable] = [:]
        for field in first.request.headers {
            if Self.reservedHeaders.contains(field.name.lowercased()) {
                reserved[field.name] = schemaValue(
                    content.schemas.schema(field, use: use).adding(["x-conformance-presence": AnyCodable(field.presence.rawValue)]))
                continue
            }
            parameters.append(
                .b(
                    .header(
                        name: field.name, required: field.presence == .mandatory,
                        schemaOrContent: .a(.init(content.schemas.schema(field, use: use), style: .default(for: .header))),
                        description: text.primary(field.description))))
        }
        if !reserved.isEmpty { extensions["x-conformance-headers"] = AnyCodable(reserved) }

        let requestBody = self.requestBody(group, merged: merged, components: &components)
        let responses = self.responses(group, merged: merged, operationID: operationID, components: &components)
        let schemes = group.compactMap(AuthorizationScheme.init)
        var security: [OpenAPI.SecurityRequirement]?
        if let scheme = schemes.first {
            let requirement: OpenAPI.SecurityRequirement = [.component(named: scheme.name): []]
            security = scheme.optional ? [requirement, [:]] : [requirement]
        }
        var servers: [OpenAPI.Server]?
        if let base = first.endpoint.base, links.capturedNames.contains(base) {
            let described = MessageID.openAPIFlowServer.localized([.plain(base)])
            if let template = URLTemplate(rawValue: "{\(base)}") {
                servers = [
                    OpenAPI.Server(
                        urlTemplate: template, description: text.primary(described),
                        variables: [base: .init(default: "http://127.0.0.1:8080", description: text.primary(described))],
                        vendorExtensions: text.extensions(described))
                ]
            }
        }
        let operation = OpenAPI.Operation(
            tags: [spec.id], summary: text.primary(summary), description: text.primary(description), operationId: operationID,
            parameters: parameters, requestBody: requestBody, responses: responses, deprecated: first.deprecated, security: security,
            servers: servers, vendorExtensions: extensions)
        return (operation, schemes)
    }

    /// The request body, or nil when the request has none.
    func requestBody(
        _ group: [OperationSpec], merged: Bool, components: inout OpenAPI.ComponentDictionary<JSONSchema>
    ) -> OpenAPI.Request? {
        let first = group[0]
        let encoding = first.request.encoding ?? first.endpoint.encoding
        if merged {
            let map = content.mergedContent(
                group.map { ($0.id, $0.request) }, suffix: "request", encoding: encoding, contentType: first.endpoint.contentType,
                requestOnly: true, components: &components)
            return map.map { OpenAPI.Request(description: nil, content: $0, required: true) }
        }
        guard let map = content.content(first.request, encoding: encoding, contentType: first.endpoint.contentType, requestOnly: true)
        else { return nil }
        return OpenAPI.Request(
            description: text.primary(first.request.description), content: map, required: first.request.hasBody,
            vendorExtensions: text.extensions(first.request.description))
    }

    /// The responses of every operation of the group, by status key.
    func responses(
        _ group: [OperationSpec], merged: Bool, operationID: String, components: inout OpenAPI.ComponentDictionary<JSONSchema>
    ) -> OpenAPI.Response.Map {
        var keys: [ResponseStatus] = []
        for operation in group { for (status, _) in operation.responses where !keys.contains(status) { keys.append(status) } }
        var map = OpenAPI.Response.Map()
        for status in keys.sorted() {
            let code = OpenAPI.Response.StatusCode(rawValue: status.description.uppercased()) ?? .default
            let members = group.compactMap { operation in operation.response(key: status.description).map { (operation, $0) } }
            guard let (firstOperation, message) = members.first else { continue }
            let encoding = message.encoding ?? firstOperation.endpoint.encoding
            let contentMap =
                merged
                ? content.mergedContent(
                    members.map { ($0.0.id, $0.1) }, suffix: "response.\(status.description)", encoding: encoding, contentType: nil,
                    requestOnly: false, components: &components)
                : content.content(message, encoding: encoding, contentType: nil, requestOnly: false)
            var headers: OpenAPI.Header.Map?
            let use = SchemaBuilder.Use(requestOnly: false, xml: false)
            var reserved: [String: AnyCodable] = [:]
            for field in message.headers {
                if Self.reservedHeaders.contains(field.name.lowercased()) {
                    reserved[field.name] = schemaValue(
                        content.schemas.schema(field, use: use).adding(["x-conformance-presence": AnyCodable(field.presence.rawValue)]))
                    continue
                }
                headers = headers ?? [:]
                headers?[field.name] = .b(
                    OpenAPI.Header(
                        schemaOrContent: .a(.init(content.schemas.schema(field, use: use), style: .default(for: .header))),
                        description: text.primary(field.description), required: field.presence == .mandatory))
            }
            let described = message.description ?? MessageID.openAPIAnswer.localized([.plain(status.description)])
            var extensions = text.extensions(described)
            if !reserved.isEmpty { extensions["x-conformance-headers"] = AnyCodable(reserved) }
            let links = group.reduce(into: OpenAPI.Link.Map()) { result, operation in
                for (name, link) in self.links.links(from: operation, statusKey: status.description, text: text) { result[name] = link }
            }
            map[code] = .b(
                OpenAPI.Response(
                    description: text.primary(described) ?? status.description, headers: headers, content: contentMap ?? [:], links: links,
                    vendorExtensions: extensions))
        }
        return map
    }

    /// A schema as a free-form value, for extensions that hold one.
    func schemaValue(_ schema: JSONSchema) -> AnyCodable {
        // A schema always encodes; the encoder only throws for values that refuse to.
        (try? OrderedEncoder().encode(schema))?.anyCodable ?? AnyCodable([String: AnyCodable]())
    }
}
