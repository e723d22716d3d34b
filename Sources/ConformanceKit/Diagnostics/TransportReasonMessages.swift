import Foundation

extension MessageID {
    /// The templates of the transport's reasons (proxy URLs, PEM contents, failure details), or nil for another area's
    /// message.
    // swift-format-ignore
    var transportReasonTexts: (en: String, fr: String)? {
        switch self {
        case .transportProxyUnparsable:
            ("it cannot be parsed",
             "elle ne peut pas être lue")
        case .transportProxyOverTLS:
            ("a proxy reached over TLS is not supported; use its http:// address",
             "un proxy joint en TLS n'est pas pris en charge ; utilisez son adresse http://")
        case .transportProxyScheme:
            ("the scheme must be http or socks5",
             "le schéma doit être http ou socks5")
        case .transportProxyNoHost:
            ("it has no host",
             "elle n'a pas d'hôte")
        case .transportProxyPath:
            ("a proxy URL has no path",
             "une URL de proxy n'a pas de chemin")
        case .transportProxyPort:
            ("the port is out of range",
             "le port est hors limites")
        case .transportThroughProxy:
            (" (through the proxy {0})",
             " (par le proxy {0})")
        case .transportAnswerTooLarge:
            ("its answer is larger than {0} bytes",
             "sa réponse dépasse {0} octets")
        case .transportCertificateRefused:
            (" and refused the one given",
             " et a refusé celui fourni")
        case .transportRefusedProxy:
            (", and the proxy {0} (--proxy, HTTPS_PROXY)",
             ", et le proxy {0} (--proxy, HTTPS_PROXY)")
        case .transportPEMCertificate:
            ("certificate",
             "certificat")
        case .transportPEMPrivateKey:
            ("private key",
             "clé privée")
        default: nil
        }
    }
}
