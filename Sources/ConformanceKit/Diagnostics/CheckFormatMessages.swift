import Foundation

extension MessageID {
    /// The English and French templates of the value formats' reasons, the checker's range and pattern reasons,
    /// the generated condition texts and the positions of import problems (the catalogue hands them over here).
    // swift-format-ignore
    var checkFormatTexts: (en: String, fr: String) {
        switch self {
        case .formatNotDigits:
            ("only the digits 0-9 are allowed",
             "seuls les chiffres 0-9 sont admis")
        case .formatNotAlphanumeric:
            ("only letters A-Z, a-z and digits are allowed",
             "seules les lettres A-Z, a-z et les chiffres sont admis")
        case .formatNotDecimal:
            ("expected digits with an optional decimal part, like 10.00",
             "chiffres avec partie décimale facultative attendus, comme 10.00")
        case .formatLuhn:
            ("the Luhn check digit is wrong",
             "la clé de Luhn est fausse")
        case .formatMod10PlusOne:
            ("the Luhn sum must be 1 modulo 10",
             "la somme de Luhn doit valoir 1 modulo 10")
        case .formatMaskedPAN:
            ("expected digits around a run of mask characters (#, X or *)",
             "chiffres entourant des caractères de masque (#, X ou *) attendus")
        case .formatNotHex:
            ("expected hexadecimal digits",
             "chiffres hexadécimaux attendus")
        case .formatNotHexLower:
            ("expected lower-case hexadecimal digits",
             "chiffres hexadécimaux en minuscules attendus")
        case .formatNotBase64:
            ("not valid Base64 (A-Z a-z 0-9 + / with = padding)",
             "Base64 invalide (A-Z a-z 0-9 + / complété par =)")
        case .formatNotBase64url:
            ("not valid base64url (A-Z a-z 0-9 - _)",
             "base64url invalide (A-Z a-z 0-9 - _)")
        case .formatNotJWE:
            ("expected a JWE in compact form: five base64url parts separated by dots",
             "JWE compact attendu : cinq parties base64url séparées par des points")
        case .formatNotPrintable:
            ("only printable ASCII characters (0x20-0x7E) are allowed",
             "seuls les caractères ASCII imprimables (0x20-0x7E) sont admis")
        case .formatNotURL:
            ("expected an absolute http or https URL",
             "URL absolue http ou https attendue")
        case .formatNotEmail:
            ("expected an e-mail address",
             "adresse électronique attendue")
        case .formatNotUUID:
            ("expected a UUID (8-4-4-4-12 hexadecimal digits)",
             "UUID attendu (8-4-4-4-12 chiffres hexadécimaux)")
        case .formatXMLDateTimeLayout:
            ("expected an XML Schema dateTime: yyyy-MM-ddTHH:mm:ss, then an optional fraction and an optional zone (Z or ±hh:mm), like 2016-05-15T23:07:36",
             "dateTime XML Schema attendu : yyyy-MM-ddTHH:mm:ss, puis une fraction facultative et un fuseau facultatif (Z ou ±hh:mm), comme 2016-05-15T23:07:36")
        case .formatDateTimeLayout:
            ("expected an RFC 3339 date and time: yyyy-MM-ddTHH:mm:ss, an optional fraction, then Z or ±hh:mm, like 2024-05-01T12:30:00+02:00",
             "date et heure RFC 3339 attendues : yyyy-MM-ddTHH:mm:ss, une fraction facultative, puis Z ou ±hh:mm, comme 2024-05-01T12:30:00+02:00")
        case .formatNoSuchDate:
            ("{0} is not a real date (month 01-12, day within the month, 29 February only in leap years)",
             "{0} n'est pas une date réelle (mois 01-12, jour compris dans le mois, 29 février seulement les années bissextiles)")
        case .formatXMLTimeOutOfRange:
            ("{0} is not a valid time (hour 00-23 or exactly 24:00:00, minute and second 00-59)",
             "{0} n'est pas une heure valide (heure 00-23 ou exactement 24:00:00, minute et seconde 00-59)")
        case .formatTimeOutOfRange:
            ("{0} is not a valid time (hour 00-23, minute and second 00-59; second 60 only for a leap second at 23:59 UTC)",
             "{0} n'est pas une heure valide (heure 00-23, minute et seconde 00-59 ; seconde 60 seulement pour une seconde intercalaire à 23:59 UTC)")
        case .formatZoneMissing:
            ("the time zone is missing: end the value with Z or ±hh:mm",
             "le fuseau horaire manque : terminez la valeur par Z ou ±hh:mm")
        case .formatXMLBadZone:
            ("the time zone must be Z or ±hh:mm, between -14:00 and +14:00",
             "le fuseau horaire doit être Z ou ±hh:mm, entre -14:00 et +14:00")
        case .formatBadZone:
            ("the time zone must be Z or ±hh:mm, with hh 00-23 and mm 00-59",
             "le fuseau horaire doit être Z ou ±hh:mm, avec hh 00-23 et mm 00-59")
        case .formatNotDate:
            ("expected an ISO 8601 date, like 2024-05-01",
             "date ISO 8601 attendue, comme 2024-05-01")
        case .formatNotCurrencyNumeric:
            ("not an ISO 4217 numeric currency code (like 978)",
             "pas un code devise numérique ISO 4217 (comme 978)")
        case .formatNotCurrencyAlpha:
            ("not an ISO 4217 alphabetic currency code (like EUR)",
             "pas un code devise alphabétique ISO 4217 (comme EUR)")
        case .formatNotCountry:
            ("not an ISO 3166-1 alpha-2 country code (like FR)",
             "pas un code pays ISO 3166-1 alpha-2 (comme FR)")
        case .formatNotLanguage:
            ("not an ISO 639-1 language code, optionally with a region (like fr-CH)",
             "pas un code langue ISO 639-1, éventuellement suivi d'une région (comme fr-CH)")
        case .formatDateTemplate:
            ("expected a real date laid out as {0}",
             "date réelle attendue au format {0}")
        case .formatNotAccepted:
            ("the Accept list does not accept {0}: no media range ({0}, its type/* or */*) covers it",
             "la liste Accept n'accepte pas {0} : aucune plage de médias ({0}, son type/* ou */*) ne le couvre")
        case .formatExcluded:
            ("the Accept list does not accept {0}: its most specific matching media range has q=0",
             "la liste Accept n'accepte pas {0} : sa plage de médias correspondante la plus précise a q=0")
        case .formatBadAccept:
            ("not a valid Accept list of media ranges: {0}",
             "liste Accept de plages de médias invalide : {0}")
        case .formatAcceptEmpty:
            ("it names no media range",
             "elle ne nomme aucune plage de médias")
        case .formatAcceptMissingSlash:
            ("'{0}' is not a media range: expected type/subtype, type/* or */*",
             "'{0}' n'est pas une plage de médias : type/sous-type, type/* ou */* attendu")
        case .formatAcceptBadType:
            ("'{0}' has an empty or invalid type",
             "'{0}' a un type vide ou invalide")
        case .formatAcceptBadSubtype:
            ("'{0}' has an empty or invalid subtype",
             "'{0}' a un sous-type vide ou invalide")
        case .formatAcceptWildcardType:
            ("'{0}': the type * only goes with the subtype *",
             "'{0}' : le type * ne va qu'avec le sous-type *")
        case .formatAcceptBadParameter:
            ("'{0}' has a malformed parameter: expected ;name=value with no space around =",
             "'{0}' a un paramètre mal formé : ;nom=valeur attendu, sans espace autour de =")
        case .formatAcceptBadWeight:
            ("'{0}' has a bad weight: q must be between 0 and 1 with at most 3 decimals",
             "'{0}' a un poids invalide : q doit être entre 0 et 1 avec au plus 3 décimales")
        case .formatAcceptDuplicateWeight:
            ("'{0}' gives its weight q twice",
             "'{0}' donne deux fois son poids q")
        case .formatAcceptUnexpected:
            ("'{0}' goes on after its media range and parameters; separate media ranges with commas",
             "'{0}' continue après sa plage de médias et ses paramètres ; séparez les plages de médias par des virgules")
        case .checkBodyEmpty:
            ("the body is empty",
             "le corps est vide")
        case .checkItemsAtLeast:
            ("at least {0} items expected, found {1}",
             "au moins {0} éléments attendus, {1} trouvés")
        case .checkItemsAtMost:
            ("at most {0} items expected, found {1}",
             "au plus {0} éléments attendus, {1} trouvés")
        case .checkLengthAtLeast:
            ("at least {0} characters expected, found {1}",
             "au moins {0} caractères attendus, {1} trouvés")
        case .checkLengthAtMost:
            ("at most {0} characters expected, found {1}",
             "au plus {0} caractères attendus, {1} trouvés")
        case .checkBytesAtMost:
            ("at most {0} bytes expected, found {1}",
             "au plus {0} octets attendus, {1} trouvés")
        case .checkPatternMismatch:
            ("the value does not match the pattern",
             "la valeur ne correspond pas au motif")
        case .checkBelowMinimum:
            ("{0} is below the minimum {1}",
             "{0} est inférieur au minimum {1}")
        case .checkAboveMaximum:
            ("{0} is above the maximum {1}",
             "{0} dépasse le maximum {1}")
        case .conditionIsOneOf:
            ("{0} is one of {1}",
             "{0} vaut l'une des valeurs {1}")
        case .conditionIsPresent:
            ("{0} is present",
             "{0} est présent")
        case .conditionIsAbsent:
            ("{0} is absent",
             "{0} est absent")
        case .conditionRequiredWhen:
            ("required when {0}",
             "obligatoire lorsque {0}")
        case .conditionRequiredWhenOnly:
            ("required when {0} and absent otherwise",
             "obligatoire lorsque {0} et absent sinon")
        case .conditionAtLeastOne:
            ("at least one of {0} must be present",
             "au moins un des champs {0} doit être présent")
        case .conditionExactlyOne:
            ("exactly one of {0} must be present",
             "un seul des champs {0} doit être présent")
        case .importAtPath:
            ("at {0}: {1}",
             "en {0} : {1}")
        case .importAtLine:
            ("line {0}, column {1}{2}: {3}",
             "ligne {0}, colonne {1}{2} : {3}")
        default: (rawValue, rawValue)
        }
    }

