import Foundation

extension MessageID {
    /// The English and French templates of the lint rule on asserted codes (the catalogue hands them over here).
    // swift-format-ignore
    var assertedCodeTexts: (en: String, fr: String) {
        switch self {
        case .lintAssertedCode:
            ("{0} takes its codes from table {1}, which has no code '{2}'{3}; assert a code the table lists, or add the code to the table",
             "{0} prend ses codes dans la table {1}, qui n'a pas de code '{2}'{3} ; attendez un code que la table liste, ou ajoutez ce code à la table")
        default: (rawValue, rawValue)
        }
    }
}
