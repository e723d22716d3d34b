import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// The one reading of card numbers (`CardNumberRuns`): what it reads, and the redactor and the scan agreeing on it.
@Suite("Card number runs")
struct CardNumberRunsTests {
    /// The float Schemathesis sent: 16 digits across its decimal point, and a fraction that passes the Luhn check
    /// (built here: no file of the repository holds such a run).
    static let fuzzedFloat = "-6." + CardFixtures.luhnCompleted("17631_53258_0308") + "e+16"

    /// The digits of each run read in a text.
    func runs(_ text: String) -> [String] {
        CardNumberRuns.runs(Array(text.utf8)).map { String(decoding: $0.digits, as: UTF8.self) }
    }

    /// A one-interaction cassette whose request body is `body`.
    func cassette(_ body: RecordedBody) -> Cassette {
        Cassette(
            recordedAt: "2026-11-28T00:00:00Z", baseURL: "http://127.0.0.1:8765",
            interactions: [
                Interaction(request: RecordedRequest(method: "POST", path: "/payments", body: body), response: RecordedResponse(status: 201))
            ])
    }

    /// The body redacted as an import redacts it, the cassette text it is written as, and what the write-time scan finds there.
    func redactAndScan(_ body: RecordedBody) -> (body: RecordedBody, replaced: Int, hits: [CardNumberScan.Hit]) {
        let redacted = Redactor().redact(cassette(body).interactions[0], profile: nil)
        let written = cassette(redacted.interaction.request.body)
        let hits = CardNumberScan.scan(cassette: CassetteCodec.encode(written), cassette: written, allowed: TestCardNumbers.documented)
        return (redacted.interaction.request.body, redacted.replaced, hits)
    }

    @Test("A float's fraction is never a card number, even one that passes the Luhn check")
    func theFuzzedFloatIsNotACardNumber() throws {
        let fraction = try #require(Self.fuzzedFloat.split(separator: ".").last?.prefix { $0.isNumber })
        #expect(CardNumberRuns.isCardNumber(Array(fraction.utf8)), "the fraction alone reads as a card number")
        #expect(runs(Self.fuzzedFloat) == ["6", "16"])
        #expect(CardNumberScan.scan(#"{"amount": \#(Self.fuzzedFloat)}"#).isEmpty)
        #expect(SensitiveValue.maskingCardNumbers(in: Self.fuzzedFloat) == Self.fuzzedFloat)
        for body in [RecordedBody.json(.object([BodyMember("amount", .number(Self.fuzzedFloat))])), .text("rate \(Self.fuzzedFloat)")] {
            let outcome = redactAndScan(body)
            #expect(outcome.body == body && outcome.replaced == 0 && outcome.hits.isEmpty, "\(outcome)")
        }
        #expect(runs("0.\(fraction)") == ["0"] && runs("12.\(fraction)e-5") == ["12", "5"])
    }

    @Test("A card number as a JSON integer, signed or not, is found and replaced by a number")
    func aCardNumberAsAJSONIntegerIsCaught() throws {
        let pan = CardFixtures.realLookingPAN("45")
        let body = RecordedBody.json(.object([BodyMember("id", .number(pan)), BodyMember("delta", .number("-" + pan))]))
        #expect(CardNumberScan.scan(CassetteCodec.encode(cassette(body))).count == 2)
        let outcome = redactAndScan(body)
        #expect(outcome.replaced == 2 && outcome.hits.isEmpty, "\(outcome)")
        guard case .json(let value) = outcome.body, case .number(let id)? = value["id"], case .number(let delta)? = value["delta"] else {
            Issue.record("the numbers are gone: \(outcome.body)")
            return
        }
        #expect(id != pan && id.count == pan.count && id.first == pan.first && TestCardNumbers.documented.contains(id))
        #expect(delta == "-" + id)
    }

    @Test("The whole part of a float is read: a card number written with a fraction is still found")
    func theWholePartOfAFloatIsRead() throws {
        let pan = CardFixtures.realLookingPAN("45")
        for (text, tail) in [(pan + ".0", ".0"), (pan + ".25", ".25"), (pan + "e0", "e0")] {
            #expect(CardNumberScan.scan(text).count == 1, "\(text)")
            let outcome = redactAndScan(.json(.object([BodyMember("value", .number(text))])))
            guard case .json(let value) = outcome.body, case .number(let number)? = value["value"] else {
                Issue.record("the number is gone: \(outcome.body)")
                continue
            }
            #expect(number.hasSuffix(tail) && !number.hasPrefix(pan) && Double(number) != nil && outcome.hits.isEmpty, "\(number)")
        }
    }

