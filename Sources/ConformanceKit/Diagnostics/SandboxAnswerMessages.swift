import Foundation

extension MessageID {
    /// The English and French templates of the rule on the codes of the sandbox's answers; nil for the other messages.
    // swift-format-ignore
    var sandboxAnswerTexts: (en: String, fr: String)? {
        switch self {
        case .sandboxAnswerCode:
            ("{0} sets a field whose codes come from table {1}, which has no code '{2}'{3}; answer with a code the table lists, or add the code to the table",
             "{0} renseigne un champ dont les codes viennent de la table {1}, qui n'a pas de code '{2}'{3} ; répondez avec un code que la table liste, ou ajoutez ce code à la table")
        default: nil
        }
    }
}
