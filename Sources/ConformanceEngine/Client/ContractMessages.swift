import ConformanceKit

extension MessageID {
    /// The scripted-client contract's messages.
    // swift-format-ignore
    package static let
        clientGatewayUnknownSetting = MessageID(
            "client.gateway-unknown-setting",
            en: "'{0}' in gateway.{1} is not a setting of {2}{3}; name a setting declared in the protocol's scenarios/settings.yaml ({4})",
            fr: "'{0}' dans gateway.{1} n'est pas un paramètre de {2}{3} ; nommez un paramètre déclaré dans le fichier scenarios/settings.yaml du protocole ({4})"),
        clientGatewayNoValue = MessageID(
            "client.gateway-no-value",
            en: "the setting '{0}' named in gateway.{1} has neither a sandbox nor a default value; give it one in scenarios/settings.yaml, so that scripted clients learn what the sandbox accepts",
            fr: "le paramètre '{0}' nommé dans gateway.{1} n'a ni valeur sandbox ni valeur par défaut ; donnez-lui-en une dans scenarios/settings.yaml, pour que les clients scriptés sachent ce que le sandbox accepte"),
        clientGatewaySecretIdentifier = MessageID(
            "client.gateway-secret-identifier",
            en: "'{0}' is a secret setting; list it under gateway.credentials, not gateway.identifiers",
            fr: "'{0}' est un paramètre secret ; placez-le sous gateway.credentials, pas sous gateway.identifiers")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let contractMessages: [MessageID] = [
        .clientGatewayUnknownSetting, .clientGatewayNoValue, .clientGatewaySecretIdentifier,
    ]
}
