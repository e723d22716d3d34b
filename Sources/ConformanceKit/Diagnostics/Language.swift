/// A language the tool speaks: every user-facing text exists in each of them.
public enum Language: String, Sendable, Hashable, Codable, CaseIterable {
    /// English.
    case en
    /// French.
    case fr
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
