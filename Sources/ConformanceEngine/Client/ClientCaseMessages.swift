import ConformanceKit

extension MessageID {
    /// Client case files: recognition, faults, inputs and rules.
    // swift-format-ignore
    package static let
        clientAmbiguous = MessageID(
            "client.ambiguous-recognition",
            en: "client case '{0}' is recognised by values that '{1}' also holds, so the tool cannot tell them apart; give each case a value of its own (an amount, a card, a reference)",
            fr: "le cas client '{0}' est reconnu par des valeurs que '{1}' contient aussi, l'outil ne peut donc pas les distinguer ; donnez à chaque cas une valeur propre (un montant, une carte, une référence)"),
        clientFaultTooEarly = MessageID(
            "client.fault-too-early",
            en: "the fault on '{0}' comes before the case is recognised (at '{1}'), so it would never be injected; recognise the case by a value of an earlier request, or fault a later operation",
            fr: "la panne sur '{0}' arrive avant que le cas soit reconnu (à '{1}'), elle ne serait donc jamais injectée ; reconnaissez le cas par une valeur d'une requête antérieure, ou mettez en panne une opération ultérieure"),
        clientUnknownInput = MessageID(
            "client.unknown-input",
            en: "'{0}' in {1} is not an input of the case{2}; declare it under inputs",
            fr: "'{0}' dans {1} n'est pas une entrée du cas{2} ; déclarez-la sous inputs"),
        clientNotAStep = MessageID(
            "client.not-a-step",
            en: "'{0}' in {1} is not one of the case's steps; add it to steps or name a step",
            fr: "'{0}' dans {1} ne fait pas partie des étapes du cas ; ajoutez-la à steps ou nommez une étape"),
        clientAnswerOnly = MessageID(
            "client.answer-only-key",
            en: "a '{0}' fault takes no status, set, echo or seconds: status, set and echo belong to kind answer, seconds to kind hang",
            fr: "une panne '{0}' ne prend ni status, ni set, ni echo, ni seconds : status, set et echo vont avec le type answer, seconds avec le type hang"),
        clientRuleKey = MessageID(
            "client.rule-key",
            en: "'{0}' is not used by a '{1}' rule; its keys are: {2}",
            fr: "'{0}' n'est pas utilisé par une règle '{1}' ; ses clés sont : {2}"),
        clientRuleWithoutFault = MessageID(
            "client.rule-without-fault",
            en: "rule '{0}' checks what the client does after a fault on '{1}', but the case injects none there; add a fault on '{1}' (or, for no-retry, a 'when' answer value)",
            fr: "la règle '{0}' vérifie ce que fait le client après une panne sur '{1}', mais le cas n'en injecte aucune ; ajoutez une panne sur '{1}' (ou, pour no-retry, une valeur de réponse 'when')")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let clientCaseMessages: [MessageID] = [
        .clientAmbiguous, .clientFaultTooEarly, .clientUnknownInput, .clientNotAStep, .clientAnswerOnly, .clientRuleKey, .clientRuleWithoutFault,
    ]
}
