import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// The name rules: fragments inside longer names across separators and camelCase, their documented
/// exceptions, the names the specs mark, name/value pairs and cookies in bodies.
@Suite struct SensitiveNameRulesTests {
    static let names = SensitiveNames.standard

    /// Names that must be sensitive, with their kind.
    static let sensitive: [(String, SensitiveNames.Kind)] = [
        ("cardCSCValue", .csc), ("card_csc", .csc), ("X-Card-CSC", .csc), ("CSC", .csc), ("cvv", .csc), ("customerCVV2", .csc),
        ("card-cvn", .csc), ("cvc2", .csc), ("securityCodeValue", .csc), ("cardVerificationCode", .csc), ("cardValidationNum", .csc),
        ("X-Echo-Authorization", .secret), ("Authorization", .secret), ("x_proxy_authorization", .secret), ("X-Echo-Api-Key", .secret),
        ("api_key", .secret), ("apiKey", .secret), ("X-API-KEY", .secret), ("client_secret", .secret), ("merchantPassword", .secret),
        ("db_passwd", .secret), ("access_token", .secret), ("refreshToken", .secret), ("X-Auth-Token", .secret), ("privateKey", .secret),
        ("Cookie", .cookie), ("Set-Cookie", .cookie), ("X-Echo-Cookie", .cookie), ("cookies", .cookie),
        ("cardNumber", .pan), ("applicationPrimaryAccountNumber", .pan), ("applicationExpirationDate", .expiry), ("ExpMonth", .expiry),
        ("onlinePaymentCryptogram", .secret), ("accNum", .secret), ("clientSessionId", .secret),
    ]

    /// Names that must stay readable: flags, results, descriptors, algorithms, tokens the flows need.
    static let readable = [
        "tokenType", "cardCSCPresence", "CVVResult", "cvvResponseCode", "cscLength", "keyVersion", "sealAlgorithm", "seal", "signature",
        "paymentMeanBrand", "X-GCS-ClientMetaInfo", "AllowPartialAuthorization", "authorizationResponse", "CnpAuthorizationResponse",
        "authorizationResponseSubCode", "apiKeyId", "paymentToken", "Token", "tokenPan", "cardValidationResult", "authorisationId", "AuthCode",
        "publicKey", "secretKeyVersion", "isPasswordSet", "cookieConsent", "Amount", "Value", "number", "value", "Id", "redirectionData",
        "transactionContextData", "cid", "CARD_CVC_INVALID",
    ]

    @Test func fragmentsAreFoundInsideLongerNames() {
        for (name, kind) in Self.sensitive {
            #expect(Self.names.kind(of: name) == kind, "\(name): \(String(describing: Self.names.kind(of: name)))")
        }
    }

    @Test func flagsDescriptorsAndTokensStayReadable() {
        for name in Self.readable {
            #expect(Self.names.kind(of: name) == nil, "\(name): \(String(describing: Self.names.kind(of: name)))")
        }
    }

    @Test func wordsSplitAtSeparatorsAndCamelCase() {
        #expect(SensitiveNames.words(of: "cardCSCValue") == ["card", "csc", "value"])
        #expect(SensitiveNames.words(of: "X-GCS-ClientMetaInfo") == ["x", "gcs", "client", "meta", "info"])
        #expect(SensitiveNames.words(of: "customerCVV2Value") == ["customer", "cvv2", "value"])
        #expect(SensitiveNames.words(of: "ns:card_csc") == ["card", "csc"])
        #expect(SensitiveNames.words(of: "") == [])
    }

    @Test func noHarmlessEndingEndsAFragment() {
        for fragment in Self.names.fragments {
            for ending in Self.names.harmlessEndings {
                #expect(!fragment.text.hasSuffix(ending), "\(ending) would hide \(fragment.text)")
            }
        }
    }

