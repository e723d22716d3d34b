import Foundation

/// Published test card numbers used as replacements, by length and brand prefix.
package enum TestCardNumbers {
    static let known: [String] = [
        "4111111111111111", "5555555555554444", "2223003122003222", "6011111111111117", "3530111333300000", "378282246310005",
        "30569309025904", "4222222222222",
    ]

    /// A card number of the same length and first digit: a published test card when one exists,
    /// otherwise a Luhn-valid placeholder made of at most two distinct digits.
    package static func replacement(for digits: String) -> String {
        let length = digits.count
        let first = digits.first ?? "4"
        if let card = known.first(where: { $0.count == length && $0.first == first }) { return card }
        // Placeholders: the first digit, then runs of one other digit and of the first digit; the
        // Luhn sum moves with the split point, so some split is valid for every length.
        let prefix = String(first)
        for fill in ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"] {
            for tail in 0..<max(1, length - 1) {
                let candidate = prefix + String(repeating: fill, count: length - 1 - tail) + String(repeating: prefix, count: tail)
                if Luhn.isValid(candidate) { return candidate }
            }
        }
        return String(repeating: "0", count: length)
    }
}
