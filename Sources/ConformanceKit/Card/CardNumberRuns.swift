import Foundation

/// The one definition of a card-number-like value, shared by the redactor and every scan.
///
/// Text is read as runs of ASCII digits. A run's groups may be joined by one space or one dash
/// (`4111 1111 1111 1111`, `4111-1111-1111-1111`); any other byte ends it. Three kinds of digits are not read as
/// runs of their own:
///
/// - the digits after a decimal point (a `.` between two runs): a fraction is a measure, never a card number.
///   `-6.17…e+16` (15 fraction digits) holds the runs `6` and `16`, whatever its fraction's checksum; the whole part still
///   counts, so `4111111111111111.0` holds `4111111111111111`. Two or more points make a dotted sequence (a version,
///   an address), whose groups are all runs;
/// - the digit groups of a UUID (`8-4-4-4-12` hexadecimal digits), which would otherwise join across its dashes;
/// - the hexadecimal digits of an escape, a JSON `\uXXXX` or a percent-encoded `%XX`, which also ends a run: a
///   value reads the same in a JSON string or a URL as in the text they spell, whose own runs are read once decoded
///   (`4111%201111…` is two runs here, one in its decoded text; `%204111…` does not read as `204111…`).
///
/// A sign is not part of a run: the JSON number `-4111111111111111` holds `4111111111111111`, as the text does. A run
/// is a card number when it has 13 to 19 digits, passes the Luhn check and is not a placeholder of at most two distinct
/// digits (``isCardNumber(_:)``).
package enum CardNumberRuns {
    /// One run of digits in a text.
    package struct Run: Sendable, Hashable {
        /// The offset of its first digit.
        package var start: Int
        /// The offset just after its last digit.
        package var end: Int
        /// Its digits, without the spaces or dashes that group them.
        package var digits: [UInt8]
    }

    /// Whether a run of ASCII digits is a card number: 13 to 19 digits, Luhn-valid, more than two distinct digits.
    package static func isCardNumber(_ digits: [UInt8]) -> Bool {
        (13...19).contains(digits.count) && digits.allSatisfy(isDigit) && Set(digits).count > 2 && Luhn.sum(digits) % 10 == 0
    }

    /// Whether a run is a card number that may not be published: a card number that is not one of `allowed`.
    package static func isForbidden(_ run: Run, allowed: Set<String>) -> Bool {
        isCardNumber(run.digits) && !allowed.contains(String(decoding: run.digits, as: UTF8.self))
    }

    /// Whether a text holds at least 13 ASCII digits, the fewest a card number has (a cheap test before reading runs).
    package static func mayHoldCardNumber(_ text: String) -> Bool {
        let counted = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            var digits = 0
            for byte in bytes where isDigit(byte) {
                digits += 1
                if digits >= 13 { return true }
            }
            return false
        }
        return counted ?? true
    }

    /// The runs of digits in bytes read as text, in order.
    package static func runs(_ bytes: [UInt8]) -> [Run] {
        let all = allRuns(bytes)
        guard all.count > 1 else { return all }
        var result: [Run] = []
        result.reserveCapacity(all.count)
        for index in all.indices where !isFraction(index, of: all, in: bytes) { result.append(all[index]) }
        return result
    }

    /// Whether a run is the fraction of a number: it follows `.` right after the run before it, and neither
    /// point has a neighbour that makes the sequence a dotted one (`1.2.3`, a version or an address).
    static func isFraction(_ index: Int, of runs: [Run], in bytes: [UInt8]) -> Bool {
        func pointJoins(_ left: Int) -> Bool {
            left >= 0 && left + 1 < runs.count && runs[left + 1].start == runs[left].end + 1 && bytes[runs[left].end] == UInt8(ascii: ".")
        }
        return pointJoins(index - 1) && !pointJoins(index - 2) && !pointJoins(index)
    }

    /// Every run of digits, fractions included.
    static func allRuns(_ bytes: [UInt8]) -> [Run] {
        var result: [Run] = []
        var index = 0
        while index < bytes.count {
            if let escapeEnd = escapeEnd(at: index, in: bytes) {
                index = escapeEnd
                continue
            }
            guard isDigit(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            index = runEnd(from: start, in: bytes)
            let digits = bytes[start..<index].filter(isDigit)
            if digits.count >= 13, let uuidEnd = uuidEnd(containing: start, in: bytes) {
                // The digit groups of a UUID read across its dashes are not a card number: no group holds more than
                // 12 digits. Reading goes on after the UUID.
                index = uuidEnd
                continue
            }
            result.append(Run(start: start, end: index, digits: digits))
        }
        return result
    }

    /// The end of the run that starts at a digit: digits, with single spaces or dashes between them.
    static func runEnd(from start: Int, in bytes: [UInt8]) -> Int {
        var end = start
        var cursor = start
        while cursor < bytes.count {
            if isDigit(bytes[cursor]) {
                cursor += 1
                end = cursor
            } else if bytes[cursor] == 0x20 || bytes[cursor] == 0x2D, cursor + 1 < bytes.count, isDigit(bytes[cursor + 1]) {
                cursor += 1
            } else {
                break
            }
        }
        return end
    }

    /// The end of the JSON `\uXXXX` or percent-encoded `%XX` escape that starts at a position, if one does.
    static func escapeEnd(at position: Int, in bytes: [UInt8]) -> Int? {
        if bytes[position] == UInt8(ascii: "%") {
            guard position + 2 < bytes.count, isHex(bytes[position + 1]), isHex(bytes[position + 2]) else { return nil }
            return position + 3
        }
        guard bytes[position] == UInt8(ascii: "\\"), position + 5 < bytes.count, bytes[position + 1] == UInt8(ascii: "u"),
            bytes[(position + 2)..<(position + 6)].allSatisfy(isHex)
        else { return nil }
        return position + 6
    }

    /// The end of the UUID (`8-4-4-4-12` hexadecimal digits) that holds a position, if one does.
    static func uuidEnd(containing position: Int, in bytes: [UInt8]) -> Int? {
        let groups = [8, 4, 4, 4, 12]
        func isUUID(at start: Int) -> Bool {
            guard start >= 0, start + 36 <= bytes.count else { return false }
            if start > 0, isHex(bytes[start - 1]) { return false }
            if start + 36 < bytes.count, isHex(bytes[start + 36]) { return false }
            var cursor = start
            for (number, length) in groups.enumerated() {
                if number > 0 {
                    guard bytes[cursor] == 0x2D else { return false }
                    cursor += 1
                }
                for _ in 0..<length {
                    guard isHex(bytes[cursor]) else { return false }
                    cursor += 1
                }
            }
            return true
        }
        for start in stride(from: position, through: max(0, position - 35), by: -1) where isUUID(at: start) {
            return start + 36
        }
        return nil
    }
}
