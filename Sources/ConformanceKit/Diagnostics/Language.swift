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
