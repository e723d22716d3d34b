import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// The byte-wise fragment match of sensitive names agrees with Foundation's `contains` on every case.
@Suite struct SensitiveNameMatchTests {
    @Test func byteMatchAgreesWithFoundation() {
        let texts = ["", "a", "cvv", "cardcvv2", "xcvvx", "cv", "securitycode", "pan", "panpan", "expirydate", "ab\\u0034", "\\u"]
        let fragments = ["", "cvv", "cv", "code", "pan", "an", "x", "expiry", "\\u", "cardcvv2x"]
        for text in texts {
            for fragment in fragments {
                #expect(
                    utf8(of: text, contains: fragment) == (fragment.isEmpty || text.contains(fragment)), "'\(text)' / '\(fragment)'")
            }
        }
        var random = SplitMix64(seed: 3)
        for _ in 0..<2000 {
            let text = String((0..<random.int(0...12)).map { _ in random.pick(Array("abc")) })
            let fragment = String((0..<random.int(1...3)).map { _ in random.pick(Array("abc")) })
            #expect(utf8(of: text, contains: fragment) == text.contains(fragment), "'\(text)' / '\(fragment)'")
        }
    }

    @Test func namesAreStillFoundByFragment() {
        let names = RedactionPolicy().names
        #expect(names.kind(of: "Card.VerificationCode") != nil || names.kind(of: "cvv") != nil)
        #expect(names.kind(of: "customerCVV2") == names.kind(of: "cvv2"))
        #expect(names.kind(of: "Amount") == nil)
    }
    @Test func foldingKeepsLowerCasedLettersAndDigitsAfterTheLastColon() {
        #expect(SensitiveNames.folded("CardNumber") == "cardnumber")
        #expect(SensitiveNames.folded("card_number") == "cardnumber")
        #expect(SensitiveNames.folded("ns:Card-CVV2") == "cardcvv2")
        #expect(SensitiveNames.folded("a:b:Pan") == "pan")
        #expect(SensitiveNames.folded("") == "")
        #expect(SensitiveNames.folded("---") == "")
        #expect(SensitiveNames.folded("Kartennummer_é_ü") == "kartennummer")
        // Longer than a string held inline.
        #expect(SensitiveNames.folded("Payment.Means.Card.VerificationCode_Value") == "paymentmeanscardverificationcodevalue")
    }
}
