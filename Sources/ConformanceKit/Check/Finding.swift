/// The kind of problem a check found; its raw value is the stable finding ID.
public enum FindingKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// A mandatory field is absent.
    case missingMandatory = "missing-mandatory"
    /// A conditional rule is not met (a required field is missing, or a group rule fails).
    case conditionViolated = "condition-violated"
    /// A field is present where its condition forbids it.
    case forbiddenField = "forbidden-field"
    /// A value has the wrong type.
    case wrongType = "wrong-type"
    /// A value does not match its format or pattern.
    case badFormat = "bad-format"
    /// A value is not one of the allowed values.
    case notInEnum = "not-in-enum"
    /// A value breaks a length, size or numeric bound.
    case outOfRange = "out-of-range"
    /// A field the spec does not describe.
    case unknownField = "unknown-field"
    /// A null the spec does not allow.
    case nullValue = "null-value"
    /// An empty string the spec does not allow.
    case emptyValue = "empty-value"
    /// The body cannot be parsed.
    case unparsableBody = "unparsable-body"
    /// What a response code means (informative).
    case codeMeaning = "code-meaning"
    /// A response code missing from its table.
    case unknownCode = "unknown-code"
    /// An object repeats a member name (the path is the repeat).
    case duplicateMember = "duplicate-member"
    /// An XML document's root element is in another namespace than the spec declares, or in none.
    case wrongNamespace = "wrong-namespace"
    /// A message declares a version the spec does not list (it is checked against the nearest older one).
    case unknownVersion = "unknown-version"
    /// The body is the error form the spec declares for the message (informative).
    case errorEnvelope = "error-envelope"
    /// More findings than a check lists (the severity is the highest of those left out).
    case findingsTruncated = "findings-truncated"

    /// The message used to explain findings of this kind.
    public var messageID: MessageID {
        switch self {
        case .missingMandatory: .missingMandatory
        case .conditionViolated: .conditionViolated
        case .forbiddenField: .forbiddenField
        case .wrongType: .wrongType
        case .badFormat: .badFormat
        case .notInEnum: .notInEnum
        case .outOfRange: .outOfRange
        case .unknownField: .unknownField
        case .nullValue: .nullValue
        case .emptyValue: .emptyValue
        case .unparsableBody: .unparsableBody
        case .codeMeaning: .codeMeaning
        case .unknownCode: .unknownCode
        case .duplicateMember: .duplicateMember
        case .wrongNamespace: .wrongNamespace
        case .unknownVersion: .unknownVersion
        case .errorEnvelope: .errorEnvelope
        case .findingsTruncated: .findingsTruncated
        }
    }
}

/// One result of checking a message against its spec.
public struct Finding: Sendable, Hashable {
    /// What kind of problem it is (the stable finding ID).
    public var kind: FindingKind
    /// How serious it is.
    public var severity: Diagnostic.Severity
    /// The stable ID of the check: protocol, operation, message and field path without list indexes.
    public var checkID: String
    /// Where in the body: `$.a.b[0].c`.
    public var path: String
    /// What the spec expects, in words a reader can compare.
    public var expected: String?
    /// What the body holds (masked when sensitive).
    public var actual: String?
    /// The values inserted into the localized message.
    public var arguments: [MessageArgument]
    /// Where the field is defined in the spec.
    public var specLocation: SourceLocation?
    /// What to do about a response code, when the finding explains one.
    public var action: LocalizedText?

    /// Creates a finding; a card number anywhere in its texts (a value, or a JSON key in its path) is masked.
    init(
        kind: FindingKind, severity: Diagnostic.Severity, checkID: String, path: String, expected: String?, actual: String?,
        arguments: [MessageArgument], specLocation: SourceLocation?, action: LocalizedText? = nil
    ) {
        let mask = { (text: String) in SensitiveValue.maskingCardNumbers(in: text) }
        self.kind = kind
        self.severity = severity
        self.checkID = mask(checkID)
        self.path = mask(path)
        self.expected = expected.map(mask)
        self.actual = actual.map(mask)
        self.arguments = arguments.map {
            switch $0 {
            case .plain(let text): .plain(mask(text))
            case .localized(let text): .localized(text.map(mask))
            }
        }
        self.specLocation = specLocation
        self.action = action
    }

    /// The explanation in the given language.
    public func message(_ language: Language) -> String { kind.messageID.render(language, arguments) }

    /// The explanation in every language.
    public var localizedMessage: LocalizedText { kind.messageID.localized(arguments) }

    /// `<kind> <path>`, a compact key used by tests and manifests.
    public var shortKey: String { "\(kind.rawValue) \(path)" }
}

/// What checking one message produced.
public struct CheckResult: Sendable {
    /// The stable ID of the message checked (`saferpay.TransactionInitialize.response[200]`).
    public var target: String
    /// Every finding, in body order.
    public var findings: [Finding]
    /// The protocol version the message was checked against, when the protocol has versions.
    public var protocolVersion: String? = nil

    /// Findings that are errors.
    public var errors: [Finding] { findings.filter { $0.severity == .error } }
    /// Findings that are warnings.
    public var warnings: [Finding] { findings.filter { $0.severity == .warning } }
    /// Whether the message conforms (no error).
    public var conforms: Bool { !findings.contains { $0.severity == .error } }
}
