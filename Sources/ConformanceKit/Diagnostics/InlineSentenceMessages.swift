import Foundation

extension MessageID {
    /// The templates of the sentences that YAML file limits, scenario body shapes, the sandbox and certification speak,
    /// or nil for another area's message.
    // swift-format-ignore
    var inlineSentenceTexts: (en: String, fr: String)? {
        switch self {
        case .yamlFileAdvice:
            ("a spec, scenario, client case or configuration file needs far less (the largest shipped one is under 70 KB): split it into several files, or remove the data pasted into it",
             "un fichier de spec, de scénario, de cas client ou de configuration en demande bien moins (le plus grand fourni fait moins de 70 Ko) : découpez-le en plusieurs fichiers, ou retirez les données collées dedans")
        case .yamlFileSubject:
            ("this YAML file",
             "ce fichier YAML")
        case .scenarioBodyOneText:
            ("one text (a YAML block scalar)",
             "un texte (bloc YAML)")
        case .scenarioBodyFlatMapping:
            ("a flat mapping of names to values",
             "une table plate de noms et de valeurs")
        case .sandboxDuplicateMember:
            ("{0}: the member name '{1}' appears twice in the same object; names must be unique (RFC 8259) and the gateway refuses such a request",
             "{0} : le nom de membre '{1}' apparaît deux fois dans le même objet ; les noms doivent être uniques (RFC 8259) et la passerelle refuse une telle requête")
        case .certifyUnmatchedTraffic:
            ("Every flow of requests belongs to a case",
             "Chaque enchaînement de requêtes appartient à un cas")
        default: nil
        }
    }
}
