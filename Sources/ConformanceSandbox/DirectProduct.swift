import ConformanceEngine
import ConformanceKit
import Foundation

/// One payment product the sandbox merchant offers, with the rules deciding where it is available.
struct DirectProduct: Decodable, Sendable {
    let id: Int
    let label: String
    let method: String
    let group: String?
    let displayOrder: Int
    let currencies: Set<String>?
    let countries: Set<String>?
    let allowsRecurring: Bool
    let allowsTokenization: Bool
    let minAmount: Int?
    let maxAmount: Int?
    let networks: [String]
    /// The card rules of a card product.
    let card: DirectCardRules?
    /// The member carrying the networks again (`paymentProduct302SpecificData`), for products that have one.
    let specificData: String?
    /// The gateway name the specific data declares (Google Pay), for products that have one.
    let gateway: String?
    /// The input fields of a product that is not a card (a card product takes the four `cardFields`).
    let fields: [DirectDeclaredField]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case id, label, method, group, displayOrder, currencies, countries, allowsRecurring, allowsTokenization, minAmount, maxAmount
        case networks, card, specificData, gateway, fields
    }

    /// The brands a card number must belong to.
    var brands: Set<String> { card?.brands ?? [] }
    /// Surcharge in tenths of a percent, for products that carry one.
    var surchargePerMille: Int? { card?.surchargePerMille }

    /// The logo's absolute URL under the sandbox's assetUrl (clients load it as given).
    func logo(_ sandbox: Sandbox, _ assets: DirectAssets) -> String {
        sandbox.baseURL + assets.path + fillTemplate(assets.logoFile, ["id": String(id)])
    }

    func isAvailable(in context: DirectContext) -> Bool {
        if let currencies, let currency = context.currencyCode, !currencies.contains(currency) { return false }
        if let countries, let country = context.countryCode, !countries.contains(country) { return false }
        if context.isRecurring && !allowsRecurring { return false }
        if let amount = context.amount {
            if let minAmount, amount < minAmount { return false }
            if let maxAmount, amount > maxAmount { return false }
        }
        return true
    }

    /// The input fields: the four card fields for card products, the declared ones for the others.
    func fields(_ facts: DirectCardFields) -> [DirectField] {
        guard method == "card", let card else { return (fields ?? []).enumerated().map { $0.element.field(order: $0.offset) } }
        let pan = card.panLength.range
        return [
            facts.cardNumber.field(id: "cardNumber", order: 0, length: pan, variant: pan.upperBound),
            facts.cardholderName.field(id: "cardholderName", order: 1, length: facts.cardholderName.length?.range, variant: nil),
            facts.expiryDate.field(id: "expiryDate", order: 2, length: facts.expiryDate.length?.range, variant: nil),
            facts.cvv.field(id: "cvv", order: 3, length: card.cvvLength...card.cvvLength, variant: card.cvvLength),
        ]
    }

    /// The problems of the customer's values against the field rules; cvv is optional with an account on file.
    func validate(_ values: [String: String], onFile: Bool, now: Date, facts: DirectCardFields) -> [DirectErrorItem] {
        var problems: [DirectErrorItem] = []
        for field in fields(facts) {
            let value = values[field.id] ?? ""
            if value.isEmpty {
                if field.required && !(onFile && field.id == "cvv") {
                    problems.append(DirectErrorItem(.fieldRequired, ["field": field.id]))
                }
                continue
            }
            if let problem = field.problem(value, now: now) {
                problems.append(DirectErrorItem(.fieldInvalid, ["field": field.id, "problem": problem]))
            }
        }
        if problems.isEmpty, let number = values["cardNumber"], !brands.contains(TestCardOutcome.brand(number)) {
            problems.append(DirectErrorItem(.cardNotOfProduct, ["productId": String(id)]))
        }
        return problems
    }
}

/// The card rules of a card product: the brands it takes, the number and code lengths, its surcharge.
struct DirectCardRules: Decodable, Sendable {
    let brands: Set<String>
    let panLength: DirectLength
    let cvvLength: Int
    /// Surcharge in tenths of a percent.
    let surchargePerMille: Int?
    /// The scheme name an IIN lookup gives (`cardScheme`).
    let scheme: String?

    enum CodingKeys: String, CodingKey, CaseIterable { case brands, panLength, cvvLength, surchargePerMille, scheme }
}
