import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

/// The Saferpay simulator's flows beyond the card form: triggers, means known in advance, aliases and captures.
@Suite struct SaferpayFlowTests {
    /// One sandbox per test, built off the cooperative pool (it compiles every spec).
    static func sandbox() async -> Sandbox {
        let sandbox = await Subprocess.offPool { Sandbox(specs: TestSupport.loaded.specs, configuration: .init(seed: 5)) }
        sandbox.baseURL = "http://127.0.0.1:1"
        return sandbox
    }

    static func post(_ sandbox: Sandbox, _ path: String, _ members: [BodyMember]) -> (status: Int, body: BodyValue) {
        let body = BodyValue.object([BodyMember("RequestHeader", SandboxFixtures.header())] + members)
        let response = sandbox.handle(
            RecordedRequest(
                method: "POST", path: path, headers: [NameValue("Content-Type", "application/json"), NameValue("Accept", "application/json")],
                body: .json(body))
        ).response
        guard case .json(let answer) = response.body else { return (response.status, .null) }
        return (response.status, answer)
    }

    static func card(_ sandbox: Sandbox, _ token: String, number: String = "4111111111111111", year: String = "2030") -> (Int, BodyValue) {
        let response = sandbox.handle(
            RecordedRequest(
                method: "POST", path: "/saferpay/pay/" + token, headers: [NameValue("Content-Type", "application/x-www-form-urlencoded")],
                body: .form([
                    NameValue("HolderName", "Ada"), NameValue("CardNumber", number), NameValue("ExpMonth", "12"), NameValue("ExpYear", year),
                    NameValue("VerificationCode", "123"), NameValue("FromAjax", "true"),
                ]))
        ).response
        guard case .json(let answer) = response.body else { return (response.status, .null) }
        return (response.status, answer)
    }

    static func initialize(_ sandbox: Sandbox, amount: String = "1250", currency: String = "CHF", extra: [BodyMember] = []) -> (Int, BodyValue) {
        post(
            sandbox, "/Payment/v1/Transaction/Initialize",
            [
                BodyMember("TerminalId", .string("17757531")),
                BodyMember(
                    "Payment",
                    .object([
                        BodyMember("Amount", .object([BodyMember("Value", .string(amount)), BodyMember("CurrencyCode", .string(currency))])),
                        BodyMember("OrderId", .string("order-7")),
                    ])),
                BodyMember("ReturnUrl", .object([BodyMember("Url", .string("https://merchant.example.com/return"))])),
            ] + extra)
    }

    @Test func anAmountTriggerDeclinesTheAuthorisationWithTheTransactionAndOrder() async throws {
        let sandbox = await Self.sandbox()
        let token = try #require(Self.initialize(sandbox, amount: "9910").1["Token"]?.lexicalText)
        #expect(Self.card(sandbox, token).0 == 200)
        let (status, answer) = Self.post(sandbox, "/Payment/v1/Transaction/Authorize", [BodyMember("Token", .string(token))])
        #expect(status == 402)
        #expect(answer["ErrorName"]?.lexicalText == "GENERAL_DECLINED" && answer["Behavior"]?.lexicalText == "OTHER_MEANS")
        #expect(answer["OrderId"]?.lexicalText == "order-7" && answer["TransactionId"] != nil)
        #expect(answer["ResponseHeader"]?["RequestId"]?.lexicalText == "req-1")
        // The token was spent by the declined authorisation.
        let again = Self.post(sandbox, "/Payment/v1/Transaction/Authorize", [BodyMember("Token", .string(token))])
        #expect(again.1["ErrorName"]?.lexicalText == "TRANSACTION_IN_WRONG_STATE")
    }

    @Test func theCardPostRefusesAnExpiredCardAndACurrencyWithoutContract() async throws {
        let sandbox = await Self.sandbox()
        let token = try #require(Self.initialize(sandbox).1["Token"]?.lexicalText)
        let expired = Self.card(sandbox, token, year: "2020")
        #expect(expired.0 == 402 && expired.1["ErrorName"]?.lexicalText == "CARD_EXPIRED")
        #expect(Self.card(sandbox, token).0 == 200)
        let yen = Self.initialize(sandbox, currency: "JPY")
        #expect(yen.0 == 402 && yen.1["ErrorName"]?.lexicalText == "NO_CONTRACT")
    }

