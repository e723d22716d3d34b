extension MessageID {
    /// Input limits: bodies, files, cassettes and imports that exceed what is read.
    // swift-format-ignore
    public static let
        limitMebibytes = MessageID("limit.mebibytes", en: "{0} MiB", fr: "{0} Mio"),
        limitKibibytes = MessageID("limit.kibibytes", en: "{0} KiB", fr: "{0} Kio"),
        limitBytes = MessageID("limit.bytes", en: "{0} bytes", fr: "{0} octets"),
        limitValues = MessageID("limit.values", en: "{0} values", fr: "{0} valeurs"),
        limitAtByte = MessageID("limit.at-byte", en: "at byte {0}", fr: "à l'octet {0}"),
        limitHere = MessageID("limit.here", en: "at this line and column", fr: "à cette ligne et cette colonne"),
        limitBodyTooLarge = MessageID(
            "limit.body-too-large",
            en: "the body is {0} bytes, more than the {1} limit (maxBodyBytes)",
            fr: "le corps fait {0} octets, plus que la limite de {1} (maxBodyBytes)"),
        limitTooDeep = MessageID(
            "limit.too-deep",
            en: "nesting deeper than {0} levels (maxDepth)",
            fr: "imbrication de plus de {0} niveaux (maxDepth)"),
        limitTooManyNodes = MessageID(
            "limit.too-many-nodes",
            en: "more than {0} values in the body (maxNodes)",
            fr: "plus de {0} valeurs dans le corps (maxNodes)"),
        limitNameTooLong = MessageID("limit.name-too-long", en: "a name longer than {0} (maxNameBytes)", fr: "un nom de plus de {0} (maxNameBytes)"),
        limitValueTooLong = MessageID(
            "limit.value-too-long",
            en: "a value longer than {0} (maxValueBytes)",
            fr: "une valeur de plus de {0} (maxValueBytes)"),
        limitTooManyFields = MessageID(
            "limit.too-many-fields",
            en: "more than {0} fields in the form (maxFields)",
            fr: "plus de {0} champs dans le formulaire (maxFields)"),
        limitIsFolder = MessageID("limit.is-folder", en: "it is a folder", fr: "c'est un dossier"),
        limitThisBody = MessageID("limit.this-body", en: "this body", fr: "ce corps"),
        limitBodyAdvice = MessageID(
            "limit.body-advice",
            en: "a payment message is far smaller (the largest known is under 100 KiB): give the body alone, without the capture or log around it",
            fr: "un message de paiement est bien plus petit (le plus grand connu fait moins de 100 Kio) : donnez le corps seul, sans la capture ou le journal autour"),
        limitScannedFile = MessageID(
            "limit.scanned-file",
            en: "this file, scanned as text (it does not read as a cassette),",
            fr: "ce fichier, parcouru comme du texte (il ne se lit pas comme une cassette),"),
        limitScanAdvice = MessageID(
            "limit.scan-advice",
            en: "repair the cassette (see the error above, if any) or leave this file out of the scan",
            fr: "réparez la cassette (voir l'erreur ci-dessus, s'il y en a une) ou retirez ce fichier du parcours"),
        limitThisReport = MessageID("limit.this-report", en: "this report", fr: "ce rapport"),
        limitReportAdvice = MessageID(
            "limit.report-advice",
            en: "pass the report.json files written by 'conformance run', one folder per shard",
            fr: "passez les fichiers report.json écrits par 'conformance run', un dossier par fragment"),
        limitCassetteRestore = MessageID(
            "limit.cassette-restore",
            en: "the file is damaged or was not written by this tool: restore it from version control or record it again",
            fr: "le fichier est abîmé ou n'a pas été écrit par cet outil : restaurez-le depuis le gestionnaire de versions ou réenregistrez-le"),
        limitCassetteInteraction = MessageID(
            "limit.cassette-interaction",
            en: "interaction {0} of the cassette ($.interactions[{0}], from line {1})",
            fr: "l'interaction {0} de la cassette ($.interactions[{0}], depuis la ligne {1})"),
        limitCassetteInteractionAdvice = MessageID(
            "limit.cassette-interaction-advice",
            en: "a recorded exchange is far smaller (bodies are limited when recorded); {0}",
            fr: "un échange enregistré est bien plus petit (les corps sont limités à l'enregistrement) ; {0}"),
        limitCassetteKeyValue = MessageID(
            "limit.cassette-key-value",
            en: "the value of the cassette's key '{0}' (from line {1})",
            fr: "la valeur de la clé '{0}' de la cassette (depuis la ligne {1})"),
        limitCassetteKeyValueAdvice = MessageID(
            "limit.cassette-key-value-advice",
            en: "the keys other than interactions hold short texts; {0}",
            fr: "les clés autres que interactions contiennent des textes courts ; {0}"),
        limitCassetteKey = MessageID(
            "limit.cassette-key",
            en: "a key of the cassette (from line {0})",
            fr: "une clé de la cassette (depuis la ligne {0})"),
        limitJournalLine = MessageID("limit.journal-line", en: "line {0} of the journal", fr: "la ligne {0} du journal"),
        limitJournalAdvice = MessageID(
            "limit.journal-advice",
            en: "the journal is damaged; move it aside and record the cassette again",
            fr: "le journal est abîmé ; mettez-le de côté et réenregistrez la cassette"),
        limitImportEndsEarly = MessageID(
            "limit.import-ends-early",
            en: "the file ends before the JSON does",
            fr: "le fichier se termine avant le JSON"),
        limitImportReadWhole = MessageID("limit.import-read-whole", en: "this file, read whole,", fr: "ce fichier, lu en entier,"),
        limitImportOutside = MessageID("limit.import-outside", en: "the text outside the interactions", fr: "le texte hors des interactions"),
        limitImportInteraction = MessageID(
            "limit.import-interaction",
            en: "interaction {0} (from line {1})",
            fr: "l'interaction {0} (depuis la ligne {1})"),
        limitImportLine = MessageID("limit.import-line", en: "line {0}", fr: "la ligne {0}"),
        limitImportExportAgain = MessageID(
            "limit.import-export-again",
            en: "no recording needs that much: check that this is the {0} file itself, or export it again",
            fr: "aucun enregistrement n'en demande autant : vérifiez qu'il s'agit bien du fichier {0}, ou exportez-le de nouveau"),
        limitImportValuesAdvice = MessageID(
            "limit.import-values-advice",
            en: "a recorded exchange holds a few hundred values; {0}",
            fr: "un échange enregistré contient quelques centaines de valeurs ; {0}"),
        limitImportHARLayout = MessageID(
            "limit.import-har-layout",
            en: "its log.entries list could not be cut out entry by entry, or its text outside the entries is past 4 MiB",
            fr: "sa liste log.entries n'a pas pu être découpée entrée par entrée, ou son texte hors des entrées dépasse 4 Mio"),
        limitImportYAMLLayout = MessageID(
            "limit.import-yaml-layout",
            en: "it is not written in block style as VCR and vcrpy write it, or its text outside the interactions is past 4 MiB",
            fr: "il n'est pas écrit en style bloc comme VCR et vcrpy l'écrivent, ou son texte hors des interactions dépasse 4 Mio"),
        limitImportWhole = MessageID(
            "limit.import-whole",
            en: "this file, which must be read whole because {0},",
            fr: "ce fichier, qui doit être lu en entier car {0},")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let limitMessages: [MessageID] = [
        .limitMebibytes, .limitKibibytes, .limitBytes, .limitValues, .limitAtByte, .limitHere, .limitBodyTooLarge, .limitTooDeep, .limitTooManyNodes,
        .limitNameTooLong, .limitValueTooLong, .limitTooManyFields, .limitIsFolder, .limitThisBody, .limitBodyAdvice, .limitScannedFile,
        .limitScanAdvice, .limitThisReport, .limitReportAdvice, .limitCassetteRestore, .limitCassetteInteraction, .limitCassetteInteractionAdvice,
        .limitCassetteKeyValue, .limitCassetteKeyValueAdvice, .limitCassetteKey, .limitJournalLine, .limitJournalAdvice, .limitImportEndsEarly,
        .limitImportReadWhole, .limitImportOutside, .limitImportInteraction, .limitImportLine, .limitImportExportAgain, .limitImportValuesAdvice,
        .limitImportHARLayout, .limitImportYAMLLayout, .limitImportWhole,
    ]
}
