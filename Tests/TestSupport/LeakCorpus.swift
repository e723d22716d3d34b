import ConformanceKit
import Foundation

/// A generated corpus of exchanges carrying card data in every placement, and an independent finder for it.
///
/// Card numbers are Luhn-valid but never published test cards (random digits behind real brand prefixes);
/// security codes and expiry dates are random. Each exchange puts them somewhere else: known and unknown
/// JSON fields, JSON inside a string, Base64 (alone and inside a JOSE-like value), forms spelt four ways,
/// XML elements and attributes, an HTML form, query strings, headers, paths and free text. The finder shares
/// no code with the redactor: it knows the planted card numbers and looks for them in every decoding of the
/// written text, and it flags any 3–4 digit code or expiry date left under a code or expiry name.
package struct LeakCorpus {
    /// One exchange to send or to write into a cassette to import.
    package struct Exchange {
        package var method: String
        package var path: String
        package var query: String
        package var headers: [(String, String)]
        package var contentType: String
        package var body: String
        package var placement: String
        package var target: String { query.isEmpty ? path : path + "?" + query }
    }

    /// The exchanges.
    package var exchanges: [Exchange] = []
    /// Every card number planted.
    package var cards: Set<String> = []
    /// How many security codes and expiry dates were planted.
    package var codes = 0
    package var expiries = 0
    /// The placements used, by name.
    package var placements: Set<String> = []

    /// A Luhn-valid card number behind a real brand prefix, never a published test card.
    package static func card(_ random: inout SplitMix64) -> String {
        let brands: [(prefix: String, length: Int)] = [
            ("4", 16), ("51", 16), ("53", 16), ("55", 16), ("2221", 16), ("2720", 16), ("34", 15), ("37", 15), ("6011", 16), ("35", 16),
            ("4", 19), ("62", 17),
        ]
        while true {
            let brand = random.pick(brands)
            var digits = brand.prefix
            while digits.count < brand.length - 1 { digits += String(random.int(0...9)) }
            let card = (0...9).map { digits + String($0) }.first { Luhn.isValid($0) }!
            if !TestCardNumbers.documented.contains(card), Set(card).count > 3 { return card }
        }
    }

    /// A code that is not a redaction placeholder (`123`, `1234`).
    package static func code(_ random: inout SplitMix64) -> String {
        while true {
            let length = random.int(3...4)
            let code = (0..<length).map { _ in String(random.int(0...9)) }.joined()
            if !"1234567890".hasPrefix(code) { return code }
        }
    }

    package static func expiry(_ random: inout SplitMix64) -> (month: String, year: String) {
        (String(format: "%02d", random.int(1...11)), String(random.int(26...35)))
    }

    /// Groups of four digits separated by `separator`.
    package static func grouped(_ card: String, _ separator: String) -> String {
        stride(from: 0, to: card.count, by: 4).map { String(Array(card)[$0..<min($0 + 4, card.count)]) }.joined(separator: separator)
    }

    package static func base64(_ text: String, urlSafe: Bool = false) -> String {
        let encoded = Data(text.utf8).base64EncodedString()
        guard urlSafe else { return encoded }
        return encoded.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// `count` exchanges, deterministic for a seed.
    package init(count: Int, seed: UInt64 = 0xC0FFEE) {
        var random = SplitMix64(seed: seed)
        for index in 0..<count {
            let pan = LeakCorpus.card(&random)
            let csc = LeakCorpus.code(&random)
            let (month, year) = LeakCorpus.expiry(&random)
            cards.insert(pan)
            var exchange = Exchange(
                method: "POST", path: "/api/v1/payments", query: "", headers: [], contentType: "application/json", body: "", placement: "")
            let kind = index % 16
            switch kind {
            case 0:
                // Saferpay's own fields, which the spec marks sensitive.
                exchange.path = "/Payment/v1/Transaction/AuthorizeDirect"
                exchange.placement = "json-known-fields"
                exchange.body =
                    #"{"RequestHeader":{"SpecVersion":"1.40","CustomerId":"123123","RequestId":"r\#(index)","RetryIndicator":0},"TerminalId":"17757531","Payment":{"Amount":{"Value":"100","CurrencyCode":"CHF"}},"PaymentMeans":{"Card":{"Number":"\#(pan)","ExpYear":20\#(year),"ExpMonth":\#(Int(month)!),"HolderName":"A B","VerificationCode":"\#(csc)"}}}"#
            case 1:
                exchange.placement = "json-unknown-fields"
                exchange.body =
                    #"{"order":"o\#(index)","instrument":{"cardNumber":"\#(pan)","cvv":"\#(csc)","expiry":"\#(month)/\#(year)"},"extra":{"Card_Security_Code":\#(csc),"pan":\#(pan)}}"#
            case 2:
                exchange.placement = "json-in-a-string"
                let inner = #"{"card":{"number":"\#(pan)","cvc":"\#(csc)","expiryDate":"\#(month)\#(year)"}}"#
                exchange.body = #"{"payload":"\#(inner.replacingOccurrences(of: "\"", with: "\\\""))"}"#
            case 3:
                exchange.placement = "base64"
                let inner = #"{"cardNumber":"\#(pan)","securityCode":"\#(csc)","expDate":"\#(month)/\#(year)"}"#
                exchange.body = #"{"blob":"\#(LeakCorpus.base64(inner))","raw":"\#(LeakCorpus.base64("card " + pan + " end"))"}"#
            case 4:
                exchange.placement = "jose-compact"
                let header = LeakCorpus.base64(#"{"alg":"none"}"#, urlSafe: true)
                let payload = LeakCorpus.base64(#"{"pan":"\#(pan)","cvv":"\#(csc)"}"#, urlSafe: true)
                exchange.body = #"{"token":"\#(header).\#(payload).c2lnbmF0dXJlLWJ5dGVz"}"#
            case 5, 6, 7, 8:
                // A card form in the four spellings clients use.
                exchange.path = "/card/submit"
                exchange.contentType = "application/x-www-form-urlencoded"
                let holder = ["Ann Lee", "Zoë Ü", "A-B", "x y"][kind - 5]
                switch kind {
                case 5:
                    exchange.placement = "form-plus-spaces"
                    exchange.body =
                        "CardNumber=\(LeakCorpus.grouped(pan, "+"))&ExpMonth=\(month)&ExpYear=20\(year)&VerificationCode=\(csc)&HolderName=\(holder.replacingOccurrences(of: " ", with: "+"))"
                case 6:
                    exchange.placement = "form-raw-spaces"
                    exchange.body = "card_number=\(pan)&cvc=\(csc)&expiry=\(month)/\(year)&holder=\(holder)"
                case 7:
                    exchange.placement = "form-lower-hex"
                    exchange.body = "cardnumber=\(LeakCorpus.grouped(pan, "%20"))&cvv2=\(csc)&exp_date=\(month)%2f\(year)&holder=%c3%a9"
                default:
                    exchange.placement = "form-encoded-unreserved"
                    exchange.body = "pan=\(pan)%2D&security%2Dcode=\(csc)&expiration%2Ddate=\(month)%2F\(year)&n=%7E"
                }
            case 9:
                exchange.placement = "xml-elements"
                exchange.path = "/vap/communicator/online"
                exchange.contentType = "text/xml"
                exchange.body =
                    #"<?xml version="1.0"?><cnpOnlineRequest xmlns="http://www.vantivcnp.com/schema" version="12.0"><authorization id="a\#(index)"><card><type>VI</type><number>\#(pan)</number><expDate>\#(month)\#(year)</expDate><cardValidationNum>\#(csc)</cardValidationNum></card></authorization></cnpOnlineRequest>"#
            case 10:
                exchange.placement = "xml-attributes"
                exchange.contentType = "application/xml"
                exchange.body = #"<pay><card number="\#(LeakCorpus.grouped(pan, " "))" cvv="\#(csc)" expiry="\#(month)/\#(year)"/></pay>"#
            case 11:
                exchange.placement = "html-form"
                exchange.contentType = "text/html"
                exchange.body =
                    #"<form><input name="card" value="\#(pan)"><input type="text" name="cvv" value="\#(csc)"><input name="exp" id="expiry" value="\#(month)/\#(year)"></form>"#
            case 12:
                exchange.placement = "query-string"
                exchange.method = "GET"
                exchange.path = "/unknown/lookup"
                exchange.query = "cardNumber=\(pan)&cvc=\(csc)&expiry=\(month)%2F\(year)&q=\(LeakCorpus.grouped(pan, "+"))"
                exchange.body = ""
            case 13:
                exchange.placement = "headers"
                exchange.headers = [
                    ("X-Card-Number", pan), ("X-CVV", csc), ("X-Card-Expiry", "\(month)/\(year)"), ("X-Note", "card \(LeakCorpus.grouped(pan, "-"))"),
                ]
                exchange.body = #"{"ok":true}"#
            case 14:
                exchange.placement = "path"
                exchange.method = "PUT"
                exchange.path = "/cards/\(pan)/verify"
                exchange.contentType = "text/plain"
                exchange.body = "cvv: \(csc)\nexpiry: \(month)/\(year)\n"
            default:
                exchange.placement = "free-text"
                exchange.contentType = "text/plain"
                exchange.body = "Customer read out \(LeakCorpus.grouped(pan, " ")) then the code, CVC \(csc), and expiry \(month)/\(year)."
            }
            codes += 1
            expiries += 1
            placements.insert(exchange.placement)
            exchanges.append(exchange)
        }
    }

    // MARK: The finder

    /// Every leak in a written text: planted card numbers in any decoding, codes and expiry dates under their names.
    package func leaks(in text: String) -> [String] {
        var found: [String] = []
        for variant in LeakCorpus.decodings(of: text) {
            found += cardLeaks(in: variant).map { "card number •••\($0.suffix(4))" }
            found += LeakCorpus.namedLeaks(in: variant)
        }
        return found
    }

    /// The text, its percent-decoded form, its JSON unescaped form, and the text of its Base64 tokens, two levels deep.
    package static func decodings(of text: String) -> [String] {
        var result: [String] = []
        var queue = [(text, 0)]
        while let (current, level) = queue.popLast() {
            result.append(current)
            guard level < 3 else { continue }
            let unescaped = current.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\/", with: "/")
            if unescaped != current { queue.append((unescaped, level + 1)) }
            if current.contains("%"), let decoded = current.replacingOccurrences(of: "+", with: " ").removingPercentEncoding, decoded != current {
                queue.append((decoded, level + 1))
            }
            // Base64 tokens, standard or URL-safe, at least 16 characters (read byte by byte: the texts run to megabytes).
            for token in base64Tokens(in: current) {
                var normalized = token.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
                normalized = normalized.trimmingCharacters(in: CharacterSet(charactersIn: "="))
                normalized += String(repeating: "=", count: (4 - normalized.count % 4) % 4)
                if let data = Data(base64Encoded: normalized) {
                    let decoded = String(decoding: data, as: UTF8.self)
                    queue.append((decoded, level + 1))
                }
            }
        }
        return result
    }

    /// The runs of ASCII letters, digits and `+/-_=` of at least 16 bytes that hold a letter: the candidate Base64 tokens.
    static func base64Tokens(in text: String) -> [String] {
        var tokens: [String] = []
        var token: [UInt8] = []
        var hasLetter = false
        func flush() {
            if token.count >= 16, hasLetter { tokens.append(String(decoding: token, as: UTF8.self)) }
            token.removeAll(keepingCapacity: true)
            hasLetter = false
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                hasLetter = true
                token.append(byte)
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "="):
                token.append(byte)
            default: flush()
            }
        }
        flush()
        return tokens
    }

    /// Planted card numbers in a text, with spaces, dashes and pluses between digits ignored.
    package func cardLeaks(in text: String) -> [String] {
        var runs: [String] = []
        var run: [UInt8] = []
        for byte in text.utf8 {
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                run.append(byte)
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+"), !run.isEmpty {
                continue
            } else {
                if run.count >= 13 { runs.append(String(decoding: run, as: UTF8.self)) }
                run.removeAll(keepingCapacity: true)
            }
        }
        if run.count >= 13 { runs.append(String(decoding: run, as: UTF8.self)) }
        var found: [String] = []
        for digits in runs {
            let characters = Array(digits)
            for length in 13...19 where characters.count >= length {
                for start in 0...(characters.count - length) {
                    let window = String(characters[start..<(start + length)])
                    if cards.contains(window) { found.append(window) }
                }
            }
        }
        return found
    }

    package static let codeNames = expression(
        pattern:
            #"(cvv2?|cvc2?|csc|security[-_ ]?code|verificationcode|cardvalidationnum|card_security_code)["']?\s*[:=>]\s*["']?(\d{3,4})(?!\d)"#,
    )
    package static let expiryNames = expression(
        pattern: #"(expiry|expdate|exp_date|expiration[-_ ]?date|expirydate)["']?\s*[:=>]\s*["']?(\d{2}/?\d{2})(?!\d)"#,
    )
    package static let htmlControls = expression(
        pattern: #"(?:name|id)="(cvv|expiry)"[^>]*value="([^"]*)""#)
    /// A case-insensitive expression; a pattern that does not compile matches nothing (and the finder's own test fails).
    package static func expression(pattern: String) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
    }

    /// Values that are redaction placeholders, not data.
    package static let placeholders: Set<String> = ["123", "1234", "12/30", "1230", "0000", "000"]

    /// Codes and expiry dates written under their names, and HTML controls that show one, unless they are placeholders.
    package static func namedLeaks(in text: String) -> [String] {
        var found: [String] = []
        let range = NSRange(text.startIndex..., in: text)
        for expression in [codeNames, expiryNames, htmlControls].compactMap({ $0 }) {
            for match in expression.matches(in: text, range: range) {
                guard let nameRange = Range(match.range(at: 1), in: text), let valueRange = Range(match.range(at: 2), in: text) else { continue }
                let value = String(text[valueRange])
                if placeholders.contains(value) || value.isEmpty { continue }
                found.append("\(text[nameRange]) = \(value)")
            }
        }
        return found
    }
}
