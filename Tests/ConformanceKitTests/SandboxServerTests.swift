import ConformanceCrypto
import ConformanceKit
import ConformanceSandbox
import Foundation
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The sandbox over HTTP on a random loopback port, driven by URLSession; every answer is checked.
@Suite(.serialized) struct SandboxServerTests {
    static let checker = ExchangeChecker(specs: TestSupport.loaded.specs)

    /// A running sandbox for the duration of `body`.
    static func withSandbox(
        _ configuration: SandboxConfiguration = .init(seed: 42, hangSeconds: 3), _ body: (String, Sandbox) async throws -> Void
    ) async throws {
        let sandbox = Sandbox(specs: TestSupport.loaded.specs, configuration: configuration)
        // Generous: the test run's synchronous suites can hold both threads of the cooperative pool for a while.
        let server = try await SandboxServer(sandbox: sandbox).start(timeout: 120)
        do {
            try await body(server.baseURL, sandbox)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    /// Sends a request, checks the exchange against the specs, and returns the response and the check.
    @discardableResult
    static func exchange(
        _ method: String, _ url: String, json: BodyValue? = nil, form: [(String, String)]? = nil, headers: [String: String] = [:],
        timeout: TimeInterval = 60, expectConformant: Bool = true, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) async throws -> (response: RecordedResponse, check: ExchangeChecker.Result) {
        var request = URLRequest(url: URL(string: url)!, timeoutInterval: timeout)
        request.httpMethod = method
        if let json {
            request.httpBody = Data(json.jsonText.utf8)
            request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
            request.setValue("application/json", forHTTPHeaderField: "Accept")
        }
        if let form {
            request.httpBody = Data(FormEncoding.serialize(form.map { NameValue($0.0, $0.1) }).utf8)
            request.setValue("application/x-www-form-urlencoded", forHTTPHeaderField: "Content-Type")
        }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        let session = URLSession(configuration: configuration)
        defer { session.finishTasksAndInvalidate() }
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        let recordedRequest = URLExchangeBridge.request(request)
        var responseHeaders: [NameValue] = []
        for (key, value) in http.allHeaderFields { responseHeaders.append(NameValue(String(describing: key), String(describing: value))) }
        let recordedResponse = RecordedResponse(
            status: http.statusCode, headers: responseHeaders,
            body: RecordedBody.from(data, contentType: http.value(forHTTPHeaderField: "Content-Type")))
        let check = checker.check(Interaction(request: recordedRequest, response: recordedResponse))
        if expectConformant {
            let errors = (check.requestFindings + check.responseFindings).filter { $0.severity == .error }.map { $0.message(.en) }
            #expect(check.operation != nil && errors.isEmpty, "\(method) \(url): \(errors)", sourceLocation: sourceLocation)
        }
        return (recordedResponse, check)
    }

    static func header(_ requestID: String = "req-1") -> BodyValue {
        .object([
            BodyMember("SpecVersion", .string("1.40")), BodyMember("CustomerId", .string("123123")), BodyMember("RequestId", .string(requestID)),
            BodyMember("RetryIndicator", .number("0")),
        ])
    }

    static func initialize(_ requestID: String = "req-1", terminal: Bool = true) -> BodyValue {
        var members = [BodyMember("RequestHeader", header(requestID))]
        if terminal { members.append(BodyMember("TerminalId", .string("17757531"))) }
        members += [
            BodyMember(
                "Payment",
                .object([
                    BodyMember("Amount", .object([BodyMember("Value", .string("1250")), BodyMember("CurrencyCode", .string("CHF"))])),
                    BodyMember("OrderId", .string("order-1")),
                ])),
            BodyMember("ReturnUrl", .object([BodyMember("Url", .string("https://merchant.example.com/return"))])),
        ]
        return .object(members)
    }

    static func string(_ response: RecordedResponse, _ path: String...) -> String? {
        guard case .json(var value) = response.body else { return nil }
        for key in path {
            guard let next = value[key] else { return nil }
            value = next
        }
        return value.lexicalText
    }

    static let card = [
        ("HolderName", "Ada Lovelace"), ("CardNumber", "4111111111111111"), ("ExpMonth", "12"), ("ExpYear", "2030"), ("VerificationCode", "123"),
        ("FromAjax", "true"),
    ]

    // MARK: Saferpay

    @Test func saferpayFullFlow() async throws {
        try await Self.withSandbox { base, _ in
            let initialize = try await Self.exchange("POST", base + "/Payment/v1/Transaction/Initialize", json: Self.initialize())
            let token = try #require(Self.string(initialize.response, "Token"))
            let redirect = try #require(Self.string(initialize.response, "Redirect", "RedirectUrl"))
            #expect(redirect.hasPrefix(base))
            let post = try await Self.exchange("POST", redirect, form: Self.card)
            #expect(post.response.status == 200 && Self.string(post.response, "RedirectUrl") == "https://merchant.example.com/return")
            let authorize = try await Self.exchange(
                "POST", base + "/Payment/v1/Transaction/Authorize",
                json: .object([BodyMember("RequestHeader", Self.header("req-2")), BodyMember("Token", .string(token))]))
            let transactionID = try #require(Self.string(authorize.response, "Transaction", "Id"))
            #expect(Self.string(authorize.response, "Transaction", "Status") == "AUTHORIZED")
            let captureBody = BodyValue.object([
                BodyMember("RequestHeader", Self.header("req-3")),
                BodyMember("TransactionReference", .object([BodyMember("TransactionId", .string(transactionID))])),
            ])
            let capture = try await Self.exchange("POST", base + "/Payment/v1/Transaction/Capture", json: captureBody)
            #expect(Self.string(capture.response, "Status") == "CAPTURED")
            let again = try await Self.exchange("POST", base + "/Payment/v1/Transaction/Capture", json: captureBody)
            #expect(again.response.status == 402 && Self.string(again.response, "ErrorName") == "TRANSACTION_ALREADY_CAPTURED")
            let reuse = try await Self.exchange(
                "POST", base + "/Payment/v1/Transaction/Authorize",
                json: .object([BodyMember("RequestHeader", Self.header("req-4")), BodyMember("Token", .string(token))]))
            #expect(reuse.response.status == 402, "a token is single-use")
        }
    }

    @Test func saferpayDeclineAndValidationErrors() async throws {
        try await Self.withSandbox { base, _ in
            let initialize = try await Self.exchange("POST", base + "/Payment/v1/Transaction/Initialize", json: Self.initialize())
            let redirect = try #require(Self.string(initialize.response, "Redirect", "RedirectUrl"))
            var declined = Self.card
            declined[1] = ("CardNumber", "4000000000000002")
            let decline = try await Self.exchange("POST", redirect, form: declined)
            #expect(decline.response.status == 402 && Self.string(decline.response, "ErrorName") == "TRANSACTION_DECLINED")
            var broken = Self.card
            broken[1] = ("CardNumber", "4111111111111112")
            let invalid = try await Self.exchange("POST", redirect, form: broken, expectConformant: false)
            #expect(invalid.response.status == 400 && Self.string(invalid.response, "ErrorName") == "VALIDATION_FAILED")
            #expect(invalid.check.responseFindings.filter { $0.severity == .error }.isEmpty, "the error answer itself conforms")
            let missing = try await Self.exchange(
                "POST", base + "/Payment/v1/Transaction/Initialize", json: Self.initialize(terminal: false), expectConformant: false)
            #expect(missing.response.status == 400 && Self.string(missing.response, "ErrorName") == "VALIDATION_FAILED")
            guard case .json(let body) = missing.response.body, case .array(let details)? = body["ErrorDetail"] else {
                Issue.record("ErrorDetail lists the fields")
                return
            }
            #expect(details.contains { $0.lexicalText?.hasPrefix("TerminalId") == true })
        }
    }

    // MARK: Vantiv

    @Test func vantivRegistrationThenMercurySale() async throws {
        try await Self.withSandbox { base, _ in
            let form = [
                ("paypageId", "a2y4o6m8k0"), ("reportGroup", "rg"), ("orderId", "o-1"), ("id", "t-1"), ("accountNumber", "4111111111111111"),
                ("cvv", "123"),
            ]
            let registration = try await Self.exchange("POST", base + "/eProtect/paypage", form: form)
            #expect(Self.string(registration.response, "response") == "870")
            let id = try #require(Self.string(registration.response, "paypageRegistrationId"))
            #expect(ValueFormat.mod10PlusOne.failure(id) == nil && id.count == 19)
            let sale = BodyValue.object([
                BodyMember("InvoiceNo", .string("1001")), BodyMember("Purchase", .string("12.50")),
                BodyMember("TokenType", .string("RegistrationId")),
                BodyMember("RecordNo", .string(id)), BodyMember("Frequency", .string("OneTime")),
            ])
            let approved = try await Self.exchange(
                "POST", base + "/PaymentsAPI/Credit/SaleByRecordNo", json: sale, headers: ["Authorization": "Basic dGVzdDp0ZXN0"])
            #expect(Self.string(approved.response, "CmdStatus") == "Approved")
            let omni = try #require(Self.string(approved.response, "RecordNo"))
            #expect(omni.hasSuffix("1111") && !Luhn.isValid(omni))
            var badLuhn = form
            badLuhn[4] = ("accountNumber", "4111111111111112")
            let rejected = try await Self.exchange("POST", base + "/eProtect/paypage", form: badLuhn, expectConformant: false)
            #expect(Self.string(rejected.response, "response") == "871")
            #expect(rejected.check.responseFindings.filter { $0.severity == .error }.isEmpty)
        }
    }

    // MARK: Sips In-App

    @Test func sipsCardFlowAndWalletOverHTTP() async throws {
        try await Self.withSandbox { base, _ in
            let key = SandboxSipsTests.secretKey
            func initialize(_ path: String, _ fields: [(String, BodyValue)]) async throws -> SandboxSipsTests.Handout {
                let body = SipsSeal.sealed(SandboxSipsTests.object(SandboxSipsTests.common + fields), secretKey: key)
                let result = try await Self.exchange("POST", base + path, json: body)
                guard case .json(let answer) = result.response.body else { throw URLError(.badServerResponse) }
                #expect(SipsSeal.verify(fields: answer, secretKey: key), "the answer's seal verifies")
                #expect(answer["redirectionStatusCode"]?.lexicalText == "00", "\(answer.jsonText)")
                return SandboxSipsTests.Handout(
                    data: answer["redirectionData"]?.lexicalText ?? "", url: answer["redirectionUrl"]?.lexicalText ?? "",
                    version: answer["redirectionVersion"]?.lexicalText ?? "", key: answer["publicKeyValue"]?.lexicalText ?? "")
            }
            func sdk(_ operation: String, _ handout: SandboxSipsTests.Handout, _ fields: [(String, BodyValue)]) async throws -> RecordedResponse {
                #expect(handout.url.hasPrefix(base))
                return try await Self.exchange("POST", handout.url + "/" + operation, json: SandboxSipsTests.object(handout.fields + fields)).response
            }
            let order = try await initialize(
                SandboxSipsTests.orderPath,
                SandboxSipsTests.strings(["sdkOperationName": "CARDORDER", "amount": "1050", "currencyCode": "978", "transactionReference": "ref1"]))
            let paid = try await sdk("cardOrder", order, SandboxSipsTests.card("4111111111111111"))
            #expect(Self.string(paid, "inAppResponseCode") == "00")
            let replayed = try await sdk("cardOrder", order, SandboxSipsTests.card("4111111111111111"))
            #expect(Self.string(replayed, "inAppResponseCode") != "00", "redirectionData is single-use")
            let add = try await initialize(
                SandboxSipsTests.walletPath, SandboxSipsTests.strings(["sdkOperationName": "ADDCARD", "merchantWalletId": "77"]))
            let added = try await sdk("addCard", add, SandboxSipsTests.card("5555555555554444") + [("paymentMeanAlias", .string("work card"))])
            #expect(Self.string(added, "inAppResponseCode") == "00")
            let list = try await initialize(
                SandboxSipsTests.walletPath, SandboxSipsTests.strings(["sdkOperationName": "GETWALLETDATA", "merchantWalletId": "77"]))
            let wallet = try await sdk("getWalletData", list, [])
            guard case .json(let body) = wallet.body, case .array(let items)? = body["walletPaymentMeanData"] else {
                Issue.record("the wallet lists its cards")
                return
            }
            #expect(items.count == 1)
        }
    }

    // MARK: Worldline Direct

    @Test func directFullFlowOverHTTP() async throws {
        try await Self.withSandbox { base, _ in
            let merchant = SandboxDirectTests.merchant
            let session = try await Self.exchange(
                "POST", base + "/v2/\(merchant)/sessions", json: .object([]), headers: DirectSignatureTests.signedHeaders("/v2/\(merchant)/sessions"))
            #expect(session.response.status == 201)
            let apiURL = try #require(Self.string(session.response, "clientApiUrl"))
            let customer = try #require(Self.string(session.response, "customerId"))
            let sessionID = try #require(Self.string(session.response, "clientSessionId"))
            let headers = ["Authorization": "GCS v1Client:" + sessionID, "X-GCS-ClientMetaInfo": SandboxDirectTests.metaInfo]
            let context = "countryCode=NL&currencyCode=EUR&amount=1000&isRecurring=false"
            try await Self.exchange("GET", "\(apiURL)/v1/\(customer)/products?\(context)", headers: headers)
            let product = try await Self.exchange("GET", "\(apiURL)/v1/\(customer)/products/1?\(context)", headers: headers)
            #expect(Self.string(product.response, "id") == "1")
            let iin = try await Self.exchange(
                "POST", "\(apiURL)/v1/\(customer)/services/getIINdetails", json: SandboxDirectTests.iinBody("41111111"), headers: headers)
            #expect(Self.string(iin.response, "paymentProductId") == "1")
            let key = try await Self.exchange("GET", "\(apiURL)/v1/\(customer)/crypto/publickey", headers: headers)
            let der = try #require(Data(base64Encoded: Self.string(key.response, "publicKey") ?? ""))
            let sessionValue = SandboxDirectTests.Session(clientSessionId: sessionID, customerId: customer, apiPath: "")
            let payload = SandboxDirectTests.payload(sessionValue, values: SandboxDirectTests.card("4111111111111111"))
            let encrypted = try JWE.encrypt(payload: payload, publicKeyDER: der, keyID: Self.string(key.response, "keyId") ?? "")
            let order = BodyValue.object([
                BodyMember("amountOfMoney", .object([BodyMember("amount", .number("1000")), BodyMember("currencyCode", .string("EUR"))]))
            ])
            let payment = try await Self.exchange(
                "POST", base + "/v2/\(merchant)/payments",
                json: .object([BodyMember("encryptedCustomerInput", .string(encrypted)), BodyMember("order", order)]),
                headers: DirectSignatureTests.signedHeaders("/v2/\(merchant)/payments"))
            #expect(payment.response.status == 201)
        }
    }

    // MARK: Engine behaviour

    @Test func indexListsOperationsAndTestCards() async throws {
        try await Self.withSandbox { base, _ in
            let (data, _) = try await URLSession.shared.data(from: URL(string: base + "/")!)
            let index = try JSONBodyParser.parse(Array(data))
            guard case .array(let protocols)? = index["protocols"], case .array(let cards)? = index["testCards"] else {
                Issue.record("GET / lists protocols and test cards")
                return
            }
            #expect(protocols.count == 4 && cards.count >= 10)
            let unknown = try await Self.exchange("GET", base + "/nowhere", expectConformant: false)
            #expect(unknown.response.status == 404)
        }
    }

    @Test func theSeedMakesGeneratedValuesReproducible() async throws {
        func tokens(_ seed: UInt64) -> [String] {
            let sandbox = Sandbox(specs: TestSupport.loaded.specs, configuration: .init(seed: seed))
            return (0..<3).map { index in
                let reply = sandbox.handle(
                    RecordedRequest(
                        method: "POST", path: "/Payment/v1/Transaction/Initialize",
                        headers: [NameValue("Content-Type", "application/json"), NameValue("Accept", "application/json")],
                        body: .json(Self.initialize("r\(index)"))))
                return Self.string(reply.response, "Token") ?? "none"
            }
        }
        #expect(tokens(5) == tokens(5))
        #expect(tokens(5) != tokens(6))
    }

    // MARK: Faults

    @Test(arguments: [FaultKind.dropMandatory, .changeType, .unknownField, .status500, .status503])
    func answerFaultsAreCaughtByTheChecker(_ fault: FaultKind) async throws {
        try await Self.withSandbox { base, _ in
            let result = try await Self.exchange(
                "POST", base + "/Payment/v1/Transaction/Initialize", json: Self.initialize(), headers: [FaultKind.header: fault.rawValue],
                expectConformant: false)
            let kinds = Set(result.check.responseFindings.map(\.kind))
            switch fault {
            case .dropMandatory: #expect(kinds.contains(.missingMandatory))
            case .changeType: #expect(kinds.contains(.wrongType))
            case .unknownField:
                #expect(kinds.contains(.unknownField))
                let strict = Self.checker.check(
                    Interaction(request: RecordedRequest(method: "POST", path: "/Payment/v1/Transaction/Initialize"), response: result.response),
                    strict: true)
                #expect(strict.responseFindings.contains { $0.kind == .unknownField && $0.severity == .error })
            default:
                #expect(result.response.status == (fault == .status500 ? 500 : 503))
                #expect(result.check.verdict?.responseConforms == false, "\(result.check.responseFindings.map { $0.message(.en) })")
            }
        }
    }

    @Test func transportFaultsFailTheClient() async throws {
        try await Self.withSandbox { base, _ in
            await #expect(throws: (any Error).self, "a hang past the client's timeout") {
                try await Self.exchange(
                    "POST", base + "/Payment/v1/Transaction/Initialize", json: Self.initialize(), headers: [FaultKind.header: "hang"], timeout: 1,
                    expectConformant: false)
            }
            do {
                let result = try await Self.exchange(
                    "POST", base + "/Payment/v1/Transaction/Initialize", json: Self.initialize(), headers: [FaultKind.header: "close-mid-body"],
                    expectConformant: false)
                #expect(result.check.verdict?.responseConforms == false, "a truncated body cannot conform")
            } catch {
                // URLSession reports the lost connection: the client sees the fault too.
            }
        }
    }

    @Test func configuredFaultsApplyToTheirOperation() throws {
        let sandbox = Sandbox(
            specs: TestSupport.loaded.specs, configuration: .init(faults: try FaultRule.parse("drop-mandatory@TransactionInitialize")))
        let reply = sandbox.handle(
            RecordedRequest(
                method: "POST", path: "/Payment/v1/Transaction/Initialize",
                headers: [NameValue("Content-Type", "application/json"), NameValue("Accept", "application/json")], body: .json(Self.initialize())))
        let check = Self.checker.check(
            Interaction(request: RecordedRequest(method: "POST", path: "/Payment/v1/Transaction/Initialize"), response: reply.response))
        #expect(check.responseFindings.contains { $0.kind == .missingMandatory })
        #expect(throws: Diagnostic.self) { try FaultRule.parse("drop-mandatroy") }
    }
}

/// URLRequest → RecordedRequest for the tests (headers and body as sent).
enum URLExchangeBridge {
    static func request(_ request: URLRequest) -> RecordedRequest {
        let url = request.url!
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        return RecordedRequest(
            method: request.httpMethod ?? "GET", path: url.path, query: (components?.queryItems ?? []).map { NameValue($0.name, $0.value ?? "") },
            headers: (request.allHTTPHeaderFields ?? [:]).map { NameValue($0.key, $0.value) },
            body: RecordedBody.from(request.httpBody ?? Data(), contentType: request.value(forHTTPHeaderField: "Content-Type")))
    }
}
