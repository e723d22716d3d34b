import Foundation

extension MessageID {
    /// The English and French templates of `conformance doctor`'s messages (the catalogue hands them over here).
    // swift-format-ignore
    var doctorTexts: (en: String, fr: String) {
        switch self {
        case .doctorCheckTarget: ("target", "cible")
        case .doctorCheckSettings: ("settings", "paramètres")
        case .doctorCheckName: ("name", "nom")
        case .doctorCheckProxy: ("proxy", "proxy sortant")
        case .doctorCheckConnection: ("connection", "connexion")
        case .doctorCheckCredentials: ("credentials", "identifiants")
        case .doctorTargetSandbox:
            ("the built-in sandbox, started at {0}",
             "le sandbox intégré, démarré sur {0}")
        case .doctorTargetNamed:
            ("target '{0}' of {1}",
             "cible '{0}' de {1}")
        case .doctorTargetURL:
            ("the URL {0}, with settings from the environment",
             "l'URL {0}, avec les paramètres de l'environnement")
        case .doctorSettingsPresent:
            ("{0} settings have a value ({1} of them secret, not shown)",
             "{0} paramètres ont une valeur (dont {1} secrets, non affichés)")
        case .doctorNameResolved:
            ("{0} resolves to {1}",
             "{0} se résout en {1}")
        case .doctorNameByProxy:
            ("{0} is resolved by the proxy",
             "{0} est résolu par le proxy")
        case .doctorNameFailed:
            ("{0} does not resolve ({1}); check the host in the URL, or set HTTPS_PROXY (or --proxy) when this network reaches the outside only through a proxy",
             "{0} ne se résout pas ({1}) ; vérifiez l'hôte de l'URL, ou définissez HTTPS_PROXY (ou --proxy) si ce réseau ne sort que par un proxy")
        case .doctorProxyDirect:
            ("direct: no proxy applies to {0}",
             "direct : aucun proxy ne s'applique à {0}")
        case .doctorProxyThrough:
            ("through {0}",
             "via {0}")
        case .doctorReachedTLS:
            ("{0} answered HTTP {1} in {2} ms over TLS; its certificate chain and name were verified",
             "{0} a répondu HTTP {1} en {2} ms en TLS ; sa chaîne de certificats et son nom ont été vérifiés")
        case .doctorReachedPlain:
            ("{0} answered HTTP {1} in {2} ms, over plain HTTP (no TLS)",
             "{0} a répondu HTTP {1} en {2} ms, en HTTP simple (sans TLS)")
        case .doctorReachedInsecure:
            ("{0} answered HTTP {1} in {2} ms over TLS, but its certificate was NOT verified (--insecure)",
             "{0} a répondu HTTP {1} en {2} ms en TLS, mais son certificat n'a PAS été vérifié (--insecure)")
        case .doctorCredentialsAccepted:
            ("accepted: {0} answered {1} as expected (scenario {2})",
             "acceptés : {0} a répondu {1} comme attendu (scénario {2})")
        case .doctorCredentialsRefused:
            ("{0} answered {1}: {2}; check the settings {3} (scenario {4})",
             "{0} a répondu {1} : {2} ; vérifiez les paramètres {3} (scénario {4})")
        case .doctorCredentialsUnavailable:
            ("not checked: {0}",
             "non vérifiés : {0}")
        case .doctorCredentialsUndeclared:
            ("not checked: the protocol's scenarios/settings.yaml declares no 'preflight'",
             "non vérifiés : le scenarios/settings.yaml du protocole ne déclare aucun 'preflight'")
        case .doctorCredentialsBlocked:
            ("not sent: {0} cannot be reached (see above)",
             "non envoyé : {0} est injoignable (voir plus haut)")
        case .doctorCredentialsNoSettings:
            ("not sent: the protocol's settings are incomplete (see above)",
             "non envoyé : les paramètres du protocole sont incomplets (voir plus haut)")
        case .doctorSandboxFailed:
            ("the built-in sandbox did not start: {0}",
             "le sandbox intégré n'a pas démarré : {0}")
        case .doctorReady:
            ("ready: {0} checks passed, {1} not applicable",
             "prêt : {0} vérifications réussies, {1} sans objet")
        case .doctorNotReady:
            ("not ready: {0} of {1} checks failed",
             "pas prêt : {0} vérifications sur {1} en échec")
        default:
            (rawValue, rawValue)
        }
    }
}
