import ConformanceEngine
import ConformanceKit
import Foundation

/// The errors the simulator reports; what an item of each kind says is in `answers.yaml` (`errors:`).
enum DirectErrorKind: String, CaseIterable, Sendable {
    case missingParameter = "missing-parameter", invalidValue = "invalid-value", authorization, invalidSession = "invalid-session"
    case customerNotAllowed = "customer-not-allowed", productNotFound = "product-not-found", iinNotFound = "iin-not-found"
    case unknownToken = "unknown-token", invalidEncryptedInput = "invalid-encrypted-input", duplicate, notFound = "not-found"
    case productWithdrawn = "product-withdrawn", internalError = "internal-error", unavailable

    /// What the simulator needs from `errors:`.
    static let needs = allCases.map { SandboxAnswerNeed($0.rawValue, values: ["errorCode", "code", "category", "id"]) }
}
