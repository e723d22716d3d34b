import ConformanceKit
import Foundation
import PaymentNetworking
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Unit tests with no recording: the answers are fixtures built from the specs, and every request the
/// client sends is checked against the spec of its operation.
@Suite struct SaferpayFixtureTests {
    /// The client's configuration, pointed at a stub.
    static func configuration(_ stub: StubbedSession) -> SaferpayClient.Configuration {
        SaferpayClient.Configuration(
            baseURL: stub.baseURL, customerId: "123123", terminalId: "17757531", apiUser: "API_123123_00000000",
            apiPassword: "example-password")
    }

    @Test func initializeDecodesAConformantAnswerAndSendsAConformantRequest() async throws {
        let answer = try Conformance.fixtures().response(
            "saferpay", "TransactionInitialize", status: 200,
            setting: ["Token": "fixture-token-1", "Redirect.RedirectUrl": "https://test.saferpay.com/vt2/api/redirect/1"])
        let stub = StubbedSession(answers: [answer])
        let client = SaferpayClient(configuration: Self.configuration(stub), session: stub.session)
        let started = try await client.initialize(
            amount: Money(value: "1000", currencyCode: "CHF"), orderId: "order-1", description: nil,
            returnURL: "https://merchant.example.com/return", requestId: "req-1")
        #expect(started.token == "fixture-token-1")
        #expect(started.redirect?.redirectUrl == "https://test.saferpay.com/vt2/api/redirect/1")
        let sent = try #require(stub.requests.first)
        let result = try Conformance.checker().check(Interaction(request: sent, response: answer.recorded))
        #expect(result.operation?.description == "saferpay/TransactionInitialize")
        #expect(result.verdict?.conforms == true, "\((result.requestFindings + result.responseFindings).map { $0.message(.en) })")
    }

    @Test func authorizeDecodesADeclineAsAFailure() async throws {
        let declined = try Conformance.fixtures().response("saferpay", "TransactionAuthorize", status: 402)
        let stub = StubbedSession(answers: [declined])
        let client = SaferpayClient(configuration: Self.configuration(stub), session: stub.session)
        await #expect(throws: SaferpayClient.Failure.self) { try await client.authorize(token: "fixture-token-1", requestId: "req-2") }
    }
}
