import ConformanceKit
import Foundation
import Yams

extension DocumentImporter {
    /// Header parameters OpenAPI itself says to ignore (the media type and the credentials say them).
    static let ignoredHeaders: Set<String> = ["accept", "content-type", "authorization"]

    /// A node and its place, a `$ref` followed (the references were checked before: a chain ends).
    func resolved(_ node: Node?, at pointer: JSONPointer) -> (node: Node, pointer: JSONPointer)? {
        guard var node else { return nil }
        var pointer = pointer
        var seen = Set<JSONPointer>()
        while let reference = node["$ref"]?.scalar?.string, let target = JSONPointer(reference: reference), seen.insert(target).inserted {
            guard let next = file.node(at: target) else { return nil }
            node = next
            pointer = target
        }
        return (node, pointer)
    }

    /// Every operation of `paths`, in document order.
    mutating func readPaths() {
        var pathServers: [JSONPointer: Server?] = [:]
        for operation in OperationNaming.operations(file) {
            guard operation.supported else {
                notes.add(
                    Diagnostic(
                        .note, .openAPIMethodSkipped, [.plain(operation.method), .plain(operation.path)], at: file.location(operation.pointer)))
                continue
            }
            if let original = operation.renamedFrom {
                notes.add(
                    Diagnostic(
                        .note, .openAPIOperationRenamed, [.plain(original), .plain(operation.id)],
                        at: file.location(operation.pointer.appending("operationId"))))
            }
            // An exported document names a base the flow hands out (`RedirectUrl`) rather than a server.
            var base = operation.node["x-conformance-base"]?.scalar?.string
            if base == nil {
                if pathServers[operation.itemPointer] == nil {
                    pathServers[operation.itemPointer] = .some(
                        servers(operation.item["servers"], pointer: operation.itemPointer.appending("servers")).first)
                }
                let own = servers(operation.node["servers"], pointer: operation.pointer.appending("servers")).first
                if let server = own ?? pathServers[operation.itemPointer] ?? nil, server.url != documentServer { base = environment(for: server) }
            }
            // Operations an exported document merged (they share a method and a path) come apart again.
            if case .mapping(let members)? = operation.node["x-conformance-operations"] {
                for (key, value) in members {
                    guard let member = key.scalar?.string else { continue }
                    readOperation(operation, base: base, member: (member, Self.bilingual(value["title"]), Self.bilingual(value["summary"])))
                }
            } else {
                readOperation(operation, base: base, member: nil)
            }
        }
    }

