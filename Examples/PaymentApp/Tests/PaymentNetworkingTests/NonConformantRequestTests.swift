import ConformanceKit
import ConformanceTesting
import Foundation
import PaymentNetworking
import Testing

/// A request that breaks the spec is caught by the check, with the field and the rule.
@Suite struct NonConformantRequestTests {
    @Test func anAmountWithADecimalPointIsCaught() async throws {
        // The app's bug: it sends "12.50" where Saferpay wants minor units ("1250").
        let answer = try Conformance.fixtures().response("saferpay", "TransactionInitialize", status: 200)
        let stub = StubbedSession(answers: [answer])
        let client = SaferpayClient(configuration: SaferpayFixtureTests.configuration(stub), session: stub.session)
        _ = try await client.initialize(
            amount: Money(value: "12.50", currencyCode: "CHF"), orderId: "order-1", description: nil,
            returnURL: "https://merchant.example.com/return", requestId: "req-1")
        let sent = try #require(stub.requests.first)
        let result = try Conformance.checker().check(Interaction(request: sent, response: answer.recorded))
        #expect(result.verdict?.requestConforms == false)
        #expect(result.requestFindings.contains { $0.path == "$.Payment.Amount.Value" }, "\(result.requestFindings.map(\.path))")
    }

    @Test func aFixtureCannotBeBuiltNonConformantByAccident() throws {
        #expect(throws: Diagnostic.self) {
            try Conformance.fixtures().request("saferpay", "TransactionInitialize", setting: ["Payment.Amount.Value": "12.50"])
        }
        let broken = try Conformance.fixtures().request(
            "saferpay", "TransactionInitialize", setting: ["Payment.Amount.Value": "12.50"], conformant: false)
        #expect(broken.findings.map(\.path) == ["$.Payment.Amount.Value"])
    }
}
