import ConformanceKit

extension MessageID {
    /// The OpenAPI import: reading a document, what does not map, the document's examples, and what `specs import` and
    /// `diff` against a document print.
    // swift-format-ignore
    package static let
        openAPISubject = MessageID("openapi.subject", en: "this OpenAPI document", fr: "ce document OpenAPI"),
        openAPIAdvice = MessageID(
            "openapi.advice",
            en: "a payment API's document is far smaller (the largest known is under 1 MiB): give the document alone, bundled, without what surrounds it",
            fr: "le document d'une API de paiement est bien plus petit (le plus grand connu fait moins de 1 Mio) : donnez le document seul, regroupé, sans ce qui l'entoure"),
        openAPINotUTF8 = MessageID(
            "openapi.not-utf8",
            en: "the document is not UTF-8 text; save it as UTF-8",
            fr: "le document n'est pas du texte UTF-8 ; enregistrez-le en UTF-8"),
        openAPISyntax = MessageID(
            "openapi.syntax",
            en: "the document does not read as JSON or YAML: {0}",
            fr: "le document ne se lit ni en JSON ni en YAML : {0}"),
        openAPINotOpenAPI = MessageID(
            "openapi.not-openapi",
            en: "this is not an OpenAPI document: it has no top-level 'openapi' key; give an OpenAPI 3.0 or 3.1 document (JSON or YAML)",
            fr: "ce n'est pas un document OpenAPI : il n'a pas de clé 'openapi' au premier niveau ; donnez un document OpenAPI 3.0 ou 3.1 (JSON ou YAML)"),
        openAPIVersion = MessageID(
            "openapi.version",
            en: "OpenAPI version '{0}' is not read; give a 3.0.x or 3.1.x document",
            fr: "la version OpenAPI '{0}' n'est pas lue ; donnez un document 3.0.x ou 3.1.x"),
        openAPIInvalid = MessageID(
            "openapi.invalid",
            en: "the document is not valid OpenAPI {0}: {1}",
            fr: "le document n'est pas un OpenAPI {0} valide : {1}"),
        openAPIRefDangling = MessageID(
            "openapi.ref-dangling",
            en: "'$ref' '{0}' names nothing in the document; fix the reference or add what it names",
            fr: "'$ref' '{0}' ne désigne rien dans le document ; corrigez la référence ou ajoutez ce qu'elle désigne"),
        openAPIRefExternal = MessageID(
            "openapi.ref-external",
            en: "'$ref' '{0}' points outside the document, and only references within it ('#/…') are followed; bundle the document into one file first",
            fr: "'$ref' '{0}' pointe hors du document, or seules les références internes ('#/…') sont suivies ; regroupez d'abord le document en un seul fichier"),
        openAPIRefCycle = MessageID(
            "openapi.ref-cycle",
            en: "'$ref' '{0}' comes back to itself through {1} without describing anything; make one of them a schema",
            fr: "'$ref' '{0}' revient sur lui-même par {1} sans rien décrire ; faites de l'un d'eux un schéma"),
        openAPIFormatDropped = MessageID(
            "openapi.format-dropped",
            en: "format '{0}' has no counterpart among the spec's formats; left out ({1})",
            fr: "le format '{0}' n'a pas d'équivalent parmi les formats de la spec ; omis ({1})"),
        openAPIFormatPattern = MessageID(
            "openapi.format-pattern",
            en: "format '{0}' has no counterpart among the spec's formats; kept as a pattern ({1})",
            fr: "le format '{0}' n'a pas d'équivalent parmi les formats de la spec ; conservé sous forme de motif ({1})"),
        openAPIPatternDropped = MessageID(
            "openapi.pattern-dropped",
            en: "pattern '{0}' is not a regular expression the checker reads; left out",
            fr: "le motif '{0}' n'est pas une expression régulière que le vérificateur sait lire ; omis"),
        openAPIExampleDropped = MessageID(
            "openapi.example-dropped",
            en: "the document's example of '{0}' breaks its own schema: {1}; left out of the spec",
            fr: "l'exemple que le document donne de '{0}' enfreint son propre schéma : {1} ; omis de la spec"),
        openAPIAlternatives = MessageID(
            "openapi.alternatives",
            en: "'{0}' accepts alternatives ({1}) the spec format cannot tell apart; imported as {2} (alternative objects give one object with all their fields, each optional)",
            fr: "'{0}' admet des variantes ({1}) que le format de spec ne distingue pas ; importé comme {2} (des objets en variante donnent un objet réunissant tous leurs champs, chacun facultatif)"),
        openAPIKeywordDropped = MessageID(
            "openapi.keyword-dropped",
            en: "'{0}' has no counterpart in the spec format; left out ({1})",
            fr: "'{0}' n'a pas d'équivalent dans le format de spec ; omis ({1})"),
        openAPIMethodSkipped = MessageID(
            "openapi.method-skipped",
            en: "operation {0} {1} is left out: the spec format knows GET, POST, PUT, PATCH and DELETE",
            fr: "l'opération {0} {1} est omise : le format de spec connaît GET, POST, PUT, PATCH et DELETE"),
        openAPIParameterSkipped = MessageID(
            "openapi.parameter-skipped",
            en: "parameter '{0}' (in: {1}) is left out: the spec describes headers, query parameters and bodies",
            fr: "le paramètre '{0}' (in: {1}) est omis : la spec décrit les en-têtes, les paramètres de requête et les corps"),
        openAPIMediaSkipped = MessageID(
            "openapi.media-skipped",
            en: "media type '{0}' is left out: a message has one encoding, and '{1}' was taken",
            fr: "le type de média '{0}' est omis : un message a un seul encodage, et '{1}' a été retenu"),
        openAPIOperationRenamed = MessageID(
            "openapi.operation-renamed",
            en: "operation '{0}' is named '{1}' in the spec (an operation ID is also a file name)",
            fr: "l'opération '{0}' est nommée '{1}' dans la spec (un identifiant d'opération est aussi un nom de fichier)"),
        openAPIUndescribed = MessageID(
            "openapi.undescribed",
            en: "'{0}' has no description in the document, so its name stands in for one; describe it in the spec",
            fr: "'{0}' n'a pas de description dans le document, son nom en tient donc lieu ; décrivez-le dans la spec"),
        openAPISecuritySkipped = MessageID(
            "openapi.security-skipped",
            en: "security scheme '{0}' is not imported: credentials are the protocol's settings, not part of its spec",
            fr: "le schéma de sécurité '{0}' n'est pas importé : les identifiants relèvent des réglages du protocole, pas de sa spec"),
        openAPIExternalExample = MessageID(
            "openapi.external-example",
            en: "example '{0}' is in another file (externalValue) and is not read",
            fr: "l'exemple '{0}' se trouve dans un autre fichier (externalValue) et n'est pas lu"),
        openAPIOutNotEmpty = MessageID(
            "openapi.out-not-empty",
            en: "'{0}' already holds files; give a new or empty folder, the import never overwrites a spec",
            fr: "'{0}' contient déjà des fichiers ; donnez un dossier nouveau ou vide, l'import n'écrase jamais une spec"),
        openAPIOutFolderName = MessageID(
            "openapi.out-folder-name",
            en: "the folder '{0}' must bear the protocol's name, '{1}' (the loader reads a protocol from the folder named after it)",
            fr: "le dossier '{0}' doit porter le nom du protocole, '{1}' (le chargeur lit un protocole dans le dossier qui porte son nom)"),
        openAPIExampleIn = MessageID("openapi.example-in", en: "in example '{0}' of {1}", fr: "dans l'exemple '{0}' de {1}"),
        openAPIExampleRequest = MessageID("openapi.example-request", en: "{0} request", fr: "la requête de {0}"),
        openAPIExampleResponse = MessageID("openapi.example-response", en: "{0} response {1}", fr: "la réponse {1} de {0}"),
        openAPIExampleUnmatched = MessageID(
            "openapi.example-unmatched",
            en: "example '{0}' belongs to operation '{1}', which protocol '{2}' does not have; import the document again or check the right protocol",
            fr: "l'exemple '{0}' relève de l'opération '{1}', que le protocole '{2}' n'a pas ; importez de nouveau le document ou vérifiez le bon protocole"),
        openAPIExamplesSummary = MessageID(
            "openapi.examples-summary",
            en: "{0}: {1} checked against protocol '{2}', {3} conformant; {4}, {5}",
            fr: "{0} : {1} vérifiés selon le protocole '{2}', {3} conformes ; {4}, {5}"),
        openAPINoOperations = MessageID(
            "openapi.no-operations",
            en: "the document describes no operation (its 'paths' hold none): there is nothing to import; give a document whose paths have operations",
            fr: "le document ne décrit aucune opération (ses 'paths' n'en contiennent pas) : il n'y a rien à importer ; donnez un document dont les chemins ont des opérations"),
        openAPIPlacesOne = MessageID("openapi.places-one", en: "once, here", fr: "une fois, ici"),
        openAPIPlacesOther = MessageID("openapi.places-other", en: "{0} times, the first here", fr: "{0} fois, la première ici"),
        openAPIExamplesOne = MessageID("openapi.examples-one", en: "{0} example", fr: "{0} exemple"),
        openAPIExamplesOther = MessageID("openapi.examples-other", en: "{0} examples", fr: "{0} exemples"),
        openAPIImported = MessageID(
            "openapi.imported",
            en: "{0}: protocol '{1}' written to {2}: {3}, {4}, {5}",
            fr: "{0} : protocole '{1}' écrit dans {2} : {3}, {4}, {5}"),
        openAPIBadProtocolID = MessageID(
            "openapi.bad-protocol-id",
            en: "'{0}' is not a protocol ID: use lower-case letters, digits and '-', starting with a letter (adyen-binlookup)",
            fr: "'{0}' n'est pas un identifiant de protocole : utilisez des minuscules, des chiffres et '-', en commençant par une lettre (adyen-binlookup)"),
        openAPINoExamples = MessageID(
            "openapi.no-examples",
            en: "{0} holds no request or response example to check",
            fr: "{0} ne contient aucun exemple de requête ou de réponse à vérifier"),
        openAPIDiffProtocol = MessageID(
            "openapi.diff-protocol",
            en: "which protocol does '{0}' describe? The other side holds {1}; name one with --protocol",
            fr: "quel protocole '{0}' décrit-il ? L'autre côté en contient {1} ; nommez-en un avec --protocol"),
        openAPIContainersOne = MessageID("openapi.containers-one", en: "{0} container", fr: "{0} conteneur"),
        openAPIContainersOther = MessageID("openapi.containers-other", en: "{0} containers", fr: "{0} conteneurs")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let openAPIImportMessages: [MessageID] = [
        .openAPISubject, .openAPIAdvice, .openAPINotUTF8, .openAPISyntax, .openAPINotOpenAPI, .openAPIVersion, .openAPIInvalid, .openAPIRefDangling,
        .openAPIRefExternal, .openAPIRefCycle, .openAPIFormatDropped, .openAPIFormatPattern, .openAPIPatternDropped, .openAPIExampleDropped,
        .openAPIAlternatives, .openAPIKeywordDropped, .openAPIMethodSkipped, .openAPIParameterSkipped, .openAPIMediaSkipped, .openAPIOperationRenamed,
        .openAPIUndescribed, .openAPISecuritySkipped, .openAPIExternalExample, .openAPIOutNotEmpty, .openAPIOutFolderName, .openAPIExampleIn,
        .openAPIExampleRequest, .openAPIExampleResponse, .openAPIExampleUnmatched, .openAPIExamplesSummary, .openAPINoOperations, .openAPIPlacesOne,
        .openAPIPlacesOther, .openAPIExamplesOne, .openAPIExamplesOther, .openAPIImported, .openAPIBadProtocolID, .openAPINoExamples,
        .openAPIDiffProtocol, .openAPIContainersOne, .openAPIContainersOther,
    ]
}
