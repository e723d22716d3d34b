import Foundation

// A small binary form of Codable values for the compiled-spec cache (``SpecCache``).
//
// Reading a spec back must cost a fraction of parsing its YAML, and Foundation's JSONDecoder builds a
// dictionary for every object it reads (about 5 µs each, 16 ms for one protocol). This layout is read
// in the order it was written: a keyed container is a list of (key, value) entries, and the synthesized
// `init(from:)` asks for keys in the order `encode(to:)` wrote them, so each lookup compares one key and
// moves on. A key asked out of order, or absent, falls back to a scan of that container.
//
// Layout: every value starts with a tag byte.
//   0 nil · 1 false · 2 true · 3 signed integer (zigzag varint) · 4 unsigned integer (varint)
//   5 double (8 bytes, little-endian bits) · 6 string (varint byte count, UTF-8)
//   7 keyed container (varint byte count of the rest, varint entry count, then per entry a key written
//     as a string without its tag and the value) · 8 unkeyed container (varint byte count, varint count,
//     values)
// The byte counts let a reader skip a value it was not asked for. Readers do not grow coding paths
// (an allocation per value): a damaged entry is only a cache miss, so its error needs no path.

/// Writes a Codable value in the compact layout.
enum CompactEncoder {
    /// The bytes of `value`.
    static func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
        let root = CompactNode()
        try value.encode(to: CompactNodeEncoder(node: root, codingPath: []))
        var bytes: [UInt8] = []
        root.write(to: &bytes)
        return bytes
    }
}

/// Reads a Codable value written by ``CompactEncoder``.
enum CompactDecoder {
    /// The value held by `bytes`; throws `DecodingError` when they are not one.
    static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
        let reader = CompactReader(bytes)
        let value = try T(from: CompactValueDecoder(reader: reader, offset: 0, codingPath: []))
        if let damage = reader.damage { throw reader.damaged([], damage) }
        guard try reader.end(of: 0) == bytes.count else { throw reader.damaged([], "bytes after the value") }
        return value
    }
}

// MARK: - Writing

private enum CompactTag: UInt8 {
    case null = 0, `false`, `true`, int, uint, double, string, keyed, unkeyed
}

/// A value being encoded: filled by the encoder's containers, then written out bottom-up.
private final class CompactNode {
    enum Value {
        case empty
        case null
        case bool(Bool)
        case int(Int64)
        case uint(UInt64)
        case double(Double)
        case string(String)
        case keyed([(key: String, node: CompactNode)])
        case unkeyed([CompactNode])
    }

    var value: Value = .empty

    func write(to bytes: inout [UInt8]) {
        switch value {
        case .empty, .null: bytes.append(CompactTag.null.rawValue)
        case .bool(let flag): bytes.append(flag ? CompactTag.true.rawValue : CompactTag.false.rawValue)
        case .int(let number):
            bytes.append(CompactTag.int.rawValue)
            Self.varint(UInt64(bitPattern: (number << 1) ^ (number >> 63)), to: &bytes)
        case .uint(let number):
            bytes.append(CompactTag.uint.rawValue)
            Self.varint(number, to: &bytes)
        case .double(let number):
            bytes.append(CompactTag.double.rawValue)
            withUnsafeBytes(of: number.bitPattern.littleEndian) { bytes.append(contentsOf: $0) }
        case .string(let text):
            bytes.append(CompactTag.string.rawValue)
            Self.text(text, to: &bytes)
        case .keyed(let entries):
            var body: [UInt8] = []
            Self.varint(UInt64(entries.count), to: &body)
            for entry in entries {
                Self.text(entry.key, to: &body)
                entry.node.write(to: &body)
            }
            bytes.append(CompactTag.keyed.rawValue)
            Self.varint(UInt64(body.count), to: &bytes)
            bytes += body
        case .unkeyed(let items):
            var body: [UInt8] = []
            Self.varint(UInt64(items.count), to: &body)
            for item in items { item.write(to: &body) }
            bytes.append(CompactTag.unkeyed.rawValue)
            Self.varint(UInt64(body.count), to: &bytes)
            bytes += body
        }
    }

