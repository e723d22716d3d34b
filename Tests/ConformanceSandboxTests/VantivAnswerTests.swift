import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// The Vantiv simulator's answers to the values `answers.yaml` names and to its own rules: paypage accounts,
/// report groups, merchants, amounts, expired cards, unknown tokens, credentials and the cnpAPI answer blocks.
@Suite struct VantivAnswerTests {
    static func sandbox() -> Sandbox { Sandbox(specs: TestSupport.loaded.specs, configuration: .init(seed: 7)) }

    /// A paypage POST with a card number.
    static func paypage(paypageId: String = "a2y4o6m8k0", reportGroup: String = "Mobile App", number: String) -> RecordedRequest {
        let pairs = [
            NameValue("paypageId", paypageId), NameValue("reportGroup", reportGroup), NameValue("orderId", "o-1"), NameValue("id", "r-1"),
            NameValue("accountNumber", number),
        ]
        return RecordedRequest(
            method: "POST", path: "/eProtect/paypage", headers: [NameValue("Content-Type", "application/x-www-form-urlencoded")],
            body: .form(pairs))
    }

    /// A cnpAPI 12 document holding one transaction.
    static func cnp(_ transaction: String, merchantId: String = "101") -> RecordedRequest {
        let body =
            #"<?xml version="1.0" encoding="UTF-8"?><cnpOnlineRequest xmlns="http://www.vantivcnp.com/schema" version="12.0" merchantId="\#(merchantId)"><authentication><user>u</user><password>p</password></authentication>"#
            + transaction + "</cnpOnlineRequest>"
        return RecordedRequest(
            method: "POST", path: "/vap/communicator/online", headers: [NameValue("Content-Type", "text/xml; charset=UTF-8")], body: .text(body))
    }

    /// An authorization of a card.
    static func authorization(_ number: String, amount: Int = 100, expDate: String = "1230") -> RecordedRequest {
        cnp(
            #"<authorization id="a1" reportGroup="Mobile App"><orderId>o-1</orderId><amount>\#(amount)</amount><orderSource>ecommerce</orderSource>"#
                + #"<card><type>VI</type><number>\#(number)</number><expDate>\#(expDate)</expDate></card></authorization>"#)
    }

    static func text(_ response: RecordedResponse) -> String {
        if case .text(let text) = response.body { return text }
        return ""
    }

    static func json(_ response: RecordedResponse, _ key: String) -> String? {
        if case .json(let body) = response.body { return body[key]?.lexicalText }
        return nil
    }

    @Test func thePaypageAnswersItsAccountsReportGroupsAndSimulatorCards() {
        let sandbox = Self.sandbox()
        #expect(Self.json(sandbox.handle(Self.paypage(paypageId: "disabled0paypage", number: "4457010000000009")).response, "response") == "879")
        let secondary = sandbox.handle(Self.paypage(paypageId: "secondary0paypage", number: "4457010000000009")).response
        #expect(Self.json(secondary, "response") == "887" && Self.json(secondary, "targetServer") == "secondary")
        #expect(Self.json(secondary, "litleTxnId") != nil && Self.json(secondary, "vantivTxnId") == nil)
        let longGroup = String(repeating: "g", count: 26)
        #expect(Self.json(sandbox.handle(Self.paypage(reportGroup: longGroup, number: "4457010000000009")).response, "response") == "880")
        #expect(Self.json(sandbox.handle(Self.paypage(reportGroup: "Mobile App", number: "4457010000000009")).response, "response") == "870")
        #expect(Self.json(sandbox.handle(Self.paypage(number: "6011010000000003")).response, "response") == "875")
        #expect(Self.json(sandbox.handle(Self.paypage(number: "5112010100000002")).response, "response") == "876")
    }

    @Test func cnpAnswersTheMerchantTheAmountAndTheExpiry() {
        let sandbox = Self.sandbox()
        let code = { (request: RecordedRequest) in SandboxFactsTests.responseCode(sandbox.handle(request).response) }
        #expect(code(Self.authorization("4242424242424242", amount: 0)) == "340")
        #expect(code(Self.authorization("4242424242424242", amount: 37000)) == "370")
        #expect(code(Self.authorization("4242424242424242", amount: 37001)) == "000")
        #expect(code(Self.authorization("4242424242424242", expDate: "0120")) == "305")
        // A card's own answer comes before the amount's.
        #expect(code(Self.authorization("4000000000000002", amount: 0)) == "349")
        let registration =
            #"<registerTokenRequest id="t1" reportGroup="Mobile App"><accountNumber>4457010000000009</accountNumber></registerTokenRequest>"#
        #expect(code(Self.cnp(registration, merchantId: "102")) == "821")
        let expired =
            #"<registerTokenRequest id="t1" reportGroup="G"><paypageRegistrationId>1020304050607080906</paypageRegistrationId></registerTokenRequest>"#
        #expect(code(Self.cnp(expired)) == "878")
        #expect(code(Self.cnp(expired.replacingOccurrences(of: "1020304050607080906", with: "1020304050607080907"))) == "877")
        #expect(
            code(
                Self.cnp(
                    #"<authorization id="a1" reportGroup="G"><orderId>o</orderId><amount>1</amount><orderSource>ecommerce</orderSource><token><cnpToken>1712990000040196</cnpToken></token></authorization>"#
                )) == "822")
    }

