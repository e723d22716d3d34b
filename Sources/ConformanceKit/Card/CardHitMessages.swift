extension MessageID {
    /// Where a card number or a clear security code was found, and the note a withheld body leaves.
    // swift-format-ignore
    package static let
        cardInBase64 = MessageID("card.in-base64", en: "Base64 text at line {0}, column {1}", fr: "texte Base64 à la ligne {0}, colonne {1}"),
        cardPercentEncoded = MessageID("card.percent-encoded", en: "percent-encoded text", fr: "texte encodé en pourcent"),
        cardUnicodeEscapes = MessageID(
            "card.unicode-escapes", en: "a value spelt with JSON \\u escapes", fr: "une valeur écrite avec des échappements JSON \\u"),
        cardUnicodeEscapesAt = MessageID(
            "card.unicode-escapes-at", en: "{0}: a value spelt with JSON \\u escapes", fr: "{0} : une valeur écrite avec des échappements JSON \\u"),
        cardBase64Body = MessageID("card.base64-body", en: "{0} base64 body", fr: "corps base64 de {0}"),
        cardHeader = MessageID("card.header", en: "the cassette's header", fr: "l'en-tête de la cassette"),
        cardUnderName = MessageID("card.under-name", en: "{0} ({1} under '{2}')", fr: "{0} ({1} sous '{2}')"),
        cardInInteraction = MessageID("card.in-interaction", both: "{0} ({1})"),
        cardBodyWithheld = MessageID(
            "card.body-withheld",
            en: "{0} card-number-like value(s) survived redaction ({1}); the body is not kept in the cassette, the other exchanges are",
            fr: "{0} valeur(s) ressemblant à un numéro de carte ont résisté au masquage ({1}) ; ce corps n'est pas gardé dans la cassette, les autres échanges le sont"),
        cardBodyNotRecorded = MessageID("card.body-not-recorded", en: "[body not recorded: {0}]", fr: "[corps non enregistré : {0}]")

    static let cardHitMessages: [MessageID] = [
        .cardInBase64, .cardPercentEncoded, .cardUnicodeEscapes, .cardUnicodeEscapesAt, .cardBase64Body, .cardHeader, .cardUnderName,
        .cardInInteraction, .cardBodyWithheld, .cardBodyNotRecorded,
    ]
}
