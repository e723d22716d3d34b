import ConformanceKit

extension MessageID {
    /// Scenario steps: requests built, answers expected, and what a run of them reports.
    // swift-format-ignore
    package static let
        runTransport = MessageID(
            "run.transport",
            en: "{0} failed: {1}; check that the target is up and reachable",
            fr: "{0} a échoué : {1} ; vérifiez que la cible est démarrée et joignable"),
        runAuthenticationSetting = MessageID(
            "run.authentication-setting",
            en: "the {0} signature needs the setting '{1}', which has no value; set it in the config file or export {2}",
            fr: "la signature {0} exige le paramètre '{1}', qui n'a pas de valeur ; renseignez-le dans le fichier de configuration ou exportez {2}"),
        runCassetteMissing = MessageID(
            "run.cassette-missing",
            en: "'{0}' holds no recording of scenario '{1}'; record it first with 'conformance run --mode record', or pass --cassettes DIR",
            fr: "'{0}' ne contient aucun enregistrement du scénario '{1}' ; enregistrez-le d'abord avec 'conformance run --mode record', ou passez --cassettes DOSSIER"),
        stepRequestConforms = MessageID(
            "step.request-conforms",
            en: "the request was meant to break the spec, but it conforms",
            fr: "la requête devait enfreindre la spec, mais elle est conforme"),
        stepMissingFinding = MessageID(
            "step.missing-finding",
            en: "the request should produce {0} at {1}; found: {2}",
            fr: "la requête devrait produire {0} en {1} ; trouvé : {2}"),
        stepNone = MessageID("step.none", en: "none", fr: "rien"),
        stepNothingToCapture = MessageID(
            "step.nothing-to-capture",
            en: "nothing to capture as '{0}' in the answer (status {1}); the following steps cannot run",
            fr: "rien à capturer comme '{0}' dans la réponse (statut {1}) ; les étapes suivantes ne peuvent pas s'exécuter"),
        stepUnexpectedStatus = MessageID("step.unexpected-status", en: "HTTP status {0}, expected {1}", fr: "statut HTTP {0}, attendu {1}"),
        stepOr = MessageID("step.or", en: " or ", fr: " ou "),
        stepUnexpectedValue = MessageID("step.unexpected-value", en: "{0} is {1}, expected {2}", fr: "{0} vaut {1}, attendu {2}"),
        stepBodyLacks = MessageID("step.body-lacks", en: "the answer does not contain '{0}'", fr: "la réponse ne contient pas '{0}'"),
        stepURLNotAbsolute = MessageID("step.url-not-absolute", en: "url: '{0}' is not an absolute URL", fr: "url : '{0}' n'est pas une URL absolue"),
        stepBaseNotAbsolute = MessageID(
            "step.base-not-absolute",
            en: "the base URL '{0}' of {1} is not an absolute URL",
            fr: "l'URL de base '{0}' de {1} n'est pas une URL absolue"),
        stepURLUnbuildable = MessageID(
            "step.url-unbuildable",
            en: "the request URL cannot be built",
            fr: "l'URL de la requête ne peut pas être construite"),
        stepJWEKeyNotBase64 = MessageID(
            "step.jwe-key-not-base64",
            en: "{0}.publicKey is not Base64 (a DER public key)",
            fr: "{0}.publicKey n'est pas du Base64 (clé publique DER)"),
        stepJWEFailed = MessageID("step.jwe-failed", en: "{0}: encryption failed: {1}", fr: "{0} : le chiffrement a échoué : {1}"),
        expectOneOf = MessageID("expect.one-of", en: "one of {0}", fr: "l'une des valeurs {0}"),
        expectPresent = MessageID("expect.present", en: "present", fr: "présent"),
        expectAbsent = MessageID("expect.absent", both: "absent"),
        expectMatches = MessageID("expect.matches", en: "matches /{0}/", fr: "conforme au motif /{0}/"),
        expectItems = MessageID("expect.items", en: "{0} items", fr: "{0} éléments"),
        runReasonTimeout = MessageID("run.reason-timeout", en: "no answer before the timeout", fr: "pas de réponse avant le délai"),
        runReasonRefused = MessageID("run.reason-refused", en: "connection refused", fr: "connexion refusée"),
        runReasonClosed = MessageID(
            "run.reason-closed",
            en: "the connection closed before the answer was complete",
            fr: "la connexion s'est fermée avant la fin de la réponse"),
        runReasonUnknownHost = MessageID("run.reason-unknown-host", en: "unknown host", fr: "hôte inconnu")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let stepMessages: [MessageID] = [
        .runTransport, .runAuthenticationSetting, .runCassetteMissing, .stepRequestConforms, .stepMissingFinding, .stepNone,
        .stepNothingToCapture, .stepUnexpectedStatus, .stepOr, .stepUnexpectedValue, .stepBodyLacks, .stepURLNotAbsolute, .stepBaseNotAbsolute,
        .stepURLUnbuildable, .stepJWEKeyNotBase64, .stepJWEFailed, .expectOneOf, .expectPresent, .expectAbsent, .expectMatches, .expectItems,
        .runReasonTimeout, .runReasonRefused, .runReasonClosed, .runReasonUnknownHost,
    ]
}
