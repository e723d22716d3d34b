import Foundation

extension MessageID {
    /// The message template in the given language.
    public func template(_ language: Language) -> String {
        let pair = texts
        switch language {
        case .en: return pair.en
        case .fr: return pair.fr
        }
    }

    // swift-format-ignore
    private var texts: (en: String, fr: String) {
        // The command line's and its sessions' messages (Diagnostics/CommandLineMessages.swift).
        if let pair = commandLineTexts { return pair }
        // Words in lines, the report page's labels and usage errors (Diagnostics/WordMessages.swift).
        if let pair = wordTexts { return pair }
        if let pair = sandboxAnswerTexts { return pair }
        // The test library's messages (Diagnostics/TestingMessages.swift).
        if let pair = testingTexts { return pair }
        if let pair = fixtureTexts { return pair }
        // What `specs export` writes into OpenAPI documents (Diagnostics/OpenAPIExportMessages.swift).
        if let pair = openAPIExportTexts { return pair }
        // OpenAPI import, one-language specs and diff against a published document (Diagnostics/OpenAPIImportMessages.swift).
        if let pair = openAPIImportTexts { return pair }
        return switch self {
        case .transportUntrusted, .transportHostname, .transportExpired, .transportClientCertificate, .transportTLS, .transportProxyRefused,
            .transportProxyAuthentication, .transportRefused, .transportUnresolved, .transportTimeout, .transportClosed, .transportFailed,
            .transportPortInUse, .transportPEMUnreadable, .transportPEMInvalid, .transportKeyMismatch, .transportPairIncomplete, .transportBadProxy,
            .transportInsecure, .transportSandboxDirect, .transportListenTimeout, .transportListenFailed,
            .transportServerSandbox, .transportServerProxy:
            transportTexts
        case .clientGatewayUnknownSetting, .clientGatewayNoValue, .clientGatewaySecretIdentifier:
            contractTexts
        case .judgeRefusalTitle, .judgeRefusalSeen, .judgeRefusalNotSeen, .judgeRefusalNeverSent, .judgeRefusalError, .judgeRefusalOtherThan,
            .judgeRefusalPayWith, .judgeRefusalFollow:
            refusalTexts
        case .sandboxCardNotLuhn, .sandboxCardDuplicate, .sandboxGenericDiffers, .sandboxGenericMissing, .sandboxAnswerStatus,
            .sandboxAnswerEmpty:
            sandboxFactsTexts
        case .judgeStepsTitle, .judgeStepOptional, .judgeStepThen, .judgeStepSkipped, .judgeStepsMissing, .judgeStepsInOrder,
            .judgeConformTitle, .judgeConformFindings, .judgeConformClean, .judgeConformNone, .judgeNoOperation, .judgeAnswered,
            .judgeNoAnswerWithin, .judgeNoAnswer, .judgeCutOff, .judgePlannedHang, .judgePlannedCut, .judgeRetryNotInjected,
            .judgeRetryNever, .judgeRetryChanged, .judgeValueAbsent, .judgeHeaderPresent, .judgeHeaderAbsent, .judgeHeaderDifferent,
            .judgeRetryHeader, .judgeRetryValue, .judgeRetryHeld, .judgeRetrySame, .judgeRetryValues, .judgeOr, .judgeNoRetryUnobserved,
            .judgeNoRetryNotTriggered, .judgeNoRetryBroken, .judgeNoRetryHeld, .judgeNotAfterBroken, .judgeNotAfterHeld,
            .judgeNotAfterNotTriggered, .judgeNotAfterUnobserved, .judgeCardInput, .judgeCardNumber, .judgeCardClean, .judgeHeaderSent,
            .judgeHeaderClean, .judgeNotSentBroken, .judgeNotSentHeld, .judgeReturnNoField, .judgeReturnNotServed, .judgeReturnLoaded,
            .judgeReturnHeld, .judgeNumbered:
            judgeTexts
        case .doctorCheckTarget, .doctorCheckSettings, .doctorCheckName, .doctorCheckProxy, .doctorCheckConnection, .doctorCheckCredentials,
            .doctorTargetSandbox, .doctorTargetNamed, .doctorTargetURL, .doctorSettingsPresent, .doctorNameResolved, .doctorNameByProxy,
            .doctorNameFailed, .doctorProxyDirect, .doctorProxyThrough, .doctorReachedTLS, .doctorReachedPlain, .doctorReachedInsecure,
            .doctorCredentialsAccepted, .doctorCredentialsRefused, .doctorCredentialsUnavailable, .doctorCredentialsUndeclared,
            .doctorCredentialsBlocked, .doctorCredentialsNoSettings, .doctorSandboxFailed, .doctorReady, .doctorNotReady:
            doctorTexts
        case .scenarioUnknownProtocol, .scenarioUnknownOperation, .scenarioTemplate, .scenarioUndefined, .scenarioDuplicateName, .scenarioBadPath,
            .scenarioBodyShape, .scenarioNoSteps, .scenarioPathParameter, .scenarioOneKey, .scenarioPreflightUnknown, .scenarioSecretDefault,
            .configUnknownTarget, .configMissingSetting, .configMissingSettingURL, .configTargetSnippet, .configMissingEnvironment,
            .configUnknownSetting, .configBadURL, .runShard, .runNoScenarios, .runTransport, .runAuthenticationSetting, .runUnwritable,
            .runSecretInOutput, .runCassetteMissing:
            runTexts
        case .cassetteUnreadable, .cassetteInvalid, .cassetteVersion, .cassetteUnwritable, .cassetteMissing, .cassetteUnredacted, .cassetteMiss,
            .cassetteUnplayed, .recordModeInvalid, .importInvalid, .inputTooLarge, .clientAmbiguous, .clientFaultTooEarly, .clientUnknownInput,
            .clientNotAStep, .clientAnswerOnly, .clientRuleKey, .clientRuleWithoutFault, .reportMergeInput, .reportMergeOverlap:
            fileTexts
        case .certifyPartial, .verifyPartial, .verifyPartialFailing:
            certificationTexts
        case .reportReasonPassed, .reportReasonFailed, .reportReasonPartial, .reportReasonIncomplete, .reportReasonNoMandatory,
            .reportGatewayProxy, .reportEndedCompleted, .reportEndedExecExited, .reportEndedTimeout, .reportEndedInterrupted, .reportEndedQuit,
            .reportProfileCounts, .reportRedactedTitle, .reportRedactedNote:
            certificationReportTexts
        case .sessionRecognised, .sessionNoOperation, .sessionFault, .sessionMore, .sessionHolding, .sessionHeldDelivered,
            .sessionHeldAbandoned, .sessionHeldEnded, .sessionPassedSoFar, .sessionOutcomeFailed, .sessionVerdictFailed,
            .sessionVerdictPassed, .sessionVerdictMore, .sessionUnmatched, .sessionUnmatchedAlone, .sessionNearest, .sessionDifference,
            .sessionDifferenceMissing, .sessionReportNearest, .sessionRecordDelivered, .sessionRecordAbandoned, .sessionRecordEnded,
            .sessionNotRunNearest:
            sessionTexts
        case .sandboxFixtureUnknownProduct:
            sandboxFixtureTexts
        case .yamlSyntax:
            ("YAML syntax error: {0}; fix the file's indentation or quoting",
             "erreur de syntaxe YAML : {0} ; corrigez l'indentation ou les guillemets du fichier")
        case .yamlTooLarge:
            ("the YAML expands to more than {0} values (through aliases?); specs, scenarios and configurations do not need aliases, remove them",
             "le YAML se déploie en plus de {0} valeurs (par des alias ?) ; les specs, scénarios et configurations n'ont pas besoin d'alias, retirez-les")
        case .duplicateKey:
            ("duplicate key '{0}': a key may appear only once in a mapping; merge or rename the two entries",
             "clé '{0}' en double : une clé ne peut figurer qu'une fois dans une table ; fusionnez ou renommez les deux entrées")
        case .unknownKey:
            ("unknown key '{0}' in {1}; allowed keys: {2}",
             "clé inconnue '{0}' dans {1} ; clés admises : {2}")
        case .unknownKeySuggestion:
            ("unknown key '{0}' in {1}; did you mean '{2}'?",
             "clé inconnue '{0}' dans {1} ; vouliez-vous dire '{2}' ?")
        case .missingKey:
            ("{1} lacks the required key '{0}'; add it",
             "la clé obligatoire '{0}' manque dans {1} ; ajoutez-la")
        case .wrongNodeKind:
            ("'{0}' must be {1}",
             "'{0}' doit être {1}")
        case .missingLanguage:
            ("'{0}' has no '{1}' text: every text needs both 'en' and 'fr', each non-empty",
             "'{0}' n'a pas de texte '{1}' : chaque texte exige 'en' et 'fr', tous deux non vides")
        case .badKeyword:
            ("'{0}' is not a valid value for '{1}'; use one of: {2}",
             "'{0}' n'est pas une valeur admise pour '{1}' ; utilisez l'une de : {2}")
        case .notANumber:
            ("'{1}' must be a number, not '{0}'",
             "'{1}' doit être un nombre, pas '{0}'")
        case .notABoolean:
            ("'{1}' must be true or false, not '{0}'",
             "'{1}' doit valoir true ou false, pas '{0}'")
        case .unknownType:
            ("unknown type '{0}'; use string, integer, number, boolean, object, any, list<T> or a container of protocol '{1}'{2}",
             "type inconnu '{0}' ; utilisez string, integer, number, boolean, object, any, list<T> ou un conteneur du protocole '{1}'{2}")
        case .unknownFormat:
            ("unknown format '{0}'{1}; see docs/spec-format.md for the list",
             "format inconnu '{0}'{1} ; la liste figure dans docs/spec-format.md")
        case .badPattern:
            ("pattern '{0}' is not a valid regular expression; fix its syntax",
             "le motif '{0}' n'est pas une expression régulière valide ; corrigez sa syntaxe")
        case .duplicateDefinition:
            ("{0} '{1}' is already defined at {2}; rename or remove one of them",
             "{0} '{1}' est déjà défini en {2} ; renommez ou supprimez l'un des deux")
        case .protocolMismatch:
            ("the file declares protocol '{0}' but sits in folder '{1}'; move it or fix 'protocol'",
             "le fichier déclare le protocole '{0}' mais se trouve dans le dossier '{1}' ; déplacez-le ou corrigez 'protocol'")
        case .missingProtocolFile:
            ("protocol folder '{0}' has no file with 'kind: protocol'; add protocol.yaml",
             "le dossier de protocole '{0}' n'a aucun fichier 'kind: protocol' ; ajoutez protocol.yaml")
        case .conditionMissing:
            ("field '{0}' is conditional but has no 'condition'; add one or change its presence",
             "le champ '{0}' est conditionnel mais n'a pas de 'condition' ; ajoutez-en une ou changez sa présence")
        case .conditionUnexpected:
            ("field '{0}' has a 'condition' but its presence is '{1}'; use 'presence: conditional'",
             "le champ '{0}' a une 'condition' mais sa présence est '{1}' ; utilisez 'presence: conditional'")
        case .conditionBadReference:
            ("the condition of '{0}' refers to '{1}', which is not a field there; name a sibling, '../x' or '$.path'",
             "la condition de '{0}' désigne '{1}', qui n'est pas un champ à cet endroit ; nommez un champ voisin, '../x' ou '$.chemin'")
        case .conditionShape:
            ("the condition of '{0}' must have exactly one of requiredWhen, atLeastOneOf, exactlyOneOf",
             "la condition de '{0}' doit avoir une seule des clés requiredWhen, atLeastOneOf, exactlyOneOf")
        case .unknownCodeTable:
            ("field '{0}' refers to code table '{1}', which protocol '{2}' does not define",
             "le champ '{0}' désigne la table de codes '{1}', que le protocole '{2}' ne définit pas")
        case .fieldsOnNonObject:
            ("'fields' needs 'type: object' or 'type: list<object>' (field '{0}' is {1})",
             "'fields' exige 'type: object' ou 'type: list<object>' (le champ '{0}' est {1})")
        case .bodyAndFields:
            ("a message has either 'body' or 'fields', not both",
             "un message a soit 'body', soit 'fields', pas les deux")
        case .exampleInvalid:
            ("the example of '{0}' breaks its own rules: {1}",
             "l'exemple de '{0}' enfreint ses propres règles : {1}")
        case .exampleMissing:
            ("'{0}' needs an 'example': no conformant value can be derived from its {1}",
             "'{0}' a besoin d'un 'example' : aucune valeur conforme ne se déduit de son {1}")
        case .exampleNotTestCard:
            ("the example of '{0}' is a card number that is not a documented test card; use one of the schemes' test PANs",
             "l'exemple de '{0}' est un numéro de carte qui n'est pas une carte de test documentée ; utilisez un PAN de test des réseaux")
        case .fileUnreadable:
            ("cannot read the file: {0}",
             "lecture du fichier impossible : {0}")
        case .emptyFile:
            ("the file is empty; a spec file starts with 'kind:' and 'protocol:'",
             "le fichier est vide ; un fichier de spec commence par 'kind:' et 'protocol:'")
        case .boundsInverted:
            ("'{0}' ({1}) is greater than '{2}' ({3})",
             "'{0}' ({1}) dépasse '{2}' ({3})")
        case .roleWithoutURL:
            ("field '{0}' has role '{1}' but no 'format: url'; a role only applies to a URL field, add the format or drop the role",
             "le champ '{0}' a le rôle '{1}' sans 'format: url' ; un rôle ne s'applique qu'à un champ URL, ajoutez le format ou retirez le rôle")
        case .keyNotApplicable:
            ("'{0}' does not apply to a field of type {1}",
             "'{0}' ne s'applique pas à un champ de type {1}")
        case .enumValueInvalid:
            ("enum value '{0}' of '{1}' does not fit the field: {2}",
             "la valeur d'énumération '{0}' de '{1}' ne convient pas au champ : {2}")
        case .aliasNotAllowed:
            ("YAML anchors and aliases are not allowed in specs; define a container and refer to it by type",
             "les ancres et alias YAML sont interdits dans les specs ; définissez un conteneur et utilisez-le comme type")
        case .pathTemplate:
            ("path template '{0}' is malformed: {1}",
             "le gabarit de chemin '{0}' est mal formé : {1}")
        case .noSpecs:
            ("no spec files (*.yaml) under '{0}'",
             "aucun fichier de spec (*.yaml) sous '{0}'")
        case .lintAssertedCode:
            assertedCodeTexts
        case _ where isCheckFormatMessage:
            checkFormatTexts
        default:
            sandboxStartTexts ?? bundledSpecTexts ?? exploreTexts ?? sentenceTexts ?? checkTexts
        }
    }

    /// The template with `{0}`, `{1}`… replaced by the arguments, in one pass: an argument's own text is inserted as
    /// is, even when it holds braces (a path template, a value of the user's).
    public func render(_ language: Language, _ arguments: [MessageArgument]) -> String {
        let text = template(language)
        guard !arguments.isEmpty else { return text }
        var out = ""
        var rest = text[...]
        while let open = rest.firstIndex(of: "{") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            if let close = after.firstIndex(of: "}"), !after[..<close].isEmpty, after[..<close].allSatisfy({ $0.isASCII && $0.isNumber }),
                let index = Int(after[..<close]), arguments.indices.contains(index)
            {
                out += arguments[index].text(language)
                rest = after[after.index(after: close)...]
            } else {
                out += "{"
                rest = after
            }
        }
        out += rest
        return out
    }

    /// The message in every language, with its arguments: the value a sentence of the catalogue is carried as.
    public func localized(_ arguments: [MessageArgument] = []) -> LocalizedText {
        LocalizedText(en: render(.en, arguments), fr: render(.fr, arguments))
    }
}
