import Foundation

extension MessageID {
    /// The English and French templates of the report of a client session, or nil for another area's message.
    // swift-format-ignore
    var clientReportTexts: (en: String, fr: String)? {
        switch self {
        case .clientCaseNotRun:
            ("the client never ran this case: no flow of requests held all its recognising values ({0})",
             "le client n'a jamais exécuté ce cas : aucun enchaînement de requêtes ne contenait toutes ses valeurs de reconnaissance ({0})")
        case .clientCaseRunsTitle: ("The client runs the case", "Le client exécute le cas")
        case .clientTrafficTitle: ("Traffic belongs to a case", "Le trafic appartient à un cas")
        case .clientFlowUnmatched:
            ("flow {0} matched no case: {1}; none of the {2} cases' recognising values were all seen in it (pay with a case's inputs, or check the amount and card)",
             "l'enchaînement {0} ne correspond à aucun cas : {1} ; les valeurs de reconnaissance d'aucun des {2} cas n'y ont toutes été vues (payez avec les entrées d'un cas, ou vérifiez le montant et la carte)")
        case .clientUnrecognisedTitle: ("Traffic no case recognised", "Trafic qu'aucun cas n'a reconnu")
        default: nil
        }
    }
}
