extension MessageID {
    /// The syntax errors of bodies (JSON, forms).
    // swift-format-ignore
    public static let
        jsonTrailingText = MessageID("json.trailing-text", en: "unexpected text after the JSON value", fr: "texte inattendu après la valeur JSON"),
        jsonEndsEarly = MessageID(
            "json.ends-early",
            en: "the document ends where a value was expected",
            fr: "le document s'arrête là où une valeur était attendue"),
        jsonUnexpectedCharacter = MessageID(
            "json.unexpected-character",
            en: "unexpected character where a value was expected",
            fr: "caractère inattendu là où une valeur était attendue"),
        jsonLiteralTruncated = MessageID("json.literal-truncated", en: "truncated literal", fr: "littéral tronqué"),
        jsonLiteral = MessageID(
            "json.literal",
            en: "invalid literal (expected true, false or null)",
            fr: "littéral invalide (true, false ou null attendu)"),
        jsonMemberName = MessageID("json.member-name", en: "expected a member name in double quotes", fr: "nom de membre entre guillemets attendu"),
        jsonColon = MessageID("json.colon", en: "expected ':' after the member name", fr: "':' attendu après le nom du membre"),
        jsonObjectUnclosed = MessageID("json.object-unclosed", en: "the object is not closed", fr: "l'objet n'est pas fermé"),
        jsonObjectSeparator = MessageID("json.object-separator", en: "expected ',' or '}' in the object", fr: "',' ou '}' attendu dans l'objet"),
        jsonListUnclosed = MessageID("json.list-unclosed", en: "the list is not closed", fr: "la liste n'est pas fermée"),
        jsonListSeparator = MessageID("json.list-separator", en: "expected ',' or ']' in the list", fr: "',' ou ']' attendu dans la liste"),
        jsonNumberDigits = MessageID("json.number-digits", en: "a number needs digits", fr: "un nombre exige des chiffres"),
        jsonLeadingZero = MessageID(
            "json.leading-zero",
            en: "a number cannot have a leading zero",
            fr: "un nombre ne peut pas commencer par un zéro"),
        jsonFractionDigits = MessageID(
            "json.fraction-digits",
            en: "digits must follow the decimal point",
            fr: "des chiffres doivent suivre le point décimal"),
        jsonExponentDigits = MessageID("json.exponent-digits", en: "digits must follow the exponent", fr: "des chiffres doivent suivre l'exposant"),
        jsonStringUTF8 = MessageID("json.string-utf8", en: "the string is not valid UTF-8", fr: "la chaîne n'est pas en UTF-8 valide"),
        jsonControlCharacter = MessageID(
            "json.control-character",
            en: "control character inside a string (escape it)",
            fr: "caractère de contrôle dans une chaîne (échappez-le)"),
        jsonUnpairedSurrogate = MessageID("json.unpaired-surrogate", en: "unpaired UTF-16 surrogate", fr: "substitut UTF-16 non apparié"),
        jsonSurrogatePair = MessageID("json.surrogate-pair", en: "invalid UTF-16 surrogate pair", fr: "paire de substituts UTF-16 invalide"),
        jsonUnicodeEscape = MessageID("json.unicode-escape", en: "invalid \\u escape", fr: "échappement \\u invalide"),
        jsonEscape = MessageID("json.escape", en: "invalid escape sequence", fr: "séquence d'échappement invalide"),
        jsonStringUnclosed = MessageID("json.string-unclosed", en: "the string is not closed", fr: "la chaîne n'est pas fermée"),
        jsonUnicodeTruncated = MessageID("json.unicode-truncated", en: "truncated \\u escape", fr: "échappement \\u tronqué"),
        jsonHexDigit = MessageID("json.hex-digit", en: "invalid hexadecimal digit in \\u escape", fr: "chiffre hexadécimal invalide dans \\u"),
        bodyFormNotUTF8 = MessageID("body.form-not-utf8", en: "the form is not valid UTF-8", fr: "le formulaire n'est pas en UTF-8 valide"),
        bodyFormPercent = MessageID(
            "body.form-percent",
            en: "'%' must be followed by two hexadecimal digits",
            fr: "'%' doit être suivi de deux chiffres hexadécimaux"),
        bodyFormDecodedUTF8 = MessageID(
            "body.form-decoded-utf8",
            en: "percent-decoded bytes are not valid UTF-8",
            fr: "les octets décodés ne sont pas en UTF-8 valide")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let bodySyntaxMessages: [MessageID] = [
        .jsonTrailingText, .jsonEndsEarly, .jsonUnexpectedCharacter, .jsonLiteralTruncated, .jsonLiteral, .jsonMemberName, .jsonColon,
        .jsonObjectUnclosed, .jsonObjectSeparator, .jsonListUnclosed, .jsonListSeparator, .jsonNumberDigits, .jsonLeadingZero, .jsonFractionDigits,
        .jsonExponentDigits, .jsonStringUTF8, .jsonControlCharacter, .jsonUnpairedSurrogate, .jsonSurrogatePair, .jsonUnicodeEscape, .jsonEscape,
        .jsonStringUnclosed, .jsonUnicodeTruncated, .jsonHexDigit, .bodyFormNotUTF8, .bodyFormPercent, .bodyFormDecodedUTF8,
    ]
}
