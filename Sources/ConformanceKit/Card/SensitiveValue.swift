/// Helpers that keep card data out of what the tool prints and writes.
package enum SensitiveValue {
    /// Masks a value, keeping at most its last four characters when it is long enough to stay anonymous.
    package static func mask(_ text: String) -> String {
        let count = text.count
        if count >= 12 { return String(repeating: "•", count: count - 4) + text.suffix(4) }
        return String(repeating: "•", count: count)
    }

    private static let bullet = Array("•".utf8)

    /// Whether the text holds a card number (``CardNumberRuns``), published test cards included.
    package static func containsCardNumber(_ text: String) -> Bool {
        guard text.utf8.count >= 13, CardNumberRuns.mayHoldCardNumber(text) else { return false }
        return CardNumberRuns.runs(Array(text.utf8)).contains { CardNumberRuns.isCardNumber($0.digits) }
    }

    /// The text with every card number in it masked but its last four digits; published test cards stay readable.
    package static func maskingCardNumbers(in text: String, allowed: Set<String> = TestCardNumbers.documented) -> String {
        // Most texts (names, paths, messages) hold fewer digits than any card number: nothing to scan.
        guard text.utf8.count >= 13, CardNumberRuns.mayHoldCardNumber(text) else { return text }
        let bullet = SensitiveValue.bullet
        return CardNumberScan.rewriteRuns(in: text, allowed: allowed) { run in
            let kept = run.digits.count - 4
            return { index in index < kept ? bullet : [run.digits[index]] }
        } ?? text
    }
}
