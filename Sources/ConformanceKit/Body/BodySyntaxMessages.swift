import Foundation

extension MessageID {
    /// The English and French templates of the syntax errors of bodies (JSON, forms), or nil for another area's message.
    // swift-format-ignore
    var bodySyntaxTexts: (en: String, fr: String)? {
        switch self {
        case .jsonTrailingText: ("unexpected text after the JSON value", "texte inattendu après la valeur JSON")
        case .jsonEndsEarly: ("the document ends where a value was expected", "le document s'arrête là où une valeur était attendue")
        case .jsonUnexpectedCharacter: ("unexpected character where a value was expected", "caractère inattendu là où une valeur était attendue")
        case .jsonLiteralTruncated: ("truncated literal", "littéral tronqué")
        case .jsonLiteral: ("invalid literal (expected true, false or null)", "littéral invalide (true, false ou null attendu)")
        case .jsonMemberName: ("expected a member name in double quotes", "nom de membre entre guillemets attendu")
        case .jsonColon: ("expected ':' after the member name", "':' attendu après le nom du membre")
        case .jsonObjectUnclosed: ("the object is not closed", "l'objet n'est pas fermé")
        case .jsonObjectSeparator: ("expected ',' or '}' in the object", "',' ou '}' attendu dans l'objet")
        case .jsonListUnclosed: ("the list is not closed", "la liste n'est pas fermée")
        case .jsonListSeparator: ("expected ',' or ']' in the list", "',' ou ']' attendu dans la liste")
        case .jsonNumberDigits: ("a number needs digits", "un nombre exige des chiffres")
        case .jsonLeadingZero: ("a number cannot have a leading zero", "un nombre ne peut pas commencer par un zéro")
        case .jsonFractionDigits: ("digits must follow the decimal point", "des chiffres doivent suivre le point décimal")
        case .jsonExponentDigits: ("digits must follow the exponent", "des chiffres doivent suivre l'exposant")
        case .jsonStringUTF8: ("the string is not valid UTF-8", "la chaîne n'est pas en UTF-8 valide")
        case .jsonControlCharacter: ("control character inside a string (escape it)", "caractère de contrôle dans une chaîne (échappez-le)")
        case .jsonUnpairedSurrogate: ("unpaired UTF-16 surrogate", "substitut UTF-16 non apparié")
        case .jsonSurrogatePair: ("invalid UTF-16 surrogate pair", "paire de substituts UTF-16 invalide")
        case .jsonUnicodeEscape: ("invalid \\u escape", "échappement \\u invalide")
        case .jsonEscape: ("invalid escape sequence", "séquence d'échappement invalide")
        case .jsonStringUnclosed: ("the string is not closed", "la chaîne n'est pas fermée")
        case .jsonUnicodeTruncated: ("truncated \\u escape", "échappement \\u tronqué")
        case .jsonHexDigit: ("invalid hexadecimal digit in \\u escape", "chiffre hexadécimal invalide dans \\u")
        case .bodyFormNotUTF8: ("the form is not valid UTF-8", "le formulaire n'est pas en UTF-8 valide")
        case .bodyFormPercent: ("'%' must be followed by two hexadecimal digits", "'%' doit être suivi de deux chiffres hexadécimaux")
        case .bodyFormDecodedUTF8: ("percent-decoded bytes are not valid UTF-8", "les octets décodés ne sont pas en UTF-8 valide")
        case .bodyURLInvalid: ("the URL is invalid", "l'URL est invalide")
        default: nil
        }
    }
}
