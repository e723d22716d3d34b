import Foundation

extension MessageID {
    /// The English and French templates of the sandbox facts' diagnostics (the catalogue hands them over here).
    // swift-format-ignore
    var sandboxFactsTexts: (en: String, fr: String) {
        switch self {
        case .sandboxCardNotLuhn:
            ("test card '{0}' of {1} is not a card number (12 to 19 digits passing the Luhn check); copy the number from the protocol's documentation",
             "la carte de test '{0}' de {1} n'est pas un numéro de carte (12 à 19 chiffres vérifiant la clé de Luhn) ; recopiez le numéro de la documentation du protocole")
        case .sandboxCardDuplicate:
            ("test card '{0}' is listed twice in {1}'s table; keep one entry",
             "la carte de test '{0}' figure deux fois dans la table de {1} ; gardez une seule entrée")
        case .sandboxGenericDiffers:
            ("generic card '{0}' is '{1}' in {2} but '{3}' in {4}; a generic card behaves the same in every protocol: give it the same outcome, or move it to 'own'",
             "la carte générique '{0}' vaut '{1}' dans {2} mais '{3}' dans {4} ; une carte générique se comporte de même dans chaque protocole : donnez-lui la même issue, ou placez-la sous 'own'")
        case .sandboxGenericMissing:
            ("generic card '{0}' of {1} is missing from {2}'s table; every protocol lists every generic card",
             "la carte générique '{0}' de {1} manque dans la table de {2} ; chaque protocole reprend toutes les cartes génériques")
        case .sandboxAnswerStatus:
            ("status {0} of '{1}' is not an HTTP status; use a number from 100 to 599",
             "le statut {0} de '{1}' n'est pas un statut HTTP ; utilisez un nombre de 100 à 599")
        case .sandboxAnswerEmpty:
            ("answer '{0}' says nothing; give it a status, a body or values",
             "la réponse '{0}' ne dit rien ; donnez-lui un statut, un corps ou des valeurs")
        default: (rawValue, rawValue)
        }
    }
}