    @Test func tokensAreIssuedThenFoundAndTheirSecurityCodeUpdated() throws {
        let sandbox = Self.sandbox()
        let register = { (cvv: String) in
            Self.text(
                sandbox.handle(
                    Self.cnp(
                        #"<registerTokenRequest id="t1" reportGroup="G"><accountNumber>4012888888881881</accountNumber>\#(cvv)</registerTokenRequest>"#
                    )
                ).response)
        }
        let first = register("")
        #expect(first.contains("<response>801</response>"))
        let token = try #require(first.range(of: "<cnpToken>").map { String(first[$0.upperBound...].prefix { $0 != "<" }) })
        #expect(register("").contains("<response>802</response>"))
        #expect(register("<cardValidationNum>123</cardValidationNum>").contains("<response>805</response>"))
        let paid = Self.text(
            sandbox.handle(
                Self.cnp(
                    #"<sale id="s1" reportGroup="G"><orderId>o</orderId><amount>100</amount><orderSource>ecommerce</orderSource><token><cnpToken>\#(token)</cnpToken><cardValidationNum>123</cardValidationNum></token></sale>"#
                )
            ).response)
        #expect(paid.contains("<response>000</response>") && paid.contains("<cardValidationResult>M</cardValidationResult>"))
    }

    @Test func anApprovedCardIsRegisteredInTheAnswerAndApplePayIsDecrypted() {
        let sandbox = Self.sandbox()
        let first = Self.text(sandbox.handle(Self.authorization("5105105105105100")).response)
        #expect(first.contains("<tokenResponseCode>801</tokenResponseCode>") && first.contains("<accountInformation>"))
        #expect(Self.text(sandbox.handle(Self.authorization("5105105105105100")).response).contains("<tokenResponseCode>802</tokenResponseCode>"))
        let declined = Self.text(sandbox.handle(Self.authorization("4000000000000002")).response)
        #expect(!declined.contains("<tokenResponse>"))
        // Only the cards the table registers get a token in the answer.
        #expect(!Self.text(sandbox.handle(Self.authorization("4242424242424242")).response).contains("<tokenResponse>"))
        let applePay = Self.text(
            sandbox.handle(
                Self.cnp(
                    #"<authorization id="a1" reportGroup="G"><orderId>o</orderId><amount>250</amount><orderSource>applepay</orderSource><applepay><data>bkIx</data><header><ephemeralPublicKey>TUZr</ephemeralPublicKey><publicKeyHash>dGhD</publicKeyHash><transactionId>7249</transactionId></header><signature>TGtO</signature><version>EC_v1</version></applepay></authorization>"#
                )
            ).response)
        #expect(applePay.contains("<applepayResponse>") && applePay.contains("<transactionAmount>250</transactionAmount>"))
    }

    @Test func theVaultRefusesItsInvalidCertificationNumberWith820() {
        let sandbox = Self.sandbox()
        let refused = sandbox.handle(
            Self.cnp(#"<registerTokenRequest id="t1" reportGroup="G"><accountNumber>4457119999999999</accountNumber></registerTokenRequest>"#))
        #expect(SandboxFactsTests.responseCode(refused.response) == "820")
        // Another number failing its check digit is refused as a whole request.
        let other = sandbox.handle(
            Self.cnp(#"<registerTokenRequest id="t1" reportGroup="G"><accountNumber>4111111111111112</accountNumber></registerTokenRequest>"#))
        #expect(Self.text(other.response).contains(#"response="1""#))
    }

    @Test func mercuryRefusesCredentialsWithoutAPassword() {
        let sandbox = Self.sandbox()
        let sale = { (authorization: String) in
            sandbox.handle(
                RecordedRequest(
                    method: "POST", path: "/PaymentsAPI/Credit/SaleByRecordNo",
                    headers: [NameValue("Content-Type", "application/json"), NameValue("Authorization", authorization)],
                    body: .json(
                        .object([
                            BodyMember("InvoiceNo", .string("1")), BodyMember("Purchase", .string("1.00")),
                            BodyMember("TokenType", .string("RegistrationId")), BodyMember("RecordNo", .string("1000000000000000000")),
                            BodyMember("Frequency", .string("OneTime")),
                        ])))
            ).response
        }
        #expect(sale("Basic NDk0OTAx").status == 401)
        let known = sale("Basic " + Data("494901:secret".utf8).base64EncodedString())
        #expect(known.status == 200 && Self.json(known, "CmdStatus") == "Error" && Self.json(known, "MerchantID") == "494901")
    }
}
