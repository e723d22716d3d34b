import ConformanceKit
import Foundation
import Testing

/// Shared by several test targets (moved out of `CassetteTests`).
package enum CardFixtures {
    /// A Luhn-valid, non-test card number of the given prefix, built at run time (never a literal in the repo).
    package static func realLookingPAN(_ prefix: String, length: Int = 16) -> String {
        var digits = prefix
        var seed = 7
        while digits.count < length - 1 {
            seed = (seed * 31 + 11) % 97
            digits += String(seed % 10)
        }
        return (0...9).map { digits + String($0) }.first { Luhn.isValid($0) }!
    }
}
