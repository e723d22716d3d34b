import ConformanceKit

extension MessageID {
    /// The recording proxy: its console verdicts and the limits of what its server reads.
    // swift-format-ignore
    package static let
        limitServerBody = MessageID(
            "limit.server-body",
            en: "the request body {0}, past the {1}-byte limit; send a smaller body or raise --max-body-bytes",
            fr: "le corps de la requête {0} au-delà de la limite de {1} octets ; envoyez un corps plus petit ou augmentez --max-body-bytes"),
        limitServerBodyDeclared = MessageID("limit.server-body-declared", en: "is {0} bytes", fr: "fait {0} octets"),
        limitServerBodyGoesOn = MessageID("limit.server-body-goes-on", en: "goes on", fr: "continue"),
        limitServerUnexpected = MessageID(
            "limit.server-unexpected",
            en: "the request could not be handled: {0}; the server keeps serving",
            fr: "la requête n'a pas pu être traitée : {0} ; le serveur continue de répondre"),
        bodyURLInvalid = MessageID("body.url-invalid", en: "the URL is invalid", fr: "l'URL est invalide"),
        proxyLineConformant = MessageID("proxy-line.conformant", en: "✓ conformant", fr: "✓ conforme"),
        proxyLineConformantWarnings = MessageID("proxy-line.conformant-warnings", en: "✓ conformant ({0})", fr: "✓ conforme ({0})"),
        proxyLineErrors = MessageID("proxy-line.errors", en: "✗ {0}: {1}", fr: "✗ {0} : {1}"),
        proxyLineNotProtocol = MessageID("proxy-line.not-protocol", en: "? not a protocol call", fr: "? pas un appel du protocole"),
        proxyLineNoOperation = MessageID("proxy-line.no-operation", en: "(no matching operation)", fr: "(aucune opération correspondante)"),
        proxyLineUpstream = MessageID("proxy-line.upstream", en: "upstream {0}: {1} [{2}]", fr: "serveur amont {0} : {1} [{2}]"),
        proxyLineInjected = MessageID(
            "proxy-line.injected",
            en: "(injected by the session, not forwarded)",
            fr: "(imposée par la session, non transmise)")

    /// Every message this target declares, in order: the catalogue tests walk, with the other targets' catalogues.
    package static let proxyCatalogue: [MessageID] = [
        .limitServerBody, .limitServerBodyDeclared, .limitServerBodyGoesOn, .limitServerUnexpected, .bodyURLInvalid, .proxyLineConformant,
        .proxyLineConformantWarnings, .proxyLineErrors, .proxyLineNotProtocol, .proxyLineNoOperation, .proxyLineUpstream, .proxyLineInjected,
    ]
}
