import ConformanceKit
import Foundation

/// How much a spec change matters to the people who call the API.
package enum ChangeSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
    /// Worth knowing; nothing breaks.
    case info
    /// May break a client that is not ready for it (a new code, a new enum value in an answer).
    case warning
    /// Breaks existing clients or implementations.
    case error

    private var rank: Int {
        switch self {
        case .info: 0
        case .warning: 1
        case .error: 2
        }
    }

    /// Orders by seriousness.
    package static func < (lhs: ChangeSeverity, rhs: ChangeSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// A kind of change between two versions of a spec, with a stable ID.
///
/// Raw values never change once published: CI filters key on them. Where a change could break
/// someone, the rule errs on the side of reporting it (a false negative is worse than a false
/// positive).
package enum ChangeRule: String, Sendable, Hashable, CaseIterable {
    /// A protocol disappeared.
    case protocolRemoved = "protocol-removed"
    /// A protocol appeared.
    case protocolAdded = "protocol-added"
    /// The protocol's version string changed.
    case versionChanged = "version-changed"
    /// An operation disappeared.
    case operationRemoved = "operation-removed"
    /// An operation appeared.
    case operationAdded = "operation-added"
    /// Method, path, base or encoding changed.
    case transportChanged = "transport-changed"
    /// A response status is no longer described.
    case responseStatusRemoved = "response-status-removed"
    /// A new response status is described.
    case responseStatusAdded = "response-status-added"
    /// A request field (or header, or query parameter) disappeared.
    case requestFieldRemoved = "request-field-removed"
    /// A response field disappeared.
    case responseFieldRemoved = "response-field-removed"
    /// A new mandatory (or conditional) request field.
    case requestFieldAddedMandatory = "request-field-added-mandatory"
    /// A new optional request field.
    case requestFieldAddedOptional = "request-field-added-optional"
    /// A new response field.
    case responseFieldAdded = "response-field-added"
    /// An optional request field became mandatory or conditional.
    case requestFieldNowRequired = "request-field-now-required"
    /// A mandatory request field became optional or conditional.
    case requestFieldNowOptional = "request-field-now-optional"
    /// A mandatory response field became optional or conditional.
    case responseFieldNowOptional = "response-field-now-optional"
    /// An optional response field became mandatory.
    case responseFieldNowMandatory = "response-field-now-mandatory"
    /// The condition of a conditional field changed.
    case conditionChanged = "condition-changed"
    /// A field's type changed.
    case typeChanged = "type-changed"
    /// A format, pattern, length, bound or nullability accepts fewer values.
    case formatNarrowed = "format-narrowed"
    /// A format, pattern, length, bound or nullability accepts more values.
    case formatWidened = "format-widened"
    /// Enum values were removed (or an enum was put on a free field).
    case enumNarrowed = "enum-narrowed"
    /// Enum values were added.
    case enumValueAdded = "enum-value-added"
    /// A response code disappeared from its table.
    case codeRemoved = "code-removed"
    /// A response code was added to its table.
    case codeAdded = "code-added"
    /// A response code's outcome changed (success, declined, retry…).
    case codeOutcomeChanged = "code-outcome-changed"
    /// The operations a response code is never answered by (`notAnsweredBy`) changed.
    case codeScopeChanged = "code-scope-changed"
    /// A title, summary, description or meaning changed.
    case descriptionChanged = "description-changed"

    /// What the rule means, in both languages.
    package var title: LocalizedText { messageID.localized() }

    /// The catalogue message of the rule's title.
    package var messageID: MessageID {
        switch self {
        case .protocolRemoved: .diffProtocolRemoved
        case .protocolAdded: .diffProtocolAdded
        case .versionChanged: .diffVersionChanged
        case .operationRemoved: .diffOperationRemoved
        case .operationAdded: .diffOperationAdded
        case .transportChanged: .diffTransportChanged
        case .responseStatusRemoved: .diffResponseStatusRemoved
        case .responseStatusAdded: .diffResponseStatusAdded
        case .requestFieldRemoved: .diffRequestFieldRemoved
        case .responseFieldRemoved: .diffResponseFieldRemoved
        case .requestFieldAddedMandatory: .diffRequestFieldAddedMandatory
        case .requestFieldAddedOptional: .diffRequestFieldAddedOptional
        case .responseFieldAdded: .diffResponseFieldAdded
        case .requestFieldNowRequired: .diffRequestFieldNowRequired
        case .requestFieldNowOptional: .diffRequestFieldNowOptional
        case .responseFieldNowOptional: .diffResponseFieldNowOptional
        case .responseFieldNowMandatory: .diffResponseFieldNowMandatory
        case .conditionChanged: .diffConditionChanged
        case .typeChanged: .diffTypeChanged
        case .formatNarrowed: .diffFormatNarrowed
        case .formatWidened: .diffFormatWidened
        case .enumNarrowed: .diffEnumNarrowed
        case .enumValueAdded: .diffEnumValueAdded
        case .codeRemoved: .diffCodeRemoved
        case .codeAdded: .diffCodeAdded
        case .codeOutcomeChanged: .diffCodeOutcomeChanged
        case .codeScopeChanged: .diffCodeScopeChanged
        case .descriptionChanged: .diffDescriptionChanged
        }
    }
}

/// One difference between two versions of a spec.
package struct SpecChange: Sendable, Hashable {
    /// The rule it falls under.
    package var rule: ChangeRule
    /// How much it matters.
    package var severity: ChangeSeverity
    /// The protocol.
    package var protocolID: String
    /// The operation, when the change is inside one.
    package var operation: String?
    /// The message (`request`, `response[200]`), when the change is inside one.
    package var message: String?
    /// The field path (`cardData.cardNumber`, `headers.Authorization`), or a code (`code 05`).
    package var path: String?
    /// The value before, as text.
    package var before: String?
    /// The value after, as text.
    package var after: String?
    /// Where it was in the old spec.
    package var oldLocation: SourceLocation?
    /// Where it is in the new spec.
    package var newLocation: SourceLocation?
    /// Scenarios that call the operation (or use the code table), by ID.
    package var scenarios: [String] = []
    /// Cassettes that recorded the operation.
    package var cassettes: [String] = []

    /// `protocol.operation.message.path`: what changed, language-neutral.
    package var subject: String {
        [protocolID, operation, message, path].compactMap { $0 }.joined(separator: ".")
    }

    /// The sentence for a person, in a language.
    package func text(_ language: Language) -> String {
        var out = "\(subject): \(rule.title.text(language))"
        if before != nil || after != nil {
            out += " ("
            out += "\(before ?? "—") → \(after ?? "—"))"
        }
        return out
    }

    /// The location to point at: the new spec's, else the old one's.
    package var location: SourceLocation? { newLocation ?? oldLocation }
}
