import Foundation

/// Finds card-number-like values: Luhn-valid runs of 13 to 19 digits, optionally grouped by single
/// spaces or dashes, that are neither published test cards nor placeholders of at most two digits.
package enum CardNumberScan {
    /// One card-number-like value found in a text.
    package struct Hit: Sendable, Hashable {
        /// The 1-based line.
        package var line: Int
        /// The 1-based column.
        package var column: Int
        /// The digits, masked but for the last four.
        package var masked: String
        /// Where the value is when it is not in the text itself (a Base64 body).
        package var context: String?

        /// `line:column`, or the context.
        package var position: String { context ?? "line \(line), column \(column)" }
    }

    /// Whether a run of ASCII digits is a card number that must not be published.
    package static func isCardNumber(_ digits: [UInt8]) -> Bool {
        (13...19).contains(digits.count) && Set(digits).count > 2 && Luhn.sum(digits) % 10 == 0
    }

    struct Run {
        var start: Int
        var end: Int
        var digits: [UInt8]
    }

    /// The digit runs of a text, joining digits separated by one space or dash.
    static func runs(_ bytes: [UInt8]) -> [Run] {
        var result: [Run] = []
        var index = 0
        while index < bytes.count {
            guard isDigit(bytes[index]) else {
                index += 1
                continue
            }
            if index > 0, isDigit(bytes[index - 1]) {
                index += 1
                continue
            }
            let start = index
            var digits: [UInt8] = []
            var end = index
            var cursor = index
            while cursor < bytes.count {
                if isDigit(bytes[cursor]) {
                    digits.append(bytes[cursor])
                    end = cursor + 1
                    cursor += 1
                } else if (bytes[cursor] == 0x20 || bytes[cursor] == 0x2D), cursor + 1 < bytes.count, isDigit(bytes[cursor + 1]), !digits.isEmpty {
                    cursor += 1
                } else {
                    break
                }
            }
            if digits.count >= 13, let uuidEnd = uuidEnd(containing: start, in: bytes) {
                // The digit groups of a UUID read across its dashes are not a card number: no group
                // holds more than 12 digits. Scanning goes on after the UUID.
                index = uuidEnd
                continue
            }
            result.append(Run(start: start, end: end, digits: digits))
            index = end
        }
        return result
    }

    /// The end of the UUID (`8-4-4-4-12` hexadecimal digits) that holds a position, if one does.
    static func uuidEnd(containing position: Int, in bytes: [UInt8]) -> Int? {
        let groups = [8, 4, 4, 4, 12]
        func isHex(_ byte: UInt8) -> Bool {
            isDigit(byte) || (0x61...0x66).contains(byte) || (0x41...0x46).contains(byte)
        }
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

    /// Whether a text holds at least 13 ASCII digits, the fewest a card number has (a cheap test before the scan).
    static func hasCardLength(_ text: String) -> Bool {
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

    /// Whether a digit run is a card number that may not be published (not an allowed test card).
    static func isForbidden(_ run: Run, allowed: Set<String>) -> Bool {
        isCardNumber(run.digits) && !allowed.contains(String(decoding: run.digits, as: UTF8.self))
    }

    /// Replaces every card number in a text by a test card of the same length and prefix; nil when there is none.
    package static func replaceRuns(in text: String, allowed: Set<String>) -> String? {
        guard text.utf8.count >= 13, hasCardLength(text) else { return nil }
        return replaceRuns(inBytes: Array(text.utf8), allowed: allowed).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Rewrites the digits of every forbidden card number in a text; nil when it holds none.
    ///
    /// The spaces or dashes grouping the digits stay; `digits(run)` gives the bytes for the run's n-th digit.
    static func rewriteRuns(in text: String, allowed: Set<String>, digits: (Run) -> (Int) -> [UInt8]) -> String? {
        guard text.utf8.count >= 13, hasCardLength(text) else { return nil }
        return rewriteRuns(inBytes: Array(text.utf8), allowed: allowed, digits: digits).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Rewrites the digits of every forbidden card number in bytes; nil when they hold none.
    static func rewriteRuns(inBytes bytes: [UInt8], allowed: Set<String>, digits: (Run) -> (Int) -> [UInt8]) -> [UInt8]? {
        guard bytes.count >= 13 else { return nil }
        let forbidden = runs(bytes).filter { isForbidden($0, allowed: allowed) }
        guard !forbidden.isEmpty else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 32)
        var position = 0
        for run in forbidden {
            output += bytes[position..<run.start]
            let digit = digits(run)
            var index = 0
            for byte in bytes[run.start..<run.end] {
                if isDigit(byte) {
                    output += digit(index)
                    index += 1
                } else {
                    output.append(byte)
                }
            }
            position = run.end
        }
        output += bytes[position...]
        return output
    }

    /// Every card-number-like value in a text, with its line and column.
    package static func scan(_ text: String, allowed: Set<String> = SpecValidator.testCards) -> [Hit] {
        scan(bytes: Array(text.utf8), allowed: allowed)
    }

    /// Every card-number-like value in bytes read as text.
    package static func scan(bytes: [UInt8], allowed: Set<String>) -> [Hit] {
        var hits: [Hit] = []
        // Line starts are only needed to place a hit, and hits are rare: found once, on the first one.
        var lineStarts: [Int] = []
        for run in runs(bytes) where run.digits.count >= 13 && run.digits.count <= 19 && isForbidden(run, allowed: allowed) {
            if lineStarts.isEmpty {
                lineStarts = [0]
                var index = 0
                while index < bytes.count {
                    if bytes[index] == 0x0A { lineStarts.append(index + 1) }
                    index += 1
                }
            }
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= run.start { low = mid } else { high = mid - 1 }
            }
            let digits = String(decoding: run.digits, as: UTF8.self)
            hits.append(Hit(line: low + 1, column: run.start - lineStarts[low] + 1, masked: SensitiveValue.mask(digits)))
        }
        return hits
    }

    /// Scans a cassette: its text, the values its JSON escapes spell out, and the decoded bytes of its Base64 bodies.
    package static func scan(cassette text: String, cassette: Cassette, allowed: Set<String>) -> [Hit] {
        var hits = scanDeep(bytes: Array(text.utf8), allowed: allowed, depth: 0)
        if SensitiveNames.bytes(of: text, contain: "\\u") {
            // `"\u0034556…"` hides a card number from a text scan; the canonical encoding writes the digits out.
            var seen: [String: Int] = [:]
            for hit in hits { seen[hit.masked, default: 0] += 1 }
            for hit in scan(bytes: Array(CassetteCodec.encode(cassette).utf8), allowed: allowed) {
                if let count = seen[hit.masked], count > 0 {
                    seen[hit.masked] = count - 1
                } else {
                    hits.append(Hit(line: 0, column: 0, masked: hit.masked, context: "a value spelt with JSON \\u escapes"))
                }
            }
        }
        for (index, interaction) in cassette.interactions.enumerated() {
            for body in [interaction.request.body, interaction.response.body] {
                if case .base64(let data) = body {
                    for hit in scanDeep(bytes: Array(data), allowed: allowed, depth: 1) {
                        hits.append(Hit(line: 0, column: 0, masked: hit.masked, context: "$.interactions[\(index)] base64 body"))
                    }
                }
            }
        }
        return hits + scanNames(cassette, policy: RedactionPolicy(allowedCards: allowed))
    }
}
