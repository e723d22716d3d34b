import ConformanceKit

extension MessageID {
    /// What `specs export` writes into an OpenAPI document, and what the command prints.
    // swift-format-ignore
    package static let
        openAPISandboxServer = MessageID(
            "openapi.sandbox-server",
            en: "The built-in sandbox on loopback: start it with 'conformance sandbox --port {port}'.",
            fr: "Le sandbox intégré, en boucle locale : lancez-le avec 'conformance sandbox --port {port}'."),
        openAPIEnvironmentServer = MessageID(
            "openapi.environment-server",
            en: "The protocol's '{0}' environment.",
            fr: "L'environnement '{0}' du protocole."),
        openAPIFlowServer = MessageID(
            "openapi.flow-server",
            en: "The URL an earlier answer of the flow hands out as '{0}'; this operation's path is relative to it.",
            fr: "L'URL qu'une réponse précédente du parcours fournit dans '{0}' ; le chemin de cette opération s'y rapporte."),
        openAPIAnswer = MessageID("openapi.answer", en: "Answer with status {0}.", fr: "Réponse de statut {0}."),
        openAPIPathParameter = MessageID("openapi.path-parameter", en: "The '{0}' segment of the path.", fr: "Le segment '{0}' du chemin."),
        openAPIBasicScheme = MessageID(
            "openapi.basic-scheme",
            en: "HTTP Basic credentials in the Authorization header.",
            fr: "Identifiants HTTP Basic dans l'en-tête Authorization."),
        openAPIHMACScheme = MessageID(
            "openapi.hmac-scheme",
            en: "A signature computed when the request leaves: 'Authorization: GCS v1HMAC:<key ID>:<signature>' beside a 'Date' header (RFC 1123, GMT). The signature is the Base64 HMAC-SHA-256, keyed with the secret API key, of these lines: the method, the Content-Type, the Date, each X-GCS-* header as 'name:value' sorted by lower-case name, and the path with its query.",
            fr: "Une signature calculée au moment de l'envoi : 'Authorization: GCS v1HMAC:<ID de clé>:<signature>' avec un en-tête 'Date' (RFC 1123, GMT). La signature est le HMAC-SHA-256 en Base64, avec la clé API secrète, de ces lignes : la méthode, le Content-Type, la Date, chaque en-tête X-GCS-* sous la forme 'nom:valeur' triés par nom en minuscules, et le chemin avec sa requête."),
        openAPIMergedOperation = MessageID(
            "openapi.merged-operation",
            en: "One endpoint serves several operations of the protocol ({0}): the document in the body tells which.",
            fr: "Un même point d'accès sert plusieurs opérations du protocole ({0}) : le document du corps indique laquelle."),
        openAPIFlowLink = MessageID(
            "openapi.flow-link",
            en: "Values that the flows carry from this answer into {0}.",
            fr: "Valeurs que les parcours reportent de cette réponse vers {0}."),
        openAPIExportUnwritable = MessageID(
            "openapi.export-unwritable",
            en: "cannot write '{0}': {1}; check that the folder exists and is writable, or pass another --out",
            fr: "impossible d'écrire '{0}' : {1} ; vérifiez que le dossier existe et est accessible en écriture, ou passez un autre --out"),
        openAPIExportNothing = MessageID(
            "openapi.export-nothing",
            en: "no protocol to export: the specs hold none{0}",
            fr: "aucun protocole à exporter : les specs n'en contiennent aucun{0}"),
        openAPIExportWrote = MessageID(
            "openapi.export-wrote",
            en: "wrote {0}: {1} operations, {2} schemas, {3} links",
            fr: "{0} écrit : {1} opérations, {2} schémas, {3} liens"),
        openAPIExportVersionNeedsProtocol = MessageID(
            "openapi.export-version-needs-protocol",
            en: "--protocol-version needs exactly one --protocol: versions are the protocol's own",
            fr: "--protocol-version exige exactement un --protocol : les versions sont propres à chaque protocole")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let openAPIExportMessages: [MessageID] = [
        .openAPISandboxServer, .openAPIEnvironmentServer, .openAPIFlowServer, .openAPIAnswer, .openAPIPathParameter, .openAPIBasicScheme,
        .openAPIHMACScheme, .openAPIMergedOperation, .openAPIFlowLink, .openAPIExportUnwritable, .openAPIExportNothing, .openAPIExportWrote,
        .openAPIExportVersionNeedsProtocol,
    ]
}
