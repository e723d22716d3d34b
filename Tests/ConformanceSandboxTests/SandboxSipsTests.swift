import ConformanceCrypto
import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// The Sips In-App simulator, driven through the sandbox engine; every answer is checked against the specs.
@Suite struct SandboxSipsTests {
    static let secretKey = SandboxConfiguration().sipsSecretKey
    static let base = "http://127.0.0.1:9"
    static let checker = ExchangeChecker(specs: TestSupport.loaded.specs)

    let sandbox: Sandbox

    init() { sandbox = Self.makeSandbox() }

    static func makeSandbox(_ configuration: SandboxConfiguration = .init(seed: 7)) -> Sandbox {
        let sandbox = Sandbox(specs: TestSupport.loaded.specs, configuration: configuration)
        sandbox.baseURL = base
        return sandbox
    }

    // MARK: Helpers

    /// The values an initialisation hands to the app.
    struct Handout {
        var data: String
        var url: String
        var version: String
        var key: String

        /// The SDK fields every redirectionData-based function carries.
        var fields: [(String, BodyValue)] {
            [
                ("publicKeyValue", .string(key)), ("redirectionData", .string(data)), ("redirectionUrl", .string(url)),
                ("redirectionVersion", .string(version)),
            ]
        }
    }

    static func object(_ pairs: [(String, BodyValue)]) -> BodyValue { .object(pairs.map { BodyMember($0.0, $0.1) }) }

    static func strings(_ pairs: KeyValuePairs<String, String>) -> [(String, BodyValue)] { pairs.map { ($0.key, .string($0.value)) } }

