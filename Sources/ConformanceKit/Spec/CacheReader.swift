import Foundation

/// What went wrong reading a cache entry: a damaged or foreign entry is a cache miss.
struct CacheDamage: Error {
    /// Where in the entry reading stopped.
    var offset: Int
}

/// Reads values written by ``CacheWriter``.
struct CacheReader: ~Copyable {
    private let bytes: UnsafeBufferPointer<UInt8>
    private(set) var offset = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether every byte has been read.
    var atEnd: Bool { offset == bytes.count }

    private mutating func byte() throws(CacheDamage) -> UInt8 {
        guard offset < bytes.count else { throw CacheDamage(offset: offset) }
        defer { offset += 1 }
        return bytes[offset]
    }

    mutating func int() throws(CacheDamage) -> Int {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            let next = try byte()
            guard shift < 64 else { throw CacheDamage(offset: offset) }
            value |= UInt64(next & 0x7f) << shift
            if next < 0x80 { break }
            shift += 7
        }
        let decoded = Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1)
        return Int(decoded)
    }

    mutating func bool() throws(CacheDamage) -> Bool {
        switch try byte() {
        case 0: return false
        case 1: return true
        default: throw CacheDamage(offset: offset - 1)
        }
    }

    mutating func double() throws(CacheDamage) -> Double {
        guard bytes.count - offset >= 8 else { throw CacheDamage(offset: offset) }
        var bits: UInt64 = 0
        for index in 0..<8 { bits |= UInt64(bytes[offset + index]) << (8 * UInt64(index)) }
        offset += 8
        return Double(bitPattern: bits)
    }

    mutating func count() throws(CacheDamage) -> Int {
        let count = try int()
        guard count >= 0, count <= bytes.count - offset else { throw CacheDamage(offset: offset) }
        return count
    }

    mutating func string() throws(CacheDamage) -> String {
        let length = try count()
        defer { offset += length }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]), as: UTF8.self)
    }

    mutating func optionalString() throws(CacheDamage) -> String? {
        try bool() ? try string() : nil
    }

    mutating func optionalInt() throws(CacheDamage) -> Int? {
        try bool() ? try int() : nil
    }

    mutating func optionalDouble() throws(CacheDamage) -> Double? {
        try bool() ? try double() : nil
    }

    mutating func strings() throws(CacheDamage) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    mutating func value<Value: CacheCodable>(_: Value.Type = Value.self) throws(CacheDamage) -> Value {
        try Value(from: &self)
    }

    mutating func optional<Value: CacheCodable>(_: Value.Type = Value.self) throws(CacheDamage) -> Value? {
        try bool() ? try Value(from: &self) : nil
    }

    mutating func list<Value: CacheCodable>(_: Value.Type = Value.self) throws(CacheDamage) -> [Value] {
        let count = try count()
        var values: [Value] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try Value(from: &self)) }
        return values
    }

    mutating func optionalList<Value: CacheCodable>(_: Value.Type = Value.self) throws(CacheDamage) -> [Value]? {
        try bool() ? try list(Value.self) : nil
    }

    mutating func dictionary<Value: CacheCodable>(_: Value.Type = Value.self) throws(CacheDamage) -> [String: Value] {
        let count = try count()
        var values: [String: Value] = [:]
        values.reserveCapacity(count)
        for _ in 0..<count {
            let key = try string()
            values[key] = try Value(from: &self)
        }
        return values
    }

    mutating func rawValue<Value: RawRepresentable>(_: Value.Type = Value.self) throws(CacheDamage) -> Value
    where Value.RawValue == String {
        let start = offset
        guard let value = Value(rawValue: try string()) else { throw CacheDamage(offset: start) }
        return value
    }

    mutating func optionalRawValue<Value: RawRepresentable>(_: Value.Type = Value.self) throws(CacheDamage) -> Value?
    where Value.RawValue == String {
        try bool() ? try rawValue(Value.self) : nil
    }
}
