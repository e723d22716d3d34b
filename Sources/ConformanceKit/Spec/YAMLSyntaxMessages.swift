extension MessageID {
    /// The YAML reader's syntax errors (libyaml's own sentences: each English text is the reader's, which
    /// `YAMLSyntaxText` recognises to say it in the command's language).
    // swift-format-ignore
    public static let
        yamlBlockSequenceEntriesAreNotAllowedInThisContext = MessageID(
            "yaml.block-sequence-entries-are-not-allowed-in-this-context",
            en: "block sequence entries are not allowed in this context",
            fr: "les entrées de séquence en bloc ne sont pas admises à cet endroit"),
        yamlControlCharactersAreNotAllowed = MessageID(
            "yaml.control-characters-are-not-allowed",
            en: "control characters are not allowed",
            fr: "les caractères de contrôle ne sont pas admis"),
        yamlCouldNotFindExpectedColon = MessageID(
            "yaml.could-not-find-expected-colon",
            en: "could not find expected ':'",
            fr: "':' attendu introuvable"),
        yamlCouldNotFindExpectedDirectiveName = MessageID(
            "yaml.could-not-find-expected-directive-name",
            en: "could not find expected directive name",
            fr: "nom de directive attendu introuvable"),
        yamlDidNotFindURIEscapedOctet = MessageID(
            "yaml.did-not-find-uri-escaped-octet",
            en: "did not find URI escaped octet",
            fr: "octet échappé d'URI introuvable"),
        yamlDidNotFindExpectedBang = MessageID("yaml.did-not-find-expected-bang", en: "did not find expected '!'", fr: "'!' attendu introuvable"),
        yamlDidNotFindExpectedCommaOrBracket = MessageID(
            "yaml.did-not-find-expected-comma-or-bracket",
            en: "did not find expected ',' or ']'",
            fr: "',' ou ']' attendu introuvable"),
        yamlDidNotFindExpectedCommaOrBrace = MessageID(
            "yaml.did-not-find-expected-comma-or-brace",
            en: "did not find expected ',' or '}'",
            fr: "',' ou '}' attendu introuvable"),
        yamlDidNotFindExpectedDashIndicator = MessageID(
            "yaml.did-not-find-expected-dash-indicator",
            en: "did not find expected '-' indicator",
            fr: "indicateur '-' attendu introuvable"),
        yamlDidNotFindExpectedDocumentStart = MessageID(
            "yaml.did-not-find-expected-document-start",
            en: "did not find expected <document start>",
            fr: "début de document attendu introuvable"),
        yamlDidNotFindExpectedStreamStart = MessageID(
            "yaml.did-not-find-expected-stream-start",
            en: "did not find expected <stream-start>",
            fr: "début de flux attendu introuvable"),
        yamlDidNotFindExpectedAlphabeticOrNumericCharacter = MessageID(
            "yaml.did-not-find-expected-alphabetic-or-numeric-character",
            en: "did not find expected alphabetic or numeric character",
            fr: "lettre ou chiffre attendu introuvable"),
        yamlDidNotFindExpectedCommentOrLineBreak = MessageID(
            "yaml.did-not-find-expected-comment-or-line-break",
            en: "did not find expected comment or line break",
            fr: "commentaire ou fin de ligne attendu introuvable"),
        yamlDidNotFindExpectedDigitOrDotCharacter = MessageID(
            "yaml.did-not-find-expected-digit-or-dot-character",
            en: "did not find expected digit or '.' character",
            fr: "chiffre ou '.' attendu introuvable"),
        yamlDidNotFindExpectedHexdecimalNumber = MessageID(
            "yaml.did-not-find-expected-hexdecimal-number",
            en: "did not find expected hexdecimal number",
            fr: "nombre hexadécimal attendu introuvable"),
        yamlDidNotFindExpectedKey = MessageID("yaml.did-not-find-expected-key", en: "did not find expected key", fr: "clé attendue introuvable"),
        yamlDidNotFindExpectedNodeContent = MessageID(
            "yaml.did-not-find-expected-node-content",
            en: "did not find expected node content",
            fr: "contenu de nœud attendu introuvable"),
        yamlDidNotFindExpectedTagURI = MessageID(
            "yaml.did-not-find-expected-tag-uri",
            en: "did not find expected tag URI",
            fr: "URI d'étiquette attendue introuvable"),
        yamlDidNotFindExpectedVersionNumber = MessageID(
            "yaml.did-not-find-expected-version-number",
            en: "did not find expected version number",
            fr: "numéro de version attendu introuvable"),
        yamlDidNotFindExpectedWhitespace = MessageID(
            "yaml.did-not-find-expected-whitespace",
            en: "did not find expected whitespace",
            fr: "espace attendu introuvable"),
        yamlDidNotFindExpectedWhitespaceOrLineBreak = MessageID(
            "yaml.did-not-find-expected-whitespace-or-line-break",
            en: "did not find expected whitespace or line break",
            fr: "espace ou fin de ligne attendu introuvable"),
        yamlDidNotFindTheExpectedGreater = MessageID(
            "yaml.did-not-find-the-expected-greater",
            en: "did not find the expected '>'",
            fr: "'>' attendu introuvable"),
        yamlExpectedLowSurrogateArea = MessageID(
            "yaml.expected-low-surrogate-area",
            en: "expected low surrogate area",
            fr: "seconde moitié de paire de substitution attendue"),
        yamlFoundATabCharacterThatViolatesIndentation = MessageID(
            "yaml.found-a-tab-character-that-violates-indentation",
            en: "found a tab character that violates indentation",
            fr: "une tabulation rompt l'indentation"),
        yamlFoundATabCharacterWhereAnIndentationSpaceIsExpected = MessageID(
            "yaml.found-a-tab-character-where-an-indentation-space-is-expected",
            en: "found a tab character where an indentation space is expected",
            fr: "une tabulation se trouve là où une espace d'indentation est attendue"),
        yamlFoundAnIncorrectLeadingUTF8Octet = MessageID(
            "yaml.found-an-incorrect-leading-utf-8-octet",
            en: "found an incorrect leading UTF-8 octet",
            fr: "octet UTF-8 de tête incorrect"),
        yamlFoundAnIncorrectTrailingUTF8Octet = MessageID(
            "yaml.found-an-incorrect-trailing-utf-8-octet",
            en: "found an incorrect trailing UTF-8 octet",
            fr: "octet UTF-8 de suite incorrect"),
        yamlFoundAnIndentationIndicatorEqualTo0 = MessageID(
            "yaml.found-an-indentation-indicator-equal-to-0",
            en: "found an indentation indicator equal to 0",
            fr: "indicateur d'indentation égal à 0"),
        yamlFoundCharacterThatCannotStartAnyToken = MessageID(
            "yaml.found-character-that-cannot-start-any-token",
            en: "found character that cannot start any token",
            fr: "caractère qui ne peut commencer aucun élément"),
        yamlFoundDuplicatePercentTAGDirective = MessageID(
            "yaml.found-duplicate-percent-tag-directive",
            en: "found duplicate %TAG directive",
            fr: "directive %TAG en double"),
        yamlFoundDuplicatePercentYAMLDirective = MessageID(
            "yaml.found-duplicate-percent-yaml-directive",
            en: "found duplicate %YAML directive",
            fr: "directive %YAML en double"),
        yamlFoundExtremelyLongVersionNumber = MessageID(
            "yaml.found-extremely-long-version-number",
            en: "found extremely long version number",
            fr: "numéro de version démesurément long"),
        yamlFoundIncompatibleYAMLDocument = MessageID(
            "yaml.found-incompatible-yaml-document",
            en: "found incompatible YAML document",
            fr: "document YAML incompatible"),
        yamlFoundInvalidUnicodeCharacterEscapeCode = MessageID(
            "yaml.found-invalid-unicode-character-escape-code",
            en: "found invalid Unicode character escape code",
            fr: "code d'échappement de caractère Unicode invalide"),
        yamlFoundUndefinedTagHandle = MessageID(
            "yaml.found-undefined-tag-handle",
            en: "found undefined tag handle",
            fr: "préfixe d'étiquette non défini"),
        yamlFoundUnexpectedColon = MessageID("yaml.found-unexpected-colon", en: "found unexpected ':'", fr: "':' inattendu"),
        yamlFoundUnexpectedDocumentIndicator = MessageID(
            "yaml.found-unexpected-document-indicator",
            en: "found unexpected document indicator",
            fr: "indicateur de document inattendu"),
        yamlFoundUnexpectedEndOfStream = MessageID(
            "yaml.found-unexpected-end-of-stream",
            en: "found unexpected end of stream",
            fr: "fin de flux inattendue"),
        yamlFoundUnexpectedNonAlphabeticalCharacter = MessageID(
            "yaml.found-unexpected-non-alphabetical-character",
            en: "found unexpected non-alphabetical character",
            fr: "caractère non alphabétique inattendu"),
        yamlFoundUnknownDirectiveName = MessageID(
            "yaml.found-unknown-directive-name",
            en: "found unknown directive name",
            fr: "nom de directive inconnu"),
        yamlFoundUnknownEscapeCharacter = MessageID(
            "yaml.found-unknown-escape-character",
            en: "found unknown escape character",
            fr: "caractère d'échappement inconnu"),
        yamlIncompleteUTF16Character = MessageID(
            "yaml.incomplete-utf-16-character",
            en: "incomplete UTF-16 character",
            fr: "caractère UTF-16 incomplet"),
        yamlIncompleteUTF16SurrogatePair = MessageID(
            "yaml.incomplete-utf-16-surrogate-pair",
            en: "incomplete UTF-16 surrogate pair",
            fr: "paire de substitution UTF-16 incomplète"),
        yamlIncompleteUTF8OctetSequence = MessageID(
            "yaml.incomplete-utf-8-octet-sequence",
            en: "incomplete UTF-8 octet sequence",
            fr: "suite d'octets UTF-8 incomplète"),
        yamlInputError = MessageID("yaml.input-error", en: "input error", fr: "erreur de lecture"),
        yamlInputIsTooLong = MessageID("yaml.input-is-too-long", en: "input is too long", fr: "entrée trop longue"),
        yamlInvalidUnicodeCharacter = MessageID("yaml.invalid-unicode-character", en: "invalid Unicode character", fr: "caractère Unicode invalide"),
        yamlInvalidLeadingUTF8Octet = MessageID(
            "yaml.invalid-leading-utf-8-octet",
            en: "invalid leading UTF-8 octet",
            fr: "octet UTF-8 de tête invalide"),
        yamlInvalidLengthOfAUTF8Sequence = MessageID(
            "yaml.invalid-length-of-a-utf-8-sequence",
            en: "invalid length of a UTF-8 sequence",
            fr: "longueur de suite UTF-8 invalide"),
        yamlInvalidTrailingUTF8Octet = MessageID(
            "yaml.invalid-trailing-utf-8-octet",
            en: "invalid trailing UTF-8 octet",
            fr: "octet UTF-8 de suite invalide"),
        yamlMappingKeysAreNotAllowedInThisContext = MessageID(
            "yaml.mapping-keys-are-not-allowed-in-this-context",
            en: "mapping keys are not allowed in this context",
            fr: "les clés de table ne sont pas admises à cet endroit"),
        yamlMappingValuesAreNotAllowedInThisContext = MessageID(
            "yaml.mapping-values-are-not-allowed-in-this-context",
            en: "mapping values are not allowed in this context",
            fr: "les valeurs de table ne sont pas admises à cet endroit"),
        yamlUnexpectedLowSurrogateArea = MessageID(
            "yaml.unexpected-low-surrogate-area",
            en: "unexpected low surrogate area",
            fr: "seconde moitié de paire de substitution inattendue"),
        yamlWhileParsing = MessageID("yaml.while-parsing", en: "while parsing", fr: "en lisant"),
        yamlWhileParsingAPercentTAGDirective = MessageID(
            "yaml.while-parsing-a-percent-tag-directive",
            en: "while parsing a %TAG directive",
            fr: "en lisant une directive %TAG"),
        yamlWhileParsingABlockCollection = MessageID(
            "yaml.while-parsing-a-block-collection",
            en: "while parsing a block collection",
            fr: "en lisant une collection en bloc"),
        yamlWhileParsingABlockMapping = MessageID(
            "yaml.while-parsing-a-block-mapping",
            en: "while parsing a block mapping",
            fr: "en lisant une table en bloc"),
        yamlWhileParsingABlockNode = MessageID("yaml.while-parsing-a-block-node", en: "while parsing a block node", fr: "en lisant un nœud en bloc"),
        yamlWhileParsingAFlowMapping = MessageID(
            "yaml.while-parsing-a-flow-mapping",
            en: "while parsing a flow mapping",
            fr: "en lisant une table en ligne"),
        yamlWhileParsingAFlowNode = MessageID("yaml.while-parsing-a-flow-node", en: "while parsing a flow node", fr: "en lisant un nœud en ligne"),
        yamlWhileParsingAFlowSequence = MessageID(
            "yaml.while-parsing-a-flow-sequence",
            en: "while parsing a flow sequence",
            fr: "en lisant une séquence en ligne"),
        yamlWhileParsingANode = MessageID("yaml.while-parsing-a-node", en: "while parsing a node", fr: "en lisant un nœud"),
        yamlWhileParsingAQuotedScalar = MessageID(
            "yaml.while-parsing-a-quoted-scalar",
            en: "while parsing a quoted scalar",
            fr: "en lisant un scalaire entre guillemets"),
        yamlWhileParsingATag = MessageID("yaml.while-parsing-a-tag", en: "while parsing a tag", fr: "en lisant une étiquette"),
        yamlWhileParsingATagDirective = MessageID(
            "yaml.while-parsing-a-tag-directive",
            en: "while parsing a tag directive",
            fr: "en lisant une directive d'étiquette"),
        yamlWhileScanningAPercentTAGDirective = MessageID(
            "yaml.while-scanning-a-percent-tag-directive",
            en: "while scanning a %TAG directive",
            fr: "en analysant une directive %TAG"),
        yamlWhileScanningAPercentYAMLDirective = MessageID(
            "yaml.while-scanning-a-percent-yaml-directive",
            en: "while scanning a %YAML directive",
            fr: "en analysant une directive %YAML"),
        yamlWhileScanningABlockScalar = MessageID(
            "yaml.while-scanning-a-block-scalar",
            en: "while scanning a block scalar",
            fr: "en analysant un scalaire en bloc"),
        yamlWhileScanningADirective = MessageID(
            "yaml.while-scanning-a-directive",
            en: "while scanning a directive",
            fr: "en analysant une directive"),
        yamlWhileScanningAPlainScalar = MessageID(
            "yaml.while-scanning-a-plain-scalar",
            en: "while scanning a plain scalar",
            fr: "en analysant un scalaire simple"),
        yamlWhileScanningAQuotedScalar = MessageID(
            "yaml.while-scanning-a-quoted-scalar",
            en: "while scanning a quoted scalar",
            fr: "en analysant un scalaire entre guillemets"),
        yamlWhileScanningASimpleKey = MessageID(
            "yaml.while-scanning-a-simple-key",
            en: "while scanning a simple key",
            fr: "en analysant une clé simple"),
        yamlWhileScanningATag = MessageID("yaml.while-scanning-a-tag", en: "while scanning a tag", fr: "en analysant une étiquette"),
        yamlWhileScanningATagDirective = MessageID(
            "yaml.while-scanning-a-tag-directive",
            en: "while scanning a tag directive",
            fr: "en analysant une directive d'étiquette"),
        yamlWhileScanningAnAlias = MessageID("yaml.while-scanning-an-alias", en: "while scanning an alias", fr: "en analysant un alias"),
        yamlWhileScanningAnAnchor = MessageID("yaml.while-scanning-an-anchor", en: "while scanning an anchor", fr: "en analysant une ancre"),
        yamlWhileScanningForTheNextToken = MessageID(
            "yaml.while-scanning-for-the-next-token",
            en: "while scanning for the next token",
            fr: "en cherchant l'élément suivant")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let yamlSyntaxMessages: [MessageID] = [
        .yamlBlockSequenceEntriesAreNotAllowedInThisContext,
        .yamlControlCharactersAreNotAllowed, .yamlCouldNotFindExpectedColon, .yamlCouldNotFindExpectedDirectiveName, .yamlDidNotFindURIEscapedOctet,
        .yamlDidNotFindExpectedBang, .yamlDidNotFindExpectedCommaOrBracket, .yamlDidNotFindExpectedCommaOrBrace, .yamlDidNotFindExpectedDashIndicator,
        .yamlDidNotFindExpectedDocumentStart, .yamlDidNotFindExpectedStreamStart, .yamlDidNotFindExpectedAlphabeticOrNumericCharacter,
        .yamlDidNotFindExpectedCommentOrLineBreak, .yamlDidNotFindExpectedDigitOrDotCharacter, .yamlDidNotFindExpectedHexdecimalNumber,
        .yamlDidNotFindExpectedKey, .yamlDidNotFindExpectedNodeContent, .yamlDidNotFindExpectedTagURI, .yamlDidNotFindExpectedVersionNumber,
        .yamlDidNotFindExpectedWhitespace, .yamlDidNotFindExpectedWhitespaceOrLineBreak, .yamlDidNotFindTheExpectedGreater,
        .yamlExpectedLowSurrogateArea, .yamlFoundATabCharacterThatViolatesIndentation, .yamlFoundATabCharacterWhereAnIndentationSpaceIsExpected,
        .yamlFoundAnIncorrectLeadingUTF8Octet, .yamlFoundAnIncorrectTrailingUTF8Octet, .yamlFoundAnIndentationIndicatorEqualTo0,
        .yamlFoundCharacterThatCannotStartAnyToken, .yamlFoundDuplicatePercentTAGDirective, .yamlFoundDuplicatePercentYAMLDirective,
        .yamlFoundExtremelyLongVersionNumber, .yamlFoundIncompatibleYAMLDocument, .yamlFoundInvalidUnicodeCharacterEscapeCode,
        .yamlFoundUndefinedTagHandle, .yamlFoundUnexpectedColon, .yamlFoundUnexpectedDocumentIndicator, .yamlFoundUnexpectedEndOfStream,
        .yamlFoundUnexpectedNonAlphabeticalCharacter, .yamlFoundUnknownDirectiveName, .yamlFoundUnknownEscapeCharacter, .yamlIncompleteUTF16Character,
        .yamlIncompleteUTF16SurrogatePair, .yamlIncompleteUTF8OctetSequence, .yamlInputError, .yamlInputIsTooLong, .yamlInvalidUnicodeCharacter,
        .yamlInvalidLeadingUTF8Octet, .yamlInvalidLengthOfAUTF8Sequence, .yamlInvalidTrailingUTF8Octet, .yamlMappingKeysAreNotAllowedInThisContext,
        .yamlMappingValuesAreNotAllowedInThisContext, .yamlUnexpectedLowSurrogateArea, .yamlWhileParsing, .yamlWhileParsingAPercentTAGDirective,
        .yamlWhileParsingABlockCollection, .yamlWhileParsingABlockMapping, .yamlWhileParsingABlockNode, .yamlWhileParsingAFlowMapping,
        .yamlWhileParsingAFlowNode, .yamlWhileParsingAFlowSequence, .yamlWhileParsingANode, .yamlWhileParsingAQuotedScalar, .yamlWhileParsingATag,
        .yamlWhileParsingATagDirective, .yamlWhileScanningAPercentTAGDirective, .yamlWhileScanningAPercentYAMLDirective,
        .yamlWhileScanningABlockScalar, .yamlWhileScanningADirective, .yamlWhileScanningAPlainScalar, .yamlWhileScanningAQuotedScalar,
        .yamlWhileScanningASimpleKey, .yamlWhileScanningATag, .yamlWhileScanningATagDirective, .yamlWhileScanningAnAlias, .yamlWhileScanningAnAnchor,
        .yamlWhileScanningForTheNextToken,
    ]
}
