/// A compiled value format: a named format from the spec language, ready to test strings fast.
///
/// No regular expression is involved: each format is a hand-written scan over the UTF-8 bytes,
/// compiled once when the spec is loaded.
package enum ValueFormat: Sendable, Hashable {
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
    package static let named: [String: ValueFormat] = [
        "digits": .digits, "alphanumeric": .alphanumeric, "decimal": .decimal, "luhn": .luhn,
        "mod10-plus-one": .mod10PlusOne, "masked-pan": .maskedPAN, "hex": .hex, "hex-lower": .hexLower,
        "base64": .base64, "base64url": .base64url, "jwe-compact": .jweCompact, "ascii-printable": .asciiPrintable,
        "url": .url, "email": .email, "uuid": .uuid, "date-time": .dateTime, "xml-datetime": .xmlDateTime, "date": .date,
        "currency-numeric": .currencyNumeric, "currency-alpha": .currencyAlpha, "country-alpha2": .countryAlpha2,
        "language": .language,
    ]

    /// The prefix of the parameterised format `accepts:type/subtype`.
    package static let acceptsPrefix = "accepts:"

    /// Compiles a format name, an `accepts:type/subtype` format or a date template; nil when it is none of them.
    package init?(name: String) {
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
    package func failure(_ value: String) -> LocalizedText? {
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
}
