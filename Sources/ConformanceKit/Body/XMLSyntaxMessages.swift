import Foundation

extension MessageID {
    /// The templates of the XML reader's syntax errors, or nil for another area's message.
    // swift-format-ignore
    var xmlSyntaxTexts: (en: String, fr: String)? {
        switch self {
        case .xmlNameExpected:
            ("{0} name expected",
             "nom {0} attendu")
        case .xmlEmptyPrefix:
            ("the name {0} has an empty prefix or local part",
             "le nom {0} a un préfixe ou un nom local vide")
        case .xmlElementUnclosed:
            ("the element <{0}> is not closed",
             "l'élément <{0}> n'est pas fermé")
        case .xmlDeclarationInElement:
            ("a declaration is not allowed inside an element",
             "une déclaration est interdite dans un élément")
        case .xmlNoRoot:
            ("no root element",
             "aucun élément racine")
        case .xmlCDATAEndInText:
            ("']]>' is not allowed in text",
             "']]>' est interdit dans le texte")
        case .xmlCDATAUnclosed:
            ("the CDATA section is not closed",
             "la section CDATA n'est pas fermée")
        case .xmlCharacterReference:
            ("malformed character reference",
             "référence de caractère mal formée")
        case .xmlForbiddenReference:
            ("character reference to a character XML forbids (U+{0})",
             "référence à un caractère interdit en XML (U+{0})")
        case .xmlBareAmpersand:
            ("'&' must start an entity such as &amp;",
             "'&' doit commencer une entité comme &amp;")
        case .xmlUndefinedEntity:
            ("undefined entity &{0}; (only &lt; &gt; &amp; &apos; &quot; and character references; no DTD entities)",
             "entité &{0}; non définie (seules &lt; &gt; &amp; &apos; &quot; et les références de caractère ; pas d'entités de DTD)")
        case .xmlStartTagUnclosed:
            ("the start tag is not closed",
             "la balise ouvrante n'est pas fermée")
        case .xmlSpaceBeforeAttribute:
            ("white space expected before an attribute",
             "espace attendu avant un attribut")
        case .xmlAttributeEquals:
            ("'=' expected after the attribute name",
             "'=' attendu après le nom de l'attribut")
        case .xmlAttributeTwice:
            ("the attribute {0} appears twice",
             "l'attribut {0} apparaît deux fois")
        case .xmlEmptyTagClose:
            ("'>' expected after '/'",
             "'>' attendu après '/'")
        case .xmlAttributeQuotes:
            ("the attribute value must be in quotes",
             "la valeur de l'attribut doit être entre guillemets")
        case .xmlAttributeUnclosed:
            ("the attribute value is not closed",
             "la valeur de l'attribut n'est pas fermée")
        case .xmlLessThanInAttribute:
            ("'<' is not allowed in an attribute value",
             "'<' est interdit dans une valeur d'attribut")
        case .xmlEndTagClose:
            ("'>' expected to close the end tag",
             "'>' attendu pour fermer la balise fermante")
        case .xmlEndTagAlone:
            ("an end tag without a start tag",
             "une balise fermante sans balise ouvrante")
        case .xmlEndTagMismatch:
            ("the end tag </{0}> does not match the start tag <{1}>",
             "la balise fermante </{0}> ne correspond pas à la balise ouvrante <{1}>")
        case .xmlDoctype:
            ("a DOCTYPE is not accepted: no DTD, no external or custom entities (gateways refuse them too); remove the DOCTYPE",
             "un DOCTYPE n'est pas accepté : ni DTD, ni entités externes ou personnalisées (les passerelles les refusent aussi) ; retirez le DOCTYPE")
        case .xmlSecondRoot:
            ("a second root element (a document has one root)",
             "un second élément racine (un document n'a qu'une racine)")
        case .xmlUTF16:
            ("the document is UTF-16; only UTF-8 is accepted",
             "le document est en UTF-16 ; seul l'UTF-8 est accepté")
        case .xmlControlCharacter:
            ("control character U+{0} is not allowed in XML",
             "le caractère de contrôle U+{0} est interdit en XML")
        case .xmlForbiddenCharacter:
            ("character U+{0} is not allowed in XML",
             "le caractère U+{0} est interdit en XML")
        case .xmlInvalidUTF8:
            ("the document is not valid UTF-8",
             "le document n'est pas en UTF-8 valide")
        case .xmlDeclarationMalformed:
            ("malformed XML declaration",
             "déclaration XML mal formée")
        case .xmlDeclarationEquals:
            ("'=' expected in the XML declaration",
             "'=' attendu dans la déclaration XML")
        case .xmlDeclarationQuote:
            ("a quoted value is expected in the XML declaration",
             "une valeur entre guillemets est attendue dans la déclaration XML")
        case .xmlDeclarationUnterminated:
            ("unterminated value in the XML declaration",
             "valeur non terminée dans la déclaration XML")
        case .xmlVersionUnsupported:
            ("unsupported XML version {0}",
             "version XML {0} non prise en charge")
        case .xmlEncodingUnsupported:
            ("the document declares the encoding {0}; only UTF-8 is accepted",
             "le document déclare l'encodage {0} ; seul l'UTF-8 est accepté")
        case .xmlDeclarationUnknown:
            ("unknown XML declaration attribute {0}",
             "attribut de déclaration XML inconnu : {0}")
        case .xmlDeclarationNoVersion:
            ("the XML declaration has no version",
             "la déclaration XML n'a pas de version")
        case .xmlDoubleHyphenInComment:
            ("'--' is not allowed inside a comment",
             "'--' est interdit dans un commentaire")
        case .xmlCommentUnclosed:
            ("the comment is not closed",
             "le commentaire n'est pas fermé")
        case .xmlInstructionTarget:
            ("a processing instruction needs a target name",
             "une instruction de traitement exige un nom de cible")
        case .xmlDeclarationNotFirst:
            ("the XML declaration is only allowed at the very start of the document",
             "la déclaration XML n'est permise qu'au tout début du document")
        case .xmlInstructionSpace:
            ("white space expected after the processing instruction's target",
             "espace attendu après la cible de l'instruction de traitement")
        case .xmlInstructionUnclosed:
            ("the processing instruction is not closed",
             "l'instruction de traitement n'est pas fermée")
        case .xmlTextBeforeRoot:
            ("text before the root element",
             "texte avant l'élément racine")
        case .xmlTextAfterRoot:
            ("text after the root element",
             "texte après l'élément racine")
        case .xmlWhatElement:
            ("an element",
             "d'élément")
        case .xmlWhatAttribute:
            ("an attribute",
             "d'attribut")
        default: nil
        }
    }
}
