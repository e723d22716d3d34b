import Foundation

/// The stable identifier of a user-facing message; its text exists in every ``Language``.
///
/// Raw values never change once published: tools, CI filters and translations key on them.
/// Templates use `{0}`, `{1}`… for their arguments.
public enum MessageID: String, Sendable, Hashable, Codable, CaseIterable {
    // MARK: Doctor (conformance doctor)
    /// The check that names the target.
    case doctorCheckTarget = "doctor.check-target"
    /// The check of a protocol's settings.
    case doctorCheckSettings = "doctor.check-settings"
    /// The check of a host name's resolution.
    case doctorCheckName = "doctor.check-name"
    /// The check of which proxy applies.
    case doctorCheckProxy = "doctor.check-proxy"
    /// The check of the connection, TLS included.
    case doctorCheckConnection = "doctor.check-connection"
    /// The check of a protocol's credentials.
    case doctorCheckCredentials = "doctor.check-credentials"
    /// The target is the built-in sandbox.
    case doctorTargetSandbox = "doctor.target-sandbox"
    /// The target is a named target of the config file.
    case doctorTargetNamed = "doctor.target-named"
    /// The target is a URL.
    case doctorTargetURL = "doctor.target-url"
    /// Every setting a protocol needs has a value.
    case doctorSettingsPresent = "doctor.settings-present"
    /// A host name resolved.
    case doctorNameResolved = "doctor.name-resolved"
    /// A host name is left to the proxy to resolve.
    case doctorNameByProxy = "doctor.name-by-proxy"
    /// A host name did not resolve.
    case doctorNameFailed = "doctor.name-failed"
    /// No proxy applies to a host.
    case doctorProxyDirect = "doctor.proxy-direct"
    /// A host is reached through a proxy.
    case doctorProxyThrough = "doctor.proxy-through"
    /// A host answered over HTTPS with a verified certificate.
    case doctorReachedTLS = "doctor.reached-tls"
    /// A host answered over plain HTTP.
    case doctorReachedPlain = "doctor.reached-plain"
    /// A host answered over HTTPS without its certificate being verified.
    case doctorReachedInsecure = "doctor.reached-insecure"
    /// The preflight call was accepted.
    case doctorCredentialsAccepted = "doctor.credentials-accepted"
    /// The preflight call was refused or answered unexpectedly.
    case doctorCredentialsRefused = "doctor.credentials-refused"
    /// The protocol has no harmless authenticated call.
    case doctorCredentialsUnavailable = "doctor.credentials-unavailable"
    /// The protocol's settings file declares no preflight.
    case doctorCredentialsUndeclared = "doctor.credentials-undeclared"
    /// The preflight call was not sent because a check before it failed.
    case doctorCredentialsBlocked = "doctor.credentials-blocked"
    /// The preflight call was not sent because settings are missing.
    case doctorCredentialsNoSettings = "doctor.credentials-no-settings"
    /// The built-in sandbox did not start.
    case doctorSandboxFailed = "doctor.sandbox-failed"
    /// Every check passed.
    case doctorReady = "doctor.ready"
    /// At least one check failed.
    case doctorNotReady = "doctor.not-ready"

