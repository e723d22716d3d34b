import Foundation

extension MessageID {
    /// The English and French templates of cassette replay misses and cassette files, or nil for another area's message.
    // swift-format-ignore
    var replayTexts: (en: String, fr: String)? {
        switch self {
        case .replayAllPlayed:
            ("; every matching interaction was already played (use --allow-playback-repeats to repeat the last one)",
             " ; toutes les interactions correspondantes ont déjà été rejouées (--allow-playback-repeats répète la dernière)")
        case .replayUnreadable: ("; the matching interaction cannot be read: {0}", " ; l'interaction correspondante est illisible : {0}")
        case .replayNothingToCompare: ("; the cassette has no interaction to compare with", " ; la cassette n'a aucune interaction à comparer")
        case .replayClosest: ("; closest recorded: {0}", " ; les plus proches : {0}")
        case .replayNearMiss: ("#{0} {1} (differs in {2})", "n° {0} {1} (diffère par : {2})")
        case .replayFileChanged:
            ("the file changed while it was being replayed; restart the replay",
             "le fichier a changé pendant le rejeu ; relancez le rejeu")
        case .cassetteUnknownKey: ("unknown key{0}", "clé inconnue{0}")
        case .cassetteExpectedObject: ("expected an object", "objet attendu")
        case .cassetteKeyMissing: ("this required key is missing", "cette clé obligatoire manque")
        case .cassetteExpectedString: ("expected a string", "chaîne attendue")
        case .cassetteExpectedWholeNumber: ("expected a whole number", "nombre entier attendu")
        case .cassetteExpectedPairs: ("expected a list of [name, value] pairs", "liste de paires [nom, valeur] attendue")
        case .cassetteExpectedPair: ("expected a [name, value] pair of strings", "paire [nom, valeur] de chaînes attendue")
        case .cassetteBodyKind: ("a body has exactly one of json, form, text, base64", "un corps a une seule des clés json, form, text, base64")
        case .cassetteRawBesideForm: ("raw is only allowed beside form", "raw n'est permis qu'à côté de form")
        case .cassetteRawMismatch:
            ("the raw form does not decode to the pairs beside it; fix or remove raw",
             "le formulaire brut ne se décode pas en les paires voisines ; corrigez ou retirez raw")
        case .cassetteBase64: ("not valid Base64", "Base64 invalide")
        case .cassetteNotCassette: ("this is not a PaymentConformance cassette", "ce n'est pas une cassette PaymentConformance")
        case .cassetteExpectedList: ("expected a list", "liste attendue")
        case .cassetteExpectedOperation: ("expected protocol/operation", "protocole/opération attendu")
        case .cassetteNotStatus: ("not an HTTP status", "pas un statut HTTP")
        case .cassetteExpectedURL: ("expected an absolute http(s) URL", "URL http(s) absolue attendue")
        case .cassetteExpectedStrings: ("expected a list of strings", "liste de chaînes attendue")
        case .cassetteNotObject:
            ("a cassette is a JSON object; this file does not start with '{'",
             "une cassette est un objet JSON ; ce fichier ne commence pas par '{'")
        case .cassetteExpectedKey: ("expected a key in quotes", "clé entre guillemets attendue")
        case .cassetteExpectedColon: ("expected ':' after the key '{0}'", "':' attendu après la clé '{0}'")
        case .cassetteInteractionsList: ("$.interactions: expected a list", "$.interactions : liste attendue")
        case .cassetteInteractionsTwice: ("the key 'interactions' appears twice", "la clé 'interactions' apparaît deux fois")
        case .cassetteKeyTwice: ("the key '{0}' appears twice", "la clé '{0}' apparaît deux fois")
        case .cassetteTrailingText: ("text after the end of the cassette", "du texte après la fin de la cassette")
        case .cassetteCutShort: ("the file ends before the cassette does (cut short?)", "le fichier se termine avant la cassette (tronqué ?)")
        case .cassetteFileEmpty: ("the file is empty", "le fichier est vide")
        case .cassetteNotRegular:
            ("it is not a regular file (a device, pipe, socket or folder) and is left untouched; give the path of a file",
             "ce n'est pas un fichier ordinaire (périphérique, tube, socket ou dossier) ; il reste intact, donnez le chemin d'un fichier")
        case .cassetteNothingToExport:
            ("the cassette holds no interaction, so there is nothing to export",
             "la cassette ne contient aucune interaction, il n'y a donc rien à exporter")
        case .cassetteWriterFinished:
            ("the streaming writer was already finished or abandoned; open a new one",
             "l'écriture en flux est déjà terminée ou abandonnée ; ouvrez-en une nouvelle")
        default: nil
        }
    }
}
