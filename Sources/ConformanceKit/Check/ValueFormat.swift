/// A compiled value format: a named format from the spec language, ready to test strings fast.
///
/// No regular expression is involved: each format is a hand-written scan over the UTF-8 bytes,
/// compiled once when the spec is loaded.
public enum ValueFormat: Sendable, Hashable {
    /// `0-9` only.
    case digits
    /// `A-Z a-z 0-9` only.
    case alphanumeric
    /// Digits with an optional fraction (`10.00`).
    case decimal
    /// Digits whose Luhn sum is 0 modulo 10.
    case luhn
    /// Digits whose Luhn sum is 1 modulo 10.
    case mod10PlusOne
    /// Digits around a run of mask characters.
    case maskedPAN
    /// Hexadecimal, any case.
    case hex
    /// Lower-case hexadecimal.
    case hexLower
    /// Standard Base64 with padding.
    case base64
    /// URL-safe Base64, padding optional.
    case base64url
    /// Five base64url parts separated by dots.
    case jweCompact
    /// Characters 0x20–0x7E.
    case asciiPrintable
    /// An absolute http(s) URL.
    case url
    /// A mailbox address.
    case email
    /// An RFC 4122 UUID.
    case uuid
    /// An ISO 8601 date and time with a zone.
    case dateTime
    /// An ISO 8601 calendar date.
    case date
    /// An ISO 4217 numeric currency code.
    case currencyNumeric
    /// An ISO 4217 alphabetic currency code.
    case currencyAlpha
    /// An ISO 3166-1 alpha-2 country code.
    case countryAlpha2
    /// An ISO 639-1 language, optionally with a region.
    case language
    /// A date laid out by a template such as `yyyyMM`.
    case dateTemplate(DateTemplate)

    /// The named formats and their spellings in spec files.
    public static let named: [String: ValueFormat] = [
        "digits": .digits, "alphanumeric": .alphanumeric, "decimal": .decimal, "luhn": .luhn,
        "mod10-plus-one": .mod10PlusOne, "masked-pan": .maskedPAN, "hex": .hex, "hex-lower": .hexLower,
        "base64": .base64, "base64url": .base64url, "jwe-compact": .jweCompact, "ascii-printable": .asciiPrintable,
        "url": .url, "email": .email, "uuid": .uuid, "date-time": .dateTime, "date": .date,
        "currency-numeric": .currencyNumeric, "currency-alpha": .currencyAlpha, "country-alpha2": .countryAlpha2,
        "language": .language,
    ]

    /// Compiles a format name or date template; nil when it is neither.
    public init?(name: String) {
        if let format = ValueFormat.named[name] {
            self = format
        } else if let template = DateTemplate(name) {
            self = .dateTemplate(template)
        } else {
            return nil
        }
    }