    /// Whether the message's texts are in ``checkFormatTexts``.
    var isCheckFormatMessage: Bool {
        switch self {
        case .formatNotDigits, .formatNotAlphanumeric, .formatNotDecimal, .formatLuhn, .formatMod10PlusOne, .formatMaskedPAN,
            .formatNotHex, .formatNotHexLower, .formatNotBase64, .formatNotBase64url, .formatNotJWE, .formatNotPrintable, .formatNotURL,
            .formatNotEmail, .formatNotUUID, .formatXMLDateTimeLayout, .formatDateTimeLayout, .formatNoSuchDate, .formatXMLTimeOutOfRange,
            .formatTimeOutOfRange, .formatZoneMissing, .formatXMLBadZone, .formatBadZone, .formatNotDate, .formatNotCurrencyNumeric,
            .formatNotCurrencyAlpha, .formatNotCountry, .formatNotLanguage, .formatDateTemplate, .formatNotAccepted, .formatExcluded,
            .formatBadAccept, .formatAcceptEmpty, .formatAcceptMissingSlash, .formatAcceptBadType, .formatAcceptBadSubtype,
            .formatAcceptWildcardType, .formatAcceptBadParameter, .formatAcceptBadWeight, .formatAcceptDuplicateWeight,
            .formatAcceptUnexpected, .checkBodyEmpty, .checkItemsAtLeast, .checkItemsAtMost, .checkLengthAtLeast, .checkLengthAtMost,
            .checkBytesAtMost, .checkPatternMismatch, .checkBelowMinimum, .checkAboveMaximum, .conditionIsOneOf, .conditionIsPresent,
            .conditionIsAbsent, .conditionRequiredWhen, .conditionRequiredWhenOnly, .conditionAtLeastOne, .conditionExactlyOne,
            .importAtPath, .importAtLine:
            true
        default:
            false
        }
    }
}
