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
    /// A documented code the spec says this operation never answers (`notAnsweredBy`).
    case codeNotAnswered = "code-not-answered"
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
        case .codeNotAnswered: .codeNotAnswered
        case .duplicateMember: .duplicateMember
        case .wrongNamespace: .wrongNamespace
        case .unknownVersion: .unknownVersion
        case .errorEnvelope: .errorEnvelope
        case .findingsTruncated: .findingsTruncated
        }
    }
}
