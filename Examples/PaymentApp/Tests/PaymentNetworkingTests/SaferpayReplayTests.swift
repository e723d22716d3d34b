import ConformanceKit
import ConformanceTesting
import Foundation
import PaymentNetworking
import Testing

/// The whole card payment, replayed from a committed cassette and checked against the specs.
///
/// Recorded once against the project's sandbox (see the README): `CONFORMANCE_RECORD=all
/// SAFERPAY_BASE_URL=http://127.0.0.1:PORT/api swift test --filter SaferpayReplayTests`.
@Suite struct SaferpayReplayTests {
    static let configuration = SaferpayClient.Configuration(
        baseURL: URL(string: ProcessInfo.processInfo.environment["SAFERPAY_BASE_URL"] ?? "https://test.saferpay.com/api")!,
        customerId: "123123", terminalId: "17757531", apiUser: "API_123123_00000000", apiPassword: "example-password")

    // The trait opens `__Cassettes__/SaferpayReplayTests/card-payment.json` for this test, replays it (a request it does
    // not hold fails the test), and records every non-conformant exchange as an issue at this test.
    @Test(.cassette("card-payment", mode: .none, specs: Conformance.bundled))
    func cardPaymentReplaysAndConforms() async throws {
        let cassette = try #require(CassetteSession.current)
        let client = SaferpayClient(configuration: Self.configuration, session: cassette.session)
        let started = try await client.initialize(
            amount: Money(value: "1250", currencyCode: "CHF"), orderId: "order-0001", description: "Two coffees",
            returnURL: "https://merchant.example.com/saferpay/return", requestId: "req-init-0001")
        #expect(started.redirectRequired)
        let redirect = try #require(started.redirect.flatMap { URL(string: $0.redirectUrl) })
        // Visa's published test card.
        let next = try await client.submitCard(
            CardEntry(holderName: "Ada Lovelace", number: "4111111111111111", expMonth: "12", expYear: "2030", verificationCode: "123"),
            to: redirect)
        #expect(next == "https://merchant.example.com/saferpay/return")
        let authorized = try await client.authorize(token: started.token, requestId: "req-auth-0001")
        #expect(authorized.transaction.status == "AUTHORIZED")
        #expect(authorized.transaction.amount == Money(value: "1250", currencyCode: "CHF"))
        #expect(cassette.exchanges.count == 3)
    }
}
