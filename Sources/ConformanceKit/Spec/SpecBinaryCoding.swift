import Foundation

// The compiled-spec cache's layout for the spec model (``SpecCache``): every type writes its stored
// properties in declaration order, and reads them back in the same order, with no keys, no
// containers and no Codable machinery. Reading four protocols through Codable cost about 20 ms of
// every start (generic dispatch per value and the runtime's first look-ups of each generic type);
// this costs a few.
//
// Primitives: integers are zigzag varints, strings a varint byte count then UTF-8, booleans and
// optional markers one byte, doubles their 8 bytes little-endian, lists a varint count then the
// items, enumerations with a raw value their raw value's text. Dictionaries are written sorted by
// key, so an entry's bytes depend only on the spec.
//
// A type's codec must list every stored property. `SpecCacheTests` builds a spec in which every
// property of every model type is set (and checks that it is, by reflection), reads it back, and
// compares both through their Codable form, which the compiler keeps complete: a property added to
// the model and forgotten here fails the tests. It also reads every protocol of the project back.

/// Writes spec values in the compiled-spec cache's layout.
struct SpecBinaryWriter {
    /// The bytes written so far.
    private(set) var bytes: [UInt8] = []

    mutating func write(_ value: Int) {
        var rest = UInt64(bitPattern: Int64(value << 1) ^ Int64(value >> 63))
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    mutating func write(_ value: Bool) { bytes.append(value ? 1 : 0) }

    mutating func write(_ value: Double) {
        withUnsafeBytes(of: value.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func write(_ value: String) {
        var text = value
        text.withUTF8 { utf8 in
            write(utf8.count)
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func write<Value: SpecBinaryCodable>(_ value: Value) { value.write(to: &self) }

    mutating func write(number value: Int?) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        write(value)
    }

    mutating func write(number value: Double?) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        write(value)
    }

    mutating func write<Value: SpecBinaryCodable>(_ value: Value?) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        value.write(to: &self)
    }

    mutating func write<Value: SpecBinaryCodable>(_ values: [Value]) {
        write(values.count)
        for value in values { value.write(to: &self) }
    }

    mutating func write<Value: SpecBinaryCodable>(_ values: [Value]?) {
        guard let values else { return bytes.append(0) }
        bytes.append(1)
        write(values)
    }

    mutating func write<Value: SpecBinaryCodable>(_ values: [String: Value]) {
        write(values.count)
        for key in values.keys.sorted() {
            write(key)
            values[key]!.write(to: &self)
        }
    }

    /// Appends bytes as they are, after their count.
    mutating func write(bytes more: [UInt8]) {
        write(more.count)
        bytes += more
    }
}

/// What went wrong reading a cache entry: a damaged or foreign entry is a cache miss.
struct SpecBinaryDamage: Error {
    /// Where in the entry reading stopped.
    var offset: Int
}

/// Reads spec values written by ``SpecBinaryWriter``.
struct SpecBinaryReader: ~Copyable {
    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether every byte has been read.
    var atEnd: Bool { offset == bytes.count }

    private mutating func byte() throws(SpecBinaryDamage) -> UInt8 {
        guard offset < bytes.count else { throw SpecBinaryDamage(offset: offset) }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func int() throws(SpecBinaryDamage) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw SpecBinaryDamage(offset: offset) }
            value |= UInt64(next & 0x7f) << shift
            if next < 0x80 { break }
            shift += 7
        }
        let decoded = Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
        return Int(decoded)
    }

