import ConformanceKit
import Foundation

/// A generated corpus of exchanges carrying security codes and secrets where the name rules must find them:
/// names that hold a fragment (`cardCSCValue`, `merchant_password`), headers with a prefix
/// (`X-Echo-Authorization`), cookies in bodies, name/value pairs as JSON lists and objects, forms, query
/// strings, XML elements and attributes, JSON in a string and labelled free text.
///
/// A code or secret cannot be recognised by value, so the finder knows every planted one: a secret (a random
/// 24-character word) must not appear in any decoding of a written text, and a code must not appear within a
/// few characters after the name it was planted under.
package struct SecretLeakCorpus {
    /// One planted value.
    package struct Plant: Hashable {
        /// The name it was planted under, as written.
        package var name: String
        /// The value.
        package var value: String
        /// Whether it is a security code (found in context) rather than a secret (found anywhere).
        package var isCode: Bool
    }

    /// The exchanges, in the shape the card-number corpus uses (so the same HAR and VCR writers apply).
    package var exchanges: [LeakCorpus.Exchange] = []
    /// Every value planted.
    package var plants: [Plant] = []
    /// The placements used.
    package var placements: Set<String> = []
    /// The number of placements the generator cycles through.
    package static let placementCount = 16

    /// A random secret: 24 letters and digits after `sec`, never a redaction placeholder.
    package static func secret(_ random: inout SplitMix64) -> String {
        let alphabet = Array("abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789")
        return "sec" + String((0..<24).map { _ in random.pick(alphabet) })
    }

    /// `count` exchanges, deterministic for a seed.
    package init(count: Int, seed: UInt64 = 0x5EC12E7) {
        var random = SplitMix64(seed: seed)
        for index in 0..<count {
            var code = LeakCorpus.code(&random)
            // Some codes are written as JSON numbers, which cannot start with 0.
            if code.hasPrefix("0") { code = "9" + code.dropFirst() }
            let secret = Self.secret(&random)
            let other = Self.secret(&random)
            var exchange = LeakCorpus.Exchange(
                method: "POST", path: "/api/v2/echo", query: "", headers: [], contentType: "application/json", body: "", placement: "")
            var planted: [Plant] = []
            func plant(_ name: String, _ value: String, code: Bool) {
                planted.append(Plant(name: name, value: value, isCode: code))
            }
            switch index % Self.placementCount {
            case 0:
                // The Sips name for the CSC, away from the path the spec marks, with a client secret beside it.
                exchange.path = "/rs-services/v2/paymentInApp/cardOrder"
                exchange.placement = "json-nested-objects"
                exchange.body =
                    #"{"order":{"payment":{"card":{"cardCSCValue":"\#(code)","cardCSCPresence":"true"}}},"auth":{"client_secret":"\#(secret)","keyVersion":"1"}}"#
                plant("cardCSCValue", code, code: true)
                plant("client_secret", secret, code: false)
            case 1:
                exchange.placement = "json-arrays"
                exchange.body = #"{"items":[{"customerCVV2":\#(code)},{"merchantPassword":"\#(secret)","tokenType":"ALIAS"}]}"#
                plant("customerCVV2", code, code: true)
                plant("merchantPassword", secret, code: false)
            case 2:
                exchange.placement = "json-pair-lists"
                exchange.body = #"{"args":[["amount","100"],["cvv","\#(code)"],["api_key","\#(secret)"]]}"#
                plant("\"cvv\"", code, code: true)
                plant("api_key", secret, code: false)
            case 3:
                exchange.placement = "json-pair-objects"
                exchange.body =
                    #"{"params":[{"name":"cardCSCValue","value":"\#(code)"},{"name":"X-Api-Key","value":"\#(secret)"},{"name":"sealAlgorithm","value":"HMAC-SHA-256"}]}"#
                plant("cardCSCValue", code, code: true)
                plant("X-Api-Key", secret, code: false)
            case 4:
                exchange.placement = "json-cookies-and-headers"
                exchange.body =
                    #"{"headers":{"Cookie":"session=\#(secret); theme=dark","X-Echo-Authorization":"Bearer \#(other)","X-Card-CSC":"\#(code)"}}"#
                plant("X-Card-CSC", code, code: true)
                plant("Cookie", secret, code: false)
                plant("X-Echo-Authorization", other, code: false)
            case 5:
                exchange.placement = "form"
                exchange.contentType = "application/x-www-form-urlencoded"
                exchange.body = "amount=100&cardCSCValue=\(code)&client_secret=\(secret)&paymentMeanBrand=VISA"
                plant("cardCSCValue", code, code: true)
                plant("client_secret", secret, code: false)
            case 6:
                exchange.placement = "query-string"
                exchange.method = "GET"
                exchange.query = "card_cvn=\(code)&apiKey=\(secret)&tokenType=ALIAS"
                plant("card_cvn", code, code: true)
                plant("apiKey", secret, code: false)
            case 7:
                exchange.placement = "prefixed-headers"
                exchange.headers = [
                    ("X-Echo-Authorization", "Bearer \(secret)"), ("X-Echo-Api-Key", other), ("X-Merchant-CSC", code),
                ]
                exchange.body = #"{"ok":true}"#
                plant("X-Merchant-CSC", code, code: true)
                plant("X-Echo-Authorization", secret, code: false)
                plant("X-Echo-Api-Key", other, code: false)
            case 8:
                exchange.placement = "cookie-header-and-body-cookie"
                exchange.headers = [("Cookie", "sid=\(secret)")]
                exchange.body = #"{"echo":{"cookies":"sid=\#(other)","cvc":"\#(code)"}}"#
                plant("\"cvc\"", code, code: true)
                plant("sid", secret, code: false)
                plant("cookies", other, code: false)
            case 9:
                exchange.placement = "xml-elements"
                exchange.path = "/vap/communicator/online"
                exchange.contentType = "text/xml"
                exchange.body =
                    #"<cnpOnlineRequest xmlns="http://www.vantivcnp.com/schema" version="12.0" merchantId="1"><authentication><user>u</user><password>\#(secret)</password></authentication><authorization id="a"><card><type>VI</type><cardValidationNum>\#(code)</cardValidationNum></card></authorization></cnpOnlineRequest>"#
                plant("cardValidationNum", code, code: true)
                plant("password", secret, code: false)
            case 10:
                exchange.placement = "xml-attributes"
                exchange.contentType = "application/xml"
                exchange.body = #"<pay cardCSCValue="\#(code)" merchantSecret="\#(secret)" keyVersion="2"/>"#
                plant("cardCSCValue", code, code: true)
                plant("merchantSecret", secret, code: false)
            case 11:
                exchange.placement = "json-in-a-string"
                let inner = #"{"cardCSCValue":"\#(code)","apiSecret":"\#(secret)"}"#
                exchange.body = #"{"payload":"\#(inner.replacingOccurrences(of: "\"", with: "\\\""))"}"#
                plant("cardCSCValue", code, code: true)
                plant("apiSecret", secret, code: false)
            case 12:
                exchange.placement = "query-in-a-json-string"
                exchange.body = #"{"echo":"cardCSCValue=\#(code)&access_token=\#(secret)"}"#
                plant("cardCSCValue", code, code: true)
                plant("access_token", secret, code: false)
            case 13:
                exchange.placement = "labelled-free-text"
                exchange.contentType = "text/plain"
                exchange.body = "cardCSCValue: \(code)\nX-Echo-Api-Key: \(secret)\n"
                plant("cardCSCValue", code, code: true)
                plant("X-Echo-Api-Key", secret, code: false)
            case 14:
                exchange.placement = "pair-lists-of-echoed-query"
                exchange.body =
                    #"{"query":[["card-csc","\#(code)"],["Set-Cookie","auth=\#(secret); Path=/"]],"form":[{"key":"passwd","val":"\#(other)"}]}"#
                plant("card-csc", code, code: true)
                plant("Set-Cookie", secret, code: false)
                plant("passwd", other, code: false)
            default:
                exchange.placement = "json-number-codes"
                exchange.body = #"{"card":{"cvc2":\#(code),"securityCodeValue":"\#(code)"},"refresh_token":"\#(secret)"}"#
                plant("cvc2", code, code: true)
                plant("refresh_token", secret, code: false)
            }
            placements.insert(exchange.placement)
            plants += planted
            exchanges.append(exchange)
        }
    }

    /// The values planted that a written text still holds, by number and name: secrets in any decoding of the text,
    /// codes within 40 characters after the name they were planted under.
    package func leaks(in text: String) -> [String] {
        let variants = LeakCorpus.decodings(of: text).map { $0 as NSString }
        // A secret is `sec` and 24 more characters: wherever one occurs, those 27 characters follow an occurrence of `sec`.
        var secrets = Set<String>()
        for variant in variants {
            for location in Self.occurrences(of: "sec", in: variant) where location + 27 <= variant.length {
                secrets.insert(variant.substring(with: NSRange(location: location, length: 27)))
            }
        }
        // A code counts when it follows an occurrence of its name within the window: the text after each occurrence is
        // read once per name, from the character before the window (the name's last) on.
        var windows: [String: [[UInt16]]] = [:]
        let longest = plants.filter(\.isCode).map(\.value.utf16.count).max() ?? 0
        for name in Set(plants.filter(\.isCode).map(\.name)) {
            windows[name] = variants.flatMap { variant in
                Self.occurrences(of: name, in: variant, caseInsensitive: true).map { location in
                    let start = location + (name as NSString).length - 1
                    let length = min(variant.length - start, 2 + Self.codeWindow + longest)
                    return Array(variant.substring(with: NSRange(location: start, length: length)).utf16)
                }
            }
        }
        var found: [String] = []
        for (index, plant) in plants.enumerated() {
            let hit =
                plant.isCode
                ? (windows[plant.name] ?? []).contains { Self.codeFollows(Array(plant.value.utf16), in: $0) } : secrets.contains(plant.value)
            if hit { found.append("#\(index) \(plant.isCode ? "code" : "secret") under \(plant.name)") }
        }
        return found
    }

    /// How many characters may stand between a name and its code.
    static let codeWindow = 40

    /// The locations of `needle` in `text`, overlapping ones included.
    static func occurrences(of needle: String, in text: NSString, caseInsensitive: Bool = false) -> [Int] {
        var locations: [Int] = []
        var from = 0
        let options: NSString.CompareOptions = caseInsensitive ? [.literal, .caseInsensitive] : [.literal]
        while from < text.length {
            let found = text.range(of: needle, options: options, range: NSRange(location: from, length: text.length - from))
            guard found.location != NSNotFound else { break }
            locations.append(found.location)
            from = found.location + 1
        }
        return locations
    }

    /// Whether `code` starts within ``codeWindow`` characters of the window's second character, as a whole number: the
    /// character before it (the first one is the name's last) and the one after it are not digits.
    static func codeFollows(_ code: [UInt16], in window: [UInt16]) -> Bool {
        func isDigit(_ unit: UInt16) -> Bool { unit >= 0x30 && unit <= 0x39 }
        for start in 1...(1 + codeWindow) where start + code.count <= window.count {
            guard Array(window[start..<(start + code.count)]) == code, !isDigit(window[start - 1]) else { continue }
            if start + code.count == window.count || !isDigit(window[start + code.count]) { return true }
        }
        return false
    }

    /// Whether a code shows up, as a whole number, within 40 characters after its name: the finder's reference, which
    /// ``leaks(in:)`` answers faster (`SecretLeakCorpusTests` checks that both agree).
    package static func codeFollowsName(_ plant: Plant, in text: String) -> Bool {
        let pattern = NSRegularExpression.escapedPattern(for: plant.name) + #"[\s\S]{0,40}?(?<![0-9])"# + plant.value + "(?![0-9])"
        guard let expression = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]) else { return true }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// The finder's reference: every planted value, searched in every decoding with an expression of its own.
    package func leaksByExpression(in text: String) -> [String] {
        let variants = LeakCorpus.decodings(of: text)
        var found: [String] = []
        for (index, plant) in plants.enumerated() {
            for variant in variants {
                if plant.isCode ? Self.codeFollowsName(plant, in: variant) : variant.contains(plant.value) {
                    found.append("#\(index) \(plant.isCode ? "code" : "secret") under \(plant.name)")
                    break
                }
            }
        }
        return found
    }

    /// A `LeakCorpus` holding these exchanges, for the HAR and VCR writers.
    package var asCardCorpus: LeakCorpus {
        var corpus = LeakCorpus(count: 0)
        corpus.exchanges = exchanges
        return corpus
    }
}
