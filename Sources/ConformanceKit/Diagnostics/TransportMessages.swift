import Foundation

extension MessageID {
    /// The English and French templates of the outbound transport messages (the catalogue hands them over here).
    // swift-format-ignore
    var transportTexts: (en: String, fr: String) {
        switch self {
        case .transportUntrusted:
            ("the certificate of {0}{1} is signed by an authority this machine does not trust; give that CA with --ca-file PEM (or tls.caFile in the config, or SSL_CERT_FILE), including the CA of a proxy that re-signs TLS",
             "le certificat de {0}{1} est signé par une autorité à laquelle cette machine ne fait pas confiance ; donnez cette AC avec --ca-file PEM (ou tls.caFile dans la configuration, ou SSL_CERT_FILE), y compris l'AC d'un proxy qui re-signe le TLS")
        case .transportHostname:
            ("the certificate of {0} is not issued for the host '{1}'; put in the URL a host name the certificate names, or have the server's certificate cover '{1}'",
             "le certificat de {0} n'est pas émis pour l'hôte '{1}' ; mettez dans l'URL un nom d'hôte que le certificat nomme, ou faites couvrir '{1}' par le certificat du serveur")
        case .transportExpired:
            ("the certificate of {0} is outside its validity period ({1}); the server must renew it (or check this machine's clock)",
             "le certificat de {0} est hors de sa période de validité ({1}) ; le serveur doit le renouveler (ou vérifiez l'horloge de cette machine)")
        case .transportClientCertificate:
            ("{0} requires a client certificate{1}; give --client-cert PEM and --client-key PEM (or tls.clientCertificate and tls.clientKey in the config)",
             "{0} exige un certificat client{1} ; donnez --client-cert PEM et --client-key PEM (ou tls.clientCertificate et tls.clientKey dans la configuration)")
        case .transportTLS:
            ("the TLS handshake with {0} failed ({1}); check that the URL's scheme and port are those of an HTTPS server",
             "la négociation TLS avec {0} a échoué ({1}) ; vérifiez que le schéma et le port de l'URL sont ceux d'un serveur HTTPS")
        case .transportProxyRefused:
            ("the forward proxy {1} refused to open a tunnel to {0}; check that it allows this host and port, or reach the host directly with --no-proxy (NO_PROXY)",
             "le proxy sortant {1} a refusé d'ouvrir un tunnel vers {0} ; vérifiez qu'il autorise cet hôte et ce port, ou joignez l'hôte directement avec --no-proxy (NO_PROXY)")
        case .transportProxyAuthentication:
            ("the forward proxy {1} asks for credentials (407) to reach {0}; write them in the proxy URL, http://user:password@host:port, of --proxy, network.proxy or HTTPS_PROXY",
             "le proxy sortant {1} demande des identifiants (407) pour joindre {0} ; écrivez-les dans l'URL du proxy, http://utilisateur:motdepasse@hôte:port, de --proxy, network.proxy ou HTTPS_PROXY")
        case .transportRefused:
            ("nothing accepts connections at {0}; check that the server is up and the URL's port{1}",
             "rien n'accepte de connexion à {0} ; vérifiez que le serveur est démarré et le port de l'URL{1}")
        case .transportUnresolved:
            ("the host name of {0} does not resolve; check its spelling and this machine's DNS, or set --proxy (HTTPS_PROXY) when only a proxy reaches it",
             "le nom d'hôte de {0} ne se résout pas ; vérifiez son orthographe et le DNS de cette machine, ou passez --proxy (HTTPS_PROXY) si seul un proxy le joint")
        case .transportTimeout:
            ("{0} did not answer within {1} s; check that it is reachable from here, or give it more time (--timeout, --upstream-timeout)",
             "{0} n'a pas répondu en {1} s ; vérifiez qu'il est joignable d'ici, ou laissez-lui plus de temps (--timeout, --upstream-timeout)")
        case .transportClosed:
            ("{0} closed the connection before its answer was complete; check the URL's scheme (http or https) and port, and the server's logs",
             "{0} a fermé la connexion avant la fin de sa réponse ; vérifiez le schéma (http ou https) et le port de l'URL, et les journaux du serveur")
        case .transportFailed:
            ("sending to {0} failed ({1}); check that the target is up and reachable",
             "l'envoi vers {0} a échoué ({1}) ; vérifiez que la cible est démarrée et joignable")
        case .transportPortInUse:
            ("cannot listen on {0}: the address is already in use (another program, or a proxy or sandbox still running); stop it, or pass another --port (0 picks a free one)",
             "impossible d'écouter sur {0} : l'adresse est déjà utilisée (un autre programme, ou un proxy ou un sandbox encore lancé) ; arrêtez-le, ou passez un autre --port (0 en choisit un libre)")
        case .transportListenTimeout:
            ("the {0} did not start listening on {1} within {2} s (the machine may be overloaded); try again, or check what holds the CPU",
             "le {0} n'a pas commencé à écouter sur {1} en {2} s (la machine est peut-être surchargée) ; réessayez, ou voyez ce qui occupe le processeur")
        case .transportListenFailed:
            ("the {0} stopped before listening on {1}: {2}",
             "le {0} s'est arrêté avant d'écouter sur {1} : {2}")
        case .transportServerSandbox:
            ("built-in sandbox",
             "sandbox intégré")
        case .transportServerProxy:
            ("recording proxy",
             "proxy d'enregistrement")
        case .transportPEMUnreadable:
            ("{0}: cannot read {1} ({2}); check the path, the variable and the file's permissions",
             "{0} : lecture de {1} impossible ({2}) ; vérifiez le chemin, la variable et les droits du fichier")
        case .transportPEMInvalid:
            ("{0}: {1} holds no usable PEM {2}; give a PEM file (-----BEGIN …-----)",
             "{0} : {1} ne contient pas de {2} PEM utilisable ; donnez un fichier PEM (-----BEGIN …-----)")
        case .transportKeyMismatch:
            ("the client key {1} does not belong to the client certificate {0}; give the key the certificate was issued for",
             "la clé client {1} ne correspond pas au certificat client {0} ; donnez la clé pour laquelle le certificat a été émis")
        case .transportPairIncomplete:
            ("{0} is given without {1}; a client certificate needs both --client-cert and --client-key (tls.clientCertificate and tls.clientKey)",
             "{0} est donné sans {1} ; un certificat client exige --client-cert et --client-key (tls.clientCertificate et tls.clientKey)")
        case .transportBadProxy:
            ("{0}: the proxy URL '{1}' is unusable ({2}); write it as http://[user:password@]host:port",
             "{0} : l'URL de proxy '{1}' est inutilisable ({2}) ; écrivez-la http://[utilisateur:motdepasse@]hôte:port")
        case .transportInsecure:
            ("INSECURE: server certificates are not checked for {0} (--insecure); anyone on the path can impersonate it, never certify this way",
             "NON SÉCURISÉ : les certificats serveur ne sont pas vérifiés pour {0} (--insecure) ; n'importe qui sur le chemin peut s'y substituer, ne certifiez jamais ainsi")
        case .transportSandboxDirect:
            ("{0} apply to real targets only: the built-in sandbox is reached directly, without proxy or client certificate",
             "{0} ne s'appliquent qu'aux cibles réelles : le sandbox intégré est joint directement, sans proxy ni certificat client")
        default:
            (rawValue, rawValue)
        }
    }
}