    mutating func bool() throws(SpecBinaryDamage) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw SpecBinaryDamage(offset: offset - 1)
        }
    }

    mutating func double() throws(SpecBinaryDamage) -> Double {
        guard bytes.count - offset >= 8 else { throw SpecBinaryDamage(offset: offset) }
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return Double(bitPattern: bits)
    }

    mutating func count() throws(SpecBinaryDamage) -> Int {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw SpecBinaryDamage(offset: offset) }
        return count
    }

    mutating func string() throws(SpecBinaryDamage) -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
    }

    mutating func raw() throws(SpecBinaryDamage) -> [UInt8] {
        let length = try count()
        defer { offset += length }
        return Array(bytes[offset..<offset + length])
    }

    mutating func optionalString() throws(SpecBinaryDamage) -> String? {
        try bool() ? try string() : nil
    }

    mutating func optionalInt() throws(SpecBinaryDamage) -> Int? {
        try bool() ? try int() : nil
    }

    mutating func optionalDouble() throws(SpecBinaryDamage) -> Double? {
        try bool() ? try double() : nil
    }

    mutating func strings() throws(SpecBinaryDamage) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    mutating func value<Value: SpecBinaryCodable>(_: Value.Type = Value.self) throws(SpecBinaryDamage) -> Value {
        try Value(from: &self)
    }

    mutating func optional<Value: SpecBinaryCodable>(_: Value.Type = Value.self) throws(SpecBinaryDamage) -> Value? {
        try bool() ? try Value(from: &self) : nil
    }

    mutating func list<Value: SpecBinaryCodable>(_: Value.Type = Value.self) throws(SpecBinaryDamage) -> [Value] {
        let count = try count()
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try Value(from: &self)) }
        return values
    }

    mutating func optionalList<Value: SpecBinaryCodable>(_: Value.Type = Value.self) throws(SpecBinaryDamage) -> [Value]? {
        try bool() ? try list(Value.self) : nil
    }

    mutating func dictionary<Value: SpecBinaryCodable>(_: Value.Type = Value.self) throws(SpecBinaryDamage) -> [String: Value] {
        let count = try count()
        var values: [String: Value] = [:]
        values.reserveCapacity(count)
        for _ in 0..<count {
            let key = try string()
            values[key] = try Value(from: &self)
        }
        return values
    }

    mutating func rawValue<Value: RawRepresentable>(_: Value.Type = Value.self) throws(SpecBinaryDamage) -> Value
    where Value.RawValue == String {
        let start = offset
        guard let value = Value(rawValue: try string()) else { throw SpecBinaryDamage(offset: start) }
        return value
    }

    mutating func optionalRawValue<Value: RawRepresentable>(_: Value.Type = Value.self) throws(SpecBinaryDamage) -> Value?
    where Value.RawValue == String {
        try bool() ? try rawValue(Value.self) : nil
    }
}

/// A spec value the compiled-spec cache writes and reads without Codable.
protocol SpecBinaryCodable {
    /// Writes every stored property, in declaration order.
    func write(to writer: inout SpecBinaryWriter)
    /// Reads what ``write(to:)`` wrote.
    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage)
}

extension String: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) { writer.write(self) }
    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) { self = try reader.string() }
}

extension LocalizedText: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(en)
        writer.write(fr)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        self.init(en: try reader.string(), fr: try reader.string())
    }
}

extension SourceLocation: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(file)
        writer.write(line)
        writer.write(column)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        self.init(file: try reader.string(), line: try reader.int(), column: try reader.int())
    }
}

extension BodyValue: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        switch self {
        case .object(let members):
            writer.write(0)
            writer.write(members.count)
            for member in members {
                writer.write(member.key)
                member.value.write(to: &writer)
            }
        case .array(let items):
            writer.write(1)
            writer.write(items)
        case .string(let text):
            writer.write(2)
            writer.write(text)
        case .number(let text):
            writer.write(3)
            writer.write(text)
        case .bool(let flag):
            writer.write(4)
            writer.write(flag)
        case .null:
            writer.write(5)
        }
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        let start = reader.offset
        switch try reader.int() {
        case 0:
            let count = try reader.count()
            var members: [BodyMember] = []
            members.reserveCapacity(count)
            for _ in 0..<count { members.append(BodyMember(try reader.string(), try BodyValue(from: &reader))) }
            self = .object(members)
        case 1: self = .array(try reader.list(BodyValue.self))
        case 2: self = .string(try reader.string())
        case 3: self = .number(try reader.string())
        case 4: self = .bool(try reader.bool())
        case 5: self = .null
        default: throw SpecBinaryDamage(offset: start)
        }
    }
}