    @Test("Card numbers grouped by spaces or dashes are found and replaced with their grouping kept")
    func groupedCardNumbersAreCaught() {
        let pan = CardFixtures.realLookingPAN("52")
        let groups = stride(from: 0, to: 16, by: 4).map { String(Array(pan)[$0..<($0 + 4)]) }
        for separator in [" ", "-"] {
            let grouped = groups.joined(separator: separator)
            #expect(runs("card \(grouped).") == [pan], "\(grouped)")
            #expect(CardNumberScan.scan("card \(grouped).").count == 1)
            let outcome = redactAndScan(.text("card \(grouped)."))
            guard case .text(let text) = outcome.body else { continue }
            let positions = text.indices.filter { text[$0] == Character(separator) }
            #expect(positions == "card \(grouped).".indices.filter { "card \(grouped)."[$0] == Character(separator) })
            #expect(!text.contains(grouped) && outcome.hits.isEmpty, "\(text)")
        }
    }

    @Test("Published test cards stay as sent, as numbers, strings or groups")
    func testCardsAreAllowed() {
        let card = "4111111111111111"
        #expect(CardNumberRuns.isCardNumber(Array("5555555555554444".utf8)) == false, "too few distinct digits")
        #expect(CardNumberRuns.isCardNumber(Array("2223003122003222".utf8)) && TestCardNumbers.documented.contains("2223003122003222"))
        for body in [
            RecordedBody.json(.object([BodyMember("n", .number("2223003122003222")), BodyMember("s", .string(card))])),
            .text("4111 1111 1111 1111 and 2223-0031-2200-3222"),
        ] {
            let outcome = redactAndScan(body)
            #expect(outcome.body == body && outcome.replaced == 0 && outcome.hits.isEmpty, "\(outcome)")
        }
    }

    @Test("Two or more points make a dotted sequence, whose groups are all read")
    func dottedSequencesAreReadGroupByGroup() {
        let pan = CardFixtures.realLookingPAN("45")
        #expect(runs("1.2.\(pan)") == ["1", "2", pan])
        #expect(runs("\(pan).1.2") == [pan, "1", "2"])
        #expect(runs("\(pan).\(pan)") == [pan], "the second is the first one's fraction")
        #expect(CardNumberScan.scan("build 1.2.\(pan)").count == 1)
        let outcome = redactAndScan(.text("build 1.2.\(pan)"))
        #expect(outcome.replaced == 1 && outcome.hits.isEmpty)
    }

    @Test("A JSON \\u escape ends a run, so a string reads the same written as JSON")
    func aJSONEscapeEndsARun() throws {
        // 13 digits that fail the Luhn check, but pass it behind the `0004` of `\u0004`, as JSON writes that character.
        var digits = Array("1234567890120".utf8)
        for last in UInt8(ascii: "0")...UInt8(ascii: "9") {
            digits[12] = last
            if Luhn.sum(Array("0004".utf8) + digits) % 10 == 0 { break }
        }
        let text = "\u{4}" + String(decoding: digits, as: UTF8.self)
        #expect(!CardNumberRuns.isCardNumber(digits) && CardNumberRuns.isCardNumber(Array("0004".utf8) + digits))
        let written = CassetteCodec.encode(cassette(.json(.object([BodyMember("note", .string(text))]))))
        #expect(written.contains("\\u0004" + String(decoding: digits, as: UTF8.self)), "JSON spells the character as an escape")
        #expect(runs("\\u0004" + String(decoding: digits, as: UTF8.self)) == [String(decoding: digits, as: UTF8.self)])
        let outcome = redactAndScan(.json(.object([BodyMember("note", .string(text))])))
        #expect(outcome.replaced == 0 && outcome.hits.isEmpty, "\(outcome.hits)")
        // A card number behind an escape is still found and replaced.
        let pan = CardFixtures.realLookingPAN("45")
        let hidden = redactAndScan(.json(.object([BodyMember("note", .string("\u{4}" + pan))])))
        #expect(hidden.replaced == 1 && hidden.hits.isEmpty)
    }

