import Foundation

/// The names that mark a value as card data or a secret, whatever the spec of the message says.
///
/// Redaction reads them for JSON members, form fields, query parameters, headers and XML or HTML
/// elements and attributes, at any depth and in any protocol. A name is compared in its *folded* form:
/// lower case, letters and digits only, so `card_number`, `Card-Number` and `cardNumber` are one name.
/// A name matches when its folded form is in ``exact``, or contains one of ``fragments``.
/// docs/cassettes.md lists the defaults; `--redact-name NAME[=kind]` adds to them.
public struct SensitiveNames: Sendable, Hashable {
    /// What a named value holds, which decides how it is replaced.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
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

        /// The spec sensitivity whose replacement rules apply.
        var sensitivity: Sensitivity {
            switch self {
            case .pan: .pan
            case .csc, .pin: .csc
            case .expiry: .expiry
            case .secret: .secret
            }
        }
    }

    /// Folded names matched exactly.
    public var exact: [String: Kind]
    /// Folded fragments: a folded name containing one is sensitive.
    public var fragments: [Fragment]

    /// A part of a name that makes it sensitive (`password` in `merchantPassword`).
    public struct Fragment: Sendable, Hashable {
        /// The folded part.
        public var text: String
        /// What a name holding it holds.
        public var kind: Kind

        /// Creates a fragment.
        public init(_ text: String, _ kind: Kind) {
            self.text = text
            self.kind = kind
        }
    }

    /// Why a `--redact-name` entry was refused.
    public struct EntryError: Error, Sendable {
        /// What is wrong and what to write instead.
        public var reason: LocalizedText
    }

    /// Creates a list.
    public init(exact: [String: Kind], fragments: [Fragment]) {
        self.exact = exact
        self.fragments = fragments
    }

    /// The default list.
    public static let standard = SensitiveNames(
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
            ].flatMap { kind, names in names.map { ($0, kind) } }),
        fragments: [
            Fragment("cardnumber", .pan), Fragment("password", .secret), Fragment("passwd", .secret), Fragment("secret", .secret),
            Fragment("cvv", .csc), Fragment("cvc", .csc),
        ])

    /// The folded form of a name: lower case, ASCII letters and digits only; an XML prefix (`ns:`) is dropped.
    public static func folded(_ name: String) -> String {
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
    public func kind(of name: String) -> Kind? {
        let key = SensitiveNames.folded(name)
        guard !key.isEmpty else { return nil }
        if let kind = exact[key] { return kind }
        return fragments.first { SensitiveNames.bytes(of: key, contain: $0.text) }?.kind
    }

    /// Whether `text` contains `fragment`, compared byte by byte over their UTF-8: Foundation's `contains`
    /// bridges to NSString, and this runs for every name the redactor reads (folded names) and every value
    /// the URL rewriter reads (`://`).
    static func bytes(of text: String, contain fragment: String) -> Bool {
        let haystack = text.utf8
        let needle = fragment.utf8
        guard let first = needle.first, needle.count <= haystack.count else { return needle.isEmpty }
        var start = haystack.startIndex
        let lastStart = haystack.index(haystack.endIndex, offsetBy: -needle.count)
        while start <= lastStart {
            if haystack[start] == first, haystack[start...].starts(with: needle) { return true }
            start = haystack.index(after: start)
        }
        return false
    }

    /// Adds a name (folded) of the given kind.
    public mutating func add(_ name: String, kind: Kind) {
        exact[SensitiveNames.folded(name)] = kind
    }

    /// Reads `NAME` (a secret) or `NAME=KIND` from a flag.
    public static func parseEntry(_ text: String) throws(EntryError) -> (name: String, kind: Kind) {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let name = parts[0]
        guard !folded(name).isEmpty else {
            throw EntryError(
                reason: LocalizedText(
                    en: "'\(text)' has no letter or digit to match a name; write NAME or NAME=KIND",
                    fr: "'\(text)' n'a ni lettre ni chiffre pour reconnaître un nom ; écrivez NOM ou NOM=TYPE"))
        }
        guard parts.count == 2 else { return (name, .secret) }
        guard let kind = Kind(rawValue: parts[1].lowercased()) else {
            let kinds = Kind.allCases.map(\.rawValue)
            let hint = Suggestion.closest(to: parts[1].lowercased(), in: kinds).map { " (did you mean '\($0)'?)" } ?? ""
            let hintFr = Suggestion.closest(to: parts[1].lowercased(), in: kinds).map { " (vouliez-vous dire '\($0)' ?)" } ?? ""
            throw EntryError(
                reason: LocalizedText(
                    en: "unknown kind '\(parts[1])' in '\(text)'\(hint); kinds are \(kinds.joined(separator: ", "))",
                    fr: "type '\(parts[1])' inconnu dans '\(text)'\(hintFr) ; les types sont \(kinds.joined(separator: ", "))"))
        }
        return (name, kind)
    }
}
