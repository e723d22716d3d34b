import Foundation
import Yams

extension ProtocolBuilder {
    /// The protocol file's `languages`: a list of language codes, each once; empty when the key is absent.
    func readLanguages(_ node: Node?, reader: inout YAMLReader) -> [Language] {
        guard let node else { return [] }
        let items = reader.items(node, context: "languages")
        if case .sequence = node, items.isEmpty {
            let allowed = Language.allCases.map(\.rawValue).joined(separator: ", ")
            reader.report(.badKeyword, ["[]", "languages", .plain(allowed)], at: node)
            return []
        }
        var languages: [Language] = []
        for item in items {
            guard let code = reader.string(item, context: "languages") else { continue }
            guard let language = Language(rawValue: code) else {
                let allowed = Language.allCases.map(\.rawValue).joined(separator: ", ")
                reader.report(.badKeyword, [.plain(code), "languages", .plain(allowed)], at: item)
                continue
            }
            if languages.contains(language) {
                reader.report(.duplicateKey, [.plain(code)], at: item)
                continue
            }
            languages.append(language)
        }
        return languages
    }

    /// Reports each text that lacks a language: a `spec.untranslated` warning when the protocol file declares
    /// `languages` without it (and with the language the text has), a `spec.missing-language` error otherwise.
    mutating func judgePartialTexts() {
        let declared = header?.languages ?? []
        let oneLanguage = !declared.isEmpty && declared.count < Language.allCases.count
        for text in partialTexts {
            if oneLanguage, !declared.contains(text.missing) {
                diagnostics.append(
                    Diagnostic(.warning, .specUntranslated, [.plain(text.context), .plain(text.missing.rawValue)], at: text.location))
            } else {
                diagnostics.append(Diagnostic(.error, .missingLanguage, [.plain(text.context), .plain(text.missing.rawValue)], at: text.location))
            }
        }
        partialTexts = []
    }
}
