import Foundation

extension MessageID {
    /// The English and French templates of the OpenAPI import's messages (one-language specs, reading a document, what
    /// does not map, the document's examples, `specs import` and `diff` against a document); nil for the other messages.
    // swift-format-ignore
    var openAPIImportTexts: (en: String, fr: String)? {
        switch self {
        case .specUntranslated:
            ("'{0}' has no '{1}' text: the protocol's texts are written in another language (languages:); translate it when you can",
             "'{0}' n'a pas de texte '{1}' : les textes du protocole sont écrits dans une autre langue (languages:) ; traduisez-le quand vous le pourrez")
        case .openAPISubject:
            ("this OpenAPI document", "ce document OpenAPI")
        case .openAPIAdvice:
            ("a payment API's document is far smaller (the largest known is under 1 MiB): give the document alone, bundled, without what surrounds it",
             "le document d'une API de paiement est bien plus petit (le plus grand connu fait moins de 1 Mio) : donnez le document seul, regroupé, sans ce qui l'entoure")
        case .openAPINotUTF8:
            ("the document is not UTF-8 text; save it as UTF-8",
             "le document n'est pas du texte UTF-8 ; enregistrez-le en UTF-8")
        case .openAPISyntax:
            ("the document does not read as JSON or YAML: {0}",
             "le document ne se lit ni en JSON ni en YAML : {0}")
        case .openAPINoOperations:
            ("the document describes no operation (its 'paths' hold none): there is nothing to import; give a document whose paths have operations",
             "le document ne décrit aucune opération (ses 'paths' n'en contiennent pas) : il n'y a rien à importer ; donnez un document dont les chemins ont des opérations")
        case .openAPINotOpenAPI:
            ("this is not an OpenAPI document: it has no top-level 'openapi' key; give an OpenAPI 3.0 or 3.1 document (JSON or YAML)",
             "ce n'est pas un document OpenAPI : il n'a pas de clé 'openapi' au premier niveau ; donnez un document OpenAPI 3.0 ou 3.1 (JSON ou YAML)")
        case .openAPIVersion:
            ("OpenAPI version '{0}' is not read; give a 3.0.x or 3.1.x document",
             "la version OpenAPI '{0}' n'est pas lue ; donnez un document 3.0.x ou 3.1.x")
        case .openAPIInvalid:
            ("the document is not valid OpenAPI {0}: {1}",
             "le document n'est pas un OpenAPI {0} valide : {1}")
        case .openAPIRefDangling:
            ("'$ref' '{0}' names nothing in the document; fix the reference or add what it names",
             "'$ref' '{0}' ne désigne rien dans le document ; corrigez la référence ou ajoutez ce qu'elle désigne")
        case .openAPIRefExternal:
            ("'$ref' '{0}' points outside the document, and only references within it ('#/…') are followed; bundle the document into one file first",
             "'$ref' '{0}' pointe hors du document, or seules les références internes ('#/…') sont suivies ; regroupez d'abord le document en un seul fichier")
        case .openAPIRefCycle:
            ("'$ref' '{0}' comes back to itself through {1} without describing anything; make one of them a schema",
             "'$ref' '{0}' revient sur lui-même par {1} sans rien décrire ; faites de l'un d'eux un schéma")
        case .openAPIFormatDropped:
            ("format '{0}' has no counterpart among the spec's formats; left out ({1})",
             "le format '{0}' n'a pas d'équivalent parmi les formats de la spec ; omis ({1})")
        case .openAPIFormatPattern:
            ("format '{0}' has no counterpart among the spec's formats; kept as a pattern ({1})",
             "le format '{0}' n'a pas d'équivalent parmi les formats de la spec ; conservé sous forme de motif ({1})")
        case .openAPIPatternDropped:
            ("pattern '{0}' is not a regular expression the checker reads; left out",
             "le motif '{0}' n'est pas une expression régulière que le vérificateur sait lire ; omis")
        case .openAPIExampleDropped:
            ("the document's example of '{0}' breaks its own schema: {1}; left out of the spec",
             "l'exemple que le document donne de '{0}' enfreint son propre schéma : {1} ; omis de la spec")
        case .openAPIAlternatives:
            ("'{0}' accepts alternatives ({1}) the spec format cannot tell apart; imported as {2} (alternative objects give one object with all their fields, each optional)",
             "'{0}' admet des variantes ({1}) que le format de spec ne distingue pas ; importé comme {2} (des objets en variante donnent un objet réunissant tous leurs champs, chacun facultatif)")
        case .openAPIKeywordDropped:
            ("'{0}' has no counterpart in the spec format; left out ({1})",
             "'{0}' n'a pas d'équivalent dans le format de spec ; omis ({1})")
        case .openAPIMethodSkipped:
            ("operation {0} {1} is left out: the spec format knows GET, POST, PUT, PATCH and DELETE",
             "l'opération {0} {1} est omise : le format de spec connaît GET, POST, PUT, PATCH et DELETE")
        case .openAPIParameterSkipped:
            ("parameter '{0}' (in: {1}) is left out: the spec describes headers, query parameters and bodies",
             "le paramètre '{0}' (in: {1}) est omis : la spec décrit les en-têtes, les paramètres de requête et les corps")
        case .openAPIMediaSkipped:
            ("media type '{0}' is left out: a message has one encoding, and '{1}' was taken",
             "le type de média '{0}' est omis : un message a un seul encodage, et '{1}' a été retenu")
        case .openAPIOperationRenamed:
            ("operation '{0}' is named '{1}' in the spec (an operation ID is also a file name)",
             "l'opération '{0}' est nommée '{1}' dans la spec (un identifiant d'opération est aussi un nom de fichier)")
        case .openAPIUndescribed:
            ("'{0}' has no description in the document, so its name stands in for one; describe it in the spec",
             "'{0}' n'a pas de description dans le document, son nom en tient donc lieu ; décrivez-le dans la spec")
        case .openAPISecuritySkipped:
            ("security scheme '{0}' is not imported: credentials are the protocol's settings, not part of its spec",
             "le schéma de sécurité '{0}' n'est pas importé : les identifiants relèvent des réglages du protocole, pas de sa spec")
        case .openAPIExternalExample:
            ("example '{0}' is in another file (externalValue) and is not read",
             "l'exemple '{0}' se trouve dans un autre fichier (externalValue) et n'est pas lu")
        case .openAPIImported:
            ("{0}: protocol '{1}' written to {2}: {3}, {4}, {5}",
             "{0} : protocole '{1}' écrit dans {2} : {3}, {4}, {5}")
        case .openAPIOutNotEmpty:
            ("'{0}' already holds files; give a new or empty folder, the import never overwrites a spec",
             "'{0}' contient déjà des fichiers ; donnez un dossier nouveau ou vide, l'import n'écrase jamais une spec")
        case .openAPIOutFolderName:
            ("the folder '{0}' must bear the protocol's name, '{1}' (the loader reads a protocol from the folder named after it)",
             "le dossier '{0}' doit porter le nom du protocole, '{1}' (le chargeur lit un protocole dans le dossier qui porte son nom)")
        case .openAPIBadProtocolID:
            ("'{0}' is not a protocol ID: use lower-case letters, digits and '-', starting with a letter (adyen-binlookup)",
             "'{0}' n'est pas un identifiant de protocole : utilisez des minuscules, des chiffres et '-', en commençant par une lettre (adyen-binlookup)")
        case .openAPIExampleIn:
            ("in example '{0}' of {1}", "dans l'exemple '{0}' de {1}")
        case .openAPIExampleRequest:
            ("{0} request", "la requête de {0}")
        case .openAPIExampleResponse:
            ("{0} response {1}", "la réponse {1} de {0}")
        case .openAPIExampleUnmatched:
            ("example '{0}' belongs to operation '{1}', which protocol '{2}' does not have; import the document again or check the right protocol",
             "l'exemple '{0}' relève de l'opération '{1}', que le protocole '{2}' n'a pas ; importez de nouveau le document ou vérifiez le bon protocole")
        case .openAPIExamplesSummary:
            ("{0}: {1} checked against protocol '{2}', {3} conformant; {4}, {5}",
             "{0} : {1} vérifiés selon le protocole '{2}', {3} conformes ; {4}, {5}")
        case .openAPINoExamples:
            ("{0} holds no request or response example to check",
             "{0} ne contient aucun exemple de requête ou de réponse à vérifier")
        case .openAPIDiffProtocol:
            ("which protocol does '{0}' describe? The other side holds {1}; name one with --protocol",
             "quel protocole '{0}' décrit-il ? L'autre côté en contient {1} ; nommez-en un avec --protocol")
        case .openAPIPlacesOne: ("once, here", "une fois, ici")
        case .openAPIPlacesOther: ("{0} times, the first here", "{0} fois, la première ici")
        case .openAPIContainersOne: ("{0} container", "{0} conteneur")
        case .openAPIContainersOther: ("{0} containers", "{0} conteneurs")
        case .openAPIExamplesOne: ("{0} example", "{0} exemple")
        case .openAPIExamplesOther: ("{0} examples", "{0} exemples")
        default: nil
        }
    }
}
