extension MessageID {
    /// The value formats' reasons, the checker's range and pattern reasons, the generated condition texts and the positions of import problems.
    // swift-format-ignore
    public static let
        formatNotDigits = MessageID("format.not-digits", en: "only the digits 0-9 are allowed", fr: "seuls les chiffres 0-9 sont admis"),
        formatNotAlphanumeric = MessageID(
            "format.not-alphanumeric",
            en: "only letters A-Z, a-z and digits are allowed",
            fr: "seules les lettres A-Z, a-z et les chiffres sont admis"),
        formatNotDecimal = MessageID(
            "format.not-decimal",
            en: "expected digits with an optional decimal part, like 10.00",
            fr: "chiffres avec partie décimale facultative attendus, comme 10.00"),
        formatLuhn = MessageID("format.luhn", en: "the Luhn check digit is wrong", fr: "la clé de Luhn est fausse"),
        formatMod10PlusOne = MessageID(
            "format.mod10-plus-one",
            en: "the Luhn sum must be 1 modulo 10",
            fr: "la somme de Luhn doit valoir 1 modulo 10"),
        formatMaskedPAN = MessageID(
            "format.masked-pan",
            en: "expected digits around a run of mask characters (#, X or *)",
            fr: "chiffres entourant des caractères de masque (#, X ou *) attendus"),
        formatNotHex = MessageID("format.not-hex", en: "expected hexadecimal digits", fr: "chiffres hexadécimaux attendus"),
        formatNotHexLower = MessageID(
            "format.not-hex-lower",
            en: "expected lower-case hexadecimal digits",
            fr: "chiffres hexadécimaux en minuscules attendus"),
        formatNotBase64 = MessageID(
            "format.not-base64",
            en: "not valid Base64 (A-Z a-z 0-9 + / with = padding)",
            fr: "Base64 invalide (A-Z a-z 0-9 + / complété par =)"),
        formatNotBase64url = MessageID(
            "format.not-base64url",
            en: "not valid base64url (A-Z a-z 0-9 - _)",
            fr: "base64url invalide (A-Z a-z 0-9 - _)"),
        formatNotJWE = MessageID(
            "format.not-jwe",
            en: "expected a JWE in compact form: five base64url parts separated by dots",
            fr: "JWE compact attendu : cinq parties base64url séparées par des points"),
        formatNotPrintable = MessageID(
            "format.not-printable",
            en: "only printable ASCII characters (0x20-0x7E) are allowed",
            fr: "seuls les caractères ASCII imprimables (0x20-0x7E) sont admis"),
        formatNotURL = MessageID("format.not-url", en: "expected an absolute http or https URL", fr: "URL absolue http ou https attendue"),
        formatNotEmail = MessageID("format.not-email", en: "expected an e-mail address", fr: "adresse électronique attendue"),
        formatNotUUID = MessageID(
            "format.not-uuid",
            en: "expected a UUID (8-4-4-4-12 hexadecimal digits)",
            fr: "UUID attendu (8-4-4-4-12 chiffres hexadécimaux)"),
        formatXMLDateTimeLayout = MessageID(
            "format.xml-datetime-layout",
            en: "expected an XML Schema dateTime: yyyy-MM-ddTHH:mm:ss, then an optional fraction and an optional zone (Z or ±hh:mm), like 2016-05-15T23:07:36",
            fr: "dateTime XML Schema attendu : yyyy-MM-ddTHH:mm:ss, puis une fraction facultative et un fuseau facultatif (Z ou ±hh:mm), comme 2016-05-15T23:07:36"),
        formatDateTimeLayout = MessageID(
            "format.date-time-layout",
            en: "expected an RFC 3339 date and time: yyyy-MM-ddTHH:mm:ss, an optional fraction, then Z or ±hh:mm, like 2024-05-01T12:30:00+02:00",
            fr: "date et heure RFC 3339 attendues : yyyy-MM-ddTHH:mm:ss, une fraction facultative, puis Z ou ±hh:mm, comme 2024-05-01T12:30:00+02:00"),
        formatNoSuchDate = MessageID(
            "format.no-such-date",
            en: "{0} is not a real date (month 01-12, day within the month, 29 February only in leap years)",
            fr: "{0} n'est pas une date réelle (mois 01-12, jour compris dans le mois, 29 février seulement les années bissextiles)"),
        formatXMLTimeOutOfRange = MessageID(
            "format.xml-time-out-of-range",
            en: "{0} is not a valid time (hour 00-23 or exactly 24:00:00, minute and second 00-59)",
            fr: "{0} n'est pas une heure valide (heure 00-23 ou exactement 24:00:00, minute et seconde 00-59)"),
        formatTimeOutOfRange = MessageID(
            "format.time-out-of-range",
            en: "{0} is not a valid time (hour 00-23, minute and second 00-59; second 60 only for a leap second at 23:59 UTC)",
            fr: "{0} n'est pas une heure valide (heure 00-23, minute et seconde 00-59 ; seconde 60 seulement pour une seconde intercalaire à 23:59 UTC)"),
        formatZoneMissing = MessageID(
            "format.zone-missing",
            en: "the time zone is missing: end the value with Z or ±hh:mm",
            fr: "le fuseau horaire manque : terminez la valeur par Z ou ±hh:mm"),
        formatXMLBadZone = MessageID(
            "format.xml-bad-zone",
            en: "the time zone must be Z or ±hh:mm, between -14:00 and +14:00",
            fr: "le fuseau horaire doit être Z ou ±hh:mm, entre -14:00 et +14:00"),
        formatBadZone = MessageID(
            "format.bad-zone",
            en: "the time zone must be Z or ±hh:mm, with hh 00-23 and mm 00-59",
            fr: "le fuseau horaire doit être Z ou ±hh:mm, avec hh 00-23 et mm 00-59"),
        formatNotDate = MessageID(
            "format.not-date",
            en: "expected an ISO 8601 date, like 2024-05-01",
            fr: "date ISO 8601 attendue, comme 2024-05-01"),
        formatNotCurrencyNumeric = MessageID(
            "format.not-currency-numeric",
            en: "not an ISO 4217 numeric currency code (like 978)",
            fr: "pas un code devise numérique ISO 4217 (comme 978)"),
        formatNotCurrencyAlpha = MessageID(
            "format.not-currency-alpha",
            en: "not an ISO 4217 alphabetic currency code (like EUR)",
            fr: "pas un code devise alphabétique ISO 4217 (comme EUR)"),
        formatNotCountry = MessageID(
            "format.not-country",
            en: "not an ISO 3166-1 alpha-2 country code (like FR)",
            fr: "pas un code pays ISO 3166-1 alpha-2 (comme FR)"),
        formatNotLanguage = MessageID(
            "format.not-language",
            en: "not an ISO 639-1 language code, optionally with a region (like fr-CH)",
            fr: "pas un code langue ISO 639-1, éventuellement suivi d'une région (comme fr-CH)"),
        formatDateTemplate = MessageID("format.date-template", en: "expected a real date laid out as {0}", fr: "date réelle attendue au format {0}"),
        formatNotAccepted = MessageID(
            "format.not-accepted",
            en: "the Accept list does not accept {0}: no media range ({0}, its type/* or */*) covers it",
            fr: "la liste Accept n'accepte pas {0} : aucune plage de médias ({0}, son type/* ou */*) ne le couvre"),
        formatExcluded = MessageID(
            "format.excluded",
            en: "the Accept list does not accept {0}: its most specific matching media range has q=0",
            fr: "la liste Accept n'accepte pas {0} : sa plage de médias correspondante la plus précise a q=0"),
        formatBadAccept = MessageID(
            "format.bad-accept",
            en: "not a valid Accept list of media ranges: {0}",
            fr: "liste Accept de plages de médias invalide : {0}"),
        formatAcceptEmpty = MessageID("format.accept-empty", en: "it names no media range", fr: "elle ne nomme aucune plage de médias"),
        formatAcceptMissingSlash = MessageID(
            "format.accept-missing-slash",
            en: "'{0}' is not a media range: expected type/subtype, type/* or */*",
            fr: "'{0}' n'est pas une plage de médias : type/sous-type, type/* ou */* attendu"),
        formatAcceptBadType = MessageID("format.accept-bad-type", en: "'{0}' has an empty or invalid type", fr: "'{0}' a un type vide ou invalide"),
        formatAcceptBadSubtype = MessageID(
            "format.accept-bad-subtype",
            en: "'{0}' has an empty or invalid subtype",
            fr: "'{0}' a un sous-type vide ou invalide"),
        formatAcceptWildcardType = MessageID(
            "format.accept-wildcard-type",
            en: "'{0}': the type * only goes with the subtype *",
            fr: "'{0}' : le type * ne va qu'avec le sous-type *"),
        formatAcceptBadParameter = MessageID(
            "format.accept-bad-parameter",
            en: "'{0}' has a malformed parameter: expected ;name=value with no space around =",
            fr: "'{0}' a un paramètre mal formé : ;nom=valeur attendu, sans espace autour de ="),
        formatAcceptBadWeight = MessageID(
            "format.accept-bad-weight",
            en: "'{0}' has a bad weight: q must be between 0 and 1 with at most 3 decimals",
            fr: "'{0}' a un poids invalide : q doit être entre 0 et 1 avec au plus 3 décimales"),
        formatAcceptDuplicateWeight = MessageID(
            "format.accept-duplicate-weight",
            en: "'{0}' gives its weight q twice",
            fr: "'{0}' donne deux fois son poids q"),
        formatAcceptUnexpected = MessageID(
            "format.accept-unexpected",
            en: "'{0}' goes on after its media range and parameters; separate media ranges with commas",
            fr: "'{0}' continue après sa plage de médias et ses paramètres ; séparez les plages de médias par des virgules"),
        checkBodyEmpty = MessageID("check.body-empty", en: "the body is empty", fr: "le corps est vide"),
        checkItemsAtLeast = MessageID(
            "check.items-at-least",
            en: "at least {0} items expected, found {1}",
            fr: "au moins {0} éléments attendus, {1} trouvés"),
        checkItemsAtMost = MessageID(
            "check.items-at-most",
            en: "at most {0} items expected, found {1}",
            fr: "au plus {0} éléments attendus, {1} trouvés"),
        checkLengthAtLeast = MessageID(
            "check.length-at-least",
            en: "at least {0} characters expected, found {1}",
            fr: "au moins {0} caractères attendus, {1} trouvés"),
        checkLengthAtMost = MessageID(
            "check.length-at-most",
            en: "at most {0} characters expected, found {1}",
            fr: "au plus {0} caractères attendus, {1} trouvés"),
        checkBytesAtMost = MessageID(
            "check.bytes-at-most",
            en: "at most {0} bytes expected, found {1}",
            fr: "au plus {0} octets attendus, {1} trouvés"),
        checkPatternMismatch = MessageID(
            "check.pattern-mismatch",
            en: "the value does not match the pattern",
            fr: "la valeur ne correspond pas au motif"),
        checkBelowMinimum = MessageID("check.below-minimum", en: "{0} is below the minimum {1}", fr: "{0} est inférieur au minimum {1}"),
        checkAboveMaximum = MessageID("check.above-maximum", en: "{0} is above the maximum {1}", fr: "{0} dépasse le maximum {1}"),
        conditionIsOneOf = MessageID("condition.is-one-of", en: "{0} is one of {1}", fr: "{0} vaut l'une des valeurs {1}"),
        conditionIsPresent = MessageID("condition.is-present", en: "{0} is present", fr: "{0} est présent"),
        conditionIsAbsent = MessageID("condition.is-absent", en: "{0} is absent", fr: "{0} est absent"),
        conditionRequiredWhen = MessageID("condition.required-when", en: "required when {0}", fr: "obligatoire lorsque {0}"),
        conditionRequiredWhenOnly = MessageID(
            "condition.required-when-only",
            en: "required when {0} and absent otherwise",
            fr: "obligatoire lorsque {0} et absent sinon"),
        conditionAtLeastOne = MessageID(
            "condition.at-least-one",
            en: "at least one of {0} must be present",
            fr: "au moins un des champs {0} doit être présent"),
        conditionExactlyOne = MessageID(
            "condition.exactly-one",
            en: "exactly one of {0} must be present",
            fr: "un seul des champs {0} doit être présent"),
        importAtPath = MessageID("import.at-path", en: "at {0}: {1}", fr: "en {0} : {1}"),
        importAtLine = MessageID("import.at-line", en: "line {0}, column {1}{2}: {3}", fr: "ligne {0}, colonne {1}{2} : {3}")