    // MARK: Spec loading
    /// The YAML text could not be parsed.
    case yamlSyntax = "spec.yaml-syntax"
    /// A mapping repeats a key.
    case duplicateKey = "spec.duplicate-key"
    /// The YAML expands (through aliases) to more values than a file may hold.
    case yamlTooLarge = "spec.yaml-too-large"
    /// A key is not part of the format.
    case unknownKey = "spec.unknown-key"
    /// A key is not part of the format, and a close one is.
    case unknownKeySuggestion = "spec.unknown-key-suggestion"
    /// A required key is absent.
    case missingKey = "spec.missing-key"
    /// A node has the wrong YAML shape (mapping, list, scalar).
    case wrongNodeKind = "spec.wrong-node-kind"
    /// A bilingual text lacks one language.
    case missingLanguage = "spec.missing-language"
    /// A value is not one of the allowed words.
    case badKeyword = "spec.bad-keyword"
    /// A value should be a number.
    case notANumber = "spec.not-a-number"
    /// A value should be true or false.
    case notABoolean = "spec.not-a-boolean"
    /// A type expression names no known type.
    case unknownType = "spec.unknown-type"
    /// A format name is unknown.
    case unknownFormat = "spec.unknown-format"
    /// A regular expression does not compile.
    case badPattern = "spec.bad-pattern"
    /// A name is defined twice in a protocol.
    case duplicateDefinition = "spec.duplicate-definition"
    /// A file's protocol differs from its folder.
    case protocolMismatch = "spec.protocol-mismatch"
    /// A protocol folder has no protocol file.
    case missingProtocolFile = "spec.missing-protocol-file"
    /// A conditional field has no condition.
    case conditionMissing = "spec.condition-missing"
    /// A condition is given on a field that is not conditional.
    case conditionUnexpected = "spec.condition-unexpected"
    /// A condition refers to a field that does not exist.
    case conditionBadReference = "spec.condition-bad-reference"
    /// A condition has zero or several forms.
    case conditionShape = "spec.condition-shape"
    /// A field refers to a code table that does not exist.
    case unknownCodeTable = "spec.unknown-code-table"
    /// `fields` is used with a type that is not an object.
    case fieldsOnNonObject = "spec.fields-on-non-object"
    /// `body` and `fields` are both given.
    case bodyAndFields = "spec.body-and-fields"
    /// An example does not satisfy its own field's rules.
    case exampleInvalid = "spec.example-invalid"
    /// A field cannot be given a generated conformant value.
    case exampleMissing = "spec.example-missing"
    /// A sensitive example is a card number that is not a documented test card.
    case exampleNotTestCard = "spec.example-not-test-card"
    /// A file cannot be read.
    case fileUnreadable = "spec.file-unreadable"
    /// A file is empty.
    case emptyFile = "spec.empty-file"
    /// Lower and upper bounds are inverted.
    case boundsInverted = "spec.bounds-inverted"
    /// A field has a URL role but not `format: url`.
    case roleWithoutURL = "spec.role-without-url"
    /// A key is meaningless for the field's type.
    case keyNotApplicable = "spec.key-not-applicable"
    /// An enum value does not fit the field's type or format.
    case enumValueInvalid = "spec.enum-value-invalid"
    /// YAML anchors and aliases are not allowed.
    case aliasNotAllowed = "spec.alias-not-allowed"
    /// A path parameter has no declaration, or the reverse.
    case pathTemplate = "spec.path-template"
    /// No spec files were found.
    case noSpecs = "spec.no-specs"
    /// A version named by a definition is not in the protocol's `versions`.
    case versionUnknown = "spec.version-unknown"
    /// `since` is not before `until`, or the versions list is not in order.
    case versionOrder = "spec.version-order"
    /// An enum item has `formerly` without `since`.
    case formerlyWithoutSince = "spec.formerly-without-since"

    // MARK: Check findings
    /// A mandatory field is absent.
    case missingMandatory = "check.missing-mandatory"
    /// A conditional rule is not met.
    case conditionViolated = "check.condition-violated"
    /// A field is present where its condition forbids it.
    case forbiddenField = "check.forbidden-field"
    /// A value has the wrong type.
    case wrongType = "check.wrong-type"
    /// An XML root element is in the wrong namespace.
    case wrongNamespace = "check.wrong-namespace"
    /// A message declares a version the spec does not know.
    case unknownVersion = "check.unknown-version"
    /// A body is the error form its message declares.
    case errorEnvelope = "check.error-envelope"
    /// A value does not match its format.
    case badFormat = "check.bad-format"
    /// A value is not in the field's enumeration.
    case notInEnum = "check.not-in-enum"
    /// A value is too short, too long, too small or too large.
    case outOfRange = "check.out-of-range"
    /// A field is not described by the spec.
    case unknownField = "check.unknown-field"
    /// A field holds JSON null where the spec does not allow it.
    case nullValue = "check.null-value"
    /// A field holds an empty string where the spec does not allow it.
    case emptyValue = "check.empty-value"
    /// The body cannot be parsed in the spec's encoding.
    case unparsableBody = "check.unparsable-body"
    /// A response code and what it means.
    case codeMeaning = "check.code-meaning"
    /// A response code absent from its table.
    case unknownCode = "check.unknown-code"
    /// An object repeats a member name.
    case duplicateMember = "check.duplicate-member"
    /// A check found more findings than it lists.
    case findingsTruncated = "check.findings-truncated"

