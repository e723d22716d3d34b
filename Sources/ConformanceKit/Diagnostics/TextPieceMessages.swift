import Foundation

extension MessageID {
    /// The English and French templates of shared sentence pieces, templates, upstream routes and sensitive-name entries, or nil for another area's message.
    // swift-format-ignore
    var textPieceTexts: (en: String, fr: String)? {
        switch self {
        case .textListSeparator: ("; ", " ; ")
        case .textDidYouMean: (" (did you mean '{0}'?)", " (vouliez-vous dire '{0}' ?)")
        case .textFollowedBy: ("{0}; {1}", "{0} ; {1}")
        case .textAtPosition: ("line {0}, column {1}: {2}", "ligne {0}, colonne {1} : {2}")
        case .textInContext: ("{0}: {1}", "{0} : {1}")
        case .textSeeMessageSpec: ("see the message's spec", "voir la spec du message")
        case .templateUnclosed: ("'{0}' opens '${' without closing '}'", "'{0}' ouvre '${' sans le fermer par '}'")
        case .templateBadName:
            ("'{0}' in '{1}' is not a value name (letters, digits and _, starting with a letter)",
             "'{0}' dans '{1}' n'est pas un nom de valeur (lettres, chiffres et _, commençant par une lettre)")
        case .templateUnknownFilter: ("unknown filter '{0}' in '{1}'; filters: {2}", "filtre inconnu '{0}' dans '{1}' ; filtres : {2}")
        case .templateUndefined: ("no value named '{0}' was defined", "aucune valeur nommée '{0}' n'a été définie")
        case .routeMissingEquals:
            ("'{0}' is not PREFIX=URL or HOST=URL (e.g. /client=https://payment.example.com/client)",
             "'{0}' n'est ni PRÉFIXE=URL ni HÔTE=URL (par exemple /client=https://payment.example.com/client)")
        case .routeBadURL: ("'{0}' is not an absolute http(s) URL with a host", "'{0}' n'est pas une URL http(s) absolue avec un hôte")
        case .routeBadPrefix:
            ("'{0}' is not a path prefix (a path such as /client, without query or spaces)",
             "'{0}' n'est pas un préfixe de chemin (un chemin comme /client, sans requête ni espace)")
        case .routeReservedPrefix:
            ("'{0}' is kept for the upstreams the proxy learns from answers; choose another prefix",
             "'{0}' est réservé aux serveurs amont appris des réponses ; choisissez un autre préfixe")
        case .routeBadHost:
            ("'{0}' is not a host name (letters, digits, '-' and '.'; give a path prefix starting with '/' instead)",
             "'{0}' n'est pas un nom d'hôte (lettres, chiffres, '-' et '.' ; ou donnez un préfixe de chemin commençant par '/')")
        case .sensitiveEntryNoLetter:
            ("'{0}' has no letter or digit to match a name; write NAME or NAME=KIND",
             "'{0}' n'a ni lettre ni chiffre pour reconnaître un nom ; écrivez NOM ou NOM=TYPE")
        case .sensitiveEntryUnknownKind: ("unknown kind '{0}' in '{1}'{2}; kinds are {3}", "type '{0}' inconnu dans '{1}'{2} ; les types sont {3}")
        default: nil
        }
    }
}
