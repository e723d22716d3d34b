import Foundation

extension MessageID {
    /// The English and French templates of input limits (bodies, files, cassettes, imports, the servers), or nil for another area's message.
    // swift-format-ignore
    var limitTexts: (en: String, fr: String)? {
        switch self {
        case .limitMebibytes: ("{0} MiB", "{0} Mio")
        case .limitKibibytes: ("{0} KiB", "{0} Kio")
        case .limitBytes: ("{0} bytes", "{0} octets")
        case .limitValues: ("{0} values", "{0} valeurs")
        case .limitAtByte: ("at byte {0}", "à l'octet {0}")
        case .limitHere: ("at this line and column", "à cette ligne et cette colonne")
        case .limitBodyTooLarge:
            ("the body is {0} bytes, more than the {1} limit (maxBodyBytes)",
             "le corps fait {0} octets, plus que la limite de {1} (maxBodyBytes)")
        case .limitTooDeep: ("nesting deeper than {0} levels (maxDepth)", "imbrication de plus de {0} niveaux (maxDepth)")
        case .limitTooManyNodes: ("more than {0} values in the body (maxNodes)", "plus de {0} valeurs dans le corps (maxNodes)")
        case .limitNameTooLong: ("a name longer than {0} (maxNameBytes)", "un nom de plus de {0} (maxNameBytes)")
        case .limitValueTooLong: ("a value longer than {0} (maxValueBytes)", "une valeur de plus de {0} (maxValueBytes)")
        case .limitTooManyFields: ("more than {0} fields in the form (maxFields)", "plus de {0} champs dans le formulaire (maxFields)")
        case .limitIsFolder: ("it is a folder", "c'est un dossier")
        case .limitThisBody: ("this body", "ce corps")
        case .limitBodyAdvice:
            ("a payment message is far smaller (the largest known is under 100 KiB): give the body alone, without the capture or log around it",
             "un message de paiement est bien plus petit (le plus grand connu fait moins de 100 Kio) : donnez le corps seul, sans la capture ou le journal autour")
        case .limitScannedFile:
            ("this file, scanned as text (it does not read as a cassette),",
             "ce fichier, parcouru comme du texte (il ne se lit pas comme une cassette),")
        case .limitScanAdvice:
            ("repair the cassette (see the error above, if any) or leave this file out of the scan",
             "réparez la cassette (voir l'erreur ci-dessus, s'il y en a une) ou retirez ce fichier du parcours")
        case .limitThisReport: ("this report", "ce rapport")
        case .limitReportAdvice:
            ("pass the report.json files written by 'conformance run', one folder per shard",
             "passez les fichiers report.json écrits par 'conformance run', un dossier par fragment")
        case .limitCassetteRestore:
            ("the file is damaged or was not written by this tool: restore it from version control or record it again",
             "le fichier est abîmé ou n'a pas été écrit par cet outil : restaurez-le depuis le gestionnaire de versions ou réenregistrez-le")
        case .limitCassetteInteraction:
            ("interaction {0} of the cassette ($.interactions[{0}], from line {1})",
             "l'interaction {0} de la cassette ($.interactions[{0}], depuis la ligne {1})")
        case .limitCassetteInteractionAdvice:
            ("a recorded exchange is far smaller (bodies are limited when recorded); {0}",
             "un échange enregistré est bien plus petit (les corps sont limités à l'enregistrement) ; {0}")
        case .limitCassetteKeyValue:
            ("the value of the cassette's key '{0}' (from line {1})",
             "la valeur de la clé '{0}' de la cassette (depuis la ligne {1})")
        case .limitCassetteKeyValueAdvice:
            ("the keys other than interactions hold short texts; {0}",
             "les clés autres que interactions contiennent des textes courts ; {0}")
        case .limitCassetteKey: ("a key of the cassette (from line {0})", "une clé de la cassette (depuis la ligne {0})")
        case .limitJournalLine: ("line {0} of the journal", "la ligne {0} du journal")
        case .limitJournalAdvice:
            ("the journal is damaged; move it aside and record the cassette again",
             "le journal est abîmé ; mettez-le de côté et réenregistrez la cassette")
        case .limitImportEndsEarly: ("the file ends before the JSON does", "le fichier se termine avant le JSON")
        case .limitImportReadWhole: ("this file, read whole,", "ce fichier, lu en entier,")
        case .limitImportOutside: ("the text outside the interactions", "le texte hors des interactions")
        case .limitImportInteraction: ("interaction {0} (from line {1})", "l'interaction {0} (depuis la ligne {1})")
        case .limitImportLine: ("line {0}", "la ligne {0}")
        case .limitImportExportAgain:
            ("no recording needs that much: check that this is the {0} file itself, or export it again",
             "aucun enregistrement n'en demande autant : vérifiez qu'il s'agit bien du fichier {0}, ou exportez-le de nouveau")
        case .limitImportValuesAdvice:
            ("a recorded exchange holds a few hundred values; {0}",
             "un échange enregistré contient quelques centaines de valeurs ; {0}")
        case .limitImportHARLayout:
            ("its log.entries list could not be cut out entry by entry, or its text outside the entries is past 4 MiB",
             "sa liste log.entries n'a pas pu être découpée entrée par entrée, ou son texte hors des entrées dépasse 4 Mio")
        case .limitImportYAMLLayout:
            ("it is not written in block style as VCR and vcrpy write it, or its text outside the interactions is past 4 MiB",
             "il n'est pas écrit en style bloc comme VCR et vcrpy l'écrivent, ou son texte hors des interactions dépasse 4 Mio")
        case .limitImportWhole: ("this file, which must be read whole because {0},", "ce fichier, qui doit être lu en entier car {0},")
        case .limitServerBody:
            ("the request body {0}, past the {1}-byte limit; send a smaller body or raise --max-body-bytes",
             "le corps de la requête {0} au-delà de la limite de {1} octets ; envoyez un corps plus petit ou augmentez --max-body-bytes")
        case .limitServerBodyDeclared: ("is {0} bytes", "fait {0} octets")
        case .limitServerBodyGoesOn: ("goes on", "continue")
        case .limitServerUnexpected:
            ("the request could not be handled: {0}; the server keeps serving",
             "la requête n'a pas pu être traitée : {0} ; le serveur continue de répondre")
        default: nil
        }
    }
}
