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
    /// An RFC 3339 (ISO 8601) date and time: seconds required, fraction optional, zone required.
    case dateTime
    /// An XML Schema `dateTime`: seconds required, fraction and zone optional, `24:00:00` allowed.
    case xmlDateTime
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
    /// An HTTP `Accept` list (RFC 9110 §12.5.1) that accepts the given media type, spelled `accepts:type/subtype`.
    case accepts(AcceptedMediaType)

    /// The named formats and their spellings in spec files.
    public static let named: [String: ValueFormat] = [
        "digits": .digits, "alphanumeric": .alphanumeric, "decimal": .decimal, "luhn": .luhn,
        "mod10-plus-one": .mod10PlusOne, "masked-pan": .maskedPAN, "hex": .hex, "hex-lower": .hexLower,
        "base64": .base64, "base64url": .base64url, "jwe-compact": .jweCompact, "ascii-printable": .asciiPrintable,
        "url": .url, "email": .email, "uuid": .uuid, "date-time": .dateTime, "xml-datetime": .xmlDateTime, "date": .date,
        "currency-numeric": .currencyNumeric, "currency-alpha": .currencyAlpha, "country-alpha2": .countryAlpha2,
        "language": .language,
    ]

    /// The prefix of the parameterised format `accepts:type/subtype`.
    public static let acceptsPrefix = "accepts:"

    /// Compiles a format name, an `accepts:type/subtype` format or a date template; nil when it is none of them.
    public init?(name: String) {
        if let format = ValueFormat.named[name] {
            self = format
        } else if name.hasPrefix(ValueFormat.acceptsPrefix) {
            guard let media = AcceptedMediaType(String(name.dropFirst(ValueFormat.acceptsPrefix.count))) else { return nil }
            self = .accepts(media)
        } else if let template = DateTemplate(name) {
            self = .dateTemplate(template)
        } else {
            return nil
        }
    }

    /// Checks a value; returns why it fails, or nil when it conforms.
    public func failure(_ value: String) -> LocalizedText? {
        if let result = value.utf8.withContiguousStorageIfAvailable({ failure(value, $0) }) { return result }
        return Array(value.utf8).withUnsafeBufferPointer { failure(value, $0) }
    }

    /// Checks a value given with its UTF-8 bytes (no copy of either).
    func failure(_ value: String, _ bytes: UnsafeBufferPointer<UInt8>) -> LocalizedText? {
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
            @inline(__always) func isMask(_ byte: UInt8) -> Bool {
                byte == UInt8(ascii: "#") || byte == UInt8(ascii: "X") || byte == UInt8(ascii: "x") || byte == UInt8(ascii: "*")
            }
            let ok =
                bytes.count >= 8 && bytes.allSatisfy { isDigit($0) || isMask($0) } && bytes.contains(where: isMask)
                && bytes.contains(where: isDigit)
            return ok ? nil : Reason.maskedPAN
        case .hex:
            return !bytes.isEmpty && bytes.allSatisfy(isHex) ? nil : Reason.notHex
        case .hexLower:
            return !bytes.isEmpty && bytes.allSatisfy { isDigit($0) || (97...102).contains($0) } ? nil : Reason.notHexLower
        case .base64:
            return isBase64(Array(bytes), urlSafe: false) ? nil : Reason.notBase64
        case .base64url:
            return isBase64(Array(bytes), urlSafe: true) ? nil : Reason.notBase64url
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
            return ISODate.dateTimeProblem(bytes).map { Reason.dateTime($0, xml: false) }
        case .xmlDateTime:
            return ISODate.xmlDateTimeProblem(bytes).map { Reason.dateTime($0, xml: true) }
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
        case .accepts(let media):
            switch AcceptList.verdict(Array(bytes), for: media) {
            case .accepted: return nil
            case .notAccepted: return Reason.notAccepted(media.text)
            case .excluded: return Reason.excluded(media.text)
            case .malformed(let problem): return Reason.badAccept(problem)
            }
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
        static func dateTime(_ problem: ISODate.Problem, xml: Bool) -> LocalizedText {
            switch problem {
            case .layout where xml:
                return LocalizedText(
                    en:
                        "expected an XML Schema dateTime: yyyy-MM-ddTHH:mm:ss, then an optional fraction and an optional zone (Z or ±hh:mm), like 2016-05-15T23:07:36",
                    fr:
                        "dateTime XML Schema attendu : yyyy-MM-ddTHH:mm:ss, puis une fraction facultative et un fuseau facultatif (Z ou ±hh:mm), comme 2016-05-15T23:07:36"
                )
            case .layout:
                return LocalizedText(
                    en:
                        "expected an RFC 3339 date and time: yyyy-MM-ddTHH:mm:ss, an optional fraction, then Z or ±hh:mm, like 2024-05-01T12:30:00+02:00",
                    fr:
                        "date et heure RFC 3339 attendues : yyyy-MM-ddTHH:mm:ss, une fraction facultative, puis Z ou ±hh:mm, comme 2024-05-01T12:30:00+02:00"
                )
            case .noSuchDate(let date):
                return LocalizedText(
                    en: "\(date) is not a real date (month 01-12, day within the month, 29 February only in leap years)",
                    fr: "\(date) n'est pas une date réelle (mois 01-12, jour compris dans le mois, 29 février seulement les années bissextiles)")
            case .timeOutOfRange(let time) where xml:
                return LocalizedText(
                    en: "\(time) is not a valid time (hour 00-23 or exactly 24:00:00, minute and second 00-59)",
                    fr: "\(time) n'est pas une heure valide (heure 00-23 ou exactement 24:00:00, minute et seconde 00-59)")
            case .timeOutOfRange(let time):
                return LocalizedText(
                    en: "\(time) is not a valid time (hour 00-23, minute and second 00-59; second 60 only for a leap second at 23:59 UTC)",
                    fr:
                        "\(time) n'est pas une heure valide (heure 00-23, minute et seconde 00-59 ; seconde 60 seulement pour une seconde intercalaire à 23:59 UTC)"
                )
            case .zoneMissing:
                return LocalizedText(
                    en: "the time zone is missing: end the value with Z or ±hh:mm",
                    fr: "le fuseau horaire manque : terminez la valeur par Z ou ±hh:mm")
            case .badZone where xml:
                return LocalizedText(
                    en: "the time zone must be Z or ±hh:mm, between -14:00 and +14:00",
                    fr: "le fuseau horaire doit être Z ou ±hh:mm, entre -14:00 et +14:00")
            case .badZone:
                return LocalizedText(
                    en: "the time zone must be Z or ±hh:mm, with hh 00-23 and mm 00-59",
                    fr: "le fuseau horaire doit être Z ou ±hh:mm, avec hh 00-23 et mm 00-59")
            }
        }
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
        static func notAccepted(_ type: String) -> LocalizedText {
            LocalizedText(
                en: "the Accept list does not accept \(type): no media range (\(type), its type/* or */*) covers it",
                fr: "la liste Accept n'accepte pas \(type) : aucune plage de médias (\(type), son type/* ou */*) ne le couvre")
        }
        static func excluded(_ type: String) -> LocalizedText {
            LocalizedText(
                en: "the Accept list does not accept \(type): its most specific matching media range has q=0",
                fr: "la liste Accept n'accepte pas \(type) : sa plage de médias correspondante la plus précise a q=0")
        }
        static func badAccept(_ problem: AcceptList.Problem) -> LocalizedText {
            let detail: LocalizedText
            switch problem {
            case .empty:
                detail = LocalizedText(en: "it names no media range", fr: "elle ne nomme aucune plage de médias")
            case .missingSlash(let item):
                detail = LocalizedText(
                    en: "'\(item)' is not a media range: expected type/subtype, type/* or */*",
                    fr: "'\(item)' n'est pas une plage de médias : type/sous-type, type/* ou */* attendu")
            case .badType(let item):
                detail = LocalizedText(en: "'\(item)' has an empty or invalid type", fr: "'\(item)' a un type vide ou invalide")
            case .badSubtype(let item):
                detail = LocalizedText(en: "'\(item)' has an empty or invalid subtype", fr: "'\(item)' a un sous-type vide ou invalide")
            case .wildcardType(let item):
                detail = LocalizedText(
                    en: "'\(item)': the type * only goes with the subtype *", fr: "'\(item)' : le type * ne va qu'avec le sous-type *")
            case .badParameter(let item):
                detail = LocalizedText(
                    en: "'\(item)' has a malformed parameter: expected ;name=value with no space around =",
                    fr: "'\(item)' a un paramètre mal formé : ;nom=valeur attendu, sans espace autour de =")
            case .badWeight(let item):
                detail = LocalizedText(
                    en: "'\(item)' has a bad weight: q must be between 0 and 1 with at most 3 decimals",
                    fr: "'\(item)' a un poids invalide : q doit être entre 0 et 1 avec au plus 3 décimales")
            case .duplicateWeight(let item):
                detail = LocalizedText(en: "'\(item)' gives its weight q twice", fr: "'\(item)' donne deux fois son poids q")
            case .unexpected(let item):
                detail = LocalizedText(
                    en: "'\(item)' goes on after its media range and parameters; separate media ranges with commas",
                    fr: "'\(item)' continue après sa plage de médias et ses paramètres ; séparez les plages de médias par des virgules")
            }
            return LocalizedText(
                en: "not a valid Accept list of media ranges: \(detail.en)", fr: "liste Accept de plages de médias invalide : \(detail.fr)")
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

enum URLCheck {
    /// Whether a value is an absolute `http` or `https` URL with a host.
    ///
    /// Printable ASCII, no space, the scheme in any case. Read byte by byte: every URL field of every checked
    /// message goes through it.
    static func isAbsoluteHTTP(_ value: String) -> Bool {
        let bytes = value.utf8
        guard bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return false }
        var index = bytes.startIndex
        func next(_ matches: (UInt8) -> Bool) -> Bool {
            guard index != bytes.endIndex, matches(bytes[index]) else { return false }
            index = bytes.index(after: index)
            return true
        }
        for letter in "http".utf8 where !next({ $0 | 0x20 == letter }) { return false }
        _ = next { $0 | 0x20 == UInt8(ascii: "s") }
        for mark in "://".utf8 where !next({ $0 == mark }) { return false }
        // The host: at least one byte before the path, the query or the fragment.
        return next { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
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

    func matches(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer { matches($0) } }

    func matches(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var cursor = ISODate.Cursor(bytes)
        var year = 2000
        var month = 1
        var day = 1
        var hasDay = false
        for part in parts {
            switch part {
            case .year4: guard let v = cursor.number(4) else { return false }; year = v
            case .year2: guard let v = cursor.number(2) else { return false }; year = 2000 + v
            case .month: guard let v = cursor.number(2), (1...12).contains(v) else { return false }; month = v
            case .day: guard let v = cursor.number(2), (1...31).contains(v) else { return false }; day = v; hasDay = true
            case .hour: guard let v = cursor.number(2), v <= 23 else { return false }
            case .minute: guard let v = cursor.number(2), v <= 59 else { return false }
            case .second: guard let v = cursor.number(2), v <= 60 else { return false }
            case .literal(let byte):
                guard cursor.index < bytes.count, bytes[cursor.index] == byte else { return false }
                cursor.index += 1
            }
        }
        guard cursor.atEnd else { return false }
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

    static func isDate(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool { dateTemplate.matches(bytes) }

    /// Why a value is not a date and time.
    enum Problem: Sendable, Hashable {
        /// The characters do not follow the layout.
        case layout
        /// The month or day does not exist (the `yyyy-MM-dd` text is kept).
        case noSuchDate(String)
        /// The hour, minute or second is out of range (the `HH:mm:ss` text is kept).
        case timeOutOfRange(String)
        /// The zone is required and absent.
        case zoneMissing
        /// The zone is malformed or out of range, or something follows it.
        case badZone
    }

    /// The date and time fields read by ``dateTimeProblem(_:)`` and ``xmlDateTimeProblem(_:)``, not yet range-checked.
    fileprivate struct Stamp {
        var year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0
        var dateText: String { pad(year, 4) + "-" + pad(month, 2) + "-" + pad(day, 2) }
        var timeText: String { pad(hour, 2) + ":" + pad(minute, 2) + ":" + pad(second, 2) }
        var isRealDate: Bool { (1...12).contains(month) && day >= 1 && day <= ISODate.daysIn(month: month, year: year) }
        private func pad(_ value: Int, _ width: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, width - text.count)) + text
        }
    }

    /// A forward reader over ASCII bytes.
    fileprivate struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }
        var atEnd: Bool { index == bytes.count }
        /// Whether the next byte is the given character.
        func isNext(_ character: Unicode.Scalar) -> Bool { index < bytes.count && bytes[index] == UInt8(ascii: character) }

        /// Exactly `width` digits, as a number.
        mutating func number(_ width: Int) -> Int? {
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

        /// Consumes one given character when it comes next.
        mutating func take(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// `+1` or `-1` for a sign that comes next, consumed; nil otherwise.
        mutating func sign() -> Int? {
            if take("+") { return 1 }
            if take("-") { return -1 }
            return nil
        }

        /// The digits of a fraction (after its `.`): nil when there is none, else whether all are zero.
        mutating func fractionDigits() -> (allZero: Bool, count: Int)? {
            var allZero = true
            let start = index
            while index < bytes.count, isDigit(bytes[index]) {
                if bytes[index] != UInt8(ascii: "0") { allZero = false }
                index += 1
            }
            return index > start ? (allZero, index - start) : nil
        }

        /// `yyyy-MM-dd`, the separator (one of `separators`), then `HH:mm:ss`; ranges are not checked here.
        mutating func stamp(separators: [Unicode.Scalar]) -> Stamp? {
            var stamp = Stamp()
            guard let year = number(4), take("-"), let month = number(2), take("-"), let day = number(2) else { return nil }
            var separated = false
            for separator in separators where take(separator) {
                separated = true
                break
            }
            guard separated else { return nil }
            guard let hour = number(2), take(":"), let minute = number(2), take(":"), let second = number(2) else { return nil }
            stamp.year = year
            stamp.month = month
            stamp.day = day
            stamp.hour = hour
            stamp.minute = minute
            stamp.second = second
            return stamp
        }
    }

    /// The `date-time` format: RFC 3339 §5.6 (the Internet profile of ISO 8601).
    ///
    /// `yyyy-MM-ddTHH:mm:ss`, an optional `.` fraction of any number of digits, then a required zone
    /// `Z` or `±hh:mm` (hh 00-23, mm 00-59). `T` and `Z` may be lower case, as RFC 3339 allows. The date
    /// must exist (leap years included); hour 00-23, minute 00-59, second 00-59, or 60 for a leap second,
    /// which is only accepted when the time falls on 23:59 UTC once the offset is applied.
    static func dateTimeProblem(_ bytes: [UInt8]) -> Problem? { bytes.withUnsafeBufferPointer { dateTimeProblem($0) } }

    static func dateTimeProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        var cursor = Cursor(bytes)
        guard let stamp = cursor.stamp(separators: ["T", "t"]) else { return .layout }
        if cursor.take("."), cursor.fractionDigits() == nil { return .layout }
        if cursor.atEnd { return .zoneMissing }
        var offset = 0
        if cursor.take("Z") || cursor.take("z") {
            offset = 0
        } else if let sign = cursor.sign() {
            guard let hours = cursor.number(2), cursor.take(":"), let minutes = cursor.number(2), hours <= 23, minutes <= 59 else {
                return .badZone
            }
            offset = sign * (hours * 60 + minutes)
        } else {
            // A comma as decimal sign is ISO 8601, not RFC 3339.
            return cursor.isNext(",") ? .layout : .badZone
        }
        guard cursor.atEnd else { return .badZone }
        guard stamp.isRealDate else { return .noSuchDate(stamp.dateText) }
        guard stamp.hour <= 23, stamp.minute <= 59, stamp.second <= 60 else { return .timeOutOfRange(stamp.timeText) }
        if stamp.second == 60 {
            let utcMinute = ((stamp.hour * 60 + stamp.minute - offset) % 1440 + 1440) % 1440
            guard utcMinute == 23 * 60 + 59 else { return .timeOutOfRange(stamp.timeText) }
        }
        return nil
    }

    /// The `xml-datetime` format: XML Schema 1.1 `dateTime`, with a four-digit year.
    ///
    /// `yyyy-MM-ddTHH:mm:ss` (upper-case `T`), an optional `.` fraction of any number of digits, then an
    /// optional zone `Z` or `±hh:mm` between -14:00 and +14:00. The date must exist (leap years
    /// included); hour 00-23, minute and second 00-59 (no leap second), or exactly `24:00:00` (any
    /// fraction all zeros) for the end of the day. Negative and five-digit years are not accepted.
    static func xmlDateTimeProblem(_ bytes: [UInt8]) -> Problem? { bytes.withUnsafeBufferPointer { xmlDateTimeProblem($0) } }

    static func xmlDateTimeProblem(_ bytes: UnsafeBufferPointer<UInt8>) -> Problem? {
        var cursor = Cursor(bytes)
        guard let stamp = cursor.stamp(separators: ["T"]) else { return .layout }
        var fractionIsZero = true
        if cursor.take(".") {
            guard let fraction = cursor.fractionDigits() else { return .layout }
            fractionIsZero = fraction.allZero
        }
        if !cursor.atEnd {
            if cursor.take("Z") {
                // UTC.
            } else if cursor.sign() != nil {
                guard let hours = cursor.number(2), cursor.take(":"), let minutes = cursor.number(2),
                    (hours <= 13 && minutes <= 59) || (hours == 14 && minutes == 0)
                else { return .badZone }
            } else {
                return cursor.isNext(",") ? .layout : .badZone
            }
            guard cursor.atEnd else { return .badZone }
        }
        guard stamp.isRealDate else { return .noSuchDate(stamp.dateText) }
        let endOfDay = stamp.hour == 24 && stamp.minute == 0 && stamp.second == 0 && fractionIsZero
        guard endOfDay || (stamp.hour <= 23 && stamp.minute <= 59 && stamp.second <= 59) else {
            return .timeOutOfRange(stamp.timeText)
        }
        return nil
    }
}

/// Whether a byte is an RFC 9110 `tchar`, a character allowed in a token.
@inline(__always) func isTokenChar(_ byte: UInt8) -> Bool {
    if isDigit(byte) || isLetter(byte) { return true }
    switch byte {
    case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "'"),
        UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "_"),
        UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
        return true
    default:
        return false
    }
}

