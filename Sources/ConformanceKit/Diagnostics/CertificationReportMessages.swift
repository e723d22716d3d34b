extension MessageID {
    /// A bundle report's certification header and redaction marks.
    // swift-format-ignore
    public static let
        reportReasonPassed = MessageID(
            "report.reason-passed",
            en: "every mandatory requirement passed ({0})",
            fr: "toutes les exigences obligatoires sont satisfaites ({0})"),
        reportReasonFailed = MessageID(
            "report.reason-failed",
            en: "mandatory requirements failed, {0} of {1}: {2}",
            fr: "exigences obligatoires en échec, {0} sur {1} : {2}"),
        reportReasonPartial = MessageID(
            "report.reason-partial",
            en: "partial selection, mandatory requirements left out ({0}): {1}",
            fr: "sélection partielle, exigences obligatoires laissées de côté ({0}) : {1}"),
        reportReasonIncomplete = MessageID(
            "report.reason-incomplete",
            en: "the session did not run to its end: {0}",
            fr: "la session n’est pas allée à son terme : {0}"),
        reportReasonNoMandatory = MessageID(
            "report.reason-no-mandatory",
            en: "no mandatory requirement was run",
            fr: "aucune exigence obligatoire n’a été exécutée"),
        reportGatewayProxy = MessageID(
            "report.gateway-proxy",
            en: "the recording proxy in front of {0}",
            fr: "le proxy d’enregistrement placé devant {0}"),
        reportEndedCompleted = MessageID("report.ended-completed", en: "every case was run", fr: "tous les cas ont été joués"),
        reportEndedExecExited = MessageID("report.ended-exec-exited", en: "the client’s command exited", fr: "la commande du client s’est terminée"),
        reportEndedTimeout = MessageID(
            "report.ended-timeout",
            en: "the session’s time limit was reached",
            fr: "la durée maximale de la session a été atteinte"),
        reportEndedInterrupted = MessageID(
            "report.ended-interrupted",
            en: "interrupted (Ctrl-C or a signal)",
            fr: "interrompue (Ctrl-C ou un signal)"),
        reportEndedQuit = MessageID("report.ended-quit", en: "the tester quit the session", fr: "le testeur a quitté la session"),
        reportProfileCounts = MessageID(
            "report.profile-counts",
            en: "mandatory passed: {0} of {1}; optional passed: {2} of {3}",
            fr: "obligatoires réussies : {0} sur {1} ; facultatives réussies : {2} sur {3}"),
        reportRedactedTitle = MessageID(
            "report.redacted-title",
            en: "replaced by the tool before anything was written: this is not the value the partner sent",
            fr: "remplacé par l’outil avant toute écriture : ce n’est pas la valeur envoyée par le partenaire"),
        reportRedactedNote = MessageID(
            "report.redacted-note",
            en: "Values marked (redacted) were replaced before anything was written; a documented test card is kept as sent.",
            fr: "Les valeurs marquées (masqué) ont été remplacées avant toute écriture ; une carte de test documentée est gardée telle qu’envoyée.")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let certificationReportMessages: [MessageID] = [
        .reportReasonPassed, .reportReasonFailed, .reportReasonPartial, .reportReasonIncomplete, .reportReasonNoMandatory, .reportGatewayProxy,
        .reportEndedCompleted, .reportEndedExecExited, .reportEndedTimeout, .reportEndedInterrupted, .reportEndedQuit, .reportProfileCounts,
        .reportRedactedTitle, .reportRedactedNote,
    ]
}
