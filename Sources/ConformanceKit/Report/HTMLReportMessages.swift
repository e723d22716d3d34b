extension MessageID {
    /// The labels of the HTML report page (headings, captions, column names).
    // swift-format-ignore
    public static let
        htmlTitle = MessageID("html.title", en: "Conformance report", fr: "Rapport de conformité"),
        htmlSpecDigests = MessageID("html.spec-digests", en: "Specs checked against (SHA-256):", fr: "Spécifications de référence (SHA-256) :"),
        htmlConformant = MessageID("html.conformant", en: "Conformant", fr: "Conforme"),
        htmlNotConformant = MessageID("html.not-conformant", en: "Not conformant", fr: "Non conforme"),
        htmlChecksPassed = MessageID(
            "html.checks-passed",
            en: "{0} of {1} checks passed in {2} suites.",
            fr: "{0} contrôles réussis sur {1} dans {2} suites."),
        htmlTarget = MessageID("html.target", en: "Target", fr: "Cible"),
        htmlMode = MessageID("html.mode", both: "Mode"),
        htmlStarted = MessageID("html.started", en: "Started", fr: "Début"),
        htmlChecks = MessageID("html.checks", en: "Checks", fr: "Contrôles"),
        htmlFailed = MessageID("html.failed", en: "Failed", fr: "Échecs"),
        htmlVersion = MessageID("html.version", both: "version"),
        htmlCheck = MessageID("html.check", en: "Check", fr: "Contrôle"),
        htmlFinding = MessageID("html.finding", en: "Finding", fr: "Constat"),
        htmlExpected = MessageID("html.expected", en: "Expected", fr: "Attendu"),
        htmlActual = MessageID("html.actual", en: "Actual", fr: "Obtenu"),
        htmlExchange = MessageID("html.exchange", en: "Exchange", fr: "Échange"),
        htmlRequest = MessageID("html.request", en: "Request", fr: "Requête"),
        htmlResponse = MessageID("html.response", en: "Response", fr: "Réponse"),
        htmlBehaviour = MessageID("html.behaviour", en: "Behaviour", fr: "Comportement"),
        htmlWhatWasSeen = MessageID("html.what-was-seen", en: "What was seen", fr: "Ce qui a été vu"),
        htmlOperation = MessageID("html.operation", en: "Operation", fr: "Opération"),
        htmlStatus = MessageID("html.status", en: "Status", fr: "Statut"),
        htmlCoverage = MessageID("html.coverage", en: "Coverage", fr: "Couverture"),
        htmlCertificationVerdict = MessageID("html.certification-verdict", en: "Certification verdict", fr: "Verdict de certification"),
        htmlPartner = MessageID("html.partner", en: "Partner", fr: "Partenaire"),
        htmlRole = MessageID("html.role", en: "Role", fr: "Rôle"),
        htmlGateway = MessageID("html.gateway", en: "Gateway", fr: "Passerelle"),
        htmlSessionEnd = MessageID("html.session-end", en: "Session end", fr: "Fin de la session"),
        htmlProfile = MessageID("html.profile", en: "Profile", fr: "Profil"),
        htmlLeftOut = MessageID("html.left-out", en: "Left out", fr: "Laissées de côté"),
        htmlRequirement = MessageID("html.requirement", en: "Requirement", fr: "Exigence"),
        htmlLevel = MessageID("html.level", en: "Level", fr: "Niveau"),
        htmlResult = MessageID("html.result", en: "Result", fr: "Résultat"),
        htmlStatedCoverage = MessageID(
            "html.stated-coverage",
            en: "Coverage stated by the signed statement",
            fr: "Couverture indiquée par la déclaration signée"),
        htmlBase64 = MessageID("html.base64", en: "({0} bytes, base64)", fr: "({0} octets, en base64)")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let htmlReportMessages: [MessageID] = [
        .htmlTitle, .htmlSpecDigests, .htmlConformant, .htmlNotConformant, .htmlChecksPassed, .htmlTarget, .htmlMode, .htmlStarted, .htmlChecks,
        .htmlFailed, .htmlVersion, .htmlCheck, .htmlFinding, .htmlExpected, .htmlActual, .htmlExchange, .htmlRequest, .htmlResponse, .htmlBehaviour,
        .htmlWhatWasSeen, .htmlOperation, .htmlStatus, .htmlCoverage, .htmlCertificationVerdict, .htmlPartner, .htmlRole, .htmlGateway,
        .htmlSessionEnd, .htmlProfile, .htmlLeftOut, .htmlRequirement, .htmlLevel, .htmlResult, .htmlStatedCoverage, .htmlBase64,
    ]
}
