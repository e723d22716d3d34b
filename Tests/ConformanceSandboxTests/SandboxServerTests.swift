import ConformanceCrypto
import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The sandbox over HTTP on a random loopback port, driven by URLSession; every answer is checked.
@Suite(.serialized) struct SandboxServerTests {

    static let card = [
        ("HolderName", "Ada Lovelace"), ("CardNumber", "4111111111111111"), ("ExpMonth", "12"), ("ExpYear", "2030"), ("VerificationCode", "123"),
        ("FromAjax", "true"),
    ]

    // MARK: Saferpay

    @Test func saferpayFullFlow() async throws {
        try await SandboxFixtures.withSandbox { base, _ in
            let initialize = try await SandboxFixtures.exchange(
                "POST", base + "/Payment/v1/Transaction/Initialize", json: SandboxFixtures.initialize())
            let token = try #require(SandboxFixtures.string(initialize.response, "Token"))
            let redirect = try #require(SandboxFixtures.string(initialize.response, "Redirect", "RedirectUrl"))
            #expect(redirect.hasPrefix(base))
            let post = try await SandboxFixtures.exchange("POST", redirect, form: Self.card)
            #expect(post.response.status == 200 && SandboxFixtures.string(post.response, "RedirectUrl") == "https://merchant.example.com/return")
            let authorize = try await SandboxFixtures.exchange(
                "POST", base + "/Payment/v1/Transaction/Authorize",
                json: .object([BodyMember("RequestHeader", SandboxFixtures.header("req-2")), BodyMember("Token", .string(token))]))
            let transactionID = try #require(SandboxFixtures.string(authorize.response, "Transaction", "Id"))
            #expect(SandboxFixtures.string(authorize.response, "Transaction", "Status") == "AUTHORIZED")
            let captureBody = BodyValue.object([
                BodyMember("RequestHeader", SandboxFixtures.header("req-3")),
                BodyMember("TransactionReference", .object([BodyMember("TransactionId", .string(transactionID))])),
            ])
            let capture = try await SandboxFixtures.exchange("POST", base + "/Payment/v1/Transaction/Capture", json: captureBody)
            #expect(SandboxFixtures.string(capture.response, "Status") == "CAPTURED")
            let again = try await SandboxFixtures.exchange("POST", base + "/Payment/v1/Transaction/Capture", json: captureBody)
            #expect(again.response.status == 402 && SandboxFixtures.string(again.response, "ErrorName") == "TRANSACTION_ALREADY_CAPTURED")
            let reuse = try await SandboxFixtures.exchange(
                "POST", base + "/Payment/v1/Transaction/Authorize",
                json: .object([BodyMember("RequestHeader", SandboxFixtures.header("req-4")), BodyMember("Token", .string(token))]))
            #expect(reuse.response.status == 402, "a token is single-use")
        }
    }

    @Test func saferpayDeclineAndValidationErrors() async throws {
        try await SandboxFixtures.withSandbox { base, _ in
            let initialize = try await SandboxFixtures.exchange(
                "POST", base + "/Payment/v1/Transaction/Initialize", json: SandboxFixtures.initialize())
            let redirect = try #require(SandboxFixtures.string(initialize.response, "Redirect", "RedirectUrl"))
            var declined = Self.card
            declined[1] = ("CardNumber", "4000000000000002")
            let decline = try await SandboxFixtures.exchange("POST", redirect, form: declined)
            #expect(decline.response.status == 402 && SandboxFixtures.string(decline.response, "ErrorName") == "TRANSACTION_DECLINED")
            var broken = Self.card
            broken[1] = ("CardNumber", "4111111111111112")
            let invalid = try await SandboxFixtures.exchange("POST", redirect, form: broken, expectConformant: false)
            #expect(invalid.response.status == 400 && SandboxFixtures.string(invalid.response, "ErrorName") == "VALIDATION_FAILED")
            #expect(invalid.check.responseFindings.filter { $0.severity == .error }.isEmpty, "the error answer itself conforms")
            let missing = try await SandboxFixtures.exchange(
                "POST", base + "/Payment/v1/Transaction/Initialize", json: SandboxFixtures.initialize(terminal: false), expectConformant: false)
            #expect(missing.response.status == 400 && SandboxFixtures.string(missing.response, "ErrorName") == "VALIDATION_FAILED")
            guard case .json(let body) = missing.response.body, case .array(let details)? = body["ErrorDetail"] else {
                Issue.record("ErrorDetail lists the fields")
                return
            }
            #expect(details.contains { $0.lexicalText?.hasPrefix("TerminalId") == true })
        }
    }

    // MARK: Vantiv

