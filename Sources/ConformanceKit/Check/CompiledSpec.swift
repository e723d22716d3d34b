import Foundation

/// A field compiled for checking: its rules pre-parsed (formats, patterns, enum sets) and copied out
/// of the spec into plain stored properties, so that checking a value reads no `FieldSpec`.
final class CompiledField: @unchecked Sendable {
    // What the walk reads for every value comes first, packed in the first cache lines (a class's
    // stored properties are laid out in declaration order); what only findings and conditions read
    // comes after, and the spec last.
    let name: String
    /// Whether the field's type is a string, integer, number or boolean (its value is a leaf of the walk).
    let isScalar: Bool
    /// Whether the field's type is a string.
    let isString: Bool
    /// Whether the field has an enum.
    let hasEnum: Bool
    /// Whether a length, byte count or format/pattern rule applies to a string value.
    let hasStringRules: Bool
    let allowEmpty: Bool
    let nullable: Bool
    let acceptStringForm: Bool
    let presence: Presence
    /// The field's type (a constant: reading it needs no exclusivity check).
    let type: CompiledType
    /// The notes its code table produced lately (nil: no code table).
    let notes: NoteCache?
    /// The allowed values as bytes, compared first (nil: no enum, or a long one).
    let enumBytes: ByteList?
    /// The allowed values, compared one by one when there are few of them (no hashing).
    let enumList: [String]?
    let enumSet: Set<String>?
    let minLength: Int?
    let maxLength: Int?
    let maxBytes: Int?
    let format: ValueFormat?
    let pattern: SpecPattern?
    /// The field's code table with an index of its codes (nil: none); a class, so reading it copies no table.
    let codes: CompiledCodes?
    let minimum: Double?
    let maximum: Double?
    let minItems: Int?
    let maxItems: Int?
    /// The name as a path segment (`.name` or `['a.b']`).
    let pathSegment: String
    /// Where the field is defined in the spec.
    let location: SourceLocation?
    let condition: FieldCondition?
    /// Where a `requiredWhen` condition reads its field, parsed once.
    let conditionPath: ConditionPath?
    /// The sorted names of an `atLeastOneOf` / `exactlyOneOf` group, the key that reports each group once.
    let groupKey: [String]?
    let spec: FieldSpec

    init(spec: FieldSpec, codes: CompiledCodes?, type: CompiledType) {
        self.spec = spec
        self.type = type
        self.name = spec.name
        self.pathSegment = CompiledField.segment(for: spec.name)
        self.format = spec.format.flatMap(ValueFormat.init(name:))
        self.pattern = spec.pattern.flatMap(SpecPattern.init)
        self.enumSet = spec.enumValues.map(Set.init)
        self.enumList = spec.enumValues.flatMap { $0.count <= 8 ? $0 : nil }
        self.enumBytes = spec.enumValues.flatMap { $0.count <= ByteList.maxCount ? ByteList($0) : nil }
        self.codes = codes
        self.location = spec.location
        self.nullable = spec.nullable
        self.allowEmpty = spec.allowEmpty
        self.acceptStringForm = spec.acceptStringForm
        self.minLength = spec.minLength
        self.maxLength = spec.maxLength
        self.maxBytes = spec.maxBytes
        self.minimum = spec.minimum
        self.maximum = spec.maximum
        self.minItems = spec.minItems
        self.maxItems = spec.maxItems
        self.presence = spec.presence
        self.condition = spec.condition
        switch spec.condition?.rule {
        case .requiredWhen(let predicate, _)?:
            self.conditionPath = ConditionPath(predicate.field)
            self.groupKey = nil
        case .atLeastOneOf(let names)?, .exactlyOneOf(let names)?:
            self.conditionPath = nil
            self.groupKey = names.sorted()
        case nil:
            self.conditionPath = nil
            self.groupKey = nil
        }
        self.hasStringRules = spec.minLength != nil || spec.maxLength != nil || spec.maxBytes != nil || format != nil || pattern != nil
        switch type {
        case .string:
            self.isScalar = true
            self.isString = true
        case .integer, .number, .boolean:
            self.isScalar = true
            self.isString = false
        case .any, .freeObject, .object, .list:
            self.isScalar = false
            self.isString = false
        }
        self.hasEnum = enumSet != nil
        self.notes = codes == nil ? nil : NoteCache()
    }

