import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

/// Worldline Direct's v1HMAC Server API signature: our Swift signer against the official Python SDK,
/// the sandbox's verification, and the runner signing at send time without leaking the secret.
@Suite struct DirectSignatureTests {

    // MARK: The signature

    /// A fixed request whose signature the Python SDK's V1HmacAuthenticator gave (see `sdkSignsTheFixedRequestAsWeDo`).
    static let fixedURL = "https://example.invalid/v2/1234/sessions?a=b%20c&d=%2F"
    static let fixedHeaders = [
        NameValue("Content-Type", "application/json"), NameValue("Date", "Fri, 06 Jun 2014 13:39:43 GMT"),
        NameValue("X-GCS-ServerMetaInfo", "eyJ4IjoxfQ=="), NameValue("X-GCS-ClientMetaInfo", " processed header value \n   wrapped\r\n  line "),
        NameValue("Accept", "application/json"),
    ]
    static let fixedKeyID = "5e45c937b9db33ae"
    static let fixedSecret = "I42Xf1vCsN0t1s8ltU5Ljw0kGKs5GZqvEtUkHzQuJ5s="

    static func fixedAuthorization() throws -> (text: String, authorization: String) {
        let url = try #require(URL(string: fixedURL))
        let text = DirectSignature.stringToSign(method: "post", headers: fixedHeaders, resource: DirectSignature.resource(of: url))
        let signature = DirectSignature.signature(of: text, secretApiKey: fixedSecret)
        return (text, DirectSignature.authorization(apiKeyId: fixedKeyID, signature: signature))
    }