    @Test func vantivRegistrationThenMercurySale() async throws {
        try await SandboxFixtures.withSandbox { base, _ in
            let form = [
                ("paypageId", "a2y4o6m8k0"), ("reportGroup", "rg"), ("orderId", "o-1"), ("id", "t-1"), ("accountNumber", "4111111111111111"),
                ("cvv", "123"),
            ]
            let registration = try await SandboxFixtures.exchange("POST", base + "/eProtect/paypage", form: form)
            #expect(SandboxFixtures.string(registration.response, "response") == "870")
            let id = try #require(SandboxFixtures.string(registration.response, "paypageRegistrationId"))
            #expect(ValueFormat.mod10PlusOne.failure(id) == nil && id.count == 19)
            let sale = BodyValue.object([
                BodyMember("InvoiceNo", .string("1001")), BodyMember("Purchase", .string("12.50")),
                BodyMember("TokenType", .string("RegistrationId")),
                BodyMember("RecordNo", .string(id)), BodyMember("Frequency", .string("OneTime")),
            ])
            let approved = try await SandboxFixtures.exchange(
                "POST", base + "/PaymentsAPI/Credit/SaleByRecordNo", json: sale, headers: ["Authorization": "Basic dGVzdDp0ZXN0"])
            #expect(SandboxFixtures.string(approved.response, "CmdStatus") == "Approved")
            let omni = try #require(SandboxFixtures.string(approved.response, "RecordNo"))
            #expect(omni.hasSuffix("1111") && !Luhn.isValid(omni))
            var badLuhn = form
            badLuhn[4] = ("accountNumber", "4111111111111112")
            let rejected = try await SandboxFixtures.exchange("POST", base + "/eProtect/paypage", form: badLuhn, expectConformant: false)
            #expect(SandboxFixtures.string(rejected.response, "response") == "871")
            #expect(rejected.check.responseFindings.filter { $0.severity == .error }.isEmpty)
        }
    }

    // MARK: Sips In-App

