/// Helpers that keep card data out of what the tool prints and writes.
public enum SensitiveValue {
    /// Masks a value, keeping at most its last four characters when it is long enough to stay anonymous.
    public static func mask(_ text: String) -> String {
        let count = text.count
        if count >= 12 { return String(repeating: "•", count: count - 4) + text.suffix(4) }
        return String(repeating: "•", count: count)
    }

    /// Whether the text contains a run of 13 to 19 digits that passes the Luhn check (a card number),
    /// digits grouped by single spaces or dashes included.
    public static func containsCardNumber(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count >= 13 else { return false }
        return CardNumberScan.runs(bytes).contains { CardNumberScan.isCardNumber($0.digits) }
    }

    /// The text with every card number in it masked but its last four digits; published test cards stay readable.
    public static func maskingCardNumbers(in text: String, allowed: Set<String> = SpecValidator.testCards) -> String {
        let bytes = Array(text.utf8)
        guard bytes.count >= 13 else { return text }
        let forbidden = CardNumberScan.runs(bytes).filter { CardNumberScan.isForbidden($0, allowed: allowed) }
        guard !forbidden.isEmpty else { return text }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 32)
        var position = 0
        let bullet = Array("•".utf8)
        for run in forbidden {
            output += bytes[position..<run.start]
            var remaining = run.digits.count
            for byte in bytes[run.start..<run.end] {
                guard isDigit(byte) else {
                    output.append(byte)
                    continue
                }
                output += remaining > 4 ? bullet : [byte]
                remaining -= 1
            }
            position = run.end
        }
        output += bytes[position...]
        return String(decoding: output, as: UTF8.self)
    }
}
