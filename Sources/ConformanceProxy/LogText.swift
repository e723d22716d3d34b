import ConformanceKit
import Foundation

/// Makes a log line about traffic safe to print on standard error and to keep in CI logs.
public enum LogText {
    // TODO(lead): use Redactor.redactLine
    /// The line with card numbers, security codes and secrets masked and terminal controls (and newlines) escaped.
    ///
    /// Query parameters whose name says they hold card data or a secret (`cardNumber`, `cvv`, `csc`,
    /// `password`, `apiKey`…) have their value masked; any other value, percent-decoded, has its card
    /// numbers masked but the last four digits; published test cards stay readable.
    public static func safe(_ line: String, allowedCards: Set<String> = SpecValidator.testCards, secrets: [String] = []) -> String {
        var text = maskingQueryValues(in: line, allowedCards: allowedCards)
        text = SensitiveValue.maskingCardNumbers(in: text, allowed: allowedCards)
        for secret in secrets where !secret.isEmpty && text.contains(secret) {
            text = text.replacingOccurrences(of: secret, with: "REDACTED")
        }
        return VisibleText.escaped(text, keepNewlines: false)
    }

    /// Whether a query parameter (or field) name says its value is card data or a secret.
    public static func isSensitiveName(_ name: String) -> Bool {
        let key = String(name.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
        if exactNames.contains(key) { return true }
        return nameParts.contains { key.contains($0) }
    }

    static let exactNames: Set<String> = [
        "pan", "pin", "cvv", "cvc", "csc", "cvv2", "cvc2", "cid", "pwd", "key", "token", "sig", "signature", "seal", "number", "accountnumber",
    ]
    static let nameParts = ["card", "cvv", "cvc", "csc", "securitycode", "password", "passwd", "secret", "apikey", "credential", "cryptogram"]

    /// Masks the values of `name=value` pairs that follow a `?` or a `&`.
    static func maskingQueryValues(in line: String, allowedCards: Set<String>) -> String {
        guard line.contains("=") else { return line }
        let scalars = Array(line.unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            out.append(scalar)
            index += 1
            guard scalar == "?" || scalar == "&" || scalar == ";" else { continue }
            var nameEnd = index
            while nameEnd < scalars.count, !isPairEnd(scalars[nameEnd]), scalars[nameEnd] != "=" { nameEnd += 1 }
            guard nameEnd < scalars.count, scalars[nameEnd] == "=" else { continue }
            var valueEnd = nameEnd + 1
            while valueEnd < scalars.count, !isPairEnd(scalars[valueEnd]) { valueEnd += 1 }
            let name = String(String.UnicodeScalarView(scalars[index..<nameEnd]))
            let value = String(String.UnicodeScalarView(scalars[(nameEnd + 1)..<valueEnd]))
            let decodedName = decoded(name)
            let decodedValue = decoded(value)
            let shown: String
            if isSensitiveName(decodedName), !value.isEmpty {
                shown = SensitiveValue.mask(decodedValue)
            } else if SensitiveValue.containsCardNumber(decodedValue) {
                shown = SensitiveValue.maskingCardNumbers(in: decodedValue, allowed: allowedCards)
            } else {
                shown = value
            }
            out.append(contentsOf: (name + "=" + shown).unicodeScalars)
            index = valueEnd
        }
        return String(out)
    }

    static func isPairEnd(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "&" || scalar == "#" || scalar == ";" || scalar == " " || scalar.properties.isWhitespace
    }

    /// A query component decoded (`+` as a space, percent escapes), or as is when it does not decode.
    static func decoded(_ text: String) -> String {
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