    @Test func sipsCardFlowAndWalletOverHTTP() async throws {
        try await SandboxFixtures.withSandbox { base, _ in
            let key = SandboxSipsTests.secretKey
            func initialize(_ path: String, _ fields: [(String, BodyValue)]) async throws -> SandboxSipsTests.Handout {
                let body = SipsSeal.sealed(SandboxSipsTests.object(SandboxSipsTests.common + fields), secretKey: key)
                let result = try await SandboxFixtures.exchange("POST", base + path, json: body)
                guard case .json(let answer) = result.response.body else { throw URLError(.badServerResponse) }
                #expect(SipsSeal.verify(fields: answer, secretKey: key), "the answer's seal verifies")
                #expect(answer["redirectionStatusCode"]?.lexicalText == "00", "\(answer.jsonText)")
                return SandboxSipsTests.Handout(
                    data: answer["redirectionData"]?.lexicalText ?? "", url: answer["redirectionUrl"]?.lexicalText ?? "",
                    version: answer["redirectionVersion"]?.lexicalText ?? "", key: answer["publicKeyValue"]?.lexicalText ?? "")
            }
            func sdk(_ operation: String, _ handout: SandboxSipsTests.Handout, _ fields: [(String, BodyValue)]) async throws -> RecordedResponse {
                #expect(handout.url.hasPrefix(base))
                return try await SandboxFixtures.exchange(
                    "POST", handout.url + "/" + operation, json: SandboxSipsTests.object(handout.fields + fields)
                ).response
            }
            let order = try await initialize(
                SandboxSipsTests.orderPath,
                SandboxSipsTests.strings(["sdkOperationName": "CARDORDER", "amount": "1050", "currencyCode": "978", "transactionReference": "ref1"]))
            let paid = try await sdk("cardOrder", order, SandboxSipsTests.card("4111111111111111"))
            #expect(SandboxFixtures.string(paid, "inAppResponseCode") == "00")
            let replayed = try await sdk("cardOrder", order, SandboxSipsTests.card("4111111111111111"))
            #expect(SandboxFixtures.string(replayed, "inAppResponseCode") != "00", "redirectionData is single-use")
            let add = try await initialize(
                SandboxSipsTests.walletPath, SandboxSipsTests.strings(["sdkOperationName": "ADDCARD", "merchantWalletId": "77"]))
            let added = try await sdk("addCard", add, SandboxSipsTests.card("5555555555554444") + [("paymentMeanAlias", .string("work card"))])
            #expect(SandboxFixtures.string(added, "inAppResponseCode") == "00")
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
        try await SandboxFixtures.withSandbox { base, _ in
            let merchant = DirectFixtures.merchant
            let session = try await SandboxFixtures.exchange(
                "POST", base + "/v2/\(merchant)/sessions", json: .object([]), headers: DirectFixtures.signedHeaders("/v2/\(merchant)/sessions"))
            #expect(session.response.status == 201)
            let apiURL = try #require(SandboxFixtures.string(session.response, "clientApiUrl"))
            let customer = try #require(SandboxFixtures.string(session.response, "customerId"))
            let sessionID = try #require(SandboxFixtures.string(session.response, "clientSessionId"))
            let headers = ["Authorization": "GCS v1Client:" + sessionID, "X-GCS-ClientMetaInfo": SandboxDirectTests.metaInfo]
            let context = "countryCode=NL&currencyCode=EUR&amount=1000&isRecurring=false"
            try await SandboxFixtures.exchange("GET", "\(apiURL)/v1/\(customer)/products?\(context)", headers: headers)
            let product = try await SandboxFixtures.exchange("GET", "\(apiURL)/v1/\(customer)/products/1?\(context)", headers: headers)
            #expect(SandboxFixtures.string(product.response, "id") == "1")
            let iin = try await SandboxFixtures.exchange(
                "POST", "\(apiURL)/v1/\(customer)/services/getIINdetails", json: SandboxDirectTests.iinBody("41111111"), headers: headers)
            #expect(SandboxFixtures.string(iin.response, "paymentProductId") == "1")
            let key = try await SandboxFixtures.exchange("GET", "\(apiURL)/v1/\(customer)/crypto/publickey", headers: headers)
            let der = try #require(Data(base64Encoded: SandboxFixtures.string(key.response, "publicKey") ?? ""))
            let sessionValue = SandboxDirectTests.Session(clientSessionId: sessionID, customerId: customer, apiPath: "")
            let payload = SandboxDirectTests.payload(sessionValue, values: SandboxDirectTests.card("4111111111111111"))
            let encrypted = try JWE.encrypt(payload: payload, publicKeyDER: der, keyID: SandboxFixtures.string(key.response, "keyId") ?? "")
            let order = BodyValue.object([
                BodyMember("amountOfMoney", .object([BodyMember("amount", .number("1000")), BodyMember("currencyCode", .string("EUR"))]))
            ])
            let payment = try await SandboxFixtures.exchange(
                "POST", base + "/v2/\(merchant)/payments",
                json: .object([BodyMember("encryptedCustomerInput", .string(encrypted)), BodyMember("order", order)]),
                headers: DirectFixtures.signedHeaders("/v2/\(merchant)/payments"))
            #expect(payment.response.status == 201)
        }
    }

    // MARK: Engine behaviour

    @Test func indexListsOperationsAndTestCards() async throws {
        try await SandboxFixtures.withSandbox { base, _ in
            let (data, _) = try await URLSession.shared.data(from: URL(string: base + "/")!)
            let index = try JSONBodyParser.parse(Array(data))
            guard case .array(let protocols)? = index["protocols"], case .array(let cards)? = index["testCards"] else {
                Issue.record("GET / lists protocols and test cards")
                return
            }
            #expect(protocols.count == 4 && cards.count >= 10)
            let unknown = try await SandboxFixtures.exchange("GET", base + "/nowhere", expectConformant: false)
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
                        body: .json(SandboxFixtures.initialize("r\(index)"))))
                return SandboxFixtures.string(reply.response, "Token") ?? "none"
            }
        }
        #expect(tokens(5) == tokens(5))
        #expect(tokens(5) != tokens(6))
    }

    // MARK: Faults

    @Test(arguments: [FaultKind.dropMandatory, .changeType, .unknownField, .status500, .status503])
    func answerFaultsAreCaughtByTheChecker(_ fault: FaultKind) async throws {
        try await SandboxFixtures.withSandbox { base, _ in
            let result = try await SandboxFixtures.exchange(
                "POST", base + "/Payment/v1/Transaction/Initialize", json: SandboxFixtures.initialize(), headers: [FaultKind.header: fault.rawValue],
                expectConformant: false)
            let kinds = Set(result.check.responseFindings.map(\.kind))
            switch fault {
            case .dropMandatory: #expect(kinds.contains(.missingMandatory))
            case .changeType: #expect(kinds.contains(.wrongType))
            case .unknownField:
                #expect(kinds.contains(.unknownField))
                let strict = SandboxFixtures.checker.check(
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
        try await SandboxFixtures.withSandbox { base, _ in
            await #expect(throws: (any Error).self, "a hang past the client's timeout") {
                try await SandboxFixtures.exchange(
                    "POST", base + "/Payment/v1/Transaction/Initialize", json: SandboxFixtures.initialize(), headers: [FaultKind.header: "hang"],
                    timeout: 1,
                    expectConformant: false)
            }
            do {
                let result = try await SandboxFixtures.exchange(
                    "POST", base + "/Payment/v1/Transaction/Initialize", json: SandboxFixtures.initialize(),
                    headers: [FaultKind.header: "close-mid-body"],
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
                headers: [NameValue("Content-Type", "application/json"), NameValue("Accept", "application/json")],
                body: .json(SandboxFixtures.initialize())))
        let check = SandboxFixtures.checker.check(
            Interaction(request: RecordedRequest(method: "POST", path: "/Payment/v1/Transaction/Initialize"), response: reply.response))
        #expect(check.responseFindings.contains { $0.kind == .missingMandatory })
        #expect(throws: Diagnostic.self) { try FaultRule.parse("drop-mandatroy") }
    }
}
