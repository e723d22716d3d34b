import Foundation

extension MessageID {
    /// The English and French templates of the scripted-client contract's messages (the catalogue hands them over here).
    // swift-format-ignore
    var contractTexts: (en: String, fr: String) {
        switch self {
        case .clientGatewayUnknownSetting:
            ("'{0}' in gateway.{1} is not a setting of {2}{3}; name a setting declared in the protocol's scenarios/settings.yaml ({4})",
             "'{0}' dans gateway.{1} n'est pas un paramètre de {2}{3} ; nommez un paramètre déclaré dans le fichier scenarios/settings.yaml du protocole ({4})")
        case .clientGatewayNoValue:
            ("the setting '{0}' named in gateway.{1} has neither a sandbox nor a default value; give it one in scenarios/settings.yaml, so that scripted clients learn what the sandbox accepts",
             "le paramètre '{0}' nommé dans gateway.{1} n'a ni valeur sandbox ni valeur par défaut ; donnez-lui-en une dans scenarios/settings.yaml, pour que les clients scriptés sachent ce que le sandbox accepte")
        case .clientGatewaySecretIdentifier:
            ("'{0}' is a secret setting; list it under gateway.credentials, not gateway.identifiers",
             "'{0}' est un paramètre secret ; placez-le sous gateway.credentials, pas sous gateway.identifiers")
        default:
            (rawValue, rawValue)
        }
    }
}
