import ConformanceKit

extension MessageID {
    /// The report of a client session.
    // swift-format-ignore
    package static let
        clientCaseNotRun = MessageID(
            "client.case-not-run",
            en: "the client never ran this case: no flow of requests held all its recognising values ({0})",
            fr: "le client n'a jamais exécuté ce cas : aucun enchaînement de requêtes ne contenait toutes ses valeurs de reconnaissance ({0})"),
        clientCaseRunsTitle = MessageID("client.case-runs-title", en: "The client runs the case", fr: "Le client exécute le cas"),
        clientTrafficTitle = MessageID("client.traffic-title", en: "Traffic belongs to a case", fr: "Le trafic appartient à un cas"),
        clientFlowUnmatched = MessageID(
            "client.flow-unmatched",
            en: "flow {0} matched no case: {1}; none of the {2} cases' recognising values were all seen in it (pay with a case's inputs, or check the amount and card)",
            fr: "l'enchaînement {0} ne correspond à aucun cas : {1} ; les valeurs de reconnaissance d'aucun des {2} cas n'y ont toutes été vues (payez avec les entrées d'un cas, ou vérifiez le montant et la carte)"),
        clientUnrecognisedTitle = MessageID("client.unrecognised-title", en: "Traffic no case recognised", fr: "Trafic qu'aucun cas n'a reconnu")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let clientReportMessages: [MessageID] = [
        .clientCaseNotRun, .clientCaseRunsTitle, .clientTrafficTitle, .clientFlowUnmatched, .clientUnrecognisedTitle,
    ]
}