/// The media type named by an `accepts:type/subtype` format, lower-cased.
public struct AcceptedMediaType: Sendable, Hashable {
    /// The type, like `application`.
    public let type: String
    /// The subtype, like `json`.
    public let subtype: String

    /// `type/subtype`.
    public var text: String { type + "/" + subtype }

    /// Parses `type/subtype`: two non-empty RFC 9110 tokens without `*` and without parameters; nil otherwise.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard let slash = bytes.firstIndex(of: UInt8(ascii: "/")) else { return nil }
        let type = bytes[..<slash]
        let subtype = bytes[(slash + 1)...]
        let valid: (ArraySlice<UInt8>) -> Bool = { part in
            !part.isEmpty && part.allSatisfy { isTokenChar($0) && $0 != UInt8(ascii: "*") }
        }
        guard valid(type), valid(subtype) else { return nil }
        self.type = String(decoding: type, as: UTF8.self).lowercased()
        self.subtype = String(decoding: subtype, as: UTF8.self).lowercased()
    }
}

/// The scan behind `accepts:type/subtype`: an HTTP `Accept` field value (RFC 9110 §12.5.1).
///
/// Grammar: `#( media-range *( OWS ";" OWS [ parameter ] ) )` where a media range is `type/subtype`,
/// `type/*` or `*/*`, a parameter is `name=value` (value a token or a quoted string, no space around
/// `=`), and the parameter named `q` (any case) is the weight: `0` to `1` with at most three
/// decimals, given at most once. Empty list elements (`a/b, , c/d`) are ignored, as RFC 9110 §5.6.1
/// asks; a list with no media range at all is malformed.
///
/// Matching ignores case and parameters other than `q`. The weight given to the type is the one of the
/// most specific matching range (`type/subtype`, then `type/*`, then `*/*`; the highest weight among
/// equally specific ones), so `*/*, application/json;q=0` does not accept `application/json`.
enum AcceptList {
    /// What is wrong with a malformed list; each case keeps the offending list element.
    enum Problem: Sendable, Hashable {
        case empty
        case missingSlash(String)
        case badType(String)
        case badSubtype(String)
        case wildcardType(String)
        case badParameter(String)
        case badWeight(String)
        case duplicateWeight(String)
        case unexpected(String)
    }

