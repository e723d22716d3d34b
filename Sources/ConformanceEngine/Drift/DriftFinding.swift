import ConformanceKit
import Foundation

/// What kind of drift was seen between recorded traffic and fresh traffic.
package enum DriftKind: String, Sendable, Hashable, CaseIterable {
    /// A response field that was never recorded now appears.
    case fieldAppeared = "field-appeared"
    /// A recorded response field no longer appears.
    case fieldDisappeared = "field-disappeared"
    /// A field's JSON type changed.
    case typeChanged = "type-changed"
    /// A string field's shape changed (digits, date-time, URL…).
    case formatChanged = "format-changed"
    /// An HTTP status never recorded for the operation.
    case newStatus = "new-status"
    /// A value of a code field never recorded before.
    case newCode = "new-code"
    /// A status recorded before that no fresh exchange of the operation answered with.
    case statusUnseen = "status-unseen"
    /// A recorded operation that no fresh exchange reached, so nothing could be compared.
    case operationUnseen = "operation-unseen"
    /// The fresh traffic of an operation follows other protocol versions than the recorded one, so
    /// its fields are not compared (what differs is the version's rules, not drift).
    case versionChanged = "version-changed"

    /// How serious it is for the spec: appeared fields and new codes may be benign.
    package var severity: ChangeSeverity {
        switch self {
        case .fieldDisappeared, .typeChanged: .error
        case .formatChanged, .newStatus, .newCode, .statusUnseen, .operationUnseen, .versionChanged: .warning
        case .fieldAppeared: .info
        }
    }

    /// The kind in both languages.
    package var title: LocalizedText { messageID.localized() }

    /// The catalogue message of the kind's title.
    package var messageID: MessageID {
        switch self {
        case .fieldAppeared: .driftFieldAppeared
        case .fieldDisappeared: .driftFieldDisappeared
        case .typeChanged: .driftTypeChanged
        case .formatChanged: .driftFormatChanged
        case .newStatus: .driftNewStatus
        case .newCode: .driftNewCode
        case .statusUnseen: .driftStatusUnseen
        case .operationUnseen: .driftOperationUnseen
        case .versionChanged: .driftVersionChanged
        }
    }
}

/// One difference between the recorded and the fresh traffic of an operation.
package struct DriftFinding: Sendable, Hashable {
    /// The kind.
    package var kind: DriftKind
    /// The operation.
    package var operation: OperationReference
    /// The response status it was seen under.
    package var status: Int
    /// The field path (`walletPaymentMeanData[].paymentMeanId`), empty for a status.
    package var path: String
    /// What was recorded.
    package var before: String?
    /// What is seen now.
    package var after: String?

    /// `protocol.operation.response[status].path` (`protocol.operation` for an operation not reached).
    package var subject: String {
        if kind == .operationUnseen || kind == .versionChanged { return "\(operation.protocolID).\(operation.operation)" }
        return "\(operation.protocolID).\(operation.operation).response[\(status)]" + (path.isEmpty ? "" : ".\(path)")
    }

    /// The sentence for a person.
    package func text(_ language: Language) -> String {
        "\(subject): \(kind.title.text(language)) (\(before ?? "—") → \(after ?? "—"))"
    }
}
