import Foundation

extension MessageID {
    /// The English and French templates of the sandbox's facts in force and of retired spec keys; nil for the other messages.
    // swift-format-ignore
    var sandboxStartTexts: (en: String, fr: String)? {
        switch self {
        case .sandboxFactsMissing:
            ("{0} has a sandbox simulator but no {1}: without it every test card would be approved; restore the file from the project's Specs folder",
             "{0} a un simulateur dans le sandbox mais pas de {1} : sans ce fichier, toutes les cartes de test seraient acceptées ; rétablissez-le depuis le dossier Specs du projet")
        case .specRetiredKey:
            ("'{0}' is no longer read in protocol.yaml; move its entries to {1} beside it",
             "'{0}' n'est plus lu dans protocol.yaml ; déplacez ses entrées dans {1}, à côté de ce fichier")
        case .sandboxNoOperation:
            ("no operation of the specs matches {0} {1}; GET / lists what is served",
             "aucune opération des specs ne correspond à {0} {1} ; GET / liste ce qui est servi")
        default: nil
        }
    }
}