    enum Verdict: Sendable, Hashable {
        /// The most specific matching range has a weight above 0.
        case accepted
        /// No range matches the type.
        case notAccepted
        /// The most specific matching range has weight 0.
        case excluded
        /// The list does not parse.
        case malformed(Problem)
    }

    static func verdict(_ bytes: [UInt8], for media: AcceptedMediaType) -> Verdict {
        let count = bytes.count
        let comma = UInt8(ascii: ","), semicolon = UInt8(ascii: ";"), slash = UInt8(ascii: "/")
        let quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\"), equals = UInt8(ascii: "=")
        let star = UInt8(ascii: "*")
        var index = 0
        var ranges = 0
        // 0: nothing matched yet; 1: */*; 2: type/*; 3: type/subtype.
        var bestSpecificity = 0
        var bestWeight = 0

        func skipSpaces() {
            while index < count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
        }
        func token() -> Range<Int> {
            let start = index
            while index < count, isTokenChar(bytes[index]) { index += 1 }
            return start..<index
        }
        func isStar(_ range: Range<Int>) -> Bool { range.count == 1 && bytes[range.lowerBound] == star }
        func equalsIgnoringCase(_ range: Range<Int>, _ name: String) -> Bool {
            guard range.count == name.utf8.count else { return false }
            var position = range.lowerBound
            for expected in name.utf8 {
                let byte = bytes[position]
                let lower = (65...90).contains(byte) ? byte + 32 : byte
                guard lower == expected else { return false }
                position += 1
            }
            return true
        }
        /// A quoted string starting at the opening quote; false when it is malformed or unterminated.
        func quotedString() -> Bool {
            index += 1
            while index < count {
                let byte = bytes[index]
                if byte == quote {
                    index += 1
                    return true
                }
                if byte == backslash {
                    guard index + 1 < count else { return false }
                    let escaped = bytes[index + 1]
                    guard escaped == 0x09 || (escaped >= 0x20 && escaped != 0x7F) else { return false }
                    index += 2
                    continue
                }
                guard byte == 0x09 || (byte >= 0x20 && byte != 0x7F) else { return false }
                index += 1
            }
            return false
        }
        /// A qvalue in thousandths; nil when it is not `0[.ddd]` or `1[.000]`.
        func qvalue() -> Int? {
            guard index < count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else { return nil }
            var value = bytes[index] == UInt8(ascii: "1") ? 1000 : 0
            index += 1
            if index < count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                var scale = 100
                var decimals = 0
                while index < count, isDigit(bytes[index]) {
                    decimals += 1
                    guard decimals <= 3 else { return nil }
                    value += Int(bytes[index] - 48) * scale
                    scale /= 10
                    index += 1
                }
            }
            guard value <= 1000, index == count || !isTokenChar(bytes[index]) else { return nil }
            return value
        }
        /// The list element starting at `start`, trimmed and shortened, to quote in a reason.
        func element(from start: Int) -> String {
            var end = start
            var quoted = false
            while end < count {
                if bytes[end] == quote {
                    quoted.toggle()
                } else if bytes[end] == comma && !quoted {
                    break
                }
                end += 1
            }
            var first = start
            while first < end, bytes[first] == 0x20 || bytes[first] == 0x09 { first += 1 }
            while end > first, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            let text = String(decoding: bytes[first..<end], as: UTF8.self)
            return text.count > 60 ? String(text.prefix(60)) + "…" : text
        }

