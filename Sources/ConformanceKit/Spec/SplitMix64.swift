/// A small, fast, seedable random generator (SplitMix64): the same seed gives the same sequence.
///
/// The runner's generated values, the sandbox's answers and the tests' mutations all draw from it, so a
/// seeded run repeats exactly on any machine.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    /// The generator's state; the next value is derived from it.
    package var state: UInt64

    /// Creates a generator whose state starts at `seed`.
    package init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// FNV-1a of a text: a stable hash (Swift's `Hasher` changes between processes), to derive seeds from names.
    package static func hash(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return hash
    }
}
