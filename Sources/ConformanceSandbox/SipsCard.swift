import ConformanceKit
import Foundation

/// A card as the simulator keeps it.
struct SipsCard: Sendable {
    /// The card number.
    var number: String
    /// The expiry date (yyyyMM).
    var expiry: String
    /// The brand chosen for the payment.
    var brand: String

    /// The masked number: first four digits, `#` for the middle, last two digits.
    var maskedPan: String {
        guard number.count > 6 else { return String(repeating: "#", count: number.count) }
        return String(number.prefix(4)) + String(repeating: "#", count: number.count - 6) + String(number.suffix(2))
    }

    /// The brands of a card number: two for the co-badged test card range, else the scheme's brand.
    static func brands(_ digits: String) -> [String] {
        if digits.hasPrefix("403550") { return ["CB", "VISA"] }
        let brand = TestCardOutcome.brand(digits)
        return brand == "UNKNOWN" ? [] : [brand]
    }
}
