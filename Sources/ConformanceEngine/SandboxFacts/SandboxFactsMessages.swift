import ConformanceKit

extension MessageID {
    /// The sandbox facts' diagnostics and the rule on the codes of the sandbox's answers.
    // swift-format-ignore
    package static let
        sandboxCardNotLuhn = MessageID(
            "sandbox.card-not-luhn",
            en: "test card '{0}' of {1} is not a card number (12 to 19 digits passing the Luhn check); copy the number from the protocol's documentation",
            fr: "la carte de test '{0}' de {1} n'est pas un numéro de carte (12 à 19 chiffres vérifiant la clé de Luhn) ; recopiez le numéro de la documentation du protocole"),
        sandboxCardDuplicate = MessageID(
            "sandbox.card-duplicate",
            en: "test card '{0}' is listed twice in {1}'s table; keep one entry",
            fr: "la carte de test '{0}' figure deux fois dans la table de {1} ; gardez une seule entrée"),
        sandboxGenericDiffers = MessageID(
            "sandbox.generic-differs",
            en: "generic card '{0}' is '{1}' in {2} but '{3}' in {4}; a generic card behaves the same in every protocol: give it the same outcome, or move it to 'own'",
            fr: "la carte générique '{0}' vaut '{1}' dans {2} mais '{3}' dans {4} ; une carte générique se comporte de même dans chaque protocole : donnez-lui la même issue, ou placez-la sous 'own'"),
        sandboxGenericMissing = MessageID(
            "sandbox.generic-missing",
            en: "generic card '{0}' of {1} is missing from {2}'s table; every protocol lists every generic card",
            fr: "la carte générique '{0}' de {1} manque dans la table de {2} ; chaque protocole reprend toutes les cartes génériques"),
        sandboxAnswerStatus = MessageID(
            "sandbox.answer-status",
            en: "status {0} of '{1}' is not an HTTP status; use a number from 100 to 599",
            fr: "le statut {0} de '{1}' n'est pas un statut HTTP ; utilisez un nombre de 100 à 599"),
        sandboxAnswerEmpty = MessageID(
            "sandbox.answer-empty",
            en: "answer '{0}' says nothing; give it a status, a body or values",
            fr: "la réponse '{0}' ne dit rien ; donnez-lui un statut, un corps ou des valeurs"),
        sandboxAnswerCode = MessageID(
            "sandbox.answer-code",
            en: "{0} sets a field whose codes come from table {1}, which has no code '{2}'{3}; answer with a code the table lists, or add the code to the table",
            fr: "{0} renseigne un champ dont les codes viennent de la table {1}, qui n'a pas de code '{2}'{3} ; répondez avec un code que la table liste, ou ajoutez ce code à la table")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let sandboxFactsMessages: [MessageID] = [
        .sandboxCardNotLuhn, .sandboxCardDuplicate, .sandboxGenericDiffers, .sandboxGenericMissing, .sandboxAnswerStatus, .sandboxAnswerEmpty,
        .sandboxAnswerCode,
    ]
}
