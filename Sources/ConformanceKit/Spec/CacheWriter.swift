import Foundation

// The compiled-spec cache's one binary layout (``SpecCache``): every cached type (the spec model, the
// diagnostics, the entry itself) conforms to ``CacheCodable`` and writes its stored properties in
// declaration order with the primitives below, then reads them back in the same order, with no keys,
// no containers and no Codable machinery. Reading four protocols through Codable cost about 20 ms of
// every start (generic dispatch per value and the runtime's first look-ups of each generic type);
// this costs a few.
//
// Primitives: integers are zigzag varints, strings a varint byte count then UTF-8, booleans and
// optional markers one byte, doubles their 8 bytes little-endian, lists a varint count then the
// items, enumerations with a raw value their raw value's text, enumerations with payloads a varint
// case number then the payload. Dictionaries are written sorted by key, so an entry's bytes depend
// only on what it holds.
//
// A type's codec must list every stored property. `SpecCacheTests` builds a spec in which every
// property of every model type is set (and checks that it is, by reflection), reads it back, and
// compares both through their Codable form, which the compiler keeps complete: a property added to
// the model and forgotten here fails the tests. Diagnostics are compared with `==` after a round trip
// with every severity, argument kind and message ID. It also reads every protocol of the project back.

/// Writes values in the compiled-spec cache's layout.
struct CacheWriter {
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

    mutating func write<Value: CacheCodable>(_ value: Value) { value.write(to: &self) }

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

    mutating func write<Value: CacheCodable>(_ value: Value?) {
        guard let value else { return bytes.append(0) }
        bytes.append(1)
        value.write(to: &self)
    }

    mutating func write<Value: CacheCodable>(_ values: [Value]) {
        write(values.count)
        for value in values { value.write(to: &self) }
    }

    mutating func write<Value: CacheCodable>(_ values: [Value]?) {
        guard let values else { return bytes.append(0) }
        bytes.append(1)
        write(values)
    }

    mutating func write<Value: CacheCodable>(_ values: [String: Value]) {
        write(values.count)
        for key in values.keys.sorted() {
            write(key)
            values[key]!.write(to: &self)
        }
    }
}
