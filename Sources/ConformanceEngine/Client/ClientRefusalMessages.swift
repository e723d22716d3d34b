import ConformanceKit

extension MessageID {
    /// A case's `refusal-seen` behaviour.
    // swift-format-ignore
    package static let
        judgeRefusalTitle = MessageID(
            "judge.refusal-title",
            en: "The payment meets the refusal this case is about: {0} is answered with {1}",
            fr: "Le paiement rencontre le refus dont traite ce cas : {0} reçoit une réponse avec {1}"),
        judgeRefusalSeen = MessageID(
            "judge.refusal-seen",
            en: "#{0} {1} {2}: the refusal this case is about was seen",
            fr: "n°{0} {1} {2} : le refus dont traite ce cas a bien eu lieu"),
        judgeRefusalNotSeen = MessageID(
            "judge.refusal-not-seen",
            en: "#{0} {1} {2}, not the refusal this case is about ({3}), so what follows a refusal was not tested{4}",
            fr: "n°{0} {1} {2}, et non le refus dont traite ce cas ({3}) : la conduite après un refus n’a donc pas été éprouvée{4}"),
        judgeRefusalNeverSent = MessageID(
            "judge.refusal-never-sent",
            en: "the client never sent {0}, so the refusal this case is about ({1}) was never seen{2}",
            fr: "le client n’a jamais envoyé {0} : le refus dont traite ce cas ({1}) n’a donc jamais eu lieu{2}"),
        judgeRefusalError = MessageID(
            "judge.refusal-error",
            en: "an error answer (status 400 or more) or none",
            fr: "une réponse d’erreur (statut 400 ou plus) ou aucune réponse"),
        judgeRefusalOtherThan = MessageID("judge.refusal-other-than", en: "{0} other than {1}", fr: "{0} différent de {1}"),
        judgeRefusalPayWith = MessageID(
            "judge.refusal-pay-with",
            en: "; pay with card {0} as the case says",
            fr: " ; payez avec la carte {0} comme l’indique le cas"),
        judgeRefusalFollow = MessageID(
            "judge.refusal-follow",
            en: "; run the case as its instructions say",
            fr: " ; déroulez le cas comme l’indiquent ses instructions")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let clientRefusalMessages: [MessageID] = [
        .judgeRefusalTitle, .judgeRefusalSeen, .judgeRefusalNotSeen, .judgeRefusalNeverSent, .judgeRefusalError, .judgeRefusalOtherThan,
        .judgeRefusalPayWith, .judgeRefusalFollow,
    ]
}
