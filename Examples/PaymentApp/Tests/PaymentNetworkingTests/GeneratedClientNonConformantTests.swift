import ConformanceKit
import ConformanceTesting
import Foundation
import PaymentNetworking
import PaymentNetworkingGenerated
import Testing

/// A request that breaks the spec, sent by the generated client, is caught: typed code is not conformant code.
///
/// The generator turns `Payment.Amount.Value` into a `String`; the pattern that asks for minor units is a check the
/// generated code does not make, and the conformance check does.
@Suite struct GeneratedClientNonConformantTests {
    @Test func anAmountWithADecimalPointIsCaughtInTheCassette() async throws {
        // Recorded against the sandbox like the card payment; the sandbox refused the amount (VALIDATION_FAILED).
        let cassette = try Conformance.session("decimal-amount")
        let client = SaferpayGeneratedClient(configuration: SaferpayReplayTests.configuration, session: cassette.session)
        let refused = await #expect(throws: SaferpayGeneratedClient.Failure.self) {
            try await client.initialize(
                amount: Money(value: "12.50", currencyCode: "CHF"), orderId: "order-0003", description: nil,
                returnURL: "https://merchant.example.com/saferpay/return", requestId: "req-init-0003")
        }
        try cassette.finish()
        #expect(refused?.status == 400)
        #expect(refused?.errorName == "VALIDATION_FAILED")
        #expect(cassette.misses.isEmpty, "\(cassette.misses.map(\.path))")
        let caught = try #require(cassette.nonConformant.first)
        #expect(cassette.nonConformant.count == 1)
        #expect(caught.check.verdict?.requestConforms == false)
        #expect(caught.check.requestFindings.map(\.path) == ["$.Payment.Amount.Value"])
        // The sandbox's refusal is itself conformant: only the request is at fault.
        #expect(caught.check.verdict?.responseConforms == true, "\(caught.check.responseFindings.map { $0.message(.en) })")
    }

    @Test func anAmountWithADecimalPointIsCaughtWithoutARecording() async throws {
        let answer = try Conformance.fixtures().response("saferpay", "TransactionInitialize", status: 200)
        let stub = StubbedSession(answers: [answer])
        let client = SaferpayGeneratedClient(configuration: SaferpayFixtureTests.configuration(stub), session: stub.session)
        _ = try await client.initialize(
            amount: Money(value: "12.50", currencyCode: "CHF"), orderId: "order-1", description: nil,
            returnURL: "https://merchant.example.com/return", requestId: "req-1")
        let sent = try #require(stub.requests.first)
        let result = try Conformance.checker().check(Interaction(request: sent, response: answer.recorded))
        #expect(result.verdict?.requestConforms == false)
        #expect(result.requestFindings.map(\.path) == ["$.Payment.Amount.Value"], "\(result.requestFindings.map { $0.message(.en) })")
    }
}
