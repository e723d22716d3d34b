import ConformanceKit
import Foundation

/// A value a scenario generates once per run; recorded in the cassette so replay sends the same bytes.
package struct GeneratedValue: Sendable, Hashable {
    /// What kind of value.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// Letters and digits, unique per run (`length` characters, after `prefix`).
        case reference
        /// Decimal digits, unique per run.
        case digits
        /// A random UUID in upper-case canonical form.
        case uuid
        /// The run's date, formatted with `format` (`yyyyMMdd`, `MMyyyy`…), moved by `days` and `years`.
        case date
    }

    /// The name templates use.
    package var name: String
    /// The kind.
    package var kind: Kind
    /// The number of generated characters (reference, digits).
    package var length: Int
    /// A fixed prefix (reference, digits).
    package var prefix: String
    /// The date format (date).
    package var format: String
    /// Days added to the date.
    package var days: Int
    /// Years added to the date.
    package var years: Int
    /// Where it is defined.
    package var location: SourceLocation

    /// Creates a generated value.
    package init(
        name: String, kind: Kind, length: Int = 12, prefix: String = "", format: String = "yyyyMMdd", days: Int = 0, years: Int = 0,
        location: SourceLocation
    ) {
        self.name = name
        self.kind = kind
        self.length = length
        self.prefix = prefix
        self.format = format
        self.days = days
        self.years = years
        self.location = location
    }

    /// A fresh value, from a random source and the run's date.
    package func make(date: Date, random: inout some RandomNumberGenerator) -> String {
        switch kind {
        case .reference:
            let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789")
            return prefix + String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
        case .digits:
            return prefix + String((0..<length).map { index in Character(String(Int.random(in: index == 0 ? 1...9 : 0...9, using: &random))) })
        case .uuid:
            var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
            bytes[6] = (bytes[6] & 0x0F) | 0x40
            bytes[8] = (bytes[8] & 0x3F) | 0x80
            let hex = bytes.map { String(format: "%02X", $0) }.joined()
            let characters = Array(hex)
            return [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(characters[$0]) }.joined(separator: "-")
        case .date:
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            var moved = calendar.date(byAdding: .day, value: days, to: date) ?? date
            moved = calendar.date(byAdding: .year, value: years, to: moved) ?? moved
            let formatter = DateFormatter()
            formatter.calendar = calendar
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = calendar.timeZone
            formatter.dateFormat = format
            return formatter.string(from: moved)
        }
    }
}
