/// A language the tool speaks: every user-facing text exists in each of them.
public enum Language: String, Sendable, Hashable, Codable, CaseIterable {
    /// English.
    case en
    /// French.
    case fr

    /// `count` and a phrase in this language, in the plural when the count asks for it: English makes all
    /// but 1 plural and adds an `s` to the last word (`0 drift findings`); French makes 2 and more plural and
    /// adds an `s` to every word (`1 scénario réussi`, `3 scénarios réussis`).
    public func counted(_ count: Int, _ english: String, _ french: String) -> String {
        switch self {
        case .en: return "\(count) " + (count == 1 ? english : english + "s")
        case .fr: return "\(count) " + (count <= 1 ? french : french.split(separator: " ").map { $0 + "s" }.joined(separator: " "))
        }
    }
}

/// A text written in every supported language.
public struct LocalizedText: Sendable, Hashable, Codable {
    /// The English text.
    public var en: String
    /// The French text.
    public var fr: String

    /// Creates a text from its English and French versions.
    public init(en: String, fr: String) {
        self.en = en
        self.fr = fr
    }

    /// The text in the given language.
    public func text(_ language: Language) -> String {
        switch language {
        case .en: en
        case .fr: fr
        }
    }
}

extension LocalizedText {
    /// The same text in every language: a name, a code or a value of the user's, which has no translation.
    public static func verbatim(_ text: String) -> LocalizedText { Self(en: text, fr: text) }

    /// The text each language makes: `make` is called once per language (a sentence assembled from catalogue pieces).
    public init(_ make: (Language) -> String) { self.init(en: make(.en), fr: make(.fr)) }

    /// Each language's text changed by `transform` (masking card numbers, scrubbing a folder's path).
    public func map(_ transform: (String) -> String) -> LocalizedText { Self(en: transform(en), fr: transform(fr)) }

    /// The texts joined, each language's with that language's separator.
    public static func joined(_ parts: [LocalizedText], separator: LocalizedText) -> LocalizedText {
        Self(en: parts.map(\.en).joined(separator: separator.en), fr: parts.map(\.fr).joined(separator: separator.fr))
    }

    /// Values that read the same in every language, joined by each language's separator.
    public static func joined(_ values: [String], separator: LocalizedText) -> LocalizedText {
        Self(en: values.joined(separator: separator.en), fr: values.joined(separator: separator.fr))
    }
}

extension Language {
    /// The catalogue message for `count` in this language's grammatical number (`{0}` is the count): `one` when the
    /// count is singular (English: 1; French: 0 and 1), `other` otherwise, as ``counted(_:_:_:)`` decides.
    public func plural(_ count: Int, one: MessageID, other: MessageID) -> String {
        let singular =
            switch self {
            case .en: count == 1
            case .fr: count <= 1
            }
        return (singular ? one : other).render(self, [.plain(String(count))])
    }
}
