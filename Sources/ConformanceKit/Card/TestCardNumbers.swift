import Foundation

/// Published test card numbers used as replacements, by length and brand prefix.
package enum TestCardNumbers {
    /// Published test card numbers: the only card numbers allowed in spec examples and kept by redaction.
    ///
    /// Scheme test cards, then the Vantiv cnpAPI certification cards (the test data of Vantiv's
    /// certification, as its Litle SDKs ship it). The sandbox's card tables (`Specs/<protocol>/sandbox/cards.yaml`)
    /// may only hold numbers of this list: `SandboxFactsTests` fails otherwise, so redaction without the specs at hand keeps them too.
    package static let documented: Set<String> = [
        "4100000000000000", "5100000000000000", "4111111111111111", "4242424242424242", "4000000000000002",
        "4012888888881881", "5555555555554444", "5454545454545454", "378282246310005", "371449635398431",
        "6011111111111117", "6011000990139424", "3530111333300000", "3566002020360505", "30569309025904",
        "38520000023237", "4444333322221111", "5105105105105100", "4222222222222", "4035501000000008",
        "4000000000000077", "5200828282828210", "2223003122003222", "6703444444444449",
        "4457010000000009", "4457010100000008", "4457010140000141", "5112010000000003", "5112010100000002", "6011010100000002",
        "375001010000003",
        // A published debit test card the Vantiv table uses as prepaid, and the pre-live eProtect simulator's cards (875, 889).
        "6011010000000003", "4457010200000007", "4000056655665556",
        // The sandbox's outcome cards (docs/sandbox.md): 3-D Secure challenge, unauthorised, insufficient funds.
        "4000000000003220", "4000000000001091", "4000000000000101", "4000000760000002",
    ]

    static let known: [String] = [
        "4111111111111111", "5555555555554444", "2223003122003222", "6011111111111117", "3530111333300000", "378282246310005",
        "30569309025904", "4222222222222",
    ]

    /// A card number of the same length and first digit: a published test card when one exists,
    /// otherwise a Luhn-valid placeholder made of at most two distinct digits.
    package static func replacement(for digits: String) -> String {
        let length = digits.count
        let first = digits.first ?? "4"
        if let card = known.first(where: { $0.count == length && $0.first == first }) { return card }
        // Placeholders: the first digit, then runs of one other digit and of the first digit; the
        // Luhn sum moves with the split point, so some split is valid for every length.
        let prefix = String(first)
        for fill in ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"] {
            for tail in 0..<max(1, length - 1) {
                let candidate = prefix + String(repeating: fill, count: length - 1 - tail) + String(repeating: prefix, count: tail)
                if Luhn.isValid(candidate) { return candidate }
            }
        }
        return String(repeating: "0", count: length)
    }
}
