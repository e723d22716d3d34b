import ConformanceKit
import Foundation

/// `merchants.yaml`: the test merchants whose calls the sandbox fails on purpose, as the platform does when it is in
/// trouble (an internal failure, a service down), so that clients can prove they handle it.
///
/// A merchant is named by the `merchantId` of the Server API paths. Its entry lists the operations that fail and the
/// situation of `answers.yaml` that says how (status, message, whether a retry may succeed): Server API operations fail
/// when called for that merchant, Client API operations when called with a session that merchant opened.
struct DirectMerchantTable: DirectFixtureFile, Sendable {
    static let fileName = "merchants.yaml"
    static let kind = "direct-merchants"

    let kind: String
    let description: DirectFixtureText
    let merchants: [DirectTestMerchant]
    /// The cards merchants stored before the sandbox started (an expired one, say), offered as accounts on file.
    let storedCards: [DirectDeclaredCard]?

    enum CodingKeys: String, CodingKey, CaseIterable { case kind, description, merchants, storedCards }

    /// The declared stored card of a token.
    func storedCard(_ token: String) -> DirectStoredCard? {
        storedCards?.first { $0.token == token }.map {
            DirectStoredCard(
                token: $0.token, merchantID: $0.merchant, productID: $0.product, cardNumber: $0.cardNumber, expiryDate: $0.expiryDate,
                cardholderName: $0.cardholderName)
        }
    }

    /// The situations a merchant's failure may name: the platform's own trouble.
    static let failures: [DirectSituation] = [.merchantInternalError, .merchantUnavailable]

    /// How a call of `operation` for `merchantID` fails, or nil when it does not.
    func failure(merchant merchantID: String, operation: String) -> DirectSituation? {
        guard let merchant = merchants.first(where: { $0.id == merchantID }), merchant.operations.contains(operation) else { return nil }
        return DirectSituation(rawValue: merchant.failure)
    }

    /// Every entry that cannot be used: a repeated merchant or token, a failure that is not a platform failure, an
    /// operation the simulator does not serve, a stored card of a product the catalogue lacks.
    func problems(_ read: StrictYAMLDecoder.Result<DirectMerchantTable>, products: Set<Int>?) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen: Set<String> = []
        let failures = Self.failures.map(\.rawValue)
        let operations = DirectSimulator.servedOperations.sorted()
        for (index, merchant) in merchants.enumerated() {
            let path = "merchants[\(index)]"
            if !seen.insert(merchant.id).inserted {
                problems.append(
                    Diagnostic(
                        .error, .duplicateDefinition,
                        [.localized(MessageID.definitionMerchant.localized()), .plain(merchant.id), .plain(Self.fileName)],
                        at: read.location(path + ".id")))
            }
            if !failures.contains(merchant.failure) {
                problems.append(
                    Diagnostic(
                        .error, .badKeyword, [.plain(merchant.failure), .plain(path + ".failure"), .plain(failures.joined(separator: ", "))],
                        at: read.location(path + ".failure")))
            }
            for (position, operation) in merchant.operations.enumerated() where !DirectSimulator.servedOperations.contains(operation) {
                problems.append(
                    Diagnostic(
                        .error, .badKeyword, [.plain(operation), .plain(path + ".operations"), .plain(operations.joined(separator: ", "))],
                        at: read.location(path + ".operations[\(position)]")))
            }
        }
        var tokens: Set<String> = []
        for (index, card) in (storedCards ?? []).enumerated() {
            if !tokens.insert(card.token).inserted {
                problems.append(
                    Diagnostic(
                        .error, .duplicateDefinition,
                        [.localized(MessageID.definitionStoredCard.localized()), .plain(card.token), .plain(Self.fileName)],
                        at: read.location("storedCards[\(index)].token")))
            }
            if let products, !products.contains(card.product) {
                problems.append(
                    Diagnostic(
                        .error, .sandboxFixtureUnknownProduct, [.plain(String(card.product)), .plain(DirectCatalogue.fileName)],
                        at: read.location("storedCards[\(index)].product")))
            }
        }
        return problems
    }
}

/// A card a merchant stored before the sandbox started: its token and what the token stands for.
struct DirectDeclaredCard: Decodable, Sendable {
    let token: String
    /// The merchantId that stored it.
    let merchant: String
    let product: Int
    /// A published test card number.
    let cardNumber: String
    /// MMYY.
    let expiryDate: String
    let cardholderName: String?

    enum CodingKeys: String, CodingKey, CaseIterable { case token, merchant, product, cardNumber, expiryDate, cardholderName }
}

/// A test merchant whose calls fail: the operations and the situation they answer with.
struct DirectTestMerchant: Decodable, Sendable {
    let id: String
    let description: DirectFixtureText
    /// The situation of `answers.yaml` (`internal-error.merchant`, `unavailable.merchant`).
    let failure: String
    let operations: [String]

    enum CodingKeys: String, CodingKey, CaseIterable { case id, description, failure, operations }
}
