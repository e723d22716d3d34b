import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

/// The Direct answers that make the whole protocol reachable: the failing test merchants (500, 503), a withdrawn
/// product (410), the deprecated `code` of error items, the fields of products that are not cards, and the extra IIN
/// and wallet details; each answer is checked against the specs.
extension SandboxDirectTests {
    /// Opens a session for a merchant of `merchants.yaml`, or gives its refusal.
    func openSession(merchant: String) -> (response: RecordedResponse, session: Session?) {
        let response = send(
            DirectAuthentication.signed(
                RecordedRequest(
                    method: "POST", path: "/v2/\(merchant)/sessions", headers: [NameValue("Content-Type", "application/json")],
                    body: .json(.object([])))))
        guard response.status == 201 else { return (response, nil) }
        let value = Self.json(response)
        let apiURL = value["clientApiUrl"]?.lexicalText ?? ""
        let session = Session(
            clientSessionId: value["clientSessionId"]?.lexicalText ?? "", customerId: value["customerId"]?.lexicalText ?? "",
            apiPath: String(apiURL.dropFirst(DirectFixtures.base.count)))
        return (response, session)
    }

    @Test func anUnavailableMerchantGets503AndNoSession() {
        let (response, session) = openSession(merchant: "sandboxMerchantUnavailable")
        #expect(response.status == 503)
        #expect(session == nil)
        let item = Self.firstError(response)
        #expect(item?["id"]?.lexicalText == "SERVICE_UNAVAILABLE")
        #expect(item?["httpStatusCode"] == .number("503"))
        #expect(item?["retriable"] == .bool(true))
        #expect(item?["message"]?.lexicalText == "the service is temporarily unavailable for merchant sandboxMerchantUnavailable")
    }

    @Test func theClientApiOfAFailingMerchantAnswers500ForEveryCall() throws {
        let opened = openSession(merchant: "sandboxClientApiFailing")
        #expect(opened.response.status == 201)
        let session = try #require(opened.session)
        let calls = [
            client("GET", session, "products", query: Self.context()), client("GET", session, "products/1", query: Self.context()),
            client("GET", session, "products/302/networks", query: Self.context()), client("GET", session, "crypto/publickey"),
            client("POST", session, "services/getIINdetails", body: Self.iinBody("41111111")),
        ]
        for request in calls {
            let response = send(request)
            #expect(response.status == 500, "\(request.path)")
            let item = Self.firstError(response)
            #expect(item?["id"]?.lexicalText == "INTERNAL_SERVER_ERROR")
            #expect(item?["httpStatusCode"] == .number("500"))
            #expect(item?["retriable"] == .bool(true))
        }
        // The sandbox merchant's sessions are not affected.
        let healthy = createSession().session
        #expect(send(client("GET", healthy, "crypto/publickey")).status == 200)
    }

    @Test func aWithdrawnProductAnswers410() {
        let session = createSession().session
        for resource in ["products/117", "products/117/networks"] {
            let response = send(client("GET", session, resource, query: Self.context()))
            #expect(response.status == 410)
            let item = Self.firstError(response)
            #expect(item?["id"]?.lexicalText == "PAYMENT_PRODUCT_WITHDRAWN")
            #expect(item?["propertyName"]?.lexicalText == "paymentProductId")
            #expect(item?["retriable"] == .bool(false))
        }
    }

    @Test func errorItemsCarryTheDeprecatedCodeBesideErrorCode() {
        let session = createSession().session
        let item = Self.firstError(send(client("POST", session, "services/getIINdetails", body: Self.iinBody("99999999"))))
        #expect(item?["errorCode"]?.lexicalText == "50001111")
        #expect(item?["code"]?.lexicalText == "300450")
    }

