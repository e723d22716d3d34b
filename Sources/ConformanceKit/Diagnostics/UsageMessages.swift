import Foundation

extension MessageID {
    /// The English and French templates of the command line's usage errors, missing inputs and servers' start lines;
    /// nil for the other messages.
    // swift-format-ignore
    var usageTexts: (en: String, fr: String)? {
        switch self {
        case .usageUpstreamURL:
            ("--upstream must be an absolute http(s) URL with a host, not '{0}'",
             "--upstream doit être une URL http(s) absolue avec un hôte, pas '{0}'")
        case .usageRoute: ("--route {0}", "--route : {0}")
        case .usagePort: ("--port must be between 0 and 65535", "--port doit être compris entre 0 et 65535")
        case .usageMaxBodyBytes:
            ("--max-body-bytes must be between 1 and 1073741824, not {0}",
             "--max-body-bytes doit être compris entre 1 et 1073741824, pas {0}")
        case .usageSeconds:
            ("{0} must be a number of seconds above 0 and at most {1}, not {2}",
             "{0} doit être un nombre de secondes supérieur à 0 et d'au plus {1}, pas {2}")
        case .usagePartnerEmpty: ("--partner must not be empty", "--partner ne doit pas être vide")
        case .usageValidityDays: ("--validity-days must be between 1 and 3650", "--validity-days doit être compris entre 1 et 3650")
        case .usageTargetWithClient:
            ("--target names a server to test; with --client the tool is the server (use --upstream for a real gateway)",
             "--target désigne un serveur à tester ; avec --client l'outil est le serveur (utilisez --upstream pour une vraie passerelle)")
        case .usageFaultsWithClient:
            ("--sandbox-faults is for server certification; client cases declare their own faults",
             "--sandbox-faults sert à la certification d'un serveur ; les cas client déclarent leurs propres pannes")
        case .usageScenarioWithClient:
            ("--scenario and --tag choose server scenarios; with --client use --case",
             "--scenario et --tag choisissent des scénarios de serveur ; avec --client utilisez --case")
        case .usageClientTimeout:
            ("--timeout with --client must be a number of seconds above 0 and at most 86400, not {0}",
             "--timeout avec --client doit être un nombre de secondes supérieur à 0 et d'au plus 86400, pas {0}")
        case .usageExecEmpty: ("--exec must not be empty", "--exec ne doit pas être vide")
        case .usageGoesWithUpstream: ("{0} goes with --upstream (a real gateway)", "{0} s'emploie avec --upstream (une vraie passerelle)")
        case .usageTargetRequired:
            ("--target is required (or --client to certify a client)",
             "--target est obligatoire (ou --client pour certifier un client)")
        case .usageOptionRequired: ("{0} is required", "{0} est obligatoire")
        case .usageGoesWithClient: ("{0} goes with --client", "{0} s'emploie avec --client")
        case .usageVersionsTogether:
            ("give --from-version and --to-version together",
             "donnez --from-version et --to-version ensemble")
        case .usageNewFolder:
            ("give the NEW spec folder, or --from-version and --to-version",
             "donnez le NOUVEAU dossier de specs, ou --from-version et --to-version")
        case .usageFormatTextOrJSON: ("--format must be text or json for {0}", "--format doit valoir text ou json pour {0}")
        case .usageOperationOrContainer:
            ("give --operation (with --direction) or --container",
             "donnez --operation (avec --direction) ou --container")
        case .usageDirectionRequired:
            ("--direction request|response is required with --operation",
             "--direction request|response est obligatoire avec --operation")
        case .usageStatusResponses: ("--status applies to responses only", "--status ne s'applique qu'aux réponses")
        case .usageContainerAlone:
            ("--container cannot be combined with --operation, --direction or --status",
             "--container ne se combine pas avec --operation, --direction ou --status")
        case .usageReportFolder: ("give at least one report folder", "donnez au moins un dossier de rapport")
        case .usageKeysExist:
            ("{0} or {1} already exists; pass --force to replace them (the old key is then lost)",
             "{0} ou {1} existe déjà ; passez --force pour les remplacer (l'ancienne clé est alors perdue)")
        case .usageAtNotDate:
            ("--at '{0}' is not an ISO 8601 date such as 2026-11-21T00:00:00Z",
             "--at '{0}' n'est pas une date ISO 8601 telle que 2026-11-21T00:00:00Z")
        case .usageSecretKeyEnvUnset:
            ("--sips-secret-key-env {0}: the environment variable is not set",
             "--sips-secret-key-env {0} : la variable d'environnement n'est pas définie")
        case .usageExecCannotStart:
            ("--exec could not start /bin/sh -c '{0}': {1}",
             "--exec n'a pas pu lancer /bin/sh -c '{0}' : {1}")
        case .usageNoSuchFile: ("no such file", "fichier introuvable")
        case .usageNoSuchFolder: ("no such folder", "dossier introuvable")
        case .usageNoSuchPath: ("no such file or folder", "aucun fichier ni dossier de ce nom")
        case .usageNotReadable: ("no such file or not readable", "fichier introuvable ou illisible")
        case .usageCassetteEmpty:
            ("the cassette holds no interaction, so there is nothing to check; record it again",
             "la cassette ne contient aucune interaction, il n'y a donc rien à vérifier ; réenregistrez-la")
        case .usageFolderEmpty: ("the folder holds no file to read", "le dossier ne contient aucun fichier à lire")
        case .usageScopeSpecs: ("the specs", "les specs")
        case .usageScopeProtocol: ("--protocol {0} in {1}", "--protocol {0} dans {1}")
        case .usageScopeCassettes: ("the cassettes", "les cassettes")
        case .usageScopeEmptyFolder: ("an empty folder", "un dossier vide")
        case .usageScopeCassetteFolder:
            ("the cassettes of {0} (expected <protocol>/<scenario>.json files)",
             "les cassettes de {0} (fichiers <protocole>/<scénario>.json attendus)")
        case .usageSandboxListening:
            ("conformance sandbox: listening on http://{0}:{1} (seed {2}); GET / lists what is served",
             "conformance sandbox : à l'écoute sur http://{0}:{1} (graine {2}) ; GET / liste ce qui est servi")
        case .usageProxyListening:
            ("conformance proxy: listening on http://{0}:{1} → {2}{3} (mode {4}, cassette {5})",
             "conformance proxy : à l'écoute sur http://{0}:{1} → {2}{3} (mode {4}, cassette {5})")
        case .usageProxyVia: (" via proxy {0}", " par le proxy sortant {0}")
        case .usageProxyRoute: ("conformance proxy: route {0}", "conformance proxy : itinéraire {0}")
        case .usageProxyRecovered:
            ("conformance proxy: {0} interaction(s) recovered from the journal a killed recording left beside {1}{2}",
             "conformance proxy : {0} interaction(s) reprise(s) du journal qu'un enregistrement interrompu a laissé à côté de {1}{2}")
        case .usageProxyRecoveredCut:
            (" (its last line, cut by the crash, was dropped)",
             " (sa dernière ligne, coupée par l'arrêt brutal, a été écartée)")
        case .usageProxySummary:
            ("conformance proxy: {0} replayed, {1} recorded, {2} values redacted{3}",
             "conformance proxy : {0} rejouée(s), {1} enregistrée(s), {2} valeurs masquées{3}")
        case .usageProxyWritten: (", cassette written", ", cassette écrite")
        case .usageProxyUnchanged: (", cassette unchanged", ", cassette inchangée")
        default: nil
        }
    }
}