    /// Checks a value; returns why it fails, or nil when it conforms.
    public func failure(_ value: String) -> LocalizedText? {
        let bytes = Array(value.utf8)
        switch self {
        case .digits:
            return !bytes.isEmpty && bytes.allSatisfy(isDigit) ? nil : Reason.notDigits
        case .alphanumeric:
            return !bytes.isEmpty && bytes.allSatisfy { isDigit($0) || isLetter($0) } ? nil : Reason.notAlphanumeric
        case .decimal:
            let parts = value.split(separator: ".", omittingEmptySubsequences: false)
            let ok = (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.utf8.allSatisfy(isDigit) }
            return ok ? nil : Reason.notDecimal
        case .luhn:
            guard !bytes.isEmpty, bytes.allSatisfy(isDigit) else { return Reason.notDigits }
            return Luhn.sum(bytes) % 10 == 0 ? nil : Reason.luhn
        case .mod10PlusOne:
            guard !bytes.isEmpty, bytes.allSatisfy(isDigit) else { return Reason.notDigits }
            return Luhn.sum(bytes) % 10 == 1 ? nil : Reason.mod10PlusOne
        case .maskedPAN:
            let masks: Set<UInt8> = [UInt8(ascii: "#"), UInt8(ascii: "X"), UInt8(ascii: "x"), UInt8(ascii: "*")]
            let ok =
                bytes.count >= 8 && bytes.allSatisfy { isDigit($0) || masks.contains($0) } && bytes.contains(where: masks.contains)
                && bytes.contains(where: isDigit)
            return ok ? nil : Reason.maskedPAN
        case .hex:
            return !bytes.isEmpty && bytes.allSatisfy(isHex) ? nil : Reason.notHex
        case .hexLower:
            return !bytes.isEmpty && bytes.allSatisfy { isDigit($0) || (97...102).contains($0) } ? nil : Reason.notHexLower
        case .base64:
            return isBase64(bytes, urlSafe: false) ? nil : Reason.notBase64
        case .base64url:
            return isBase64(bytes, urlSafe: true) ? nil : Reason.notBase64url
        case .jweCompact:
            let parts = value.split(separator: ".", omittingEmptySubsequences: false)
            let ok =
                parts.count == 5 && !parts[0].isEmpty && !parts[2].isEmpty && !parts[3].isEmpty && !parts[4].isEmpty
                && parts.allSatisfy { $0.isEmpty || isBase64(Array($0.utf8), urlSafe: true) }
            return ok ? nil : Reason.notJWE
        case .asciiPrintable:
            return bytes.allSatisfy { (0x20...0x7E).contains($0) } ? nil : Reason.notPrintable
        case .url:
            return URLCheck.isAbsoluteHTTP(value) ? nil : Reason.notURL
        case .email:
            let parts = value.split(separator: "@", omittingEmptySubsequences: false)
            let ok =
                parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !parts[1].hasPrefix(".")
                && !parts[1].hasSuffix(".") && !value.contains(" ")
            return ok ? nil : Reason.notEmail
        case .uuid:
            let groups = value.split(separator: "-", omittingEmptySubsequences: false).map(\.count)
            let ok = groups == [8, 4, 4, 4, 12] && value.utf8.allSatisfy { isHex($0) || $0 == UInt8(ascii: "-") }
            return ok ? nil : Reason.notUUID
        case .dateTime:
            return ISODate.isDateTime(bytes) ? nil : Reason.notDateTime
        case .date:
            return ISODate.isDate(bytes) ? nil : Reason.notDate
        case .currencyNumeric:
            return ISOCodes.currencyNumeric.contains(value) ? nil : Reason.notCurrencyNumeric
        case .currencyAlpha:
            return ISOCodes.currencyAlpha.contains(value) ? nil : Reason.notCurrencyAlpha
        case .countryAlpha2:
            return ISOCodes.countryAlpha2.contains(value) ? nil : Reason.notCountry
        case .language:
            let parts = value.split(separator: "-", omittingEmptySubsequences: false)
            let languageOK = parts.first.map { ISOCodes.languageAlpha2.contains(String($0)) } ?? false
            let regionOK = parts.count == 1 || (parts.count == 2 && ISOCodes.countryAlpha2.contains(String(parts[1])))
            return languageOK && regionOK ? nil : Reason.notLanguage
        case .dateTemplate(let template):
            return template.matches(bytes) ? nil : Reason.dateTemplate(template.text)
        }
    }

