import Foundation

/// Finds card-number-like values (``CardNumberRuns``) that are not allowed test cards, and rewrites them.
package enum CardNumberScan {
    /// One run of digits (``CardNumberRuns/Run``).
    typealias Run = CardNumberRuns.Run

    /// One card-number-like value found in a text.
    package struct Hit: Sendable, Hashable {
        /// The 1-based line.
        package var line: Int
        /// The 1-based column.
        package var column: Int
        /// The digits, masked but for the last four.
        package var masked: String
        /// Where the value is: in the text at `line`, `column`, or elsewhere (a Base64 body, the header…).
        package var place: Place = .text

        /// Where a hit is.
        package enum Place: Sendable, Hashable {
            /// In the text itself, at the hit's line and column.
            case text
            /// Inside the Base64 text that starts at the hit's line and column.
            case base64
            /// Inside percent-encoded text.
            case percentEncoded
            /// A value spelt with JSON `\u` escapes, in the interaction at this JSON path when it is known.
            case unicodeEscapes(path: String?)
            /// In the Base64 body of the interaction at this JSON path.
            case base64Body(path: String)
            /// In the cassette's header.
            case header
            /// A clear value of a sensitive kind under a sensitive name, at a JSON path.
            case underName(path: String, kind: String, name: String)
        }

        /// Where the hit is, in the reader's language.
        package var position: MessageArgument {
            let line = MessageArgument.plain(String(self.line))
            let column = MessageArgument.plain(String(self.column))
            switch place {
            case .text: return .localized(MessageID.textLineColumn.localized([line, column]))
            case .base64: return .localized(MessageID.cardInBase64.localized([line, column]))
            case .percentEncoded: return .localized(MessageID.cardPercentEncoded.localized())
            case .unicodeEscapes(nil): return .localized(MessageID.cardUnicodeEscapes.localized())
            case .unicodeEscapes(let path?): return .localized(MessageID.cardUnicodeEscapesAt.localized([.plain(path)]))
            case .base64Body(let path): return .localized(MessageID.cardBase64Body.localized([.plain(path)]))
            case .header: return .localized(MessageID.cardHeader.localized())
            case .underName(let path, let kind, let name):
                return .localized(MessageID.cardUnderName.localized([.plain(path), .plain(kind), .plain(name)]))
            }
        }
    }

    /// Replaces every card number in a text by a test card of the same length and prefix; nil when there is none.
    package static func replaceRuns(in text: String, allowed: Set<String>) -> String? {
        guard text.utf8.count >= 13, CardNumberRuns.mayHoldCardNumber(text) else { return nil }
        return replaceRuns(inBytes: Array(text.utf8), allowed: allowed).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Replaces every card number written as ASCII digits in bytes by a test card; nil when there is none.
    package static func replaceRuns(inBytes bytes: [UInt8], allowed: Set<String>) -> [UInt8]? {
        rewriteRuns(inBytes: bytes, allowed: allowed) { run in
            let replacement = Array(TestCardNumbers.replacement(for: String(decoding: run.digits, as: UTF8.self)).utf8)
            return { index in [replacement[index]] }
        }
    }

    /// Rewrites the digits of every forbidden card number in a text; nil when it holds none.
    ///
    /// The spaces or dashes grouping the digits stay; `digits(run)` gives the bytes for the run's n-th digit.
    static func rewriteRuns(in text: String, allowed: Set<String>, digits: (Run) -> (Int) -> [UInt8]) -> String? {
        guard text.utf8.count >= 13, CardNumberRuns.mayHoldCardNumber(text) else { return nil }
        return rewriteRuns(inBytes: Array(text.utf8), allowed: allowed, digits: digits).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Rewrites the digits of every forbidden card number in bytes; nil when they hold none.
    static func rewriteRuns(inBytes bytes: [UInt8], allowed: Set<String>, digits: (Run) -> (Int) -> [UInt8]) -> [UInt8]? {
        guard bytes.count >= 13 else { return nil }
        let forbidden = CardNumberRuns.runs(bytes).filter { CardNumberRuns.isForbidden($0, allowed: allowed) }
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
    package static func scan(_ text: String, allowed: Set<String> = TestCardNumbers.documented) -> [Hit] {
        scan(bytes: Array(text.utf8), allowed: allowed)
    }

    /// Every card-number-like value in bytes read as text.
    package static func scan(bytes: [UInt8], allowed: Set<String>) -> [Hit] {
        var hits: [Hit] = []
        // Line starts are only needed to place a hit, and hits are rare: found once, on the first one.
        var lineStarts: [Int] = []
        for run in CardNumberRuns.runs(bytes) where CardNumberRuns.isForbidden(run, allowed: allowed) {
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
}
