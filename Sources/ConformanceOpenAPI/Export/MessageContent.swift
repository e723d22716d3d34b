import ConformanceKit
import Foundation
import OpenAPIKit

/// A message's body as OpenAPI content: its media types and the schema of its body.
struct MessageContent: Sendable {
    /// The schemas of fields and containers.
    let schemas: SchemaBuilder

    /// The media types a body of this encoding travels as.
    ///
    /// The declared Content-Type's media type first, then the encoding's usual one. Text bodies (pages, error pages)
    /// may be either plain text or HTML.
    static func mediaTypes(encoding: BodyEncoding, contentType: String?) -> [String] {
        var result: [String] = []
        if let declared = contentType?.split(separator: ";").first.map({ $0.trimmingCharacters(in: .whitespaces).lowercased() }),
            !declared.isEmpty
        {
            result.append(declared)
        }
        switch encoding {
        case .json: result.append("application/json")
        case .form: result.append("application/x-www-form-urlencoded")
        case .xml: result += ["text/xml", "application/xml"]
        case .text: result += ["text/plain", "text/html"]
        case .none: break
        }
        var seen = Set<String>()
        return result.filter { seen.insert($0).inserted }
    }

    /// The content map of a message, or nil when it has no body.
    func content(_ message: MessageSpec, encoding: BodyEncoding, contentType: String?, requestOnly: Bool) -> OpenAPI.Content.Map? {
        guard encoding != .none else { return nil }
        guard let schema = bodySchema(message, encoding: encoding, requestOnly: requestOnly) ?? (encoding == .text ? .string : nil) else {
            return nil
        }
        return Self.content(schema, encoding: encoding, contentType: contentType)
    }

    /// One schema under each media type of the encoding.
    static func content(_ schema: JSONSchema, encoding: BodyEncoding, contentType: String?) -> OpenAPI.Content.Map {
        var map = OpenAPI.Content.Map()
        for media in mediaTypes(encoding: encoding, contentType: contentType) {
            guard let type = OpenAPI.ContentType(rawValue: media) else { continue }
            map[type] = .b(OpenAPI.Content(schema: schema))
        }
        return map
    }

    /// The bodies of operations merged under one method and path: each a component named `<operation>.<suffix>`, the
    /// content `oneOf` them; nil when none has a body.
    func mergedContent(
        _ messages: [(operation: String, message: MessageSpec)], suffix: String, encoding: BodyEncoding, contentType: String?,
        requestOnly: Bool, components: inout OpenAPI.ComponentDictionary<JSONSchema>
    ) -> OpenAPI.Content.Map? {
        var alternatives: [JSONSchema] = []
        for (operation, message) in messages {
            let name = "\(operation).\(suffix)"
            guard let key = OpenAPI.ComponentKey(rawValue: name),
                let schema = bodySchema(message, encoding: message.encoding ?? encoding, requestOnly: requestOnly)
            else { continue }
            components[key] = schema.adding(["x-conformance-operation": AnyCodable(operation)])
            alternatives.append(.reference(.component(named: name)))
        }
        guard !alternatives.isEmpty else { return nil }
        return Self.content(.one(of: alternatives), encoding: encoding, contentType: contentType)
    }

    /// The schema of a message's body: its fields as an object, or its declared body type.
    func bodySchema(_ message: MessageSpec, encoding: BodyEncoding, requestOnly: Bool) -> JSONSchema? {
        let xml = encoding == .xml
        let use = SchemaBuilder.Use(requestOnly: requestOnly, xml: xml)
        let root: OpenAPI.XML? =
            xml && (message.root != nil || message.namespace?.isEmpty == false)
            ? OpenAPI.XML(name: message.root, namespace: message.namespace.flatMap { $0.isEmpty ? nil : URL(string: $0) }) : nil
        var extensions = schemas.text.extensions(message.description)
        if let root = message.root { extensions["x-conformance-root"] = AnyCodable(root) }
        if let namespace = message.namespace { extensions["x-conformance-namespace"] = AnyCodable(namespace) }
        if !message.fields.isEmpty {
            return schemas.object(
                message.fields, use: use, description: schemas.text.primary(message.description), required: true, xml: root,
                extensions: extensions)
        }
        guard let body = message.body else { return nil }
        if root == nil, case .container(let name) = body {
            // A plain reference, its description and extensions beside it (3.1): generators then use the container's
            // type itself rather than a wrapper around it.
            return JSONSchema.reference(.component(named: name), required: true, description: schemas.text.primary(message.description))
                .adding(extensions)
        }
        let typed = schemas.typed(body, field: nil, use: use, required: true, description: nil)
        guard root != nil || !extensions.isEmpty else { return typed }
        // The root element's name and namespace, or the message's own description, wrap the body's type.
        return JSONSchema.all(of: [typed], core: .init(description: schemas.text.primary(message.description), xml: root)).adding(extensions)
    }
}
