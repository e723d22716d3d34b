import ConformanceCrypto
import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// The Sips simulator's declared amounts (`amounts:` of answers.yaml), its duplicate-reference refusal and the result
/// fields a payment reports, driven through the sandbox engine with every answer checked against the specs.
@Suite struct SandboxSipsAmountTests {
    let sips = SandboxSipsTests()

    /// A CARDORDER session for an amount with a fresh reference.
    func session(_ amount: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> SandboxSipsTests.Handout {
        let fields = SandboxSipsTests.strings(["sdkOperationName": "CARDORDER", "amount": amount, "currencyCode": "978"])
        let answer = sips.initialize(
            SandboxSipsTests.orderPath, fields + [("transactionReference", .string(SandboxSipsTests.reference()))], sourceLocation: sourceLocation)
        return sips.handout(answer, sourceLocation: sourceLocation)
    }

    @Test(arguments: [("10002", "05", "02"), ("10062", "05", "62"), ("10013", "12", "13"), ("10087", "40", "87"), ("10091", "90", "91")])
    func declaredAmountGivesTheAcquirerCode(amount: String, inApp: String, acquirer: String) {
        let paid = sips.sdk("cardOrder", session(amount), SandboxSipsTests.card("4111111111111111"))
        #expect(paid["inAppResponseCode"] == .string(inApp), "\(paid.jsonText)")
        #expect(paid["acquirerResponseCode"] == .string(acquirer), "\(paid.jsonText)")
        #expect(paid["authorisationId"] == nil)
        #expect(paid["amount"] == .string(amount))
    }

    @Test func temporaryAcquirerFailureLeavesTheTokenForARetry() {
        let handout = session("10096")
        let first = sips.sdk("cardOrder", handout, SandboxSipsTests.card("4111111111111111"))
        let again = sips.sdk("cardOrder", handout, SandboxSipsTests.card("4111111111111111"))
        #expect(first["inAppResponseCode"] == .string("99") && first["acquirerResponseCode"] == .string("96"), "\(first.jsonText)")
        #expect(again["inAppResponseCode"] == .string("99"), "the token is still usable: \(again.jsonText)")
    }

    @Test func declaredRefusalUsesTheToken() {
        let handout = session("10005")
        _ = sips.sdk("cardOrder", handout, SandboxSipsTests.card("4111111111111111"))
        let again = sips.sdk("cardOrder", handout, SandboxSipsTests.card("4111111111111111"))
        #expect(again["inAppResponseCode"] == .string("30") && again["errorFieldName"] == .string("redirectionData"), "\(again.jsonText)")
    }

    @Test func cardOutcomeComesBeforeTheAmount() {
        let paid = sips.sdk("cardOrder", session("10002"), SandboxSipsTests.card("4000000760000002"))
        #expect(paid["acquirerResponseCode"] == .string("51"), "\(paid.jsonText)")
    }

    @Test func undeclaredAmountIsApproved() {
        let paid = sips.sdk("cardOrder", session("10001"), SandboxSipsTests.card("4111111111111111"))
        #expect(paid["inAppResponseCode"] == .string("00") && paid["acquirerResponseCode"] == .string("00"), "\(paid.jsonText)")
    }

    @Test func internalErrorAmountOpensNoSessionAndKeepsTheReferenceFree() {
        let reference = SandboxSipsTests.reference()
        let fields = SandboxSipsTests.strings(["sdkOperationName": "CARDORDER", "amount": "99900", "currencyCode": "978"])
        let refused = sips.initialize(SandboxSipsTests.orderPath, fields + [("transactionReference", .string(reference))])
        #expect(refused["redirectionStatusCode"] == .string("99") && refused["redirectionData"] == nil, "\(refused.jsonText)")
        let other = SandboxSipsTests.strings(["sdkOperationName": "CARDORDER", "amount": "1050", "currencyCode": "978"])
        let accepted = sips.initialize(SandboxSipsTests.orderPath, other + [("transactionReference", .string(reference))])
        #expect(accepted["redirectionStatusCode"] == .string("00"), "\(accepted.jsonText)")
    }

    @Test func reusedReferenceIsADuplicate() {
        let reference: [(String, BodyValue)] = [("transactionReference", .string(SandboxSipsTests.reference()))]
        let fields = SandboxSipsTests.strings(["sdkOperationName": "CARDORDER", "amount": "1050", "currencyCode": "978"])
        #expect(sips.initialize(SandboxSipsTests.orderPath, fields + reference)["redirectionStatusCode"] == .string("00"))
        let again = sips.initialize(SandboxSipsTests.orderPath, fields + reference)
        #expect(again["redirectionStatusCode"] == .string("94") && again["errorFieldName"] == .string("transactionReference"), "\(again.jsonText)")
        #expect(again["redirectionData"] == nil)
    }

    @Test func reusedS10ReferenceOnTheSameDayIsADuplicate() {
        func s10(_ date: String) -> [(String, BodyValue)] {
            [
                (
                    "s10TransactionReference",
                    SandboxSipsTests.object(SandboxSipsTests.strings(["s10TransactionId": "424242", "s10TransactionIdDate": date]))
                )
            ]
        }
        let fields = SandboxSipsTests.strings(["sdkOperationName": "CARDORDER", "amount": "1050", "currencyCode": "978"])
        #expect(sips.initialize(SandboxSipsTests.orderPath, fields + s10("20300101"))["redirectionStatusCode"] == .string("00"))
        #expect(sips.initialize(SandboxSipsTests.orderPath, fields + s10("20300102"))["redirectionStatusCode"] == .string("00"))
        let again = sips.initialize(SandboxSipsTests.orderPath, fields + s10("20300101"))
        #expect(again["redirectionStatusCode"] == .string("94"), "\(again.jsonText)")
        #expect(again["errorFieldName"] == .string("s10TransactionReference.s10TransactionId"))
    }

    @Test func paymentReportsTheCardProductAndTheBrandChoice() {
        var card = SandboxSipsTests.card("4035501000000008")
        card += SandboxSipsTests.strings(["paymentMeanBrand": "CB", "paymentMeanBrandSelectionStatus": "APPLIED"])
        let paid = sips.sdk("cardOrder", session("2000"), card)
        #expect(paid["paymentMeanBrand"] == .string("CB") && paid["paymentMeanBrandSelectionStatus"] == .string("APPLIED"), "\(paid.jsonText)")
        #expect(paid["cardData"]?["cardBrand"] == .string("CB"))
        #expect(paid["holderAuthentStatus"] == .string("NO_AUTHENT") && paid["guaranteeLimitDateTime"] == nil)
    }

    @Test func enrolmentCheckGivesTheSameTokenPanForTheSameCard() {
        func check() -> BodyValue {
            let handout = sips.order("THREEDSECUREANDORDER")
            return sips.sdk("cardCheckEnrollment", handout, SandboxSipsTests.card("4000000000003220"))
        }
        let first = check()["tokenPan"]
        #expect(first != nil && first == check()["tokenPan"])
        #expect(first?.lexicalText?.contains("3220") == false, "the token must not carry the card number")
    }
}