extension TypeRef: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        switch self {
        case .string: writer.write(0)
        case .integer: writer.write(1)
        case .number: writer.write(2)
        case .boolean: writer.write(3)
        case .object: writer.write(4)
        case .any: writer.write(5)
        case .container(let name):
            writer.write(6)
            writer.write(name)
        case .list(let element):
            writer.write(7)
            element.write(to: &writer)
        }
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        let start = reader.offset
        switch try reader.int() {
        case 0: self = .string
        case 1: self = .integer
        case 2: self = .number
        case 3: self = .boolean
        case 4: self = .object
        case 5: self = .any
        case 6: self = .container(try reader.string())
        case 7: self = .list(try TypeRef(from: &reader))
        default: throw SpecBinaryDamage(offset: start)
        }
    }
}

extension ResponseStatus: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        switch self {
        case .exact(let status):
            writer.write(0)
            writer.write(status)
        case .statusClass(let digit):
            writer.write(1)
            writer.write(digit)
        case .default: writer.write(2)
        }
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        let start = reader.offset
        switch try reader.int() {
        case 0: self = .exact(try reader.int())
        case 1: self = .statusClass(try reader.int())
        case 2: self = .default
        default: throw SpecBinaryDamage(offset: start)
        }
    }
}

extension ConditionPredicate: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(field)
        switch test {
        case .equals(let text):
            writer.write(0)
            writer.write(text)
        case .isIn(let texts):
            writer.write(1)
            writer.write(texts)
        case .present(let present):
            writer.write(2)
            writer.write(present)
        }
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        let field = try reader.string()
        let start = reader.offset
        let test: Test
        switch try reader.int() {
        case 0: test = .equals(try reader.string())
        case 1: test = .isIn(try reader.strings())
        case 2: test = .present(try reader.bool())
        default: throw SpecBinaryDamage(offset: start)
        }
        self.init(field: field, test: test)
    }
}

extension FieldCondition: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        switch rule {
        case .requiredWhen(let predicate, let otherwise):
            writer.write(0)
            predicate.write(to: &writer)
            writer.write(otherwise.rawValue)
        case .atLeastOneOf(let names):
            writer.write(1)
            writer.write(names)
        case .exactlyOneOf(let names):
            writer.write(2)
            writer.write(names)
        }
        writer.write(description)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        let start = reader.offset
        let rule: Rule
        switch try reader.int() {
        case 0: rule = .requiredWhen(try ConditionPredicate(from: &reader), otherwise: try reader.rawValue())
        case 1: rule = .atLeastOneOf(try reader.strings())
        case 2: rule = .exactlyOneOf(try reader.strings())
        default: throw SpecBinaryDamage(offset: start)
        }
        self.init(rule: rule, description: try reader.optional())
    }
}

extension EnumItem: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(value)
        writer.write(since)
        writer.write(until)
        writer.write(formerly)
        writer.write(location)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        self.init(
            value: try reader.string(), since: try reader.optionalString(), until: try reader.optionalString(),
            formerly: try reader.optionalString(), location: try reader.optional())
    }
}

extension FieldHistoryEntry: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(until)
        field.write(to: &writer)
        writer.write(location)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        self.init(until: try reader.string(), field: try FieldSpec(from: &reader), location: try reader.optional())
    }
}

extension MessageHistoryEntry: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(until)
        writer.write(root)
        writer.write(namespace)
        writer.write(location)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        self.init(
            until: try reader.string(), root: try reader.optionalString(), namespace: try reader.optionalString(),
            location: try reader.optional())
    }
}

