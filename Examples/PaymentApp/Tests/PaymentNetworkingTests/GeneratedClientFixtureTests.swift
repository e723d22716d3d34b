import ConformanceKit
import Foundation
import PaymentNetworking
import PaymentNetworkingGenerated
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The generated client on answers built from the specs: what it sends conforms, and it reads what Saferpay documents.
@Suite struct GeneratedClientFixtureTests {
    @Test func initializeSendsAConformantRequestAndReadsTheDocumentedAnswer() async throws {
        // The spec's own example of Expiration has milliseconds; the sandbox's answers have none (the replay test).
        let answer = try Conformance.fixtures().response(
            "saferpay", "TransactionInitialize", status: 200,
            setting: ["Token": "fixture-token-1", "Expiration": "2030-11-08T12:29:37.258+01:00"])
        let stub = StubbedSession(answers: [answer])
        let client = SaferpayGeneratedClient(configuration: SaferpayFixtureTests.configuration(stub), session: stub.session)
        let started = try await client.initialize(
            amount: Money(value: "1000", currencyCode: "CHF"), orderId: "order-1", description: "Two coffees",
            returnURL: "https://merchant.example.com/return", requestId: "req-1")
        #expect(started.token == "fixture-token-1")
        #expect(abs(started.expiration.timeIntervalSince1970 - 1_920_367_777.258) < 0.001)
        let sent = try #require(stub.requests.first)
        #expect(sent.headers.first { $0.name.lowercased() == "authorization" }?.value.hasPrefix("Basic ") == true)
        let result = try Conformance.checker().check(Interaction(request: sent, response: answer.recorded))
        #expect(result.operation?.description == "saferpay/TransactionInitialize")
        #expect(result.verdict?.conforms == true, "\((result.requestFindings + result.responseFindings).map { $0.message(.en) })")
    }

    @Test func theCardGoesToTheRedirectWithoutCredentials() async throws {
        let answer = try Conformance.fixtures().response(
            "saferpay", "redirectUrlCardPost", status: 200, setting: ["RedirectUrl": "https://merchant.example.com/return"])
        let stub = StubbedSession(answers: [answer])
        let client = SaferpayGeneratedClient(configuration: SaferpayFixtureTests.configuration(stub), session: stub.session)
        let redirect = stub.baseURL.deletingLastPathComponent().appendingPathComponent("saferpay/pay/fixture-token-1")
        let next = try await client.submitCard(
            CardEntry(holderName: "Ada Lovelace", number: "4111111111111111", expMonth: "09", expYear: "2030", verificationCode: "123"),
            to: redirect)
        #expect(next == "https://merchant.example.com/return")
        let sent = try #require(stub.requests.first)
        #expect(!sent.headers.contains { $0.name.lowercased() == "authorization" })
        let result = try Conformance.checker().check(Interaction(request: sent, response: answer.recorded))
        #expect(result.operation?.description == "saferpay/redirectUrlCardPost")
        #expect(result.verdict?.conforms == true, "\((result.requestFindings + result.responseFindings).map { $0.message(.en) })")
    }

    @Test func aDeclineIsAFailureWithSaferpaysErrorName() async throws {
        let declined = try Conformance.fixtures().response(
            "saferpay", "TransactionAuthorize", status: 402, setting: ["ErrorName": "TRANSACTION_DECLINED"])
        let stub = StubbedSession(answers: [declined])
        let client = SaferpayGeneratedClient(configuration: SaferpayFixtureTests.configuration(stub), session: stub.session)
        let failure = await #expect(throws: SaferpayGeneratedClient.Failure.self) {
            try await client.authorize(token: "fixture-token-1", requestId: "req-2")
        }
        #expect(failure == .init(operation: "TransactionAuthorize", status: 402, errorName: "TRANSACTION_DECLINED"))
    }
}
