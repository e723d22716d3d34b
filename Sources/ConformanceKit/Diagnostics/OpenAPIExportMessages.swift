import Foundation

extension MessageID {
    /// The English and French templates of what `specs export` writes into an OpenAPI document and prints; nil for
    /// another area's message.
    // swift-format-ignore
    var openAPIExportTexts: (en: String, fr: String)? {
        switch self {
        case .openAPISandboxServer:
            ("The built-in sandbox on loopback: start it with 'conformance sandbox --port {port}'.",
             "Le sandbox intégré, en boucle locale : lancez-le avec 'conformance sandbox --port {port}'.")
        case .openAPIEnvironmentServer:
            ("The protocol's '{0}' environment.",
             "L'environnement '{0}' du protocole.")
        case .openAPIFlowServer:
            ("The URL an earlier answer of the flow hands out as '{0}'; this operation's path is relative to it.",
             "L'URL qu'une réponse précédente du parcours fournit dans '{0}' ; le chemin de cette opération s'y rapporte.")
        case .openAPIAnswer:
            ("Answer with status {0}.",
             "Réponse de statut {0}.")
        case .openAPIPathParameter:
            ("The '{0}' segment of the path.",
             "Le segment '{0}' du chemin.")
        case .openAPIBasicScheme:
            ("HTTP Basic credentials in the Authorization header.",
             "Identifiants HTTP Basic dans l'en-tête Authorization.")
        case .openAPIHMACScheme:
            ("A signature computed when the request leaves: 'Authorization: GCS v1HMAC:<key ID>:<signature>' beside a 'Date' header (RFC 1123, GMT). The signature is the Base64 HMAC-SHA-256, keyed with the secret API key, of these lines: the method, the Content-Type, the Date, each X-GCS-* header as 'name:value' sorted by lower-case name, and the path with its query.",
             "Une signature calculée au moment de l'envoi : 'Authorization: GCS v1HMAC:<ID de clé>:<signature>' avec un en-tête 'Date' (RFC 1123, GMT). La signature est le HMAC-SHA-256 en Base64, avec la clé API secrète, de ces lignes : la méthode, le Content-Type, la Date, chaque en-tête X-GCS-* sous la forme 'nom:valeur' triés par nom en minuscules, et le chemin avec sa requête.")
        case .openAPIMergedOperation:
            ("One endpoint serves several operations of the protocol ({0}): the document in the body tells which.",
             "Un même point d'accès sert plusieurs opérations du protocole ({0}) : le document du corps indique laquelle.")
        case .openAPIFlowLink:
            ("Values that the flows carry from this answer into {0}.",
             "Valeurs que les parcours reportent de cette réponse vers {0}.")
        case .openAPIExportWrote:
            ("wrote {0}: {1} operations, {2} schemas, {3} links",
             "{0} écrit : {1} opérations, {2} schémas, {3} liens")
        case .openAPIExportUnwritable:
            ("cannot write '{0}': {1}; check that the folder exists and is writable, or pass another --out",
             "impossible d'écrire '{0}' : {1} ; vérifiez que le dossier existe et est accessible en écriture, ou passez un autre --out")
        case .openAPIExportNothing:
            ("no protocol to export: the specs hold none{0}",
             "aucun protocole à exporter : les specs n'en contiennent aucun{0}")
        case .openAPIExportVersionNeedsProtocol:
            ("--protocol-version needs exactly one --protocol: versions are the protocol's own",
             "--protocol-version exige exactement un --protocol : les versions sont propres à chaque protocole")
        default: nil
        }
    }
}
