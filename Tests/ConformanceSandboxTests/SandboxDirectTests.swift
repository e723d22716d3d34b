import ConformanceCrypto
import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

/// The Worldline Direct simulator and its JWE, driven through the sandbox engine; every answer is checked against the specs.
@Suite struct SandboxDirectTests {
    /// Base64 of a DeviceMetadata JSON, as the Swift SDK sends it.
    static let metaInfo = Data(
        #"{"platformIdentifier":"iOS/17.2","sdkIdentifier":"SwiftClientSDK/v4.2.1","sdkCreator":"Online Payments","screenSize":"11702532"}"#.utf8
    ).base64EncodedString()
    /// A month in the future as MMYY, the form the platform's expiryDate field takes.
    static let futureExpiry: String = {
        let year = Calendar(identifier: .gregorian).component(.year, from: Date()) + 3
        return "12\(year % 100)"
    }()

    let sandbox: Sandbox

    init() { sandbox = DirectFixtures.makeSandbox() }

    // MARK: Helpers

    /// What createSession hands to the app.
    struct Session {
        var clientSessionId: String
        var customerId: String
        var apiPath: String
        var authorization: String { "GCS v1Client:" + clientSessionId }
    }

    /// Sends a request through the engine and checks the exchange (the request too when it is meant to conform).
    func send(_ request: RecordedRequest, requestConforms: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> RecordedResponse
    {
        let reply = sandbox.handle(request)
        let result = DirectFixtures.checker.check(Interaction(request: request, response: reply.response))
        let errors = (requestConforms ? result.requestFindings : []) + result.responseFindings
        let messages = errors.filter { $0.severity == .error }.map { "\($0.shortKey): \($0.message(.en))" }
        #expect(result.operation?.protocolID == "worldline-direct", "no Direct operation for \(request.path)", sourceLocation: sourceLocation)
        #expect(messages.isEmpty, "\(request.method) \(request.path): \(messages)", sourceLocation: sourceLocation)
        return reply.response
    }

    /// The JSON body of an answer.
    static func json(_ response: RecordedResponse, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> BodyValue {
        guard case .json(let value) = response.body else {
            Issue.record("not a JSON answer: \(response.body)", sourceLocation: sourceLocation)
            return .object([])
        }
        return value
    }

    static func object(_ pairs: [(String, BodyValue)]) -> BodyValue { .object(pairs.map { BodyMember($0.0, $0.1) }) }

    func createSession(tokens: [String]? = nil) -> (session: Session, body: BodyValue) {
        let body = tokens.map { Self.object([("tokens", .array($0.map(BodyValue.string)))]) } ?? .object([])
        let response = send(
            DirectAuthentication.signed(
                RecordedRequest(
                    method: "POST", path: "/v2/\(DirectFixtures.merchant)/sessions", headers: [NameValue("Content-Type", "application/json")],
                    body: .json(body)
                )))
        #expect(response.status == 201)
        let value = Self.json(response)
        let apiURL = value["clientApiUrl"]?.lexicalText ?? ""
        let session = Session(
            clientSessionId: value["clientSessionId"]?.lexicalText ?? "", customerId: value["customerId"]?.lexicalText ?? "",
            apiPath: String(apiURL.dropFirst(DirectFixtures.base.count)))
        return (session, value)
    }

    /// A Client API request the way the SDK builds it.
    func client(
        _ method: String, _ session: Session, _ resource: String, version: String = "v1", query: [NameValue] = [], body: BodyValue? = nil,
        authorization: String?? = .none, customerId: String? = nil
    ) -> RecordedRequest {
        var headers = [NameValue("X-GCS-ClientMetaInfo", Self.metaInfo)]
        switch authorization {
        case .none: headers.append(NameValue("Authorization", session.authorization))
        case .some(.some(let value)): headers.append(NameValue("Authorization", value))
        case .some(.none): break
        }
        if body != nil { headers.append(NameValue("Content-Type", "application/json")) }
        let path = session.apiPath + "/\(version)/\(customerId ?? session.customerId)/" + resource
        return RecordedRequest(method: method, path: path, query: query, headers: headers, body: body.map { .json($0) } ?? .none)
    }

    static func context(country: String = "NL", currency: String = "EUR", amount: String = "1000", recurring: String = "false") -> [NameValue] {
        [NameValue("countryCode", country), NameValue("currencyCode", currency), NameValue("amount", amount), NameValue("isRecurring", recurring)]
    }

    /// An IIN lookup body with the Swift SDK's string-typed context.
    static func iinBody(_ bin: String, country: String = "NL", currency: String = "EUR") -> BodyValue {
        object([
            ("bin", .string(bin)),
            (
                "paymentContext",
                object([
                    ("amountOfMoney", object([("amount", .string("1000")), ("currencyCode", .string(currency))])), ("countryCode", .string(country)),
                    ("isRecurring", .string("false")),
                ])
            ),
        ])
    }

    /// The plaintext the Swift SDK encrypts.
    static func payload(
        _ session: Session, product: Int = 1, values: [(String, String)], accountOnFile: String? = nil, tokenize: Bool = false,
        nonce: String = UUID().uuidString
    ) -> Data {
        var pairs: [(String, BodyValue)] = [("clientSessionId", .string(session.clientSessionId)), ("nonce", .string(nonce))]
        pairs.append(("paymentProductId", .number(String(product))))
        if let accountOnFile { pairs.append(("accountOnFileId", .string(accountOnFile))) }
        if tokenize { pairs.append(("tokenize", .bool(true))) }
        pairs.append(("paymentValues", .array(values.map { object([("key", .string($0.0)), ("value", .string($0.1))]) })))
        return Data(object(pairs).jsonText.utf8)
    }

    static func card(_ number: String, cvv: String = "123", expiry: String = futureExpiry) -> [(String, String)] {
        [("cardNumber", number), ("cvv", cvv), ("expiryDate", expiry), ("cardholderName", "Wile E. Coyote")]
    }

    /// Fetches the public key with the session and encrypts a payload with it, as Session.prepare does.
    func encrypt(_ payload: Data, _ session: Session) throws -> String {
        let key = Self.json(send(client("GET", session, "crypto/publickey")))
        let der = try #require(Data(base64Encoded: key["publicKey"]?.lexicalText ?? ""))
        return try JWE.encrypt(payload: payload, publicKeyDER: der, keyID: key["keyId"]?.lexicalText ?? "")
    }

    /// Sends createPayment with an encrypted input.
    func createPayment(_ encrypted: String, extra: [(String, BodyValue)] = [], requestConforms: Bool = true) -> RecordedResponse {
        let order = Self.object([("amountOfMoney", Self.object([("amount", .number("1000")), ("currencyCode", .string("EUR"))]))])
        let body = Self.object([("encryptedCustomerInput", .string(encrypted)), ("order", order)] + extra)
        return send(
            DirectAuthentication.signed(
                RecordedRequest(
                    method: "POST", path: "/v2/\(DirectFixtures.merchant)/payments", headers: [NameValue("Content-Type", "application/json")],
                    body: .json(body)
                )),
            requestConforms: requestConforms)
    }

    /// The first error item of an error envelope.
    static func firstError(_ response: RecordedResponse) -> BodyValue? {
        guard case .array(let items)? = json(response)["errors"] else { return nil }
        return items.first
    }

    static func ids(_ list: BodyValue?) -> [Int] {
        guard case .array(let items)? = list else { return [] }
        return items.compactMap { $0["id"]?.lexicalText.flatMap { Int($0) } }
    }

    // MARK: Full flow

    @Test func fullClientFlowCreatesAPayment() throws {
        let (session, sessionBody) = createSession()
        #expect(sessionBody["clientApiUrl"]?.lexicalText == DirectFixtures.base + "/client")
        #expect(sessionBody["invalidTokens"] == .array([]))
        #expect(!session.clientSessionId.isEmpty && !session.customerId.isEmpty)

        let list = Self.json(send(client("GET", session, "products", query: Self.context() + [NameValue("hide", "fields")])))
        #expect(Self.ids(list["paymentProducts"]) == [1, 3, 2, 302, 320, 809])
        if case .array(let products)? = list["paymentProducts"] { #expect(products.allSatisfy { $0["fields"] == nil }) }

        let product = Self.json(send(client("GET", session, "products/1/", query: Self.context())))
        #expect(product["id"] == .number("1"))
        guard case .array(let fields)? = product["fields"] else { throw CancellationError() }
        #expect(fields.compactMap { $0["id"]?.lexicalText } == ["cardNumber", "cardholderName", "expiryDate", "cvv"])
        let validators = fields.first?["dataRestrictions"]?["validators"]
        #expect(validators?["luhn"] == .object([]))
        #expect(validators?["length"]?["minLength"] == .number("13"))
        #expect(fields[2]["dataRestrictions"]?["validators"]?["expirationDate"] == .object([]))

        let iin = Self.json(send(client("POST", session, "services/getIINdetails", body: Self.iinBody("41111111"))))
        #expect(iin["paymentProductId"] == .number("1"))
        #expect(iin["isAllowedInContext"] == .bool(true))

        let key = Self.json(send(client("GET", session, "crypto/publickey")))
        #expect(key["keyId"]?.lexicalText == DirectKey.keyID)
        #expect(key["publicKey"]?.lexicalText == DirectKey.publicKeyBase64)

        let encrypted = try encrypt(Self.payload(session, values: Self.card("4111111111111111")), session)
        let response = createPayment(encrypted, extra: [("cardPaymentMethodSpecificInput", Self.object([("authorizationMode", .string("SALE"))]))])
        #expect(response.status == 201)
        let payment = Self.json(response)["payment"]
        #expect(payment?["status"]?.lexicalText == "CAPTURED")
        #expect(payment?["paymentOutput"]?["cardPaymentMethodSpecificOutput"]?["card"]?["cardNumber"]?.lexicalText == "************1111")
        #expect(payment?["statusOutput"]?["statusCode"] == .number("9"))
    }

    @Test func sameSeedGivesSameSession() {
        let other = SandboxDirectTests()
        #expect(createSession().body == other.createSession().body)
    }

    @Test func networksAndQuotes() throws {
        let (session, _) = createSession()
        let networks = Self.json(send(client("GET", session, "products/302/networks", query: Self.context() + [NameValue("locale", "en_GB")])))
        #expect(networks["networks"] == .array([.string("Visa"), .string("MasterCard"), .string("AmEx")]))

        let amex = Self.object([
            ("amountOfMoney", Self.object([("amount", .number("1000")), ("currencyCode", .string("EUR"))])),
            ("cardSource", Self.object([("card", Self.object([("cardNumber", .string("378282"))]))])),
        ])
        let amexQuote = Self.json(send(client("POST", session, "services/surchargecalculation", body: amex)))
        guard case .array(let quotes)? = amexQuote["surcharges"], let quote = quotes.first else { throw CancellationError() }
        #expect(quote["result"]?.lexicalText == "OK")
        #expect(quote["surchargeAmount"]?["amount"] == .number("25"))
        #expect(quote["totalAmount"]?["amount"] == .number("1025"))
        let visa = amex.setting(path: ["cardSource", "card", "cardNumber"], .string("41111111"))
        let visaQuote = Self.json(send(client("POST", session, "services/surchargecalculation", body: visa)))
        guard case .array(let visaQuotes)? = visaQuote["surcharges"] else { throw CancellationError() }
        #expect(visaQuotes.first?["result"]?.lexicalText == "NO_SURCHARGE")

        let dcc = Self.object([
            ("cardSource", Self.object([("card", Self.object([("cardNumber", .string("41111111"))]))])),
            ("transaction", Self.object([("amount", Self.object([("amount", .number("1000")), ("currencyCode", .string("EUR"))]))])),
        ])
        let offer = Self.json(send(client("POST", session, "services/dccrate", version: "v2", body: dcc)))
        #expect(offer["result"]?["result"]?.lexicalText == "Allowed")
        #expect(offer["proposal"]?["targetAmount"]?["currencyCode"]?.lexicalText == "USD")
        let same = dcc.setting(path: ["transaction", "amount", "currencyCode"], .string("USD"))
        let none = Self.json(send(client("POST", session, "services/dccrate", version: "v2", body: same)))
        #expect(none["result"]?["result"]?.lexicalText == "NotAvailable")
        #expect(none["proposal"] == .object([]))
    }

    @Test func productListFollowsThePaymentContext() {
        let (session, _) = createSession()
        let gbp = Self.json(send(client("GET", session, "products", query: Self.context(country: "GB", currency: "GBP"))))
        #expect(Self.ids(gbp["paymentProducts"]) == [1, 3, 302, 320])
        let france = Self.json(send(client("GET", session, "products", query: Self.context(country: "FR"))))
        #expect(Self.ids(france["paymentProducts"]).contains(130))
        let recurring = Self.json(send(client("GET", session, "products", query: Self.context(recurring: "true"))))
        #expect(Self.ids(recurring["paymentProducts"]) == [1, 3, 2])

        let unknown = send(client("GET", session, "products/9999", query: Self.context()))
        #expect(unknown.status == 404)
        #expect(Self.firstError(unknown)?["id"]?.lexicalText == "PAYMENT_PRODUCT_NOT_FOUND")
        let amexInGBP = send(client("GET", session, "products/2", query: Self.context(currency: "GBP")))
        #expect(amexInGBP.status == 404)
    }

    // MARK: IIN statuses

    @Test func iinStatuses() {
        let (session, _) = createSession()
        let unknown = send(client("POST", session, "services/getIINdetails", body: Self.iinBody("999999")))
        #expect(unknown.status == 404)
        #expect(Self.firstError(unknown)?["id"]?.lexicalText == "IIN_NOT_FOUND")
        #expect(Self.firstError(unknown)?["propertyName"]?.lexicalText == "bin")
        #expect(Self.json(unknown)["paymentProductId"] == nil)

        let short = send(client("POST", session, "services/getIINdetails", body: Self.iinBody("4111")), requestConforms: false)
        #expect(short.status == 400)
        #expect(Self.firstError(short)?["propertyName"]?.lexicalText == "bin")
        #expect(Self.firstError(short)?["httpStatusCode"] == .number("400"))

        let notAllowed = Self.json(send(client("POST", session, "services/getIINdetails", body: Self.iinBody("378282", currency: "GBP"))))
        #expect(notAllowed["paymentProductId"] == .number("2"))
        #expect(notAllowed["isAllowedInContext"] == .bool(false))

        let coBadged = Self.json(send(client("POST", session, "services/getIINdetails", body: Self.iinBody("40355010"))))
        #expect(coBadged["paymentProductId"] == .number("1"))
        guard case .array(let brands)? = coBadged["coBrands"] else {
            Issue.record("no coBrands")
            return
        }
        #expect(brands.compactMap { $0["paymentProductId"]?.lexicalText } == ["1", "130"])
        #expect(brands.compactMap { $0["isAllowedInContext"] } == [.bool(true), .bool(false)])
        let inFrance = Self.json(send(client("POST", session, "services/getIINdetails", body: Self.iinBody("403550", country: "FR"))))
        if case .array(let french)? = inFrance["coBrands"] {
            #expect(french.allSatisfy { $0["isAllowedInContext"] == .bool(true) })
        }
    }

    // MARK: Authorisation

    @Test func badAuthorizationIsRefused() {
        let (session, _) = createSession()
        let missing = send(client("GET", session, "crypto/publickey", authorization: .some(nil)), requestConforms: false)
        #expect(missing.status == 401)
        #expect(Self.firstError(missing)?["id"]?.lexicalText == "MISSING_OR_INVALID_AUTHORIZATION")
        let unknown = send(client("GET", session, "crypto/publickey", authorization: "GCS v1Client:0123456789abcdef"))
        #expect(unknown.status == 403)
        #expect(Self.firstError(unknown)?["id"]?.lexicalText == "INVALID_CLIENT_SESSION")
        let otherCustomer = send(client("GET", session, "products", query: Self.context(), customerId: "someoneelse"))
        #expect(otherCustomer.status == 403)
        #expect(Self.firstError(otherCustomer)?["propertyName"]?.lexicalText == "customerId")
        let shortBin = send(
            client("POST", session, "services/getIINdetails", body: Self.iinBody("41"), authorization: "GCS v1Client:nope"), requestConforms: false)
        #expect(shortBin.status == 403)
    }

    // MARK: Payments

    @Test func invalidCardNumberIsRejectedWithPropertyName() throws {
        let (session, _) = createSession()
        let encrypted = try encrypt(Self.payload(session, values: Self.card("4111111111111112")), session)
        let response = createPayment(encrypted)
        #expect(response.status == 400)
        #expect(Self.firstError(response)?["propertyName"]?.lexicalText == "cardNumber")
        #expect(Self.firstError(response)?["id"]?.lexicalText == "INVALID_VALUE")

        let expired = try encrypt(Self.payload(session, values: Self.card("4111111111111111", expiry: "0120")), session)
        #expect(Self.firstError(createPayment(expired))?["propertyName"]?.lexicalText == "expiryDate")
        let shortCVV = try encrypt(Self.payload(session, product: 2, values: Self.card("378282246310005", cvv: "123")), session)
        #expect(Self.firstError(createPayment(shortCVV))?["propertyName"]?.lexicalText == "cvv")
        let wrongBrand = try encrypt(Self.payload(session, product: 3, values: Self.card("4111111111111111")), session)
        #expect(Self.firstError(createPayment(wrongBrand))?["propertyName"]?.lexicalText == "cardNumber")
        let noNonce = try encrypt(Self.payload(session, values: Self.card("4111111111111111"), nonce: "not a nonce"), session)
        #expect(Self.firstError(createPayment(noNonce))?["propertyName"]?.lexicalText == "nonce")
    }

    @Test func encryptedInputMustBeForTheSandboxKeyAndSession() throws {
        let (session, _) = createSession()
        let der = try #require(Data(base64Encoded: DirectKey.publicKeyBase64))
        let wrongKid = try JWE.encrypt(payload: Self.payload(session, values: Self.card("4111111111111111")), publicKeyDER: der, keyID: "another-key")
        let response = createPayment(wrongKid)
        #expect(response.status == 400)
        #expect(Self.firstError(response)?["propertyName"]?.lexicalText == "encryptedCustomerInput")

        var parts = try encrypt(Self.payload(session, values: Self.card("4111111111111111")), session).split(separator: ".").map(String.init)
        parts[4] = JWE.base64URL(Data(repeating: 0, count: 32))
        let tampered = createPayment(parts.joined(separator: "."))
        #expect(tampered.status == 400)
        #expect(Self.firstError(tampered)?["message"]?.lexicalText?.contains("tag mismatch") == true)

        let stranger = Session(clientSessionId: "feedfeedfeedfeedfeedfeedfeedfeed", customerId: session.customerId, apiPath: session.apiPath)
        let foreign = try encrypt(Self.payload(stranger, values: Self.card("4111111111111111")), session)
        #expect(Self.firstError(createPayment(foreign))?["propertyName"]?.lexicalText == "clientSessionId")
    }

    @Test func testCardOutcomes() throws {
        let (session, _) = createSession()
        let declined = createPayment(try encrypt(Self.payload(session, values: Self.card("4000000000000002")), session))
        #expect(declined.status == 402)
        #expect(Self.json(declined)["paymentResult"]?["payment"]?["status"]?.lexicalText == "REJECTED")
        #expect(Self.firstError(declined)?["category"]?.lexicalText == "PAYMENT_PLATFORM_ERROR")

        let funds = createPayment(try encrypt(Self.payload(session, values: Self.card("4000000760000002")), session))
        #expect(funds.status == 402)
        #expect(Self.firstError(funds)?["id"]?.lexicalText == "INSUFFICIENT_FUNDS")

        let approved = createPayment(try encrypt(Self.payload(session, product: 3, values: Self.card("5555555555554444")), session))
        #expect(approved.status == 201)
        #expect(Self.json(approved)["payment"]?["status"]?.lexicalText == "PENDING_CAPTURE")

        let returnURL = Self.object([("returnUrl", .string("https://shop.example/return"))])
        let threeDS = createPayment(
            try encrypt(Self.payload(session, values: Self.card("4000000000003220")), session),
            extra: [("cardPaymentMethodSpecificInput", Self.object([("threeDSecure", Self.object([("redirectionData", returnURL)]))]))])
        #expect(threeDS.status == 201)
        let action = Self.json(threeDS)["merchantAction"]
        #expect(action?["actionType"]?.lexicalText == "REDIRECT")
        #expect(Self.json(threeDS)["payment"]?["status"]?.lexicalText == "REDIRECTED")
        let redirect = action?["redirectData"]?["redirectURL"]?.lexicalText ?? ""
        let page = sandbox.handle(RecordedRequest(method: "GET", path: String(redirect.dropFirst(DirectFixtures.base.count)))).response
        #expect(page.status == 200)
        if case .text(let html) = page.body { #expect(html.contains("https://shop.example/return?paymentId=")) }

        let technical = try encrypt(Self.payload(session, values: Self.card("4000000000000077")), session)
        let first = createPayment(technical)
        #expect(first.status == 502)
        #expect(Self.firstError(first)?["retriable"] == .bool(true))
        #expect(createPayment(technical).status == 502)

        let refused = createPayment(try encrypt(Self.payload(session, values: Self.card("4000000000000101")), session))
        #expect(refused.status == 403)

        let coBadged = createPayment(try encrypt(Self.payload(session, product: 130, values: Self.card("4035501000000008")), session))
        #expect(coBadged.status == 201)
    }

    @Test func encryptedInputIsSingleUse() throws {
        let (session, _) = createSession()
        let encrypted = try encrypt(Self.payload(session, values: Self.card("4242424242424242")), session)
        #expect(createPayment(encrypted).status == 201)
        let again = createPayment(encrypted)
        #expect(again.status == 409)
        #expect(Self.firstError(again)?["id"]?.lexicalText == "DUPLICATE_REQUEST")
    }

    @Test func tokenizedCardComesBackAsAccountOnFile() throws {
        let (first, _) = createSession()
        let response = createPayment(try encrypt(Self.payload(first, values: Self.card("4111111111111111"), tokenize: true), first))
        #expect(response.status == 201)
        let token = try #require(Self.json(response)["creationOutput"]?["token"]?.lexicalText)

        let (session, body) = createSession(tokens: [token, "unknown-token"])
        #expect(body["invalidTokens"] == .array([.string("unknown-token")]))
        let list = Self.json(send(client("GET", session, "products", query: Self.context() + [NameValue("hide", "fields")])))
        guard case .array(let products)? = list["paymentProducts"], case .array(let accounts)? = products.first?["accountsOnFile"] else {
            Issue.record("no account on file in \(list.jsonText)")
            return
        }
        #expect(accounts.first?["id"]?.lexicalText == token)

        let onFile = try encrypt(Self.payload(session, values: [("cvv", "123")], accountOnFile: token), session)
        let paid = createPayment(onFile)
        #expect(paid.status == 201)
        #expect(
            Self.json(paid)["payment"]?["paymentOutput"]?["cardPaymentMethodSpecificOutput"]?["card"]?["cardNumber"]?.lexicalText
                == "************1111")
    }

    @Test func nonConformantServerCallsGetTheErrorEnvelope() {
        let request = DirectAuthentication.signed(
            RecordedRequest(
                method: "POST", path: "/v2/\(DirectFixtures.merchant)/payments", headers: [NameValue("Content-Type", "application/json")],
                body: .json(Self.object([("encryptedCustomerInput", .number("12"))]))))
        let response = send(request, requestConforms: false)
        #expect(response.status == 400)
        #expect(Self.firstError(response)?["propertyName"]?.lexicalText == "encryptedCustomerInput")
        let garbled = createPayment("a.b.c.d.e", requestConforms: false)
        #expect(garbled.status == 400)
        #expect(Self.firstError(garbled)?["propertyName"]?.lexicalText == "encryptedCustomerInput")
    }

    // MARK: JWE

    @Test func jweRoundTrip() throws {
        let plaintext = Data(#"{"hello":"world"}"#.utf8)
        let der = try #require(Data(base64Encoded: DirectKey.publicKeyBase64))
        let compact = try JWE.encrypt(payload: plaintext, publicKeyDER: der, keyID: DirectKey.keyID)
        let parts = compact.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 5)
        #expect(!compact.contains("+") && !compact.contains("/") && !compact.contains("="))
        #expect(JWE.base64URLDecode(String(parts[1]))?.count == 256)
        let opened = try JWE.decrypt(compact, privateKey: DirectKey.privateKey)
        #expect(opened.payload == plaintext)
        #expect(opened.header["alg"]?.lexicalText == "RSA-OAEP")
        #expect(opened.header["enc"]?.lexicalText == "A256CBC-HS512")
        #expect(opened.header["kid"]?.lexicalText == DirectKey.keyID)

        #expect(throws: JWE.Failure.badFormat("2 dot-separated parts instead of 5")) { try JWE.decrypt("a.b", privateKey: DirectKey.privateKey) }
        var tampered = parts.map(String.init)
        tampered[3] = JWE.base64URL(Data(repeating: 7, count: 16))
        #expect(throws: JWE.Failure.tagMismatch) { try JWE.decrypt(tampered.joined(separator: "."), privateKey: DirectKey.privateKey) }
        var otherEnc = parts.map(String.init)
        otherEnc[0] = JWE.base64URL(Data(#"{"alg":"RSA-OAEP","enc":"A128GCM","kid":"k"}"#.utf8))
        #expect(throws: JWE.Failure.unsupportedEncryption("A128GCM")) {
            try JWE.decrypt(otherEnc.joined(separator: "."), privateKey: DirectKey.privateKey)
        }
        var otherAlg = parts.map(String.init)
        otherAlg[0] = JWE.base64URL(Data(#"{"alg":"dir","enc":"A256CBC-HS512"}"#.utf8))
        #expect(throws: JWE.Failure.unsupportedAlgorithm("dir")) {
            try JWE.decrypt(otherAlg.joined(separator: "."), privateKey: DirectKey.privateKey)
        }
        #expect(DirectKey.publicKeyBase64.hasPrefix("MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8A"))
    }

    /// The Android SDK's unit-test vector, read from ../shared at run time.
    @Test(.enabled(if: TestSupport.corpusRuns, "../shared/corpus is not beside the checkout")) func jweMatchesTheAndroidVector() throws {
        let path = try #require(TestSupport.corpusPath) + "/worldline-direct/android-jwe-testvector.json"
        let root = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let vector = try #require(root["jwe_A256CBC_HS512"] as? [String: Any])
        func string(_ prefix: String) throws -> String {
            try #require(vector.first { $0.key.hasPrefix(prefix) }?.value as? String)
        }
        let cek = try #require(Self.hex(try string("cek_hex")))
        let iv = try #require(Self.hex(try string("iv_hex")))
        let plaintext = Data(try string("plaintext").utf8)
        let kid = try string("kid")
        #expect(JWE.protectedHeader(keyID: kid) == (try string("protected_header_json")))
        let expected = try string("expected_compact_serialization").split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        try #require(expected.count == 5)
        // The Android test encodes with the standard alphabet; devices and this JWE use base64url.
        let urlSafe = expected.map { $0.replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_") }

        let der = try #require(Data(base64Encoded: DirectKey.publicKeyBase64))
        let ours = try JWE.encrypt(payload: plaintext, publicKeyDER: der, keyID: kid, cek: cek, iv: iv).split(separator: ".").map(String.init)
        #expect(ours[0] == urlSafe[0])
        #expect(ours[2] == urlSafe[2])
        #expect(ours[3] == urlSafe[3])
        #expect(ours[4] == urlSafe[4])

        let opened = try JWE.openContent(
            try #require(JWE.base64URLDecode(expected[3])), tag: try #require(JWE.base64URLDecode(expected[4])), contentKey: cek, iv: iv,
            additionalData: Data(expected[0].utf8))
        #expect(opened == plaintext)
    }

    static func hex(_ text: String) -> Data? {
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(index, offsetBy: 2, limitedBy: text.endIndex) ?? text.endIndex
            guard let byte = UInt8(text[index..<next], radix: 16) else { return nil }
            bytes.append(byte)
            index = next
        }
        return Data(bytes)
    }
}
