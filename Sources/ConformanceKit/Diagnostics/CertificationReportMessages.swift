import Foundation

extension MessageID {
    /// The English and French texts of a bundle report's certification header and redaction marks (the catalogue hands them over here).
    // swift-format-ignore
    var certificationReportTexts: (en: String, fr: String) {
        switch self {
        case .reportReasonPassed:
            ("every mandatory requirement passed ({0})",
             "toutes les exigences obligatoires sont satisfaites ({0})")
        case .reportReasonFailed:
            ("mandatory requirements failed, {0} of {1}: {2}",
             "exigences obligatoires en échec, {0} sur {1} : {2}")
        case .reportReasonPartial:
            ("partial selection, mandatory requirements left out ({0}): {1}",
             "sélection partielle, exigences obligatoires laissées de côté ({0}) : {1}")
        case .reportReasonIncomplete:
            ("the session did not run to its end: {0}",
             "la session n’est pas allée à son terme : {0}")
        case .reportReasonNoMandatory:
            ("no mandatory requirement was run",
             "aucune exigence obligatoire n’a été exécutée")
        case .reportGatewayProxy:
            ("the recording proxy in front of {0}",
             "le proxy d’enregistrement placé devant {0}")
        case .reportEndedCompleted: ("every case was run", "tous les cas ont été joués")
        case .reportEndedExecExited: ("the client’s command exited", "la commande du client s’est terminée")
        case .reportEndedTimeout: ("the session’s time limit was reached", "la durée maximale de la session a été atteinte")
        case .reportEndedInterrupted: ("interrupted (Ctrl-C or a signal)", "interrompue (Ctrl-C ou un signal)")
        case .reportEndedQuit: ("the tester quit the session", "le testeur a quitté la session")
        case .reportProfileCounts:
            ("mandatory passed: {0} of {1}; optional passed: {2} of {3}",
             "obligatoires réussies : {0} sur {1} ; facultatives réussies : {2} sur {3}")
        case .reportRedactedTitle:
            ("replaced by the tool before anything was written: this is not the value the partner sent",
             "remplacé par l’outil avant toute écriture : ce n’est pas la valeur envoyée par le partenaire")
        case .reportRedactedNote:
            ("Values marked (redacted) were replaced before anything was written; a documented test card is kept as sent.",
             "Les valeurs marquées (masqué) ont été remplacées avant toute écriture ; une carte de test documentée est gardée telle qu’envoyée.")
        default: (rawValue, rawValue)
        }
    }
}