    @Test func productsThatAreNotCardsDescribeTheirOwnFields() {
        let session = createSession().session
        let sepa = Self.json(send(client("GET", session, "products/771", query: Self.context(country: "DE"))))
        guard case .array(let fields)? = sepa["fields"] else {
            Issue.record("no fields: \(sepa)")
            return
        }
        #expect(fields.compactMap { $0["id"]?.lexicalText } == ["iban", "accountHolderName", "emailAddress", "mandateAccepted"])
        #expect(fields[0]["dataRestrictions"]?["validators"]?["iban"] == .object([]))
        #expect(fields[2]["displayHints"]?["preferredInputType"]?.lexicalText == "EmailAddressKeyboard")
        #expect(fields[3]["dataRestrictions"]?["validators"]?["termsAndConditions"] == .object([]))
        #expect(fields[3]["displayHints"]?["formElement"]?["type"]?.lexicalText == "boolean")

        let ideal = Self.json(send(client("GET", session, "products/809", query: Self.context())))
        let issuer = ideal["fields"].flatMap { if case .array(let items) = $0 { items.first } else { nil } }
        #expect(
            issuer?["dataRestrictions"]?["validators"]?["fixedList"]?["allowedValues"]
                == .array(["ABNANL2A", "INGBNL2A", "RABONL2U"].map(BodyValue.string)))
        let mapping = issuer?["displayHints"]?["formElement"]?["valueMapping"]
        #expect(mapping.flatMap { if case .array(let items) = $0 { items.count } else { nil } } == 3)

        let oney = Self.json(send(client("GET", session, "products/5110", query: Self.context(country: "BE", amount: "20000"))))
        let instalments = oney["fields"].flatMap { if case .array(let items) = $0 { items.first } else { nil } }
        #expect(instalments?["dataRestrictions"]?["validators"]?["range"] == Self.object([("maxValue", .number("4")), ("minValue", .number("3"))]))
        // Not offered in the Netherlands.
        #expect(!Self.ids(Self.json(send(client("GET", session, "products", query: Self.context())))["paymentProducts"]).contains(771))
    }

    @Test func iinAndWalletAnswersCarryTheirExtraDetails() {
        let session = createSession().session
        let iin = Self.json(send(client("POST", session, "services/getIINdetails", body: Self.iinBody("37828224"))))
        #expect(iin["cardScheme"]?.lexicalText == "American Express")
        #expect(iin["panLengthMin"] == .number("15") && iin["panLengthMax"] == .number("15"))
        let google = Self.json(send(client("GET", session, "products/320", query: Self.context())))
        #expect(google["paymentProduct320SpecificData"]?["gateway"]?.lexicalText == "worldlinedirectsandbox")
        let visa = Self.json(send(client("GET", session, "products/1", query: Self.context())))
        let number = visa["fields"].flatMap { if case .array(let items) = $0 { items.first } else { nil } }
        #expect(number?["usedForLookup"] == .bool(true))
    }

    @Test func aDeclaredExpiredStoredCardMustHaveItsExpiryDateTypedAgain() throws {
        let (session, body) = createSession(tokens: ["sandbox-expired-visa-token"])
        #expect(body["invalidTokens"] == .array([]))
        let product = Self.json(send(client("GET", session, "products/1", query: Self.context())))
        guard case .array(let accounts)? = product["accountsOnFile"], case .array(let attributes)? = accounts.first?["attributes"] else {
            Issue.record("no account on file: \(product)")
            return
        }
        let expiry = attributes.first { $0["key"]?.lexicalText == "expiryDate" }
        #expect(expiry?["status"]?.lexicalText == "MUST_WRITE")
        #expect(expiry?["mustWriteReason"]?.lexicalText == "IN_THE_PAST")
        let onFileOnly = try encrypt(Self.payload(session, values: [("cvv", "123")], accountOnFile: "sandbox-expired-visa-token"), session)
        let refused = createPayment(onFileOnly)
        #expect(refused.status == 400)
        #expect(Self.firstError(refused)?["propertyName"]?.lexicalText == "expiryDate")
        let renewed = try encrypt(
            Self.payload(session, values: [("cvv", "123"), ("expiryDate", Self.futureExpiry)], accountOnFile: "sandbox-expired-visa-token"),
            session)
        #expect(createPayment(renewed).status == 201)
    }
}
