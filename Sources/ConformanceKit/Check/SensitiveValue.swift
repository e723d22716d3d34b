/// Helpers that keep card data out of what the tool prints and writes.
public enum SensitiveValue {
    /// Masks a value, keeping at most its last four characters when it is long enough to stay anonymous.
    public static func mask(_ text: String) -> String {
        let count = text.count
        if count >= 12 { return String(repeating: "•", count: count - 4) + text.suffix(4) }
        return String(repeating: "•", count: count)
    }

    /// Whether the text contains a run of 13 to 19 digits that passes the Luhn check (a card number).
    public static func containsCardNumber(_ text: String) -> Bool {
        var run: [UInt8] = []
        for byte in text.utf8 {
            if isDigit(byte) {
                run.append(byte)
                continue
            }
            if CardNumberScan.isCardNumber(run) { return true }
            run.removeAll(keepingCapacity: true)
        }
        return CardNumberScan.isCardNumber(run)
    }
}