    /// Every field name a spec marks pan, csc, expiry or secret is sensitive by name, with that kind, in
    /// every protocol; only the generic names listed here are left to the spec's path and the value scan.
    @Test func everyNameTheSpecsMarkIsSensitiveEverywhere() {
        let generic: Set<String> = ["number", "value"]
        var marked: [String: Sensitivity] = [:]
        func visit(_ fields: [FieldSpec]) {
            for field in fields {
                if let sensitivity = field.sensitivity, sensitivity != .token {
                    for name in field.namesInAllVersions where !name.hasPrefix("@") { marked[name] = sensitivity }
                }
                if let inline = field.fields { visit(inline) }
            }
        }
        for spec in TestSupport.loaded.specs.protocols.values {
            for container in spec.containers.values { visit(container.fields) }
            for operation in spec.operations.values {
                visit(operation.request.fields + operation.request.headers + operation.request.query)
                for response in operation.responses { visit(response.message.fields + response.message.headers) }
            }
        }
        #expect(marked.count >= 20, "\(marked.keys.sorted())")
        for (name, sensitivity) in marked.sorted(by: { $0.key < $1.key }) where !generic.contains(SensitiveNames.folded(name)) {
            let kind = Self.names.kind(of: name)
            #expect(kind?.sensitivity == sensitivity, "\(name) is marked \(sensitivity.rawValue) but matches \(String(describing: kind))")
        }
    }

    @Test func nameValuePairsAreRedactedLikeForms() throws {
        let redactor = Redactor()
        let text =
            #"{"args":[["amount","100"],["cvv","189"],["api_key","abcdefgh12345678ij"]],"params":[{"name":"cvv","value":738},{"name":"amount","value":"100"},{"key":"Cookie","val":"sid=abc123"},{"key":"expiryDate","value":"1129"}]}"#
        var counter = 0
        let value = try JSONBodyParser.parse(text)
        let redacted = redactor.redactJSON(value, path: "", sensitive: [:], depth: 0, counter: &counter).jsonText
        #expect(redacted.contains(#"["cvv","123"]"#) && redacted.contains(#"["api_key","REDACTED"]"#), "\(redacted)")
        #expect(redacted.contains(#"["amount","100"]"#) && redacted.contains(#"{"name":"amount","value":"100"}"#), "\(redacted)")
        // The type stays: a number stays a number.
        #expect(redacted.contains(#"{"name":"cvv","value":123}"#), "\(redacted)")
        #expect(redacted.contains(#""val":"sid=REDACTED""#), "\(redacted)")
        // A stored card's display attributes keep their expiry (flows show and check it).
        #expect(redacted.contains(#"{"key":"expiryDate","value":"1129"}"#), "\(redacted)")
        #expect(counter == 4)
    }