    // MARK: Cassettes
    /// A cassette file cannot be read.
    case cassetteUnreadable = "cassette.unreadable"
    /// A cassette file is corrupt, truncated or not a cassette.
    case cassetteInvalid = "cassette.invalid"
    /// A cassette was written by an unsupported format version.
    case cassetteVersion = "cassette.version"
    /// A cassette file cannot be written.
    case cassetteUnwritable = "cassette.unwritable"
    /// Replay needs a cassette that does not exist.
    case cassetteMissing = "cassette.missing"
    /// Card-number-like values remain after redaction.
    case cassetteUnredacted = "cassette.unredacted"
    /// A request matches no recorded interaction.
    case cassetteMiss = "cassette.miss"
    /// Recorded interactions were never played.
    case cassetteUnplayed = "cassette.unplayed"
    /// A record mode is misspelt.
    case recordModeInvalid = "cassette.record-mode-invalid"
    /// An import source cannot be read.
    case importInvalid = "cassette.import-invalid"

    // MARK: Command line
    /// The protocol is not known.
    case unknownProtocol = "cli.unknown-protocol"
    /// The operation is not known.
    case unknownOperation = "cli.unknown-operation"
    /// The container is not known.
    case unknownContainer = "cli.unknown-container"
    /// The response status is not described.
    case unknownStatus = "cli.unknown-status"
    /// An input file cannot be read.
    case inputUnreadable = "cli.input-unreadable"
    /// An input is past a size limit; reading stopped there.
    case inputTooLarge = "input.too-large"

    // MARK: Scenarios and configuration
    /// A scenario folder sits in no loaded protocol.
    case scenarioUnknownProtocol = "scenario.unknown-protocol"
    /// A step names an operation its protocol does not have.
    case scenarioUnknownOperation = "scenario.unknown-operation"
    /// A template cannot be parsed.
    case scenarioTemplate = "scenario.template"
    /// A template refers to a value not defined before it.
    case scenarioUndefined = "scenario.undefined-value"
    /// A name is used twice.
    case scenarioDuplicateName = "scenario.duplicate-name"
    /// A value path is malformed.
    case scenarioBadPath = "scenario.bad-path"
    /// A body has the wrong shape for its operation's encoding.
    case scenarioBodyShape = "scenario.body-shape"
    /// A scenario has no steps.
    case scenarioNoSteps = "scenario.no-steps"
    /// A path parameter has no value.
    case scenarioPathParameter = "scenario.path-parameter"
    /// A mapping must hold exactly one of several keys.
    case scenarioOneKey = "scenario.one-key"
    /// A secret setting declares a default value.
    case scenarioSecretDefault = "scenario.secret-default"
    /// A settings file's preflight names a scenario the protocol does not have.
    case scenarioPreflightUnknown = "scenario.preflight-unknown"
    /// A configuration names a target that does not exist.
    case configUnknownTarget = "config.unknown-target"
    /// A protocol setting has no value for the target.
    case configMissingSetting = "config.missing-setting"
    /// A protocol setting has no value for a target given as a URL.
    case configMissingSettingURL = "config.missing-setting-url"
    /// A configuration snippet that names a URL target and gives it the settings it lacks.
    case configTargetSnippet = "config.target-snippet"
    /// A configuration reads an environment variable that is not set.
    case configMissingEnvironment = "config.missing-environment"
    /// A configuration sets a setting the protocol does not declare.
    case configUnknownSetting = "config.unknown-setting"
    /// A value is not a URL.
    case configBadURL = "config.bad-url"