    /// One operation: its transport, its request (parameters and body) and its responses.
    ///
    /// A `member` of operations an exported document merged takes its own ID, texts and bodies (the alternatives its
    /// ID marks).
    mutating func readOperation(
        _ operation: OperationNaming.DocumentOperation, base: String?, member: (id: String, title: LocalizedText?, summary: LocalizedText?)?
    ) {
        let (node, pointer) = (operation.node, operation.pointer)
        let id = member?.id ?? operation.id
        let shared = (node: operation.item["parameters"], pointer: operation.itemPointer.appending("parameters"))
        let body = resolved(node["requestBody"], at: pointer.appending("requestBody"))
        let requestMedia = chooseMedia(body?.node["content"], pointer: (body?.pointer ?? pointer).appending("content"))
        var responseEntries: [(status: ResponseStatus, node: Node, pointer: JSONPointer)] = []
        if case .mapping(let map)? = node["responses"] {
            for (key, value) in map {
                guard let text = key.scalar?.string, !text.hasPrefix("x-") else { continue }
                let place = pointer.appending(["responses", text])
                guard let status = ResponseStatus(text.lowercased()), let (response, responsePointer) = resolved(value, at: place) else {
                    notes.group(.openAPIKeywordDropped, "responses.\(text)", at: file.location(place))
                    continue
                }
                responseEntries.append((status, response, responsePointer))
            }
        }
        var responseMedia: [(type: String, node: Node, pointer: JSONPointer)?] = []
        for entry in responseEntries { responseMedia.append(chooseMedia(entry.node["content"], pointer: entry.pointer.appending("content"))) }
        let answered = zip(responseEntries, responseMedia).first { $0.0.status.isSuccess && $0.1 != nil }?.1 ?? responseMedia.compactMap { $0 }.first
        let encoding = (requestMedia ?? answered).map { Self.encoding(of: $0.type) } ?? BodyEncoding.none
        let declared = node["x-conformance-content-type"]?.scalar?.string
        let contentType = declared ?? requestMedia.flatMap { $0.type.lowercased() == encoding.defaultContentType ? nil : $0.type }

        var request = MessageSpec(
            description: body.flatMap { text($0.node, "description", pointer: $0.pointer) }, location: file.location(body?.pointer ?? pointer))
        readParameters(shared: shared, own: (node["parameters"], pointer.appending("parameters")), into: &request)
        request.headers += reservedHeaders(
            node["x-conformance-headers"], at: pointer.appending("x-conformance-headers"), authorizationRequired: requiresAuthorization(node))
        _ = readBody(requestMedia, into: &request, operationID: id, part: "Request", member: member?.id)
        var responses: [(status: ResponseStatus, message: MessageSpec)] = []
        for (entry, media) in zip(responseEntries, responseMedia) {
            var message = MessageSpec(description: text(entry.node, "description", pointer: entry.pointer), location: file.location(entry.pointer))
            if let media, Self.encoding(of: media.type) != encoding { message.encoding = Self.encoding(of: media.type) }
            guard readBody(media, into: &message, operationID: id, part: "Response\(entry.status)", member: member?.id) else { continue }
            message.headers = readHeaders(entry.node["headers"], at: entry.pointer.appending("headers"))
            message.headers += reservedHeaders(
                entry.node["x-conformance-headers"], at: entry.pointer.appending("x-conformance-headers"), authorizationRequired: false)
            responses.append((entry.status, message))
        }
        if responses.isEmpty { responses = [(.default, MessageSpec(location: file.location(pointer)))] }
        let title = member?.title ?? text(node, "summary", pointer: pointer) ?? undescribed(id, at: pointer)
        var spec = OperationSpec(
            protocolID: protocolID, id: id, title: title, summary: member?.summary ?? text(node, "description", pointer: pointer) ?? title,
            endpoint: .imported(
                method: operation.method, path: operation.path, base: base, encoding: encoding, contentType: contentType,
                authentication: signature(node)),
            request: request, responses: responses, location: file.location(pointer))
        spec.deprecated = node["deprecated"]?.bool == true
        spec.after = Self.strings(node["x-conformance-after"])
        operations[id] = spec
    }

    // MARK: Parameters and headers

    /// The request's header and query fields, from the path item's parameters and the operation's (which win).
    mutating func readParameters(
        shared: (node: Node?, pointer: JSONPointer), own: (node: Node?, pointer: JSONPointer), into message: inout MessageSpec
    ) {
        var parameters: [(name: String, location: String, node: Node, pointer: JSONPointer)] = []
        for list in [shared, own] {
            guard case .sequence(let items)? = list.node else { continue }
            for (index, item) in items.enumerated() {
                guard let (parameter, place) = resolved(item, at: list.pointer.appending(String(index))),
                    let name = parameter["name"]?.scalar?.string, let location = parameter["in"]?.scalar?.string
                else { continue }
                parameters.removeAll { $0.name == name && $0.location == location }
                parameters.append((name, location, parameter, place))
            }
        }
        for parameter in parameters {
            switch parameter.location {
            case "path":
                continue
            case "query", "header":
                if parameter.location == "header", Self.ignoredHeaders.contains(parameter.name.lowercased()) { continue }
                let field = parameterField(parameter.name, parameter.node, at: parameter.pointer)
                if parameter.location == "query" { message.query.append(field) } else { message.headers.append(field) }
            default:
                notes.add(
                    Diagnostic(
                        .note, .openAPIParameterSkipped, [.plain(parameter.name), .plain(parameter.location)], at: file.location(parameter.pointer)))
            }
        }
    }

