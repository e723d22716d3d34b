extension MessageID {
    /// Loading specs: YAML syntax, keys, types, conditions, examples, one-language texts, and retired keys.
    // swift-format-ignore
    public static let
        yamlSyntax = MessageID(
            "spec.yaml-syntax",
            en: "YAML syntax error: {0}; fix the file's indentation or quoting",
            fr: "erreur de syntaxe YAML : {0} ; corrigez l'indentation ou les guillemets du fichier"),
        duplicateKey = MessageID(
            "spec.duplicate-key",
            en: "duplicate key '{0}': a key may appear only once in a mapping; merge or rename the two entries",
            fr: "clé '{0}' en double : une clé ne peut figurer qu'une fois dans une table ; fusionnez ou renommez les deux entrées"),
        yamlTooLarge = MessageID(
            "spec.yaml-too-large",
            en: "the YAML expands to more than {0} values (through aliases?); specs, scenarios and configurations do not need aliases, remove them",
            fr: "le YAML se déploie en plus de {0} valeurs (par des alias ?) ; les specs, scénarios et configurations n'ont pas besoin d'alias, retirez-les"),
        unknownKey = MessageID(
            "spec.unknown-key",
            en: "unknown key '{0}' in {1}; allowed keys: {2}",
            fr: "clé inconnue '{0}' dans {1} ; clés admises : {2}"),
        unknownKeySuggestion = MessageID(
            "spec.unknown-key-suggestion",
            en: "unknown key '{0}' in {1}; did you mean '{2}'?",
            fr: "clé inconnue '{0}' dans {1} ; vouliez-vous dire '{2}' ?"),
        missingKey = MessageID(
            "spec.missing-key",
            en: "{1} lacks the required key '{0}'; add it",
            fr: "la clé obligatoire '{0}' manque dans {1} ; ajoutez-la"),
        wrongNodeKind = MessageID("spec.wrong-node-kind", en: "'{0}' must be {1}", fr: "'{0}' doit être {1}"),
        missingLanguage = MessageID(
            "spec.missing-language",
            en: "'{0}' has no '{1}' text: every text needs both 'en' and 'fr', each non-empty",
            fr: "'{0}' n'a pas de texte '{1}' : chaque texte exige 'en' et 'fr', tous deux non vides"),
        badKeyword = MessageID(
            "spec.bad-keyword",
            en: "'{0}' is not a valid value for '{1}'; use one of: {2}",
            fr: "'{0}' n'est pas une valeur admise pour '{1}' ; utilisez l'une de : {2}"),
        notANumber = MessageID("spec.not-a-number", en: "'{1}' must be a number, not '{0}'", fr: "'{1}' doit être un nombre, pas '{0}'"),
        notABoolean = MessageID("spec.not-a-boolean", en: "'{1}' must be true or false, not '{0}'", fr: "'{1}' doit valoir true ou false, pas '{0}'"),
        unknownType = MessageID(
            "spec.unknown-type",
            en: "unknown type '{0}'; use string, integer, number, boolean, object, any, list<T> or a container of protocol '{1}'{2}",
            fr: "type inconnu '{0}' ; utilisez string, integer, number, boolean, object, any, list<T> ou un conteneur du protocole '{1}'{2}"),
        unknownFormat = MessageID(
            "spec.unknown-format",
            en: "unknown format '{0}'{1}; see docs/spec-format.md for the list",
            fr: "format inconnu '{0}'{1} ; la liste figure dans docs/spec-format.md"),
        badPattern = MessageID(
            "spec.bad-pattern",
            en: "pattern '{0}' is not a valid regular expression; fix its syntax",
            fr: "le motif '{0}' n'est pas une expression régulière valide ; corrigez sa syntaxe"),
        duplicateDefinition = MessageID(
            "spec.duplicate-definition",
            en: "{0} '{1}' is already defined at {2}; rename or remove one of them",
            fr: "{0} '{1}' est déjà défini en {2} ; renommez ou supprimez l'un des deux"),
        protocolMismatch = MessageID(
            "spec.protocol-mismatch",
            en: "the file declares protocol '{0}' but sits in folder '{1}'; move it or fix 'protocol'",
            fr: "le fichier déclare le protocole '{0}' mais se trouve dans le dossier '{1}' ; déplacez-le ou corrigez 'protocol'"),
        missingProtocolFile = MessageID(
            "spec.missing-protocol-file",
            en: "protocol folder '{0}' has no file with 'kind: protocol'; add protocol.yaml",
            fr: "le dossier de protocole '{0}' n'a aucun fichier 'kind: protocol' ; ajoutez protocol.yaml"),
        conditionMissing = MessageID(
            "spec.condition-missing",
            en: "field '{0}' is conditional but has no 'condition'; add one or change its presence",
            fr: "le champ '{0}' est conditionnel mais n'a pas de 'condition' ; ajoutez-en une ou changez sa présence"),
        conditionUnexpected = MessageID(
            "spec.condition-unexpected",
            en: "field '{0}' has a 'condition' but its presence is '{1}'; use 'presence: conditional'",
            fr: "le champ '{0}' a une 'condition' mais sa présence est '{1}' ; utilisez 'presence: conditional'"),
        conditionBadReference = MessageID(
            "spec.condition-bad-reference",
            en: "the condition of '{0}' refers to '{1}', which is not a field there; name a sibling, '../x' or '$.path'",
            fr: "la condition de '{0}' désigne '{1}', qui n'est pas un champ à cet endroit ; nommez un champ voisin, '../x' ou '$.chemin'"),
        conditionShape = MessageID(
            "spec.condition-shape",
            en: "the condition of '{0}' must have exactly one of requiredWhen, atLeastOneOf, exactlyOneOf",
            fr: "la condition de '{0}' doit avoir une seule des clés requiredWhen, atLeastOneOf, exactlyOneOf"),
        unknownCodeTable = MessageID(
            "spec.unknown-code-table",
            en: "field '{0}' refers to code table '{1}', which protocol '{2}' does not define",
            fr: "le champ '{0}' désigne la table de codes '{1}', que le protocole '{2}' ne définit pas"),
        fieldsOnNonObject = MessageID(
            "spec.fields-on-non-object",
            en: "'fields' needs 'type: object' or 'type: list<object>' (field '{0}' is {1})",
            fr: "'fields' exige 'type: object' ou 'type: list<object>' (le champ '{0}' est {1})"),
        bodyAndFields = MessageID(
            "spec.body-and-fields",
            en: "a message has either 'body' or 'fields', not both",
            fr: "un message a soit 'body', soit 'fields', pas les deux"),
        exampleInvalid = MessageID(
            "spec.example-invalid",
            en: "the example of '{0}' breaks its own rules: {1}",
            fr: "l'exemple de '{0}' enfreint ses propres règles : {1}"),
        exampleMissing = MessageID(
            "spec.example-missing",
            en: "'{0}' needs an 'example': no conformant value can be derived from its {1}",
            fr: "'{0}' a besoin d'un 'example' : aucune valeur conforme ne se déduit de son {1}"),
        exampleNotTestCard = MessageID(
            "spec.example-not-test-card",
            en: "the example of '{0}' is a card number that is not a documented test card; use one of the schemes' test PANs",
            fr: "l'exemple de '{0}' est un numéro de carte qui n'est pas une carte de test documentée ; utilisez un PAN de test des réseaux"),
        fileUnreadable = MessageID("spec.file-unreadable", en: "cannot read the file: {0}", fr: "lecture du fichier impossible : {0}"),
        emptyFile = MessageID(
            "spec.empty-file",
            en: "the file is empty; a spec file starts with 'kind:' and 'protocol:'",
            fr: "le fichier est vide ; un fichier de spec commence par 'kind:' et 'protocol:'"),
        boundsInverted = MessageID("spec.bounds-inverted", en: "'{0}' ({1}) is greater than '{2}' ({3})", fr: "'{0}' ({1}) dépasse '{2}' ({3})"),
        roleWithoutURL = MessageID(
            "spec.role-without-url",
            en: "field '{0}' has role '{1}' but no 'format: url'; a role only applies to a URL field, add the format or drop the role",
            fr: "le champ '{0}' a le rôle '{1}' sans 'format: url' ; un rôle ne s'applique qu'à un champ URL, ajoutez le format ou retirez le rôle"),
        keyNotApplicable = MessageID(
            "spec.key-not-applicable",
            en: "'{0}' does not apply to a field of type {1}",
            fr: "'{0}' ne s'applique pas à un champ de type {1}"),
        enumValueInvalid = MessageID(
            "spec.enum-value-invalid",
            en: "enum value '{0}' of '{1}' does not fit the field: {2}",
            fr: "la valeur d'énumération '{0}' de '{1}' ne convient pas au champ : {2}"),
        pathTemplate = MessageID(
            "spec.path-template",
            en: "path template '{0}' is malformed: {1}",
            fr: "le gabarit de chemin '{0}' est mal formé : {1}"),
        noSpecs = MessageID("spec.no-specs", en: "no spec files (*.yaml) under '{0}'", fr: "aucun fichier de spec (*.yaml) sous '{0}'"),
        yamlFileAdvice = MessageID(
            "yaml-file.advice",
            en: "a spec, scenario, client case or configuration file needs far less (the largest shipped one is under 70 KB): split it into several files, or remove the data pasted into it",
            fr: "un fichier de spec, de scénario, de cas client ou de configuration en demande bien moins (le plus grand fourni fait moins de 70 Ko) : découpez-le en plusieurs fichiers, ou retirez les données collées dedans"),
        yamlFileSubject = MessageID("yaml-file.subject", en: "this YAML file", fr: "ce fichier YAML"),
        specRetiredKey = MessageID(
            "spec.retired-key",
            en: "'{0}' is no longer read in protocol.yaml; move its entries to {1} beside it",
            fr: "'{0}' n'est plus lu dans protocol.yaml ; déplacez ses entrées dans {1}, à côté de ce fichier"),
        specUntranslated = MessageID(
            "spec.untranslated",
            en: "'{0}' has no '{1}' text: the protocol's texts are written in another language (languages:); translate it when you can",
            fr: "'{0}' n'a pas de texte '{1}' : les textes du protocole sont écrits dans une autre langue (languages:) ; traduisez-le quand vous le pourrez")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let specLoadingMessages: [MessageID] = [
        .yamlSyntax, .duplicateKey, .yamlTooLarge, .unknownKey, .unknownKeySuggestion, .missingKey, .wrongNodeKind, .missingLanguage, .badKeyword,
        .notANumber, .notABoolean, .unknownType, .unknownFormat, .badPattern, .duplicateDefinition, .protocolMismatch, .missingProtocolFile,
        .conditionMissing, .conditionUnexpected, .conditionBadReference, .conditionShape, .unknownCodeTable, .fieldsOnNonObject, .bodyAndFields,
        .exampleInvalid, .exampleMissing, .exampleNotTestCard, .fileUnreadable, .emptyFile, .boundsInverted, .roleWithoutURL, .keyNotApplicable,
        .enumValueInvalid, .pathTemplate, .noSpecs, .yamlFileAdvice, .yamlFileSubject, .specRetiredKey, .specUntranslated,
    ]
}
