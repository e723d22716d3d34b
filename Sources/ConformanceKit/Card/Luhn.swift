import Foundation

/// The Luhn (mod 10) checksum used by card numbers.
package enum Luhn {
    /// The Luhn sum of a string of ASCII digits.
    package static func sum(_ digits: [UInt8]) -> Int {
        digits.withUnsafeBufferPointer { sum($0) }
    }

    /// The Luhn sum of ASCII digits in a buffer.
    static func sum(_ digits: UnsafeBufferPointer<UInt8>) -> Int {
        var total = 0
        var double = false
        var index = digits.count
        while index > 0 {
            index -= 1
            var digit = Int(digits[index]) - 48
            if double {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            total += digit
            double.toggle()
        }
        return total
    }

    /// The digits of `stem` followed by the one check digit that makes their Luhn sum `remainder` modulo 10.
    package static func completing(_ stem: String, remainder: Int) -> String {
        var digits = Array(stem.utf8) + [UInt8(ascii: "0")]
        for candidate in 0...9 {
            digits[digits.count - 1] = UInt8(48 + candidate)
            if sum(digits) % 10 == remainder { break }
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// Whether a string of digits passes the Luhn check.
    package static func isValid(_ digits: String) -> Bool {
        let bytes = Array(digits.utf8)
        return !bytes.isEmpty && bytes.allSatisfy(isDigit) && sum(bytes) % 10 == 0
    }
}