    static func varint(_ value: UInt64, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    static func text(_ text: String, to bytes: inout [UInt8]) {
        let utf8 = Array(text.utf8)
        varint(UInt64(utf8.count), to: &bytes)
        bytes += utf8
    }

    func keyedEntries() -> [(key: String, node: CompactNode)] {
        if case .keyed(let entries) = value { return entries }
        return []
    }

    func add(key: String) -> CompactNode {
        let child = CompactNode()
        var entries = keyedEntries()
        value = .empty
        entries.append((key, child))
        value = .keyed(entries)
        return child
    }

    func append() -> CompactNode {
        let child = CompactNode()
        var items: [CompactNode] = []
        if case .unkeyed(let existing) = value { items = existing }
        value = .empty
        items.append(child)
        value = .unkeyed(items)
        return child
    }
}

private struct CompactNodeEncoder: Encoder {
    let node: CompactNode
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if case .keyed = node.value {} else { node.value = .keyed([]) }
        return KeyedEncodingContainer(CompactKeyedEncoder<Key>(node: node, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if case .unkeyed = node.value {} else { node.value = .unkeyed([]) }
        return CompactUnkeyedEncoder(node: node, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        CompactSingleEncoder(node: node, codingPath: codingPath)
    }
}

/// Stores one primitive or nested value into a node; shared by the three container kinds.
private enum CompactStore {
    static func store<T: Encodable>(_ value: T, in node: CompactNode, codingPath: [any CodingKey]) throws {
        switch value {
        case let text as String: node.value = .string(text)
        case let flag as Bool: node.value = .bool(flag)
        case let number as Double: node.value = .double(number)
        case let number as Float: node.value = .double(Double(number))
        case let number as Int: node.value = .int(Int64(number))
        case let number as Int64: node.value = .int(number)
        case let number as Int32: node.value = .int(Int64(number))
        case let number as Int16: node.value = .int(Int64(number))
        case let number as Int8: node.value = .int(Int64(number))
        case let number as UInt: node.value = .uint(UInt64(number))
        case let number as UInt64: node.value = .uint(number)
        case let number as UInt32: node.value = .uint(UInt64(number))
        case let number as UInt16: node.value = .uint(UInt64(number))
        case let number as UInt8: node.value = .uint(UInt64(number))
        default: try value.encode(to: CompactNodeEncoder(node: node, codingPath: codingPath))
        }
    }
}

private struct CompactKeyedEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let node: CompactNode
    let codingPath: [any CodingKey]

    mutating func encodeNil(forKey key: Key) throws { node.add(key: key.stringValue).value = .null }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: String, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: Double, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: Float, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: Int, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { try store(value, forKey: key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { try store(value, forKey: key) }

    private func store<T: Encodable>(_ value: T, forKey key: Key) throws {
        try CompactStore.store(value, in: node.add(key: key.stringValue), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        CompactNodeEncoder(node: node.add(key: key.stringValue), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        CompactNodeEncoder(node: node.add(key: key.stringValue), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        CompactNodeEncoder(node: node.add(key: "super"), codingPath: codingPath)
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        CompactNodeEncoder(node: node.add(key: key.stringValue), codingPath: codingPath)
    }
}

private struct CompactUnkeyedEncoder: UnkeyedEncodingContainer {
    let node: CompactNode
    let codingPath: [any CodingKey]
    var count: Int {
        if case .unkeyed(let items) = node.value { return items.count }
        return 0
    }

    mutating func encodeNil() throws { node.append().value = .null }
    mutating func encode<T: Encodable>(_ value: T) throws { try store(value) }
    mutating func encode(_ value: Bool) throws { try store(value) }
    mutating func encode(_ value: String) throws { try store(value) }
    mutating func encode(_ value: Double) throws { try store(value) }
    mutating func encode(_ value: Float) throws { try store(value) }
    mutating func encode(_ value: Int) throws { try store(value) }
    mutating func encode(_ value: Int8) throws { try store(value) }
    mutating func encode(_ value: Int16) throws { try store(value) }
    mutating func encode(_ value: Int32) throws { try store(value) }
    mutating func encode(_ value: Int64) throws { try store(value) }
    mutating func encode(_ value: UInt) throws { try store(value) }
    mutating func encode(_ value: UInt8) throws { try store(value) }
    mutating func encode(_ value: UInt16) throws { try store(value) }
    mutating func encode(_ value: UInt32) throws { try store(value) }
    mutating func encode(_ value: UInt64) throws { try store(value) }

    private func store<T: Encodable>(_ value: T) throws {
        try CompactStore.store(value, in: node.append(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        CompactNodeEncoder(node: node.append(), codingPath: codingPath).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        CompactNodeEncoder(node: node.append(), codingPath: codingPath).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder { CompactNodeEncoder(node: node.append(), codingPath: codingPath) }
}

private struct CompactSingleEncoder: SingleValueEncodingContainer {
    let node: CompactNode
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { node.value = .null }
    mutating func encode<T: Encodable>(_ value: T) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: Bool) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: String) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: Double) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: Float) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: Int) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: Int8) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: Int16) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: Int32) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: Int64) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: UInt) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: UInt8) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: UInt16) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: UInt32) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
    mutating func encode(_ value: UInt64) throws { try CompactStore.store(value, in: node, codingPath: codingPath) }
}

