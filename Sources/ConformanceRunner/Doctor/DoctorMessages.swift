import ConformanceKit

extension MessageID {
    /// `conformance doctor`'s checks and what each found.
    // swift-format-ignore
    package static let
        doctorCheckTarget = MessageID("doctor.check-target", en: "target", fr: "cible"),
        doctorCheckSettings = MessageID("doctor.check-settings", en: "settings", fr: "paramètres"),
        doctorCheckName = MessageID("doctor.check-name", en: "name", fr: "nom"),
        doctorCheckProxy = MessageID("doctor.check-proxy", en: "proxy", fr: "proxy sortant"),
        doctorCheckConnection = MessageID("doctor.check-connection", en: "connection", fr: "connexion"),
        doctorCheckCredentials = MessageID("doctor.check-credentials", en: "credentials", fr: "identifiants"),
        doctorSettingsPresent = MessageID(
            "doctor.settings-present",
            en: "{0} settings have a value ({1} of them secret, not shown)",
            fr: "{0} paramètres ont une valeur (dont {1} secrets, non affichés)"),
        doctorNameResolved = MessageID("doctor.name-resolved", en: "{0} resolves to {1}", fr: "{0} se résout en {1}"),
        doctorNameByProxy = MessageID("doctor.name-by-proxy", en: "{0} is resolved by the proxy", fr: "{0} est résolu par le proxy"),
        doctorNameFailed = MessageID(
            "doctor.name-failed",
            en: "{0} does not resolve ({1}); check the host in the URL, or set HTTPS_PROXY (or --proxy) when this network reaches the outside only through a proxy",
            fr: "{0} ne se résout pas ({1}) ; vérifiez l'hôte de l'URL, ou définissez HTTPS_PROXY (ou --proxy) si ce réseau ne sort que par un proxy"),
        doctorProxyDirect = MessageID("doctor.proxy-direct", en: "direct: no proxy applies to {0}", fr: "direct : aucun proxy ne s'applique à {0}"),
        doctorProxyThrough = MessageID("doctor.proxy-through", en: "through {0}", fr: "via {0}"),
        doctorReachedTLS = MessageID(
            "doctor.reached-tls",
            en: "{0} answered HTTP {1} in {2} ms over TLS; its certificate chain and name were verified",
            fr: "{0} a répondu HTTP {1} en {2} ms en TLS ; sa chaîne de certificats et son nom ont été vérifiés"),
        doctorReachedPlain = MessageID(
            "doctor.reached-plain",
            en: "{0} answered HTTP {1} in {2} ms, over plain HTTP (no TLS)",
            fr: "{0} a répondu HTTP {1} en {2} ms, en HTTP simple (sans TLS)"),
        doctorReachedInsecure = MessageID(
            "doctor.reached-insecure",
            en: "{0} answered HTTP {1} in {2} ms over TLS, but its certificate was NOT verified (--insecure)",
            fr: "{0} a répondu HTTP {1} en {2} ms en TLS, mais son certificat n'a PAS été vérifié (--insecure)"),
        doctorCredentialsAccepted = MessageID(
            "doctor.credentials-accepted",
            en: "accepted: {0} answered {1} as expected (scenario {2})",
            fr: "acceptés : {0} a répondu {1} comme attendu (scénario {2})"),
        doctorCredentialsRefused = MessageID(
            "doctor.credentials-refused",
            en: "{0} answered {1}: {2}; check the settings {3} (scenario {4})",
            fr: "{0} a répondu {1} : {2} ; vérifiez les paramètres {3} (scénario {4})"),
        doctorCredentialsUnavailable = MessageID("doctor.credentials-unavailable", en: "not checked: {0}", fr: "non vérifiés : {0}"),
        doctorCredentialsUndeclared = MessageID(
            "doctor.credentials-undeclared",
            en: "not checked: the protocol's scenarios/settings.yaml declares no 'preflight'",
            fr: "non vérifiés : le scenarios/settings.yaml du protocole ne déclare aucun 'preflight'"),
        doctorCredentialsBlocked = MessageID(
            "doctor.credentials-blocked",
            en: "not sent: {0} cannot be reached (see above)",
            fr: "non envoyé : {0} est injoignable (voir plus haut)"),
        doctorCredentialsNoSettings = MessageID(
            "doctor.credentials-no-settings",
            en: "not sent: the protocol's settings are incomplete (see above)",
            fr: "non envoyé : les paramètres du protocole sont incomplets (voir plus haut)"),
        doctorReady = MessageID(
            "doctor.ready",
            en: "ready: {0} checks passed, {1} not applicable",
            fr: "prêt : {0} vérifications réussies, {1} sans objet"),
        doctorNotReady = MessageID(
            "doctor.not-ready",
            en: "not ready: {0} of {1} checks failed",
            fr: "pas prêt : {0} vérifications sur {1} en échec"),
        wordFail = MessageID("word.fail", en: "FAIL", fr: "ÉCHEC"),
        doctorTargetSandbox = MessageID(
            "doctor.target-sandbox",
            en: "the built-in sandbox, started at {0}",
            fr: "le sandbox intégré, démarré sur {0}"),
        doctorTargetNamed = MessageID("doctor.target-named", en: "target '{0}' of {1}", fr: "cible '{0}' de {1}"),
        doctorTargetURL = MessageID(
            "doctor.target-url",
            en: "the URL {0}, with settings from the environment",
            fr: "l'URL {0}, avec les paramètres de l'environnement"),
        doctorSandboxFailed = MessageID(
            "doctor.sandbox-failed",
            en: "the built-in sandbox did not start: {0}",
            fr: "le sandbox intégré n'a pas démarré : {0}")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let doctorMessages: [MessageID] = [
        .doctorCheckTarget, .doctorCheckSettings, .doctorCheckName, .doctorCheckProxy, .doctorCheckConnection, .doctorCheckCredentials,
        .doctorSettingsPresent, .doctorNameResolved, .doctorNameByProxy, .doctorNameFailed, .doctorProxyDirect, .doctorProxyThrough,
        .doctorReachedTLS, .doctorReachedPlain, .doctorReachedInsecure, .doctorCredentialsAccepted, .doctorCredentialsRefused,
        .doctorCredentialsUnavailable, .doctorCredentialsUndeclared, .doctorCredentialsBlocked, .doctorCredentialsNoSettings, .doctorReady,
        .doctorNotReady, .wordFail, .doctorTargetSandbox, .doctorTargetNamed, .doctorTargetURL, .doctorSandboxFailed,
    ]
}
