import Foundation

extension MessageID {
    /// The English and French templates of the check findings and of the command-line input messages (the catalogue
    /// hands every message it does not list over here).
    // swift-format-ignore
    var checkTexts: (en: String, fr: String) {
        switch self {
        case .missingMandatory:
            ("mandatory field {0} is missing",
             "le champ obligatoire {0} est absent")
        case .conditionViolated:
            ("{0}: {1}",
             "{0} : {1}")
        case .forbiddenField:
            ("{0} must be absent here: {1}",
             "{0} doit être absent ici : {1}")
        case .wrongType:
            ("{0} should be {1} but is {2}",
             "{0} devrait être de type {1} mais est de type {2}")
        case .unknownVersion:
            ("the message declares {0} {1}, which the spec does not list; it was checked against {2}, the nearest older version it knows",
             "le message déclare {0} {1}, que la spec ne liste pas ; il a été vérifié selon {2}, la version connue la plus proche en deçà")
        case .versionUnknown:
            ("'{0}' in {1} is not one of the protocol's versions ({2}); add it to 'versions' in protocol.yaml or name a listed one{3}",
             "'{0}' dans {1} n'est pas une des versions du protocole ({2}) ; ajoutez-la à 'versions' dans protocol.yaml ou nommez une version listée{3}")
        case .versionOrder:
            ("{0}: '{1}' must come before '{2}'",
             "{0} : '{1}' doit précéder '{2}'")
        case .codeScopeOperation:
            ("code '{0}' of table '{1}' lists '{2}' under 'notAnsweredBy', but the operations answering that table are: {3}{4}",
             "le code '{0}' de la table '{1}' cite '{2}' sous 'notAnsweredBy', mais les opérations qui répondent cette table sont : {3}{4}")
        case .formerlyWithoutSince:
            ("enum value '{0}' has 'formerly: {1}' but no 'since'; say from which version it is spelled '{0}'",
             "la valeur '{0}' a 'formerly: {1}' sans 'since' ; indiquez à partir de quelle version elle s'écrit '{0}'")
        case .wrongNamespace:
            ("the root element {0} should be in namespace {1} but is in {2}; the gateway's schema validation refuses it",
             "l'élément racine {0} devrait être dans l'espace de noms {1} mais est dans {2} ; la validation de schéma de la passerelle le refuse")
        case .badFormat:
            ("{0} does not match format {1}: {2}",
             "{0} ne respecte pas le format {1} : {2}")
        case .notInEnum:
            ("{0} is '{1}', which is not one of: {2}",
             "{0} vaut '{1}', qui ne fait pas partie de : {2}")
        case .outOfRange:
            ("{0} is out of range: {1}",
             "{0} est hors limites : {1}")
        case .unknownField:
            ("{0} is not described by the spec",
             "{0} n'est pas décrit par la spec")
        case .nullValue:
            ("{0} is null, which the spec does not allow; omit the field or give it a value",
             "{0} vaut null, ce que la spec n'admet pas ; omettez le champ ou donnez-lui une valeur")
        case .emptyValue:
            ("{0} is an empty string, which the spec does not allow",
             "{0} est une chaîne vide, ce que la spec n'admet pas")
        case .unparsableBody:
            ("the body is not valid {0}: {1}",
             "le corps n'est pas du {0} valide : {1}")
        case .codeMeaning:
            ("{0} = {1}: {2}",
             "{0} = {1} : {2}")
        case .errorEnvelope:
            ("{0} is the error form answered in place of the message ({1} = {2}); its version and namespace are the platform's own: {3}",
             "{0} est la forme d'erreur renvoyée à la place du message ({1} = {2}) ; sa version et son espace de noms sont ceux de la plateforme : {3}")
        case .unknownCode:
            ("{0} = '{1}' is not in code table {2}",
             "{0} = '{1}' ne figure pas dans la table de codes {2}")
        case .codeNotAnswered:
            ("{0} = '{1}': the spec says {2} never answers this code ({3})",
             "{0} = '{1}' : d'après la spec, {2} ne renvoie jamais ce code ({3})")
        case .findingsTruncated:
            ("{0} more findings are not listed ({1}); only the first {2} of each severity are (maxFindings)",
             "{0} constats de plus ne sont pas listés ({1}) ; seuls les {2} premiers de chaque gravité le sont (maxFindings)")
        case .duplicateMember:
            ("{0}: the member name '{1}' appears again in the same object; names must be unique (RFC 8259), gateways reject or misread repeats",
             "{0} : le nom de membre '{1}' apparaît de nouveau dans le même objet ; les noms doivent être uniques (RFC 8259), les passerelles refusent ou lisent mal les répétitions")
        case .unknownProtocol:
            ("unknown protocol '{0}'{1}; known protocols: {2}",
             "protocole inconnu '{0}'{1} ; protocoles connus : {2}")
        case .unknownOperation:
            ("protocol '{0}' has no operation '{1}'{2}; run 'conformance specs list' to see them",
             "le protocole '{0}' n'a pas d'opération '{1}'{2} ; 'conformance specs list' les affiche")
        case .unknownContainer:
            ("protocol '{0}' has no container '{1}'{2}",
             "le protocole '{0}' n'a pas de conteneur '{1}'{2}")
        case .unknownStatus:
            ("operation '{0}' describes no response for status {1}; described: {2}",
             "l'opération '{0}' ne décrit aucune réponse pour le statut {1} ; décrits : {2}")
        case .inputUnreadable:
            ("cannot read input '{0}': {1}",
             "lecture de l'entrée '{0}' impossible : {1}")
        default: (rawValue, rawValue)
        }
    }
}