    // MARK: Client cases
    /// Two client cases of a protocol are recognised by the same values.
    case clientAmbiguous = "client.ambiguous-recognition"
    /// A fault would come before the case is recognised.
    case clientFaultTooEarly = "client.fault-too-early"
    /// A name refers to an input the case does not declare.
    case clientUnknownInput = "client.unknown-input"
    /// An operation is named that is not a step of the case.
    case clientNotAStep = "client.not-a-step"
    /// A fault key that only an `answer` (or a `hang`) uses.
    case clientAnswerOnly = "client.answer-only-key"
    /// A rule key its kind does not use.
    case clientRuleKey = "client.rule-key"
    /// A retry rule follows no fault.
    case clientRuleWithoutFault = "client.rule-without-fault"

    // MARK: Runs and reports
    /// A shard is malformed.
    case runShard = "run.shard-invalid"
    /// No scenario matches the filters.
    case runNoScenarios = "run.no-scenarios"
    /// A request could not be sent or answered.
    case runTransport = "run.transport"
    /// An operation's send-time authentication lacks one of its settings.
    case runAuthenticationSetting = "run.authentication-setting"
    /// An output file cannot be written.
    case runUnwritable = "run.unwritable"
    /// An output would hold a secret.
    case runSecretInOutput = "run.secret-in-output"
    /// A folder to merge holds no report.
    case reportMergeInput = "report.merge-input"
    /// Two reports given to a merge hold the same suite.
    case reportMergeOverlap = "report.merge-overlap"
    /// Replay needs a scenario's cassette, which does not exist.
    case runCassetteMissing = "run.cassette-missing"
    // MARK: Outbound transport (texts in Transport/TransportMessages.swift)
    /// The server's certificate chains to no trusted authority.
    case transportUntrusted = "transport.untrusted-certificate"
    /// The server's certificate is not issued for the host asked for.
    case transportHostname = "transport.hostname-mismatch"
    /// The server's certificate has expired (or is not valid yet).
    case transportExpired = "transport.certificate-expired"
    /// The server asks for a client certificate that was not given or not accepted.
    case transportClientCertificate = "transport.client-certificate-required"
    /// The TLS handshake failed for another reason.
    case transportTLS = "transport.tls-failed"
    /// The forward proxy refused to open a tunnel.
    case transportProxyRefused = "transport.proxy-refused"
    /// The forward proxy wants credentials (407).
    case transportProxyAuthentication = "transport.proxy-authentication"
    /// Nothing listens at the address.
    case transportRefused = "transport.connection-refused"
    /// The host name does not resolve.
    case transportUnresolved = "transport.name-not-resolved"
    /// No connection or answer in time.
    case transportTimeout = "transport.timeout"
    /// The peer closed the connection before answering.
    case transportClosed = "transport.connection-closed"
    /// Sending failed for a reason not classified above.
    case transportFailed = "transport.failed"
    /// A server cannot listen: the address is taken.
    case transportPortInUse = "transport.port-in-use"
    /// A certificate or key file cannot be read.
    case transportPEMUnreadable = "transport.pem-unreadable"
    /// A certificate or key is not usable PEM.
    case transportPEMInvalid = "transport.pem-invalid"
    /// The client key does not belong to the client certificate.
    case transportKeyMismatch = "transport.key-mismatch"
    /// A client certificate is given without its key, or the reverse.
    case transportPairIncomplete = "transport.client-pair-incomplete"
    /// The forward proxy URL is unusable.
    case transportBadProxy = "transport.bad-proxy-url"
    /// Server certificates are not checked (`--insecure`).
    case transportInsecure = "transport.insecure"
    /// Transport flags were given, but the target is the built-in sandbox, always reached directly.
    case transportSandboxDirect = "transport.sandbox-direct"

