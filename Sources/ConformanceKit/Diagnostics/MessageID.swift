import Foundation

/// The stable identifier of a user-facing message, declared with its text in every ``Language``.
///
/// Raw values never change once published: tools, CI filters and translations key on them. Templates use `{0}`, `{1}`…
/// for their arguments. Each area declares its messages in one `*Messages.swift` file beside the code that says them,
/// ID and texts together (`name = MessageID("area.name", en: "…", fr: "…")`), and lists them for its target's catalogue
/// (`kitCatalogue` for this library's); two messages are equal when their raw values are.
public struct MessageID: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
    /// The stable identifier, `area.name`.
    public let rawValue: String
    /// The English template.
    private let english: String
    /// The French template.
    private let french: String
    /// Whether the two templates read the same on purpose: a word French shares with English.
    package let isSameInBothLanguages: Bool

    /// A message and its English and French templates.
    package init(_ rawValue: String, en: String, fr: String) {
        self.rawValue = rawValue
        english = en
        french = fr
        isSameInBothLanguages = false
    }

    /// A message whose template reads the same in English and French (`note`, `info`, `Version`).
    package init(_ rawValue: String, both text: String) {
        self.rawValue = rawValue
        english = text
        french = text
        isSameInBothLanguages = true
    }

    /// The message of this library's catalogue with this raw value, or nil: what a decoded diagnostic names.
    ///
    /// The tool's own messages (package-only, in its other targets) are never decoded: the compiled-spec cache holds
    /// only what this library's spec loader reports.
    public init?(rawValue: String) {
        guard let known = Self.kitIndex[rawValue] else { return nil }
        self = known
    }

    /// Whether two messages are the same: their raw values are.
    public static func == (lhs: MessageID, rhs: MessageID) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the raw value.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The raw value.
    public var description: String { rawValue }

    /// The message template in the given language.
    public func template(_ language: Language) -> String {
        switch language {
        case .en: english
        case .fr: french
        }
    }

    /// The template with `{0}`, `{1}`… replaced by the arguments, in one pass: an argument's own text is inserted as
    /// is, even when it holds braces (a path template, a value of the user's).
    public func render(_ language: Language, _ arguments: [MessageArgument]) -> String {
        let text = template(language)
        guard !arguments.isEmpty else { return text }
        var out = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), !after[..<close].isEmpty, after[..<close].allSatisfy({ $0.isASCII && $0.isNumber }),
                let index = Int(after[..<close]), arguments.indices.contains(index)
            {
                out += arguments[index].text(language)
                rest = after[after.index(after: close)...]
            } else {
                out += "{"
                rest = after
            }
        }
        out += rest
        return out
    }

    /// The message in every language, with its arguments: the value a sentence of the catalogue is carried as.
    public func localized(_ arguments: [MessageArgument] = []) -> LocalizedText {
        LocalizedText(en: render(.en, arguments), fr: render(.fr, arguments))
    }
}
