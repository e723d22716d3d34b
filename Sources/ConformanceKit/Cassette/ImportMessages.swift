import Foundation

extension MessageID {
    /// The templates of the cassette importer's errors (HAR, VCR, vcrpy), or nil for another area's message.
    // swift-format-ignore
    var importTexts: (en: String, fr: String)? {
        switch self {
        case .importObjectMissing:
            ("this required object is missing",
             "cet objet obligatoire manque")
        case .importExpectedObject:
            ("expected an object, found {0}",
             "objet attendu, {0} trouvé")
        case .importStringMissing:
            ("this required string is missing",
             "cette chaîne obligatoire manque")
        case .importExpectedString:
            ("expected a string, found {0}",
             "chaîne attendue, {0} trouvé")
        case .importHARNoLog:
            ("there is no 'log' object; a HAR file looks like {\"log\": {\"entries\": [...]}}, export it again from the browser or mitmproxy",
             "il n'y a pas d'objet 'log' ; un fichier HAR a la forme {\"log\": {\"entries\": [...]}}, exportez-le de nouveau depuis le navigateur ou mitmproxy")
        case .importHARNoEntries:
            ("there is no 'entries' list, so there are no requests to import; export the HAR again with its requests",
             "il n'y a pas de liste 'entries', donc aucune requête à importer ; exportez de nouveau le HAR avec ses requêtes")
        case .importExpectedList:
            ("expected a list, found {0}",
             "liste attendue, {0} trouvé")
        case .importListEmpty:
            ("the list is empty, so there are no requests to import",
             "la liste est vide, donc aucune requête à importer")
        case .importHARSyntax:
            ("{0}; the HAR is not valid JSON (a truncated download or an interrupted export?), export it again",
             "{0} ; le HAR n'est pas du JSON valide (téléchargement tronqué ou export interrompu ?), exportez-le de nouveau")
        case .importExpectedPairs:
            ("expected a list of {name, value}",
             "liste de {name, value} attendue")
        case .importNotAbsoluteURL:
            ("'{0}' is not an absolute URL (scheme://host/path)",
             "'{0}' n'est pas une URL absolue (schéma://hôte/chemin)")
        case .importExpectedWholeNumber:
            ("expected a whole number",
             "nombre entier attendu")
        case .importHARStatus:
            ("{0} is not an HTTP status (0 means no response was received, e.g. a cancelled or blocked request); remove this entry from the HAR and import again",
             "{0} n'est pas un statut HTTP (0 signifie qu'aucune réponse n'a été reçue, par exemple une requête annulée ou bloquée) ; retirez cette entrée du HAR puis importez de nouveau")
        case .importHARBase64:
            ("the text is marked \"encoding\": \"base64\" but is not valid Base64",
             "le texte est marqué \"encoding\": \"base64\" mais n'est pas du Base64 valide")
        case .importHAREncoding:
            ("unsupported encoding '{0}'; only \"base64\" (or no encoding) is understood",
             "encodage '{0}' non pris en charge ; seul \"base64\" (ou aucun encodage) est compris")
        case .importNULByte:
            ("byte {0} is a NUL byte, which a text file never holds (a binary file, or a device such as /dev/zero?); give the exported {1} file",
             "l'octet {0} est un octet nul, ce qu'un fichier texte ne contient jamais (un fichier binaire, ou un périphérique comme /dev/zero ?) ; donnez le fichier {1} exporté")
        case .importFileEmpty:
            ("the file is empty; export the recording again",
             "le fichier est vide ; exportez de nouveau l'enregistrement")
        case .importUnreadable:
            ("the file cannot be read ({0}); check the path",
             "le fichier est illisible ({0}) ; vérifiez le chemin")
        case .importOtherFormat:
            ("there is no '{0}' list but there is '{1}': this looks like a {2} cassette; import it with format '{3}'",
             "il n'y a pas de liste '{0}' mais il y a '{1}' : cela ressemble à une cassette {2} ; importez-la avec le format '{3}'")
        case .importNoList:
            ("there is no '{0}' list, so this is not a {1} cassette; check the file and the format",
             "il n'y a pas de liste '{0}', ce n'est donc pas une cassette {1} ; vérifiez le fichier et le format")
        case .importNotStatus:
            ("'{0}' is not an HTTP status (100 to 599)",
             "'{0}' n'est pas un statut HTTP (100 à 599)")
        case .importBase64:
            ("the value is not valid Base64",
             "la valeur n'est pas du Base64 valide")
        case .importVCRPyVersion:
            ("vcrpy cassette version {0} is not supported (only version 1); re-record it with a vcrpy that writes version 1",
             "la version {0} des cassettes vcrpy n'est pas prise en charge (seule la version 1) ; réenregistrez-la avec un vcrpy qui écrit la version 1")
        case .importAliases:
            ("the YAML's aliases expand it to more than {0} values, far more than its {1} bytes spell out; a cassette does not need aliases, remove them",
             "les alias du YAML le déploient en plus de {0} valeurs, bien plus que ses {1} octets n'en écrivent ; une cassette n'a pas besoin d'alias, retirez-les")
        case .importNoDocument:
            ("the file holds no YAML document; export the cassette again",
             "le fichier ne contient aucun document YAML ; exportez de nouveau la cassette")
        case .importTagObject:
            ("the YAML tag '{0}' asks for a {1} object, and the importer never builds objects from a file; re-record the cassette so it holds plain strings, lists and mappings, or replace the tagged value with its plain text",
             "l'étiquette YAML '{0}' demande un objet {1}, et l'import ne construit jamais d'objet depuis un fichier ; réenregistrez la cassette avec des chaînes, listes et tables simples, ou remplacez la valeur étiquetée par son texte")
        case .importTagUnsupported:
            ("the YAML tag '{0}' is not supported; only plain strings, numbers, lists, mappings and !!binary are imported, remove the tag",
             "l'étiquette YAML '{0}' n'est pas prise en charge ; seuls les chaînes, nombres, listes, tables et !!binary sont importés, retirez l'étiquette")
        case .importMappingMissing:
            ("this required mapping is missing",
             "cette table obligatoire manque")
        case .importExpectedMapping:
            ("expected a mapping (key: value), found {0}",
             "table (clé: valeur) attendue, {0} trouvé")
        case .importKeyNotScalar:
            ("a key must be a single value",
             "une clé doit être une valeur simple")
        case .importExpectedYAMLList:
            ("expected a list, found {0}",
             "liste attendue, {0} trouvée")
        case .importValueMissing:
            ("this required value is missing",
             "cette valeur obligatoire manque")
        case .importExpectedText:
            ("expected a single text value, found {0}",
             "valeur texte simple attendue, {0} trouvé")
        case .importBinaryBase64:
            ("the !!binary value is not valid Base64",
             "la valeur !!binary n'est pas du Base64 valide")
        case .importBodyKind:
            ("this body is {0}, which this importer does not understand; expected {1}. Replace it with the body as a string (or as !!binary Base64) and import again",
             "ce corps est {0}, forme que l'import ne comprend pas ; attendu : {1}. Remplacez-le par le corps en chaîne (ou en Base64 !!binary) puis importez de nouveau")
        case .importNotUTF8:
            ("the file is not UTF-8 text; save it as UTF-8",
             "le fichier n'est pas du texte UTF-8 ; enregistrez-le en UTF-8")
        case .importKindMapping:
            ("a mapping",
             "une table")
        case .importKindList:
            ("a list",
             "une liste")
        case .importKindValue:
            ("a single value",
             "une valeur simple")
        case .importKindAlias:
            ("an alias",
             "un alias")
        case .importShapeVCRBody:
            ("a mapping with 'string' or 'base64_string'",
             "une table avec 'string' ou 'base64_string'")
        case .importShapeVCRString:
            ("a string or !binary Base64",
             "une chaîne ou du Base64 !binary")
        case .importShapeVCRPyBody:
            ("null, a string or !!binary",
             "null, une chaîne ou !!binary")
        case .importShapeVCRPyResponse:
            ("a mapping with 'string' (null, a string or !!binary)",
             "une table avec 'string' (null, une chaîne ou !!binary)")
        case .importYAMLSyntax:
            ("YAML syntax error: {0}; fix the YAML syntax or record the cassette again",
             "erreur de syntaxe YAML : {0} ; corrigez la syntaxe YAML ou réenregistrez la cassette")
        case .importYAMLDuplicateKeys:
            ("a mapping repeats the key(s) {0}; fix the YAML syntax or record the cassette again",
             "une table répète la ou les clés {0} ; corrigez la syntaxe YAML ou réenregistrez la cassette")
        case .importYAMLError:
            ("YAML error: {0}; fix the YAML syntax or record the cassette again",
             "erreur YAML : {0} ; corrigez la syntaxe YAML ou réenregistrez la cassette")
        case .importNoInteraction:
            ("the file holds no interaction to import",
             "le fichier ne contient aucune interaction à importer")
        default: nil
        }
    }
}
