extension MessageID {
    /// Cassette files, record modes, inputs too large and report merges.
    // swift-format-ignore
    public static let
        cassetteUnreadable = MessageID(
            "cassette.unreadable",
            en: "cannot read cassette '{0}': {1}",
            fr: "lecture de la cassette '{0}' impossible : {1}"),
        cassetteInvalid = MessageID(
            "cassette.invalid",
            en: "'{0}' is not a valid cassette at {1}: {2}; restore it from version control or re-record it with --mode all",
            fr: "'{0}' n'est pas une cassette valide en {1} : {2} ; restaurez-la depuis le gestionnaire de versions ou réenregistrez-la avec --mode all"),
        cassetteVersion = MessageID(
            "cassette.version",
            en: "'{0}' uses cassette format version {1}, but this tool reads version {2}; upgrade the tool or re-record",
            fr: "'{0}' utilise la version {1} du format de cassette, mais cet outil lit la version {2} ; mettez l'outil à jour ou réenregistrez"),
        cassetteUnwritable = MessageID(
            "cassette.unwritable",
            en: "cannot write cassette '{0}': {1}; the previous file is left untouched",
            fr: "écriture de la cassette '{0}' impossible : {1} ; le fichier précédent reste intact"),
        cassetteMissing = MessageID(
            "cassette.missing",
            en: "cassette '{0}' does not exist and record mode '{1}' does not record; record it first (--mode once or CONFORMANCE_RECORD=once)",
            fr: "la cassette '{0}' n'existe pas et le mode '{1}' n'enregistre pas ; enregistrez-la d'abord (--mode once ou CONFORMANCE_RECORD=once)"),
        cassetteUnredacted = MessageID(
            "cassette.unredacted",
            en: "refusing to write '{0}': {1} card-number-like value(s) remain after redaction (first at {2}); nothing was written",
            fr: "écriture de '{0}' refusée : {1} valeur(s) ressemblant à un numéro de carte subsistent après masquage (première en {2}) ; rien n'a été écrit"),
        cassetteMiss = MessageID(
            "cassette.miss",
            en: "no recorded interaction of '{0}' matches {1} (record mode '{2}'){3}",
            fr: "aucune interaction enregistrée de '{0}' ne correspond à {1} (mode '{2}'){3}"),
        cassetteUnplayed = MessageID(
            "cassette.unplayed",
            en: "{1} recorded interaction(s) of '{0}' were never played: {2}",
            fr: "{1} interaction(s) enregistrée(s) de '{0}' n'ont jamais été rejouées : {2}"),
        recordModeInvalid = MessageID(
            "cassette.record-mode-invalid",
            en: "'{0}' is not a record mode{1}; use none, once, new_episodes or all",
            fr: "'{0}' n'est pas un mode d'enregistrement{1} ; utilisez none, once, new_episodes ou all"),
        importInvalid = MessageID("cassette.import-invalid", en: "cannot import '{0}' as {1}: {2}", fr: "import de '{0}' comme {1} impossible : {2}"),
        inputTooLarge = MessageID(
            "input.too-large",
            en: "{0} is past the limit of {1} ({2}); reading stopped {3}, without holding the rest; {4}",
            fr: "{0} dépasse la limite de {1} ({2}) ; la lecture s'est arrêtée {3}, sans garder la suite ; {4}"),
        reportMergeInput = MessageID(
            "report.merge-input",
            en: "'{0}' holds no readable report.json ({1}); pass folders written by 'conformance run'",
            fr: "'{0}' ne contient aucun report.json lisible ({1}) ; passez des dossiers écrits par 'conformance run'"),
        reportMergeNotReport = MessageID("report.merge-not-report", en: "not a PaymentConformance report", fr: "pas un rapport PaymentConformance"),
        reportMergeVersion = MessageID("report.merge-version", en: "unsupported version", fr: "version non prise en charge"),
        reportMergeExpectedList = MessageID("report.merge-expected-list", en: "expected a list", fr: "une liste est attendue"),
        reportMergeSuiteKeys = MessageID(
            "report.merge-suite-keys",
            en: "a suite needs name, protocol and cases",
            fr: "une suite exige name, protocol et cases"),
        reportMergeCaseName = MessageID("report.merge-case-name", en: "a case needs a name", fr: "un cas exige un nom"),
        reportMergeFailureKeys = MessageID("report.merge-failure-keys", en: "a failure needs kind and message", fr: "un échec exige kind et message"),
        journalUnreadable = MessageID("cassette.journal-unreadable", en: "cannot read the journal", fr: "lecture du journal impossible"),
        journalHeader = MessageID(
            "cassette.journal-header",
            en: "line 1 is not a PaymentConformance journal header",
            fr: "la ligne 1 n'est pas un en-tête de journal PaymentConformance"),
        journalVersion = MessageID(
            "cassette.journal-version",
            en: "unsupported journal formatVersion",
            fr: "formatVersion de journal non prise en charge"),
        harNoEntriesPlace = MessageID(
            "cassette.har-no-entries-place",
            en: "the HAR outline has no place for its entries",
            fr: "le gabarit HAR n'a pas de place pour ses entrées")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let fileMessages: [MessageID] = [
        .cassetteUnreadable, .cassetteInvalid, .cassetteVersion, .cassetteUnwritable, .cassetteMissing, .cassetteUnredacted, .cassetteMiss,
        .cassetteUnplayed, .recordModeInvalid, .importInvalid, .inputTooLarge, .reportMergeInput, .reportMergeNotReport, .reportMergeVersion,
        .reportMergeExpectedList, .reportMergeSuiteKeys, .reportMergeCaseName, .reportMergeFailureKeys, .journalUnreadable, .journalHeader,
        .journalVersion, .harNoEntriesPlace,
    ]
}