    @Test func signedTextAndSignatureOfAFixedRequest() throws {
        let (text, authorization) = try Self.fixedAuthorization()
        #expect(
            text
                == "POST\napplication/json\nFri, 06 Jun 2014 13:39:43 GMT\nx-gcs-clientmetainfo:processed header value  wrapped line\n"
                + "x-gcs-servermetainfo:eyJ4IjoxfQ==\n/v2/1234/sessions?a=b%20c&d=%2F\n")
        // Computed by onlinepayments-sdk-python3's V1HmacAuthenticator for the same request.
        #expect(authorization == "GCS v1HMAC:5e45c937b9db33ae:V+UkirulxtflB4lTqFJ3msMnWgixMDl3JxSXqGIkAuk=")
    }

    @Test(
        .enabled(
            if: Python.hasDirectSDK, "onlinepayments-sdk-python3 is not installed: python3 -m pip install -r Tests/Interop/requirements.txt"))
    func sdkSignsTheFixedRequestAsWeDo() async throws {
        let request: [String: Any] = [
            "method": "POST", "url": Self.fixedURL, "headers": Self.fixedHeaders.map { [$0.name, $0.value] }, "apiKeyId": Self.fixedKeyID,
            "secretApiKey": Self.fixedSecret,
        ]
        let argument = String(decoding: try JSONSerialization.data(withJSONObject: request), as: UTF8.self)
        let run = try await Subprocess.run(
            "/usr/bin/env", ["python3", TestSupport.repositoryRoot + "/Tests/Interop/direct_signature.py", "sign", argument])
        #expect(run.status == 0, "\(run.stderr)")
        let line = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let sdk = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String], "\(run.stdout)")
        let (text, authorization) = try Self.fixedAuthorization()
        #expect(sdk["stringToSign"] == text)
        #expect(sdk["authorization"] == authorization)
    }

    @Test func datesAreRFC1123InGMT() throws {
        let date = Date(timeIntervalSince1970: 1_402_061_983)
        #expect(DirectSignature.httpDate(date) == "Fri, 06 Jun 2014 13:39:43 GMT")
        #expect(DirectSignature.parseHTTPDate("Fri, 06 Jun 2014 13:39:43 GMT") == date)
        #expect(DirectSignature.httpDate(Date(timeIntervalSince1970: 0)) == "Thu, 01 Jan 1970 00:00:00 GMT")
        for bad in ["2014-06-06T13:39:43Z", "Fri, 6 Jun 2014 13:39:43 GMT", "Fri, 31 Feb 2014 13:39:43 GMT", "Fri, 06 Jun 2014 13:39:43 CET", ""] {
            #expect(DirectSignature.parseHTTPDate(bad) == nil, "\(bad)")
        }
    }

    @Test func authorizationHeadersAreParsedStrictly() {
        #expect(DirectSignature.parseAuthorization("GCS v1HMAC:key:c2ln")?.apiKeyId == "key")
        #expect(DirectSignature.parseAuthorization("GCS v1HMAC:key:c2ln")?.signature == "c2ln")
        for bad in ["GCS v1Client:abc", "GCS v1HMAC:key", "GCS v1HMAC::c2ln", "GCS v1HMAC:key:", "Basic a2V5OnNpZw==", "GCS v1HMAC:k y:c2ln"] {
            #expect(DirectSignature.parseAuthorization(bad) == nil, "\(bad)")
        }
    }

    // MARK: The sandbox's verification

    static let sessionPath = "/v2/\(DirectFixtures.merchant)/sessions"

    static func unsignedSession() -> RecordedRequest {
        RecordedRequest(
            method: "POST", path: sessionPath, headers: [NameValue("Content-Type", "application/json"), NameValue("X-GCS-ServerMetaInfo", "e30=")],
            body: .json(.object([])))
    }

    static func replacing(_ request: RecordedRequest, _ name: String, with value: String?) -> RecordedRequest {
        var changed = request
        changed.headers = RecordedRequest.sortHeaders(
            request.headers.filter { $0.name.lowercased() != name.lowercased() } + (value.map { [NameValue(name, $0)] } ?? []))
        return changed
    }

    /// The status, error id, property and message of a sandbox answer, after checking it against the spec.
    static func refusal(_ request: RecordedRequest) -> (status: Int, id: String?, property: String?, message: String?) {
        let sandbox = DirectFixtures.makeSandbox()
        let response = sandbox.handle(request).response
        let check = DirectFixtures.checker.check(Interaction(request: request, response: response))
        #expect(check.responseFindings.filter { $0.severity == .error }.isEmpty, "\(check.responseFindings.map { $0.message(.en) })")
        let body = response.body.structuredValue
        guard case .array(let items)? = body?["errors"], let first = items.first else {
            return (response.status, nil, nil, nil)
        }
        #expect(body?["errorId"]?.lexicalText?.isEmpty == false)
        #expect(first["httpStatusCode"]?.lexicalText == String(response.status))
        #expect(first["errorCode"]?.lexicalText?.isEmpty == false)
        return (response.status, first["id"]?.lexicalText, first["propertyName"]?.lexicalText, first["message"]?.lexicalText)
    }

    @Test func theSandboxAcceptsItsOwnKeyOnly() {
        let sandbox = DirectFixtures.makeSandbox()
        #expect(sandbox.handle(DirectAuthentication.signed(Self.unsignedSession())).response.status == 201)

        let missing = Self.refusal(Self.unsignedSession())
        #expect(missing.status == 401 && missing.id == "MISSING_OR_INVALID_AUTHORIZATION" && missing.property == "Authorization")

        let signed = DirectAuthentication.signed(Self.unsignedSession())
        let signature = DirectSignature.parseAuthorization(signed.header("Authorization") ?? "")?.signature ?? ""
        let malformed = Self.refusal(Self.replacing(signed, "Authorization", with: "GCS v1HMAC:" + signature))
        #expect(malformed.status == 401 && malformed.message?.contains("GCS v1HMAC:{apiKeyId}:{signature}") == true)

        let clientScheme = Self.refusal(Self.replacing(signed, "Authorization", with: "GCS v1Client:abc"))
        #expect(clientScheme.status == 401)

        let unknownKey = Self.refusal(Self.replacing(signed, "Authorization", with: "GCS v1HMAC:other-key:" + signature))
        #expect(unknownKey.status == 401 && unknownKey.message == "unknown API key identifier")

        // The same request signed with another secret, then a signed request changed after signing.
        let text = DirectSignature.stringToSign(method: "POST", headers: signed.headers, resource: Self.sessionPath)
        let wrong = DirectSignature.authorization(
            apiKeyId: DirectAuthentication.apiKeyID, signature: DirectSignature.signature(of: text, secretApiKey: "not-the-secret"))
        let wrongSecret = Self.refusal(Self.replacing(signed, "Authorization", with: wrong))
        #expect(wrongSecret.status == 401 && wrongSecret.message == "the signature does not match the request")
        let tampered = Self.refusal(Self.replacing(signed, "X-GCS-ServerMetaInfo", with: "eyJ4IjoxfQ=="))
        #expect(tampered.status == 401 && tampered.message == "the signature does not match the request")
        var otherPath = signed
        otherPath.path = "/v2/anotherMerchant/sessions"
        #expect(Self.refusal(otherPath).status == 401)
    }

    @Test func theSandboxRefusesDatesOutsideTheAllowedSkew() {
        let now = Date()
        for minutes in [-14.0, 14.0] {
            let request = DirectAuthentication.signed(Self.unsignedSession(), date: now.addingTimeInterval(minutes * 60))
            #expect(DirectFixtures.makeSandbox().handle(request).response.status == 201, "\(minutes) minutes")
        }
        for minutes in [-16.0, 16.0] {
            let stale = Self.refusal(DirectAuthentication.signed(Self.unsignedSession(), date: now.addingTimeInterval(minutes * 60)))
            #expect(stale.status == 401 && stale.property == "Date", "\(minutes) minutes")
        }
        let signed = DirectAuthentication.signed(Self.unsignedSession())
        #expect(Self.refusal(Self.replacing(signed, "Date", with: nil)).property == "Date")
        #expect(Self.refusal(Self.replacing(signed, "Date", with: "2026-11-26T22:08:21Z")).property == "Date")
    }

    @Test func signatureIsCheckedBeforeTheBody() {
        // A non-conforming body still gets 401 first, as the platform authenticates before it validates.
        var request = Self.unsignedSession()
        request.body = .json(.object([BodyMember("tokens", .string("not a list"))]))
        #expect(Self.refusal(request).status == 401)
        #expect(DirectFixtures.makeSandbox().handle(DirectAuthentication.signed(request)).response.status == 400)
    }

    // MARK: The SDK against the running sandbox

    static func sdkSession(_ base: String, secret: String) async throws -> (status: Int, body: [String: Any]) {
        let run = try await Subprocess.run(
            "/usr/bin/env",
            ["python3", TestSupport.repositoryRoot + "/Tests/Interop/direct_signature.py", "session", base, DirectAuthentication.apiKeyID, secret])
        #expect(run.status == 0, "\(run.stderr)")
        let line = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let json = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "\(run.stdout)\n\(run.stderr)")
        return (json["status"] as? Int ?? 0, json["body"] as? [String: Any] ?? [:])
    }

    @Test(
        .enabled(
            if: Python.hasDirectSDK, "onlinepayments-sdk-python3 is not installed: python3 -m pip install -r Tests/Interop/requirements.txt"))
    func theOfficialSDKSignsTheSandboxAcceptsAndAWrongSecretGets401() async throws {
        try await SandboxFixtures.withSandbox { base, _ in
            let accepted = try await Self.sdkSession(base, secret: DirectAuthentication.secretApiKey)
            #expect(accepted.status == 201)
            #expect((accepted.body["clientSessionId"] as? String)?.isEmpty == false, "\(accepted.body)")
            let refused = try await Self.sdkSession(base, secret: "a-wrong-secret")
            #expect(refused.status == 401)
            let errors = refused.body["errors"] as? [[String: Any]] ?? []
            #expect(refused.body["errorId"] is String, "\(refused.body)")
            #expect(errors.first?["id"] as? String == "MISSING_OR_INVALID_AUTHORIZATION", "\(refused.body)")
            #expect(errors.first?["httpStatusCode"] as? Int == 401)
        }
    }

    // MARK: The runner

    @Test func theRunnerSignsAtSendTimeAndTheCassetteKeepsNoSecret() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("direct-signature-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let scenarios = ScenarioLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs).scenarios
        let scenario = try #require(scenarios.scenarios.first { $0.id == "worldline-direct/card-payment-approved" })
        try await SandboxFixtures.withSandbox { base, _ in
            let resolved = TargetResolver.resolve(
                name: TargetResolver.sandbox, configuration: nil, scenarios: scenarios, protocols: ["worldline-direct"], sandboxURL: base,
                environment: [:], needsSecrets: true)
            let target = try #require(resolved.target, "\(resolved.diagnostics.map { $0.message(.en) })")
            #expect(target.endpoints["worldline-direct"]?.secrets["secretApiKey"] == DirectAuthentication.secretApiKey)
            #expect(target.endpoints["worldline-direct"]?.settings["apiKeyId"] == DirectAuthentication.apiKeyID)
            let runner = ScenarioRunner(
                specs: TestSupport.loaded.specs, target: target, options: RunOptions(mode: .record, cassettes: folder, seed: 3),
                sender: TestSender.shared)
            let outcome = await runner.run(scenario)
            let failures = outcome.suite.cases.compactMap { $0.failure.map { "\($0.kind) \($0.message.en)" } }
            #expect(failures.isEmpty && outcome.infrastructureErrors.isEmpty, "\(failures)")
            let text = try String(contentsOfFile: runner.cassettePath(scenario), encoding: .utf8)
            #expect(!text.contains(DirectAuthentication.secretApiKey))
            #expect(!text.contains(DirectAuthentication.apiKeyID + ":"), "the key ID and signature are masked with the header")
            #expect(text.contains("GCS v1HMAC:REDACTED"))
            let session = try #require(outcome.suite.exchanges.first)
            #expect(session.request.header("Authorization") == "GCS v1HMAC:REDACTED")
            let date = try #require(session.request.header("Date").flatMap(DirectSignature.parseHTTPDate))
            #expect(abs(date.timeIntervalSinceNow) < 120)
        }
    }

    @Test func authenticationNeedsItsSettings() throws {
        let request = RecordedRequest(method: "POST", path: "/v2/m/sessions")
        let url = try #require(URL(string: "https://example.invalid/v2/m/sessions"))
        let error = #expect(throws: RequestBuildError.self) {
            try RequestAuthenticator(settings: ["apiKeyId": "k"], protocolID: "worldline-direct").authenticate(request, url: url, scheme: .gcsV1HMAC)
        }
        #expect(error?.text.en.contains("'secretApiKey'") == true && error?.text.en.contains("CONFORMANCE_WORLDLINE_DIRECT_SECRETAPIKEY") == true)
        #expect(error?.text.fr.contains("'secretApiKey'") == true)
        let unchanged = try RequestAuthenticator(settings: [:], protocolID: "worldline-direct").authenticate(request, url: url, scheme: nil)
        #expect(unchanged == request)
        let date = Date(timeIntervalSince1970: 1_402_061_983)
        let signed = try RequestAuthenticator(settings: ["apiKeyId": "k", "secretApiKey": "s"], protocolID: "worldline-direct").authenticate(
            request, url: url, scheme: .gcsV1HMAC, date: date)
        let text = "POST\n\nFri, 06 Jun 2014 13:39:43 GMT\n/v2/m/sessions\n"
        #expect(signed.header("Authorization") == "GCS v1HMAC:k:" + DirectSignature.signature(of: text, secretApiKey: "s"))
    }

    // MARK: The spec

    @Test func serverAPIOperationsDeclareTheSignatureAndTheSettingsMatchTheSandbox() throws {
        let direct = try #require(TestSupport.loaded.specs.protocols["worldline-direct"])
        let signed = direct.operations.values.filter { $0.endpoint.authentication == .gcsV1HMAC }.map(\.id).sorted()
        #expect(signed == ["createPayment", "createSession"])
        let settings =
            ScenarioLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs).scenarios.settings["worldline-direct"] ?? []
        let key = try #require(settings.first { $0.name == "apiKeyId" })
        let secret = try #require(settings.first { $0.name == "secretApiKey" })
        #expect(key.sandbox == DirectAuthentication.apiKeyID && !key.secret)
        #expect(secret.sandbox == DirectAuthentication.secretApiKey && secret.secret)
        #expect(secret.environmentVariable(protocol: "worldline-direct") == "CONFORMANCE_WORLDLINE_DIRECT_SECRETAPIKEY")
    }

    @Test func anUnknownAuthenticationSchemeIsRefused() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("auth-spec-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let spec = try String(contentsOfFile: TestSupport.specsPath + "/worldline-direct/createSession.yaml", encoding: .utf8)
        let protocolFile = try String(contentsOfFile: TestSupport.specsPath + "/worldline-direct/protocol.yaml", encoding: .utf8)
        try protocolFile.write(toFile: folder + "/protocol.yaml", atomically: true, encoding: .utf8)
        try spec.replacingOccurrences(of: "authentication: gcs-v1hmac", with: "authentication: gcs-v2hmac")
            .write(toFile: folder + "/createSession.yaml", atomically: true, encoding: .utf8)
        let result = SpecLoader.load(paths: [folder])
        let problem = result.diagnostics.first { $0.message(.en).contains("gcs-v2hmac") }
        #expect(problem?.severity == .error)
        #expect(problem?.message(.en).contains("gcs-v1hmac") == true, "the message names the allowed value")
        #expect(problem?.location?.line == 22)
    }
}
