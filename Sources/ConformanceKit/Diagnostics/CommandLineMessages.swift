import Foundation

extension MessageID {
    /// The English and French templates of the command line's and its sessions' messages (the catalogue hands them over here); nil for the other messages.
    // swift-format-ignore
    var commandLineTexts: (en: String, fr: String)? {
        switch self {
        case .cliInsecureMarker:
            ("[INSECURE] ",
             "[NON SÉCURISÉ] ")
        case .cliRunStart:
            ("conformance run: {0} against {1}, mode {2}",
             "conformance run : {0} contre {1}, mode {2}")
        case .cliRunWarningsNote:
            (" (report.json lists them; --fail-on warning or --strict fails on them)",
             " (listés dans report.json ; --fail-on warning ou --strict les fait échouer)")
        case .cliRunScenarioFailed:
            ("{0} of {1} checks failed",
             "{2} sur {1} en échec")
        case .cliRunSummary:
            ("{0} of {1} scenarios passed; {2} of {3} checks passed; {4}, {5}",
             "{6} sur {1} ; {7} sur {3} ; {4}, {5}")
        case .cliRunReports:
            ("reports: {0}",
             "rapports : {0}")
        case .cliSandboxNotStarted:
            ("error: the built-in sandbox did not start: {0}",
             "erreur : le sandbox intégré n'a pas démarré : {0}")
        case .cliSandboxOptionsNeedSandbox:
            ("error: sandbox options need the built-in sandbox as target and a mode other than replay",
             "erreur : les options du sandbox exigent le sandbox intégré comme cible et un mode autre que replay")
        case .cliError:
            ("error: {0}",
             "erreur : {0}")
        case .cliDidYouMean:
            (" (did you mean '{0}'?)",
             " (vouliez-vous dire '{0}' ?)")
        case .cliSpecFolderMissing:
            ("error: spec folder '{0}' not found; run from the project root or pass --specs DIR",
             "erreur : dossier de specs '{0}' introuvable ; lancez depuis la racine du projet ou passez --specs DOSSIER")
        case .cliSpecsHaveErrors:
            ("the specs have errors; run 'conformance lint' for the full list",
             "les specs comportent des erreurs ; 'conformance lint' en donne la liste complète")
        case .cliVersionNeedsProtocol:
            ("error: --protocol-version {0}: name the protocol (PROTOCOL=VERSION) when several are in play ({1})",
             "erreur : --protocol-version {0} : nommez le protocole (PROTOCOLE=VERSION) quand plusieurs sont en jeu ({1})")
        case .cliVersionSingle:
            ("error: --protocol-version {0}={1}: the {0} spec describes a single version; drop the option",
             "erreur : --protocol-version {0}={1} : la spec {0} ne décrit qu'une version ; retirez l'option")
        case .cliVersionUnknown:
            ("warning: {0} has no version {1} (known: {2}…{3}); its rules are those of {4}",
             "avertissement : {0} n'a pas de version {1} (connues : {2}…{3}) ; ses règles sont celles de {4}")
        case .cliClientCasesErrors:
            ("error: the client cases have errors (see above); fix them ('conformance lint' checks them) before a session",
             "erreur : les cas client comportent des erreurs (voir ci-dessus) ; corrigez-les ('conformance lint' les vérifie) avant une session")
        case .cliClientUnknownProtocol:
            ("error: --protocol {0}: no client cases for this protocol (protocols with cases: {1})",
             "erreur : --protocol {0} : aucun cas client pour ce protocole (protocoles avec des cas : {1})")
        case .cliClientUnknownCase:
            ("error: --case {0}: no such client case{1}",
             "erreur : --case {0} : ce cas client n'existe pas{1}")
        case .cliClientNoCases:
            ("error: no client case to run: the specs hold no clients/ folder (see docs/client-cases.md)",
             "erreur : aucun cas client à exécuter : les specs n'ont aucun dossier clients/ (voir docs/client-cases.md)")
        case .cliClientExecStatus:
            ("note: the command exited with status {0}; the verdict rests on the traffic the session saw",
             "remarque : la commande s'est terminée avec le statut {0} ; le verdict repose sur le trafic vu par la session")
        case .cliDisplayProxy:
            ("conformance certify --client: recording proxy to {0}, listening on {1}",
             "conformance certify --client : proxy d'enregistrement vers {0}, à l'écoute sur {1}")
        case .cliDisplaySandbox:
            ("conformance certify --client: the built-in sandbox plays the gateway on {0}",
             "conformance certify --client : le bac à sable intégré joue la passerelle sur {0}")
        case .cliDisplayPoint:
            ("  Point the app's and the merchant server's gateway base URL at {0} (every protocol at its usual paths).",
             "  Pointez l'URL de base de la passerelle de l'application et du serveur du commerçant sur {0} (chaque protocole à ses chemins habituels).")
        case .cliDisplayReturn:
            ("  Return addresses: {0}/<case>",
             "  Adresses de retour : {0}/<cas>")
        case .cliDisplayCases:
            ("  {0} ({1} mandatory, {2} optional)",
             "  {0} ({1} obligatoires, {2} facultatifs)")
        case .cliDisplayKeys:
            ("  Keys: Enter shows the current case again, s then Enter skips it, q then Enter ends the session (not certified); Ctrl-C too.",
             "  Touches : Entrée réaffiche le cas en cours, s puis Entrée le saute, q puis Entrée termine la session (non certifiée) ; Ctrl-C aussi.")
        case .cliDisplayProgress:
            ("progress: {0}/{1} · {2} passed · {3} failed · {4} skipped",
             "avancement : {0}/{1} · {2} réussis · {3} en échec · {4} sautés")
        case .cliDisplayMandatory:
            ("mandatory",
             "obligatoire")
        case .cliDisplayOptional:
            ("optional",
             "facultatif")
        case .cliDisplayDo:
            ("  Do: {0}",
             "  À faire : {0}")
        case .cliDisplayReturnURL:
            ("  Return URL: {0}",
             "  URL de retour : {0}")
        case .cliDisplayExpected:
            ("  Expected: {0}",
             "  Attendu : {0}")
        case .cliDisplayTimeLimit:
            ("\nThe session's time limit passed.",
             "\nLa limite de temps de la session est atteinte.")
        case .cliDisplayQuit:
            ("\nSession ended by the tester.",
             "\nSession terminée par le testeur.")
        case .cliDisplaySkipped:
            ("  skipped {0}",
             "  {0} sauté")
        case .cliDisplayKeysHint:
            ("  keys: Enter, s (skip), q (quit)",
             "  touches : Entrée, s (sauter), q (quitter)")
        case .cliDisplayResults:
            ("\nResults ({0} exchanges seen):",
             "\nRésultats ({0} échanges vus) :")
        case .cliDisplayNotRun:
            ("not run",
             "non exécuté")
        case .cliDisplayPassed:
            ("passed",
             "réussi")
        case .cliDisplayFailed:
            ("failed: {0}",
             "en échec : {0}")
        case .cliDisplayUnmatched:
            ("  ! {0} flow(s) of requests matched no case (listed in the report)",
             "  ! {0} enchaînement(s) de requêtes ne correspond(ent) à aucun cas (listés dans le rapport)")
        case .cliClientCertified:
            ("CERTIFIED: {0} (client), {1} mandatory cases passed, optional coverage {2}/{3}; bundle in {4}",
             "CERTIFIÉ : {0} (client), {1} cas obligatoires réussis, couverture facultative {2}/{3} ; dossier dans {4}")
        case .cliClientCutShort:
            ("NOT CERTIFIED: the session was cut short ({0}); the partial bundle in {1} records what was seen",
             "NON CERTIFIÉ : la session a été interrompue ({0}) ; le dossier partiel dans {1} consigne ce qui a été vu")
        case .cliClientNoMandatory:
            ("NOT CERTIFIED: no mandatory case was run (a certificate needs at least one); bundle in {0}",
             "NON CERTIFIÉ : aucun cas obligatoire n'a été exécuté (un certificat en demande au moins un) ; dossier dans {0}")
        case .cliClientFailed:
            ("NOT CERTIFIED: {0} of {1} mandatory cases failed: {2}; bundle in {3}",
             "NON CERTIFIÉ : {0} cas obligatoires sur {1} en échec : {2} ; dossier dans {3}")
        case .cliCertifyUnreachable:
            ("error: the run could not reach the target; no certificate was written",
             "erreur : l'exécution n'a pas pu joindre la cible ; aucun certificat n'a été écrit")
        case .cliCertifyCertified:
            ("CERTIFIED: {0}, {1} mandatory requirements passed, optional coverage {2}/{3}; bundle in {4}",
             "CERTIFIÉ : {0}, {1} exigences obligatoires satisfaites, couverture facultative {2}/{3} ; dossier dans {4}")
        case .cliCertifyFailed:
            ("NOT CERTIFIED: {0} of {1} mandatory requirements failed: {2}; bundle in {3}",
             "NON CERTIFIÉ : {0} exigences obligatoires sur {1} en échec : {2} ; dossier dans {3}")
        case .cliCertifyFailOnWarning:
            ("--fail-on warning: the traffic had {0}",
             "--fail-on warning : le trafic comporte {0}")
        case .cliCertifyOutIsFile:
            ("error: {0} is a file; give --out a new or empty folder for the bundle",
             "erreur : {0} est un fichier ; donnez à --out un dossier neuf ou vide pour le certificat")
        case .cliCertifyOutNotEmpty:
            ("error: {0} is not empty; certify writes a new bundle into a new or empty folder",
             "erreur : {0} n'est pas vide ; certify écrit un nouveau dossier de certificat dans un dossier neuf ou vide")
        case .cliVerifyInvalid:
            ("INVALID: {0} problems; do not trust this bundle",
             "INVALIDE : {0} problèmes ; ne vous fiez pas à ce dossier")
        case .cliVerifyNotCertified:
            ("AUTHENTIC BUT NOT CERTIFIED: {0} failed {1}",
             "AUTHENTIQUE MAIS NON CERTIFIÉ : {0} a échoué à {1}")
        case .cliVerifyValid:
            ("VALID: {0} is certified until {1}; signature and every file check out",
             "VALIDE : {0} est certifié jusqu'au {1} ; la signature et chaque fichier sont vérifiés")
        case .cliRecoverNoJournal:
            ("{0}: no journal ({1}) to recover",
             "{0} : aucun journal ({1}) à récupérer")
        case .cliRecoverCut:
            ("; its last line was cut by the crash and dropped",
             " ; sa dernière ligne, coupée par l'arrêt, est ignorée")
        case .cliRecovered:
            ("{0}: {1} recovered from the journal{2}",
             "{0} : {1} récupérée(s) du journal{2}")
        case .cliScanHit:
            ("{0}: card-number-like value {1} (Luhn-valid, not a published test card)",
             "{0} : valeur ressemblant à un numéro de carte {1} (Luhn valide, pas une carte de test publiée)")
        case .cliScanSummary:
            ("scanned {0} ({1} in {2}): {3}",
             "{0} lus ({1} dans {2}) : {3} ressemblant à un numéro de carte")
        case .cliNoOperation:
            ("{0}: no operation of the specs matches this request",
             "{0} : aucune opération des specs ne correspond à cette requête")
        case .cliPagesNote:
            (" (and {0} a web view loaded, not protocol calls)",
             " (et {1} pages ou ressources chargées par une vue web, hors appels du protocole)")
        case .cliFileConformant:
            ("{0}: {1} of {2} interactions conformant{3}",
             "{0} : {1} interactions conformes sur {2}{3}")
        case .cliFileSkipped:
            ("{0}: skipped, not a cassette (neither *.json, *.cassette nor JSON)",
             "{0} : ignoré, ce n'est pas une cassette (ni *.json, ni *.cassette, ni JSON)")
        case .cliPagesCount:
            (", {0}",
             ", {1} pages ou ressources")
        case .cliFilesSkipped:
            (", {0} skipped",
             ", {0} ignorés")
        case .cliCassetteSummary:
            ("{0} read in {1}: {2} conformant, {3} with findings ({4}, {5}){6}{7}",
             "{0} lues dans {1} : {2} conformes, {3} avec constats ({4}, {5}){6}{7}")
        case .cliOnlyPages:
            ("error: every interaction read is a page or an asset, so no protocol call was checked; record the flow's API calls too",
             "erreur : chaque interaction lue est une page ou une ressource, aucun appel du protocole n'a donc été vérifié ; enregistrez aussi les appels d'API du parcours")
        case .cliNothingRead:
            ("error: nothing was read from {0}; give cassette files or folders that hold some",
             "erreur : rien n'a été lu dans {0} ; donnez des fichiers de cassette ou des dossiers qui en contiennent")
        case .cliImported:
            ("{0}: {1} interactions imported from {2}, {3} values redacted",
             "{0} : {1} interactions importées depuis {2}, {3} valeurs masquées")
        case .cliExported:
            ("{0}: {1} exported",
             "{0} : {1} exportées")
        case .cliDiffVersionsMissing:
            ("error: {0} does not list both {1} and {2} (its versions: {3})",
             "erreur : {0} ne liste pas à la fois {1} et {2} (ses versions : {3})")
        case .cliDiffNone:
            ("none",
             "aucune")
        case .cliDiffNoProtocol:
            ("error: no protocol lists both versions {0} and {1}; see 'versions' in each protocol.yaml",
             "erreur : aucun protocole ne liste à la fois les versions {0} et {1} ; voir 'versions' dans chaque protocol.yaml")
        case .cliDriftSummary:
            ("{0}: {1}, {2}, {3} info",
             "{0} : {1}, {2}, {4}")
        case .cliDriftNote:
            ("note: {0}",
             "note : {0}")
        case .cliDriftSuggested:
            ("\nSuggested spec changes (review, then `git apply`):\n",
             "\nChangements de spec suggérés (relisez, puis `git apply`) :\n")
        case .cliDriftTitle:
            ("# Drift\n\n{0}\n\n",
             "# Écarts\n\n{0}\n\n")
        case .cliDriftTableHeader:
            ("| Severity | Kind | Where | Recorded → now |\n|---|---|---|---|\n",
             "| Gravité | Type | Où | Enregistré → maintenant |\n|---|---|---|---|\n")
        case .cliLintSummary:
            ("{0}, {1}, {2}, {3}: {4}, {5}",
             "{0}, {1}, {2}, {3} : {4}, {5}")
        case .cliReportMore:
            (" and {0} more",
             " et {0} autres")
        case .cliReportMerged:
            ("merged {0} reports: {1} suites, {2} of {3} checks passed; {4}",
             "{0} rapports fusionnés : {1} suites, {2} contrôles réussis sur {3} ; {4}")
        case .cliSpecsSingleVersion:
            ("it describes a single version",
             "elle ne décrit qu'une version")
        case .cliSpecsSuggestion:
            ("; did you mean '{0}'?",
             " ; vouliez-vous dire '{0}' ?")
        case .cliSpecsNoVersion:
            ("error: {0} has no version '{1}' ({2}){3}",
             "erreur : {0} n'a pas de version '{1}' ({2}){3}")
        case .cliProxyNoUpstream:
            ("error: no upstream: give --upstream URL, or proxy.upstream in the config file (replaying needs none when the cassette has a baseURL)",
             "erreur : aucun serveur amont : donnez --upstream URL, ou proxy.upstream dans le fichier de configuration (le rejeu n'en demande pas si la cassette a une baseURL)")
        case .cliProxyRedactEnv:
            ("error: --redact-env {0}: the environment variable is not set; export it or drop the option",
             "erreur : --redact-env {0} : la variable d'environnement n'est pas définie ; exportez-la ou retirez l'option")
        case .cliProxyAllowCard:
            ("error: --allow-card {0} is not a 13-19 digit Luhn-valid card number",
             "erreur : --allow-card {0} n'est pas un numéro de carte de 13 à 19 chiffres valide selon Luhn")
        case .cliProxyRedactName:
            ("error: --redact-name {0}",
             "erreur : --redact-name {0}")
        default: nil
        }
    }
}
