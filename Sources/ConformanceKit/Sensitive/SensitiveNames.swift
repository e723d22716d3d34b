import Foundation

/// The names that mark a value as card data or a secret, whatever the spec of the message says.
///
/// Redaction reads them for JSON members, form fields, query parameters, headers, name/value pairs and
/// XML or HTML elements and attributes, at any depth, in any protocol and in both directions. A name is
/// compared in its *folded* form: lower case, letters and digits only, so `card_number`, `Card-Number` and
/// `cardNumber` are one name. A name matches when its folded form is in ``exact``, or when it holds one
/// of ``fragments`` (see ``Fragment/Placement``) and is not a flag or a descriptor of such a value: a name
/// whose first word is in ``harmlessFirstWords`` (`allowPartialAuthorization`) or whose folded form ends
/// with one of ``harmlessEndings`` (`cardCSCPresence`, `CVVResult`, `apiKeyId`) is not sensitive by
/// fragment. docs/cassettes.md lists the defaults; `--redact-name NAME[=kind]` adds to them.
package struct SensitiveNames: Sendable, Hashable {
    /// What a named value holds, which decides how it is replaced.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// A card number: a published test card of the same length and brand digit (masked numbers stay).
        case pan
        /// A card security code: `123…` of the same length.
        case csc
        /// An expiry date: a fixed valid date in the same layout.
        case expiry
        /// A PIN or PIN block: `123…` of the same length.
        case pin
        /// A password, key or credential: `REDACTED`, keeping an authorization scheme.
        case secret
        /// A cookie header or value: each cookie's value `REDACTED`, its name and attributes kept.
        case cookie

        /// The spec sensitivity whose replacement rules apply.
        var sensitivity: Sensitivity {
            switch self {
            case .pan: .pan
            case .csc, .pin: .csc
            case .expiry: .expiry
            case .secret, .cookie: .secret
            }
        }
    }

    /// Folded names matched exactly.
    package var exact: [String: Kind]
    /// Folded fragments: a folded name containing one is sensitive.
    package var fragments: [Fragment]

    /// Folded endings that make a name matched by a fragment a flag or a descriptor, not the value itself.
    package var harmlessEndings: [String]
    /// First words (lower case) that make a name matched by a fragment a flag (`allowPartialAuthorization`).
    package var harmlessFirstWords: Set<String>

    /// A part of a name that makes it sensitive (`password` in `merchantPassword`).
    package struct Fragment: Sendable, Hashable {
        /// Where in a name the part must sit.
        package enum Placement: String, Sendable, Hashable {
            /// Anywhere in the folded name (`password` in `x_merchant_password`).
            case anywhere
            /// A whole word of the name, with digits after it allowed (`csc` in `cardCSCValue`, not in `X-GCS-Client`).
            case word
            /// At the end of the folded name (`authorization` in `X-Echo-Authorization`).
            case ending
        }

        /// The folded part.
        package var text: String
        /// What a name holding it holds.
        package var kind: Kind
        /// Where the part must sit.
        package var placement: Placement

        /// Creates a fragment.
        package init(_ text: String, _ kind: Kind, _ placement: Placement = .anywhere) {
            self.text = text
            self.kind = kind
            self.placement = placement
        }
    }

    /// Why a `--redact-name` entry was refused.
    package struct EntryError: Error, Sendable {
        /// What is wrong and what to write instead.
        package var reason: LocalizedText
    }

    /// Creates a list.
    package init(
        exact: [String: Kind], fragments: [Fragment], harmlessEndings: [String] = SensitiveNames.defaultHarmlessEndings,
        harmlessFirstWords: Set<String> = SensitiveNames.defaultHarmlessFirstWords
    ) {
        self.exact = exact
        self.fragments = fragments
        self.harmlessEndings = harmlessEndings
        self.harmlessFirstWords = harmlessFirstWords
    }

    /// The default list.
    package static let standard = SensitiveNames(
        exact: Dictionary(
            uniqueKeysWithValues: [
                (
                    Kind.pan,
                    [
                        "pan", "cardpan", "fpan", "dpan", "cardno", "cardnum", "ccnum", "ccnumber", "ccno", "primaryaccountnumber", "accountnumber",
                        "cardaccountnumber",
                    ]
                ),
                (
                    Kind.csc,
                    [
                        "cvv", "cvv2", "cvc", "cvc2", "csc", "cvn", "cvd", "cvx", "cav2", "cid2", "securitycode", "cardsecuritycode",
                        "cardverificationcode", "cardverificationvalue", "verificationcode", "cardvalidationnum", "cardvalidationnumber",
                        "cardcode",
                    ]
                ),
                (
                    Kind.expiry,
                    [
                        "expiry", "expirydate", "expdate", "expiration", "expirationdate", "cardexpiry", "cardexpirydate", "cardexpirationdate",
                        "panexpirydate", "expmonth", "expyear", "expirymonth", "expiryyear", "expirationmonth", "expirationyear", "cardexpmonth",
                        "cardexpyear",
                    ]
                ),
                (Kind.pin, ["pin", "pinblock", "pincode", "cardpin", "encryptedpinblock"]),
                (
                    Kind.secret,
                    [
                        "pwd", "passphrase", "apikey", "xapikey", "apitoken", "accesstoken", "refreshtoken", "idtoken", "authtoken",
                        "bearertoken", "authorization", "proxyauthorization", "privatekey", "signingkey", "hmackey", "sharedkey",
                    ]
                ),
            ].flatMap { kind, names in names.map { ($0, kind) } }
        ).merging(markedBySpecs) { _, marked in marked },
        fragments: [
            Fragment("cardnumber", .pan),
            Fragment("cvv", .csc), Fragment("cvc", .csc), Fragment("csc", .csc, .word), Fragment("cvn", .csc, .word), Fragment("cvd", .csc, .word),
            Fragment("securitycode", .csc), Fragment("verificationcode", .csc), Fragment("cardvalidationnum", .csc),
            Fragment("password", .secret), Fragment("passwd", .secret), Fragment("passphrase", .secret), Fragment("secret", .secret),
            Fragment("apikey", .secret), Fragment("privatekey", .secret), Fragment("signingkey", .secret), Fragment("hmackey", .secret),
            Fragment("sharedkey", .secret), Fragment("accesstoken", .secret), Fragment("refreshtoken", .secret), Fragment("authtoken", .secret),
            Fragment("apitoken", .secret), Fragment("bearertoken", .secret), Fragment("sessiontoken", .secret), Fragment("csrftoken", .secret),
            Fragment("xsrftoken", .secret), Fragment("authorization", .secret, .ending), Fragment("cookie", .cookie),
        ])

    /// The folded names a spec marks `sensitivity: pan | csc | expiry | secret` (Specs/*).
    ///
    /// They are sensitive by name in every protocol and both directions (`SensitiveNameRulesTests` checks
    /// that the list covers the specs). Generic names a spec marks in one place (`number`, `value`) are left out: they
    /// are redacted at the spec's path, and card numbers in them by value.
    package static let markedBySpecs: [String: Kind] = [
        "cardnumber": .pan, "applicationprimaryaccountnumber": .pan, "accountnumber": .pan,
        "cardcscvalue": .csc, "verificationcode": .csc, "cvv": .csc, "cardvalidationnum": .csc,
        "cardexpirydate": .expiry, "panexpirydate": .expiry, "expmonth": .expiry, "expyear": .expiry, "expdate": .expiry,
        "applicationexpirationdate": .expiry,
        "authorization": .secret, "password": .secret, "onlinepaymentcryptogram": .secret, "encryptedtrack": .secret,
        "track": .pan, "authenticationvalue": .secret, "authvalue": .secret, "verificationvalue": .secret, "accnum": .secret, "wrappedkey": .secret,
        "clientsessionid": .secret,
    ]

    /// The default ``harmlessEndings``: a presence flag, an indicator, a check's result or a value's type,
    /// length, format, name or identifier describes a sensitive value without holding it.
    package static let defaultHarmlessEndings = [
        "presence", "present", "indicator", "result", "resultcode", "response", "responsecode", "responsesubcode", "status", "required",
        "requested", "invalid", "missing", "type", "types", "length", "mode", "flag", "enabled", "supported", "policy", "algorithm", "version",
        "brand", "format", "label", "name", "hint", "hints", "id", "expiry", "expires", "expiresat", "expiration", "count", "consent",
    ]

    /// The default ``harmlessFirstWords``: names of yes/no settings about a sensitive value.
    package static let defaultHarmlessFirstWords: Set<String> = [
        "allow", "allows", "is", "has", "enable", "enabled", "use", "uses", "require", "requires", "bypass", "skip", "supports", "accept",
        "accepts",
    ]

    /// The folded form of a name: lower case, ASCII letters and digits only; an XML prefix (`ns:`) is dropped.
    package static func folded(_ name: String) -> String {
        var local = Substring(name)
        if let colon = local.lastIndex(of: ":") { local = local[local.index(after: colon)...] }
        // Written straight into the string's storage: a short name (most) stays inline, with no allocation.
        return String(unsafeUninitializedCapacity: local.utf8.count) { buffer in
            var count = 0
            for byte in local.utf8 {
                switch byte {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    buffer[count] = byte + 32
                    count += 1
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                    buffer[count] = byte
                    count += 1
                default: break
                }
            }
            return count
        }
    }

    /// What a name's value holds, or nil when the name is not sensitive.
    package func kind(of name: String) -> Kind? {
        let key = SensitiveNames.folded(name)
        guard !key.isEmpty else { return nil }
        if let kind = exact[key] { return kind }
        // Most names hold no fragment: the words of a name are split only when one is there.
        let candidates = fragments.filter { utf8(of: key, contains: $0.text) }
        guard !candidates.isEmpty else { return nil }
        if harmlessEndings.contains(where: { key.hasSuffix($0) && key.utf8.count > $0.utf8.count }) { return nil }
        let words = SensitiveNames.words(of: name)
        if let first = words.first, words.count > 1, harmlessFirstWords.contains(first) { return nil }
        return candidates.first { fragment in
            switch fragment.placement {
            case .anywhere: true
            case .ending: key.hasSuffix(fragment.text)
            case .word: words.contains { $0.hasPrefix(fragment.text) && $0.dropFirst(fragment.text.count).allSatisfy(\.isNumber) }
            }
        }?.kind
    }

    /// The lower-cased words of a name: split at separators, at a lower-case letter or digit followed by a
    /// capital (`cardCSC`), and before the last capital of a run followed by a lower-case letter (`CSCValue`);
    /// digits stay with the word before them (`cvv2`); an XML prefix (`ns:`) is dropped.
    package static func words(of name: String) -> [String] {
        var local = Substring(name)
        if let colon = local.lastIndex(of: ":") { local = local[local.index(after: colon)...] }
        let characters = Array(local.unicodeScalars)
        var words: [String] = []
        var current = ""
        func isUpper(_ c: Unicode.Scalar) -> Bool { c.value >= 0x41 && c.value <= 0x5A }
        func isLower(_ c: Unicode.Scalar) -> Bool { c.value >= 0x61 && c.value <= 0x7A }
        func isDigitScalar(_ c: Unicode.Scalar) -> Bool { c.value >= 0x30 && c.value <= 0x39 }
        for (index, character) in characters.enumerated() {
            guard isUpper(character) || isLower(character) || isDigitScalar(character) else {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if isUpper(character), !current.isEmpty {
                let previous = characters[index - 1]
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                if isLower(previous) || isDigitScalar(previous) || (isUpper(previous) && next.map(isLower) == true) {
                    words.append(current)
                    current = ""
                }
            }
            current.unicodeScalars.append(isUpper(character) ? Unicode.Scalar(character.value + 32)! : character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Adds a name (folded) of the given kind.
    package mutating func add(_ name: String, kind: Kind) {
        exact[SensitiveNames.folded(name)] = kind
    }

    /// Reads `NAME` (a secret) or `NAME=KIND` from a flag.
    package static func parseEntry(_ text: String) throws(EntryError) -> (name: String, kind: Kind) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        guard !folded(name).isEmpty else {
            throw EntryError(reason: MessageID.sensitiveEntryNoLetter.localized([.plain(text)]))
        }
        guard parts.count == 2 else { return (name, .secret) }
        guard let kind = Kind(rawValue: parts[1].lowercased()) else {
            let kinds = Kind.allCases.map(\.rawValue)
            let hint = MessageArgument.suggestion(Suggestion.closest(to: parts[1].lowercased(), in: kinds))
            throw EntryError(
                reason: MessageID.sensitiveEntryUnknownKind.localized([
                    .plain(parts[1]), .plain(text), hint, .plain(kinds.joined(separator: ", ")),
                ]))
        }
        return (name, kind)
    }
}
