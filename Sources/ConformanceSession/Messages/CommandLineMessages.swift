import ConformanceKit

extension MessageID {
    /// The command line's and its sessions' lines.
    // swift-format-ignore
    package static let
        cliInsecureMarker = MessageID("cli.insecure-marker", en: "[INSECURE] ", fr: "[NON SÉCURISÉ] "),
        cliRunStart = MessageID("cli.run-start", en: "conformance run: {0} against {1}, mode {2}", fr: "conformance run : {0} contre {1}, mode {2}"),
        cliRunWarningsNote = MessageID(
            "cli.run-warnings-note",
            en: " (report.json lists them; --fail-on warning or --strict fails on them)",
            fr: " (listés dans report.json ; --fail-on warning ou --strict les fait échouer)"),
        cliRunScenarioFailed = MessageID("cli.run-scenario-failed", en: "{0} of {1} checks failed", fr: "{2} sur {1} en échec"),
        cliRunSummary = MessageID(
            "cli.run-summary",
            en: "{0} of {1} scenarios passed; {2} of {3} checks passed; {4}, {5}",
            fr: "{6} sur {1} ; {7} sur {3} ; {4}, {5}"),
        cliRunReports = MessageID("cli.run-reports", en: "reports: {0}", fr: "rapports : {0}"),
        cliSandboxNotStarted = MessageID(
            "cli.sandbox-not-started",
            en: "error: the built-in sandbox did not start: {0}",
            fr: "erreur : le sandbox intégré n'a pas démarré : {0}"),
        cliSandboxOptionsNeedSandbox = MessageID(
            "cli.sandbox-options-need-sandbox",
            en: "error: sandbox options need the built-in sandbox as target and a mode other than replay",
            fr: "erreur : les options du sandbox exigent le sandbox intégré comme cible et un mode autre que replay"),
        cliError = MessageID("cli.error", en: "error: {0}", fr: "erreur : {0}"),
        cliDidYouMean = MessageID("cli.did-you-mean", en: " (did you mean '{0}'?)", fr: " (vouliez-vous dire '{0}' ?)"),
        cliSpecFolderMissing = MessageID(
            "cli.spec-folder-missing",
            en: "error: spec folder '{0}' not found; run from the project root or pass --specs DIR",
            fr: "erreur : dossier de specs '{0}' introuvable ; lancez depuis la racine du projet ou passez --specs DOSSIER"),
        cliSpecsHaveErrors = MessageID(
            "cli.specs-have-errors",
            en: "the specs have errors; run 'conformance lint' for the full list",
            fr: "les specs comportent des erreurs ; 'conformance lint' en donne la liste complète"),
        cliVersionNeedsProtocol = MessageID(
            "cli.version-needs-protocol",
            en: "error: --protocol-version {0}: name the protocol (PROTOCOL=VERSION) when several are in play ({1})",
            fr: "erreur : --protocol-version {0} : nommez le protocole (PROTOCOLE=VERSION) quand plusieurs sont en jeu ({1})"),
        cliVersionSingle = MessageID(
            "cli.version-single",
            en: "error: --protocol-version {0}={1}: the {0} spec describes a single version; drop the option",
            fr: "erreur : --protocol-version {0}={1} : la spec {0} ne décrit qu'une version ; retirez l'option"),
        cliVersionUnknown = MessageID(
            "cli.version-unknown",
            en: "warning: {0} has no version {1} (known: {2}…{3}); its rules are those of {4}",
            fr: "avertissement : {0} n'a pas de version {1} (connues : {2}…{3}) ; ses règles sont celles de {4}"),
        cliClientCasesErrors = MessageID(
            "cli.client-cases-errors",
            en: "error: the client cases have errors (see above); fix them ('conformance lint' checks them) before a session",
            fr: "erreur : les cas client comportent des erreurs (voir ci-dessus) ; corrigez-les ('conformance lint' les vérifie) avant une session"),
        cliClientUnknownProtocol = MessageID(
            "cli.client-unknown-protocol",
            en: "error: --protocol {0}: no client cases for this protocol (protocols with cases: {1})",
            fr: "erreur : --protocol {0} : aucun cas client pour ce protocole (protocoles avec des cas : {1})"),
        cliClientUnknownCase = MessageID(
            "cli.client-unknown-case",
            en: "error: --case {0}: no such client case{1}",
            fr: "erreur : --case {0} : ce cas client n'existe pas{1}"),
        cliClientNoCases = MessageID(
            "cli.client-no-cases",
            en: "error: no client case to run: the specs hold no clients/ folder (see docs/client-cases.md)",
            fr: "erreur : aucun cas client à exécuter : les specs n'ont aucun dossier clients/ (voir docs/client-cases.md)"),
        cliClientExecStatus = MessageID(
            "cli.client-exec-status",
            en: "note: the command exited with status {0}; the verdict rests on the traffic the session saw",
            fr: "remarque : la commande s'est terminée avec le statut {0} ; le verdict repose sur le trafic vu par la session"),
        cliDisplayProxy = MessageID(
            "cli.display-proxy",
            en: "conformance certify --client: recording proxy to {0}, listening on {1}",
            fr: "conformance certify --client : proxy d'enregistrement vers {0}, à l'écoute sur {1}"),
        cliDisplaySandbox = MessageID(
            "cli.display-sandbox",
            en: "conformance certify --client: the built-in sandbox plays the gateway on {0}",
            fr: "conformance certify --client : le bac à sable intégré joue la passerelle sur {0}"),
        cliDisplayPoint = MessageID(
            "cli.display-point",
            en: "  Point the app's and the merchant server's gateway base URL at {0} (every protocol at its usual paths).",
            fr: "  Pointez l'URL de base de la passerelle de l'application et du serveur du commerçant sur {0} (chaque protocole à ses chemins habituels)."),
        cliDisplayReturn = MessageID("cli.display-return", en: "  Return addresses: {0}/<case>", fr: "  Adresses de retour : {0}/<cas>"),
        cliDisplayCases = MessageID("cli.display-cases", en: "  {0} ({1} mandatory, {2} optional)", fr: "  {0} ({1} obligatoires, {2} facultatifs)"),
        cliDisplayKeys = MessageID(
            "cli.display-keys",
            en: "  Keys: Enter shows the current case again, s then Enter skips it, q then Enter ends the session (not certified); Ctrl-C too.",
            fr: "  Touches : Entrée réaffiche le cas en cours, s puis Entrée le saute, q puis Entrée termine la session (non certifiée) ; Ctrl-C aussi."),
        cliDisplayProgress = MessageID(
            "cli.display-progress",
            en: "progress: {0}/{1} · {2} passed · {3} failed · {4} skipped",
            fr: "avancement : {0}/{1} · {2} réussis · {3} en échec · {4} sautés"),
        cliDisplayMandatory = MessageID("cli.display-mandatory", en: "mandatory", fr: "obligatoire"),
        cliDisplayOptional = MessageID("cli.display-optional", en: "optional", fr: "facultatif"),
        cliDisplayDo = MessageID("cli.display-do", en: "  Do: {0}", fr: "  À faire : {0}"),
        cliDisplayReturnURL = MessageID("cli.display-return-url", en: "  Return URL: {0}", fr: "  URL de retour : {0}"),
        cliDisplayExpected = MessageID("cli.display-expected", en: "  Expected: {0}", fr: "  Attendu : {0}"),
        cliDisplayTimeLimit = MessageID(
            "cli.display-time-limit",
            en: "\nThe session's time limit passed.",
            fr: "\nLa limite de temps de la session est atteinte."),
        cliDisplayQuit = MessageID("cli.display-quit", en: "\nSession ended by the tester.", fr: "\nSession terminée par le testeur."),
        cliDisplaySkipped = MessageID("cli.display-skipped", en: "  skipped {0}", fr: "  {0} sauté"),
        cliDisplayKeysHint = MessageID(
            "cli.display-keys-hint",
            en: "  keys: Enter, s (skip), q (quit)",
            fr: "  touches : Entrée, s (sauter), q (quitter)"),
        cliDisplayResults = MessageID("cli.display-results", en: "\nResults ({0} exchanges seen):", fr: "\nRésultats ({0} échanges vus) :"),
        cliDisplayNotRun = MessageID("cli.display-not-run", en: "not run", fr: "non exécuté"),
        cliDisplayPassed = MessageID("cli.display-passed", en: "passed", fr: "réussi"),
        cliDisplayFailed = MessageID("cli.display-failed", en: "failed: {0}", fr: "en échec : {0}"),
        cliDisplayUnmatched = MessageID(
            "cli.display-unmatched",
            en: "  ! {0} flow(s) of requests matched no case (listed in the report)",
            fr: "  ! {0} enchaînement(s) de requêtes ne correspond(ent) à aucun cas (listés dans le rapport)"),
        cliClientCertified = MessageID(
            "cli.client-certified",
            en: "CERTIFIED: {0} (client), {1} mandatory cases passed, optional coverage {2}/{3}; bundle in {4}",
            fr: "CERTIFIÉ : {0} (client), {1} cas obligatoires réussis, couverture facultative {2}/{3} ; dossier dans {4}"),
        cliClientCutShort = MessageID(
            "cli.client-cut-short",
            en: "NOT CERTIFIED: the session was cut short ({0}); the partial bundle in {1} records what was seen",
            fr: "NON CERTIFIÉ : la session a été interrompue ({0}) ; le dossier partiel dans {1} consigne ce qui a été vu"),
        cliClientNoMandatory = MessageID(
            "cli.client-no-mandatory",
            en: "NOT CERTIFIED: no mandatory case was run (a certificate needs at least one); bundle in {0}",
            fr: "NON CERTIFIÉ : aucun cas obligatoire n'a été exécuté (un certificat en demande au moins un) ; dossier dans {0}"),
        cliClientFailed = MessageID(
            "cli.client-failed",
            en: "NOT CERTIFIED: {0} of {1} mandatory cases failed: {2}; bundle in {3}",
            fr: "NON CERTIFIÉ : {0} cas obligatoires sur {1} en échec : {2} ; dossier dans {3}"),
        cliCertifyUnreachable = MessageID(
            "cli.certify-unreachable",
            en: "error: the run could not reach the target; no certificate was written",
            fr: "erreur : l'exécution n'a pas pu joindre la cible ; aucun certificat n'a été écrit"),
        cliCertifyCertified = MessageID(
            "cli.certify-certified",
            en: "CERTIFIED: {0}, {1} mandatory requirements passed, optional coverage {2}/{3}; bundle in {4}",
            fr: "CERTIFIÉ : {0}, {1} exigences obligatoires satisfaites, couverture facultative {2}/{3} ; dossier dans {4}"),
        cliCertifyFailed = MessageID(
            "cli.certify-failed",
            en: "NOT CERTIFIED: {0} of {1} mandatory requirements failed: {2}; bundle in {3}",
            fr: "NON CERTIFIÉ : {0} exigences obligatoires sur {1} en échec : {2} ; dossier dans {3}"),
        cliCertifyFailOnWarning = MessageID(
            "cli.certify-fail-on-warning",
            en: "--fail-on warning: the traffic had {0}",
            fr: "--fail-on warning : le trafic comporte {0}"),
        cliCertifyOutIsFile = MessageID(
            "cli.certify-out-is-file",
            en: "error: {0} is a file; give --out a new or empty folder for the bundle",
            fr: "erreur : {0} est un fichier ; donnez à --out un dossier neuf ou vide pour le certificat"),
        cliCertifyOutNotEmpty = MessageID(
            "cli.certify-out-not-empty",
            en: "error: {0} is not empty; certify writes a new bundle into a new or empty folder",
            fr: "erreur : {0} n'est pas vide ; certify écrit un nouveau dossier de certificat dans un dossier neuf ou vide"),
        cliVerifyInvalid = MessageID(
            "cli.verify-invalid",
            en: "INVALID: {0} problems; do not trust this bundle",
            fr: "INVALIDE : {0} problèmes ; ne vous fiez pas à ce dossier"),
        cliVerifyNotCertified = MessageID(
            "cli.verify-not-certified",
            en: "AUTHENTIC BUT NOT CERTIFIED: {0} failed {1}",
            fr: "AUTHENTIQUE MAIS NON CERTIFIÉ : {0} a échoué à {1}"),
        cliVerifyValid = MessageID(
            "cli.verify-valid",
            en: "VALID: {0} is certified until {1}; signature and every file check out",
            fr: "VALIDE : {0} est certifié jusqu'au {1} ; la signature et chaque fichier sont vérifiés"),
        cliRecoverNoJournal = MessageID(
            "cli.recover-no-journal",
            en: "{0}: no journal ({1}) to recover",
            fr: "{0} : aucun journal ({1}) à récupérer"),
        cliRecoverCut = MessageID(
            "cli.recover-cut",
            en: "; its last line was cut by the crash and dropped",
            fr: " ; sa dernière ligne, coupée par l'arrêt, est ignorée"),
        cliRecovered = MessageID("cli.recovered", en: "{0}: {1} recovered from the journal{2}", fr: "{0} : {1} récupérée(s) du journal{2}"),
        cliScanHit = MessageID(
            "cli.scan-hit",
            en: "{0}: card-number-like value {1} (Luhn-valid, not a published test card)",
            fr: "{0} : valeur ressemblant à un numéro de carte {1} (Luhn valide, pas une carte de test publiée)"),
        cliScanSummary = MessageID(
            "cli.scan-summary",
            en: "scanned {0} ({1} in {2}): {3}",
            fr: "{0} lus ({1} dans {2}) : {3} ressemblant à un numéro de carte"),
        cliNoOperation = MessageID(
            "cli.no-operation",
            en: "{0}: no operation of the specs matches this request",
            fr: "{0} : aucune opération des specs ne correspond à cette requête"),
        cliPagesNote = MessageID(
            "cli.pages-note",
            en: " (and {0} a web view loaded, not protocol calls)",
            fr: " (et {1} pages ou ressources chargées par une vue web, hors appels du protocole)"),
        cliFileConformant = MessageID(
            "cli.file-conformant",
            en: "{0}: {1} of {2} interactions conformant{3}",
            fr: "{0} : {1} interactions conformes sur {2}{3}"),
        cliFileSkipped = MessageID(
            "cli.file-skipped",
            en: "{0}: skipped, not a cassette (neither *.json, *.cassette nor JSON)",
            fr: "{0} : ignoré, ce n'est pas une cassette (ni *.json, ni *.cassette, ni JSON)"),
        cliPagesCount = MessageID("cli.pages-count", en: ", {0}", fr: ", {1} pages ou ressources"),
        cliFilesSkipped = MessageID("cli.files-skipped", en: ", {0} skipped", fr: ", {0} ignorés"),
        cliCassetteSummary = MessageID(
            "cli.cassette-summary",
            en: "{0} read in {1}: {2} conformant, {3} with findings ({4}, {5}){6}{7}",
            fr: "{0} lues dans {1} : {2} conformes, {3} avec constats ({4}, {5}){6}{7}"),
        cliOnlyPages = MessageID(
            "cli.only-pages",
            en: "error: every interaction read is a page or an asset, so no protocol call was checked; record the flow's API calls too",
            fr: "erreur : chaque interaction lue est une page ou une ressource, aucun appel du protocole n'a donc été vérifié ; enregistrez aussi les appels d'API du parcours"),
        cliNothingRead = MessageID(
            "cli.nothing-read",
            en: "error: nothing was read from {0}; give cassette files or folders that hold some",
            fr: "erreur : rien n'a été lu dans {0} ; donnez des fichiers de cassette ou des dossiers qui en contiennent"),
        cliImported = MessageID(
            "cli.imported",
            en: "{0}: {1} interactions imported from {2}, {3} values redacted",
            fr: "{0} : {1} interactions importées depuis {2}, {3} valeurs masquées"),
        cliExported = MessageID("cli.exported", en: "{0}: {1} exported", fr: "{0} : {1} exportées"),
        cliDiffVersionsMissing = MessageID(
            "cli.diff-versions-missing",
            en: "error: {0} does not list both {1} and {2} (its versions: {3})",
            fr: "erreur : {0} ne liste pas à la fois {1} et {2} (ses versions : {3})"),
        cliDiffNone = MessageID("cli.diff-none", en: "none", fr: "aucune"),
        cliDiffNoProtocol = MessageID(
            "cli.diff-no-protocol",
            en: "error: no protocol lists both versions {0} and {1}; see 'versions' in each protocol.yaml",
            fr: "erreur : aucun protocole ne liste à la fois les versions {0} et {1} ; voir 'versions' dans chaque protocol.yaml"),
        cliDriftSummary = MessageID("cli.drift-summary", en: "{0}: {1}, {2}, {3} info", fr: "{0} : {1}, {2}, {4}"),
        cliDriftNote = MessageID("cli.drift-note", en: "note: {0}", fr: "note : {0}"),
        cliDriftSuggested = MessageID(
            "cli.drift-suggested",
            en: "\nSuggested spec changes (review, then `git apply`):\n",
            fr: "\nChangements de spec suggérés (relisez, puis `git apply`) :\n"),
        cliDriftTitle = MessageID("cli.drift-title", en: "# Drift\n\n{0}\n\n", fr: "# Écarts\n\n{0}\n\n"),
        cliDriftTableHeader = MessageID(
            "cli.drift-table-header",
            en: "| Severity | Kind | Where | Recorded → now |\n|---|---|---|---|\n",
            fr: "| Gravité | Type | Où | Enregistré → maintenant |\n|---|---|---|---|\n"),
        cliLintSummary = MessageID("cli.lint-summary", en: "{0}, {1}, {2}, {3}: {4}, {5}", fr: "{0}, {1}, {2}, {3} : {4}, {5}"),
        cliReportMore = MessageID("cli.report-more", en: " and {0} more", fr: " et {0} autres"),
        cliReportMerged = MessageID(
            "cli.report-merged",
            en: "merged {0} reports: {1} suites, {2} of {3} checks passed; {4}",
            fr: "{0} rapports fusionnés : {1} suites, {2} contrôles réussis sur {3} ; {4}"),
        cliSpecsSingleVersion = MessageID("cli.specs-single-version", en: "it describes a single version", fr: "elle ne décrit qu'une version"),
        cliSpecsSuggestion = MessageID("cli.specs-suggestion", en: "; did you mean '{0}'?", fr: " ; vouliez-vous dire '{0}' ?"),
        cliSpecsNoVersion = MessageID(
            "cli.specs-no-version",
            en: "error: {0} has no version '{1}' ({2}){3}",
            fr: "erreur : {0} n'a pas de version '{1}' ({2}){3}"),
        cliProxyNoUpstream = MessageID(
            "cli.proxy-no-upstream",
            en: "error: no upstream: give --upstream URL, or proxy.upstream in the config file (replaying needs none when the cassette has a baseURL)",
            fr: "erreur : aucun serveur amont : donnez --upstream URL, ou proxy.upstream dans le fichier de configuration (le rejeu n'en demande pas si la cassette a une baseURL)"),
        cliProxyRedactEnv = MessageID(
            "cli.proxy-redact-env",
            en: "error: --redact-env {0}: the environment variable is not set; export it or drop the option",
            fr: "erreur : --redact-env {0} : la variable d'environnement n'est pas définie ; exportez-la ou retirez l'option"),
        cliProxyAllowCard = MessageID(
            "cli.proxy-allow-card",
            en: "error: --allow-card {0} is not a 13-19 digit Luhn-valid card number",
            fr: "erreur : --allow-card {0} n'est pas un numéro de carte de 13 à 19 chiffres valide selon Luhn"),
        cliProxyRedactName = MessageID("cli.proxy-redact-name", en: "error: --redact-name {0}", fr: "erreur : --redact-name {0}"),
        cliUsageError = MessageID("cli.usage-error", en: "Error: {0}", fr: "Erreur : {0}"),
        cliUsageLine = MessageID("cli.usage-line", en: "Usage: {0}", fr: "Usage : {0}"),
        cliUsageSeeHelp = MessageID("cli.usage-see-help", en: "  See '{0}' for more information.", fr: "  Voir '{0}' pour plus d'informations."),
        cliParserUnknownOptionSuggestion = MessageID(
            "cli.parser-unknown-option-suggestion",
            en: "Unknown option '{0}'. Did you mean '{1}'?",
            fr: "option inconnue '{0}' ; vouliez-vous dire '{1}' ?"),
        cliParserUnknownOption = MessageID("cli.parser-unknown-option", en: "Unknown option '{0}'", fr: "option inconnue '{0}'"),
        cliParserMissingValue = MessageID("cli.parser-missing-value", en: "Missing value for '{0}'", fr: "valeur manquante pour '{0}'"),
        cliParserMissingArgument = MessageID(
            "cli.parser-missing-argument",
            en: "Missing expected argument '{0}'",
            fr: "argument obligatoire manquant : '{0}'"),
        cliParserMissingOneOf = MessageID("cli.parser-missing-one-of", en: "Missing one of: '{0}'", fr: "il manque l'un de : '{0}'"),
        cliParserUnexpectedArgument = MessageID("cli.parser-unexpected-argument", en: "Unexpected argument '{0}'", fr: "argument inattendu '{0}'"),
        cliParserUnexpectedArguments = MessageID(
            "cli.parser-unexpected-arguments",
            en: "{0} unexpected arguments: '{1}'",
            fr: "{0} arguments inattendus : '{1}'"),
        cliParserNoValueExpected = MessageID(
            "cli.parser-no-value-expected",
            en: "The option '{0}' does not take any value, but '{1}' was specified.",
            fr: "l'option '{0}' ne prend pas de valeur, mais '{1}' a été donné."),
        cliParserInvalidChoice = MessageID(
            "cli.parser-invalid-choice",
            en: "The value '{0}' is invalid for '{1}'. Please provide one of {2}.",
            fr: "la valeur '{0}' n'est pas admise pour '{1}' ; donnez l'une de : {2}."),
        cliParserInvalidChoiceList = MessageID(
            "cli.parser-invalid-choice-list",
            en: "The value '{0}' is invalid for '{1}'. Please provide one of the following:",
            fr: "la valeur '{0}' n'est pas admise pour '{1}' ; donnez l'une des suivantes :"),
        cliParserInvalidValueReason = MessageID(
            "cli.parser-invalid-value-reason",
            en: "The value '{0}' is invalid for '{1}': {2}",
            fr: "la valeur '{0}' n'est pas admise pour '{1}' : {2}"),
        cliParserInvalidValue = MessageID(
            "cli.parser-invalid-value",
            en: "The value '{0}' is invalid for '{1}'",
            fr: "la valeur '{0}' n'est pas admise pour '{1}'"),
        cliParserDuplicate = MessageID(
            "cli.parser-duplicate",
            en: "Value to be set with {0} had already been set with {1}",
            fr: "la valeur donnée par {0} l'avait déjà été par {1}"),
        cliParserMissingSubcommand = MessageID("cli.parser-missing-subcommand", en: "Missing required subcommand.", fr: "sous-commande manquante.")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let commandLineMessages: [MessageID] = [
        .cliInsecureMarker, .cliRunStart, .cliRunWarningsNote, .cliRunScenarioFailed, .cliRunSummary, .cliRunReports, .cliSandboxNotStarted,
        .cliSandboxOptionsNeedSandbox, .cliError, .cliDidYouMean, .cliSpecFolderMissing, .cliSpecsHaveErrors, .cliVersionNeedsProtocol,
        .cliVersionSingle, .cliVersionUnknown, .cliClientCasesErrors, .cliClientUnknownProtocol, .cliClientUnknownCase, .cliClientNoCases,
        .cliClientExecStatus, .cliDisplayProxy, .cliDisplaySandbox, .cliDisplayPoint, .cliDisplayReturn, .cliDisplayCases, .cliDisplayKeys,
        .cliDisplayProgress, .cliDisplayMandatory, .cliDisplayOptional, .cliDisplayDo, .cliDisplayReturnURL, .cliDisplayExpected,
        .cliDisplayTimeLimit, .cliDisplayQuit, .cliDisplaySkipped, .cliDisplayKeysHint, .cliDisplayResults, .cliDisplayNotRun, .cliDisplayPassed,
        .cliDisplayFailed, .cliDisplayUnmatched, .cliClientCertified, .cliClientCutShort, .cliClientNoMandatory, .cliClientFailed,
        .cliCertifyUnreachable, .cliCertifyCertified, .cliCertifyFailed, .cliCertifyFailOnWarning, .cliCertifyOutIsFile, .cliCertifyOutNotEmpty,
        .cliVerifyInvalid, .cliVerifyNotCertified, .cliVerifyValid, .cliRecoverNoJournal, .cliRecoverCut, .cliRecovered, .cliScanHit, .cliScanSummary,
        .cliNoOperation, .cliPagesNote, .cliFileConformant, .cliFileSkipped, .cliPagesCount, .cliFilesSkipped, .cliCassetteSummary, .cliOnlyPages,
        .cliNothingRead, .cliImported, .cliExported, .cliDiffVersionsMissing, .cliDiffNone, .cliDiffNoProtocol, .cliDriftSummary, .cliDriftNote,
        .cliDriftSuggested, .cliDriftTitle, .cliDriftTableHeader, .cliLintSummary, .cliReportMore, .cliReportMerged, .cliSpecsSingleVersion,
        .cliSpecsSuggestion, .cliSpecsNoVersion, .cliProxyNoUpstream, .cliProxyRedactEnv, .cliProxyAllowCard, .cliProxyRedactName, .cliUsageError,
        .cliUsageLine, .cliUsageSeeHelp, .cliParserUnknownOptionSuggestion, .cliParserUnknownOption, .cliParserMissingValue,
        .cliParserMissingArgument, .cliParserMissingOneOf, .cliParserUnexpectedArgument, .cliParserUnexpectedArguments, .cliParserNoValueExpected,
        .cliParserInvalidChoice, .cliParserInvalidChoiceList, .cliParserInvalidValueReason, .cliParserInvalidValue, .cliParserDuplicate,
        .cliParserMissingSubcommand,
    ]
}
