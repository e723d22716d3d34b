/// A language the tool speaks: every user-facing text exists in each of them.
public enum Language: String, Sendable, Hashable, Codable, CaseIterable {
    /// English.
    case en
    /// French.
    case fr

    /// `count` and a phrase in this language, each of its words taking an `s` in the plural
    /// (English makes all but 1 plural, French only 2 and more): `1 error`, `0 erreur`, `3 scénarios réussis`.
    public func counted(_ count: Int, _ english: String, _ french: String) -> String {
        let singular = self == .en ? count == 1 : count <= 1
        let phrase = self == .en ? english : french
        return "\(count) " + (singular ? phrase : phrase.split(separator: " ").map { $0 + "s" }.joined(separator: " "))
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
