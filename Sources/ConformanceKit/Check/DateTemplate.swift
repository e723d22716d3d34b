/// A date layout made of `yyyy`, `yy`, `MM`, `dd`, `HH`, `mm`, `ss` and separators.
package struct DateTemplate: Sendable, Hashable {
    enum Part: Sendable, Hashable {
        case year4, year2, month, day, hour, minute, second
        case literal(UInt8)
    }

    /// The template as written in the spec.
    package let text: String
    let parts: [Part]

    /// Parses a template; nil when it has no date token or an unknown character.
    package init?(_ text: String) {
        var parts: [Part] = []
        var rest = Substring(text)
        let tokens: [(String, Part)] = [
            ("yyyy", .year4), ("yy", .year2), ("MM", .month), ("dd", .day), ("HH", .hour), ("mm", .minute), ("ss", .second),
        ]
        outer: while !rest.isEmpty {
            for (token, part) in tokens where rest.hasPrefix(token) {
                parts.append(part)
                rest = rest.dropFirst(token.count)
                continue outer
            }
            guard let character = rest.first, "-/:. T".contains(character), let ascii = character.asciiValue else { return nil }
            parts.append(.literal(ascii))
            rest = rest.dropFirst()
        }
        guard parts.contains(where: { if case .literal = $0 { false } else { true } }) else { return nil }
        self.text = text
        self.parts = parts
    }

    func matches(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { matches($0) } }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var cursor = ISODate.Cursor(bytes)
        var year = 2000
        var month = 1
        var day = 1
        var hasDay = false
        for part in parts {
            switch part {
            case .year4: guard let v = cursor.number(4) else { return false }; year = v
            case .year2: guard let v = cursor.number(2) else { return false }; year = 2000 + v
            case .month: guard let v = cursor.number(2), (1...12).contains(v) else { return false }; month = v
            case .day: guard let v = cursor.number(2), (1...31).contains(v) else { return false }; day = v; hasDay = true
            case .hour: guard let v = cursor.number(2), v <= 23 else { return false }
            case .minute: guard let v = cursor.number(2), v <= 59 else { return false }
            case .second: guard let v = cursor.number(2), v <= 60 else { return false }
            case .literal(let byte):
                guard cursor.index < bytes.count, bytes[cursor.index] == byte else { return false }
                cursor.index += 1
            }
        }
        guard cursor.atEnd else { return false }
        return !hasDay || day <= ISODate.daysIn(month: month, year: year)
    }
}