// MARK: - Reading

/// The bytes being decoded, and the primitives of the layout.
private final class CompactReader {
    let bytes: [UInt8]
    /// A problem met where the Decoder protocol cannot throw (`allKeys`); the decode fails at its end.
    var damage: String?

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    func damaged(_ path: [any CodingKey], _ reason: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: path, debugDescription: "compiled spec: \(reason)"))
    }

    func byte(at offset: Int) throws -> UInt8 {
        guard offset < bytes.count else { throw damaged([], "truncated") }
        return bytes[offset]
    }

    /// A varint and the offset after it.
    func varint(at start: Int) throws -> (value: UInt64, next: Int) {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        var offset = start
        while true {
            let byte = try byte(at: offset)
            offset += 1
            guard shift < 64 else { throw damaged([], "varint too long") }
            value |= UInt64(byte & 0x7f) << shift
            if byte < 0x80 { return (value, offset) }
            shift += 7
        }
    }

    /// The byte range of a string body (count then UTF-8) starting at `start`.
    func textRange(at start: Int) throws -> Range<Int> {
        let (count, next) = try varint(at: start)
        guard count <= UInt64(bytes.count - next) else { throw damaged([], "truncated text") }
        return next..<(next + Int(count))
    }

    func text(_ range: Range<Int>) -> String {
        bytes.withUnsafeBufferPointer { String(decoding: UnsafeBufferPointer(rebasing: $0[range]), as: UTF8.self) }
    }

    func equals(_ range: Range<Int>, _ key: String) -> Bool {
        var key = key
        return key.withUTF8 { keyBytes in
            guard keyBytes.count == range.count else { return false }
            return bytes.withUnsafeBufferPointer { buffer in
                keyBytes.isEmpty || memcmp(buffer.baseAddress! + range.lowerBound, keyBytes.baseAddress!, range.count) == 0
            }
        }
    }

    /// The offset just after the value starting at `offset`.
    func end(of offset: Int) throws -> Int {
        switch CompactTag(rawValue: try byte(at: offset)) {
        case .null, .false, .true: return offset + 1
        case .int, .uint: return try varint(at: offset + 1).next
        case .double:
            guard offset + 9 <= bytes.count else { throw damaged([], "truncated number") }
            return offset + 9
        case .string: return try textRange(at: offset + 1).upperBound
        case .keyed, .unkeyed:
            let (count, next) = try varint(at: offset + 1)
            guard count <= UInt64(bytes.count - next) else { throw damaged([], "truncated container") }
            return next + Int(count)
        case nil: throw damaged([], "unknown tag")
        }
    }

    /// The container starting at `offset`: its entry count and where its first entry starts and its last ends.
    func container(at offset: Int, tag: CompactTag, path: [any CodingKey]) throws -> (count: Int, start: Int, end: Int) {
        guard try byte(at: offset) == tag.rawValue else {
            throw damaged(path, tag == .keyed ? "a keyed container was expected" : "a list was expected")
        }
        let (length, afterLength) = try varint(at: offset + 1)
        guard length <= UInt64(bytes.count - afterLength) else { throw damaged(path, "truncated container") }
        let (count, start) = try varint(at: afterLength)
        return (Int(clamping: count), start, afterLength + Int(length))
    }

    func primitive<T>(at offset: Int, _ type: T.Type, path: [any CodingKey]) throws -> T {
        let tag = CompactTag(rawValue: try byte(at: offset))
        func mismatch() -> DecodingError {
            .typeMismatch(type, DecodingError.Context(codingPath: path, debugDescription: "compiled spec: another kind of value"))
        }
        switch tag {
        case .false where T.self == Bool.self: return false as! T
        case .true where T.self == Bool.self: return true as! T
        case .string where T.self == String.self: return text(try textRange(at: offset + 1)) as! T
        case .double:
            guard offset + 9 <= bytes.count else { throw damaged(path, "truncated number") }
            var bits: UInt64 = 0
            for index in 0..<8 { bits |= UInt64(bytes[offset + 1 + index]) << (8 * UInt64(index)) }
            let number = Double(bitPattern: bits)
            if T.self == Double.self { return number as! T }
            if T.self == Float.self { return Float(number) as! T }
            throw mismatch()
        case .int:
            let raw = try varint(at: offset + 1).value
            let number = Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1)))
            return try integer(number, type, path: path)
        case .uint:
            let number = try varint(at: offset + 1).value
            return try integer(number, type, path: path)
        default: throw mismatch()
        }
    }

    private func integer<N: BinaryInteger, T>(_ number: N, _ type: T.Type, path: [any CodingKey]) throws -> T {
        func exact<I: FixedWidthInteger>(_: I.Type) throws -> T {
            guard let value = I(exactly: number) else { throw damaged(path, "integer out of range") }
            return value as! T
        }
        switch type {
        case is Int.Type: return try exact(Int.self)
        case is Int64.Type: return try exact(Int64.self)
        case is Int32.Type: return try exact(Int32.self)
        case is Int16.Type: return try exact(Int16.self)
        case is Int8.Type: return try exact(Int8.self)
        case is UInt.Type: return try exact(UInt.self)
        case is UInt64.Type: return try exact(UInt64.self)
        case is UInt32.Type: return try exact(UInt32.self)
        case is UInt16.Type: return try exact(UInt16.self)
        case is UInt8.Type: return try exact(UInt8.self)
        default:
            throw DecodingError.typeMismatch(type, DecodingError.Context(codingPath: path, debugDescription: "compiled spec: an integer"))
        }
    }
}