    /// The messages above, in order: this file's part of the target's catalogue.
    static let checkFormatMessages: [MessageID] = [
        .formatNotDigits, .formatNotAlphanumeric, .formatNotDecimal, .formatLuhn, .formatMod10PlusOne, .formatMaskedPAN, .formatNotHex,
        .formatNotHexLower, .formatNotBase64, .formatNotBase64url, .formatNotJWE, .formatNotPrintable, .formatNotURL, .formatNotEmail, .formatNotUUID,
        .formatXMLDateTimeLayout, .formatDateTimeLayout, .formatNoSuchDate, .formatXMLTimeOutOfRange, .formatTimeOutOfRange, .formatZoneMissing,
        .formatXMLBadZone, .formatBadZone, .formatNotDate, .formatNotCurrencyNumeric, .formatNotCurrencyAlpha, .formatNotCountry, .formatNotLanguage,
        .formatDateTemplate, .formatNotAccepted, .formatExcluded, .formatBadAccept, .formatAcceptEmpty, .formatAcceptMissingSlash,
        .formatAcceptBadType, .formatAcceptBadSubtype, .formatAcceptWildcardType, .formatAcceptBadParameter, .formatAcceptBadWeight,
        .formatAcceptDuplicateWeight, .formatAcceptUnexpected, .checkBodyEmpty, .checkItemsAtLeast, .checkItemsAtMost, .checkLengthAtLeast,
        .checkLengthAtMost, .checkBytesAtMost, .checkPatternMismatch, .checkBelowMinimum, .checkAboveMaximum, .conditionIsOneOf, .conditionIsPresent,
        .conditionIsAbsent, .conditionRequiredWhen, .conditionRequiredWhenOnly, .conditionAtLeastOne, .conditionExactlyOne, .importAtPath,
        .importAtLine,
    ]
}