    /// A parameter or header as a field: its schema (or its `content`'s), its `required`, its own description.
    mutating func parameterField(_ name: String, _ node: Node, at pointer: JSONPointer) -> FieldSpec {
        var schema = node["schema"].map { ($0, pointer.appending("schema")) }
        if schema == nil, let media = chooseMedia(node["content"], pointer: pointer.appending("content")), let inner = media.node["schema"] {
            schema = (inner, media.pointer.appending("schema"))
        }
        let (schemaNode, schemaPointer) = schema ?? (Node.mapping([:]), pointer)
        var field = field(
            name, schema: schemaNode, at: schemaPointer, required: node["required"]?.bool == true, depth: 0,
            description: text(node, "description", pointer: pointer))
        field.location = file.location(pointer)
        if field.example == nil, let example = node["example"] {
            field.example = Self.bodyValue(example)
            examplePlaces[file.location(pointer)] = file.location(pointer.appending("example"))
        } else if let place = examplePlaces.removeValue(forKey: file.location(schemaPointer)) {
            examplePlaces[file.location(pointer)] = place
        }
        return field
    }

    /// A response's headers as fields (`Content-Type` left to the media type).
    mutating func readHeaders(_ node: Node?, at pointer: JSONPointer) -> [FieldSpec] {
        guard case .mapping(let headers)? = node else { return [] }
        var fields: [FieldSpec] = []
        for (key, value) in headers {
            guard let name = key.scalar?.string, name.lowercased() != "content-type",
                let (header, place) = resolved(value, at: pointer.appending(name))
            else { continue }
            fields.append(parameterField(name, header, at: place))
        }
        return fields
    }

    // MARK: Bodies

    /// A message's body from its media type's schema; false when it is a merged one with no alternative for `member`.
    ///
    /// A container, a list or a scalar becomes `body`, an inline object's properties `fields`; for XML, the schema names
    /// the root element (and namespace). For a `member` of merged operations, the body is the alternative its ID marks.
    mutating func readBody(
        _ media: (type: String, node: Node, pointer: JSONPointer)?, into message: inout MessageSpec, operationID: String, part: String,
        member: String?
    ) -> Bool {
        guard let media, var schema = media.node["schema"] else { return true }
        var pointer = media.pointer.appending("schema")
        if let member, case .sequence(let alternatives)? = schema["oneOf"] {
            let mine = alternatives.enumerated().compactMap { index, alternative in
                resolved(alternative, at: pointer.appending(["oneOf", String(index)])).flatMap {
                    $0.node["x-conformance-operation"]?.scalar?.string == member ? $0 : nil
                }
            }.first
            guard let mine else { return false }
            (schema, pointer) = mine
        }
        let shape = shape(schema, at: pointer, depth: 0)
        switch shape.type {
        case .object:
            if let fields = shape.fields { message.fields = fields } else { message.body = .object }
        case .list(let element):
            if let fields = shape.fields, element == .object {
                // A list of inline objects: the body needs a named type for them.
                var name = "\(OperationNaming.clean(operationID))\(part)Item"
                while containers[name] != nil || containerNames.values.contains(name) { name += "_" }
                containers[name] = ContainerSpec(
                    name: name, description: shape.description ?? named(name), fields: fields, location: file.location(pointer))
                message.body = .list(.container(name))
            } else {
                message.body = shape.type
            }
        default:
            message.body = shape.type
        }
        if Self.encoding(of: media.type) == .xml {
            let target = resolved(schema, at: pointer)
            let component = target.flatMap { $0.pointer.tokens.count == 3 && $0.pointer.tokens[1] == "schemas" ? $0.pointer.last : nil }
            message.root = target?.node["xml"]?["name"]?.scalar?.string ?? component
            message.namespace = target?.node["xml"]?["namespace"]?.scalar?.string
        }
        // An exported document says the root and namespace exactly (`""`: no namespace).
        if let root = schema["x-conformance-root"]?.scalar?.string { message.root = root }
        if let namespace = schema["x-conformance-namespace"]?.scalar?.string { message.namespace = namespace }
        return true
    }
}