    /// Sends a request through the engine and checks the exchange (the request too when it is meant to conform).
    func send(_ request: RecordedRequest, requestConforms: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> RecordedResponse
    {
        let reply = sandbox.handle(request)
        let result = Self.checker.check(Interaction(request: request, response: reply.response))
        let errors = (requestConforms ? result.requestFindings : []) + result.responseFindings
        let messages = errors.filter { $0.severity == .error }.map { "\($0.shortKey): \($0.message(.en))" }
        #expect(result.operation != nil, "no operation for \(request.path)", sourceLocation: sourceLocation)
        #expect(messages.isEmpty, "\(request.path): \(messages)", sourceLocation: sourceLocation)
        return reply.response
    }

    /// Posts a JSON body and returns the JSON answer.
    @discardableResult
    func post(_ path: String, _ body: BodyValue, requestConforms: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> BodyValue
    {
        let request = RecordedRequest(method: "POST", path: path, headers: [NameValue("Content-Type", "application/json")], body: .json(body))
        let response = send(request, requestConforms: requestConforms, sourceLocation: sourceLocation)
        #expect(response.status == 200, sourceLocation: sourceLocation)
        guard case .json(let value) = response.body else {
            Issue.record("not a JSON answer: \(response.body)", sourceLocation: sourceLocation)
            return .object([])
        }
        return value
    }

    /// Posts an SDK function to the redirectionUrl it was given.
    @discardableResult
    func sdk(
        _ operation: String, _ handout: Handout?, _ fields: [(String, BodyValue)], requestConforms: Bool = true,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> BodyValue {
        let url = handout?.url ?? Self.base + "/rs-services/v2/sdk"
        let path = String(url.dropFirst(Self.base.count)) + "/" + operation
        return post(path, Self.object((handout?.fields ?? []) + fields), requestConforms: requestConforms, sourceLocation: sourceLocation)
    }

    static let common = strings(["interfaceVersion": "IR_MB_3.0", "keyVersion": "1", "merchantId": "002001000000001", "sdkVersion": "SDK100"])

    /// A sealed initialisation; returns the answer after checking its own seal.
    @discardableResult
    func initialize(
        _ path: String, _ fields: [(String, BodyValue)], key: String = secretKey, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> BodyValue {
        let answer = post(path, SipsSeal.sealed(Self.object(Self.common + fields), secretKey: key), sourceLocation: sourceLocation)
        #expect(SipsSeal.verify(fields: answer, secretKey: Self.secretKey), "answer seal", sourceLocation: sourceLocation)
        return answer
    }

    static let orderPath = "/rs-services/v2/checkoutInApp/orderInitialize"
    static let walletPath = "/rs-services/v2/walletInApp/walletInitialize"

    func order(_ operation: String = "CARDORDER", _ extra: [(String, BodyValue)] = [], sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> Handout
    {
        let fields = Self.strings(["sdkOperationName": operation, "amount": "1050", "currencyCode": "978", "transactionReference": Self.reference()])
        return handout(initialize(Self.orderPath, fields + extra, sourceLocation: sourceLocation), sourceLocation: sourceLocation)
    }

    func wallet(_ operation: String, walletID: String = "12", sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Handout {
        let answer = initialize(
            Self.walletPath, Self.strings(["sdkOperationName": operation, "merchantWalletId": walletID]), sourceLocation: sourceLocation)
        return handout(answer, sourceLocation: sourceLocation)
    }

    func handout(_ answer: BodyValue, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> Handout {
        #expect(answer["redirectionStatusCode"] == .string("00"), "\(answer.jsonText)", sourceLocation: sourceLocation)
        return Handout(
            data: answer["redirectionData"]?.lexicalText ?? "", url: answer["redirectionUrl"]?.lexicalText ?? "",
            version: answer["redirectionVersion"]?.lexicalText ?? "", key: answer["publicKeyValue"]?.lexicalText ?? "")
    }

    static func count(_ list: BodyValue?) -> Int {
        guard case .array(let items) = list else { return -1 }
        return items.count
    }

    /// A fresh transactionReference: the sandbox refuses a reference its merchant already used.
    static func reference() -> String { "pc" + UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(20).lowercased() }

    static func card(_ number: String, expiry: String = "203012") -> [(String, BodyValue)] {
        strings(["cardNumber": number, "cardExpiryDate": expiry, "cardCSCValue": "123"])
    }

    // MARK: Seal

    /// The Sips Java SDK's published HMAC vector; the expected digest is written in Base64 here.
    @Test func sealTestVector() {
        let hex = SipsSeal.hmac("This is a test!", secretKey: "superSafeSecretKey")
        let bytes = stride(from: 0, to: hex.count, by: 2).compactMap { offset -> UInt8? in
            let start = hex.index(hex.startIndex, offsetBy: offset)
            return UInt8(hex[start..<hex.index(start, offsetBy: 2)], radix: 16)
        }
        #expect(hex.count == 64 && Data(bytes).base64EncodedString() == "GY5fJ44/hUjhdOhEkpU8SHFzIni34qosvyC7GrhZFOo=")
    }

    @Test func sealStringSortsInlinesAndSkips() {
        let body = Self.object(
            Self.strings(["sdkOperationName": "CARDORDER", "Amount": "10", "keyVersion": "1", "seal": "x", "sealAlgorithm": "HMAC-SHA-256"]) + [
                ("s10TransactionReference", Self.object(Self.strings(["s10TransactionIdDate": "20240612", "s10TransactionId": "17"]))),
                ("brandList", .array([.string("VISA"), .string("CB")])), ("currencyCode", .string("978")), ("returnContext", .null),
            ])
        #expect(SipsSeal.sealString(fields: body) == "10VISACB978" + "1720240612" + "CARDORDER")
        #expect(SipsSeal.compute(fields: body, secretKey: "k") == SipsSeal.hmac("10VISACB9781720240612CARDORDER", secretKey: "k"))
    }

    @Test func initialiseWithGoodSealAndCheckAnswer() {
        let handout = order()
        #expect(handout.url == Self.base + "/rs-services/v2/sdk")
        #expect(Data(base64Encoded: handout.key) != nil)
        #expect(!handout.data.isEmpty && handout.version == "IR_MB_3.0")
    }

    @Test func tamperedFieldIsRefused() {
        var body = SipsSeal.sealed(
            Self.object(
                Self.common + Self.strings(["sdkOperationName": "CARDORDER", "amount": "1050", "currencyCode": "978", "transactionReference": "r1"])),
            secretKey: Self.secretKey)
        body = body.setting("amount", .string("1"))
        let answer = post(Self.orderPath, body)
        #expect(answer["redirectionStatusCode"] == .string("34") && answer["errorFieldName"] == .string("seal"))
        #expect(answer["redirectionData"] == nil)
        #expect(SipsSeal.verify(fields: answer, secretKey: Self.secretKey))
    }

    @Test func wrongKeyIsRefused() {
        let answer = initialize(
            Self.walletPath, Self.strings(["sdkOperationName": "ADDCARD", "merchantWalletId": "12"]), key: "002001000000002_KEY1")
        #expect(answer["redirectionStatusCode"] == .string("34") && answer["errorFieldName"] == .string("seal"))
        #expect(answer["redirectionData"] == nil)
    }

    @Test func wrongKeyVersionIsRefused() {
        let body = SipsSeal.sealed(
            Self.object(Self.common + Self.strings(["sdkOperationName": "ADDCARD", "merchantWalletId": "12"])).setting("keyVersion", .string("2")),
            secretKey: Self.secretKey)
        let answer = post(Self.walletPath, body)
        #expect(answer["redirectionStatusCode"] == .string("03") && answer["errorFieldName"] == .string("keyVersion"))
    }

    @Test func nonConformantInitialisationNamesTheField() {
        let body = SipsSeal.sealed(
            Self.object(Self.common + Self.strings(["sdkOperationName": "CARDORDER", "currencyCode": "978", "transactionReference": "r1"])),
            secretKey: Self.secretKey)
        let answer = post(Self.orderPath, body, requestConforms: false)
        #expect(answer["redirectionStatusCode"] == .string("30") && answer["errorFieldName"] == .string("amount"))
        #expect(SipsSeal.verify(fields: answer, secretKey: Self.secretKey))
    }

    // MARK: Card orders

    @Test func cardOrderFlow() {
        let handout = order(
            "CARDORDER", [("s10TransactionReference", Self.object(Self.strings(["s10TransactionId": "17"]))), ("captureMode", .string("VALIDATION"))])
        let answer = sdk("cardOrder", handout, Self.card("4111111111111111"))
        #expect(answer["inAppResponseCode"] == .string("00"), "\(answer.jsonText)")
        #expect(answer["authorisationId"]?.lexicalText?.count == 6)
        #expect(answer["amount"] == .string("1050") && answer["currencyCode"] == .string("978") && answer["captureMode"] == .string("VALIDATION"))
        #expect(answer["maskedPan"] == .string("4111##########11") && answer["paymentMeanBrand"] == .string("VISA"))
        #expect(answer["s10TransactionReference"]?["s10TransactionId"] == .string("17"))
    }

    @Test(arguments: [
        ("4000000000000002", "05", "05"), ("4000000000000077", "90", nil), ("4000000000000101", "40", nil), ("4000000760000002", "51", "51"),
        ("4000000000003220", "05", "A1"),
    ])
    func cardOrderOutcomes(number: String, code: String, acquirer: String?) {
        let answer = sdk("cardOrder", order(), Self.card(number))
        #expect(answer["inAppResponseCode"] == .string(code), "\(answer.jsonText)")
        #expect(answer["acquirerResponseCode"]?.lexicalText == acquirer)
        #expect(answer["authorisationId"] == nil)
    }

    @Test func expiredCardIsRefused() {
        let answer = sdk("cardOrder", order(), Self.card("5555555555554444", expiry: "202001"))
        #expect(answer["inAppResponseCode"] == .string("54"))
    }

    @Test func technicalErrorLeavesTheTokenForARetry() {
        let handout = order()
        #expect(sdk("cardOrder", handout, Self.card("4000000000000077"))["inAppResponseCode"] == .string("90"))
        #expect(sdk("cardOrder", handout, Self.card("4111111111111111"))["inAppResponseCode"] == .string("00"))
    }

    @Test func redirectionDataIsSingleUse() {
        let handout = order()
        #expect(sdk("cardOrder", handout, Self.card("4111111111111111"))["inAppResponseCode"] == .string("00"))
        let again = sdk("cardOrder", handout, Self.card("4111111111111111"))
        #expect(again["inAppResponseCode"] == .string("30") && again["errorFieldName"] == .string("redirectionData"))
    }

    @Test func redirectionDataMustMatchTheFunctionAndHandout() {
        let handout = order("CARDORDER")
        let wrongFunction = sdk("walletOrder", handout, [("paymentMeanId", .number("1"))])
        #expect(wrongFunction["inAppResponseCode"] == .string("30") && wrongFunction["errorFieldName"] == .string("redirectionData"))
        var forged = handout
        forged.key = "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo"
        let wrongKey = sdk("cardOrder", forged, Self.card("4111111111111111"))
        #expect(wrongKey["inAppResponseCode"] == .string("30") && wrongKey["errorFieldName"] == .string("publicKeyValue"))
        var unknown = handout
        unknown.data = "not-a-token"
        #expect(sdk("cardOrder", unknown, Self.card("4111111111111111"))["errorFieldName"] == .string("redirectionData"))
    }

    @Test func expiredRedirectionDataIsRefused() {
        let sandbox = Self.makeSandbox(.init(seed: 7, tokenLifetime: 0))
        let test = SandboxSipsTests(sandbox: sandbox)
        let answer = test.sdk("cardOrder", test.order(), Self.card("4111111111111111"))
        #expect(answer["inAppResponseCode"] == .string("30") && answer["errorFieldName"] == .string("redirectionData"))
    }

    init(sandbox: Sandbox) { self.sandbox = sandbox }

    /// Codes collected from several threads.
    final class Codes: @unchecked Sendable {
        let lock = NSLock()
        var codes: [String] = []

        func append(_ code: String) { lock.withLock { codes.append(code) } }
        var all: [String] { lock.withLock { codes } }
    }

    @Test func concurrentUseOfOneTokenPaysOnce() {
        let requests = (0..<4).map { _ in
            RecordedRequest(
                method: "POST", path: "/rs-services/v2/sdk/cardOrder", headers: [NameValue("Content-Type", "application/json")],
                body: .json(Self.object(order().fields + Self.card("4111111111111111"))))
        }
        let codes = Codes()
        let sandbox = sandbox
        DispatchQueue.concurrentPerform(iterations: 32) { index in
            let reply = sandbox.handle(requests[index % requests.count])
            if case .json(let body) = reply.response.body, let code = body["inAppResponseCode"]?.lexicalText { codes.append(code) }
        }
        let all = codes.all
        #expect(all.count == 32 && all.filter { $0 == "00" }.count == requests.count && all.filter { $0 == "30" }.count == 32 - requests.count)
    }

    @Test func nonConformantSDKRequestNamesTheField() {
        let handout = order()
        let answer = sdk("cardOrder", handout, Self.strings(["cardNumber": "4111111111111111"]), requestConforms: false)
        #expect(answer["inAppResponseCode"] == .string("30") && answer["errorFieldName"] == .string("cardExpiryDate"))
        #expect(sdk("cardOrder", handout, Self.card("4111111111111111"))["inAppResponseCode"] == .string("00"), "a refused request leaves the token")
        let check = sdk(
            "cardCheckEnrollment", order("THREEDSECUREANDORDER"), Self.strings(["cardNumber": "4111111111111112", "cardExpiryDate": "203012"]),
            requestConforms: false)
        #expect(check["redirectionStatusCode"] == .string("30") && check["errorFieldName"] == .string("cardNumber"))
    }

    // MARK: Wallet

    @Test func walletFlow() {
        let first = sdk("addCard", wallet("ADDCARD"), Self.card("4111111111111111") + Self.strings(["paymentMeanAlias": "Perso"]))
        #expect(first["inAppResponseCode"] == .string("00") && first["paymentMeanId"] == .number("1"), "\(first.jsonText)")
        let second = sdk("addCard", wallet("ADDCARD"), Self.card("4035501000000008") + Self.strings(["paymentMeanAlias": "Pro"]))
        #expect(second["paymentMeanId"] == .number("2") && second["maskedPan"] == .string("4035##########08"))

        let listed = sdk("getWalletData", wallet("GETWALLETDATA"), [])
        guard case .array(let items) = listed["walletPaymentMeanData"] else {
            Issue.record("no wallet list: \(listed.jsonText)")
            return
        }
        #expect(items.count == 2 && items[0]["paymentMeanAlias"] == .string("Perso") && items[1]["paymentMeanBrand"] == .string("CB"))
        #expect(items[1]["paymentMeanCoBadgingBrandList"] == .array([.string("CB"), .string("VISA")]))
        #expect(listed["walletCreationDateTime"] != nil)

        let deleted = sdk("deletePaymentMean", wallet("DELETEPAYMENTMEAN"), [("paymentMeanId", .number("1"))])
        #expect(deleted["inAppResponseCode"] == .string("00"))
        let after = sdk("getWalletData", wallet("GETWALLETDATA"), [])
        #expect(Self.count(after["walletPaymentMeanData"]) == 1)
        let other = sdk("getWalletData", wallet("GETWALLETDATA", walletID: "13"), [])
        #expect(other["walletPaymentMeanData"] == .array([]), "wallets are kept apart")

        let gone = sdk("walletOrder", order("WALLETORDER", Self.strings(["merchantWalletId": "12"])), [("paymentMeanId", .number("1"))])
        #expect(gone["inAppResponseCode"] == .string("25") && gone["errorFieldName"] == .string("paymentMeanId"))
        let paid = sdk("walletOrder", order("WALLETORDER", Self.strings(["merchantWalletId": "12"])), [("paymentMeanId", .number("2"))])
        #expect(paid["inAppResponseCode"] == .string("00") && paid["merchantWalletId"] == .string("12"), "\(paid.jsonText)")
        #expect(paid["maskedPan"] == .string("4035##########08") && paid["walletType"] != nil)
    }

    @Test func walletFull() {
        let cards = ["4111111111111111", "5555555555554444", "4242424242424242", "4035501000000008", "4000000000000002"]
        for (index, number) in cards.enumerated() {
            let added = sdk("addCard", wallet("ADDCARD", walletID: "full"), Self.card(number) + Self.strings(["paymentMeanAlias": "card \(index)"]))
            #expect(added["paymentMeanId"] == .number(String(index + 1)))
        }
        let sixth = sdk(
            "addCard", wallet("ADDCARD", walletID: "full"), Self.card("378282246310005") + Self.strings(["paymentMeanAlias": "one too many"]))
        #expect(sixth["inAppResponseCode"] == .string("12") && sixth["errorFieldName"] == .string("merchantWalletId"))
    }

    // MARK: 3-D Secure

    /// Posts the ACS form and returns the page.
    func acs(_ fields: [(String, String)], requestConforms: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation)
        -> RecordedResponse
    {
        let request = RecordedRequest(
            method: "POST", path: "/sips/acs", headers: [NameValue("Content-Type", "application/x-www-form-urlencoded")],
            body: .form(fields.map { NameValue($0.0, $0.1) }))
        guard requestConforms else { return sandbox.handle(request).response }
        return send(request, sourceLocation: sourceLocation)
    }

    static func paRes(_ page: RecordedResponse, form: String) -> String? {
        guard case .text(let html) = page.body, let start = html.range(of: "id=\"\(form)\"") else { return nil }
        let rest = html[start.upperBound...]
        guard let value = rest.range(of: "name=\"PaRes\" value=\"") else { return nil }
        return String(rest[value.upperBound...].prefix { $0 != "\"" })
    }

    /// Runs the enrolment check and the ACS page for a 3-D Secure card; returns the context and the page.
    func authenticate(_ number: String = "4000000000003220") -> (context: BodyValue, page: RecordedResponse) {
        let check = sdk("cardCheckEnrollment", order("THREEDSECUREANDORDER"), Self.card(number))
        #expect(
            check["redirectionStatusCode"] == .string("00") && check["authentRedirectionUrl"] == .string(Self.base + "/sips/acs"), "\(check.jsonText)"
        )
        let paReq = check["paReqMessage"]?.lexicalText ?? ""
        #expect(Data(base64Encoded: paReq) != nil)
        let page = acs([("PaReq", paReq), ("MD", "session-7f3a2c"), ("TermUrl", "https://merchant.example.com/3ds/term")])
        #expect(page.status == 200)
        if case .text(let html) = page.body {
            #expect(html.contains("action=\"https://merchant.example.com/3ds/term\"") && html.contains("name=\"MD\" value=\"session-7f3a2c\""))
        }
        return (check, page)
    }

    func validate(_ check: BodyValue, paRes: String) -> BodyValue {
        let encoded = paRes.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? paRes
        return sdk(
            "cardValidateAuthenticationAndOrder", nil,
            [
                ("paResMessage", .string(encoded)), ("transactionContextData", check["transactionContextData"] ?? .null),
                ("transactionContextVersion", check["transactionContextVersion"] ?? .null), ("redirectionUrl", check["redirectionUrl"] ?? .null),
            ])
    }

    @Test func threeDSecureFlow() throws {
        let (check, page) = authenticate()
        let paRes = try #require(Self.paRes(page, form: "authenticate"))
        #expect(Data(base64Encoded: paRes) != nil)
        let paid = validate(check, paRes: paRes)
        #expect(paid["inAppResponseCode"] == .string("00") && paid["holderAuthentStatus"] == .string("SUCCESS"), "\(paid.jsonText)")
        #expect(paid["guaranteeIndicator"] == .string("Y") && paid["authorisationId"] != nil)
        let again = validate(check, paRes: paRes)
        #expect(again["inAppResponseCode"] == .string("30") && again["errorFieldName"] == .string("transactionContextData"))
    }

    @Test func refusedAuthenticationDeclines() throws {
        let (check, page) = authenticate()
        let paid = validate(check, paRes: try #require(Self.paRes(page, form: "refuse")))
        #expect(paid["inAppResponseCode"] == .string("05") && paid["holderAuthentStatus"] == .string("FAILURE"))
    }

    @Test func forgedPaResIsRefused() {
        let (check, _) = authenticate()
        let paid = validate(check, paRes: "bm90IGEgcGFyZXM=")
        #expect(paid["inAppResponseCode"] == .string("30") && paid["errorFieldName"] == .string("paResMessage"))
    }

    @Test func notEnrolledCardPaysWithoutACS() {
        let check = sdk("cardCheckEnrollment", order("THREEDSECUREANDORDER"), Self.card("5555555555554444"))
        #expect(check["redirectionStatusCode"] == .string("00") && check["authentRedirectionUrl"] == nil && check["transactionContextData"] != nil)
        #expect(validate(check, paRes: "none")["inAppResponseCode"] == .string("00"))
    }

    @Test func walletThreeDSecureFlow() throws {
        _ = sdk("addCard", wallet("ADDCARD", walletID: "3ds"), Self.card("4000000000001091") + Self.strings(["paymentMeanAlias": "secure"]))
        let check = sdk(
            "walletCheckEnrollment", order("THREEDSECUREANDWALLETORDER", Self.strings(["merchantWalletId": "3ds"])), [("paymentMeanId", .number("1"))]
        )
        let paReq = try #require(check["paReqMessage"]?.lexicalText)
        let page = acs([("MD", "m"), ("TermUrl", "https://merchant.example.com/term"), ("PaReq", paReq)])
        let paid = validate(check, paRes: try #require(Self.paRes(page, form: "authenticate")))
        #expect(paid["inAppResponseCode"] == .string("00") && paid["walletType"] != nil)
    }

    @Test func acsRefusesMissingOrUnknownPaReq() {
        let missing = acs([("MD", "m"), ("TermUrl", "https://merchant.example.com/term")], requestConforms: false)
        #expect(missing.status == 400 && missing.header("Content-Type")?.hasPrefix("text/html") == true)
        let unknown = acs([("PaReq", "dW5rbm93bg=="), ("MD", "m"), ("TermUrl", "https://merchant.example.com/term")], requestConforms: false)
        #expect(unknown.status == 400)
    }

    // MARK: Card information, provider, token

    @Test func coBadgedCardData() {
        for lookup in [Self.strings(["cardNumber": "4035501000000008"]), Self.strings(["cardIIN": "403550"])] {
            let handout = handout(
                initialize("/rs-services/v2/paymentMeanInfoInApp/paymentMeanInfoInitialize", Self.strings(["sdkOperationName": "GETCARDDATA"])))
            let answer = sdk("getCardData", handout, lookup)
            #expect(answer["inAppResponseCode"] == .string("00"))
            guard case .array(let list) = answer["cardDataList"] else {
                Issue.record("no cardDataList: \(answer.jsonText)")
                continue
            }
            #expect(list.map { $0["cardBrand"] } == [.string("CB"), .string("VISA")])
        }
        let single = handout(
            initialize("/rs-services/v2/paymentMeanInfoInApp/paymentMeanInfoInitialize", Self.strings(["sdkOperationName": "GETCARDDATA"])))
        let visa = sdk("getCardData", single, Self.strings(["cardIIN": "411111"]))
        #expect(Self.count(visa["cardDataList"]) == 1)
    }

    @Test func paymentProviderFlow() {
        let refused = initialize(
            Self.orderPath,
            Self.strings([
                "sdkOperationName": "PAYMENTPROVIDERORDER", "amount": "500", "currencyCode": "978", "transactionReference": "bc1",
                "paymentMeanBrand": "VISA",
            ]))
        #expect(refused["redirectionStatusCode"] == .string("12") && refused["errorFieldName"] == .string("paymentMeanBrand"))
        let handout = order("PAYMENTPROVIDERORDER", Self.strings(["paymentMeanBrand": "BCMCMOBILE"]))
        let started = sdk("paymentProviderOrder", handout, [])
        #expect(
            started["inAppResponseCode"] == .string("00")
                && started["outerRedirectionUrl"]?.lexicalText?.hasPrefix(Self.base + "/sips/provider") == true)
        let outer = sandbox.handle(RecordedRequest(method: "GET", path: "/sips/provider"))
        #expect(outer.response.status == 200)
        let lookup: [(String, BodyValue)] = [
            ("transactionContextData", started["transactionContextData"] ?? .null),
            ("transactionContextVersion", started["transactionContextVersion"] ?? .null),
            ("redirectionUrl", started["redirectionUrl"] ?? .null),
        ]
        let result = sdk("getTransactionData", nil, lookup)
        #expect(
            result["inAppResponseCode"] == .string("00") && result["originAmount"] == .string("1050")
                && result["paymentMeanBrand"] == .string("BCMCMOBILE"))
        #expect(result["transactionStatus"] != nil && result["captureLimitDate"] != nil)
        #expect(sdk("getTransactionData", nil, lookup)["errorFieldName"] == .string("transactionContextData"))
    }

    @Test func paymentTokenGenerate() {
        let answer = initialize("/rs-services/v2/tokenInApp/paymentTokenInitialize", Self.strings(["sdkOperationName": "PAYMENTTOKENGENERATE"]))
        let handout = handout(answer)
        let fields: [(String, BodyValue)] =
            [("publicKeyValue", .string(handout.key)), ("redirectionUrl", .string(handout.url)), ("redirectionVersion", .string(handout.version))]
            + Self.strings(["merchantId": "002001000000001"]) + Self.card("4111111111111111")
        let token = sdk("paymentTokenGenerate", nil, fields)
        #expect(token["inAppResponseCode"] == .string("00") && token["paymentToken"] != nil, "\(token.jsonText)")
        let again = sdk("paymentTokenGenerate", nil, fields)
        #expect(again["inAppResponseCode"] == .string("30") && again["errorFieldName"] == .string("publicKeyValue"))
    }
}