    private enum Reason {
        static let notDigits = LocalizedText(en: "only the digits 0-9 are allowed", fr: "seuls les chiffres 0-9 sont admis")
        static let notAlphanumeric = LocalizedText(
            en: "only letters A-Z, a-z and digits are allowed", fr: "seules les lettres A-Z, a-z et les chiffres sont admis")
        static let notDecimal = LocalizedText(
            en: "expected digits with an optional decimal part, like 10.00", fr: "chiffres avec partie décimale facultative attendus, comme 10.00")
        static let luhn = LocalizedText(en: "the Luhn check digit is wrong", fr: "la clé de Luhn est fausse")
        static let mod10PlusOne = LocalizedText(en: "the Luhn sum must be 1 modulo 10", fr: "la somme de Luhn doit valoir 1 modulo 10")
        static let maskedPAN = LocalizedText(
            en: "expected digits around a run of mask characters (#, X or *)", fr: "chiffres entourant des caractères de masque (#, X ou *) attendus")
        static let notHex = LocalizedText(en: "expected hexadecimal digits", fr: "chiffres hexadécimaux attendus")
        static let notHexLower = LocalizedText(en: "expected lower-case hexadecimal digits", fr: "chiffres hexadécimaux en minuscules attendus")
        static let notBase64 = LocalizedText(
            en: "not valid Base64 (A-Z a-z 0-9 + / with = padding)", fr: "Base64 invalide (A-Z a-z 0-9 + / complété par =)")
        static let notBase64url = LocalizedText(en: "not valid base64url (A-Z a-z 0-9 - _)", fr: "base64url invalide (A-Z a-z 0-9 - _)")
        static let notJWE = LocalizedText(
            en: "expected a JWE in compact form: five base64url parts separated by dots",
            fr: "JWE compact attendu : cinq parties base64url séparées par des points")
        static let notPrintable = LocalizedText(
            en: "only printable ASCII characters (0x20-0x7E) are allowed", fr: "seuls les caractères ASCII imprimables (0x20-0x7E) sont admis")
        static let notURL = LocalizedText(en: "expected an absolute http or https URL", fr: "URL absolue http ou https attendue")
        static let notEmail = LocalizedText(en: "expected an e-mail address", fr: "adresse électronique attendue")
        static let notUUID = LocalizedText(
            en: "expected a UUID (8-4-4-4-12 hexadecimal digits)", fr: "UUID attendu (8-4-4-4-12 chiffres hexadécimaux)")
        static let notDateTime = LocalizedText(
            en: "expected an ISO 8601 date and time with a zone, like 2024-05-01T12:30:00+02:00",
            fr: "date et heure ISO 8601 avec fuseau attendues, comme 2024-05-01T12:30:00+02:00")
        static let notDate = LocalizedText(en: "expected an ISO 8601 date, like 2024-05-01", fr: "date ISO 8601 attendue, comme 2024-05-01")
        static let notCurrencyNumeric = LocalizedText(
            en: "not an ISO 4217 numeric currency code (like 978)", fr: "pas un code devise numérique ISO 4217 (comme 978)")
        static let notCurrencyAlpha = LocalizedText(
            en: "not an ISO 4217 alphabetic currency code (like EUR)", fr: "pas un code devise alphabétique ISO 4217 (comme EUR)")
        static let notCountry = LocalizedText(
            en: "not an ISO 3166-1 alpha-2 country code (like FR)", fr: "pas un code pays ISO 3166-1 alpha-2 (comme FR)")
        static let notLanguage = LocalizedText(
            en: "not an ISO 639-1 language code, optionally with a region (like fr-CH)",
            fr: "pas un code langue ISO 639-1, éventuellement suivi d'une région (comme fr-CH)")
        static func dateTemplate(_ template: String) -> LocalizedText {
            LocalizedText(en: "expected a real date laid out as \(template)", fr: "date réelle attendue au format \(template)")
        }
    }
}

@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }

/// Whether a byte is an ASCII space, tab or line break.
@inline(__always) func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
@inline(__always) func isLetter(_ byte: UInt8) -> Bool { (65...90).contains(byte) || (97...122).contains(byte) }
@inline(__always) func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || (65...70).contains(byte) || (97...102).contains(byte) }

func isBase64(_ bytes: [UInt8], urlSafe: Bool) -> Bool {
    guard !bytes.isEmpty else { return false }
    var end = bytes.count
    var padding = 0
    while end > 0, bytes[end - 1] == UInt8(ascii: "=") {
        end -= 1
        padding += 1
    }
    guard padding <= 2 else { return false }
    for byte in bytes[0..<end] {
        let ok: Bool
        if isDigit(byte) || isLetter(byte) {
            ok = true
        } else if urlSafe {
            ok = byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        } else {
            ok = byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
        }
        if !ok { return false }
    }
    if urlSafe { return padding == 0 ? end % 4 != 1 : bytes.count % 4 == 0 }
    return bytes.count % 4 == 0
}

/// The Luhn (mod 10) checksum used by card numbers.
public enum Luhn {
    /// The Luhn sum of a string of ASCII digits.
    public static func sum(_ digits: [UInt8]) -> Int {
        var total = 0
        var double = false
        for byte in digits.reversed() {
            var digit = Int(byte) - 48
            if double {
                digit *= 2
                if digit > 9 { digit -= 9 }
            }
            total += digit
            double.toggle()
        }
        return total
    }

    /// The digits of `stem` followed by the one check digit that makes their Luhn sum `remainder` modulo 10.
    public static func completing(_ stem: String, remainder: Int) -> String {
        var digits = Array(stem.utf8) + [UInt8(ascii: "0")]
        for candidate in 0...9 {
            digits[digits.count - 1] = UInt8(48 + candidate)
            if sum(digits) % 10 == remainder { break }
        }
        return String(decoding: digits, as: UTF8.self)
    }

    /// Whether a string of digits passes the Luhn check.
    public static func isValid(_ digits: String) -> Bool {
        let bytes = Array(digits.utf8)
        return !bytes.isEmpty && bytes.allSatisfy(isDigit) && sum(bytes) % 10 == 0
    }
}

