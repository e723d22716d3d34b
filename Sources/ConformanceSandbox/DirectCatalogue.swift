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
                        .error, .duplicateDefinition, [.localized(MessageID.definitionProduct.localized()), .plain(String(product.id)), .plain(Self.fileName)],
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

/// The four fields every card product asks for, with the facts they share.
struct DirectCardFields: Decodable, Sendable {
    let cardNumber: DirectFieldFacts
    let cardholderName: DirectFieldFacts
    let expiryDate: DirectFieldFacts
    let cvv: DirectFieldFacts

    enum CodingKeys: String, CodingKey, CaseIterable { case cardNumber, cardholderName, expiryDate, cvv }
}
