import ConformanceKit
import Foundation

/// Deterministic random values (SplitMix64): the same seed gives the same sequence.
///
/// Thread-safe; under concurrency the order in which callers draw decides who gets which value,
/// so for byte-identical answers replay requests in the same order.
package final class SandboxRandom: @unchecked Sendable {
    let lock = NSLock()
    var generator: SplitMix64

    /// Creates a generator from a seed.
    package init(seed: UInt64) { generator = SplitMix64(seed: seed &+ 0x9E37_79B9_7F4A_7C15) }

    /// The next 64 random bits.
    package func next() -> UInt64 {
        lock.withLock { generator.next() }
    }

    /// A string of `count` characters drawn from an alphabet.
    package func string(_ count: Int, alphabet: String = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") -> String {
        // An ASCII alphabet (every one the simulators use) is drawn byte by byte under one lock: the same values,
        // without an array of characters and a lock per character. CR is left out: CR LF is a single character.
        let drawn = alphabet.utf8.withContiguousStorageIfAvailable { letters -> String? in
            guard count > 0, !letters.isEmpty, letters.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) else { return nil }
            let size = UInt64(letters.count)
            return lock.withLock {
                String(unsafeUninitializedCapacity: count) { buffer in
                    for index in 0..<count { buffer[index] = letters[Int(generator.next() % size)] }
                    return count
                }
            }
        }
        if let drawn, let drawn { return drawn }
        let characters = Array(alphabet)
        return String((0..<count).map { _ in characters[Int(next() % UInt64(characters.count))] })
    }

    /// A string of `count` decimal digits.
    package func digits(_ count: Int) -> String { string(count, alphabet: "0123456789") }

    /// A string of `count` lower-case hexadecimal digits.
    package func hex(_ count: Int) -> String { string(count, alphabet: "0123456789abcdef") }

    /// A URL-safe opaque token with a readable prefix.
    package func token(_ prefix: String, length: Int = 24) -> String { prefix + string(length) }

    /// `count` random bytes.
    package func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) } }

    /// A random UUID string.
    package func uuid() -> String {
        let h = hex(32)
        let parts = [h.prefix(8), h.dropFirst(8).prefix(4), h.dropFirst(12).prefix(4), h.dropFirst(16).prefix(4), h.dropFirst(20)]
        return parts.map(String.init).joined(separator: "-")
    }
}