        while true {
            skipSpaces()
            if index == count { break }
            if bytes[index] == comma {
                index += 1
                continue
            }
            let start = index
            ranges += 1
            let type = token()
            if type.isEmpty { return .malformed(.badType(element(from: start))) }
            guard index < count, bytes[index] == slash else { return .malformed(.missingSlash(element(from: start))) }
            index += 1
            let subtype = token()
            if subtype.isEmpty { return .malformed(.badSubtype(element(from: start))) }
            if isStar(type) && !isStar(subtype) { return .malformed(.wildcardType(element(from: start))) }
            var weight = 1000
            var weighted = false
            while true {
                let beforeSpaces = index
                skipSpaces()
                guard index < count, bytes[index] == semicolon else {
                    index = beforeSpaces
                    break
                }
                index += 1
                skipSpaces()
                // An empty parameter (`type/subtype;`) is allowed.
                if index == count || bytes[index] == comma || bytes[index] == semicolon { continue }
                let name = token()
                guard !name.isEmpty, index < count, bytes[index] == equals else {
                    return .malformed(.badParameter(element(from: start)))
                }
                index += 1
                if equalsIgnoringCase(name, "q") {
                    if weighted { return .malformed(.duplicateWeight(element(from: start))) }
                    guard let value = qvalue() else { return .malformed(.badWeight(element(from: start))) }
                    weight = value
                    weighted = true
                } else if index < count, bytes[index] == quote {
                    guard quotedString() else { return .malformed(.badParameter(element(from: start))) }
                } else if token().isEmpty {
                    return .malformed(.badParameter(element(from: start)))
                }
            }
            skipSpaces()
            guard index == count || bytes[index] == comma else { return .malformed(.unexpected(element(from: start))) }
            let specificity: Int
            if isStar(type) {
                specificity = 1
            } else if !equalsIgnoringCase(type, media.type) {
                specificity = 0
            } else if isStar(subtype) {
                specificity = 2
            } else {
                specificity = equalsIgnoringCase(subtype, media.subtype) ? 3 : 0
            }
            if specificity > bestSpecificity {
                bestSpecificity = specificity
                bestWeight = weight
            } else if specificity > 0 && specificity == bestSpecificity {
                bestWeight = max(bestWeight, weight)
            }
        }
        if ranges == 0 { return .malformed(.empty) }
        if bestSpecificity == 0 { return .notAccepted }
        return bestWeight > 0 ? .accepted : .excluded
    }
}
