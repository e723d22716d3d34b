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

    // MARK: Certification verdicts (texts in CertificationMessages.swift)
    /// `certify` ran a selection that leaves out mandatory requirements: not certified, partial.
    case certifyPartial = "certify.partial"
    /// `certificate verify` read an authentic statement of a partial selection.
    case verifyPartial = "verify.partial"
    /// What the partial selection also failed, appended to ``verifyPartial``.
    case verifyPartialFailing = "verify.partial-failing"

    // MARK: Scripted-client contract (texts in Client/ContractMessages.swift)
    /// A `gateway:` entry of clients/settings.yaml names no setting of the protocol's scenarios/settings.yaml.
    case clientGatewayUnknownSetting = "client.gateway-unknown-setting"
    /// A `gateway:` entry names a setting with neither a sandbox nor a default value.
    case clientGatewayNoValue = "client.gateway-no-value"
    /// A secret setting is listed under `gateway.identifiers` instead of `gateway.credentials`.
    case clientGatewaySecretIdentifier = "client.gateway-secret-identifier"

    // MARK: Client judge findings (texts in Client/ClientJudgeMessages.swift)
    /// What the steps behaviour requires.
    case judgeStepsTitle = "judge.steps-title"
    /// A step the case passes without.
    case judgeStepOptional = "judge.step-optional"
    /// What joins two steps.
    case judgeStepThen = "judge.step-then"
    /// A step came before an earlier mandatory one.
    case judgeStepSkipped = "judge.step-skipped"
    /// Mandatory steps were never sent.
    case judgeStepsMissing = "judge.steps-missing"
    /// Every step was sent in order.
    case judgeStepsInOrder = "judge.steps-in-order"
    /// What the requests-conform behaviour requires.
    case judgeConformTitle = "judge.conform-title"
    /// Requests broke the spec.
    case judgeConformFindings = "judge.conform-findings"
    /// Every request conforms.
    case judgeConformClean = "judge.conform-clean"
    /// No request matched an operation.
    case judgeConformNone = "judge.conform-none"
    /// A rule without its operation.
    case judgeNoOperation = "judge.no-operation"
    /// How an exchange was answered: a status and its codes.
    case judgeAnswered = "judge.answered"
    /// An exchange the gateway side held without an answer.
    case judgeNoAnswerWithin = "judge.no-answer-within"
    /// An exchange without an answer.
    case judgeNoAnswer = "judge.no-answer"
    /// An answer cut off mid-body.
    case judgeCutOff = "judge.cut-off"
    /// A planned hang.
    case judgePlannedHang = "judge.planned-hang"
    /// A planned cut answer.
    case judgePlannedCut = "judge.planned-cut"
    /// The case's injected answer never happened.
    case judgeRetryNotInjected = "judge.retry-not-injected"
    /// A retry was owed and never sent.
    case judgeRetryNever = "judge.retry-never"
    /// A retry changed a value it must repeat.
    case judgeRetryChanged = "judge.retry-changed"
    /// A value the request does not hold.
    case judgeValueAbsent = "judge.value-absent"
    /// A header sent.
    case judgeHeaderPresent = "judge.header-present"
    /// A header not sent.
    case judgeHeaderAbsent = "judge.header-absent"
    /// A header sent with another value.
    case judgeHeaderDifferent = "judge.header-different"
    /// A retry did not repeat a header.
    case judgeRetryHeader = "judge.retry-header"
    /// A retry lacks a value it must hold.
    case judgeRetryValue = "judge.retry-value"
    /// Every injected answer was followed by a good retry.
    case judgeRetryHeld = "judge.retry-held"
    /// The values a retry repeated.
    case judgeRetrySame = "judge.retry-same"
    /// The values a retry held.
    case judgeRetryValues = "judge.retry-values"
    /// What joins alternative answer values.
    case judgeOr = "judge.or"
    /// A case's no-retry rule whose answer never came.
    case judgeNoRetryUnobserved = "judge.no-retry-unobserved"
    /// A protocol no-retry rule whose answer never came.
    case judgeNoRetryNotTriggered = "judge.no-retry-not-triggered"
    /// An operation sent again when its answer forbade it.
    case judgeNoRetryBroken = "judge.no-retry-broken"
    /// An operation not sent again, as its answer required.
    case judgeNoRetryHeld = "judge.no-retry-held"
    /// An operation sent after a refusal that forbids it.
    case judgeNotAfterBroken = "judge.not-after-broken"
    /// Nothing forbidden was sent after a refusal.
    case judgeNotAfterHeld = "judge.not-after-held"
    /// A protocol not-after rule whose refusal never came.
    case judgeNotAfterNotTriggered = "judge.not-after-not-triggered"
    /// A case's not-after rule whose refusal never came.
    case judgeNotAfterUnobserved = "judge.not-after-unobserved"
    /// A server request carries a card input.
    case judgeCardInput = "judge.card-input"
    /// A server request carries a card number.
    case judgeCardNumber = "judge.card-number"
    /// No card data on the server's requests.
    case judgeCardClean = "judge.card-clean"
    /// An app request carries a forbidden header.
    case judgeHeaderSent = "judge.header-sent"
    /// No forbidden header on the app's requests.
    case judgeHeaderClean = "judge.header-clean"
    /// An operation the case forbids was sent.
    case judgeNotSentBroken = "judge.not-sent-broken"
    /// The forbidden operations were never sent.
    case judgeNotSentHeld = "judge.not-sent-held"
    /// No return address was sent.
    case judgeReturnNoField = "judge.return-no-field"
    /// The return address is not the session's.
    case judgeReturnNotServed = "judge.return-not-served"
    /// The web view loaded the return address.
    case judgeReturnLoaded = "judge.return-loaded"
    /// The web view closed on the return address.
    case judgeReturnHeld = "judge.return-held"
    /// An exchange and how it was answered.
    case judgeNumbered = "judge.numbered"

    // MARK: Certification header of a report (texts in Diagnostics/CertificationReportMessages.swift)
    /// Why a bundle certifies: every mandatory requirement passed.
    case reportReasonPassed = "report.reason-passed"
    /// Why a bundle does not certify: mandatory requirements failed.
    case reportReasonFailed = "report.reason-failed"
    /// Why a bundle does not certify: the selection left out mandatory requirements.
    case reportReasonPartial = "report.reason-partial"
    /// Why a bundle does not certify: the session did not run to its end.
    case reportReasonIncomplete = "report.reason-incomplete"
    /// Why a bundle does not certify: no mandatory requirement ran.
    case reportReasonNoMandatory = "report.reason-no-mandatory"
    /// The recording proxy in front of a gateway's test environment.
    case reportGatewayProxy = "report.gateway-proxy"
    /// A guided session that ran every case.
    case reportEndedCompleted = "report.ended-completed"
    /// A session whose client command exited.
    case reportEndedExecExited = "report.ended-exec-exited"
    /// A session cut by its time limit.
    case reportEndedTimeout = "report.ended-timeout"
    /// A session interrupted by Ctrl-C or a signal.
    case reportEndedInterrupted = "report.ended-interrupted"
    /// A guided session the tester quit.
    case reportEndedQuit = "report.ended-quit"
    /// The profile's counts: mandatory and optional requirements passed.
    case reportProfileCounts = "report.profile-counts"
    /// What a value marked redacted is, shown on hover.
    case reportRedactedTitle = "report.redacted-title"
    /// The note under an exchange that holds redacted values.
    case reportRedactedNote = "report.redacted-note"

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
    /// A case that was not run, with the unmatched flow that came nearest to it.
    case sessionNotRunNearest = "session.not-run-nearest"

    // MARK: The refusal a case is about (texts in Client/ClientRefusalMessages.swift)
    /// What a case's refusal-seen behaviour requires.
    case judgeRefusalTitle = "judge.refusal-title"
    /// The case's refusal was seen.
    case judgeRefusalSeen = "judge.refusal-seen"
    /// The case's operation was answered, but not with its refusal.
    case judgeRefusalNotSeen = "judge.refusal-not-seen"
    /// The case's refused operation was never sent.
    case judgeRefusalNeverSent = "judge.refusal-never-sent"
    /// A refusal condition: an error status or no answer.
    case judgeRefusalError = "judge.refusal-error"
    /// A refusal condition: a field holding another value than the accepted ones.
    case judgeRefusalOtherThan = "judge.refusal-other-than"
    /// What the tester should do: pay with the case's card.
    case judgeRefusalPayWith = "judge.refusal-pay-with"
    /// What the tester should do: follow the case's instructions.
    case judgeRefusalFollow = "judge.refusal-follow"

    // MARK: The command line and its sessions (texts in Diagnostics/CommandLineMessages.swift)
    /// The marker before every line of a run or proxy whose server certificates go unchecked.
    case cliInsecureMarker = "cli.insecure-marker"
    /// The first line of a run: scenarios, target and mode.
    case cliRunStart = "cli.run-start"
    /// After a passed scenario's warnings: where they are listed and how to fail on them.
    case cliRunWarningsNote = "cli.run-warnings-note"
    /// A failed scenario's count of failed checks ({2}: the failures counted with their noun).
    case cliRunScenarioFailed = "cli.run-scenario-failed"
    /// The closing line of a run: scenarios and checks passed, errors and warnings.
    case cliRunSummary = "cli.run-summary"
    /// The report files a run wrote.
    case cliRunReports = "cli.run-reports"
    /// The built-in sandbox could not start.
    case cliSandboxNotStarted = "cli.sandbox-not-started"
    /// Sandbox options were given for another target or in replay.
    case cliSandboxOptionsNeedSandbox = "cli.sandbox-options-need-sandbox"
    /// A problem, prefixed as an error.
    case cliError = "cli.error"
    /// A suggestion after an unknown name.
    case cliDidYouMean = "cli.did-you-mean"
    /// The spec folder does not exist.
    case cliSpecFolderMissing = "cli.spec-folder-missing"
    /// The specs have errors; lint lists them.
    case cliSpecsHaveErrors = "cli.specs-have-errors"
    /// A --protocol-version value without a protocol while several are in play.
    case cliVersionNeedsProtocol = "cli.version-needs-protocol"
    /// A --protocol-version for a protocol whose spec has one version.
    case cliVersionSingle = "cli.version-single"
    /// A configured version the spec does not list, and the rules applied instead.
    case cliVersionUnknown = "cli.version-unknown"
    /// The client cases have errors, so no session starts.
    case cliClientCasesErrors = "cli.client-cases-errors"
    /// --protocol names a protocol without client cases.
    case cliClientUnknownProtocol = "cli.client-unknown-protocol"
    /// --case names no client case ({1}: a suggestion or nothing).
    case cliClientUnknownCase = "cli.client-unknown-case"
    /// The specs hold no client case.
    case cliClientNoCases = "cli.client-no-cases"
    /// The --exec command exited with a failure status.
    case cliClientExecStatus = "cli.client-exec-status"
    /// A client session's first line, with the recording proxy as gateway.
    case cliDisplayProxy = "cli.display-proxy"
    /// A client session's first line, with the built-in sandbox as gateway.
    case cliDisplaySandbox = "cli.display-sandbox"
    /// Where the client's gateway base URL must point.
    case cliDisplayPoint = "cli.display-point"
    /// The return addresses of the cases.
    case cliDisplayReturn = "cli.display-return"
    /// How many cases the session runs, mandatory and optional.
    case cliDisplayCases = "cli.display-cases"
    /// The keys of a guided session.
    case cliDisplayKeys = "cli.display-keys"
    /// How far a session has come.
    case cliDisplayProgress = "cli.display-progress"
    /// The word for a mandatory case.
    case cliDisplayMandatory = "cli.display-mandatory"
    /// The word for an optional case.
    case cliDisplayOptional = "cli.display-optional"
    /// What the tester does for a case.
    case cliDisplayDo = "cli.display-do"
    /// A case's return URL.
    case cliDisplayReturnURL = "cli.display-return-url"
    /// The operations a case expects, in order.
    case cliDisplayExpected = "cli.display-expected"
    /// The session's time limit passed.
    case cliDisplayTimeLimit = "cli.display-time-limit"
    /// The tester ended the session.
    case cliDisplayQuit = "cli.display-quit"
    /// The tester skipped a case.
    case cliDisplaySkipped = "cli.display-skipped"
    /// The keys a guided session understands, after another key.
    case cliDisplayKeysHint = "cli.display-keys-hint"
    /// The heading of a session's results.
    case cliDisplayResults = "cli.display-results"
    /// A case that was not run.
    case cliDisplayNotRun = "cli.display-not-run"
    /// A case that passed.
    case cliDisplayPassed = "cli.display-passed"
    /// A case that failed, with its failed checks.
    case cliDisplayFailed = "cli.display-failed"
    /// Flows of requests that matched no case.
    case cliDisplayUnmatched = "cli.display-unmatched"
    /// A client is certified.
    case cliClientCertified = "cli.client-certified"
    /// A client session was cut short, so nothing is certified.
    case cliClientCutShort = "cli.client-cut-short"
    /// No mandatory case ran, so nothing is certified.
    case cliClientNoMandatory = "cli.client-no-mandatory"
    /// Mandatory client cases failed.
    case cliClientFailed = "cli.client-failed"
    /// A certification run could not reach its target.
    case cliCertifyUnreachable = "cli.certify-unreachable"
    /// A server is certified.
    case cliCertifyCertified = "cli.certify-certified"
    /// Mandatory requirements failed.
    case cliCertifyFailed = "cli.certify-failed"
    /// --fail-on warning fails a certification whose traffic had warnings.
    case cliCertifyFailOnWarning = "cli.certify-fail-on-warning"
    /// --out names a file.
    case cliCertifyOutIsFile = "cli.certify-out-is-file"
    /// --out names a folder that is not empty.
    case cliCertifyOutNotEmpty = "cli.certify-out-not-empty"
    /// A bundle failed verification.
    case cliVerifyInvalid = "cli.verify-invalid"
    /// An authentic bundle that certifies nothing.
    case cliVerifyNotCertified = "cli.verify-not-certified"
    /// A valid, current certificate.
    case cliVerifyValid = "cli.verify-valid"
    /// A cassette has no journal to recover.
    case cliRecoverNoJournal = "cli.recover-no-journal"
    /// The journal's last line was cut and dropped.
    case cliRecoverCut = "cli.recover-cut"
    /// Interactions recovered from a journal.
    case cliRecovered = "cli.recovered"
    /// A value that looks like a card number.
    case cliScanHit = "cli.scan-hit"
    /// What a scan read and found.
    case cliScanSummary = "cli.scan-summary"
    /// A recorded request matches no operation.
    case cliNoOperation = "cli.no-operation"
    /// Pages a web view loaded besides the protocol calls ({0} in English words, {1} the count).
    case cliPagesNote = "cli.pages-note"
    /// How many interactions of one file conform.
    case cliFileConformant = "cli.file-conformant"
    /// A file that is not a cassette.
    case cliFileSkipped = "cli.file-skipped"
    /// The pages read ({0} in English words, {1} the count).
    case cliPagesCount = "cli.pages-count"
    /// Files skipped.
    case cliFilesSkipped = "cli.files-skipped"
    /// What a cassette check read and found.
    case cliCassetteSummary = "cli.cassette-summary"
    /// Every interaction read is a page or an asset.
    case cliOnlyPages = "cli.only-pages"
    /// A command read nothing.
    case cliNothingRead = "cli.nothing-read"
    /// Interactions imported into a cassette.
    case cliImported = "cli.imported"
    /// Interactions exported from a cassette.
    case cliExported = "cli.exported"
    /// A protocol does not list both versions compared.
    case cliDiffVersionsMissing = "cli.diff-versions-missing"
    /// The word for no versions listed.
    case cliDiffNone = "cli.diff-none"
    /// No protocol lists both versions compared.
    case cliDiffNoProtocol = "cli.diff-no-protocol"
    /// How many drift findings, by severity ({4}: the info count with its noun).
    case cliDriftSummary = "cli.drift-summary"
    /// A note of a drift suggestion.
    case cliDriftNote = "cli.drift-note"
    /// The heading of suggested spec changes.
    case cliDriftSuggested = "cli.drift-suggested"
    /// The Markdown title of drift findings.
    case cliDriftTitle = "cli.drift-title"
    /// The Markdown table header of drift findings.
    case cliDriftTableHeader = "cli.drift-table-header"
    /// What lint read and found.
    case cliLintSummary = "cli.lint-summary"
    /// More overlapping suites.
    case cliReportMore = "cli.report-more"
    /// What a report merge wrote.
    case cliReportMerged = "cli.report-merged"
    /// A spec that describes a single version.
    case cliSpecsSingleVersion = "cli.specs-single-version"
    /// A suggested version.
    case cliSpecsSuggestion = "cli.specs-suggestion"
    /// A spec lacks the version asked for.
    case cliSpecsNoVersion = "cli.specs-no-version"
    /// The proxy has no upstream.
    case cliProxyNoUpstream = "cli.proxy-no-upstream"
    /// --redact-env names an unset variable.
    case cliProxyRedactEnv = "cli.proxy-redact-env"
    /// --allow-card is not a card number.
    case cliProxyAllowCard = "cli.proxy-allow-card"
    /// --redact-name is not usable.
    case cliProxyRedactName = "cli.proxy-redact-name"
    // MARK: Value formats, checker reasons, conditions and import positions (texts in Diagnostics/CheckFormatMessages.swift)
    /// A `digits` value with another character.
    case formatNotDigits = "format.not-digits"
    /// An `alphanumeric` value with another character.
    case formatNotAlphanumeric = "format.not-alphanumeric"
    /// A `decimal` value that is not digits with an optional fraction.
    case formatNotDecimal = "format.not-decimal"
    /// A `luhn` value whose check digit is wrong.
    case formatLuhn = "format.luhn"
    /// A `mod10-plus-one` value whose Luhn sum is not 1 modulo 10.
    case formatMod10PlusOne = "format.mod10-plus-one"
    /// A `masked-pan` value that is not digits around mask characters.
    case formatMaskedPAN = "format.masked-pan"
    /// A `hex` value with another character.
    case formatNotHex = "format.not-hex"
    /// A `hex-lower` value with another character.
    case formatNotHexLower = "format.not-hex-lower"
    /// A `base64` value that is not standard Base64.
    case formatNotBase64 = "format.not-base64"
    /// A `base64url` value that is not URL-safe Base64.
    case formatNotBase64url = "format.not-base64url"
    /// A `jwe-compact` value that is not five base64url parts.
    case formatNotJWE = "format.not-jwe"
    /// An `ascii-printable` value with another character.
    case formatNotPrintable = "format.not-printable"
    /// A `url` value that is not an absolute http(s) URL.
    case formatNotURL = "format.not-url"
    /// An `email` value that is not a mailbox address.
    case formatNotEmail = "format.not-email"
    /// A `uuid` value that is not 8-4-4-4-12 hexadecimal digits.
    case formatNotUUID = "format.not-uuid"
    /// An `xml-datetime` value not laid out as an XML Schema dateTime.
    case formatXMLDateTimeLayout = "format.xml-datetime-layout"
    /// A `date-time` value not laid out as an RFC 3339 date and time.
    case formatDateTimeLayout = "format.date-time-layout"
    /// A date and time whose date does not exist ({0}: the date).
    case formatNoSuchDate = "format.no-such-date"
    /// An `xml-datetime` value whose time is out of range ({0}: the time).
    case formatXMLTimeOutOfRange = "format.xml-time-out-of-range"
    /// A `date-time` value whose time is out of range ({0}: the time).
    case formatTimeOutOfRange = "format.time-out-of-range"
    /// A `date-time` value without a time zone.
    case formatZoneMissing = "format.zone-missing"
    /// An `xml-datetime` value whose zone is malformed or out of range.
    case formatXMLBadZone = "format.xml-bad-zone"
    /// A `date-time` value whose zone is malformed or out of range.
    case formatBadZone = "format.bad-zone"
    /// A `date` value that is not an ISO 8601 date.
    case formatNotDate = "format.not-date"
    /// A `currency-numeric` value that is not an ISO 4217 code.
    case formatNotCurrencyNumeric = "format.not-currency-numeric"
    /// A `currency-alpha` value that is not an ISO 4217 code.
    case formatNotCurrencyAlpha = "format.not-currency-alpha"
    /// A `country-alpha2` value that is not an ISO 3166-1 code.
    case formatNotCountry = "format.not-country"
    /// A `language` value that is not an ISO 639-1 code with an optional region.
    case formatNotLanguage = "format.not-language"
    /// A value that is not a real date laid out by its template ({0}: the template).
    case formatDateTemplate = "format.date-template"
    /// An Accept list with no range covering the media type ({0}).
    case formatNotAccepted = "format.not-accepted"
    /// An Accept list whose most specific range for the media type ({0}) has q=0.
    case formatExcluded = "format.excluded"
    /// An Accept list that does not parse ({0}: what is wrong).
    case formatBadAccept = "format.bad-accept"
    /// What is wrong with an Accept list: it names no media range.
    case formatAcceptEmpty = "format.accept-empty"
    /// What is wrong with an Accept list: an element ({0}) without a slash.
    case formatAcceptMissingSlash = "format.accept-missing-slash"
    /// What is wrong with an Accept list: an element ({0}) with an empty or invalid type.
    case formatAcceptBadType = "format.accept-bad-type"
    /// What is wrong with an Accept list: an element ({0}) with an empty or invalid subtype.
    case formatAcceptBadSubtype = "format.accept-bad-subtype"
    /// What is wrong with an Accept list: an element ({0}) with the type * and another subtype.
    case formatAcceptWildcardType = "format.accept-wildcard-type"
    /// What is wrong with an Accept list: an element ({0}) with a malformed parameter.
    case formatAcceptBadParameter = "format.accept-bad-parameter"
    /// What is wrong with an Accept list: an element ({0}) with a bad weight.
    case formatAcceptBadWeight = "format.accept-bad-weight"
    /// What is wrong with an Accept list: an element ({0}) giving its weight twice.
    case formatAcceptDuplicateWeight = "format.accept-duplicate-weight"
    /// What is wrong with an Accept list: an element ({0}) going on after its range and parameters.
    case formatAcceptUnexpected = "format.accept-unexpected"
    /// Why a JSON or XML body cannot be parsed: it is empty.
    case checkBodyEmpty = "check.body-empty"
    /// A list shorter than its field allows ({0}: the minimum, {1}: the count).
    case checkItemsAtLeast = "check.items-at-least"
    /// A list longer than its field allows ({0}: the maximum, {1}: the count).
    case checkItemsAtMost = "check.items-at-most"
    /// A string shorter than its field allows ({0}: the minimum, {1}: the length).
    case checkLengthAtLeast = "check.length-at-least"
    /// A string longer than its field allows ({0}: the maximum, {1}: the length).
    case checkLengthAtMost = "check.length-at-most"
    /// A string with more bytes than its field allows ({0}: the maximum, {1}: the count).
    case checkBytesAtMost = "check.bytes-at-most"
    /// A string that does not match its field's pattern.
    case checkPatternMismatch = "check.pattern-mismatch"
    /// A number below its field's minimum ({0}: the value, {1}: the minimum).
    case checkBelowMinimum = "check.below-minimum"
    /// A number above its field's maximum ({0}: the value, {1}: the maximum).
    case checkAboveMaximum = "check.above-maximum"
    /// A condition's test: a field holds one of some values ({0}: the field, {1}: the values).
    case conditionIsOneOf = "condition.is-one-of"
    /// A condition's test: a field is present ({0}).
    case conditionIsPresent = "condition.is-present"
    /// A condition's test: a field is absent ({0}).
    case conditionIsAbsent = "condition.is-absent"
    /// A field required when a test holds ({0}: the test).
    case conditionRequiredWhen = "condition.required-when"
    /// A field required when a test holds and forbidden otherwise ({0}: the test).
    case conditionRequiredWhenOnly = "condition.required-when-only"
    /// A group of fields of which at least one must be present ({0}: the fields).
    case conditionAtLeastOne = "condition.at-least-one"
    /// A group of fields of which exactly one must be present ({0}: the fields).
    case conditionExactlyOne = "condition.exactly-one"
    /// Where an import problem is: a path in the file ({0}: the path, {1}: the problem).
    case importAtPath = "import.at-path"
    /// Where an import problem is: a line and column ({0}, {1}), with the node's path ({2}), then the problem ({3}).
    case importAtLine = "import.at-line"

    // MARK: Lint of asserted codes (texts in Scenario/AssertedCodeMessages.swift)
    /// A scenario or client case asserts a code that the code table of its field does not list.
    case lintAssertedCode = "lint.asserted-code"
    // MARK: The sandbox's facts in the specs (texts in Sandbox/SandboxFactsMessages.swift)
    /// A test card number that is not digits or fails the Luhn check.
    case sandboxCardNotLuhn = "sandbox.card-not-luhn"
    /// A test card listed twice in one table.
    case sandboxCardDuplicate = "sandbox.card-duplicate"
    /// A generic card whose outcome differs between two protocols.
    case sandboxGenericDiffers = "sandbox.generic-differs"
    /// A generic card of one protocol missing from another's table.
    case sandboxGenericMissing = "sandbox.generic-missing"
    /// An answer status outside 100 to 599.
    case sandboxAnswerStatus = "sandbox.answer-status"
    /// An answer with neither status, body nor values.
    case sandboxAnswerEmpty = "sandbox.answer-empty"

    // MARK: Sandbox fixture files (texts in Diagnostics/SandboxFixtureMessages.swift)
    /// A sandbox fixture names a product that the sandbox product catalogue does not define.
    case sandboxFixtureUnknownProduct = "sandbox.fixture-unknown-product"
    // MARK: Sentences of reports, limits, steps, key files and references — texts in the files named below

    // MARK: Spec changes and traffic drift (texts in Diff/ChangeMessages.swift)
    /// The title of the spec change rule `protocol-removed`.
    case diffProtocolRemoved = "diff.protocol-removed"
    /// The title of the spec change rule `protocol-added`.
    case diffProtocolAdded = "diff.protocol-added"
    /// The title of the spec change rule `version-changed`.
    case diffVersionChanged = "diff.version-changed"
    /// The title of the spec change rule `operation-removed`.
    case diffOperationRemoved = "diff.operation-removed"
    /// The title of the spec change rule `operation-added`.
    case diffOperationAdded = "diff.operation-added"
    /// The title of the spec change rule `transport-changed`.
    case diffTransportChanged = "diff.transport-changed"
    /// The title of the spec change rule `response-status-removed`.
    case diffResponseStatusRemoved = "diff.response-status-removed"
    /// The title of the spec change rule `response-status-added`.
    case diffResponseStatusAdded = "diff.response-status-added"
    /// The title of the spec change rule `request-field-removed`.
    case diffRequestFieldRemoved = "diff.request-field-removed"
    /// The title of the spec change rule `response-field-removed`.
    case diffResponseFieldRemoved = "diff.response-field-removed"
    /// The title of the spec change rule `request-field-added-mandatory`.
    case diffRequestFieldAddedMandatory = "diff.request-field-added-mandatory"
    /// The title of the spec change rule `request-field-added-optional`.
    case diffRequestFieldAddedOptional = "diff.request-field-added-optional"
    /// The title of the spec change rule `response-field-added`.
    case diffResponseFieldAdded = "diff.response-field-added"
    /// The title of the spec change rule `request-field-now-required`.
    case diffRequestFieldNowRequired = "diff.request-field-now-required"
    /// The title of the spec change rule `request-field-now-optional`.
    case diffRequestFieldNowOptional = "diff.request-field-now-optional"
    /// The title of the spec change rule `response-field-now-optional`.
    case diffResponseFieldNowOptional = "diff.response-field-now-optional"
    /// The title of the spec change rule `response-field-now-mandatory`.
    case diffResponseFieldNowMandatory = "diff.response-field-now-mandatory"
    /// The title of the spec change rule `condition-changed`.
    case diffConditionChanged = "diff.condition-changed"
    /// The title of the spec change rule `type-changed`.
    case diffTypeChanged = "diff.type-changed"
    /// The title of the spec change rule `format-narrowed`.
    case diffFormatNarrowed = "diff.format-narrowed"
    /// The title of the spec change rule `format-widened`.
    case diffFormatWidened = "diff.format-widened"
    /// The title of the spec change rule `enum-narrowed`.
    case diffEnumNarrowed = "diff.enum-narrowed"
    /// The title of the spec change rule `enum-value-added`.
    case diffEnumValueAdded = "diff.enum-value-added"
    /// The title of the spec change rule `code-removed`.
    case diffCodeRemoved = "diff.code-removed"
    /// The title of the spec change rule `code-added`.
    case diffCodeAdded = "diff.code-added"
    /// The title of the spec change rule `code-outcome-changed`.
    case diffCodeOutcomeChanged = "diff.code-outcome-changed"
    /// The title of the spec change rule `description-changed`.
    case diffDescriptionChanged = "diff.description-changed"
    /// The scenarios a spec change affects.
    case diffScenarios = "diff.scenarios"
    /// The cassettes a spec change affects.
    case diffCassettes = "diff.cassettes"
    /// The count of spec changes, by severity.
    case diffSummary = "diff.summary"
    /// A count of changes, singular.
    case diffChangesOne = "diff.changes-one"
    /// A count of changes, plural.
    case diffChangesOther = "diff.changes-other"
    /// A count of breaking changes, singular.
    case diffBreakingOne = "diff.breaking-one"
    /// A count of breaking changes, plural.
    case diffBreakingOther = "diff.breaking-other"
    /// A count of warnings, singular.
    case countWarningsOne = "count.warnings-one"
    /// A count of warnings, plural.
    case countWarningsOther = "count.warnings-other"
    /// A count of errors, singular.
    case countErrorsOne = "count.errors-one"
    /// A count of errors, plural.
    case countErrorsOther = "count.errors-other"
    /// A count of informative changes, singular.
    case diffInfoOne = "diff.info-one"
    /// A count of informative changes, plural.
    case diffInfoOther = "diff.info-other"
    /// The title of the Markdown list of spec changes.
    case diffMarkdownTitle = "diff.markdown-title"
    /// The header of the Markdown table of spec changes.
    case diffMarkdownHeader = "diff.markdown-header"
    /// The title of the drift kind `field-appeared`.
    case driftFieldAppeared = "drift.field-appeared"
    /// The title of the drift kind `field-disappeared`.
    case driftFieldDisappeared = "drift.field-disappeared"
    /// The title of the drift kind `type-changed`.
    case driftTypeChanged = "drift.type-changed"
    /// The title of the drift kind `format-changed`.
    case driftFormatChanged = "drift.format-changed"
    /// The title of the drift kind `new-status`.
    case driftNewStatus = "drift.new-status"
    /// The title of the drift kind `new-code`.
    case driftNewCode = "drift.new-code"
    /// The title of the drift kind `status-unseen`.
    case driftStatusUnseen = "drift.status-unseen"
    /// The title of the drift kind `operation-unseen`.
    case driftOperationUnseen = "drift.operation-unseen"
    /// The title of the drift kind `version-changed`.
    case driftVersionChanged = "drift.version-changed"

    // MARK: Report words and coverage labels (texts in Report/ReportWordMessages.swift)
    /// The verdict's word for a certified run.
    case reportVerdictCertified = "report.verdict-certified"
    /// The verdict's word for a run that is not certified.
    case reportVerdictNotCertified = "report.verdict-not-certified"
    /// The client role, in words.
    case reportRoleClient = "report.role-client"
    /// The server role, in words.
    case reportRoleServer = "report.role-server"
    /// The built-in sandbox as what was tested.
    case reportTargetSandbox = "report.target-sandbox"
    /// A requirement that did not run.
    case reportResultNotRun = "report.result-not-run"
    /// A requirement that passed.
    case reportResultPassed = "report.result-passed"
    /// A requirement that failed, with its failing checks.
    case reportResultFailed = "report.result-failed"
    /// A mandatory requirement's level.
    case reportLevelMandatory = "report.level-mandatory"
    /// An optional requirement's level.
    case reportLevelOptional = "report.level-optional"
    /// The mark after a value the tool replaced.
    case reportRedactedWord = "report.redacted-word"
    /// An exchange that no operation of the specs matches.
    case reportNoOperation = "report.no-operation"
    /// What the spec expects, in a failure's detail.
    case reportExpected = "report.expected"
    /// What the body holds, in a failure's detail.
    case reportActual = "report.actual"
    /// What to do about a failure, in its detail.
    case reportWhatToDo = "report.what-to-do"
    /// Where a finding's field is defined in the spec.
    case reportSpecLocation = "report.spec-location"
    /// The title of the Markdown summary of a run.
    case reportMarkdownTitle = "report.markdown-title"
    /// A conformant run, in the Markdown summary.
    case reportMarkdownConformant = "report.markdown-conformant"
    /// A run that is not conformant, in the Markdown summary.
    case reportMarkdownNotConformant = "report.markdown-not-conformant"
    /// The totals of a run, in the Markdown summary.
    case reportMarkdownTotals = "report.markdown-totals"
    /// The header of the Markdown table of suites.
    case reportMarkdownTableHeader = "report.markdown-table-header"
    /// The title of the Markdown list of failures.
    case reportMarkdownFailures = "report.markdown-failures"
    /// The failures left out of the Markdown list.
    case reportMarkdownMore = "report.markdown-more"
    /// The verdict line of a conformant message.
    case findingConformant = "finding.conformant"
    /// The verdict line of a message that is not conformant.
    case findingNotConformant = "finding.not-conformant"
    /// The coverage part: operations exercised.
    case coverageOperations = "coverage.operations"
    /// The coverage part: response statuses seen.
    case coverageStatuses = "coverage.statuses"
    /// The coverage part: documented codes seen.
    case coverageCodes = "coverage.codes"
    /// The coverage part: mandatory fields observed.
    case coverageMandatoryFields = "coverage.mandatory-fields"
    /// The coverage part: optional fields observed.
    case coverageOptionalFields = "coverage.optional-fields"

    // MARK: Operation references (texts in Spec/SpecDocumentMessages.swift)
    /// A message's body type in a plain-text operation reference.
    case specDocBody = "spec-doc.body"
    /// The label of a message's body fields in a plain-text operation reference.
    case specDocBodyLabel = "spec-doc.body-label"
    /// A message's body type in a Markdown operation reference.
    case specDocBodyMarkdown = "spec-doc.body-markdown"
    /// The label of a note's decision.
    case specDocDecision = "spec-doc.decision"
    /// A message without fields.
    case specDocNoFields = "spec-doc.no-fields"
    /// The title of an operation's request.
    case specDocRequest = "spec-doc.request"
    /// The title of an operation's response, with its status.
    case specDocResponse = "spec-doc.response"
    /// The header of a Markdown field table.
    case specDocTableHeader = "spec-doc.table-header"

    // MARK: Input limits (texts in Body/LimitMessages.swift)
    /// A size in mebibytes.
    case limitMebibytes = "limit.mebibytes"
    /// A size in kibibytes.
    case limitKibibytes = "limit.kibibytes"
    /// A size in bytes.
    case limitBytes = "limit.bytes"
    /// A count of values.
    case limitValues = "limit.values"
    /// Where reading stopped: a byte offset.
    case limitAtByte = "limit.at-byte"
    /// Where reading stopped: the diagnostic's line and column.
    case limitHere = "limit.here"
    /// A body larger than maxBodyBytes.
    case limitBodyTooLarge = "limit.body-too-large"
    /// Nesting deeper than maxDepth.
    case limitTooDeep = "limit.too-deep"
    /// More values than maxNodes.
    case limitTooManyNodes = "limit.too-many-nodes"
    /// A name longer than maxNameBytes.
    case limitNameTooLong = "limit.name-too-long"
    /// A value longer than maxValueBytes.
    case limitValueTooLong = "limit.value-too-long"
    /// A form with more fields than maxFields.
    case limitTooManyFields = "limit.too-many-fields"
    /// A file to read is a folder.
    case limitIsFolder = "limit.is-folder"
    /// The subject of a body past its limit.
    case limitThisBody = "limit.this-body"
    /// What to do with a body past its limit.
    case limitBodyAdvice = "limit.body-advice"
    /// The subject of a file scanned as text past its limit.
    case limitScannedFile = "limit.scanned-file"
    /// What to do with a file scanned as text past its limit.
    case limitScanAdvice = "limit.scan-advice"
    /// The subject of a report past its limit.
    case limitThisReport = "limit.this-report"
    /// What to do with a report past its limit.
    case limitReportAdvice = "limit.report-advice"
    /// What to do with a cassette past a limit.
    case limitCassetteRestore = "limit.cassette-restore"
    /// The subject of a cassette's interaction past its limit.
    case limitCassetteInteraction = "limit.cassette-interaction"
    /// What to do with a cassette's interaction past its limit.
    case limitCassetteInteractionAdvice = "limit.cassette-interaction-advice"
    /// The subject of a cassette's top-level value past its limit.
    case limitCassetteKeyValue = "limit.cassette-key-value"
    /// What to do with a cassette's top-level value past its limit.
    case limitCassetteKeyValueAdvice = "limit.cassette-key-value-advice"
    /// The subject of a cassette's top-level key past its limit.
    case limitCassetteKey = "limit.cassette-key"
    /// The subject of a journal line past its limit.
    case limitJournalLine = "limit.journal-line"
    /// What to do with a journal line past its limit.
    case limitJournalAdvice = "limit.journal-advice"
    /// An imported file cut short inside its JSON.
    case limitImportEndsEarly = "limit.import-ends-early"
    /// The subject of an imported file read whole past its limit.
    case limitImportReadWhole = "limit.import-read-whole"
    /// The subject of an imported file's text outside its interactions.
    case limitImportOutside = "limit.import-outside"
    /// The subject of an imported interaction past its limit.
    case limitImportInteraction = "limit.import-interaction"
    /// The subject of an imported file's line past its limit.
    case limitImportLine = "limit.import-line"
    /// What to do with an imported file past a limit.
    case limitImportExportAgain = "limit.import-export-again"
    /// What to do with an imported text holding too many values.
    case limitImportValuesAdvice = "limit.import-values-advice"
    /// Why a HAR file is read whole.
    case limitImportHARLayout = "limit.import-har-layout"
    /// Why a VCR or vcrpy file is read whole.
    case limitImportYAMLLayout = "limit.import-yaml-layout"
    /// The subject of an imported file that must be read whole.
    case limitImportWhole = "limit.import-whole"
    /// A request body past the server's limit.
    case limitServerBody = "limit.server-body"
    /// The size a request declares.
    case limitServerBodyDeclared = "limit.server-body-declared"
    /// A request body that declares no size.
    case limitServerBodyGoesOn = "limit.server-body-goes-on"
    /// An error no other answer of the server explains.
    case limitServerUnexpected = "limit.server-unexpected"

    // MARK: Client session report (texts in Client/ClientReportMessages.swift)
    /// A case the client never ran.
    case clientCaseNotRun = "client.case-not-run"
    /// The behaviour: the client runs the case.
    case clientCaseRunsTitle = "client.case-runs-title"
    /// The behaviour: traffic belongs to a case.
    case clientTrafficTitle = "client.traffic-title"
    /// A flow that matched no case.
    case clientFlowUnmatched = "client.flow-unmatched"
    /// The title of the traffic no case recognised.
    case clientUnrecognisedTitle = "client.unrecognised-title"

    // MARK: Sentence pieces, templates, routes and sensitive names (texts in Diagnostics/TextPieceMessages.swift)
    /// Between two items of a list of sentences.
    case textListSeparator = "text.list-separator"
    /// A suggestion after an unknown name.
    case textDidYouMean = "text.did-you-mean"
    /// A sentence followed by a second one that adds to it.
    case textFollowedBy = "text.followed-by"
    /// A reason with the line and column it applies to.
    case textAtPosition = "text.at-position"
    /// A problem after the place it is about.
    case textInContext = "text.in-context"
    /// An error envelope the spec does not describe.
    case textSeeMessageSpec = "text.see-message-spec"
    /// A template that opens '${' without closing it.
    case templateUnclosed = "template.unclosed"
    /// A template reference that is not a value name.
    case templateBadName = "template.bad-name"
    /// A template filter that does not exist.
    case templateUnknownFilter = "template.unknown-filter"
    /// A template reference to a value nobody defined.
    case templateUndefined = "template.undefined"
    /// An upstream route without '='.
    case routeMissingEquals = "route.missing-equals"
    /// An upstream route whose URL is not absolute.
    case routeBadURL = "route.bad-url"
    /// An upstream route whose prefix is not a path.
    case routeBadPrefix = "route.bad-prefix"
    /// An upstream route on the prefix kept for learnt upstreams.
    case routeReservedPrefix = "route.reserved-prefix"
    /// An upstream route whose host is not a host name.
    case routeBadHost = "route.bad-host"
    /// A sensitive-name entry with no letter or digit.
    case sensitiveEntryNoLetter = "sensitive.entry-no-letter"
    /// A sensitive-name entry with an unknown kind.
    case sensitiveEntryUnknownKind = "sensitive.entry-unknown-kind"

    // MARK: Scenario steps (texts in Scenario/StepMessages.swift)
    /// A request meant to break the spec conforms.
    case stepRequestConforms = "step.request-conforms"
    /// A request that did not produce an expected finding.
    case stepMissingFinding = "step.missing-finding"
    /// No finding at all.
    case stepNone = "step.none"
    /// A capture that found nothing in the answer.
    case stepNothingToCapture = "step.nothing-to-capture"
    /// An answer with another status than expected.
    case stepUnexpectedStatus = "step.unexpected-status"
    /// Between two expected statuses.
    case stepOr = "step.or"
    /// An answer's field with another value than expected.
    case stepUnexpectedValue = "step.unexpected-value"
    /// An answer that lacks an expected text.
    case stepBodyLacks = "step.body-lacks"
    /// A step's url that is not absolute.
    case stepURLNotAbsolute = "step.url-not-absolute"
    /// An operation's base URL that is not absolute.
    case stepBaseNotAbsolute = "step.base-not-absolute"
    /// A request URL that cannot be built.
    case stepURLUnbuildable = "step.url-unbuildable"
    /// A $jwe public key that is not Base64.
    case stepJWEKeyNotBase64 = "step.jwe-key-not-base64"
    /// A $jwe encryption that failed.
    case stepJWEFailed = "step.jwe-failed"

    // MARK: Key files and certificate bundles (texts in Diagnostics/KeyFileMessages.swift)
    /// A key file that is not PEM.
    case keysNotPEM = "keys.not-pem"
    /// A PEM body that is not Base64.
    case keysNotBase64 = "keys.not-base64"
    /// A file that holds no Ed25519 private key.
    case keysNotPrivate = "keys.not-private"
    /// A file that holds no Ed25519 public key.
    case keysNotPublic = "keys.not-public"
    /// A key file that cannot be read.
    case keysUnreadable = "keys.unreadable"
    /// A bundle without its statement.
    case bundleNoStatement = "bundle.no-statement"
    /// A bundle without its signature.
    case bundleNoSignature = "bundle.no-signature"
    /// A signature that does not match the statement.
    case bundleBadSignature = "bundle.bad-signature"
    /// A statement that is not JSON.
    case bundleNotJSON = "bundle.not-json"
    /// A JSON file that is no certificate statement.
    case bundleNotStatement = "bundle.not-statement"
    /// A statement format version this tool does not read.
    case bundleVersion = "bundle.version"
    /// A statement signed by another key than the one given.
    case bundleOtherSigner = "bundle.other-signer"
    /// An expired certificate.
    case bundleExpired = "bundle.expired"
    /// An expiry that is not a date.
    case bundleBadExpiry = "bundle.bad-expiry"
    /// A statement without an expiry.
    case bundleNoExpiry = "bundle.no-expiry"
    /// A certificate issued in the future.
    case bundleNotYetValid = "bundle.not-yet-valid"
    /// An issue date that is not a date.
    case bundleBadIssue = "bundle.bad-issue"
    /// A statement without an issue date.
    case bundleNoIssue = "bundle.no-issue"
    /// A listed file missing from the bundle.
    case bundleFileMissing = "bundle.file-missing"
    /// A listed file whose digest differs.
    case bundleFileModified = "bundle.file-modified"
    /// A file of the bundle the statement does not list.
    case bundleFileUnlisted = "bundle.file-unlisted"

    // MARK: Cassette replay and files (texts in Cassette/ReplayMessages.swift)
    /// A replay miss: every matching interaction was already played.
    case replayAllPlayed = "replay.all-played"
    /// A replay miss: the matching interaction cannot be read.
    case replayUnreadable = "replay.unreadable"
    /// A replay miss on a cassette without interactions.
    case replayNothingToCompare = "replay.nothing-to-compare"
    /// A replay miss: the closest recorded requests.
    case replayClosest = "replay.closest"
    /// One recorded request close to the one missed, and where it differs.
    case replayNearMiss = "replay.near-miss"
    /// A cassette file changed while it was replayed.
    case replayFileChanged = "replay.file-changed"
    /// A cassette key the format does not have.
    case cassetteUnknownKey = "cassette.unknown-key"
    /// A cassette value that should be an object.
    case cassetteExpectedObject = "cassette.expected-object"
    /// A required cassette key that is missing.
    case cassetteKeyMissing = "cassette.key-missing"
    /// A cassette value that should be a string.
    case cassetteExpectedString = "cassette.expected-string"
    /// A cassette value that should be a whole number.
    case cassetteExpectedWholeNumber = "cassette.expected-whole-number"
    /// A cassette value that should be a list of pairs.
    case cassetteExpectedPairs = "cassette.expected-pairs"
    /// A cassette item that should be a pair of strings.
    case cassetteExpectedPair = "cassette.expected-pair"
    /// A recorded body with none or several of its kinds.
    case cassetteBodyKind = "cassette.body-kind"
    /// A raw text beside another body than a form.
    case cassetteRawBesideForm = "cassette.raw-beside-form"
    /// A raw form that does not decode to the pairs beside it.
    case cassetteRawMismatch = "cassette.raw-mismatch"
    /// A recorded body that is not Base64.
    case cassetteBase64 = "cassette.base64"
    /// A JSON file that is no cassette.
    case cassetteNotCassette = "cassette.not-cassette"
    /// A cassette value that should be a list.
    case cassetteExpectedList = "cassette.expected-list"
    /// A cassette operation that is not protocol/operation.
    case cassetteExpectedOperation = "cassette.expected-operation"
    /// A recorded status that is no HTTP status.
    case cassetteNotStatus = "cassette.not-status"
    /// A recorded upstream that is not an absolute URL.
    case cassetteExpectedURL = "cassette.expected-url"
    /// A cassette value that should be a list of strings.
    case cassetteExpectedStrings = "cassette.expected-strings"
    /// A cassette file that does not start with '{'.
    case cassetteNotObject = "cassette.not-object"
    /// A cassette key that is not in quotes.
    case cassetteExpectedKey = "cassette.expected-key"
    /// A cassette key not followed by ':'.
    case cassetteExpectedColon = "cassette.expected-colon"
    /// A cassette whose interactions are not a list.
    case cassetteInteractionsList = "cassette.interactions-list"
    /// A cassette with two interactions keys.
    case cassetteInteractionsTwice = "cassette.interactions-twice"
    /// A cassette key that appears twice.
    case cassetteKeyTwice = "cassette.key-twice"
    /// Text after the end of a cassette.
    case cassetteTrailingText = "cassette.trailing-text"
    /// A cassette file that ends early.
    case cassetteCutShort = "cassette.cut-short"
    /// A cassette file that is empty.
    case cassetteFileEmpty = "cassette.file-empty"
    /// A cassette path that is not a regular file.
    case cassetteNotRegular = "cassette.not-regular"
    /// A cassette without interactions to export.
    case cassetteNothingToExport = "cassette.nothing-to-export"
    /// A streaming writer used after it ended.
    case cassetteWriterFinished = "cassette.writer-finished"

    // MARK: Body syntax (texts in Body/BodySyntaxMessages.swift)
    /// A JSON body that breaks the syntax: unexpected text after the JSON value.
    case jsonTrailingText = "json.trailing-text"
    /// A JSON body that breaks the syntax: the document ends where a value was expected.
    case jsonEndsEarly = "json.ends-early"
    /// A JSON body that breaks the syntax: unexpected character where a value was expected.
    case jsonUnexpectedCharacter = "json.unexpected-character"
    /// A JSON body that breaks the syntax: truncated literal.
    case jsonLiteralTruncated = "json.literal-truncated"
    /// A JSON body that breaks the syntax: invalid literal (expected true, false or null).
    case jsonLiteral = "json.literal"
    /// A JSON body that breaks the syntax: expected a member name in double quotes.
    case jsonMemberName = "json.member-name"
    /// A JSON body that breaks the syntax: expected ':' after the member name.
    case jsonColon = "json.colon"
    /// A JSON body that breaks the syntax: the object is not closed.
    case jsonObjectUnclosed = "json.object-unclosed"
    /// A JSON body that breaks the syntax: expected ',' or '}' in the object.
    case jsonObjectSeparator = "json.object-separator"
    /// A JSON body that breaks the syntax: the list is not closed.
    case jsonListUnclosed = "json.list-unclosed"
    /// A JSON body that breaks the syntax: expected ',' or ']' in the list.
    case jsonListSeparator = "json.list-separator"
    /// A JSON body that breaks the syntax: a number needs digits.
    case jsonNumberDigits = "json.number-digits"
    /// A JSON body that breaks the syntax: a number cannot have a leading zero.
    case jsonLeadingZero = "json.leading-zero"
    /// A JSON body that breaks the syntax: digits must follow the decimal point.
    case jsonFractionDigits = "json.fraction-digits"
    /// A JSON body that breaks the syntax: digits must follow the exponent.
    case jsonExponentDigits = "json.exponent-digits"
    /// A JSON body that breaks the syntax: the string is not valid UTF-8.
    case jsonStringUTF8 = "json.string-utf8"
    /// A JSON body that breaks the syntax: control character inside a string (escape it).
    case jsonControlCharacter = "json.control-character"
    /// A JSON body that breaks the syntax: unpaired UTF-16 surrogate.
    case jsonUnpairedSurrogate = "json.unpaired-surrogate"
    /// A JSON body that breaks the syntax: invalid UTF-16 surrogate pair.
    case jsonSurrogatePair = "json.surrogate-pair"
    /// A JSON body that breaks the syntax: invalid \u escape.
    case jsonUnicodeEscape = "json.unicode-escape"
    /// A JSON body that breaks the syntax: invalid escape sequence.
    case jsonEscape = "json.escape"
    /// A JSON body that breaks the syntax: the string is not closed.
    case jsonStringUnclosed = "json.string-unclosed"
    /// A JSON body that breaks the syntax: truncated \u escape.
    case jsonUnicodeTruncated = "json.unicode-truncated"
    /// A JSON body that breaks the syntax: invalid hexadecimal digit in \u escape.
    case jsonHexDigit = "json.hex-digit"
    /// A form body that is not UTF-8.
    case bodyFormNotUTF8 = "body.form-not-utf8"
    /// A form body with a '%' not followed by two hexadecimal digits.
    case bodyFormPercent = "body.form-percent"
    /// A form body whose percent-decoded bytes are not UTF-8.
    case bodyFormDecodedUTF8 = "body.form-decoded-utf8"
    /// An upstream URL that cannot be built.
    case bodyURLInvalid = "body.url-invalid"
}