    // MARK: Client session console (texts in Client/SessionMessages.swift)
    /// A flow of requests was recognised as a case.
    case sessionRecognised = "session.recognised"
    /// A request that is no operation of the specs.
    case sessionNoOperation = "session.no-operation"
    /// The fault injected into an exchange.
    case sessionFault = "session.fault"
    /// The count of items a line leaves out.
    case sessionMore = "session.more"
    /// An answer is held back (a hang) from now on.
    case sessionHolding = "session.holding"
    /// A held answer was sent when its time was up.
    case sessionHeldDelivered = "session.held-delivered"
    /// The client closed its connection while its answer was held.
    case sessionHeldAbandoned = "session.held-abandoned"
    /// The session ended while an answer was held.
    case sessionHeldEnded = "session.held-ended"
    /// A case's flow is complete and every behaviour held so far.
    case sessionPassedSoFar = "session.passed-so-far"
    /// A behaviour of a case failed.
    case sessionOutcomeFailed = "session.outcome-failed"
    /// A verdict shown as passed changed to failed.
    case sessionVerdictFailed = "session.verdict-failed"
    /// A verdict shown as failed changed to passed.
    case sessionVerdictPassed = "session.verdict-passed"
    /// Another behaviour of a case already shown as failed failed later.
    case sessionVerdictMore = "session.verdict-more"
    /// A flow ended without matching any case; its nearest case.
    case sessionUnmatched = "session.unmatched"
    /// A flow ended without matching any case, sharing nothing with any.
    case sessionUnmatchedAlone = "session.unmatched-alone"
    /// The nearest case of a flow, with how much of it the flow held.
    case sessionNearest = "session.nearest"
    /// A recognising value the flow sent differently.
    case sessionDifference = "session.difference"
    /// A recognising value's field the flow never sent.
    case sessionDifferenceMissing = "session.difference-missing"
    /// The report's note naming an unmatched flow's nearest case.
    case sessionReportNearest = "session.report-nearest"
    /// The bundle's record of a held answer sent late.
    case sessionRecordDelivered = "session.record-delivered"
    /// The bundle's record of a held answer the client abandoned.
    case sessionRecordAbandoned = "session.record-abandoned"
    /// The bundle's record of a held answer dropped at the session's end.
    case sessionRecordEnded = "session.record-ended"
}

extension MessageID {
    /// The message template in the given language.
    public func template(_ language: Language) -> String {
        let pair = texts
        return language == .en ? pair.en : pair.fr
    }

