extension MessageID {
    /// The cassette importer's errors (HAR, VCR, vcrpy).
    // swift-format-ignore
    public static let
        importObjectMissing = MessageID("import.object-missing", en: "this required object is missing", fr: "cet objet obligatoire manque"),
        importExpectedObject = MessageID("import.expected-object", en: "expected an object, found {0}", fr: "objet attendu, {0} trouvé"),
        importStringMissing = MessageID("import.string-missing", en: "this required string is missing", fr: "cette chaîne obligatoire manque"),
        importExpectedString = MessageID("import.expected-string", en: "expected a string, found {0}", fr: "chaîne attendue, {0} trouvé"),
        importHARNoLog = MessageID(
            "import.har-no-log",
            en: "there is no 'log' object; a HAR file looks like {\"log\": {\"entries\": [...]}}, export it again from the browser or mitmproxy",
            fr: "il n'y a pas d'objet 'log' ; un fichier HAR a la forme {\"log\": {\"entries\": [...]}}, exportez-le de nouveau depuis le navigateur ou mitmproxy"),
        importHARNoEntries = MessageID(
            "import.har-no-entries",
            en: "there is no 'entries' list, so there are no requests to import; export the HAR again with its requests",
            fr: "il n'y a pas de liste 'entries', donc aucune requête à importer ; exportez de nouveau le HAR avec ses requêtes"),
        importExpectedList = MessageID("import.expected-list", en: "expected a list, found {0}", fr: "liste attendue, {0} trouvé"),
        importListEmpty = MessageID(
            "import.list-empty",
            en: "the list is empty, so there are no requests to import",
            fr: "la liste est vide, donc aucune requête à importer"),
        importHARSyntax = MessageID(
            "import.har-syntax",
            en: "{0}; the HAR is not valid JSON (a truncated download or an interrupted export?), export it again",
            fr: "{0} ; le HAR n'est pas du JSON valide (téléchargement tronqué ou export interrompu ?), exportez-le de nouveau"),
        importExpectedPairs = MessageID("import.expected-pairs", en: "expected a list of {name, value}", fr: "liste de {name, value} attendue"),
        importNotAbsoluteURL = MessageID(
            "import.not-absolute-url",
            en: "'{0}' is not an absolute URL (scheme://host/path)",
            fr: "'{0}' n'est pas une URL absolue (schéma://hôte/chemin)"),
        importExpectedWholeNumber = MessageID("import.expected-whole-number", en: "expected a whole number", fr: "nombre entier attendu"),
        importHARStatus = MessageID(
            "import.har-status",
            en: "{0} is not an HTTP status (0 means no response was received, e.g. a cancelled or blocked request); remove this entry from the HAR and import again",
            fr: "{0} n'est pas un statut HTTP (0 signifie qu'aucune réponse n'a été reçue, par exemple une requête annulée ou bloquée) ; retirez cette entrée du HAR puis importez de nouveau"),
        importHARBase64 = MessageID(
            "import.har-base64",
            en: "the text is marked \"encoding\": \"base64\" but is not valid Base64",
            fr: "le texte est marqué \"encoding\": \"base64\" mais n'est pas du Base64 valide"),
        importHAREncoding = MessageID(
            "import.har-encoding",
            en: "unsupported encoding '{0}'; only \"base64\" (or no encoding) is understood",
            fr: "encodage '{0}' non pris en charge ; seul \"base64\" (ou aucun encodage) est compris"),
        importNULByte = MessageID(
            "import.nul-byte",
            en: "byte {0} is a NUL byte, which a text file never holds (a binary file, or a device such as /dev/zero?); give the exported {1} file",
            fr: "l'octet {0} est un octet nul, ce qu'un fichier texte ne contient jamais (un fichier binaire, ou un périphérique comme /dev/zero ?) ; donnez le fichier {1} exporté"),
        importFileEmpty = MessageID(
            "import.file-empty",
            en: "the file is empty; export the recording again",
            fr: "le fichier est vide ; exportez de nouveau l'enregistrement"),
        importUnreadable = MessageID(
            "import.unreadable",
            en: "the file cannot be read ({0}); check the path",
            fr: "le fichier est illisible ({0}) ; vérifiez le chemin"),
        importOtherFormat = MessageID(
            "import.other-format",
            en: "there is no '{0}' list but there is '{1}': this looks like a {2} cassette; import it with format '{3}'",
            fr: "il n'y a pas de liste '{0}' mais il y a '{1}' : cela ressemble à une cassette {2} ; importez-la avec le format '{3}'"),
        importNoList = MessageID(
            "import.no-list",
            en: "there is no '{0}' list, so this is not a {1} cassette; check the file and the format",
            fr: "il n'y a pas de liste '{0}', ce n'est donc pas une cassette {1} ; vérifiez le fichier et le format"),
        importNotStatus = MessageID(
            "import.not-status",
            en: "'{0}' is not an HTTP status (100 to 599)",
            fr: "'{0}' n'est pas un statut HTTP (100 à 599)"),
        importBase64 = MessageID("import.base64", en: "the value is not valid Base64", fr: "la valeur n'est pas du Base64 valide"),
        importVCRPyVersion = MessageID(
            "import.vcrpy-version",
            en: "vcrpy cassette version {0} is not supported (only version 1); re-record it with a vcrpy that writes version 1",
            fr: "la version {0} des cassettes vcrpy n'est pas prise en charge (seule la version 1) ; réenregistrez-la avec un vcrpy qui écrit la version 1"),
        importAliases = MessageID(
            "import.aliases",
            en: "the YAML's aliases expand it to more than {0} values, far more than its {1} bytes spell out; a cassette does not need aliases, remove them",
            fr: "les alias du YAML le déploient en plus de {0} valeurs, bien plus que ses {1} octets n'en écrivent ; une cassette n'a pas besoin d'alias, retirez-les"),
        importNoDocument = MessageID(
            "import.no-document",
            en: "the file holds no YAML document; export the cassette again",
            fr: "le fichier ne contient aucun document YAML ; exportez de nouveau la cassette"),
        importTagObject = MessageID(
            "import.tag-object",
            en: "the YAML tag '{0}' asks for a {1} object, and the importer never builds objects from a file; re-record the cassette so it holds plain strings, lists and mappings, or replace the tagged value with its plain text",
            fr: "l'étiquette YAML '{0}' demande un objet {1}, et l'import ne construit jamais d'objet depuis un fichier ; réenregistrez la cassette avec des chaînes, listes et tables simples, ou remplacez la valeur étiquetée par son texte"),
        importTagUnsupported = MessageID(
            "import.tag-unsupported",
            en: "the YAML tag '{0}' is not supported; only plain strings, numbers, lists, mappings and !!binary are imported, remove the tag",
            fr: "l'étiquette YAML '{0}' n'est pas prise en charge ; seuls les chaînes, nombres, listes, tables et !!binary sont importés, retirez l'étiquette"),
        importMappingMissing = MessageID("import.mapping-missing", en: "this required mapping is missing", fr: "cette table obligatoire manque"),
        importExpectedMapping = MessageID(
            "import.expected-mapping",
            en: "expected a mapping (key: value), found {0}",
            fr: "table (clé: valeur) attendue, {0} trouvé"),
        importKeyNotScalar = MessageID("import.key-not-scalar", en: "a key must be a single value", fr: "une clé doit être une valeur simple"),
        importExpectedYAMLList = MessageID("import.expected-yaml-list", en: "expected a list, found {0}", fr: "liste attendue, {0} trouvée"),
        importValueMissing = MessageID("import.value-missing", en: "this required value is missing", fr: "cette valeur obligatoire manque"),
        importExpectedText = MessageID(
            "import.expected-text",
            en: "expected a single text value, found {0}",
            fr: "valeur texte simple attendue, {0} trouvé"),
        importBinaryBase64 = MessageID(
            "import.binary-base64",
            en: "the !!binary value is not valid Base64",
            fr: "la valeur !!binary n'est pas du Base64 valide"),
        importBodyKind = MessageID(
            "import.body-kind",
            en: "this body is {0}, which this importer does not understand; expected {1}. Replace it with the body as a string (or as !!binary Base64) and import again",
            fr: "ce corps est {0}, forme que l'import ne comprend pas ; attendu : {1}. Remplacez-le par le corps en chaîne (ou en Base64 !!binary) puis importez de nouveau"),
        importNotUTF8 = MessageID(
            "import.not-utf8",
            en: "the file is not UTF-8 text; save it as UTF-8",
            fr: "le fichier n'est pas du texte UTF-8 ; enregistrez-le en UTF-8"),
        importKindMapping = MessageID("import.kind-mapping", en: "a mapping", fr: "une table"),
        importKindList = MessageID("import.kind-list", en: "a list", fr: "une liste"),
        importKindValue = MessageID("import.kind-value", en: "a single value", fr: "une valeur simple"),
        importKindAlias = MessageID("import.kind-alias", en: "an alias", fr: "un alias"),
        importShapeVCRBody = MessageID(
            "import.shape-vcr-body",
            en: "a mapping with 'string' or 'base64_string'",
            fr: "une table avec 'string' ou 'base64_string'"),
        importShapeVCRString = MessageID("import.shape-vcr-string", en: "a string or !binary Base64", fr: "une chaîne ou du Base64 !binary"),
        importShapeVCRPyBody = MessageID("import.shape-vcrpy-body", en: "null, a string or !!binary", fr: "null, une chaîne ou !!binary"),
        importShapeVCRPyResponse = MessageID(
            "import.shape-vcrpy-response",
            en: "a mapping with 'string' (null, a string or !!binary)",
            fr: "une table avec 'string' (null, une chaîne ou !!binary)"),
        importYAMLSyntax = MessageID(
            "import.yaml-syntax",
            en: "YAML syntax error: {0}; fix the YAML syntax or record the cassette again",
            fr: "erreur de syntaxe YAML : {0} ; corrigez la syntaxe YAML ou réenregistrez la cassette"),
        importYAMLDuplicateKeys = MessageID(
            "import.yaml-duplicate-keys",
            en: "a mapping repeats the key(s) {0}; fix the YAML syntax or record the cassette again",
            fr: "une table répète la ou les clés {0} ; corrigez la syntaxe YAML ou réenregistrez la cassette"),
        importYAMLError = MessageID(
            "import.yaml-error",
            en: "YAML error: {0}; fix the YAML syntax or record the cassette again",
            fr: "erreur YAML : {0} ; corrigez la syntaxe YAML ou réenregistrez la cassette"),
        importNoInteraction = MessageID(
            "import.no-interaction",
            en: "the file holds no interaction to import",
            fr: "le fichier ne contient aucune interaction à importer")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let importMessages: [MessageID] = [
        .importObjectMissing, .importExpectedObject, .importStringMissing, .importExpectedString, .importHARNoLog, .importHARNoEntries,
        .importExpectedList, .importListEmpty, .importHARSyntax, .importExpectedPairs, .importNotAbsoluteURL, .importExpectedWholeNumber,
        .importHARStatus, .importHARBase64, .importHAREncoding, .importNULByte, .importFileEmpty, .importUnreadable, .importOtherFormat,
        .importNoList, .importNotStatus, .importBase64, .importVCRPyVersion, .importAliases, .importNoDocument, .importTagObject,
        .importTagUnsupported, .importMappingMissing, .importExpectedMapping, .importKeyNotScalar, .importExpectedYAMLList, .importValueMissing,
        .importExpectedText, .importBinaryBase64, .importBodyKind, .importNotUTF8, .importKindMapping, .importKindList, .importKindValue,
        .importKindAlias, .importShapeVCRBody, .importShapeVCRString, .importShapeVCRPyBody, .importShapeVCRPyResponse, .importYAMLSyntax,
        .importYAMLDuplicateKeys, .importYAMLError, .importNoInteraction,
    ]
}
