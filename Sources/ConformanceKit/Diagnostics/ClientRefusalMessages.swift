import Foundation

extension MessageID {
    /// The English and French templates of a case's `refusal-seen` behaviour (the catalogue hands them over here).
    // swift-format-ignore
    var refusalTexts: (en: String, fr: String) {
        switch self {
        case .judgeRefusalTitle:
            ("The payment meets the refusal this case is about: {0} is answered with {1}",
             "Le paiement rencontre le refus dont traite ce cas : {0} reçoit une réponse avec {1}")
        case .judgeRefusalSeen:
            ("#{0} {1} {2}: the refusal this case is about was seen",
             "n°{0} {1} {2} : le refus dont traite ce cas a bien eu lieu")
        case .judgeRefusalNotSeen:
            ("#{0} {1} {2}, not the refusal this case is about ({3}), so what follows a refusal was not tested{4}",
             "n°{0} {1} {2}, et non le refus dont traite ce cas ({3}) : la conduite après un refus n’a donc pas été éprouvée{4}")
        case .judgeRefusalNeverSent:
            ("the client never sent {0}, so the refusal this case is about ({1}) was never seen{2}",
             "le client n’a jamais envoyé {0} : le refus dont traite ce cas ({1}) n’a donc jamais eu lieu{2}")
        case .judgeRefusalError:
            ("an error answer (status 400 or more) or none",
             "une réponse d’erreur (statut 400 ou plus) ou aucune réponse")
        case .judgeRefusalOtherThan:
            ("{0} other than {1}",
             "{0} différent de {1}")
        case .judgeRefusalPayWith:
            ("; pay with card {0} as the case says",
             " ; payez avec la carte {0} comme l’indique le cas")
        case .judgeRefusalFollow:
            ("; run the case as its instructions say",
             " ; déroulez le cas comme l’indiquent ses instructions")
        default: (rawValue, rawValue)
        }
    }
}
