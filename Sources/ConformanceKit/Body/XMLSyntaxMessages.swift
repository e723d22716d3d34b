extension MessageID {
    /// The XML reader's syntax errors.
    // swift-format-ignore
    public static let
        xmlNameExpected = MessageID("xml.name-expected", en: "{0} name expected", fr: "nom {0} attendu"),
        xmlEmptyPrefix = MessageID(
            "xml.empty-prefix",
            en: "the name {0} has an empty prefix or local part",
            fr: "le nom {0} a un préfixe ou un nom local vide"),
        xmlElementUnclosed = MessageID("xml.element-unclosed", en: "the element <{0}> is not closed", fr: "l'élément <{0}> n'est pas fermé"),
        xmlDeclarationInElement = MessageID(
            "xml.declaration-in-element",
            en: "a declaration is not allowed inside an element",
            fr: "une déclaration est interdite dans un élément"),
        xmlNoRoot = MessageID("xml.no-root", en: "no root element", fr: "aucun élément racine"),
        xmlCDATAEndInText = MessageID("xml.cdata-end-in-text", en: "']]>' is not allowed in text", fr: "']]>' est interdit dans le texte"),
        xmlCDATAUnclosed = MessageID("xml.cdata-unclosed", en: "the CDATA section is not closed", fr: "la section CDATA n'est pas fermée"),
        xmlCharacterReference = MessageID("xml.character-reference", en: "malformed character reference", fr: "référence de caractère mal formée"),
        xmlForbiddenReference = MessageID(
            "xml.forbidden-reference",
            en: "character reference to a character XML forbids (U+{0})",
            fr: "référence à un caractère interdit en XML (U+{0})"),
        xmlBareAmpersand = MessageID(
            "xml.bare-ampersand",
            en: "'&' must start an entity such as &amp;",
            fr: "'&' doit commencer une entité comme &amp;"),
        xmlUndefinedEntity = MessageID(
            "xml.undefined-entity",
            en: "undefined entity &{0}; (only &lt; &gt; &amp; &apos; &quot; and character references; no DTD entities)",
            fr: "entité &{0}; non définie (seules &lt; &gt; &amp; &apos; &quot; et les références de caractère ; pas d'entités de DTD)"),
        xmlStartTagUnclosed = MessageID("xml.start-tag-unclosed", en: "the start tag is not closed", fr: "la balise ouvrante n'est pas fermée"),
        xmlSpaceBeforeAttribute = MessageID(
            "xml.space-before-attribute",
            en: "white space expected before an attribute",
            fr: "espace attendu avant un attribut"),
        xmlAttributeEquals = MessageID(
            "xml.attribute-equals",
            en: "'=' expected after the attribute name",
            fr: "'=' attendu après le nom de l'attribut"),
        xmlAttributeTwice = MessageID("xml.attribute-twice", en: "the attribute {0} appears twice", fr: "l'attribut {0} apparaît deux fois"),
        xmlEmptyTagClose = MessageID("xml.empty-tag-close", en: "'>' expected after '/'", fr: "'>' attendu après '/'"),
        xmlAttributeQuotes = MessageID(
            "xml.attribute-quotes",
            en: "the attribute value must be in quotes",
            fr: "la valeur de l'attribut doit être entre guillemets"),
        xmlAttributeUnclosed = MessageID(
            "xml.attribute-unclosed",
            en: "the attribute value is not closed",
            fr: "la valeur de l'attribut n'est pas fermée"),
        xmlLessThanInAttribute = MessageID(
            "xml.less-than-in-attribute",
            en: "'<' is not allowed in an attribute value",
            fr: "'<' est interdit dans une valeur d'attribut"),
        xmlEndTagClose = MessageID("xml.end-tag-close", en: "'>' expected to close the end tag", fr: "'>' attendu pour fermer la balise fermante"),
        xmlEndTagAlone = MessageID("xml.end-tag-alone", en: "an end tag without a start tag", fr: "une balise fermante sans balise ouvrante"),
        xmlEndTagMismatch = MessageID(
            "xml.end-tag-mismatch",
            en: "the end tag </{0}> does not match the start tag <{1}>",
            fr: "la balise fermante </{0}> ne correspond pas à la balise ouvrante <{1}>"),
        xmlDoctype = MessageID(
            "xml.doctype",
            en: "a DOCTYPE is not accepted: no DTD, no external or custom entities (gateways refuse them too); remove the DOCTYPE",
            fr: "un DOCTYPE n'est pas accepté : ni DTD, ni entités externes ou personnalisées (les passerelles les refusent aussi) ; retirez le DOCTYPE"),
        xmlSecondRoot = MessageID(
            "xml.second-root",
            en: "a second root element (a document has one root)",
            fr: "un second élément racine (un document n'a qu'une racine)"),
        xmlUTF16 = MessageID(
            "xml.utf16",
            en: "the document is UTF-16; only UTF-8 is accepted",
            fr: "le document est en UTF-16 ; seul l'UTF-8 est accepté"),
        xmlControlCharacter = MessageID(
            "xml.control-character",
            en: "control character U+{0} is not allowed in XML",
            fr: "le caractère de contrôle U+{0} est interdit en XML"),
        xmlForbiddenCharacter = MessageID(
            "xml.forbidden-character",
            en: "character U+{0} is not allowed in XML",
            fr: "le caractère U+{0} est interdit en XML"),
        xmlInvalidUTF8 = MessageID("xml.invalid-utf8", en: "the document is not valid UTF-8", fr: "le document n'est pas en UTF-8 valide"),
        xmlDeclarationMalformed = MessageID("xml.declaration-malformed", en: "malformed XML declaration", fr: "déclaration XML mal formée"),
        xmlDeclarationEquals = MessageID(
            "xml.declaration-equals",
            en: "'=' expected in the XML declaration",
            fr: "'=' attendu dans la déclaration XML"),
        xmlDeclarationQuote = MessageID(
            "xml.declaration-quote",
            en: "a quoted value is expected in the XML declaration",
            fr: "une valeur entre guillemets est attendue dans la déclaration XML"),
        xmlDeclarationUnterminated = MessageID(
            "xml.declaration-unterminated",
            en: "unterminated value in the XML declaration",
            fr: "valeur non terminée dans la déclaration XML"),
        xmlVersionUnsupported = MessageID("xml.version-unsupported", en: "unsupported XML version {0}", fr: "version XML {0} non prise en charge"),
        xmlEncodingUnsupported = MessageID(
            "xml.encoding-unsupported",
            en: "the document declares the encoding {0}; only UTF-8 is accepted",
            fr: "le document déclare l'encodage {0} ; seul l'UTF-8 est accepté"),
        xmlDeclarationUnknown = MessageID(
            "xml.declaration-unknown",
            en: "unknown XML declaration attribute {0}",
            fr: "attribut de déclaration XML inconnu : {0}"),
        xmlDeclarationNoVersion = MessageID(
            "xml.declaration-no-version",
            en: "the XML declaration has no version",
            fr: "la déclaration XML n'a pas de version"),
        xmlDoubleHyphenInComment = MessageID(
            "xml.double-hyphen-in-comment",
            en: "'--' is not allowed inside a comment",
            fr: "'--' est interdit dans un commentaire"),
        xmlCommentUnclosed = MessageID("xml.comment-unclosed", en: "the comment is not closed", fr: "le commentaire n'est pas fermé"),
        xmlInstructionTarget = MessageID(
            "xml.instruction-target",
            en: "a processing instruction needs a target name",
            fr: "une instruction de traitement exige un nom de cible"),
        xmlDeclarationNotFirst = MessageID(
            "xml.declaration-not-first",
            en: "the XML declaration is only allowed at the very start of the document",
            fr: "la déclaration XML n'est permise qu'au tout début du document"),
        xmlInstructionSpace = MessageID(
            "xml.instruction-space",
            en: "white space expected after the processing instruction's target",
            fr: "espace attendu après la cible de l'instruction de traitement"),
        xmlInstructionUnclosed = MessageID(
            "xml.instruction-unclosed",
            en: "the processing instruction is not closed",
            fr: "l'instruction de traitement n'est pas fermée"),
        xmlTextBeforeRoot = MessageID("xml.text-before-root", en: "text before the root element", fr: "texte avant l'élément racine"),
        xmlTextAfterRoot = MessageID("xml.text-after-root", en: "text after the root element", fr: "texte après l'élément racine"),
        xmlWhatElement = MessageID("xml.what-element", en: "an element", fr: "d'élément"),
        xmlWhatAttribute = MessageID("xml.what-attribute", en: "an attribute", fr: "d'attribut")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let xmlSyntaxMessages: [MessageID] = [
        .xmlNameExpected, .xmlEmptyPrefix, .xmlElementUnclosed, .xmlDeclarationInElement, .xmlNoRoot, .xmlCDATAEndInText, .xmlCDATAUnclosed,
        .xmlCharacterReference, .xmlForbiddenReference, .xmlBareAmpersand, .xmlUndefinedEntity, .xmlStartTagUnclosed, .xmlSpaceBeforeAttribute,
        .xmlAttributeEquals, .xmlAttributeTwice, .xmlEmptyTagClose, .xmlAttributeQuotes, .xmlAttributeUnclosed, .xmlLessThanInAttribute,
        .xmlEndTagClose, .xmlEndTagAlone, .xmlEndTagMismatch, .xmlDoctype, .xmlSecondRoot, .xmlUTF16, .xmlControlCharacter, .xmlForbiddenCharacter,
        .xmlInvalidUTF8, .xmlDeclarationMalformed, .xmlDeclarationEquals, .xmlDeclarationQuote, .xmlDeclarationUnterminated, .xmlVersionUnsupported,
        .xmlEncodingUnsupported, .xmlDeclarationUnknown, .xmlDeclarationNoVersion, .xmlDoubleHyphenInComment, .xmlCommentUnclosed,
        .xmlInstructionTarget, .xmlDeclarationNotFirst, .xmlInstructionSpace, .xmlInstructionUnclosed, .xmlTextBeforeRoot, .xmlTextAfterRoot,
        .xmlWhatElement, .xmlWhatAttribute,
    ]
}