enum URLCheck {
    static func isAbsoluteHTTP(_ value: String) -> Bool {
        let lower = value.lowercased()
        let rest: Substring
        if lower.hasPrefix("https://") {
            rest = value.dropFirst(8)
        } else if lower.hasPrefix("http://") {
            rest = value.dropFirst(7)
        } else {
            return false
        }
        let host = rest.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        guard !host.isEmpty, !value.contains(" ") else { return false }
        return value.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F }
    }
}

/// A date layout made of `yyyy`, `yy`, `MM`, `dd`, `HH`, `mm`, `ss` and separators.
public struct DateTemplate: Sendable, Hashable {
    enum Part: Sendable, Hashable {
        case year4, year2, month, day, hour, minute, second
        case literal(UInt8)
    }

    /// The template as written in the spec.
    public let text: String
    let parts: [Part]

    /// Parses a template; nil when it has no date token or an unknown character.
    public init?(_ text: String) {
        var parts: [Part] = []
        var rest = Substring(text)
        let tokens: [(String, Part)] = [
            ("yyyy", .year4), ("yy", .year2), ("MM", .month), ("dd", .day), ("HH", .hour), ("mm", .minute), ("ss", .second),
        ]
        outer: while !rest.isEmpty {
            for (token, part) in tokens where rest.hasPrefix(token) {
                parts.append(part)
                rest = rest.dropFirst(token.count)
                continue outer
            }
            guard let character = rest.first, "-/:. T".contains(character), let ascii = character.asciiValue else { return nil }
            parts.append(.literal(ascii))
            rest = rest.dropFirst()
        }
        guard parts.contains(where: { if case .literal = $0 { false } else { true } }) else { return nil }
        self.text = text
        self.parts = parts
    }

    func matches(_ bytes: [UInt8]) -> Bool {
        var index = 0
        var year = 2000
        var month = 1
        var day = 1
        func number(_ width: Int) -> Int? {
            guard index + width <= bytes.count else { return nil }
            var value = 0
            for offset in 0..<width {
                let byte = bytes[index + offset]
                guard isDigit(byte) else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += width
            return value
        }
        var hasDay = false
        for part in parts {
            switch part {
            case .year4: guard let v = number(4) else { return false }; year = v
            case .year2: guard let v = number(2) else { return false }; year = 2000 + v
            case .month: guard let v = number(2), (1...12).contains(v) else { return false }; month = v
            case .day: guard let v = number(2), (1...31).contains(v) else { return false }; day = v; hasDay = true
            case .hour: guard let v = number(2), v <= 23 else { return false }
            case .minute: guard let v = number(2), v <= 59 else { return false }
            case .second: guard let v = number(2), v <= 60 else { return false }
            case .literal(let byte):
                guard index < bytes.count, bytes[index] == byte else { return false }
                index += 1
            }
        }
        guard index == bytes.count else { return false }
        return !hasDay || day <= ISODate.daysIn(month: month, year: year)
    }
}

enum ISODate {
    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    static let dateTemplate = DateTemplate("yyyy-MM-dd")!
    static let timeTemplate = DateTemplate("HH:mm:ss")!
    static let shortTimeTemplate = DateTemplate("HH:mm")!

    static func isDate(_ bytes: [UInt8]) -> Bool { dateTemplate.matches(bytes) }

    /// `yyyy-MM-ddTHH:mm[:ss[.fraction]](Z|±hh:mm|±hhmm)`.
    static func isDateTime(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 17, dateTemplate.matches(Array(bytes[0..<10])) else { return false }
        guard bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: "t") else { return false }
        var index = 11
        let hasSeconds = bytes.count >= 19 && bytes[16] == UInt8(ascii: ":")
        let timeEnd = hasSeconds ? 19 : 16
        guard timeEnd <= bytes.count else { return false }
        let time = Array(bytes[11..<timeEnd])
        guard (hasSeconds ? timeTemplate : shortTimeTemplate).matches(time) else { return false }
        index = timeEnd
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
            index += 1
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            guard index > start else { return false }
        }
        guard index < bytes.count else { return false }
        let zone = Array(bytes[index...])
        if zone == [UInt8(ascii: "Z")] || zone == [UInt8(ascii: "z")] { return true }
        guard zone.first == UInt8(ascii: "+") || zone.first == UInt8(ascii: "-") else { return false }
        let offset = Array(zone.dropFirst())
        if offset.count == 5 { return shortTimeTemplate.matches(offset) }
        if offset.count == 4 { return DateTemplate("HHmm")!.matches(offset) }
        return false
    }
}