    /// Whether a value, given with its UTF-8 bytes, is one of the allowed ones (call only when the field has an enum).
    ///
    /// Equal bytes answer at once; unequal bytes answer when all of them are ASCII (no other spelling
    /// can then be canonically equivalent); otherwise the strings are compared as `String`s.
    @inline(__always) func enumContains(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if let enumBytes {
            if enumBytes.contains(bytes) { return true }
            if enumBytes.isASCII, !bytes.contains(where: { $0 >= 0x80 }) { return false }
        }
        return enumContains(text)
    }

    /// Whether a value is one of the allowed ones, compared as `String`s (call only when the field has an enum).
    func enumContains(_ text: String) -> Bool {
        if let enumList {
            for value in enumList where value == text { return true }
            return false
        }
        return enumSet!.contains(text)
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

/// A short list of strings, found by their UTF-8 bytes (no hashing, no `String` comparison).
struct ByteList: Sendable {
    /// The most strings a list holds (longer enums are hashed).
    static let maxCount = 64
    /// Every string's bytes, one after the other.
    private let storage: [UInt8]
    /// Where each string starts in `storage`, then where the last one ends.
    private let bounds: [Int]
    /// Whether every string is ASCII.
    let isASCII: Bool

    init(_ values: [String]) {
        var storage: [UInt8] = []
        var bounds = [0]
        for value in values {
            storage.append(contentsOf: value.utf8)
            bounds.append(storage.count)
        }
        self.storage = storage
        self.bounds = bounds
        self.isASCII = !storage.contains { $0 >= 0x80 }
    }

    /// Whether one of the strings has exactly these bytes.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        storage.withUnsafeBufferPointer { stored in
            bounds.withUnsafeBufferPointer { bounds in
                for index in 0..<(bounds.count - 1) where bounds[index + 1] - bounds[index] == bytes.count {
                    if Walk.equalBytes(UnsafeBufferPointer(rebasing: stored[bounds[index]..<bounds[index + 1]]), bytes) { return true }
                }
                return false
            }
        }
    }
}

/// A code table compiled for checking: the table and the position of each code in it.
final class CompiledCodes: @unchecked Sendable {
    let table: CodeTable
    /// The position of each code (the first one for a repeated code).
    let index: [String: Int]

    init(_ table: CodeTable) {
        self.table = table
        var index: [String: Int] = [:]
        for (position, code) in table.codes.enumerated() where index[code.code] == nil { index[code.code] = position }
        self.index = index
    }

    /// What a code means: ``CodeTable/entry(for:)`` through the index.
    func entry(for code: String) -> CodeEntry? {
        if let position = index[code] { return table.codes[position].entry }
        return table.otherwise
    }
}

/// The field a condition reads: `name`, `a.b`, `../name` (levels up) or `$.a.b` (from the body's root).
struct ConditionPath: Sendable {
    /// Whether the path starts at the root object (`$.`).
    let fromRoot: Bool
    /// How many `../` lead the path.
    let levelsUp: Int
    /// The rest of the path, tried first as one member name.
    let whole: String
    /// The rest of the path split at dots.
    let segments: [String]

    init(_ fieldPath: String) {
        var rest = Substring(fieldPath)
        var levelsUp = 0
        if rest.hasPrefix("$.") {
            fromRoot = true
            rest = rest.dropFirst(2)
        } else {
            fromRoot = false
            while rest.hasPrefix("../") {
                levelsUp += 1
                rest = rest.dropFirst(3)
            }
        }
        self.levelsUp = levelsUp
        self.whole = String(rest)
        self.segments = rest.split(separator: ".").map(String.init)
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
    /// Whether no two fields share a name (then a name found at the guessed position is the one the index would give).
    var namesUnique = true

    init(name: String) { self.name = name }

    /// The position of the field named `key`, trying `guess` first (bodies usually list fields in spec order).
    @inline(__always) func position(of key: String, guess: Int) -> Int? {
        if namesUnique, guess < fields.count, fields[guess].name == key { return guess }
        return index[key]
    }

    func setFields(_ fields: [CompiledField]) {
        self.fields = fields
        for (position, field) in fields.enumerated() {
            index[field.name] = position
            lowercasedIndex[field.name.lowercased()] = position
        }
        namesUnique = index.count == fields.count
    }
}

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