extension FieldSpec: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(name)
        writer.write(presence.rawValue)
        writer.write(condition)
        type.write(to: &writer)
        writer.write(format)
        writer.write(enumValues)
        writer.write(openEnum)
        writer.write(pattern)
        writer.write(number: minLength)
        writer.write(number: maxLength)
        writer.write(number: maxBytes)
        writer.write(number: minimum)
        writer.write(number: maximum)
        writer.write(number: minItems)
        writer.write(number: maxItems)
        writer.write(nullable)
        writer.write(allowEmpty)
        writer.write(acceptStringForm)
        writer.write(sensitivity?.rawValue)
        writer.write(volatile)
        writer.write(role?.rawValue)
        writer.write(codes)
        writer.write(since)
        writer.write(until)
        writer.write(history)
        writer.write(enumItems)
        description.write(to: &writer)
        writer.write(example)
        writer.write(fields)
        writer.write(location)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        let name = try reader.string()
        let presence: Presence = try reader.rawValue()
        let condition: FieldCondition? = try reader.optional()
        let type = try TypeRef(from: &reader)
        self.init(name: name, presence: presence, type: type)
        self.condition = condition
        format = try reader.optionalString()
        enumValues = try reader.optionalList(String.self)
        openEnum = try reader.bool()
        pattern = try reader.optionalString()
        minLength = try reader.optionalInt()
        maxLength = try reader.optionalInt()
        maxBytes = try reader.optionalInt()
        minimum = try reader.optionalDouble()
        maximum = try reader.optionalDouble()
        minItems = try reader.optionalInt()
        maxItems = try reader.optionalInt()
        nullable = try reader.bool()
        allowEmpty = try reader.bool()
        acceptStringForm = try reader.bool()
        sensitivity = try reader.optionalRawValue()
        volatile = try reader.bool()
        role = try reader.optionalRawValue()
        codes = try reader.optionalString()
        since = try reader.optionalString()
        until = try reader.optionalString()
        history = try reader.list()
        enumItems = try reader.optionalList()
        description = try LocalizedText(from: &reader)
        example = try reader.optional()
        fields = try reader.optionalList()
        location = try reader.optional()
    }
}

extension MessageSpec: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(description)
        writer.write(encoding?.rawValue)
        writer.write(root)
        writer.write(namespace)
        writer.write(versionField)
        writer.write(history)
        writer.write(errorEnvelope)
        writer.write(body)
        writer.write(fields)
        writer.write(query)
        writer.write(headers)
        writer.write(location)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        let description: LocalizedText? = try reader.optional()
        let encoding: BodyEncoding? = try reader.optionalRawValue()
        let root = try reader.optionalString()
        let namespace = try reader.optionalString()
        let versionField = try reader.optionalList(String.self)
        let history: [MessageHistoryEntry] = try reader.list()
        let errorEnvelope: ErrorEnvelopeSpec? = try reader.optional()
        self.init(
            description: description, encoding: encoding, root: root, body: try reader.optional(), fields: try reader.list(),
            query: try reader.list(), headers: try reader.list(), location: try reader.optional())
        self.namespace = namespace
        self.versionField = versionField
        self.history = history
        self.errorEnvelope = errorEnvelope
    }
}

extension SpecNote: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(id)
        writer.write(sources)
        topic.write(to: &writer)
        decision.write(to: &writer)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        self.init(id: try reader.string(), sources: try reader.strings(), topic: try reader.value(), decision: try reader.value())
    }
}

extension OperationSpec: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(protocolID)
        writer.write(id)
        writer.write(since)
        writer.write(until)
        writer.write(deprecated)
        writer.write(documentedIn)
        writer.write(after)
        title.write(to: &writer)
        summary.write(to: &writer)
        transport.write(to: &writer)
        request.write(to: &writer)
        writer.write(responses.count)
        for response in responses {
            response.status.write(to: &writer)
            response.message.write(to: &writer)
        }
        writer.write(notes)
        writer.write(location)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        let protocolID = try reader.string()
        let id = try reader.string()
        let since = try reader.optionalString()
        let until = try reader.optionalString()
        let deprecated = try reader.bool()
        let documentedIn = try reader.strings()
        let after = try reader.strings()
        let title: LocalizedText = try reader.value()
        let summary: LocalizedText = try reader.value()
        let transport: Transport = try reader.value()
        let request: MessageSpec = try reader.value()
        let count = try reader.count()
        var responses: [(status: ResponseStatus, message: MessageSpec)] = []
        responses.reserveCapacity(count)
        for _ in 0..<count { responses.append((try ResponseStatus(from: &reader), try MessageSpec(from: &reader))) }
        self.init(
            protocolID: protocolID, id: id, since: since, until: until, deprecated: deprecated, documentedIn: documentedIn, after: after,
            title: title, summary: summary, transport: transport, request: request, responses: responses, notes: try reader.list(),
            location: try reader.optional())
    }
}