/// Decodes one value at a known offset.
private struct CompactValueDecoder: Decoder {
    let reader: CompactReader
    let offset: Int
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(try CompactKeyedDecoder<Key>(reader: reader, offset: offset, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try CompactUnkeyedDecoder(reader: reader, offset: offset, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        CompactSingleDecoder(reader: reader, offset: offset, codingPath: codingPath)
    }
}

/// Decodes a value of any type at an offset: primitives directly, others through their `init(from:)`.
private enum CompactLoad {
    static func value<T: Decodable>(_ type: T.Type, reader: CompactReader, offset: Int, codingPath: [any CodingKey]) throws -> T {
        switch type {
        case is String.Type, is Bool.Type, is Double.Type, is Float.Type, is Int.Type, is Int64.Type, is Int32.Type, is Int16.Type,
            is Int8.Type, is UInt.Type, is UInt64.Type, is UInt32.Type, is UInt16.Type, is UInt8.Type:
            return try reader.primitive(at: offset, type, path: codingPath)
        default:
            return try T(from: CompactValueDecoder(reader: reader, offset: offset, codingPath: codingPath))
        }
    }
}

/// A keyed container read in the order it was written, with a scan for keys asked out of order.
private struct CompactKeyedDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
    /// Where the next entry in written order starts, and every entry once a scan was needed.
    final class Cursor {
        var next: Int
        var index = 0
        var entries: [(key: Range<Int>, value: Int)]?
        init(next: Int) { self.next = next }
    }

    let reader: CompactReader
    let codingPath: [any CodingKey]
    let count: Int
    let start: Int
    let end: Int
    let cursor: Cursor

    init(reader: CompactReader, offset: Int, codingPath: [any CodingKey]) throws {
        self.reader = reader
        self.codingPath = codingPath
        (count, start, end) = try reader.container(at: offset, tag: .keyed, path: codingPath)
        cursor = Cursor(next: start)
    }

    private func allEntries() throws -> [(key: Range<Int>, value: Int)] {
        if let entries = cursor.entries { return entries }
        var entries: [(key: Range<Int>, value: Int)] = []
        entries.reserveCapacity(min(count, end - start))
        var offset = start
        for _ in 0..<count {
            let key = try reader.textRange(at: offset)
            offset = try reader.end(of: key.upperBound)
            guard offset <= end else { throw reader.damaged(codingPath, "entry beyond its container") }
            entries.append((key, key.upperBound))
        }
        cursor.entries = entries
        return entries
    }

    /// The offset of `key`'s value; `advance` moves past it when it is the next entry in written order.
    private func find(_ key: Key, advance: Bool) throws -> Int? {
        let name = key.stringValue
        if cursor.index < count {
            let range = try reader.textRange(at: cursor.next)
            if reader.equals(range, name) {
                if advance {
                    cursor.next = try reader.end(of: range.upperBound)
                    cursor.index += 1
                }
                return range.upperBound
            }
        }
        return try allEntries().first { reader.equals($0.key, name) }?.value
    }

    private func required(_ key: Key) throws -> Int {
        guard let offset = try find(key, advance: true) else {
            throw DecodingError.keyNotFound(key, DecodingError.Context(codingPath: codingPath, debugDescription: "compiled spec: no such key"))
        }
        return offset
    }

    var allKeys: [Key] {
        do {
            return try allEntries().compactMap { Key(stringValue: reader.text($0.key)) }
        } catch {
            reader.damage = "a damaged container"
            return []
        }
    }

    func contains(_ key: Key) -> Bool { (try? find(key, advance: false)) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let offset = try find(key, advance: false) else { return true }
        guard try reader.byte(at: offset) == CompactTag.null.rawValue else { return false }
        _ = try find(key, advance: true)
        return true
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try load(type, forKey: key) }
    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try load(type, forKey: key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try load(type, forKey: key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try load(type, forKey: key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try load(type, forKey: key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try load(type, forKey: key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try load(type, forKey: key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try load(type, forKey: key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try load(type, forKey: key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try load(type, forKey: key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try load(type, forKey: key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try load(type, forKey: key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try load(type, forKey: key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try load(type, forKey: key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try load(type, forKey: key) }

    private func load<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try CompactLoad.value(type, reader: reader, offset: try required(key), codingPath: codingPath)
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(try CompactKeyedDecoder<NestedKey>(reader: reader, offset: try required(key), codingPath: codingPath))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try CompactUnkeyedDecoder(reader: reader, offset: try required(key), codingPath: codingPath)
    }

    func superDecoder() throws -> any Decoder {
        guard let key = Key(stringValue: "super") else { throw reader.damaged(codingPath, "no super key") }
        return CompactValueDecoder(reader: reader, offset: try required(key), codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        CompactValueDecoder(reader: reader, offset: try required(key), codingPath: codingPath)
    }
}

private struct CompactUnkeyedDecoder: UnkeyedDecodingContainer {
    let reader: CompactReader
    let codingPath: [any CodingKey]
    let count: Int?
    let end: Int
    private(set) var currentIndex = 0
    private var next: Int

    init(reader: CompactReader, offset: Int, codingPath: [any CodingKey]) throws {
        self.reader = reader
        self.codingPath = codingPath
        let container = try reader.container(at: offset, tag: .unkeyed, path: codingPath)
        count = container.count
        next = container.start
        end = container.end
    }

    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    private mutating func take() throws -> Int {
        guard !isAtEnd else {
            throw DecodingError.valueNotFound(Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "compiled spec: list ended"))
        }
        let offset = next
        next = try reader.end(of: offset)
        guard next <= end else { throw reader.damaged(codingPath, "item beyond its list") }
        currentIndex += 1
        return offset
    }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd, try reader.byte(at: next) == CompactTag.null.rawValue else { return false }
        _ = try take()
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { try load(type) }
    mutating func decode(_ type: Bool.Type) throws -> Bool { try load(type) }
    mutating func decode(_ type: String.Type) throws -> String { try load(type) }
    mutating func decode(_ type: Double.Type) throws -> Double { try load(type) }
    mutating func decode(_ type: Float.Type) throws -> Float { try load(type) }
    mutating func decode(_ type: Int.Type) throws -> Int { try load(type) }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { try load(type) }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { try load(type) }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { try load(type) }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { try load(type) }
    mutating func decode(_ type: UInt.Type) throws -> UInt { try load(type) }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { try load(type) }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { try load(type) }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { try load(type) }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { try load(type) }

    private mutating func load<T: Decodable>(_ type: T.Type) throws -> T {
        try CompactLoad.value(type, reader: reader, offset: try take(), codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
        KeyedDecodingContainer(try CompactKeyedDecoder<NestedKey>(reader: reader, offset: try take(), codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try CompactUnkeyedDecoder(reader: reader, offset: try take(), codingPath: codingPath)
    }

    mutating func superDecoder() throws -> any Decoder {
        CompactValueDecoder(reader: reader, offset: try take(), codingPath: codingPath)
    }
}

private struct CompactSingleDecoder: SingleValueDecodingContainer {
    let reader: CompactReader
    let offset: Int
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { (try? reader.byte(at: offset)) == CompactTag.null.rawValue }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: Bool.Type) throws -> Bool { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: String.Type) throws -> String { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: Double.Type) throws -> Double { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: Float.Type) throws -> Float { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: Int.Type) throws -> Int { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: Int8.Type) throws -> Int8 { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: Int16.Type) throws -> Int16 { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: Int32.Type) throws -> Int32 { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: Int64.Type) throws -> Int64 { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: UInt.Type) throws -> UInt { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try CompactLoad.value(type, reader: reader, offset: offset, codingPath: codingPath) }
}