    @Test("A percent escape ends a run: a space the redactor writes back as %20 lends its digits to no run")
    func aPercentEscapeEndsARun() {
        let pan = CardFixtures.realLookingPAN("45")
        let split = "\(pan.prefix(8))%20\(pan.dropFirst(8))"
        #expect(runs("a%20\(pan)") == [pan])
        #expect(runs(split) == [String(pan.prefix(8)), String(pan.dropFirst(8))])
        #expect(CardNumberScan.scanDeep(split).count == 1, "the decoded text holds it")
        // A '+' makes the redactor read the text percent-decoded, where a space joins the exponent to the next
        // group; the redacted text is encoded again (spaces as %20) and must not read differently after that.
        let grouped = CardFixtures.realLookingPAN("142")
        let outcome = redactAndScan(.text("-5.0e-\(grouped.prefix(3)) \(grouped.dropFirst(3)).726 98e+5"))
        guard case .text(let text) = outcome.body else { return }
        #expect(outcome.replaced > 0 && outcome.hits.isEmpty, "\(text): \(outcome.hits)")
        #expect(!(text.removingPercentEncoding ?? text).replacingOccurrences(of: " ", with: "").contains(grouped), "\(text)")
    }

    @Test("A form spelling that shows a card number its decoded pairs do not is dropped")
    func aFormSpellingThatHidesACardNumberIsDropped() {
        let pan = CardFixtures.realLookingPAN("45")
        let body = RecordedBody.form([NameValue("amount", "5.\(pan)")], raw: "amount=5%2E\(pan)")
        #expect(CardNumberScan.scan(CassetteCodec.encode(cassette(body))).count == 1, "the spelling holds a run the pairs do not")
        let outcome = redactAndScan(body)
        #expect(outcome.body == .form([NameValue("amount", "5.\(pan)")]) && outcome.hits.isEmpty, "\(outcome)")
    }

    /// Random bodies mixing floats, integers, grouped numbers, escapes and dotted sequences: whatever the redactor
    /// leaves, the scan of the written cassette accepts.
    @Test("Whatever the redactor leaves, the write-time scan accepts")
    func theRedactorAndTheScanAgree() throws {
        var random = SplitMix64(seed: 35)
        func digits(_ count: Int) -> String { String((0..<count).map { _ in Character(String(random.int(0...9))) }) }
        func card() -> String {
            let stem = String(random.pick(["4", "5", "37", "6011"])) + digits(random.int(9...14))
            return Luhn.completing(stem, remainder: 0)
        }
        var flagged = 0
        for _ in 0..<400 {
            var members: [BodyMember] = []
            var words: [String] = []
            for index in 0..<random.int(1...5) {
                let mantissa = digits(1) + "." + (random.int(0...1) == 0 ? String(card().dropFirst()) : digits(random.int(13...19)))
                let number: String
                switch random.int(0...5) {
                case 0: number = random.pick(["-", ""]) + mantissa + random.pick(["e+", "e-", "E", "e"]) + String(random.int(1...300))
                case 1: number = random.pick(["-", ""]) + card()
                case 2: number = card() + "." + digits(random.int(1...3))
                case 3: number = "0." + card()
                case 4: number = mantissa
                default: number = random.pick(["-", ""]) + digits(random.int(10...19))
                }
                members.append(BodyMember("n\(index)", .number(number)))
                let separator = random.pick([" ", "-", ".", "\u{4}", "\u{1F}", "", "e+", "%2E"])
                words.append(
                    random.pick([number, card(), digits(random.int(1...4)) + separator + card(), card() + separator + digits(random.int(1...4))]))
            }
            members.append(BodyMember("text", .string(words.joined(separator: random.pick([" ", ".", "-", "\u{4}"])))))
            let text = words.joined(separator: " ")
            for body in [
                RecordedBody.json(.object(members)), .text(text),
                .form([NameValue("a", text)], raw: "a=" + text.replacingOccurrences(of: ".", with: "%2E")),
            ] {
                let original = cassette(body)
                let before = CardNumberScan.scan(cassette: CassetteCodec.encode(original), cassette: original, allowed: TestCardNumbers.documented)
                flagged += before.isEmpty ? 0 : 1
                let outcome = redactAndScan(body)
                #expect(outcome.hits.isEmpty, "\(body) was redacted to \(outcome.body) and still holds \(outcome.hits)")
                if case .json(let value) = outcome.body, case .object(let written) = value {
                    for member in written where member.key.hasPrefix("n") {
                        #expect(member.value.lexicalText.flatMap(Double.init) != nil, "a number stays a number: \(member)")
                    }
                }
            }
        }
        #expect(flagged > 100, "the bodies hold card numbers to redact")
    }
}
