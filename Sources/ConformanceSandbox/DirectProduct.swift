import ConformanceEngine
import ConformanceKit
import Foundation

/// `products.yaml`: the payment products the sandbox merchant offers and the fields of a card product.
struct DirectCatalogue: DirectFixtureFile, Sendable {
    static let fileName = "products.yaml"
    static let kind = "direct-products"

    let kind: String
    let description: DirectFixtureText
    let products: [DirectProduct]
    let cardFields: DirectCardFields
    /// The label mask of an account on file.
    let accountOnFileMask: String
    /// The surcharge rate quoted for products that carry one.
    let surchargeRate: DirectSurchargeRate
    /// The ids of products the merchant offered once and that are gone (asked for, they answer 410).
    let withdrawnProducts: [Int]?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, description, products, cardFields, accountOnFileMask, surchargeRate, withdrawnProducts
    }

    /// Whether a product id names a withdrawn product.
    func isWithdrawn(_ id: Int) -> Bool { withdrawnProducts?.contains(id) ?? false }

    /// What the file says that cannot be used: a repeated id, a card product without card rules, a length no mask fits.
    func problems(_ read: StrictYAMLDecoder.Result<DirectCatalogue>) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen: Set<Int> = []
        for (index, id) in (withdrawnProducts ?? []).enumerated() where products.contains(where: { $0.id == id }) {
            problems.append(
                Diagnostic(
                    .error, .duplicateDefinition, [.localized(MessageID.definitionProduct.localized()), .plain(String(id)), .plain(Self.fileName)],
                    at: read.location("withdrawnProducts[\(index)]")))
        }
        for (index, product) in products.enumerated() {
            let path = "products[\(index)]"
            if !seen.insert(product.id).inserted {
                problems.append(
                    Diagnostic(
                        .error, .duplicateDefinition,
                        [.localized(MessageID.definitionProduct.localized()), .plain(String(product.id)), .plain(Self.fileName)],
                        at: read.location(path + ".id")))
            }
            guard product.method == "card" else {
                for (position, field) in (product.fields ?? []).enumerated() {
                    problems += field.problems(at: read.location(path + ".fields[\(position)]"), context: path + ".fields[\(position)]")
                }
                continue
            }
            guard let card = product.card else {
                problems.append(Diagnostic(.error, .missingKey, [.plain("card"), .plain(path)], at: read.location(path)))
                continue
            }
            for (name, facts, length) in [("cardNumber", cardFields.cardNumber, card.panLength.max), ("cvv", cardFields.cvv, card.cvvLength)]
            where facts.masks != nil && facts.variant(facts.masks, length) == nil {
                problems.append(
                    Diagnostic(
                        .error, .missingKey, [.plain("\(length)"), .plain("cardFields.\(name).masks")], at: read.location("cardFields.\(name)")))
            }
        }
        return problems
    }
}

/// The surcharge rate's product type, as quoted.
struct DirectSurchargeRate: Decodable, Sendable {
    let productTypeId: String
    let productTypeVersion: String

    enum CodingKeys: String, CodingKey, CaseIterable { case productTypeId, productTypeVersion }
}

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

/// The four fields every card product asks for, with the facts they share.
struct DirectCardFields: Decodable, Sendable {
    let cardNumber: DirectFieldFacts
    let cardholderName: DirectFieldFacts
    let expiryDate: DirectFieldFacts
    let cvv: DirectFieldFacts

    enum CodingKeys: String, CodingKey, CaseIterable { case cardNumber, cardholderName, expiryDate, cvv }
}

/// What a card field shows and checks; `masks` and `tooltips` are chosen by the field's length (`other` otherwise).
struct DirectFieldFacts: Decodable, Sendable {
    let type: String
    let label: String
    let mask: String?
    let masks: [String: String]?
    let length: DirectLength?
    let luhn: Bool?
    let pattern: String?
    let expirationDate: Bool?
    let tooltips: [String: String]?
    /// The help image's relative location, shown with the tooltip.
    let tooltipImage: String?
    /// Whether the value serves a lookup (the card number's IIN check).
    let usedForLookup: Bool?

    enum CodingKeys: String, CodingKey, CaseIterable {
        case type, label, mask, masks, length, luhn, pattern, expirationDate, tooltips, tooltipImage, usedForLookup
    }

    /// The text of a table for a length, or its `other` text.
    func variant(_ table: [String: String]?, _ length: Int?) -> String? {
        guard let table else { return nil }
        return length.flatMap { table[String($0)] } ?? table["other"]
    }

    /// The field of a product.
    func field(id: String, order: Int, length: ClosedRange<Int>?, variant: Int?) -> DirectField {
        var field = DirectField(
            id: id, type: type, label: label, order: order, mask: self.variant(masks, variant) ?? mask, length: length, luhn: luhn ?? false,
            pattern: pattern, expirationDate: expirationDate ?? false, tooltip: self.variant(tooltips, variant))
        field.tooltipImage = tooltipImage
        field.usedForLookup = usedForLookup
        return field
    }
}
