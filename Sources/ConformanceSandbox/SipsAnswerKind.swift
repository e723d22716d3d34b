import ConformanceEngine
import ConformanceKit
import Foundation

/// What the Sips simulator answers outside the test-card outcomes: the kinds it dispatches on.
///
/// The codes each kind answers with are protocol facts, in `Specs/sips-inapp/sandbox/answers.yaml` (`errors:`);
/// `fields` names the values the simulator reads from each entry.
enum SipsAnswerKind: String, CaseIterable, Sendable {
    case initialised, formatError = "format-error", sealRefused = "seal-refused", unknownKeyVersion = "unknown-key-version"
    case invalidTransaction = "invalid-transaction", success, parameterWrong = "parameter-wrong"
    case authenticationFailed = "authentication-failed", authenticationRequired = "authentication-required", expired
    case unknownPaymentMean = "unknown-payment-mean", walletFull = "wallet-full", duplicateReference = "duplicate-reference"

    /// The result field of the initialisations and of the enrolment checks.
    static let statusField = "redirectionStatusCode"
    /// The result field of the other SDK functions.
    static let inAppField = "inAppResponseCode"
    /// The acquirer's answer to a payment.
    static let acquirerField = "acquirerResponseCode"

    /// The values the simulator reads from the kind's entry.
    var fields: [String] {
        switch self {
        case .initialised, .formatError, .sealRefused, .unknownKeyVersion, .invalidTransaction, .duplicateReference: [Self.statusField]
        case .parameterWrong: [Self.inAppField, Self.statusField]
        case .success, .authenticationFailed, .authenticationRequired, .expired: [Self.inAppField, Self.acquirerField]
        case .unknownPaymentMean, .walletFull: [Self.inAppField]
        }
    }

    /// What the simulator needs from `errors:`.
    static let needs = allCases.map { SandboxAnswerNeed($0.rawValue, values: $0.fields) }
}

/// The Sips simulator's codes, read from the protocol's answers (complete once ``SandboxAnswers/gap(section:needs:)`` is nil).
struct SipsAnswerTable: Sendable {
    let answers: SandboxAnswers

    /// The code a kind answers with in a field.
    func code(_ kind: SipsAnswerKind, _ field: String) -> String { answers.error(kind.rawValue)?.text(field) ?? "" }

    /// Every value of a kind's entry, in file order.
    func values(_ kind: SipsAnswerKind) -> [(String, BodyValue?)] { answers.error(kind.rawValue)?.values() ?? [] }

    /// The first entry the simulator needs and the answers lack, or nil.
    var gap: String? { answers.gap(section: "errors", needs: SipsAnswerKind.needs) }

    /// Every located problem of the answers against what the simulator needs.
    func problems(file: String) -> [Diagnostic] { answers.problems(section: "errors", needs: SipsAnswerKind.needs, file: file) }
}
