import Foundation

/// A field compiled for checking: its rules pre-parsed (formats, patterns, enum sets).
final class CompiledField: @unchecked Sendable {
    let spec: FieldSpec
    let name: String
    /// The name as a path segment (`.name` or `['a.b']`).
    let pathSegment: String
    var type: CompiledType = .any
    let format: ValueFormat?
    let regex: NSRegularExpression?
    let enumSet: Set<String>?
    let codeTable: CodeTable?

    init(spec: FieldSpec, codeTable: CodeTable?) {
        self.spec = spec
        self.name = spec.name
        self.pathSegment = CompiledField.segment(for: spec.name)
        self.format = spec.format.flatMap(ValueFormat.init(name:))
        self.regex = spec.pattern.flatMap { try? NSRegularExpression(pattern: "^(?:\($0))$", options: []) }
        self.enumSet = spec.enumValues.map(Set.init)
        self.codeTable = codeTable
    }

    static func segment(for name: String) -> String {
        let plain =
            !name.isEmpty
            && name.utf8.allSatisfy {
                isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "#")
                    || $0 == UInt8(ascii: "-")
            }
        return plain ? "." + name : "['" + name.replacingOccurrences(of: "'", with: "\\'") + "']"
    }
}

/// A compiled type.
indirect enum CompiledType: @unchecked Sendable {
    case string, integer, number, boolean, any, freeObject
    case object(CompiledObject)
    case list(CompiledType)
}

/// An object type compiled for checking: its fields and a name index.
final class CompiledObject: @unchecked Sendable {
    let name: String
    var fields: [CompiledField] = []
    var index: [String: Int] = [:]
    /// Lower-cased names, for case-insensitive headers.
    var lowercasedIndex: [String: Int] = [:]

    init(name: String) { self.name = name }

    func setFields(_ fields: [CompiledField]) {
        self.fields = fields
        for (position, field) in fields.enumerated() {
            index[field.name] = position
            lowercasedIndex[field.name.lowercased()] = position
        }
    }
}

/// A protocol compiled for checking: its containers, operations and messages.
final class CompiledProtocol: @unchecked Sendable {
    let spec: ProtocolSpec
    var containers: [String: CompiledObject] = [:]
    var messages: [String: CompiledMessage] = [:]

    init(spec: ProtocolSpec) {
        self.spec = spec
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
        let encoding = message.encoding ?? operation.transport.encoding
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
        let compiled = CompiledField(spec: field, codeTable: field.codes.flatMap { spec.codeTables[$0] })
        compiled.type = compileType(field.type, inline: field.fields, name: field.name)
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
