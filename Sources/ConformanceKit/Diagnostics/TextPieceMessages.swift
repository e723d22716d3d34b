extension MessageID {
    /// Shared sentence pieces, upstream routes and sensitive-name entries.
    // swift-format-ignore
    public static let
        textListSeparator = MessageID("text.list-separator", en: "; ", fr: " ; "),
        textDidYouMean = MessageID("text.did-you-mean", en: " (did you mean '{0}'?)", fr: " (vouliez-vous dire '{0}' ?)"),
        textAtPosition = MessageID("text.at-position", en: "line {0}, column {1}: {2}", fr: "ligne {0}, colonne {1} : {2}"),
        textSeeMessageSpec = MessageID("text.see-message-spec", en: "see the message's spec", fr: "voir la spec du message"),
        textInContext = MessageID("text.in-context", en: "{0}: {1}", fr: "{0} : {1}"),
        routeMissingEquals = MessageID(
            "route.missing-equals",
            en: "'{0}' is not PREFIX=URL or HOST=URL (e.g. /client=https://payment.example.com/client)",
            fr: "'{0}' n'est ni PRÉFIXE=URL ni HÔTE=URL (par exemple /client=https://payment.example.com/client)"),
        routeBadURL = MessageID(
            "route.bad-url",
            en: "'{0}' is not an absolute http(s) URL with a host",
            fr: "'{0}' n'est pas une URL http(s) absolue avec un hôte"),
        routeBadPrefix = MessageID(
            "route.bad-prefix",
            en: "'{0}' is not a path prefix (a path such as /client, without query or spaces)",
            fr: "'{0}' n'est pas un préfixe de chemin (un chemin comme /client, sans requête ni espace)"),
        routeReservedPrefix = MessageID(
            "route.reserved-prefix",
            en: "'{0}' is kept for the upstreams the proxy learns from answers; choose another prefix",
            fr: "'{0}' est réservé aux serveurs amont appris des réponses ; choisissez un autre préfixe"),
        routeBadHost = MessageID(
            "route.bad-host",
            en: "'{0}' is not a host name (letters, digits, '-' and '.'; give a path prefix starting with '/' instead)",
            fr: "'{0}' n'est pas un nom d'hôte (lettres, chiffres, '-' et '.' ; ou donnez un préfixe de chemin commençant par '/')"),
        sensitiveEntryNoLetter = MessageID(
            "sensitive.entry-no-letter",
            en: "'{0}' has no letter or digit to match a name; write NAME or NAME=KIND",
            fr: "'{0}' n'a ni lettre ni chiffre pour reconnaître un nom ; écrivez NOM ou NOM=TYPE"),
        sensitiveEntryUnknownKind = MessageID(
            "sensitive.entry-unknown-kind",
            en: "unknown kind '{0}' in '{1}'{2}; kinds are {3}",
            fr: "type '{0}' inconnu dans '{1}'{2} ; les types sont {3}"),
        textAtLine = MessageID("text.at-line", en: "line {0}: {1}", fr: "ligne {0} : {1}"),
        definitionProtocol = MessageID("definition.protocol", en: "protocol", fr: "protocole"),
        definitionProtocolFile = MessageID("definition.protocol-file", en: "protocol file", fr: "fichier de protocole"),
        textLineColumn = MessageID("text.line-column", en: "line {0}, column {1}", fr: "ligne {0}, colonne {1}"),
        textLine = MessageID("text.line", en: "line {0}", fr: "ligne {0}")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let textPieceMessages: [MessageID] = [
        .textListSeparator, .textDidYouMean, .textAtPosition, .textSeeMessageSpec, .textInContext, .routeMissingEquals, .routeBadURL, .routeBadPrefix,
        .routeReservedPrefix, .routeBadHost, .sensitiveEntryNoLetter, .sensitiveEntryUnknownKind, .textAtLine, .definitionProtocol,
        .definitionProtocolFile, .textLineColumn, .textLine,
    ]
}
