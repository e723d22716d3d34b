import Foundation

/// A protocol compiled for checking: its containers, operations and messages.
final class CompiledProtocol: @unchecked Sendable {
    let spec: ProtocolSpec
    var containers: [String: CompiledObject] = [:]
    var messages: [String: CompiledMessage] = [:]
    /// The field names of the protocol, for the JSON parser to reuse instead of building new strings.
    private(set) var names = NameTable()
    private var collectedNames: [String] = []
    /// Each code table compiled once, however many fields use it.
    private var codeTables: [String: CompiledCodes] = [:]

    func compiledCodes(_ name: String) -> CompiledCodes? {
        if let compiled = codeTables[name] { return compiled }
        guard let table = spec.codeTables[name] else { return nil }
        let compiled = CompiledCodes(table)
        codeTables[name] = compiled
        return compiled
    }

    init(spec: ProtocolSpec) {
        self.spec = spec
        defer {
            names = NameTable(collectedNames)
            collectedNames = []
        }
        for name in spec.containers.keys { containers[name] = CompiledObject(name: name) }
        for (name, container) in spec.containers {
            containers[name]!.setFields(container.fields.map(compileField))
        }
        for operation in spec.operations.values {
            messages[CompiledProtocol.key(operation.id, "request")] = compileMessage(
                operation.request, operation: operation, id: "\(spec.id).\(operation.id).request")
            for response in operation.responses {
                messages[CompiledProtocol.key(operation.id, response.status.description)] = compileMessage(
                    response.message, operation: operation, id: "\(spec.id).\(operation.id).response[\(response.status)]")
            }
        }
    }

    static func key(_ operation: String, _ message: String) -> String { operation + "\u{1}" + message }

    private func compileMessage(_ message: MessageSpec, operation: OperationSpec, id: String) -> CompiledMessage {
        let encoding = message.encoding ?? operation.endpoint.encoding
        let body: CompiledType?
        if let type = message.body {
            body = compileType(type, inline: nil, name: id)
        } else if !message.fields.isEmpty {
            let object = CompiledObject(name: id)
            object.setFields(message.fields.map(compileField))
            body = .object(object)
        } else {
            body = nil
        }
        let query = CompiledObject(name: id + ".query")
        query.setFields(message.query.map(compileField))
        let headers = CompiledObject(name: id + ".headers")
        headers.setFields(message.headers.map(compileField))
        return CompiledMessage(id: id, spec: message, encoding: encoding, body: body, query: query, headers: headers)
    }

    func compileField(_ field: FieldSpec) -> CompiledField {
        let type = compileType(field.type, inline: field.fields, name: field.name)
        let compiled = CompiledField(spec: field, codes: field.codes.flatMap(compiledCodes), type: type)
        collectedNames.append(compiled.name)
        return compiled
    }

    func compileType(_ type: TypeRef, inline: [FieldSpec]?, name: String) -> CompiledType {
        switch type {
        case .string: return .string
        case .integer: return .integer
        case .number: return .number
        case .boolean: return .boolean
        case .any: return .any
        case .object:
            guard let inline else { return .freeObject }
            let object = CompiledObject(name: name)
            object.setFields(inline.map(compileField))
            return .object(object)
        case .container(let containerName):
            return containers[containerName].map { .object($0) } ?? .any
        case .list(let element):
            return .list(compileType(element, inline: inline, name: name))
        }
    }
}

/// A message compiled for checking.
struct CompiledMessage: @unchecked Sendable {
    let id: String
    let spec: MessageSpec
    let encoding: BodyEncoding
    let body: CompiledType?
    let query: CompiledObject
    let headers: CompiledObject
}