extension ContainerSpec: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(name)
        description.write(to: &writer)
        writer.write(since)
        writer.write(until)
        writer.write(fields)
        writer.write(location)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        self.init(
            name: try reader.string(), description: try reader.value(), since: try reader.optionalString(), until: try reader.optionalString(),
            fields: try reader.list(), location: try reader.optional())
    }
}

extension CodeEntry: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(outcome.rawValue)
        meaning.write(to: &writer)
        writer.write(action)
        writer.write(since)
        writer.write(until)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        self.init(
            outcome: try reader.rawValue(), meaning: try reader.value(), action: try reader.optional(), since: try reader.optionalString(),
            until: try reader.optionalString())
    }
}

extension CodeTable: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(name)
        description.write(to: &writer)
        writer.write(codes.count)
        for code in codes {
            writer.write(code.code)
            code.entry.write(to: &writer)
        }
        writer.write(otherwise)
        writer.write(location)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        let name = try reader.string()
        let description: LocalizedText = try reader.value()
        let count = try reader.count()
        var codes: [(code: String, entry: CodeEntry)] = []
        codes.reserveCapacity(count)
        for _ in 0..<count { codes.append((try reader.string(), try CodeEntry(from: &reader))) }
        self.init(name: name, description: description, codes: codes, otherwise: try reader.optional(), location: try reader.optional())
    }
}

extension TestCardSpec: SpecBinaryCodable {
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(number)
        writer.write(operations)
        writer.write(answer.count)
        for pair in answer {
            writer.write(pair.name)
            writer.write(pair.value)
        }
        description.write(to: &writer)
        writer.write(location)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        let number = try reader.string()
        let operations = try reader.strings()
        let count = try reader.count()
        var answer: [(name: String, value: String)] = []
        answer.reserveCapacity(count)
        for _ in 0..<count { answer.append((try reader.string(), try reader.string())) }
        self.init(number: number, operations: operations, answer: answer, description: try reader.value(), location: try reader.optional())
    }
}

extension ProtocolSpec: SpecBinaryCodable {
    // `history` is not written: it is rebuilt from the spec read back.
    func write(to writer: inout SpecBinaryWriter) {
        writer.write(id)
        writer.write(version)
        title.write(to: &writer)
        summary.write(to: &writer)
        writer.write(sources)
        writer.write(environments)
        writer.write(testCards)
        writer.write(versions)
        writer.write(versionField)
        writer.write(protocolVersion)
        writer.write(containers)
        writer.write(codeTables)
        writer.write(notes)
        writer.write(operations)
        writer.write(location)
    }

    init(from reader: inout SpecBinaryReader) throws(SpecBinaryDamage) {
        let id = try reader.string()
        let version = try reader.string()
        let title: LocalizedText = try reader.value()
        let summary: LocalizedText = try reader.value()
        let sources = try reader.strings()
        let environments: [String: String] = try reader.dictionary()
        let testCards: [TestCardSpec] = try reader.list()
        let versions = try reader.strings()
        let versionField = try reader.strings()
        let protocolVersion = try reader.optionalString()
        self.init(
            id: id, version: version, title: title, summary: summary, sources: sources, environments: environments,
            containers: try reader.dictionary(), codeTables: try reader.dictionary(), notes: try reader.list(),
            operations: try reader.dictionary(), location: try reader.optional())
        self.testCards = testCards
        self.versions = versions
        self.versionField = versionField
        self.protocolVersion = protocolVersion
    }
}
