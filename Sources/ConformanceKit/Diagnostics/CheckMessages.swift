extension MessageID {
    /// Check findings, spec versions and the inputs a check names (protocol, operation, container, status, file).
    // swift-format-ignore
    public static let
        versionUnknown = MessageID(
            "spec.version-unknown",
            en: "'{0}' in {1} is not one of the protocol's versions ({2}); add it to 'versions' in protocol.yaml or name a listed one{3}",
            fr: "'{0}' dans {1} n'est pas une des versions du protocole ({2}) ; ajoutez-la à 'versions' dans protocol.yaml ou nommez une version listée{3}"),
        versionOrder = MessageID("spec.version-order", en: "{0}: '{1}' must come before '{2}'", fr: "{0} : '{1}' doit précéder '{2}'"),
        formerlyWithoutSince = MessageID(
            "spec.formerly-without-since",
            en: "enum value '{0}' has 'formerly: {1}' but no 'since'; say from which version it is spelled '{0}'",
            fr: "la valeur '{0}' a 'formerly: {1}' sans 'since' ; indiquez à partir de quelle version elle s'écrit '{0}'"),
        codeScopeOperation = MessageID(
            "spec.code-scope-operation",
            en: "code '{0}' of table '{1}' lists '{2}' under 'notAnsweredBy', but the operations answering that table are: {3}{4}",
            fr: "le code '{0}' de la table '{1}' cite '{2}' sous 'notAnsweredBy', mais les opérations qui répondent cette table sont : {3}{4}"),
        missingMandatory = MessageID("check.missing-mandatory", en: "mandatory field {0} is missing", fr: "le champ obligatoire {0} est absent"),
        conditionViolated = MessageID("check.condition-violated", en: "{0}: {1}", fr: "{0} : {1}"),
        forbiddenField = MessageID("check.forbidden-field", en: "{0} must be absent here: {1}", fr: "{0} doit être absent ici : {1}"),
        wrongType = MessageID("check.wrong-type", en: "{0} should be {1} but is {2}", fr: "{0} devrait être de type {1} mais est de type {2}"),
        wrongNamespace = MessageID(
            "check.wrong-namespace",
            en: "the root element {0} should be in namespace {1} but is in {2}; the gateway's schema validation refuses it",
            fr: "l'élément racine {0} devrait être dans l'espace de noms {1} mais est dans {2} ; la validation de schéma de la passerelle le refuse"),
        unknownVersion = MessageID(
            "check.unknown-version",
            en: "the message declares {0} {1}, which the spec does not list; it was checked against {2}, the nearest older version it knows",
            fr: "le message déclare {0} {1}, que la spec ne liste pas ; il a été vérifié selon {2}, la version connue la plus proche en deçà"),
        errorEnvelope = MessageID(
            "check.error-envelope",
            en: "{0} is the error form answered in place of the message ({1} = {2}); its version and namespace are the platform's own: {3}",
            fr: "{0} est la forme d'erreur renvoyée à la place du message ({1} = {2}) ; sa version et son espace de noms sont ceux de la plateforme : {3}"),
        badFormat = MessageID("check.bad-format", en: "{0} does not match format {1}: {2}", fr: "{0} ne respecte pas le format {1} : {2}"),
        notInEnum = MessageID(
            "check.not-in-enum",
            en: "{0} is '{1}', which is not one of: {2}",
            fr: "{0} vaut '{1}', qui ne fait pas partie de : {2}"),
        outOfRange = MessageID("check.out-of-range", en: "{0} is out of range: {1}", fr: "{0} est hors limites : {1}"),
        unknownField = MessageID("check.unknown-field", en: "{0} is not described by the spec", fr: "{0} n'est pas décrit par la spec"),
        nullValue = MessageID(
            "check.null-value",
            en: "{0} is null, which the spec does not allow; omit the field or give it a value",
            fr: "{0} vaut null, ce que la spec n'admet pas ; omettez le champ ou donnez-lui une valeur"),
        emptyValue = MessageID(
            "check.empty-value",
            en: "{0} is an empty string, which the spec does not allow",
            fr: "{0} est une chaîne vide, ce que la spec n'admet pas"),
        unparsableBody = MessageID("check.unparsable-body", en: "the body is not valid {0}: {1}", fr: "le corps n'est pas du {0} valide : {1}"),
        codeMeaning = MessageID("check.code-meaning", en: "{0} = {1}: {2}", fr: "{0} = {1} : {2}"),
        unknownCode = MessageID(
            "check.unknown-code",
            en: "{0} = '{1}' is not in code table {2}",
            fr: "{0} = '{1}' ne figure pas dans la table de codes {2}"),
        codeNotAnswered = MessageID(
            "check.code-not-answered",
            en: "{0} = '{1}': the spec says {2} never answers this code ({3})",
            fr: "{0} = '{1}' : d'après la spec, {2} ne renvoie jamais ce code ({3})"),
        duplicateMember = MessageID(
            "check.duplicate-member",
            en: "{0}: the member name '{1}' appears again in the same object; names must be unique (RFC 8259), gateways reject or misread repeats",
            fr: "{0} : le nom de membre '{1}' apparaît de nouveau dans le même objet ; les noms doivent être uniques (RFC 8259), les passerelles refusent ou lisent mal les répétitions"),
        findingsTruncated = MessageID(
            "check.findings-truncated",
            en: "{0} more findings are not listed ({1}); only the first {2} of each severity are (maxFindings)",
            fr: "{0} constats de plus ne sont pas listés ({1}) ; seuls les {2} premiers de chaque gravité le sont (maxFindings)"),
        unknownProtocol = MessageID(
            "cli.unknown-protocol",
            en: "unknown protocol '{0}'{1}; known protocols: {2}",
            fr: "protocole inconnu '{0}'{1} ; protocoles connus : {2}"),
        unknownOperation = MessageID(
            "cli.unknown-operation",
            en: "protocol '{0}' has no operation '{1}'{2}; run 'conformance specs list' to see them",
            fr: "le protocole '{0}' n'a pas d'opération '{1}'{2} ; 'conformance specs list' les affiche"),
        unknownContainer = MessageID(
            "cli.unknown-container",
            en: "protocol '{0}' has no container '{1}'{2}",
            fr: "le protocole '{0}' n'a pas de conteneur '{1}'{2}"),
        unknownStatus = MessageID(
            "cli.unknown-status",
            en: "operation '{0}' describes no response for status {1}; described: {2}",
            fr: "l'opération '{0}' ne décrit aucune réponse pour le statut {1} ; décrits : {2}"),
        inputUnreadable = MessageID("cli.input-unreadable", en: "cannot read input '{0}': {1}", fr: "lecture de l'entrée '{0}' impossible : {1}")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let checkMessages: [MessageID] = [
        .versionUnknown, .versionOrder, .formerlyWithoutSince, .codeScopeOperation, .missingMandatory, .conditionViolated, .forbiddenField,
        .wrongType, .wrongNamespace, .unknownVersion, .errorEnvelope, .badFormat, .notInEnum, .outOfRange, .unknownField, .nullValue, .emptyValue,
        .unparsableBody, .codeMeaning, .unknownCode, .codeNotAnswered, .duplicateMember, .findingsTruncated, .unknownProtocol, .unknownOperation,
        .unknownContainer, .unknownStatus, .inputUnreadable,
    ]
}
