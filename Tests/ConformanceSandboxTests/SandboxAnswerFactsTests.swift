import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

/// The Sips codes and the Direct payment states the simulators answer with come from `answers.yaml`; a kind the
/// simulator needs and the file lacks, a kind it does not know and a code missing from the spec's table are located
/// lint errors.
@Suite struct SandboxAnswerFactsTests {
    /// A copy of the project's specs in a temporary folder, with `edit` applied to one protocol's `sandbox/answers.yaml`.
    static func specsCopy(_ protocolID: String, _ edit: (String) -> String) throws -> (root: String, file: String, specs: SpecSet) {
        let root = NSTemporaryDirectory() + "answer-facts-" + UUID().uuidString
        try FileManager.default.copyItem(atPath: TestSupport.specsPath, toPath: root)
        let file = root + "/\(protocolID)/sandbox/answers.yaml"
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let edited = edit(text)
        #expect(edited != text, "the edit changed nothing in \(protocolID)'s answers")
        try edited.write(toFile: file, atomically: true, encoding: .utf8)
        let loaded = SpecLoader.load(paths: [root])
        return (root, file, loaded.specs)
    }

    /// The 1-based line of the first occurrence of `needle` in a file.
    static func line(of needle: String, in file: String) throws -> Int {
        let lines = try String(contentsOfFile: file, encoding: .utf8).components(separatedBy: "\n")
        return (lines.firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    /// The JSON answer of a request.
    static func json(_ sandbox: Sandbox, _ request: RecordedRequest) -> BodyValue {
        guard case .json(let value) = sandbox.handle(request).response.body else { return .object([]) }
        return value
    }

    // MARK: Sips

    /// A sealed walletInitialize with the given keyVersion.
    static func walletInitialize(keyVersion: String) -> RecordedRequest {
        let fields = SandboxSipsTests.common + SandboxSipsTests.strings(["sdkOperationName": "ADDCARD", "merchantWalletId": "12"])
        let body = SipsSeal.sealed(
            SandboxSipsTests.object(fields).setting("keyVersion", .string(keyVersion)), secretKey: SandboxSipsTests.secretKey)
        return RecordedRequest(
            method: "POST", path: SandboxSipsTests.walletPath, headers: [NameValue("Content-Type", "application/json")], body: .json(body))
    }

    /// getCardData with a redirectionData the sandbox never handed out.
    static let unknownSession = RecordedRequest(
        method: "POST", path: "/rs-services/v2/sdk/getCardData", headers: [NameValue("Content-Type", "application/json")],
        body: .json(
            SandboxSipsTests.object(
                SandboxSipsTests.strings([
                    "redirectionData": "unknown", "redirectionUrl": SandboxSipsTests.base + "/rs-services/v2/sdk",
                    "redirectionVersion": "IR_MB_3.0", "publicKeyValue": "unknown", "cardNumber": "4111111111111111",
                ]))))

    @Test func theSipsCodesAreThoseOfTheSpecs() throws {
        let sandbox = SandboxSipsTests.makeSandbox()
        let refused = Self.json(sandbox, Self.walletInitialize(keyVersion: "2"))
        #expect(refused["redirectionStatusCode"] == .string("03") && refused["errorFieldName"] == .string("keyVersion"))
        #expect(Self.json(sandbox, Self.unknownSession)["inAppResponseCode"] == .string("30"))

        let copy = try Self.specsCopy("sips-inapp") {
            $0.replacingOccurrences(
                of: #"unknown-key-version: {values: {redirectionStatusCode: "03"}}"#,
                with: #"unknown-key-version: {values: {redirectionStatusCode: "12"}}"#
            )
            .replacingOccurrences(
                of: #"parameter-wrong: {values: {inAppResponseCode: "30""#, with: #"parameter-wrong: {values: {inAppResponseCode: "12""#)
        }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        #expect(SandboxFixtureLint.diagnostics(specs: copy.specs).isEmpty)
        let changed = Sandbox(specs: copy.specs, configuration: .init(seed: 7))
        changed.baseURL = SandboxSipsTests.base
        #expect(Self.json(changed, Self.walletInitialize(keyVersion: "2"))["redirectionStatusCode"] == .string("12"))
        #expect(Self.json(changed, Self.unknownSession)["inAppResponseCode"] == .string("12"))
    }

    @Test func aMissingOrMisspelledSipsKindIsALocatedLintErrorWithASuggestion() throws {
        let copy = try Self.specsCopy("sips-inapp") { $0.replacingOccurrences(of: "  wallet-full: {", with: "  walet-full: {") }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let problems = SandboxFixtureLint.diagnostics(specs: copy.specs)
        let unknown = try #require(problems.first { $0.id == .unknownKeySuggestion })
        let line = try Self.line(of: "walet-full:", in: copy.file)
        #expect(unknown.location?.file == copy.file && unknown.location?.line == line)
        #expect(unknown.message(.en) == "unknown key 'walet-full' in errors; did you mean 'wallet-full'?")
        let missing = try #require(problems.first { $0.id == .missingKey })
        #expect(missing.location?.file == copy.file && missing.message(.en) == "errors lacks the required key 'wallet-full'; add it")
        #expect(problems.count == 2, "\(problems.map { $0.formatted(.en) })")

        // The sandbox answers a 500 naming the gap rather than a made-up code.
        let sandbox = Sandbox(specs: copy.specs, configuration: .init(seed: 7))
        let reply = sandbox.handle(Self.walletInitialize(keyVersion: "2")).response
        #expect(reply.status == 500)
        guard case .json(let body) = reply.body else {
            Issue.record("not a JSON answer")
            return
        }
        #expect(body["message"]?.lexicalText?.contains("errors.wallet-full") == true)
    }

    @Test func aSipsValueTheSimulatorReadsIsRequired() throws {
        let copy = try Self.specsCopy("sips-inapp") {
            $0.replacingOccurrences(
                of: #"expired: {values: {inAppResponseCode: "54", acquirerResponseCode: "54"}}"#,
                with: #"expired: {values: {inAppResponseCode: "54"}}"#)
        }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let problems = SandboxFixtureLint.diagnostics(specs: copy.specs)
        #expect(problems.map(\.id) == [.missingKey])
        let line = try Self.line(of: "  expired:", in: copy.file)
        #expect(problems.first?.location?.line == line)
        #expect(problems.first?.message(.en) == "errors.expired.values lacks the required key 'acquirerResponseCode'; add it")
    }

    @Test func aCodeMissingFromTheSpecsTableIsALocatedErrorWithTheNearestCode() throws {
        let copy = try Self.specsCopy("sips-inapp") {
            $0.replacingOccurrences(
                of: #"seal-refused: {values: {redirectionStatusCode: "34"}}"#, with: #"seal-refused: {values: {redirectionStatusCode: "35"}}"#)
        }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let problems = SandboxFactsLoader.load(paths: [copy.root], specs: copy.specs).diagnostics
        #expect(problems.map(\.id) == [.sandboxAnswerCode])
        let problem = try #require(problems.first)
        #expect(problem.severity == .error && problem.location?.file == copy.file)
        let line = try Self.line(of: "seal-refused:", in: copy.file)
        #expect(problem.location?.line == line)
        #expect(problem.message(.en).contains("'35'") && problem.message(.en).contains("did you mean '3"), "\(problem.message(.en))")
        #expect(problem.message(.fr).contains("'35'"))
    }

    // MARK: Direct

    /// A Direct payment of a card through a session, the public key and createPayment; the answer's JSON.
    static func directPayment(_ sandbox: Sandbox, _ number: String, sale: Bool) throws -> BodyValue {
        let opened = json(
            sandbox,
            DirectAuthentication.signed(
                RecordedRequest(
                    method: "POST", path: "/v2/\(DirectFixtures.merchant)/sessions", headers: [NameValue("Content-Type", "application/json")],
                    body: .json(.object([])))))
        let apiURL = try #require(opened["clientApiUrl"]?.lexicalText)
        let session = SandboxDirectTests.Session(
            clientSessionId: opened["clientSessionId"]?.lexicalText ?? "", customerId: opened["customerId"]?.lexicalText ?? "",
            apiPath: String(apiURL.dropFirst(DirectFixtures.base.count)))
        let key = json(
            sandbox,
            RecordedRequest(
                method: "GET", path: session.apiPath + "/v1/\(session.customerId)/crypto/publickey",
                headers: [NameValue("X-GCS-ClientMetaInfo", SandboxDirectTests.metaInfo), NameValue("Authorization", session.authorization)]))
        let der = try #require(Data(base64Encoded: key["publicKey"]?.lexicalText ?? ""))
        let encrypted = try JWE.encrypt(
            payload: SandboxDirectTests.payload(session, values: SandboxDirectTests.card(number)), publicKeyDER: der,
            keyID: key["keyId"]?.lexicalText ?? "")
        let order = SandboxDirectTests.object([
            ("amountOfMoney", SandboxDirectTests.object([("amount", .number("1000")), ("currencyCode", .string("EUR"))]))
        ])
        var members: [(String, BodyValue)] = [("encryptedCustomerInput", .string(encrypted)), ("order", order)]
        if sale { members.append(("cardPaymentMethodSpecificInput", SandboxDirectTests.object([("authorizationMode", .string("SALE"))]))) }
        return json(
            sandbox,
            DirectAuthentication.signed(
                RecordedRequest(
                    method: "POST", path: "/v2/\(DirectFixtures.merchant)/payments", headers: [NameValue("Content-Type", "application/json")],
                    body: .json(SandboxDirectTests.object(members)))))
    }

    @Test func theDirectPaymentStatesAreThoseOfTheSpecs() throws {
        let payment = try Self.directPayment(DirectFixtures.makeSandbox(), "4111111111111111", sale: true)["payment"]
        #expect(payment?["status"] == .string("CAPTURED") && payment?["statusOutput"]?["statusCode"] == .number("9"))
        #expect(payment?["statusOutput"]?["statusCategory"] == .string("COMPLETED"))

        let copy = try Self.specsCopy("worldline-direct") {
            $0.replacingOccurrences(of: "status: CAPTURED, statusCode: 9,", with: "status: CAPTURED, statusCode: 10,")
        }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        #expect(SandboxFixtureLint.diagnostics(specs: copy.specs).isEmpty)
        let sandbox = Sandbox(specs: copy.specs, configuration: .init(seed: 7))
        sandbox.baseURL = DirectFixtures.base
        let changed = try Self.directPayment(sandbox, "4111111111111111", sale: true)["payment"]
        #expect(changed?["status"] == .string("CAPTURED") && changed?["statusOutput"]?["statusCode"] == .number("10"))
    }

    @Test func aMisspelledDirectStateIsALocatedLintErrorWithASuggestion() throws {
        let copy = try Self.specsCopy("worldline-direct") { $0.replacingOccurrences(of: "  redirected: {", with: "  redirect: {") }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let problems = SandboxFixtureLint.diagnostics(specs: copy.specs)
        let unknown = try #require(problems.first { $0.id == .unknownKeySuggestion })
        let line = try Self.line(of: "  redirect: {", in: copy.file)
        #expect(unknown.location?.file == copy.file && unknown.location?.line == line)
        #expect(unknown.message(.en) == "unknown key 'redirect' in statuses; did you mean 'redirected'?")
        #expect(problems.contains { $0.id == .missingKey && $0.message(.en) == "statuses lacks the required key 'redirected'; add it" })
    }

    @Test func aDirectStatusCodeMustBeANumber() throws {
        let copy = try Self.specsCopy("worldline-direct") { $0.replacingOccurrences(of: "statusCode: 46,", with: "statusCode: forty-six,") }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let problems = SandboxFixtureLint.diagnostics(specs: copy.specs)
        #expect(problems.map(\.id) == [.notANumber])
        let line = try Self.line(of: "statusCode: forty-six", in: copy.file)
        #expect(problems.first?.location?.line == line)
    }

    /// A Client API call with a session the sandbox never opened.
    static let unknownSession403 = RecordedRequest(
        method: "GET", path: "/client/v1/customer/crypto/publickey",
        headers: [NameValue("X-GCS-ClientMetaInfo", SandboxDirectTests.metaInfo), NameValue("Authorization", "GCS v1Client:unknown")])

    @Test func aDirectSituationTakesItsStatusAndMessageFromTheSpecs() throws {
        let reply = DirectFixtures.makeSandbox().handle(Self.unknownSession403).response
        guard case .json(let body) = reply.body, case .array(let items)? = body["errors"] else {
            Issue.record("not an error envelope")
            return
        }
        #expect(reply.status == 403 && items.first?["message"] == .string("unknown or expired client session"))
        #expect(items.first?["id"] == .string("INVALID_CLIENT_SESSION") && items.first?["propertyName"] == .string("Authorization"))

        let copy = try Self.specsCopy("worldline-direct") {
            $0.replacingOccurrences(
                of: "invalid-session.unknown: {status: 403, values: {message: unknown or expired client session,",
                with: "invalid-session.unknown: {status: 401, values: {message: no such session,")
        }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        #expect(SandboxFixtureLint.diagnostics(specs: copy.specs).isEmpty)
        let changed = Sandbox(specs: copy.specs, configuration: .init(seed: 7)).handle(Self.unknownSession403).response
        guard case .json(let changedBody) = changed.body, case .array(let changedItems)? = changedBody["errors"] else {
            Issue.record("not an error envelope")
            return
        }
        #expect(changed.status == 401 && changedItems.first?["message"] == .string("no such session"))
        #expect(changedItems.first?["httpStatusCode"] == .number("401"))
    }

    @Test func aDirectSituationWithoutStatusIsALocatedLintError() throws {
        let copy = try Self.specsCopy("worldline-direct") {
            $0.replacingOccurrences(of: "not-found.operation: {status: 404, values:", with: "not-found.operation: {values:")
        }
        defer { try? FileManager.default.removeItem(atPath: copy.root) }
        let problems = SandboxFixtureLint.diagnostics(specs: copy.specs)
        #expect(problems.map(\.id) == [.missingKey])
        let line = try Self.line(of: "not-found.operation:", in: copy.file)
        #expect(problems.first?.location?.line == line)
        #expect(problems.first?.message(.en) == "errors.not-found.operation lacks the required key 'status'; add it")
    }
}
