extension MessageID {
    /// The words of reports and certification summaries.
    // swift-format-ignore
    public static let
        reportVerdictCertified = MessageID("report.verdict-certified", en: "CERTIFIED", fr: "CERTIFIÉ"),
        reportVerdictNotCertified = MessageID("report.verdict-not-certified", en: "NOT CERTIFIED", fr: "NON CERTIFIÉ"),
        reportRoleClient = MessageID("report.role-client", en: "client (app and merchant server)", fr: "client (application et serveur marchand)"),
        reportRoleServer = MessageID("report.role-server", en: "server", fr: "serveur"),
        reportTargetSandbox = MessageID("report.target-sandbox", en: "the built-in sandbox", fr: "le bac à sable intégré"),
        reportResultNotRun = MessageID("report.result-not-run", en: "not run", fr: "non jouée"),
        reportResultPassed = MessageID("report.result-passed", en: "passed", fr: "réussie"),
        reportResultFailed = MessageID("report.result-failed", en: "failed ({0} checks)", fr: "échouée ({0} contrôles)"),
        reportLevelMandatory = MessageID("report.level-mandatory", en: "mandatory", fr: "obligatoire"),
        reportLevelOptional = MessageID("report.level-optional", en: "optional", fr: "facultative"),
        reportRedactedWord = MessageID("report.redacted-word", en: "(redacted)", fr: "(masqué)"),
        reportNoOperation = MessageID(
            "report.no-operation",
            en: "no operation of the specs matches {0} {1}",
            fr: "aucune opération des specs ne correspond à {0} {1}"),
        reportExpected = MessageID("report.expected", en: "expected: {0}", fr: "attendu : {0}"),
        reportActual = MessageID("report.actual", en: "actual: {0}", fr: "obtenu : {0}"),
        reportWhatToDo = MessageID("report.what-to-do", en: "what to do: {0}", fr: "que faire : {0}"),
        reportSpecLocation = MessageID("report.spec-location", en: " (spec: {0})", fr: " (spec : {0})"),
        reportMarkdownTitle = MessageID("report.markdown-title", en: "# Conformance report", fr: "# Rapport de conformité"),
        reportMarkdownConformant = MessageID("report.markdown-conformant", en: "✅ conformant", fr: "✅ conforme"),
        reportMarkdownNotConformant = MessageID("report.markdown-not-conformant", en: "❌ not conformant", fr: "❌ non conforme"),
        reportMarkdownTotals = MessageID(
            "report.markdown-totals",
            en: "**{0}**: {1} of {2} checks passed in {3} suites (target `{4}`, mode `{5}`).",
            fr: "**{0}** : {1} contrôles réussis sur {2} dans {3} suites (cible `{4}`, mode `{5}`)."),
        reportMarkdownTableHeader = MessageID(
            "report.markdown-table-header",
            en: "| Suite | Checks | Failed |",
            fr: "| Suite | Contrôles | Échecs |"),
        reportMarkdownFailures = MessageID("report.markdown-failures", en: "## Failures", fr: "## Échecs"),
        reportMarkdownMore = MessageID("report.markdown-more", en: "- … and {0} more", fr: "- … et {0} de plus"),
        findingConformant = MessageID("finding.conformant", en: "{0}: conformant ({1})", fr: "{0} : conforme ({1})"),
        findingNotConformant = MessageID("finding.not-conformant", en: "{0}: not conformant: {1}, {2}", fr: "{0} : non conforme : {1}, {2}"),
        coverageOperations = MessageID("coverage.operations", en: "Operations exercised", fr: "Opérations exercées"),
        coverageStatuses = MessageID("coverage.statuses", en: "Response statuses seen", fr: "Statuts de réponse vus"),
        coverageCodes = MessageID("coverage.codes", en: "Documented codes seen", fr: "Codes documentés vus"),
        coverageMandatoryFields = MessageID("coverage.mandatory-fields", en: "Mandatory fields observed", fr: "Champs obligatoires observés"),
        coverageOptionalFields = MessageID("coverage.optional-fields", en: "Optional fields observed", fr: "Champs facultatifs observés")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let reportWordMessages: [MessageID] = [
        .reportVerdictCertified, .reportVerdictNotCertified, .reportRoleClient, .reportRoleServer, .reportTargetSandbox, .reportResultNotRun,
        .reportResultPassed, .reportResultFailed, .reportLevelMandatory, .reportLevelOptional, .reportRedactedWord, .reportNoOperation,
        .reportExpected, .reportActual, .reportWhatToDo, .reportSpecLocation, .reportMarkdownTitle, .reportMarkdownConformant,
        .reportMarkdownNotConformant, .reportMarkdownTotals, .reportMarkdownTableHeader, .reportMarkdownFailures, .reportMarkdownMore,
        .findingConformant, .findingNotConformant, .coverageOperations, .coverageStatuses, .coverageCodes, .coverageMandatoryFields,
        .coverageOptionalFields,
    ]
}
