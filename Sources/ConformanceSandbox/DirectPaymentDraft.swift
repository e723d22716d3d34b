import ConformanceEngine
import ConformanceKit
import Foundation

/// The states a created payment can be in; Direct's name, code and category of each are in `answers.yaml` (`statuses:`).
enum DirectPaymentStatus: String, CaseIterable, Sendable {
    case pendingCapture = "pending-capture", captured, redirected, rejected

    /// What the simulator needs from `statuses:`.
    static let needs = allCases.map { SandboxAnswerNeed($0.rawValue, values: ["status", "statusCode", "statusCategory"]) }
}

/// How Direct describes a state: the payment's status, its statusCode and its statusCategory.
struct DirectStatusFacts: Sendable {
    let name: String
    let code: Int
    let category: String
}

/// A payment being answered.
struct DirectPaymentDraft {
    let id: String
    let product: DirectProduct
    let number: String
    let expiry: String
    let amount: Int
    let currency: String
    let merchantReference: String?
    let country: String
    /// The answers in force, for the status facts.
    let answers: DirectAnswerTable

    func body(status: DirectPaymentStatus, authorised: Bool) -> BodyValue {
        let facts = answers.status(status)
        let masked = String(repeating: "*", count: max(0, number.count - 4)) + number.suffix(4)
        var card: [BodyMember] = [
            BodyMember("paymentProductId", .number(String(product.id))),
            BodyMember(
                "card",
                .object([
                    BodyMember("bin", .string(String(number.prefix(6)))), BodyMember("cardNumber", .string(masked)),
                    BodyMember("countryCode", .string(country)), BodyMember("expiryDate", .string(expiry)),
                ])),
            BodyMember("fraudResults", .object([BodyMember("fraudServiceResult", .string("no-advice"))])),
        ]
        if authorised { card.insert(BodyMember("authorisationCode", .string("SBX" + String(id.prefix(3)))), at: 1) }
        var references: [BodyMember] = []
        if let merchantReference { references.append(BodyMember("merchantReference", .string(merchantReference))) }
        return .object([
            BodyMember("id", .string(id)),
            BodyMember(
                "paymentOutput",
                .object([
                    BodyMember(
                        "amountOfMoney", .object([BodyMember("amount", .number(String(amount))), BodyMember("currencyCode", .string(currency))])),
                    BodyMember("references", .object(references)), BodyMember("paymentMethod", .string("card")),
                    BodyMember("cardPaymentMethodSpecificOutput", .object(card)),
                ])),
            BodyMember("status", .string(facts.name)),
            BodyMember(
                "statusOutput",
                .object([
                    BodyMember("isCancellable", .bool(status == .pendingCapture)), BodyMember("statusCategory", .string(facts.category)),
                    BodyMember("statusCode", .number(String(facts.code))), BodyMember("isAuthorized", .bool(authorised)),
                    BodyMember("isRefundable", .bool(status == .captured)),
                ])),
        ])
    }
}
