import ConformanceKit
import ConformanceTesting
import Foundation
import PaymentNetworking
import PaymentNetworkingGenerated
import Testing

/// The whole card payment through the generated client, replayed from the cassette it recorded and checked against the specs.
///
/// Recorded once against the project's sandbox (see the README): `CONFORMANCE_RECORD=all
/// SAFERPAY_BASE_URL=http://127.0.0.1:PORT/api swift test --filter GeneratedClientReplayTests`.
@Suite struct GeneratedClientReplayTests {
    // The trait opens `__Cassettes__/GeneratedClientReplayTests/card-payment.json`, replays it (a request it does not hold
    // fails the test) and records every non-conformant exchange as an issue at this test.
    @Test(.cassette("card-payment", mode: .none, specs: Conformance.bundled))
    func cardPaymentReplaysAndConforms() async throws {
        let cassette = try #require(CassetteSession.current)
        let client = SaferpayGeneratedClient(configuration: SaferpayReplayTests.configuration, session: cassette.session)
        let started = try await client.initialize(
            amount: Money(value: "1250", currencyCode: "CHF"), orderId: "order-0002", description: "Two coffees",
            returnURL: "https://merchant.example.com/saferpay/return", requestId: "req-init-0002")
        #expect(started.redirectRequired)
        let redirect = try #require(started.redirect.flatMap { URL(string: $0.redirectUrl) })
        // Visa's published test card.
        let next = try await client.submitCard(
            CardEntry(holderName: "Ada Lovelace", number: "4111111111111111", expMonth: "12", expYear: "2030", verificationCode: "123"),
            to: redirect)
        #expect(next == "https://merchant.example.com/saferpay/return")
        let authorized = try await client.authorize(token: started.token, requestId: "req-auth-0002")
        #expect(authorized.transaction.status == .authorized)
        #expect(authorized.transaction.amount == .init(value: "1250", currencyCode: "CHF"))
        #expect(
            cassette.exchanges.map { $0.interaction.operation?.description }
                == ["saferpay/TransactionInitialize", "saferpay/redirectUrlCardPost", "saferpay/TransactionAuthorize"])
        #expect(cassette.exchanges.allSatisfy { $0.replayed })
    }
}
