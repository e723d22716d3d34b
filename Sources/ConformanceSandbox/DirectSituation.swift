import ConformanceEngine
import ConformanceKit
import Foundation

/// The calls the Direct simulator refuses for a reason of its own (not a test-card outcome, not a spec finding).
///
/// Each is an entry of `answers.yaml`'s `errors:` named `<kind>.<situation>`: the kind's entry gives the item's
/// errorCode, category and id; the situation's entry the HTTP status, the message and the propertyName (templates
/// filled with the values the simulator hands over).
enum DirectSituation: String, CaseIterable, Sendable {
    // Server API signature (v1HMAC).
    case signatureMissing = "authorization.signature-missing", signatureMalformed = "authorization.signature-malformed"
    case unknownKey = "authorization.unknown-key", dateMissing = "authorization.date-missing"
    case dateMalformed = "authorization.date-malformed", dateSkew = "authorization.date-skew"
    case signatureMismatch = "authorization.signature-mismatch"
    // Client API session.
    case sessionHeaderMissing = "authorization.session-header-missing", sessionHeaderMalformed = "authorization.session-header-malformed"
    case sessionUnknown = "invalid-session.unknown", customerNotAllowed = "customer-not-allowed.path"
    // Dispatch.
    case invalidRequest = "invalid-value.request", notSimulated = "not-found.operation"
    // createPayment.
    case encryptedInputRequired = "missing-parameter.encrypted-input-required", inputSessionUnknown = "invalid-session.encrypted-input"
    case amountRequired = "missing-parameter.amount-required", productNotEncryptable = "invalid-value.product-not-encryptable"
    case accountOnFileUnknown = "unknown-token.account-on-file", inputUsed = "duplicate.encrypted-input-used"
    case undecryptable = "invalid-encrypted-input.undecryptable", wrongKey = "invalid-encrypted-input.wrong-key"
    case inputNotJSON = "invalid-encrypted-input.not-json"
    // Customer values against the product's field rules.
    case fieldRequired = "missing-parameter.field-required", fieldInvalid = "invalid-value.field"
    case cardNotOfProduct = "invalid-value.card-not-of-product"
    // Products, IIN details and quotes.
    case productNotInContext = "product-not-found.not-in-context", binUnknown = "iin-not-found.bin"
    case tokenUnknown = "unknown-token.card-source", quotedProductUnknown = "product-not-found.card-source"
    case cardNumberUnknown = "iin-not-found.card-number", productWithdrawn = "product-withdrawn.product"
    // The failures of the test merchants (`merchants.yaml`).
    case merchantInternalError = "internal-error.merchant", merchantUnavailable = "unavailable.merchant"

    /// The kind's name: what comes before the dot.
    var kindName: String { String(rawValue.prefix { $0 != "." }) }

    /// The kind whose errorCode, category and id the item takes.
    var kind: DirectErrorKind { DirectErrorKind(rawValue: kindName) ?? .invalidValue }

    /// What the simulator needs from `errors:`.
    static let needs = allCases.map { SandboxAnswerNeed($0.rawValue, values: ["message"]) }
}
