import ConformanceKit

extension MessageID {
    /// Counted nouns of the command line's summaries (`{0}` is the count), singular and plural.
    // swift-format-ignore
    package static let
        countScenarioOne = MessageID("count.scenario-one", en: "{0} scenario", fr: "{0} scénario"),
        countScenarioOther = MessageID("count.scenario-other", en: "{0} scenarios", fr: "{0} scénarios"),
        countScenarioPassedOne = MessageID("count.scenario-passed-one", en: "{0} scenario", fr: "{0} scénario réussi"),
        countScenarioPassedOther = MessageID("count.scenario-passed-other", en: "{0} scenarios", fr: "{0} scénarios réussis"),
        countCheckOne = MessageID("count.check-one", en: "{0} check", fr: "{0} contrôle"),
        countCheckOther = MessageID("count.check-other", en: "{0} checks", fr: "{0} contrôles"),
        countCheckPassedOne = MessageID("count.check-passed-one", en: "{0} check", fr: "{0} contrôle réussi"),
        countCheckPassedOther = MessageID("count.check-passed-other", en: "{0} checks", fr: "{0} contrôles réussis"),
        countExchangeOne = MessageID("count.exchange-one", en: "{0} exchange", fr: "{0} échange"),
        countExchangeOther = MessageID("count.exchange-other", en: "{0} exchanges", fr: "{0} échanges"),
        countCaseOne = MessageID("count.case-one", en: "{0} case", fr: "{0} cas"),
        countCaseOther = MessageID("count.case-other", en: "{0} cases", fr: "{0} cas"),
        countClientCaseOne = MessageID("count.client-case-one", en: "{0} client case", fr: "{0} cas client"),
        countClientCaseOther = MessageID("count.client-case-other", en: "{0} client cases", fr: "{0} cas clients"),
        countInteractionOne = MessageID("count.interaction-one", both: "{0} interaction"),
        countInteractionOther = MessageID("count.interaction-other", both: "{0} interactions"),
        countCassetteOne = MessageID("count.cassette-one", both: "{0} cassette"),
        countCassetteOther = MessageID("count.cassette-other", both: "{0} cassettes"),
        countFileOne = MessageID("count.file-one", en: "{0} file", fr: "{0} fichier"),
        countFileOther = MessageID("count.file-other", en: "{0} files", fr: "{0} fichiers"),
        countCardLikeOne = MessageID("count.card-like-one", en: "{0} card-number-like value", fr: "{0} valeur"),
        countCardLikeOther = MessageID("count.card-like-other", en: "{0} card-number-like values", fr: "{0} valeurs"),
        countDriftFindingOne = MessageID("count.drift-finding-one", en: "{0} drift finding", fr: "{0} écart"),
        countDriftFindingOther = MessageID("count.drift-finding-other", en: "{0} drift findings", fr: "{0} écarts"),
        countDriftInfoOne = MessageID("count.drift-info-one", en: "{0} info", fr: "{0} information"),
        countDriftInfoOther = MessageID("count.drift-info-other", en: "{0} infos", fr: "{0} informations"),
        countProtocolOne = MessageID("count.protocol-one", en: "{0} protocol", fr: "{0} protocole"),
        countProtocolOther = MessageID("count.protocol-other", en: "{0} protocols", fr: "{0} protocoles"),
        countOperationOne = MessageID("count.operation-one", en: "{0} operation", fr: "{0} opération"),
        countOperationOther = MessageID("count.operation-other", en: "{0} operations", fr: "{0} opérations")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let commandLineCountMessages: [MessageID] = [
        .countScenarioOne, .countScenarioOther, .countScenarioPassedOne, .countScenarioPassedOther, .countCheckOne, .countCheckOther,
        .countCheckPassedOne, .countCheckPassedOther, .countExchangeOne, .countExchangeOther, .countCaseOne, .countCaseOther, .countClientCaseOne,
        .countClientCaseOther, .countInteractionOne, .countInteractionOther, .countCassetteOne, .countCassetteOther, .countFileOne, .countFileOther,
        .countCardLikeOne, .countCardLikeOther, .countDriftFindingOne, .countDriftFindingOther, .countDriftInfoOne, .countDriftInfoOther,
        .countProtocolOne, .countProtocolOther, .countOperationOne, .countOperationOther,
    ]
}
