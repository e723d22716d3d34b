import ConformanceKit

extension MessageID {
    /// The command line's usage errors, missing inputs and servers' start lines.
    // swift-format-ignore
    package static let
        usageUpstreamURL = MessageID(
            "usage.upstream-url",
            en: "--upstream must be an absolute http(s) URL with a host, not '{0}'",
            fr: "--upstream doit être une URL http(s) absolue avec un hôte, pas '{0}'"),
        usageRoute = MessageID("usage.route", en: "--route {0}", fr: "--route : {0}"),
        usagePort = MessageID("usage.port", en: "--port must be between 0 and 65535", fr: "--port doit être compris entre 0 et 65535"),
        usageMaxBodyBytes = MessageID(
            "usage.max-body-bytes",
            en: "--max-body-bytes must be between 1 and 1073741824, not {0}",
            fr: "--max-body-bytes doit être compris entre 1 et 1073741824, pas {0}"),
        usageSeconds = MessageID(
            "usage.seconds",
            en: "{0} must be a number of seconds above 0 and at most {1}, not {2}",
            fr: "{0} doit être un nombre de secondes supérieur à 0 et d'au plus {1}, pas {2}"),
        usagePartnerEmpty = MessageID("usage.partner-empty", en: "--partner must not be empty", fr: "--partner ne doit pas être vide"),
        usageValidityDays = MessageID(
            "usage.validity-days",
            en: "--validity-days must be between 1 and 3650",
            fr: "--validity-days doit être compris entre 1 et 3650"),
        usageTargetWithClient = MessageID(
            "usage.target-with-client",
            en: "--target names a server to test; with --client the tool is the server (use --upstream for a real gateway)",
            fr: "--target désigne un serveur à tester ; avec --client l'outil est le serveur (utilisez --upstream pour une vraie passerelle)"),
        usageFaultsWithClient = MessageID(
            "usage.faults-with-client",
            en: "--sandbox-faults is for server certification; client cases declare their own faults",
            fr: "--sandbox-faults sert à la certification d'un serveur ; les cas client déclarent leurs propres pannes"),
        usageScenarioWithClient = MessageID(
            "usage.scenario-with-client",
            en: "--scenario and --tag choose server scenarios; with --client use --case",
            fr: "--scenario et --tag choisissent des scénarios de serveur ; avec --client utilisez --case"),
        usageClientTimeout = MessageID(
            "usage.client-timeout",
            en: "--timeout with --client must be a number of seconds above 0 and at most 86400, not {0}",
            fr: "--timeout avec --client doit être un nombre de secondes supérieur à 0 et d'au plus 86400, pas {0}"),
        usageExecEmpty = MessageID("usage.exec-empty", en: "--exec must not be empty", fr: "--exec ne doit pas être vide"),
        usageGoesWithUpstream = MessageID(
            "usage.goes-with-upstream",
            en: "{0} goes with --upstream (a real gateway)",
            fr: "{0} s'emploie avec --upstream (une vraie passerelle)"),
        usageTargetRequired = MessageID(
            "usage.target-required",
            en: "--target is required (or --client to certify a client)",
            fr: "--target est obligatoire (ou --client pour certifier un client)"),
        usageGoesWithClient = MessageID("usage.goes-with-client", en: "{0} goes with --client", fr: "{0} s'emploie avec --client"),
        usageVersionsTogether = MessageID(
            "usage.versions-together",
            en: "give --from-version and --to-version together",
            fr: "donnez --from-version et --to-version ensemble"),
        usageNewFolder = MessageID(
            "usage.new-folder",
            en: "give the NEW spec folder, or --from-version and --to-version",
            fr: "donnez le NOUVEAU dossier de specs, ou --from-version et --to-version"),
        usageFormatTextOrJSON = MessageID(
            "usage.format-text-or-json",
            en: "--format must be text or json for {0}",
            fr: "--format doit valoir text ou json pour {0}"),
        usageOperationOrContainer = MessageID(
            "usage.operation-or-container",
            en: "give --operation (with --direction) or --container",
            fr: "donnez --operation (avec --direction) ou --container"),
        usageDirectionRequired = MessageID(
            "usage.direction-required",
            en: "--direction request|response is required with --operation",
            fr: "--direction request|response est obligatoire avec --operation"),
        usageStatusResponses = MessageID(
            "usage.status-responses",
            en: "--status applies to responses only",
            fr: "--status ne s'applique qu'aux réponses"),
        usageContainerAlone = MessageID(
            "usage.container-alone",
            en: "--container cannot be combined with --operation, --direction or --status",
            fr: "--container ne se combine pas avec --operation, --direction ou --status"),
        usageReportFolder = MessageID("usage.report-folder", en: "give at least one report folder", fr: "donnez au moins un dossier de rapport"),
        usageKeysExist = MessageID(
            "usage.keys-exist",
            en: "{0} or {1} already exists; pass --force to replace them (the old key is then lost)",
            fr: "{0} ou {1} existe déjà ; passez --force pour les remplacer (l'ancienne clé est alors perdue)"),
        usageAtNotDate = MessageID(
            "usage.at-not-date",
            en: "--at '{0}' is not an ISO 8601 date such as 2026-11-21T00:00:00Z",
            fr: "--at '{0}' n'est pas une date ISO 8601 telle que 2026-11-21T00:00:00Z"),
        usageSecretKeyEnvUnset = MessageID(
            "usage.secret-key-env-unset",
            en: "--sips-secret-key-env {0}: the environment variable is not set",
            fr: "--sips-secret-key-env {0} : la variable d'environnement n'est pas définie"),
        usageExecCannotStart = MessageID(
            "usage.exec-cannot-start",
            en: "--exec could not start /bin/sh -c '{0}': {1}",
            fr: "--exec n'a pas pu lancer /bin/sh -c '{0}' : {1}"),
        usageNoSuchFile = MessageID("usage.no-such-file", en: "no such file", fr: "fichier introuvable"),
        usageNoSuchFolder = MessageID("usage.no-such-folder", en: "no such folder", fr: "dossier introuvable"),
        usageNoSuchPath = MessageID("usage.no-such-path", en: "no such file or folder", fr: "aucun fichier ni dossier de ce nom"),
        usageNotReadable = MessageID("usage.not-readable", en: "no such file or not readable", fr: "fichier introuvable ou illisible"),
        usageCassetteEmpty = MessageID(
            "usage.cassette-empty",
            en: "the cassette holds no interaction, so there is nothing to check; record it again",
            fr: "la cassette ne contient aucune interaction, il n'y a donc rien à vérifier ; réenregistrez-la"),
        usageFolderEmpty = MessageID("usage.folder-empty", en: "the folder holds no file to read", fr: "le dossier ne contient aucun fichier à lire"),
        usageScopeSpecs = MessageID("usage.scope-specs", en: "the specs", fr: "les specs"),
        usageScopeProtocol = MessageID("usage.scope-protocol", en: "--protocol {0} in {1}", fr: "--protocol {0} dans {1}"),
        usageScopeCassettes = MessageID("usage.scope-cassettes", en: "the cassettes", fr: "les cassettes"),
        usageScopeEmptyFolder = MessageID("usage.scope-empty-folder", en: "an empty folder", fr: "un dossier vide"),
        usageScopeCassetteFolder = MessageID(
            "usage.scope-cassette-folder",
            en: "the cassettes of {0} (expected <protocol>/<scenario>.json files)",
            fr: "les cassettes de {0} (fichiers <protocole>/<scénario>.json attendus)"),
        usageSandboxListening = MessageID(
            "usage.sandbox-listening",
            en: "conformance sandbox: listening on http://{0}:{1} (seed {2}); GET / lists what is served",
            fr: "conformance sandbox : à l'écoute sur http://{0}:{1} (graine {2}) ; GET / liste ce qui est servi"),
        usageProxyListening = MessageID(
            "usage.proxy-listening",
            en: "conformance proxy: listening on http://{0}:{1} → {2}{3} (mode {4}, cassette {5})",
            fr: "conformance proxy : à l'écoute sur http://{0}:{1} → {2}{3} (mode {4}, cassette {5})"),
        usageProxyVia = MessageID("usage.proxy-via", en: " via proxy {0}", fr: " par le proxy sortant {0}"),
        usageProxyRoute = MessageID("usage.proxy-route", en: "conformance proxy: route {0}", fr: "conformance proxy : itinéraire {0}"),
        usageProxyRecovered = MessageID(
            "usage.proxy-recovered",
            en: "conformance proxy: {0} interaction(s) recovered from the journal a killed recording left beside {1}{2}",
            fr: "conformance proxy : {0} interaction(s) reprise(s) du journal qu'un enregistrement interrompu a laissé à côté de {1}{2}"),
        usageProxyRecoveredCut = MessageID(
            "usage.proxy-recovered-cut",
            en: " (its last line, cut by the crash, was dropped)",
            fr: " (sa dernière ligne, coupée par l'arrêt brutal, a été écartée)"),
        usageProxySummary = MessageID(
            "usage.proxy-summary",
            en: "conformance proxy: {0} replayed, {1} recorded, {2} values redacted{3}",
            fr: "conformance proxy : {0} rejouée(s), {1} enregistrée(s), {2} valeurs masquées{3}"),
        usageProxyWritten = MessageID("usage.proxy-written", en: ", cassette written", fr: ", cassette écrite"),
        usageProxyUnchanged = MessageID("usage.proxy-unchanged", en: ", cassette unchanged", fr: ", cassette inchangée"),
        usageOptionRequired = MessageID("usage.option-required", en: "{0} is required", fr: "{0} est obligatoire"),
        usageScopeScenario = MessageID(
            "usage.scope-scenario",
            en: "--scenario {0} in the cassettes of {1}",
            fr: "--scenario {0} dans les cassettes de {1}")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let usageMessages: [MessageID] = [
        .usageUpstreamURL, .usageRoute, .usagePort, .usageMaxBodyBytes, .usageSeconds, .usagePartnerEmpty, .usageValidityDays, .usageTargetWithClient,
        .usageFaultsWithClient, .usageScenarioWithClient, .usageClientTimeout, .usageExecEmpty, .usageGoesWithUpstream, .usageTargetRequired,
        .usageGoesWithClient, .usageVersionsTogether, .usageNewFolder, .usageFormatTextOrJSON, .usageOperationOrContainer, .usageDirectionRequired,
        .usageStatusResponses, .usageContainerAlone, .usageReportFolder, .usageKeysExist, .usageAtNotDate, .usageSecretKeyEnvUnset,
        .usageExecCannotStart, .usageNoSuchFile, .usageNoSuchFolder, .usageNoSuchPath, .usageNotReadable, .usageCassetteEmpty, .usageFolderEmpty,
        .usageScopeSpecs, .usageScopeProtocol, .usageScopeCassettes, .usageScopeEmptyFolder, .usageScopeCassetteFolder, .usageSandboxListening,
        .usageProxyListening, .usageProxyVia, .usageProxyRoute, .usageProxyRecovered, .usageProxyRecoveredCut, .usageProxySummary, .usageProxyWritten,
        .usageProxyUnchanged, .usageOptionRequired, .usageScopeScenario,
    ]
}