    // swift-format-ignore
    private var texts: (en: String, fr: String) {
        switch self {
        case .transportUntrusted, .transportHostname, .transportExpired, .transportClientCertificate, .transportTLS, .transportProxyRefused,
            .transportProxyAuthentication, .transportRefused, .transportUnresolved, .transportTimeout, .transportClosed, .transportFailed,
            .transportPortInUse, .transportPEMUnreadable, .transportPEMInvalid, .transportKeyMismatch, .transportPairIncomplete, .transportBadProxy,
            .transportInsecure, .transportSandboxDirect:
            transportTexts
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
        case .sessionRecognised, .sessionNoOperation, .sessionFault, .sessionMore, .sessionHolding, .sessionHeldDelivered,
            .sessionHeldAbandoned, .sessionHeldEnded, .sessionPassedSoFar, .sessionOutcomeFailed, .sessionVerdictFailed,
            .sessionVerdictPassed, .sessionVerdictMore, .sessionUnmatched, .sessionUnmatchedAlone, .sessionNearest, .sessionDifference,
            .sessionDifferenceMissing, .sessionReportNearest, .sessionRecordDelivered, .sessionRecordAbandoned, .sessionRecordEnded:
            sessionTexts
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
        case .missingMandatory:
            ("mandatory field {0} is missing",
             "le champ obligatoire {0} est absent")
        case .conditionViolated:
            ("{0}: {1}",
             "{0} : {1}")
        case .forbiddenField:
            ("{0} must be absent here: {1}",
             "{0} doit être absent ici : {1}")
        case .wrongType:
            ("{0} should be {1} but is {2}",
             "{0} devrait être de type {1} mais est de type {2}")
        case .unknownVersion:
            ("the message declares {0} {1}, which the spec does not list; it was checked against {2}, the nearest older version it knows",
             "le message déclare {0} {1}, que la spec ne liste pas ; il a été vérifié selon {2}, la version connue la plus proche en deçà")
        case .versionUnknown:
            ("'{0}' in {1} is not one of the protocol's versions ({2}); add it to 'versions' in protocol.yaml or name a listed one{3}",
             "'{0}' dans {1} n'est pas une des versions du protocole ({2}) ; ajoutez-la à 'versions' dans protocol.yaml ou nommez une version listée{3}")
        case .versionOrder:
            ("{0}: '{1}' must come before '{2}'",
             "{0} : '{1}' doit précéder '{2}'")
        case .formerlyWithoutSince:
            ("enum value '{0}' has 'formerly: {1}' but no 'since'; say from which version it is spelled '{0}'",
             "la valeur '{0}' a 'formerly: {1}' sans 'since' ; indiquez à partir de quelle version elle s'écrit '{0}'")
        case .wrongNamespace:
            ("the root element {0} should be in namespace {1} but is in {2}; the gateway's schema validation refuses it",
             "l'élément racine {0} devrait être dans l'espace de noms {1} mais est dans {2} ; la validation de schéma de la passerelle le refuse")
        case .badFormat:
            ("{0} does not match format {1}: {2}",
             "{0} ne respecte pas le format {1} : {2}")
        case .notInEnum:
            ("{0} is '{1}', which is not one of: {2}",
             "{0} vaut '{1}', qui ne fait pas partie de : {2}")
        case .outOfRange:
            ("{0} is out of range: {1}",
             "{0} est hors limites : {1}")
        case .unknownField:
            ("{0} is not described by the spec",
             "{0} n'est pas décrit par la spec")
        case .nullValue:
            ("{0} is null, which the spec does not allow; omit the field or give it a value",
             "{0} vaut null, ce que la spec n'admet pas ; omettez le champ ou donnez-lui une valeur")
        case .emptyValue:
            ("{0} is an empty string, which the spec does not allow",
             "{0} est une chaîne vide, ce que la spec n'admet pas")
        case .unparsableBody:
            ("the body is not valid {0}: {1}",
             "le corps n'est pas du {0} valide : {1}")
        case .codeMeaning:
            ("{0} = {1}: {2}",
             "{0} = {1} : {2}")
        case .errorEnvelope:
            ("{0} is the error form answered in place of the message ({1} = {2}); its version and namespace are the platform's own: {3}",
             "{0} est la forme d'erreur renvoyée à la place du message ({1} = {2}) ; sa version et son espace de noms sont ceux de la plateforme : {3}")
        case .unknownCode:
            ("{0} = '{1}' is not in code table {2}",
             "{0} = '{1}' ne figure pas dans la table de codes {2}")
        case .findingsTruncated:
            ("{0} more findings are not listed ({1}); only the first {2} of each severity are (maxFindings)",
             "{0} constats de plus ne sont pas listés ({1}) ; seuls les {2} premiers de chaque gravité le sont (maxFindings)")
        case .duplicateMember:
            ("{0}: the member name '{1}' appears again in the same object; names must be unique (RFC 8259), gateways reject or misread repeats",
             "{0} : le nom de membre '{1}' apparaît de nouveau dans le même objet ; les noms doivent être uniques (RFC 8259), les passerelles refusent ou lisent mal les répétitions")
        case .unknownProtocol:
            ("unknown protocol '{0}'{1}; known protocols: {2}",
             "protocole inconnu '{0}'{1} ; protocoles connus : {2}")
        case .unknownOperation:
            ("protocol '{0}' has no operation '{1}'{2}; run 'conformance specs list' to see them",
             "le protocole '{0}' n'a pas d'opération '{1}'{2} ; 'conformance specs list' les affiche")
        case .unknownContainer:
            ("protocol '{0}' has no container '{1}'{2}",
             "le protocole '{0}' n'a pas de conteneur '{1}'{2}")
        case .unknownStatus:
            ("operation '{0}' describes no response for status {1}; described: {2}",
             "l'opération '{0}' ne décrit aucune réponse pour le statut {1} ; décrits : {2}")
        case .inputUnreadable:
            ("cannot read input '{0}': {1}",
             "lecture de l'entrée '{0}' impossible : {1}")
        }
    }

    /// The template with `{0}`, `{1}`… replaced by the arguments.
    public func render(_ language: Language, _ arguments: [MessageArgument]) -> String {
        var text = template(language)
        for (index, argument) in arguments.enumerated() {
            text = text.replacingOccurrences(of: "{\(index)}", with: argument.text(language))
        }
        return text
    }
}
