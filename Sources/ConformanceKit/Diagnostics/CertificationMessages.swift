import Foundation

extension MessageID {
    /// The English and French templates of the certification verdicts (the catalogue hands them over here).
    // swift-format-ignore
    var certificationTexts: (en: String, fr: String) {
        switch self {
        case .certifyPartial:
            ("NOT CERTIFIED (partial: the selection leaves out {0} mandatory requirement(s) of the profile: {1}); {2} of the {3} selected mandatory requirement(s) passed; bundle in {4}",
             "NON CERTIFIÉ (partiel : la sélection omet {0} exigence(s) obligatoire(s) du profil : {1}) ; {2} des {3} exigence(s) obligatoire(s) sélectionnée(s) satisfaite(s) ; dossier dans {4}")
        case .verifyPartial:
            ("AUTHENTIC BUT PARTIAL, NOT CERTIFIED: {0} was checked on a selection that leaves out {1} mandatory requirement(s): {2}{3}",
             "AUTHENTIQUE MAIS PARTIEL, NON CERTIFIÉ : {0} a été vérifié sur une sélection qui omet {1} exigence(s) obligatoire(s) : {2}{3}")
        case .verifyPartialFailing:
            ("; it also failed {0}",
             " ; il a aussi échoué à {0}")
        default:
            (rawValue, rawValue)
        }
    }
}
