import ConformanceKit
import Foundation

/// The status a created payment is in, with Direct's status code and category.
enum DirectPaymentStatus {
    case pendingCapture, captured, redirected, rejected

    var name: String {
        switch self {
        case .pendingCapture: "PENDING_CAPTURE"
        case .captured: "CAPTURED"
        case .redirected: "REDIRECTED"
        case .rejected: "REJECTED"
        }
    }

    var code: Int {
        switch self {
        case .pendingCapture: 5
        case .captured: 9
        case .redirected: 46
        case .rejected: 2
        }
    }

    var category: String {
        switch self {
        case .pendingCapture: "PENDING_MERCHANT"
        case .captured: "COMPLETED"
        case .redirected: "PENDING_PAYMENT"
        case .rejected: "UNSUCCESSFUL"
        }
    }
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

    func body(status: DirectPaymentStatus, authorised: Bool) -> BodyValue {
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
            BodyMember("status", .string(status.name)),
            BodyMember(
                "statusOutput",
                .object([
                    BodyMember("isCancellable", .bool(status == .pendingCapture)), BodyMember("statusCategory", .string(status.category)),
                    BodyMember("statusCode", .number(String(status.code))), BodyMember("isAuthorized", .bool(authorised)),
                    BodyMember("isRefundable", .bool(status == .captured)),
                ])),
        ])
    }
}