    @Test func cookiesInBodiesAndPrefixedHeadersAreMasked() {
        let redactor = Redactor()
        var counter = 0
        let json = redactor.redactText(
            #"{"headers":{"Cookie":"session=s3cr3tvalue; Path=/","X-Echo-Authorization":"Basic dXNlcjpwYXNz"}}"#, depth: 0, counter: &counter)
        #expect(json.contains("session=REDACTED; Path=/") && json.contains("Basic UkVEQUNURUQ6UkVEQUNURUQ="), "\(json)")
        let headers = redactor.redactHeaders(
            [NameValue("X-Echo-Api-Key", "0123456789abcdef0123"), NameValue("X-Echo-Cookie", "opaquevalue"), NameValue("keyVersion", "3")], extra: [],
            counter: &counter)
        #expect(headers.map(\.value) == ["00000000000000000000", "REDACTED", "3"], "\(headers)")
    }

    @Test func secretsKeepTheirShape() {
        #expect(Redactor.secretReplacement("1099999998") == "0000000000")
        #expect(Redactor.secretReplacement("3f2a9c1d7e5b4a0c8d6e2f1b9a7c5d3e") == String(repeating: "0", count: 32))
        #expect(Redactor.secretReplacement("AgAAAAAAAIR8CQrXcIhbQAAAAAA=") == String(repeating: "A", count: 27) + "=")
        #expect(Redactor.secretReplacement("Bearer abc.def") == "Bearer REDACTED")
        #expect(Redactor.secretReplacement("hunter2") == "REDACTED")
        for value in ["REDACTED", "0000", "AAAAAAAAAAAAAAAA", "Bearer REDACTED"] {
            #expect(Redactor.secretReplacement(value) == value)
        }
        #expect(Redactor.maskCookie("a=1; b=2; Path=/") == "a=REDACTED; b=REDACTED; Path=/")
        #expect(Redactor.maskCookie("opaque") == "REDACTED")
    }

    @Test func theSipsCodeIsRedactedAwayFromItsSpecPathInBothDirections() throws {
        let redactor = Redactor()
        let body = #"{"extra":{"cardCSCValue":"4821"},"cardCSCPresence":"true","keyVersion":"1","sealAlgorithm":"HMAC-SHA-256"}"#
        let request = RecordedRequest(
            method: "POST", path: "/rs-services/v2/paymentInApp/cardOrder", headers: [NameValue("Content-Type", "application/json")],
            body: RecordedBody.from(Data(body.utf8), contentType: "application/json"))
        let response = RecordedResponse(
            status: 200, headers: [NameValue("Content-Type", "application/json")],
            body: RecordedBody.from(Data(body.utf8), contentType: "application/json"))
        let redacted = redactor.redact(Interaction(request: request, response: response), profile: nil).interaction
        for side in [redacted.request.body, redacted.response.body] {
            let text = String(decoding: side.data, as: UTF8.self)
            #expect(text.contains(#""cardCSCValue":"1234""#) && text.contains(#""cardCSCPresence":"true""#), "\(text)")
            #expect(text.contains(#""keyVersion":"1""#) && text.contains("HMAC-SHA-256"), "\(text)")
        }
    }
}

/// A number under a sensitive name (Schemathesis sends `"secretKey": -43589956563160055808` inside members it makes
/// up) is replaced by a JSON number that a second redaction, which the write-time scan performs, leaves as it is.
@Suite struct SensitiveNumberRedactionTests {
    static let redactor = Redactor(policy: RedactionPolicy())

    @Test(arguments: [SensitiveNames.Kind.secret, .csc, .pin])
    func aNumberUnderASensitiveNameBecomesAStableJSONNumber(kind: SensitiveNames.Kind) throws {
        for text in ["-43589956563160055808", "123", "4111111111111112", "-7", "98765432109876543210"] {
            guard let replaced = Self.redactor.redactNamed(.number(text), kind: kind) else {
                // Left alone only when the value is its own placeholder (a security code `123`).
                #expect(Self.redactor.replacement(for: text, kind: kind) == text, "\(kind) \(text) stays in clear")
                continue
            }
            guard case .number(let number) = replaced else {
                Issue.record("\(kind) \(text) became \(replaced), not a number")
                continue
            }
            #expect(Redactor.isJSONInteger(number), "\(kind) \(text) → \(number) is not a JSON number")
            #expect(Self.redactor.replacement(for: number, kind: kind) == number, "\(kind) \(text) → \(number) would be redacted again")
        }
    }

    @Test func theFuzzedBodyRedactsToWhatTheScanAccepts() throws {
        let body = try JSONBodyParser.parse(#"{"RequestHeader": {"ClientInfo": {"\u001b\u007f\u0087": {"secretKey": -43589956563160055808}}}}"#)
        var counter = 0
        let redacted = Self.redactor.redactJSON(body, path: "", sensitive: [:], depth: 0, counter: &counter)
        #expect(counter == 1)
        let value = redacted["RequestHeader"]?["ClientInfo"]?["\u{1b}\u{7f}\u{87}"]?["secretKey"]
        let text = try #require(value?.lexicalText)
        #expect(!CardNumberScan.isClear(text, kind: .secret, name: "secretKey", redactor: Self.redactor), "\(text)")
    }
}
