import ConformanceKit

extension MessageID {
    /// The outbound transport: why a connection failed and what to do, and the reasons it quotes (proxy URLs, PEM contents, failure details).
    // swift-format-ignore
    package static let
        transportUntrusted = MessageID(
            "transport.untrusted-certificate",
            en: "the certificate of {0}{1} is signed by an authority this machine does not trust; give that CA with --ca-file PEM (or tls.caFile in the config, or SSL_CERT_FILE), including the CA of a proxy that re-signs TLS",
            fr: "le certificat de {0}{1} est signé par une autorité à laquelle cette machine ne fait pas confiance ; donnez cette AC avec --ca-file PEM (ou tls.caFile dans la configuration, ou SSL_CERT_FILE), y compris l'AC d'un proxy qui re-signe le TLS"),
        transportHostname = MessageID(
            "transport.hostname-mismatch",
            en: "the certificate of {0} is not issued for the host '{1}'; put in the URL a host name the certificate names, or have the server's certificate cover '{1}'",
            fr: "le certificat de {0} n'est pas émis pour l'hôte '{1}' ; mettez dans l'URL un nom d'hôte que le certificat nomme, ou faites couvrir '{1}' par le certificat du serveur"),
        transportExpired = MessageID(
            "transport.certificate-expired",
            en: "the certificate of {0} is outside its validity period ({1}); the server must renew it (or check this machine's clock)",
            fr: "le certificat de {0} est hors de sa période de validité ({1}) ; le serveur doit le renouveler (ou vérifiez l'horloge de cette machine)"),
        transportClientCertificate = MessageID(
            "transport.client-certificate-required",
            en: "{0} requires a client certificate{1}; give --client-cert PEM and --client-key PEM (or tls.clientCertificate and tls.clientKey in the config)",
            fr: "{0} exige un certificat client{1} ; donnez --client-cert PEM et --client-key PEM (ou tls.clientCertificate et tls.clientKey dans la configuration)"),
        transportTLS = MessageID(
            "transport.tls-failed",
            en: "the TLS handshake with {0} failed ({1}); check that the URL's scheme and port are those of an HTTPS server",
            fr: "la négociation TLS avec {0} a échoué ({1}) ; vérifiez que le schéma et le port de l'URL sont ceux d'un serveur HTTPS"),
        transportProxyRefused = MessageID(
            "transport.proxy-refused",
            en: "the forward proxy {1} refused to open a tunnel to {0}; check that it allows this host and port, or reach the host directly with --no-proxy (NO_PROXY)",
            fr: "le proxy sortant {1} a refusé d'ouvrir un tunnel vers {0} ; vérifiez qu'il autorise cet hôte et ce port, ou joignez l'hôte directement avec --no-proxy (NO_PROXY)"),
        transportProxyAuthentication = MessageID(
            "transport.proxy-authentication",
            en: "the forward proxy {1} asks for credentials (407) to reach {0}; write them in the proxy URL, http://user:password@host:port, of --proxy, network.proxy or HTTPS_PROXY",
            fr: "le proxy sortant {1} demande des identifiants (407) pour joindre {0} ; écrivez-les dans l'URL du proxy, http://utilisateur:motdepasse@hôte:port, de --proxy, network.proxy ou HTTPS_PROXY"),
        transportRefused = MessageID(
            "transport.connection-refused",
            en: "nothing accepts connections at {0}; check that the server is up and the URL's port{1}",
            fr: "rien n'accepte de connexion à {0} ; vérifiez que le serveur est démarré et le port de l'URL{1}"),
        transportUnresolved = MessageID(
            "transport.name-not-resolved",
            en: "the host name of {0} does not resolve; check its spelling and this machine's DNS, or set --proxy (HTTPS_PROXY) when only a proxy reaches it",
            fr: "le nom d'hôte de {0} ne se résout pas ; vérifiez son orthographe et le DNS de cette machine, ou passez --proxy (HTTPS_PROXY) si seul un proxy le joint"),
        transportTimeout = MessageID(
            "transport.timeout",
            en: "{0} did not answer within {1} s; check that it is reachable from here, or give it more time (--timeout, --upstream-timeout)",
            fr: "{0} n'a pas répondu en {1} s ; vérifiez qu'il est joignable d'ici, ou laissez-lui plus de temps (--timeout, --upstream-timeout)"),
        transportClosed = MessageID(
            "transport.connection-closed",
            en: "{0} closed the connection before its answer was complete; check the URL's scheme (http or https) and port, and the server's logs",
            fr: "{0} a fermé la connexion avant la fin de sa réponse ; vérifiez le schéma (http ou https) et le port de l'URL, et les journaux du serveur"),
        transportFailed = MessageID(
            "transport.failed",
            en: "sending to {0} failed ({1}); check that the target is up and reachable",
            fr: "l'envoi vers {0} a échoué ({1}) ; vérifiez que la cible est démarrée et joignable"),
        transportPortInUse = MessageID(
            "transport.port-in-use",
            en: "cannot listen on {0}: the address is already in use (another program, or a proxy or sandbox still running); stop it, or pass another --port (0 picks a free one)",
            fr: "impossible d'écouter sur {0} : l'adresse est déjà utilisée (un autre programme, ou un proxy ou un sandbox encore lancé) ; arrêtez-le, ou passez un autre --port (0 en choisit un libre)"),
        transportPEMUnreadable = MessageID(
            "transport.pem-unreadable",
            en: "{0}: cannot read {1} ({2}); check the path, the variable and the file's permissions",
            fr: "{0} : lecture de {1} impossible ({2}) ; vérifiez le chemin, la variable et les droits du fichier"),
        transportPEMInvalid = MessageID(
            "transport.pem-invalid",
            en: "{0}: {1} holds no usable PEM {2}; give a PEM file (-----BEGIN …-----)",
            fr: "{0} : {1} ne contient pas de {2} PEM utilisable ; donnez un fichier PEM (-----BEGIN …-----)"),
        transportKeyMismatch = MessageID(
            "transport.key-mismatch",
            en: "the client key {1} does not belong to the client certificate {0}; give the key the certificate was issued for",
            fr: "la clé client {1} ne correspond pas au certificat client {0} ; donnez la clé pour laquelle le certificat a été émis"),
        transportPairIncomplete = MessageID(
            "transport.client-pair-incomplete",
            en: "{0} is given without {1}; a client certificate needs both --client-cert and --client-key (tls.clientCertificate and tls.clientKey)",
            fr: "{0} est donné sans {1} ; un certificat client exige --client-cert et --client-key (tls.clientCertificate et tls.clientKey)"),
        transportBadProxy = MessageID(
            "transport.bad-proxy-url",
            en: "{0}: the proxy URL '{1}' is unusable ({2}); write it as http://[user:password@]host:port",
            fr: "{0} : l'URL de proxy '{1}' est inutilisable ({2}) ; écrivez-la http://[utilisateur:motdepasse@]hôte:port"),
        transportListenTimeout = MessageID(
            "transport.listen-timeout",
            en: "the {0} did not start listening on {1} within {2} s (the machine may be overloaded); try again, or check what holds the CPU",
            fr: "le {0} n'a pas commencé à écouter sur {1} en {2} s (la machine est peut-être surchargée) ; réessayez, ou voyez ce qui occupe le processeur"),
        transportListenFailed = MessageID(
            "transport.listen-failed",
            en: "the {0} stopped before listening on {1}: {2}",
            fr: "le {0} s'est arrêté avant d'écouter sur {1} : {2}"),
        transportProxyUnparsable = MessageID("transport.proxy-unparsable", en: "it cannot be parsed", fr: "elle ne peut pas être lue"),
        transportProxyOverTLS = MessageID(
            "transport.proxy-over-tls",
            en: "a proxy reached over TLS is not supported; use its http:// address",
            fr: "un proxy joint en TLS n'est pas pris en charge ; utilisez son adresse http://"),
        transportProxyScheme = MessageID("transport.proxy-scheme", en: "the scheme must be http or socks5", fr: "le schéma doit être http ou socks5"),
        transportProxyNoHost = MessageID("transport.proxy-no-host", en: "it has no host", fr: "elle n'a pas d'hôte"),
        transportProxyPath = MessageID("transport.proxy-path", en: "a proxy URL has no path", fr: "une URL de proxy n'a pas de chemin"),
        transportProxyPort = MessageID("transport.proxy-port", en: "the port is out of range", fr: "le port est hors limites"),
        transportThroughProxy = MessageID("transport.through-proxy", en: " (through the proxy {0})", fr: " (par le proxy {0})"),
        transportAnswerTooLarge = MessageID(
            "transport.answer-too-large",
            en: "its answer is larger than {0} bytes",
            fr: "sa réponse dépasse {0} octets"),
        transportCertificateRefused = MessageID("transport.certificate-refused", en: " and refused the one given", fr: " et a refusé celui fourni"),
        transportRefusedProxy = MessageID(
            "transport.refused-proxy",
            en: ", and the proxy {0} (--proxy, HTTPS_PROXY)",
            fr: ", et le proxy {0} (--proxy, HTTPS_PROXY)"),
        transportPEMCertificate = MessageID("transport.pem-certificate", en: "certificate", fr: "certificat"),
        transportPEMPrivateKey = MessageID("transport.pem-private-key", en: "private key", fr: "clé privée")

    /// Every message this target declares, in order: the catalogue tests walk, with the other targets' catalogues.
    package static let transportCatalogue: [MessageID] = [
        .transportUntrusted, .transportHostname, .transportExpired, .transportClientCertificate, .transportTLS, .transportProxyRefused,
        .transportProxyAuthentication, .transportRefused, .transportUnresolved, .transportTimeout, .transportClosed, .transportFailed,
        .transportPortInUse, .transportPEMUnreadable, .transportPEMInvalid, .transportKeyMismatch, .transportPairIncomplete, .transportBadProxy,
        .transportListenTimeout, .transportListenFailed, .transportProxyUnparsable, .transportProxyOverTLS, .transportProxyScheme,
        .transportProxyNoHost, .transportProxyPath, .transportProxyPort, .transportThroughProxy, .transportAnswerTooLarge,
        .transportCertificateRefused, .transportRefusedProxy, .transportPEMCertificate, .transportPEMPrivateKey,
    ]
}
