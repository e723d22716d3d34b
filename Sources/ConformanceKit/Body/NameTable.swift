import Foundation

/// A fixed set of ASCII names, found by their UTF-8 bytes: the JSON parser takes a member name from
/// here when it is one (the same string the compiled field holds, so no new string is built and the
/// checker's name comparison finds identical strings).
struct NameTable: Sendable {
    /// For each slot of the open-addressing table, the position of its name (-1: empty).
    private let slots: [Int32]
    private let names: [String]
    /// Where each name's bytes start in `storage`, and how many there are.
    private let starts: [Int]
    private let lengths: [Int]
    private let storage: [UInt8]
    private let mask: Int

    init() {
        slots = []
        names = []
        starts = []
        lengths = []
        storage = []
        mask = 0
    }

    init(_ all: [String]) {
        var names: [String] = []
        names.reserveCapacity(all.count)
        var seen = Set<String>(minimumCapacity: all.count)
        var byteCount = 0
        for name in all where seen.insert(name).inserted {
            var ascii = true
            for byte in name.utf8 where byte >= 0x80 {
                ascii = false
                break
            }
            // ASCII names only: equal bytes then mean equal strings, and unequal bytes unequal strings.
            if ascii {
                names.append(name)
                byteCount += name.utf8.count
            }
        }
        var size = 16
        while size < names.count * 2 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        var starts: [Int] = []
        var lengths: [Int] = []
        var storage: [UInt8] = []
        starts.reserveCapacity(names.count)
        lengths.reserveCapacity(names.count)
        storage.reserveCapacity(byteCount)
        for (position, name) in names.enumerated() {
            let start = storage.count
            storage.append(contentsOf: name.utf8)
            starts.append(start)
            lengths.append(storage.count - start)
            var slot = storage.withUnsafeBufferPointer { NameTable.hash(UnsafeBufferPointer(rebasing: $0[start...])) } & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(position)
        }
        self.slots = slots
        self.names = names
        self.starts = starts
        self.lengths = lengths
        self.storage = storage
        self.mask = size - 1
    }

    /// A quick hash: the length and the first and last eight bytes (names differ there), or every byte of a short name.
    @inline(__always) static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let count = bytes.count
        var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        if count >= 8, let base = bytes.baseAddress {
            let head = UnsafeRawPointer(base).loadUnaligned(as: UInt64.self)
            let tail = UnsafeRawPointer(base + count - 8).loadUnaligned(as: UInt64.self)
            hash = (hash ^ head) &* 0xFF51_AFD7_ED55_8CCD
            hash = (hash ^ tail) &* 0xC4CE_B9FE_1A85_EC53
        } else {
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        }
        return Int(truncatingIfNeeded: hash ^ (hash >> 32))
    }

    /// The name spelled by these bytes, if it is in the table.
    func name(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard mask > 0, let base = bytes.baseAddress else { return nil }
        let count = bytes.count
        var slot = NameTable.hash(bytes) & mask
        return storage.withUnsafeBufferPointer { stored -> String? in
            while true {
                let position = Int(slots[slot])
                if position < 0 { return nil }
                if lengths[position] == count, memcmp(stored.baseAddress! + starts[position], base, count) == 0 { return names[position] }
                slot = (slot + 1) & mask
            }
        }
    }
}