    @Test func aCaptureChecksAmountAndCurrencyAndFindsTheOrder() async throws {
        let sandbox = await Self.sandbox()
        let token = try #require(Self.initialize(sandbox).1["Token"]?.lexicalText)
        _ = Self.card(sandbox, token)
        let authorised = Self.post(sandbox, "/Payment/v1/Transaction/Authorize", [BodyMember("Token", .string(token))])
        #expect(authorised.0 == 200 && authorised.1["Transaction"]?["ApprovalCode"] != nil)
        let capture = { (amount: String, currency: String) in
            Self.post(
                sandbox, "/Payment/v1/Transaction/Capture",
                [
                    BodyMember("TransactionReference", .object([BodyMember("OrderId", .string("order-7"))])),
                    BodyMember("Amount", .object([BodyMember("Value", .string(amount)), BodyMember("CurrencyCode", .string(currency))])),
                ])
        }
        #expect(capture("2000", "CHF").1["ErrorName"]?.lexicalText == "AMOUNT_INVALID")
        #expect(capture("1000", "EUR").1["ErrorName"]?.lexicalText == "CURRENCY_INVALID")
        let part = capture("1000", "CHF")
        #expect(part.0 == 200 && part.1["Status"]?.lexicalText == "CAPTURED")
        #expect(capture("1000", "CHF").1["ErrorName"]?.lexicalText == "TRANSACTION_ALREADY_CAPTURED")
    }

    @Test func anAliasRegisteredOncePaysLaterAndItsIdCannotBeTakenAgain() async throws {
        let sandbox = await Self.sandbox()
        let card = BodyMember(
            "PaymentMeans",
            .object([
                BodyMember(
                    "Card",
                    .object([
                        BodyMember("Number", .string("5555555555554444")), BodyMember("ExpMonth", .number("12")),
                        BodyMember("ExpYear", .number("2030")),
                    ]))
            ]))
        let register = BodyMember("RegisterAlias", .object([BodyMember("IdGenerator", .string("MANUAL")), BodyMember("Id", .string("my-alias"))]))
        let first = Self.initialize(sandbox, extra: [card])
        #expect(first.1["RedirectRequired"] == .bool(false) && first.1["LiabilityShift"] == .bool(true))
        let token = try #require(first.1["Token"]?.lexicalText)
        let authorised = Self.post(sandbox, "/Payment/v1/Transaction/Authorize", [BodyMember("Token", .string(token)), register])
        #expect(authorised.1["RegistrationResult"]?["Alias"]?["Id"]?.lexicalText == "my-alias")
        #expect(authorised.1["PaymentMeans"]?["Card"]?["MaskedNumber"]?.lexicalText == "555555XXXXXX4444")
        let second = try #require(Self.initialize(sandbox, extra: [card]).1["Token"]?.lexicalText)
        let taken = Self.post(sandbox, "/Payment/v1/Transaction/Authorize", [BodyMember("Token", .string(second)), register])
        #expect(taken.0 == 200 && taken.1["RegistrationResult"]?["Success"] == .bool(false))
        #expect(taken.1["RegistrationResult"]?["Error"]?["ErrorName"]?.lexicalText == "ALIAS_INVALID")
        let alias = BodyMember("PaymentMeans", .object([BodyMember("Alias", .object([BodyMember("Id", .string("my-alias"))]))]))
        let byAlias = try #require(Self.initialize(sandbox, extra: [alias]).1["Token"]?.lexicalText)
        let paid = Self.post(sandbox, "/Payment/v1/Transaction/Authorize", [BodyMember("Token", .string(byAlias))])
        #expect(paid.0 == 200 && paid.1["PaymentMeans"]?["Brand"]?["Name"]?.lexicalText == "MASTERCARD")
        let unknown = BodyMember("PaymentMeans", .object([BodyMember("Alias", .object([BodyMember("Id", .string("nobody"))]))]))
        #expect(Self.initialize(sandbox, extra: [unknown]).1["ErrorName"]?.lexicalText == "ALIAS_INVALID")
    }
}
