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

    enum CodingKeys: String, CodingKey, CaseIterable { case kind, description, merchants }

    /// The situations a merchant's failure may name: the platform's own trouble.
    static let failures: [DirectSituation] = [.merchantInternalError, .merchantUnavailable]

    /// How a call of `operation` for `merchantID` fails, or nil when it does not.
    func failure(merchant merchantID: String, operation: String) -> DirectSituation? {
        guard let merchant = merchants.first(where: { $0.id == merchantID }), merchant.operations.contains(operation) else { return nil }
        return DirectSituation(rawValue: merchant.failure)
    }

    /// Every entry that cannot be used: a repeated merchant, a failure that is not a platform failure, an operation the
    /// simulator does not serve.
    func problems(_ read: StrictYAMLDecoder.Result<DirectMerchantTable>) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var seen: Set<String> = []
        let failures = Self.failures.map(\.rawValue)
        let operations = DirectSimulator.servedOperations.sorted()
        for (index, merchant) in merchants.enumerated() {
            let path = "merchants[\(index)]"
            if !seen.insert(merchant.id).inserted {
                problems.append(
                    Diagnostic(
                        .error, .duplicateDefinition, [.plain("merchant"), .plain(merchant.id), .plain(Self.fileName)],
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
        return problems
    }
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
