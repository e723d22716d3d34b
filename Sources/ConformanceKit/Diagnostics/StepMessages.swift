import Foundation

extension MessageID {
    /// The English and French templates of scenario steps (requests built, answers expected), or nil for another area's message.
    // swift-format-ignore
    var stepTexts: (en: String, fr: String)? {
        switch self {
        case .stepRequestConforms:
            ("the request was meant to break the spec, but it conforms",
             "la requête devait enfreindre la spec, mais elle est conforme")
        case .stepMissingFinding: ("the request should produce {0} at {1}; found: {2}", "la requête devrait produire {0} en {1} ; trouvé : {2}")
        case .stepNone: ("none", "rien")
        case .stepNothingToCapture:
            ("nothing to capture as '{0}' in the answer (status {1}); the following steps cannot run",
             "rien à capturer comme '{0}' dans la réponse (statut {1}) ; les étapes suivantes ne peuvent pas s'exécuter")
        case .stepUnexpectedStatus: ("HTTP status {0}, expected {1}", "statut HTTP {0}, attendu {1}")
        case .stepOr: (" or ", " ou ")
        case .stepUnexpectedValue: ("{0} is {1}, expected {2}", "{0} vaut {1}, attendu {2}")
        case .stepBodyLacks: ("the answer does not contain '{0}'", "la réponse ne contient pas '{0}'")
        case .stepURLNotAbsolute: ("url: '{0}' is not an absolute URL", "url : '{0}' n'est pas une URL absolue")
        case .stepBaseNotAbsolute: ("the base URL '{0}' of {1} is not an absolute URL", "l'URL de base '{0}' de {1} n'est pas une URL absolue")
        case .stepURLUnbuildable: ("the request URL cannot be built", "l'URL de la requête ne peut pas être construite")
        case .stepJWEKeyNotBase64: ("{0}.publicKey is not Base64 (a DER public key)", "{0}.publicKey n'est pas du Base64 (clé publique DER)")
        case .stepJWEFailed: ("{0}: encryption failed: {1}", "{0} : le chiffrement a échoué : {1}")
        default: nil
        }
    }
}
