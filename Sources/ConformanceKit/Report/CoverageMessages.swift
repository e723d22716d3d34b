import Foundation

extension MessageID {
    /// The English and French templates of the coverage gate (`run --min-coverage`) and of the HTML report's
    /// coverage picture; nil for another area's message.
    // swift-format-ignore
    var coverageTexts: (en: String, fr: String)? {
        switch self {
        case .coverageGateBadMinimum:
            ("{0} must be a coverage index from 0 to 100, not '{1}'; give a number such as 95",
             "{0} doit être un indice de couverture entre 0 et 100, pas '{1}' ; donnez un nombre comme 95")
        case .coverageGateBelow:
            ("coverage of {0}: index {1} is below the minimum {2}",
             "couverture de {0} : l'indice {1} est inférieur au minimum {2}")
        case .coverageGateNeverSeen: ("{0}: {1}/{2}; never seen: {3}", "{0} : {1}/{2} ; jamais vus : {3}")
        case .coverageGateMore: ("and {0} more", "et {0} de plus")
        case .coverageGatePassed:
            ("coverage at or above the minimum {0}: {1}",
             "couverture au moins égale au minimum {0} : {1}")
        case .coverageItemOperation: ("operation {0}", "opération {0}")
        case .coverageItemStatus: ("status {0}", "statut {0}")
        case .coverageItemCode: ("documented code {0}", "code documenté {0}")
        case .coverageItemMandatory: ("mandatory field {0}", "champ obligatoire {0}")
        case .coverageItemOptional: ("optional field {0}", "champ facultatif {0}")
        case .coveragePictureIndex: ("index", "indice")
        case .coveragePictureByOperation: ("Coverage by operation", "Couverture par opération")
        case .coveragePictureNeverExercised: ("never exercised", "jamais exercée")
        case .coveragePictureNeverSeen: ("Never seen ({0})", "Jamais vus ({0})")
        case .coveragePictureStatuses: ("Statuses", "Statuts")
        case .coveragePictureCodes: ("Documented codes", "Codes documentés")
        case .coveragePictureMandatory: ("Mandatory fields", "Champs obligatoires")
        case .coveragePictureOptional: ("Optional fields", "Champs facultatifs")
        case .coveragePictureAllSeen: ("everything was seen", "tout a été vu")
        case .coveragePictureNotAnswered:
            ("Codes not counted for {0}, which the spec says never answers them: {1}",
             "Codes non comptés pour {0}, qui d'après la spec ne les renvoie jamais : {1}")
        case .coveragePictureFigure:
            ("{0}: {1}/{2} ({3} %)",
             "{0} : {1}/{2} ({3} %)")
        default: nil
        }
    }
}
