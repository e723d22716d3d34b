import Foundation

/// How much a spec change matters to the people who call the API.
public enum ChangeSeverity: String, Sendable, Hashable, CaseIterable, Comparable {
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
    public static func < (lhs: ChangeSeverity, rhs: ChangeSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// A kind of change between two versions of a spec, with a stable ID.
///
/// Raw values never change once published: CI filters key on them. Where a change could break
/// someone, the rule errs on the side of reporting it (a false negative is worse than a false
/// positive).
public enum ChangeRule: String, Sendable, Hashable, CaseIterable {
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
    /// A title, summary, description or meaning changed.
    case descriptionChanged = "description-changed"

    /// What the rule means, in both languages.
    public var title: LocalizedText {
        switch self {
        case .protocolRemoved: LocalizedText(en: "protocol removed", fr: "protocole supprimé")
        case .protocolAdded: LocalizedText(en: "protocol added", fr: "protocole ajouté")
        case .versionChanged: LocalizedText(en: "version changed", fr: "version modifiée")
        case .operationRemoved: LocalizedText(en: "operation removed", fr: "opération supprimée")
        case .operationAdded: LocalizedText(en: "operation added", fr: "opération ajoutée")
        case .transportChanged:
            LocalizedText(
                en: "method, path, base, encoding or authentication changed", fr: "méthode, chemin, base, encodage ou authentification modifiés")
        case .responseStatusRemoved: LocalizedText(en: "response status no longer described", fr: "statut de réponse qui n'est plus décrit")
        case .responseStatusAdded: LocalizedText(en: "new response status", fr: "nouveau statut de réponse")
        case .requestFieldRemoved: LocalizedText(en: "request field removed", fr: "champ de requête supprimé")
        case .responseFieldRemoved: LocalizedText(en: "response field removed", fr: "champ de réponse supprimé")
        case .requestFieldAddedMandatory: LocalizedText(en: "new required request field", fr: "nouveau champ de requête exigé")
        case .requestFieldAddedOptional: LocalizedText(en: "new optional request field", fr: "nouveau champ de requête facultatif")
        case .responseFieldAdded: LocalizedText(en: "new response field", fr: "nouveau champ de réponse")
        case .requestFieldNowRequired: LocalizedText(en: "request field now required", fr: "champ de requête désormais exigé")
        case .requestFieldNowOptional: LocalizedText(en: "request field no longer mandatory", fr: "champ de requête qui n'est plus obligatoire")
        case .responseFieldNowOptional: LocalizedText(en: "response field no longer guaranteed", fr: "champ de réponse qui n'est plus garanti")
        case .responseFieldNowMandatory: LocalizedText(en: "response field now always present", fr: "champ de réponse désormais toujours présent")
        case .conditionChanged: LocalizedText(en: "condition changed", fr: "condition modifiée")
        case .typeChanged: LocalizedText(en: "type changed", fr: "type modifié")
        case .formatNarrowed: LocalizedText(en: "fewer values accepted", fr: "moins de valeurs admises")
        case .formatWidened: LocalizedText(en: "more values accepted", fr: "davantage de valeurs admises")
        case .enumNarrowed: LocalizedText(en: "enum values removed", fr: "valeurs d'énumération supprimées")
        case .enumValueAdded: LocalizedText(en: "enum values added", fr: "valeurs d'énumération ajoutées")
        case .codeRemoved: LocalizedText(en: "response code removed", fr: "code réponse supprimé")
        case .codeAdded: LocalizedText(en: "response code added", fr: "code réponse ajouté")
        case .codeOutcomeChanged: LocalizedText(en: "response code outcome changed", fr: "issue d'un code réponse modifiée")
        case .descriptionChanged: LocalizedText(en: "text changed", fr: "texte modifié")
        }
    }
}

/// One difference between two versions of a spec.
public struct SpecChange: Sendable, Hashable {
    /// The rule it falls under.
    public var rule: ChangeRule
    /// How much it matters.
    public var severity: ChangeSeverity
    /// The protocol.
    public var protocolID: String
    /// The operation, when the change is inside one.
    public var operation: String?
    /// The message (`request`, `response[200]`), when the change is inside one.
    public var message: String?
    /// The field path (`cardData.cardNumber`, `headers.Authorization`), or a code (`code 05`).
    public var path: String?
    /// The value before, as text.
    public var before: String?
    /// The value after, as text.
    public var after: String?
    /// Where it was in the old spec.
    public var oldLocation: SourceLocation?
    /// Where it is in the new spec.
    public var newLocation: SourceLocation?
    /// Scenarios that call the operation (or use the code table), by ID.
    public var scenarios: [String] = []
    /// Cassettes that recorded the operation.
    public var cassettes: [String] = []

    /// `protocol.operation.message.path`: what changed, language-neutral.
    public var subject: String {
        [protocolID, operation, message, path].compactMap { $0 }.joined(separator: ".")
    }

    /// The sentence for a person, in a language.
    public func text(_ language: Language) -> String {
        var out = "\(subject): \(rule.title.text(language))"
        if before != nil || after != nil {
            out += language == .en ? " (" : " ("
            out += "\(before ?? "—") → \(after ?? "—"))"
        }
        return out
    }

    /// The location to point at: the new spec's, else the old one's.
    public var location: SourceLocation? { newLocation ?? oldLocation }
}
