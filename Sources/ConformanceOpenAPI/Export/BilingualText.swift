import ConformanceKit
import OpenAPIKit

/// Puts a bilingual text into a document: the document's language in the standard key, the other one in an
/// `x-<key>-<language>` extension beside it, so that nothing of the spec's text is lost.
struct BilingualText: Sendable {
    /// The document's language.
    let language: Language

    /// The language that goes into extensions.
    var other: Language { Language.allCases.first { $0 != language } ?? language }

    /// The text in the document's language, or nil (an empty text is no text).
    func primary(_ text: LocalizedText?) -> String? {
        guard let value = text?.text(language), !value.isEmpty else { return nil }
        return value
    }

    /// The extension holding the other language's text, keyed `x-<key>-<language>` (`x-description-fr`).
    func extensions(_ text: LocalizedText?, key: String = "description") -> [String: AnyCodable] {
        guard let value = text?.text(other), !value.isEmpty, value != text?.text(language) else { return [:] }
        return ["x-\(key)-\(other.rawValue)": AnyCodable(value)]
    }

    /// Both languages as an object (`{"en": …, "fr": …}`), for extensions that carry a whole text.
    static func object(_ text: LocalizedText) -> AnyCodable {
        AnyCodable(["en": text.en, "fr": text.fr])
    }
}

extension BodyValue {
    /// The value as OpenAPIKit's free-form value (numbers as integers when they are whole).
    var anyCodable: AnyCodable {
        switch self {
        case .null: return AnyCodable(nil as String?)
        case .bool(let value): return AnyCodable(value)
        case .string(let text): return AnyCodable(text)
        case .number(let text):
            if BodyValue.isIntegerText(text), let integer = Int(text) { return AnyCodable(integer) }
            return AnyCodable(Double(text) ?? 0)
        case .array(let items): return AnyCodable(items.map(\.anyCodable))
        case .object(let members):
            var dictionary: [String: AnyCodable] = [:]
            for member in members { dictionary[member.key] = member.value.anyCodable }
            return AnyCodable(dictionary)
        }
    }
}
