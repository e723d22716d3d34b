import Foundation

// swift-format-ignore: two IDs a line, grouped by area, so the catalogue stays one readable page per area.
/// The stable identifier of a user-facing message; its text exists in every ``Language``.
///
/// Raw values never change once published: tools, CI filters and translations key on them.
/// Templates use `{0}`, `{1}`… for their arguments. The IDs are grouped by area below; each area's sentences, which
/// say what each message is, live in the texts file its `MARK` names (the dispatch is in `MessageTexts.swift`).
public enum MessageID: String, Sendable, Hashable, Codable, CaseIterable {
    // MARK: Doctor (conformance doctor)
    /// Doctor (conformance doctor).
    case doctorCheckTarget = "doctor.check-target", doctorCheckSettings = "doctor.check-settings", doctorCheckName = "doctor.check-name",
        doctorCheckProxy = "doctor.check-proxy", doctorCheckConnection = "doctor.check-connection",
        doctorCheckCredentials = "doctor.check-credentials", doctorTargetSandbox = "doctor.target-sandbox", doctorTargetNamed = "doctor.target-named",
        doctorTargetURL = "doctor.target-url", doctorSettingsPresent = "doctor.settings-present", doctorNameResolved = "doctor.name-resolved",
        doctorNameByProxy = "doctor.name-by-proxy", doctorNameFailed = "doctor.name-failed", doctorProxyDirect = "doctor.proxy-direct",
        doctorProxyThrough = "doctor.proxy-through", doctorReachedTLS = "doctor.reached-tls", doctorReachedPlain = "doctor.reached-plain",
        doctorReachedInsecure = "doctor.reached-insecure", doctorCredentialsAccepted = "doctor.credentials-accepted",
        doctorCredentialsRefused = "doctor.credentials-refused", doctorCredentialsUnavailable = "doctor.credentials-unavailable",
        doctorCredentialsUndeclared = "doctor.credentials-undeclared", doctorCredentialsBlocked = "doctor.credentials-blocked",
        doctorCredentialsNoSettings = "doctor.credentials-no-settings", doctorSandboxFailed = "doctor.sandbox-failed", doctorReady = "doctor.ready",
        doctorNotReady = "doctor.not-ready"
    // MARK: Spec loading
    /// Spec loading.
    case yamlSyntax = "spec.yaml-syntax", duplicateKey = "spec.duplicate-key", yamlTooLarge = "spec.yaml-too-large", unknownKey = "spec.unknown-key",
        unknownKeySuggestion = "spec.unknown-key-suggestion", missingKey = "spec.missing-key", wrongNodeKind = "spec.wrong-node-kind",
        missingLanguage = "spec.missing-language", badKeyword = "spec.bad-keyword", notANumber = "spec.not-a-number",
        notABoolean = "spec.not-a-boolean", unknownType = "spec.unknown-type", unknownFormat = "spec.unknown-format", badPattern = "spec.bad-pattern",
        duplicateDefinition = "spec.duplicate-definition", protocolMismatch = "spec.protocol-mismatch",
        missingProtocolFile = "spec.missing-protocol-file", conditionMissing = "spec.condition-missing",
        conditionUnexpected = "spec.condition-unexpected", conditionBadReference = "spec.condition-bad-reference",
        conditionShape = "spec.condition-shape", unknownCodeTable = "spec.unknown-code-table", fieldsOnNonObject = "spec.fields-on-non-object",
        bodyAndFields = "spec.body-and-fields", exampleInvalid = "spec.example-invalid", exampleMissing = "spec.example-missing",
        exampleNotTestCard = "spec.example-not-test-card", fileUnreadable = "spec.file-unreadable", emptyFile = "spec.empty-file",
        boundsInverted = "spec.bounds-inverted", roleWithoutURL = "spec.role-without-url", keyNotApplicable = "spec.key-not-applicable",
        enumValueInvalid = "spec.enum-value-invalid", aliasNotAllowed = "spec.alias-not-allowed", pathTemplate = "spec.path-template",
        noSpecs = "spec.no-specs", versionUnknown = "spec.version-unknown", versionOrder = "spec.version-order",
        formerlyWithoutSince = "spec.formerly-without-since", codeScopeOperation = "spec.code-scope-operation"
    // MARK: Check findings
    /// Check findings.
    case missingMandatory = "check.missing-mandatory", conditionViolated = "check.condition-violated", forbiddenField = "check.forbidden-field",
        wrongType = "check.wrong-type", wrongNamespace = "check.wrong-namespace", unknownVersion = "check.unknown-version",
        errorEnvelope = "check.error-envelope", badFormat = "check.bad-format", notInEnum = "check.not-in-enum", outOfRange = "check.out-of-range",
        unknownField = "check.unknown-field", nullValue = "check.null-value", emptyValue = "check.empty-value",
        unparsableBody = "check.unparsable-body", codeMeaning = "check.code-meaning", unknownCode = "check.unknown-code",
        codeNotAnswered = "check.code-not-answered", duplicateMember = "check.duplicate-member", findingsTruncated = "check.findings-truncated"
    // MARK: Cassettes
    /// Cassettes.
    case cassetteUnreadable = "cassette.unreadable", cassetteInvalid = "cassette.invalid", cassetteVersion = "cassette.version",
        cassetteUnwritable = "cassette.unwritable", cassetteMissing = "cassette.missing", cassetteUnredacted = "cassette.unredacted",
        cassetteMiss = "cassette.miss", cassetteUnplayed = "cassette.unplayed", recordModeInvalid = "cassette.record-mode-invalid",
        importInvalid = "cassette.import-invalid"
    // MARK: Command line
    /// Command line.
    case unknownProtocol = "cli.unknown-protocol", unknownOperation = "cli.unknown-operation", unknownContainer = "cli.unknown-container",
        unknownStatus = "cli.unknown-status", inputUnreadable = "cli.input-unreadable", inputTooLarge = "input.too-large"
    // MARK: Scenarios and configuration
    /// Scenarios and configuration.
    case scenarioUnknownProtocol = "scenario.unknown-protocol", scenarioUnknownOperation = "scenario.unknown-operation",
        scenarioTemplate = "scenario.template", scenarioUndefined = "scenario.undefined-value", scenarioDuplicateName = "scenario.duplicate-name",
        scenarioBadPath = "scenario.bad-path", scenarioBodyShape = "scenario.body-shape", scenarioNoSteps = "scenario.no-steps",
        scenarioPathParameter = "scenario.path-parameter", scenarioOneKey = "scenario.one-key", scenarioSecretDefault = "scenario.secret-default",
        scenarioPreflightUnknown = "scenario.preflight-unknown", configUnknownTarget = "config.unknown-target",
        configMissingSetting = "config.missing-setting", configMissingSettingURL = "config.missing-setting-url",
        configTargetSnippet = "config.target-snippet", configMissingEnvironment = "config.missing-environment",
        configUnknownSetting = "config.unknown-setting", configBadURL = "config.bad-url"
    // MARK: Client cases
    /// Client cases.
    case clientAmbiguous = "client.ambiguous-recognition", clientFaultTooEarly = "client.fault-too-early",
        clientUnknownInput = "client.unknown-input", clientNotAStep = "client.not-a-step", clientAnswerOnly = "client.answer-only-key",
        clientRuleKey = "client.rule-key", clientRuleWithoutFault = "client.rule-without-fault"
    // MARK: Runs and reports
    /// Runs and reports.
    case runShard = "run.shard-invalid", runNoScenarios = "run.no-scenarios", runTransport = "run.transport",
        runAuthenticationSetting = "run.authentication-setting", runUnwritable = "run.unwritable", runSecretInOutput = "run.secret-in-output",
        reportMergeInput = "report.merge-input", reportMergeOverlap = "report.merge-overlap", runCassetteMissing = "run.cassette-missing"
    // MARK: Outbound transport (texts in Endpoint/TransportMessages.swift)
    /// Outbound transport.
    case transportUntrusted = "transport.untrusted-certificate", transportHostname = "transport.hostname-mismatch",
        transportExpired = "transport.certificate-expired", transportClientCertificate = "transport.client-certificate-required",
        transportTLS = "transport.tls-failed", transportProxyRefused = "transport.proxy-refused",
        transportProxyAuthentication = "transport.proxy-authentication", transportRefused = "transport.connection-refused",
        transportUnresolved = "transport.name-not-resolved", transportTimeout = "transport.timeout", transportClosed = "transport.connection-closed",
        transportFailed = "transport.failed", transportPortInUse = "transport.port-in-use", transportPEMUnreadable = "transport.pem-unreadable",
        transportPEMInvalid = "transport.pem-invalid", transportKeyMismatch = "transport.key-mismatch",
        transportPairIncomplete = "transport.client-pair-incomplete", transportBadProxy = "transport.bad-proxy-url",
        transportInsecure = "transport.insecure", transportSandboxDirect = "transport.sandbox-direct",
        transportListenTimeout = "transport.listen-timeout", transportListenFailed = "transport.listen-failed",
        transportServerSandbox = "transport.server-sandbox", transportServerProxy = "transport.server-proxy"
    // MARK: Certification verdicts (texts in CertificationMessages.swift)
    /// Certification verdicts.
    case certifyPartial = "certify.partial", verifyPartial = "verify.partial", verifyPartialFailing = "verify.partial-failing"
    // MARK: Scripted-client contract (texts in Client/ContractMessages.swift)
    /// Scripted-client contract.
    case clientGatewayUnknownSetting = "client.gateway-unknown-setting", clientGatewayNoValue = "client.gateway-no-value",
        clientGatewaySecretIdentifier = "client.gateway-secret-identifier"
    // MARK: Client judge findings (texts in Client/ClientJudgeMessages.swift)
    /// Client judge findings.
    case judgeStepsTitle = "judge.steps-title", judgeStepOptional = "judge.step-optional", judgeStepThen = "judge.step-then",
        judgeStepSkipped = "judge.step-skipped", judgeStepsMissing = "judge.steps-missing", judgeStepsInOrder = "judge.steps-in-order",
        judgeConformTitle = "judge.conform-title", judgeConformFindings = "judge.conform-findings", judgeConformClean = "judge.conform-clean",
        judgeConformNone = "judge.conform-none", judgeNoOperation = "judge.no-operation", judgeAnswered = "judge.answered",
        judgeNoAnswerWithin = "judge.no-answer-within", judgeNoAnswer = "judge.no-answer", judgeCutOff = "judge.cut-off",
        judgePlannedHang = "judge.planned-hang", judgePlannedCut = "judge.planned-cut", judgeRetryNotInjected = "judge.retry-not-injected",
        judgeRetryNever = "judge.retry-never", judgeRetryChanged = "judge.retry-changed", judgeValueAbsent = "judge.value-absent",
        judgeHeaderPresent = "judge.header-present", judgeHeaderAbsent = "judge.header-absent", judgeHeaderDifferent = "judge.header-different",
        judgeRetryHeader = "judge.retry-header", judgeRetryValue = "judge.retry-value", judgeRetryHeld = "judge.retry-held",
        judgeRetrySame = "judge.retry-same", judgeRetryValues = "judge.retry-values", judgeOr = "judge.or",
        judgeNoRetryUnobserved = "judge.no-retry-unobserved", judgeNoRetryNotTriggered = "judge.no-retry-not-triggered",
        judgeNoRetryBroken = "judge.no-retry-broken", judgeNoRetryHeld = "judge.no-retry-held", judgeNotAfterBroken = "judge.not-after-broken",
        judgeNotAfterHeld = "judge.not-after-held", judgeNotAfterNotTriggered = "judge.not-after-not-triggered",
        judgeNotAfterUnobserved = "judge.not-after-unobserved", judgeCardInput = "judge.card-input", judgeCardNumber = "judge.card-number",
        judgeCardClean = "judge.card-clean", judgeHeaderSent = "judge.header-sent", judgeHeaderClean = "judge.header-clean",
        judgeNotSentBroken = "judge.not-sent-broken", judgeNotSentHeld = "judge.not-sent-held", judgeReturnNoField = "judge.return-no-field",
        judgeReturnNotServed = "judge.return-not-served", judgeReturnLoaded = "judge.return-loaded", judgeReturnHeld = "judge.return-held",
        judgeNumbered = "judge.numbered"
    // MARK: Certification header of a report (texts in Diagnostics/CertificationReportMessages.swift)
    /// Certification header of a report.
    case reportReasonPassed = "report.reason-passed", reportReasonFailed = "report.reason-failed", reportReasonPartial = "report.reason-partial",
        reportReasonIncomplete = "report.reason-incomplete", reportReasonNoMandatory = "report.reason-no-mandatory",
        reportGatewayProxy = "report.gateway-proxy", reportEndedCompleted = "report.ended-completed",
        reportEndedExecExited = "report.ended-exec-exited", reportEndedTimeout = "report.ended-timeout",
        reportEndedInterrupted = "report.ended-interrupted", reportEndedQuit = "report.ended-quit", reportProfileCounts = "report.profile-counts",
        reportRedactedTitle = "report.redacted-title", reportRedactedNote = "report.redacted-note"
    // MARK: Client session console (texts in Client/SessionMessages.swift)
    /// Client session console.
    case sessionRecognised = "session.recognised", sessionNoOperation = "session.no-operation", sessionFault = "session.fault",
        sessionMore = "session.more", sessionHolding = "session.holding", sessionHeldDelivered = "session.held-delivered",
        sessionHeldAbandoned = "session.held-abandoned", sessionHeldEnded = "session.held-ended", sessionPassedSoFar = "session.passed-so-far",
        sessionOutcomeFailed = "session.outcome-failed", sessionVerdictFailed = "session.verdict-failed",
        sessionVerdictPassed = "session.verdict-passed", sessionVerdictMore = "session.verdict-more", sessionUnmatched = "session.unmatched",
        sessionUnmatchedAlone = "session.unmatched-alone", sessionNearest = "session.nearest", sessionDifference = "session.difference",
        sessionDifferenceMissing = "session.difference-missing", sessionReportNearest = "session.report-nearest",
        sessionRecordDelivered = "session.record-delivered", sessionRecordAbandoned = "session.record-abandoned",
        sessionRecordEnded = "session.record-ended", sessionNotRunNearest = "session.not-run-nearest"
    // MARK: The refusal a case is about (texts in Client/ClientRefusalMessages.swift)
    /// The refusal a case is about.
    case judgeRefusalTitle = "judge.refusal-title", judgeRefusalSeen = "judge.refusal-seen", judgeRefusalNotSeen = "judge.refusal-not-seen",
        judgeRefusalNeverSent = "judge.refusal-never-sent", judgeRefusalError = "judge.refusal-error",
        judgeRefusalOtherThan = "judge.refusal-other-than", judgeRefusalPayWith = "judge.refusal-pay-with",
        judgeRefusalFollow = "judge.refusal-follow"
    // MARK: The command line and its sessions (texts in Diagnostics/CommandLineMessages.swift)
    /// The command line and its sessions.
    case cliInsecureMarker = "cli.insecure-marker", cliRunStart = "cli.run-start", cliRunWarningsNote = "cli.run-warnings-note",
        cliRunScenarioFailed = "cli.run-scenario-failed", cliRunSummary = "cli.run-summary", cliRunReports = "cli.run-reports",
        cliSandboxNotStarted = "cli.sandbox-not-started", cliSandboxOptionsNeedSandbox = "cli.sandbox-options-need-sandbox", cliError = "cli.error",
        cliDidYouMean = "cli.did-you-mean", cliSpecFolderMissing = "cli.spec-folder-missing", cliSpecsHaveErrors = "cli.specs-have-errors",
        cliVersionNeedsProtocol = "cli.version-needs-protocol", cliVersionSingle = "cli.version-single", cliVersionUnknown = "cli.version-unknown",
        cliClientCasesErrors = "cli.client-cases-errors", cliClientUnknownProtocol = "cli.client-unknown-protocol",
        cliClientUnknownCase = "cli.client-unknown-case", cliClientNoCases = "cli.client-no-cases", cliClientExecStatus = "cli.client-exec-status",
        cliDisplayProxy = "cli.display-proxy", cliDisplaySandbox = "cli.display-sandbox", cliDisplayPoint = "cli.display-point",
        cliDisplayReturn = "cli.display-return", cliDisplayCases = "cli.display-cases", cliDisplayKeys = "cli.display-keys",
        cliDisplayProgress = "cli.display-progress", cliDisplayMandatory = "cli.display-mandatory", cliDisplayOptional = "cli.display-optional",
        cliDisplayDo = "cli.display-do", cliDisplayReturnURL = "cli.display-return-url", cliDisplayExpected = "cli.display-expected",
        cliDisplayTimeLimit = "cli.display-time-limit", cliDisplayQuit = "cli.display-quit", cliDisplaySkipped = "cli.display-skipped",
        cliDisplayKeysHint = "cli.display-keys-hint", cliDisplayResults = "cli.display-results", cliDisplayNotRun = "cli.display-not-run",
        cliDisplayPassed = "cli.display-passed", cliDisplayFailed = "cli.display-failed", cliDisplayUnmatched = "cli.display-unmatched",
        cliClientCertified = "cli.client-certified", cliClientCutShort = "cli.client-cut-short", cliClientNoMandatory = "cli.client-no-mandatory",
        cliClientFailed = "cli.client-failed", cliCertifyUnreachable = "cli.certify-unreachable", cliCertifyCertified = "cli.certify-certified",
        cliCertifyFailed = "cli.certify-failed", cliCertifyFailOnWarning = "cli.certify-fail-on-warning",
        cliCertifyOutIsFile = "cli.certify-out-is-file", cliCertifyOutNotEmpty = "cli.certify-out-not-empty", cliVerifyInvalid = "cli.verify-invalid",
        cliVerifyNotCertified = "cli.verify-not-certified", cliVerifyValid = "cli.verify-valid", cliRecoverNoJournal = "cli.recover-no-journal",
        cliRecoverCut = "cli.recover-cut", cliRecovered = "cli.recovered", cliScanHit = "cli.scan-hit", cliScanSummary = "cli.scan-summary",
        cliNoOperation = "cli.no-operation", cliPagesNote = "cli.pages-note", cliFileConformant = "cli.file-conformant",
        cliFileSkipped = "cli.file-skipped", cliPagesCount = "cli.pages-count", cliFilesSkipped = "cli.files-skipped",
        cliCassetteSummary = "cli.cassette-summary", cliOnlyPages = "cli.only-pages", cliNothingRead = "cli.nothing-read",
        cliImported = "cli.imported", cliExported = "cli.exported", cliDiffVersionsMissing = "cli.diff-versions-missing",
        cliDiffNone = "cli.diff-none", cliDiffNoProtocol = "cli.diff-no-protocol", cliDriftSummary = "cli.drift-summary",
        cliDriftNote = "cli.drift-note", cliDriftSuggested = "cli.drift-suggested", cliDriftTitle = "cli.drift-title",
        cliDriftTableHeader = "cli.drift-table-header", cliLintSummary = "cli.lint-summary", cliReportMore = "cli.report-more",
        cliReportMerged = "cli.report-merged", cliSpecsSingleVersion = "cli.specs-single-version", cliSpecsSuggestion = "cli.specs-suggestion",
        cliSpecsNoVersion = "cli.specs-no-version", cliProxyNoUpstream = "cli.proxy-no-upstream", cliProxyRedactEnv = "cli.proxy-redact-env",
        cliProxyAllowCard = "cli.proxy-allow-card", cliProxyRedactName = "cli.proxy-redact-name"
    // MARK: Value formats, checker reasons, conditions and import positions (texts in Diagnostics/CheckFormatMessages.swift)
    /// Value formats, checker reasons, conditions and import positions.
    case formatNotDigits = "format.not-digits", formatNotAlphanumeric = "format.not-alphanumeric", formatNotDecimal = "format.not-decimal",
        formatLuhn = "format.luhn", formatMod10PlusOne = "format.mod10-plus-one", formatMaskedPAN = "format.masked-pan",
        formatNotHex = "format.not-hex", formatNotHexLower = "format.not-hex-lower", formatNotBase64 = "format.not-base64",
        formatNotBase64url = "format.not-base64url", formatNotJWE = "format.not-jwe", formatNotPrintable = "format.not-printable",
        formatNotURL = "format.not-url", formatNotEmail = "format.not-email", formatNotUUID = "format.not-uuid",
        formatXMLDateTimeLayout = "format.xml-datetime-layout", formatDateTimeLayout = "format.date-time-layout",
        formatNoSuchDate = "format.no-such-date", formatXMLTimeOutOfRange = "format.xml-time-out-of-range",
        formatTimeOutOfRange = "format.time-out-of-range", formatZoneMissing = "format.zone-missing", formatXMLBadZone = "format.xml-bad-zone",
        formatBadZone = "format.bad-zone", formatNotDate = "format.not-date", formatNotCurrencyNumeric = "format.not-currency-numeric",
        formatNotCurrencyAlpha = "format.not-currency-alpha", formatNotCountry = "format.not-country", formatNotLanguage = "format.not-language",
        formatDateTemplate = "format.date-template", formatNotAccepted = "format.not-accepted", formatExcluded = "format.excluded",
        formatBadAccept = "format.bad-accept", formatAcceptEmpty = "format.accept-empty", formatAcceptMissingSlash = "format.accept-missing-slash",
        formatAcceptBadType = "format.accept-bad-type", formatAcceptBadSubtype = "format.accept-bad-subtype",
        formatAcceptWildcardType = "format.accept-wildcard-type", formatAcceptBadParameter = "format.accept-bad-parameter",
        formatAcceptBadWeight = "format.accept-bad-weight", formatAcceptDuplicateWeight = "format.accept-duplicate-weight",
        formatAcceptUnexpected = "format.accept-unexpected", checkBodyEmpty = "check.body-empty", checkItemsAtLeast = "check.items-at-least",
        checkItemsAtMost = "check.items-at-most", checkLengthAtLeast = "check.length-at-least", checkLengthAtMost = "check.length-at-most",
        checkBytesAtMost = "check.bytes-at-most", checkPatternMismatch = "check.pattern-mismatch", checkBelowMinimum = "check.below-minimum",
        checkAboveMaximum = "check.above-maximum", conditionIsOneOf = "condition.is-one-of", conditionIsPresent = "condition.is-present",
        conditionIsAbsent = "condition.is-absent", conditionRequiredWhen = "condition.required-when",
        conditionRequiredWhenOnly = "condition.required-when-only", conditionAtLeastOne = "condition.at-least-one",
        conditionExactlyOne = "condition.exactly-one", importAtPath = "import.at-path", importAtLine = "import.at-line"
    // MARK: Lint of asserted codes (texts in Scenario/AssertedCodeMessages.swift)
    /// Lint of asserted codes.
    case lintAssertedCode = "lint.asserted-code"
    // MARK: The sandbox's facts in the specs (texts in Sandbox/SandboxFactsMessages.swift)
    /// The sandbox's facts in the specs.
    case sandboxCardNotLuhn = "sandbox.card-not-luhn", sandboxCardDuplicate = "sandbox.card-duplicate",
        sandboxGenericDiffers = "sandbox.generic-differs", sandboxGenericMissing = "sandbox.generic-missing",
        sandboxAnswerStatus = "sandbox.answer-status", sandboxAnswerEmpty = "sandbox.answer-empty"
    // MARK: Sandbox fixture files (texts in Diagnostics/SandboxFixtureMessages.swift)
    /// Sandbox fixture files.
    case sandboxFixtureUnknownProduct = "sandbox.fixture-unknown-product"
    // MARK: Sentences of reports, limits, steps, key files and references — texts in the files named below
    // MARK: Spec changes and traffic drift (texts in Diff/ChangeMessages.swift)
    /// Spec changes and traffic drift.
    case diffProtocolRemoved = "diff.protocol-removed", diffProtocolAdded = "diff.protocol-added", diffVersionChanged = "diff.version-changed",
        diffOperationRemoved = "diff.operation-removed", diffOperationAdded = "diff.operation-added", diffTransportChanged = "diff.endpoint-changed",
        diffResponseStatusRemoved = "diff.response-status-removed", diffResponseStatusAdded = "diff.response-status-added",
        diffRequestFieldRemoved = "diff.request-field-removed", diffResponseFieldRemoved = "diff.response-field-removed",
        diffRequestFieldAddedMandatory = "diff.request-field-added-mandatory", diffRequestFieldAddedOptional = "diff.request-field-added-optional",
        diffResponseFieldAdded = "diff.response-field-added", diffRequestFieldNowRequired = "diff.request-field-now-required",
        diffRequestFieldNowOptional = "diff.request-field-now-optional", diffResponseFieldNowOptional = "diff.response-field-now-optional",
        diffResponseFieldNowMandatory = "diff.response-field-now-mandatory", diffConditionChanged = "diff.condition-changed",
        diffTypeChanged = "diff.type-changed", diffFormatNarrowed = "diff.format-narrowed", diffFormatWidened = "diff.format-widened",
        diffEnumNarrowed = "diff.enum-narrowed", diffEnumValueAdded = "diff.enum-value-added", diffCodeRemoved = "diff.code-removed",
        diffCodeAdded = "diff.code-added", diffCodeOutcomeChanged = "diff.code-outcome-changed",
        diffCodeScopeChanged = "diff.code-scope-changed", diffDescriptionChanged = "diff.description-changed",
        diffScenarios = "diff.scenarios", diffCassettes = "diff.cassettes", diffSummary = "diff.summary", diffChangesOne = "diff.changes-one",
        diffChangesOther = "diff.changes-other", diffBreakingOne = "diff.breaking-one", diffBreakingOther = "diff.breaking-other",
        countWarningsOne = "count.warnings-one", countWarningsOther = "count.warnings-other", countErrorsOne = "count.errors-one",
        countErrorsOther = "count.errors-other", diffInfoOne = "diff.info-one", diffInfoOther = "diff.info-other",
        diffMarkdownTitle = "diff.markdown-title", diffMarkdownHeader = "diff.markdown-header", driftFieldAppeared = "drift.field-appeared",
        driftFieldDisappeared = "drift.field-disappeared", driftTypeChanged = "drift.type-changed", driftFormatChanged = "drift.format-changed",
        driftNewStatus = "drift.new-status", driftNewCode = "drift.new-code", driftStatusUnseen = "drift.status-unseen",
        driftOperationUnseen = "drift.operation-unseen", driftVersionChanged = "drift.version-changed"
    // MARK: Report words and coverage labels (texts in Report/ReportWordMessages.swift)
    /// Report words and coverage labels.
    case reportVerdictCertified = "report.verdict-certified", reportVerdictNotCertified = "report.verdict-not-certified",
        reportRoleClient = "report.role-client", reportRoleServer = "report.role-server", reportTargetSandbox = "report.target-sandbox",
        reportResultNotRun = "report.result-not-run", reportResultPassed = "report.result-passed", reportResultFailed = "report.result-failed",
        reportLevelMandatory = "report.level-mandatory", reportLevelOptional = "report.level-optional", reportRedactedWord = "report.redacted-word",
        reportNoOperation = "report.no-operation", reportExpected = "report.expected", reportActual = "report.actual",
        reportWhatToDo = "report.what-to-do", reportSpecLocation = "report.spec-location", reportMarkdownTitle = "report.markdown-title",
        reportMarkdownConformant = "report.markdown-conformant", reportMarkdownNotConformant = "report.markdown-not-conformant",
        reportMarkdownTotals = "report.markdown-totals", reportMarkdownTableHeader = "report.markdown-table-header",
        reportMarkdownFailures = "report.markdown-failures", reportMarkdownMore = "report.markdown-more", findingConformant = "finding.conformant",
        findingNotConformant = "finding.not-conformant", coverageOperations = "coverage.operations", coverageStatuses = "coverage.statuses",
        coverageCodes = "coverage.codes", coverageMandatoryFields = "coverage.mandatory-fields", coverageOptionalFields = "coverage.optional-fields"
    // MARK: Operation references (texts in Spec/SpecDocumentMessages.swift)
    /// Operation references.
    case specDocBody = "spec-doc.body", specDocBodyLabel = "spec-doc.body-label", specDocBodyMarkdown = "spec-doc.body-markdown",
        specDocDecision = "spec-doc.decision", specDocNoFields = "spec-doc.no-fields", specDocRequest = "spec-doc.request",
        specDocResponse = "spec-doc.response", specDocTableHeader = "spec-doc.table-header"
    // MARK: Input limits (texts in Body/LimitMessages.swift)
    /// Input limits.
    case limitMebibytes = "limit.mebibytes", limitKibibytes = "limit.kibibytes", limitBytes = "limit.bytes", limitValues = "limit.values",
        limitAtByte = "limit.at-byte", limitHere = "limit.here", limitBodyTooLarge = "limit.body-too-large", limitTooDeep = "limit.too-deep",
        limitTooManyNodes = "limit.too-many-nodes", limitNameTooLong = "limit.name-too-long", limitValueTooLong = "limit.value-too-long",
        limitTooManyFields = "limit.too-many-fields", limitIsFolder = "limit.is-folder", limitThisBody = "limit.this-body",
        limitBodyAdvice = "limit.body-advice", limitScannedFile = "limit.scanned-file", limitScanAdvice = "limit.scan-advice",
        limitThisReport = "limit.this-report", limitReportAdvice = "limit.report-advice", limitCassetteRestore = "limit.cassette-restore",
        limitCassetteInteraction = "limit.cassette-interaction", limitCassetteInteractionAdvice = "limit.cassette-interaction-advice",
        limitCassetteKeyValue = "limit.cassette-key-value", limitCassetteKeyValueAdvice = "limit.cassette-key-value-advice",
        limitCassetteKey = "limit.cassette-key", limitJournalLine = "limit.journal-line", limitJournalAdvice = "limit.journal-advice",
        limitImportEndsEarly = "limit.import-ends-early", limitImportReadWhole = "limit.import-read-whole",
        limitImportOutside = "limit.import-outside", limitImportInteraction = "limit.import-interaction", limitImportLine = "limit.import-line",
        limitImportExportAgain = "limit.import-export-again", limitImportValuesAdvice = "limit.import-values-advice",
        limitImportHARLayout = "limit.import-har-layout", limitImportYAMLLayout = "limit.import-yaml-layout", limitImportWhole = "limit.import-whole",
        limitServerBody = "limit.server-body", limitServerBodyDeclared = "limit.server-body-declared",
        limitServerBodyGoesOn = "limit.server-body-goes-on", limitServerUnexpected = "limit.server-unexpected"
    // MARK: Client session report (texts in Client/ClientReportMessages.swift)
    /// Client session report.
    case clientCaseNotRun = "client.case-not-run", clientCaseRunsTitle = "client.case-runs-title", clientTrafficTitle = "client.traffic-title",
        clientFlowUnmatched = "client.flow-unmatched", clientUnrecognisedTitle = "client.unrecognised-title"
    // MARK: Sentence pieces, templates, routes and sensitive names (texts in Diagnostics/TextPieceMessages.swift)
    /// Sentence pieces, templates, routes and sensitive names.
    case textListSeparator = "text.list-separator", textDidYouMean = "text.did-you-mean", textFollowedBy = "text.followed-by",
        textAtPosition = "text.at-position", textInContext = "text.in-context", textSeeMessageSpec = "text.see-message-spec",
        templateUnclosed = "template.unclosed", templateBadName = "template.bad-name", templateUnknownFilter = "template.unknown-filter",
        templateUndefined = "template.undefined", routeMissingEquals = "route.missing-equals", routeBadURL = "route.bad-url",
        routeBadPrefix = "route.bad-prefix", routeReservedPrefix = "route.reserved-prefix", routeBadHost = "route.bad-host",
        sensitiveEntryNoLetter = "sensitive.entry-no-letter", sensitiveEntryUnknownKind = "sensitive.entry-unknown-kind"
    // MARK: Scenario steps (texts in Scenario/StepMessages.swift)
    /// Scenario steps.
    case stepRequestConforms = "step.request-conforms", stepMissingFinding = "step.missing-finding", stepNone = "step.none",
        stepNothingToCapture = "step.nothing-to-capture", stepUnexpectedStatus = "step.unexpected-status", stepOr = "step.or",
        stepUnexpectedValue = "step.unexpected-value", stepBodyLacks = "step.body-lacks", stepURLNotAbsolute = "step.url-not-absolute",
        stepBaseNotAbsolute = "step.base-not-absolute", stepURLUnbuildable = "step.url-unbuildable", stepJWEKeyNotBase64 = "step.jwe-key-not-base64",
        stepJWEFailed = "step.jwe-failed"
    // MARK: Key files and certificate bundles (texts in Diagnostics/KeyFileMessages.swift)
    /// Key files and certificate bundles.
    case keysNotPEM = "keys.not-pem", keysNotBase64 = "keys.not-base64", keysNotPrivate = "keys.not-private", keysNotPublic = "keys.not-public",
        keysUnreadable = "keys.unreadable", bundleNoStatement = "bundle.no-statement", bundleNoSignature = "bundle.no-signature",
        bundleBadSignature = "bundle.bad-signature", bundleNotJSON = "bundle.not-json", bundleNotStatement = "bundle.not-statement",
        bundleVersion = "bundle.version", bundleOtherSigner = "bundle.other-signer", bundleExpired = "bundle.expired",
        bundleBadExpiry = "bundle.bad-expiry", bundleNoExpiry = "bundle.no-expiry", bundleNotYetValid = "bundle.not-yet-valid",
        bundleBadIssue = "bundle.bad-issue", bundleNoIssue = "bundle.no-issue", bundleFileMissing = "bundle.file-missing",
        bundleFileModified = "bundle.file-modified", bundleFileUnlisted = "bundle.file-unlisted"
    // MARK: Cassette replay and files (texts in Cassette/ReplayMessages.swift)
    /// Cassette replay and files.
    case replayAllPlayed = "replay.all-played", replayUnreadable = "replay.unreadable", replayNothingToCompare = "replay.nothing-to-compare",
        replayClosest = "replay.closest", replayNearMiss = "replay.near-miss", replayFileChanged = "replay.file-changed",
        cassetteUnknownKey = "cassette.unknown-key", cassetteExpectedObject = "cassette.expected-object", cassetteKeyMissing = "cassette.key-missing",
        cassetteExpectedString = "cassette.expected-string", cassetteExpectedWholeNumber = "cassette.expected-whole-number",
        cassetteExpectedPairs = "cassette.expected-pairs", cassetteExpectedPair = "cassette.expected-pair", cassetteBodyKind = "cassette.body-kind",
        cassetteRawBesideForm = "cassette.raw-beside-form", cassetteRawMismatch = "cassette.raw-mismatch", cassetteBase64 = "cassette.base64",
        cassetteNotCassette = "cassette.not-cassette", cassetteExpectedList = "cassette.expected-list",
        cassetteExpectedOperation = "cassette.expected-operation", cassetteNotStatus = "cassette.not-status",
        cassetteExpectedURL = "cassette.expected-url", cassetteExpectedStrings = "cassette.expected-strings",
        cassetteNotObject = "cassette.not-object", cassetteExpectedKey = "cassette.expected-key", cassetteExpectedColon = "cassette.expected-colon",
        cassetteInteractionsList = "cassette.interactions-list", cassetteInteractionsTwice = "cassette.interactions-twice",
        cassetteKeyTwice = "cassette.key-twice", cassetteTrailingText = "cassette.trailing-text", cassetteCutShort = "cassette.cut-short",
        cassetteFileEmpty = "cassette.file-empty", cassetteNotRegular = "cassette.not-regular",
        cassetteNothingToExport = "cassette.nothing-to-export", cassetteWriterFinished = "cassette.writer-finished"
    // MARK: Body syntax (texts in Body/BodySyntaxMessages.swift)
    /// Body syntax.
    case jsonTrailingText = "json.trailing-text", jsonEndsEarly = "json.ends-early", jsonUnexpectedCharacter = "json.unexpected-character",
        jsonLiteralTruncated = "json.literal-truncated", jsonLiteral = "json.literal", jsonMemberName = "json.member-name", jsonColon = "json.colon",
        jsonObjectUnclosed = "json.object-unclosed", jsonObjectSeparator = "json.object-separator", jsonListUnclosed = "json.list-unclosed",
        jsonListSeparator = "json.list-separator", jsonNumberDigits = "json.number-digits", jsonLeadingZero = "json.leading-zero",
        jsonFractionDigits = "json.fraction-digits", jsonExponentDigits = "json.exponent-digits", jsonStringUTF8 = "json.string-utf8",
        jsonControlCharacter = "json.control-character", jsonUnpairedSurrogate = "json.unpaired-surrogate", jsonSurrogatePair = "json.surrogate-pair",
        jsonUnicodeEscape = "json.unicode-escape", jsonEscape = "json.escape", jsonStringUnclosed = "json.string-unclosed",
        jsonUnicodeTruncated = "json.unicode-truncated", jsonHexDigit = "json.hex-digit", bodyFormNotUTF8 = "body.form-not-utf8",
        bodyFormPercent = "body.form-percent", bodyFormDecodedUTF8 = "body.form-decoded-utf8", bodyURLInvalid = "body.url-invalid"
    // MARK: XML body syntax (texts in Body/XMLSyntaxMessages.swift)
    /// XML body syntax.
    case xmlNameExpected = "xml.name-expected", xmlEmptyPrefix = "xml.empty-prefix", xmlElementUnclosed = "xml.element-unclosed",
        xmlDeclarationInElement = "xml.declaration-in-element", xmlNoRoot = "xml.no-root", xmlCDATAEndInText = "xml.cdata-end-in-text",
        xmlCDATAUnclosed = "xml.cdata-unclosed", xmlCharacterReference = "xml.character-reference", xmlForbiddenReference = "xml.forbidden-reference",
        xmlBareAmpersand = "xml.bare-ampersand", xmlUndefinedEntity = "xml.undefined-entity", xmlStartTagUnclosed = "xml.start-tag-unclosed",
        xmlSpaceBeforeAttribute = "xml.space-before-attribute", xmlAttributeEquals = "xml.attribute-equals",
        xmlAttributeTwice = "xml.attribute-twice", xmlEmptyTagClose = "xml.empty-tag-close", xmlAttributeQuotes = "xml.attribute-quotes",
        xmlAttributeUnclosed = "xml.attribute-unclosed", xmlLessThanInAttribute = "xml.less-than-in-attribute", xmlEndTagClose = "xml.end-tag-close",
        xmlEndTagAlone = "xml.end-tag-alone", xmlEndTagMismatch = "xml.end-tag-mismatch", xmlDoctype = "xml.doctype",
        xmlSecondRoot = "xml.second-root", xmlUTF16 = "xml.utf16", xmlControlCharacter = "xml.control-character",
        xmlForbiddenCharacter = "xml.forbidden-character", xmlInvalidUTF8 = "xml.invalid-utf8", xmlDeclarationMalformed = "xml.declaration-malformed",
        xmlDeclarationEquals = "xml.declaration-equals", xmlDeclarationQuote = "xml.declaration-quote",
        xmlDeclarationUnterminated = "xml.declaration-unterminated", xmlVersionUnsupported = "xml.version-unsupported",
        xmlEncodingUnsupported = "xml.encoding-unsupported", xmlDeclarationUnknown = "xml.declaration-unknown",
        xmlDeclarationNoVersion = "xml.declaration-no-version", xmlDoubleHyphenInComment = "xml.double-hyphen-in-comment",
        xmlCommentUnclosed = "xml.comment-unclosed", xmlInstructionTarget = "xml.instruction-target",
        xmlDeclarationNotFirst = "xml.declaration-not-first", xmlInstructionSpace = "xml.instruction-space",
        xmlInstructionUnclosed = "xml.instruction-unclosed", xmlTextBeforeRoot = "xml.text-before-root", xmlTextAfterRoot = "xml.text-after-root",
        xmlWhatElement = "xml.what-element", xmlWhatAttribute = "xml.what-attribute"
    // MARK: Cassette import from HAR, VCR and vcrpy (texts in Cassette/ImportMessages.swift)
    /// Cassette import from HAR, VCR and vcrpy.
    case importObjectMissing = "import.object-missing", importExpectedObject = "import.expected-object",
        importStringMissing = "import.string-missing", importExpectedString = "import.expected-string", importHARNoLog = "import.har-no-log",
        importHARNoEntries = "import.har-no-entries", importExpectedList = "import.expected-list", importListEmpty = "import.list-empty",
        importHARSyntax = "import.har-syntax", importExpectedPairs = "import.expected-pairs", importNotAbsoluteURL = "import.not-absolute-url",
        importExpectedWholeNumber = "import.expected-whole-number", importHARStatus = "import.har-status", importHARBase64 = "import.har-base64",
        importHAREncoding = "import.har-encoding", importNULByte = "import.nul-byte", importFileEmpty = "import.file-empty",
        importUnreadable = "import.unreadable", importOtherFormat = "import.other-format", importNoList = "import.no-list",
        importNotStatus = "import.not-status", importBase64 = "import.base64", importVCRPyVersion = "import.vcrpy-version",
        importAliases = "import.aliases", importNoDocument = "import.no-document", importTagObject = "import.tag-object",
        importTagUnsupported = "import.tag-unsupported", importMappingMissing = "import.mapping-missing",
        importExpectedMapping = "import.expected-mapping", importKeyNotScalar = "import.key-not-scalar",
        importExpectedYAMLList = "import.expected-yaml-list", importValueMissing = "import.value-missing",
        importExpectedText = "import.expected-text", importBinaryBase64 = "import.binary-base64", importBodyKind = "import.body-kind",
        importNotUTF8 = "import.not-utf8", importKindMapping = "import.kind-mapping", importKindList = "import.kind-list",
        importKindValue = "import.kind-value", importKindAlias = "import.kind-alias", importShapeVCRBody = "import.shape-vcr-body",
        importShapeVCRString = "import.shape-vcr-string", importShapeVCRPyBody = "import.shape-vcrpy-body",
        importShapeVCRPyResponse = "import.shape-vcrpy-response", importYAMLSyntax = "import.yaml-syntax",
        importYAMLDuplicateKeys = "import.yaml-duplicate-keys", importYAMLError = "import.yaml-error", importNoInteraction = "import.no-interaction"
    // MARK: File limits, scenario shapes, sandbox and certification sentences (texts in Diagnostics/InlineSentenceMessages.swift)
    /// File limits, scenario shapes, sandbox and certification sentences.
    case yamlFileAdvice = "yaml-file.advice", yamlFileSubject = "yaml-file.subject", scenarioBodyOneText = "scenario.body-one-text",
        scenarioBodyFlatMapping = "scenario.body-flat-mapping", sandboxDuplicateMember = "sandbox.duplicate-member",
        certifyUnmatchedTraffic = "certify.unmatched-traffic"
    // MARK: Endpoint reasons (texts in Endpoint/TransportReasonMessages.swift)
    /// Endpoint reasons: proxy URLs, PEM contents, failure details.
    case transportProxyUnparsable = "transport.proxy-unparsable", transportProxyOverTLS = "transport.proxy-over-tls",
        transportProxyScheme = "transport.proxy-scheme", transportProxyNoHost = "transport.proxy-no-host",
        transportProxyPath = "transport.proxy-path", transportProxyPort = "transport.proxy-port", transportThroughProxy = "transport.through-proxy",
        transportAnswerTooLarge = "transport.answer-too-large", transportCertificateRefused = "transport.certificate-refused",
        transportRefusedProxy = "transport.refused-proxy", transportPEMCertificate = "transport.pem-certificate",
        transportPEMPrivateKey = "transport.pem-private-key"
    // MARK: Sandbox facts in force, retired spec keys (texts in Sandbox/SandboxStartMessages.swift)
    /// Sandbox facts in force and retired spec keys.
    case sandboxFactsMissing = "sandbox.facts-missing", specRetiredKey = "spec.retired-key", sandboxNoOperation = "sandbox.no-operation"
    // MARK: The specs shipped with the package (texts in Spec/BundledSpecMessages.swift)
    /// The specs shipped with the package.
    case specsBundleMissing = "specs.bundle-missing", specsUsingBundled = "specs.using-bundled"
    // MARK: Report page labels (texts in Report/HTMLReportMessages.swift)
    /// Report page labels: the headings, captions and column names of the HTML report.
    case htmlTitle = "html.title", htmlSpecDigests = "html.spec-digests", htmlConformant = "html.conformant",
        htmlNotConformant = "html.not-conformant", htmlChecksPassed = "html.checks-passed", htmlTarget = "html.target", htmlMode = "html.mode",
        htmlStarted = "html.started", htmlChecks = "html.checks", htmlFailed = "html.failed", htmlVersion = "html.version", htmlCheck = "html.check",
        htmlFinding = "html.finding", htmlExpected = "html.expected", htmlActual = "html.actual", htmlExchange = "html.exchange",
        htmlRequest = "html.request", htmlResponse = "html.response", htmlBehaviour = "html.behaviour", htmlWhatWasSeen = "html.what-was-seen",
        htmlOperation = "html.operation", htmlStatus = "html.status", htmlCoverage = "html.coverage",
        htmlCertificationVerdict = "html.certification-verdict", htmlPartner = "html.partner", htmlRole = "html.role", htmlGateway = "html.gateway",
        htmlSessionEnd = "html.session-end", htmlProfile = "html.profile", htmlLeftOut = "html.left-out", htmlRequirement = "html.requirement",
        htmlLevel = "html.level", htmlResult = "html.result", htmlStatedCoverage = "html.stated-coverage", htmlBase64 = "html.base64"
    // MARK: Words in lines: severities, statuses, presences, expectations, the proxy's verdicts (texts in Diagnostics/WordMessages.swift)
    /// Words in lines: severities, statuses, presences, a step's expectations and the recording proxy's console verdicts.
    case wordError = "word.error", wordWarning = "word.warning", wordNote = "word.note", wordInfo = "word.info", wordFail = "word.fail",
        wordMandatory = "word.mandatory", wordOptional = "word.optional", wordConditional = "word.conditional", expectOneOf = "expect.one-of",
        expectPresent = "expect.present", expectAbsent = "expect.absent", expectMatches = "expect.matches", expectItems = "expect.items",
        proxyLineConformant = "proxy-line.conformant", proxyLineConformantWarnings = "proxy-line.conformant-warnings",
        proxyLineErrors = "proxy-line.errors", proxyLineNotProtocol = "proxy-line.not-protocol", proxyLineNoOperation = "proxy-line.no-operation",
        proxyLineUpstream = "proxy-line.upstream", proxyLineInjected = "proxy-line.injected"
    // MARK: Command line usage and errors (texts in Diagnostics/UsageMessages.swift)
    /// Command line usage and errors: option checks, missing files, servers' start lines.
    case usageUpstreamURL = "usage.upstream-url", usageRoute = "usage.route", usagePort = "usage.port", usageMaxBodyBytes = "usage.max-body-bytes",
        usageSeconds = "usage.seconds", usagePartnerEmpty = "usage.partner-empty", usageValidityDays = "usage.validity-days",
        usageTargetWithClient = "usage.target-with-client", usageFaultsWithClient = "usage.faults-with-client",
        usageScenarioWithClient = "usage.scenario-with-client", usageClientTimeout = "usage.client-timeout", usageExecEmpty = "usage.exec-empty",
        usageGoesWithUpstream = "usage.goes-with-upstream", usageTargetRequired = "usage.target-required", usageOptionRequired =
        "usage.option-required",
        usageGoesWithClient = "usage.goes-with-client", usageVersionsTogether = "usage.versions-together", usageNewFolder = "usage.new-folder",
        usageFormatTextOrJSON = "usage.format-text-or-json", usageOperationOrContainer = "usage.operation-or-container",
        usageDirectionRequired = "usage.direction-required", usageStatusResponses = "usage.status-responses",
        usageContainerAlone = "usage.container-alone", usageReportFolder = "usage.report-folder", usageKeysExist = "usage.keys-exist",
        usageAtNotDate = "usage.at-not-date", usageSecretKeyEnvUnset = "usage.secret-key-env-unset", usageExecCannotStart = "usage.exec-cannot-start",
        usageNoSuchFile = "usage.no-such-file", usageNoSuchFolder = "usage.no-such-folder", usageNoSuchPath = "usage.no-such-path",
        usageNotReadable = "usage.not-readable", usageCassetteEmpty = "usage.cassette-empty", usageFolderEmpty = "usage.folder-empty",
        usageScopeSpecs = "usage.scope-specs", usageScopeProtocol = "usage.scope-protocol", usageScopeCassettes = "usage.scope-cassettes",
        usageScopeEmptyFolder = "usage.scope-empty-folder", usageScopeCassetteFolder = "usage.scope-cassette-folder",
        usageSandboxListening = "usage.sandbox-listening", usageProxyListening = "usage.proxy-listening", usageProxyVia = "usage.proxy-via",
        usageProxyRoute = "usage.proxy-route", usageProxyRecovered = "usage.proxy-recovered", usageProxyRecoveredCut = "usage.proxy-recovered-cut",
        usageProxySummary = "usage.proxy-summary", usageProxyWritten = "usage.proxy-written", usageProxyUnchanged = "usage.proxy-unchanged"
    // MARK: Path template reasons (texts in Diagnostics/WordMessages.swift)
    /// Path template reasons: why a spec's path template is malformed.
    case pathNestedBrace = "path.nested-brace", pathUnopenedBrace = "path.unopened-brace", pathUnclosedBrace = "path.unclosed-brace",
        pathNoLeadingSlash = "path.no-leading-slash"
    // MARK: Counted nouns (texts in Diagnostics/CountedNounMessages.swift)
    /// Counted nouns: a number and what it counts, in the singular and the plural of each language.
    case countScenarioOne = "count.scenario-one", countScenarioOther = "count.scenario-other", countScenarioPassedOne = "count.scenario-passed-one",
        countScenarioPassedOther = "count.scenario-passed-other", countCheckOne = "count.check-one", countCheckOther = "count.check-other",
        countCheckPassedOne = "count.check-passed-one", countCheckPassedOther = "count.check-passed-other", countExchangeOne = "count.exchange-one",
        countExchangeOther = "count.exchange-other", countCaseOne = "count.case-one", countCaseOther = "count.case-other",
        countClientCaseOne = "count.client-case-one", countClientCaseOther = "count.client-case-other", countInteractionOne = "count.interaction-one",
        countInteractionOther = "count.interaction-other", countCassetteOne = "count.cassette-one", countCassetteOther = "count.cassette-other",
        countFileOne = "count.file-one", countFileOther = "count.file-other", countCardLikeOne = "count.card-like-one",
        countCardLikeOther = "count.card-like-other", countDriftFindingOne = "count.drift-finding-one",
        countDriftFindingOther = "count.drift-finding-other", countDriftInfoOne = "count.drift-info-one",
        countDriftInfoOther = "count.drift-info-other", countNoteOne = "count.note-one", countNoteOther = "count.note-other",
        countProtocolOne = "count.protocol-one", countProtocolOther = "count.protocol-other", countOperationOne = "count.operation-one",
        countOperationOther = "count.operation-other"
    // MARK: Codes of the sandbox's answers (texts in Sandbox/SandboxAnswerMessages.swift)
    /// Codes of the sandbox's answers.
    case sandboxAnswerCode = "sandbox.answer-code"
    // MARK: Test library: cassettes in app test targets (texts in Diagnostics/TestingMessages.swift)
    /// Test library: what a test scoped to a cassette fails with, and why a scope cannot open.
    case testingMiss = "testing.miss", testingRequestFinding = "testing.request-finding", testingResponseFinding = "testing.response-finding",
        testingSpecUnknown = "testing.spec-unknown", testingNoOperation = "testing.no-operation", testingNotConformant = "testing.not-conformant",
        testingSharedNested = "testing.shared-nested", testingSharedUnsupported = "testing.shared-unsupported",
        testingLanguageInvalid = "testing.language-invalid", testingCassetteName = "testing.cassette-name"
    // MARK: Fixtures from the specs (texts in Fixture/FixtureMessages.swift)
    /// Fixtures from the specs: field paths that name nothing, and fixtures that would not conform.
    case fixtureUnknownField = "fixture.unknown-field", fixtureNotList = "fixture.not-list", fixtureIndexGap = "fixture.index-gap",
        fixtureNoBody = "fixture.no-body", fixtureBadPath = "fixture.bad-path", fixtureNotConformant = "fixture.not-conformant",
        fixtureRequest = "fixture.request", fixtureResponse = "fixture.response", fixtureWithOverrides = "fixture.with-overrides",
        fixtureNoOverride = "fixture.no-override", fixtureNoExample = "fixture.no-example", fixtureScalar = "fixture.scalar"
    // MARK: Exploring a client with varied answers (texts in Explore/ExploreMessages.swift)
    /// Exploring a client: why a run broke, the console lines, the HTML page's labels and the command's errors.
    case exploreExitStatus = "explore.exit-status", exploreTimedOut = "explore.timed-out", exploreNoRequest = "explore.no-request",
        exploreRuleBroken = "explore.rule-broken", exploreSummary = "explore.summary", exploreBaselineBroke = "explore.baseline-broke",
        exploreBaselineHeld = "explore.baseline-held", exploreLinePassed = "explore.line-passed", exploreLineBroke = "explore.line-broke",
        exploreLineShrunk = "explore.line-shrunk", exploreLineNotVaried = "explore.line-not-varied", explorePlanned = "explore.planned",
        exploreNothingToVary = "explore.nothing-to-vary", exploreUnknownOperation = "explore.unknown-operation",
        exploreOperationNotSeen = "explore.operation-not-seen", exploreBudgetInvalid = "explore.budget-invalid", exploreNoCases = "explore.no-cases",
        exploreNeedsClient = "explore.needs-client", exploreReports = "explore.reports", exploreInterrupted = "explore.interrupted",
        exploreHTMLTitle = "explore.html-title", exploreHTMLSeed = "explore.html-seed", exploreHTMLOperation = "explore.html-operation",
        exploreHTMLKind = "explore.html-kind", exploreHTMLChange = "explore.html-change", exploreHTMLOutcome = "explore.html-outcome",
        exploreHTMLWhy = "explore.html-why", exploreHTMLPassed = "explore.html-passed", exploreHTMLBroke = "explore.html-broke",
        exploreHTMLEdits = "explore.html-edits"
    // MARK: Coverage gate and picture (texts in Report/CoverageMessages.swift)
    /// Coverage gate and picture: `run --min-coverage`, its lines, and the HTML report's coverage picture.
    case coverageGateBadMinimum = "coverage-gate.bad-minimum", coverageGateBelow = "coverage-gate.below",
        coverageGateNeverSeen = "coverage-gate.never-seen", coverageGateMore = "coverage-gate.more", coverageGatePassed = "coverage-gate.passed",
        coverageItemOperation = "coverage-item.operation", coverageItemStatus = "coverage-item.status", coverageItemCode = "coverage-item.code",
        coverageItemMandatory = "coverage-item.mandatory-field", coverageItemOptional = "coverage-item.optional-field",
        coveragePictureIndex = "coverage-picture.index", coveragePictureByOperation = "coverage-picture.by-operation",
        coveragePictureNeverExercised = "coverage-picture.never-exercised", coveragePictureNeverSeen = "coverage-picture.never-seen",
        coveragePictureStatuses = "coverage-picture.statuses", coveragePictureCodes = "coverage-picture.codes",
        coveragePictureMandatory = "coverage-picture.mandatory", coveragePictureOptional = "coverage-picture.optional",
        coveragePictureAllSeen = "coverage-picture.all-seen", coveragePictureFigure = "coverage-picture.figure",
        coveragePictureNotAnswered = "coverage-picture.not-answered"
    // MARK: OpenAPI export (texts in Diagnostics/OpenAPIExportMessages.swift)
    /// OpenAPI export: the sentences `specs export` writes into a document, and its command line's lines.
    case openAPISandboxServer = "openapi.sandbox-server", openAPIEnvironmentServer = "openapi.environment-server",
        openAPIFlowServer = "openapi.flow-server", openAPIAnswer = "openapi.answer", openAPIPathParameter = "openapi.path-parameter",
        openAPIBasicScheme = "openapi.basic-scheme", openAPIHMACScheme = "openapi.hmac-scheme", openAPIMergedOperation = "openapi.merged-operation",
        openAPIFlowLink = "openapi.flow-link", openAPIExportWrote = "openapi.export-wrote", openAPIExportUnwritable = "openapi.export-unwritable",
        openAPIExportNothing = "openapi.export-nothing", openAPIExportVersionNeedsProtocol = "openapi.export-version-needs-protocol"
    // MARK: OpenAPI import (texts in Diagnostics/OpenAPIImportMessages.swift)
    /// OpenAPI import: one-language specs, reading a document, what does not map, its examples, `specs import` and `diff`.
    case specUntranslated = "spec.untranslated", openAPISubject = "openapi.subject", openAPIAdvice = "openapi.advice",
        openAPINotUTF8 = "openapi.not-utf8", openAPISyntax = "openapi.syntax", openAPINotOpenAPI = "openapi.not-openapi",
        openAPIVersion = "openapi.version", openAPIInvalid = "openapi.invalid", openAPIRefDangling = "openapi.ref-dangling",
        openAPIRefExternal = "openapi.ref-external", openAPIRefCycle = "openapi.ref-cycle", openAPIFormatDropped = "openapi.format-dropped",
        openAPIFormatPattern = "openapi.format-pattern", openAPIPatternDropped = "openapi.pattern-dropped",
        openAPIExampleDropped = "openapi.example-dropped", openAPIAlternatives = "openapi.alternatives",
        openAPIKeywordDropped = "openapi.keyword-dropped", openAPIMethodSkipped = "openapi.method-skipped",
        openAPIParameterSkipped = "openapi.parameter-skipped", openAPIMediaSkipped = "openapi.media-skipped",
        openAPIOperationRenamed = "openapi.operation-renamed", openAPIUndescribed = "openapi.undescribed",
        openAPISecuritySkipped = "openapi.security-skipped", openAPIExternalExample = "openapi.external-example",
        openAPIImported = "openapi.imported", openAPIOutNotEmpty = "openapi.out-not-empty",
        openAPIOutFolderName = "openapi.out-folder-name", openAPIBadProtocolID = "openapi.bad-protocol-id",
        openAPIExampleIn = "openapi.example-in", openAPIExampleRequest = "openapi.example-request",
        openAPIExampleResponse = "openapi.example-response", openAPIExampleUnmatched = "openapi.example-unmatched",
        openAPIExamplesSummary = "openapi.examples-summary", openAPINoExamples = "openapi.no-examples", openAPINoOperations = "openapi.no-operations",
        openAPIDiffProtocol = "openapi.diff-protocol", openAPIPlacesOne = "openapi.places-one", openAPIPlacesOther = "openapi.places-other",
        openAPIContainersOne = "openapi.containers-one", openAPIContainersOther = "openapi.containers-other",
        openAPIExamplesOne = "openapi.examples-one", openAPIExamplesOther = "openapi.examples-other"
}
