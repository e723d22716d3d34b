extension MessageID {
    /// Cassette replay misses and cassette files.
    // swift-format-ignore
    public static let
        replayAllPlayed = MessageID(
            "replay.all-played",
            en: "; every matching interaction was already played (use --allow-playback-repeats to repeat the last one)",
            fr: " ; toutes les interactions correspondantes ont déjà été rejouées (--allow-playback-repeats répète la dernière)"),
        replayUnreadable = MessageID(
            "replay.unreadable",
            en: "; the matching interaction cannot be read: {0}",
            fr: " ; l'interaction correspondante est illisible : {0}"),
        replayNothingToCompare = MessageID(
            "replay.nothing-to-compare",
            en: "; the cassette has no interaction to compare with",
            fr: " ; la cassette n'a aucune interaction à comparer"),
        replayClosest = MessageID("replay.closest", en: "; closest recorded: {0}", fr: " ; les plus proches : {0}"),
        replayNearMiss = MessageID("replay.near-miss", en: "#{0} {1} (differs in {2})", fr: "n° {0} {1} (diffère par : {2})"),
        replayFileChanged = MessageID(
            "replay.file-changed",
            en: "the file changed while it was being replayed; restart the replay",
            fr: "le fichier a changé pendant le rejeu ; relancez le rejeu"),
        cassetteUnknownKey = MessageID("cassette.unknown-key", en: "unknown key{0}", fr: "clé inconnue{0}"),
        cassetteExpectedObject = MessageID("cassette.expected-object", en: "expected an object", fr: "objet attendu"),
        cassetteKeyMissing = MessageID("cassette.key-missing", en: "this required key is missing", fr: "cette clé obligatoire manque"),
        cassetteExpectedString = MessageID("cassette.expected-string", en: "expected a string", fr: "chaîne attendue"),
        cassetteExpectedWholeNumber = MessageID("cassette.expected-whole-number", en: "expected a whole number", fr: "nombre entier attendu"),
        cassetteExpectedPairs = MessageID(
            "cassette.expected-pairs",
            en: "expected a list of [name, value] pairs",
            fr: "liste de paires [nom, valeur] attendue"),
        cassetteExpectedPair = MessageID(
            "cassette.expected-pair",
            en: "expected a [name, value] pair of strings",
            fr: "paire [nom, valeur] de chaînes attendue"),
        cassetteBodyKind = MessageID(
            "cassette.body-kind",
            en: "a body has exactly one of json, form, text, base64",
            fr: "un corps a une seule des clés json, form, text, base64"),
        cassetteRawBesideForm = MessageID(
            "cassette.raw-beside-form",
            en: "raw is only allowed beside form",
            fr: "raw n'est permis qu'à côté de form"),
        cassetteRawMismatch = MessageID(
            "cassette.raw-mismatch",
            en: "the raw form does not decode to the pairs beside it; fix or remove raw",
            fr: "le formulaire brut ne se décode pas en les paires voisines ; corrigez ou retirez raw"),
        cassetteBase64 = MessageID("cassette.base64", en: "not valid Base64", fr: "Base64 invalide"),
        cassetteNotCassette = MessageID(
            "cassette.not-cassette",
            en: "this is not a PaymentConformance cassette",
            fr: "ce n'est pas une cassette PaymentConformance"),
        cassetteExpectedList = MessageID("cassette.expected-list", en: "expected a list", fr: "liste attendue"),
        cassetteExpectedOperation = MessageID("cassette.expected-operation", en: "expected protocol/operation", fr: "protocole/opération attendu"),
        cassetteNotStatus = MessageID("cassette.not-status", en: "not an HTTP status", fr: "pas un statut HTTP"),
        cassetteExpectedURL = MessageID("cassette.expected-url", en: "expected an absolute http(s) URL", fr: "URL http(s) absolue attendue"),
        cassetteExpectedStrings = MessageID("cassette.expected-strings", en: "expected a list of strings", fr: "liste de chaînes attendue"),
        cassetteNotObject = MessageID(
            "cassette.not-object",
            en: "a cassette is a JSON object; this file does not start with '{'",
            fr: "une cassette est un objet JSON ; ce fichier ne commence pas par '{'"),
        cassetteExpectedKey = MessageID("cassette.expected-key", en: "expected a key in quotes", fr: "clé entre guillemets attendue"),
        cassetteExpectedColon = MessageID("cassette.expected-colon", en: "expected ':' after the key '{0}'", fr: "':' attendu après la clé '{0}'"),
        cassetteInteractionsList = MessageID(
            "cassette.interactions-list",
            en: "$.interactions: expected a list",
            fr: "$.interactions : liste attendue"),
        cassetteInteractionsTwice = MessageID(
            "cassette.interactions-twice",
            en: "the key 'interactions' appears twice",
            fr: "la clé 'interactions' apparaît deux fois"),
        cassetteKeyTwice = MessageID("cassette.key-twice", en: "the key '{0}' appears twice", fr: "la clé '{0}' apparaît deux fois"),
        cassetteTrailingText = MessageID(
            "cassette.trailing-text",
            en: "text after the end of the cassette",
            fr: "du texte après la fin de la cassette"),
        cassetteCutShort = MessageID(
            "cassette.cut-short",
            en: "the file ends before the cassette does (cut short?)",
            fr: "le fichier se termine avant la cassette (tronqué ?)"),
        cassetteFileEmpty = MessageID("cassette.file-empty", en: "the file is empty", fr: "le fichier est vide"),
        cassetteNotRegular = MessageID(
            "cassette.not-regular",
            en: "it is not a regular file (a device, pipe, socket or folder) and is left untouched; give the path of a file",
            fr: "ce n'est pas un fichier ordinaire (périphérique, tube, socket ou dossier) ; il reste intact, donnez le chemin d'un fichier"),
        cassetteNothingToExport = MessageID(
            "cassette.nothing-to-export",
            en: "the cassette holds no interaction, so there is nothing to export",
            fr: "la cassette ne contient aucune interaction, il n'y a donc rien à exporter"),
        cassetteWriterFinished = MessageID(
            "cassette.writer-finished",
            en: "the streaming writer was already finished or abandoned; open a new one",
            fr: "l'écriture en flux est déjà terminée ou abandonnée ; ouvrez-en une nouvelle")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let replayMessages: [MessageID] = [
        .replayAllPlayed, .replayUnreadable, .replayNothingToCompare, .replayClosest, .replayNearMiss, .replayFileChanged, .cassetteUnknownKey,
        .cassetteExpectedObject, .cassetteKeyMissing, .cassetteExpectedString, .cassetteExpectedWholeNumber, .cassetteExpectedPairs,
        .cassetteExpectedPair, .cassetteBodyKind, .cassetteRawBesideForm, .cassetteRawMismatch, .cassetteBase64, .cassetteNotCassette,
        .cassetteExpectedList, .cassetteExpectedOperation, .cassetteNotStatus, .cassetteExpectedURL, .cassetteExpectedStrings, .cassetteNotObject,
        .cassetteExpectedKey, .cassetteExpectedColon, .cassetteInteractionsList, .cassetteInteractionsTwice, .cassetteKeyTwice, .cassetteTrailingText,
        .cassetteCutShort, .cassetteFileEmpty, .cassetteNotRegular, .cassetteNothingToExport, .cassetteWriterFinished,
    ]
}
