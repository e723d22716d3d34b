import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// Data outside the spec, as Schemathesis sends it (docs/openapi.md): the sandbox answers with the protocol's own error,
/// in a shape its spec allows, and routes any path segment to its operation.
@Suite struct SandboxFuzzedInputTests {
    static let sandbox = Sandbox(specs: TestSupport.loaded.specs)

    static func capture(_ header: String) throws -> RecordedRequest {
        let text = """
            {"RequestHeader": \(header), "TransactionReference": {"TransactionId": "723n4MAjMdhjSAhAKEUdA8jtl9jb"}}
            """
        return RecordedRequest(
            method: "POST", path: "/Payment/v1/Transaction/Capture", headers: [NameValue("Content-Type", "application/json")],
            body: .json(try JSONBodyParser.parse(text)))
    }

    /// The error findings of a Saferpay Capture answer against the newest spec.
    static func findings(_ response: RecordedResponse) throws -> [String] {
        guard case .json(let body) = response.body else { return ["not JSON"] }
        let target = try TestSupport.checker.target(
            protocol: "saferpay", operation: "TransactionCapture", direction: .response(status: String(response.status)))
        return TestSupport.checker.check(value: body, against: target).findings.filter { $0.severity == .error }.map { "\($0.path) \($0.kind)" }
    }

    static func member(_ response: RecordedResponse, _ path: String...) -> String? {
        guard case .json(var value) = response.body else { return nil }
        for key in path { value = value[key] ?? .null }
        return value.lexicalText
    }

    @Test(arguments: [
        #"{"SpecVersion": "", "CustomerId": "123123", "RequestId": "×ø", "RetryIndicator": 0}"#,
        #"{"SpecVersion": [1, {}], "CustomerId": "123123", "RequestId": [], "RetryIndicator": 0}"#,
        #"{"SpecVersion": "1.53", "CustomerId": "123123", "RequestId": "\#(String(repeating: "a", count: 51))", "RetryIndicator": 0}"#,
    ])
    func aRefusedRequestHeaderIsNotCopiedIntoTheErrorAnswer(header: String) throws {
        let response = Self.sandbox.handle(try Self.capture(header)).response
        #expect(response.status == 400)
        #expect(Self.member(response, "ErrorName") == "VALIDATION_FAILED")
        let findings = try Self.findings(response)
        #expect(findings.isEmpty, "\(findings)")
        #expect(Self.member(response, "ResponseHeader", "RequestId") == "sandbox")
    }

    @Test func aRequestIdTheCheckAcceptsIsStillCopied() throws {
        let header = #"{"SpecVersion": "", "CustomerId": "123123", "RequestId": "req-42", "RetryIndicator": 0}"#
        let response = Self.sandbox.handle(try Self.capture(header)).response
        #expect(response.status == 400)
        #expect(Self.member(response, "ResponseHeader", "RequestId") == "req-42")
        #expect(Self.member(response, "ResponseHeader", "SpecVersion") == TestSupport.loaded.specs.protocols["saferpay"]?.newestVersion)
    }

    /// A number where SpecVersion goes declares nothing: the answer follows the newest rules its header names, while a
    /// real older version still gets that version's spelling (`ABORT` before 1.33).
    @Test func aVersionTheCheckRefusesIsAnsweredByTheNewestRules() throws {
        let refused = Self.sandbox.handle(try Self.capture(#"{"SpecVersion": 0, "CustomerId": "1", "RequestId": "r", "RetryIndicator": 0}"#))
        #expect(Self.member(refused.response, "Behavior") == "DO_NOT_RETRY")
        #expect(Self.member(refused.response, "ResponseHeader", "SpecVersion") == "1.53")
        let findings = try Self.findings(refused.response)
        #expect(findings.isEmpty, "\(findings)")
        let older = Self.sandbox.handle(try Self.capture(#"{"SpecVersion": "1.20", "CustomerId": "1", "RequestId": [], "RetryIndicator": 0}"#))
        #expect(Self.member(older.response, "Behavior") == "ABORT")
        #expect(Self.member(older.response, "ResponseHeader", "SpecVersion") == "1.20")
    }

    /// A segment that opens with a combining mark or a skin-tone modifier would join the `/` before it into one character.
    @Test(arguments: [
        ("POST", "/v2/\u{301}/sessions", "createSession"), ("POST", "/v2/\u{1F3FB}/payments", "createPayment"),
        ("GET", "/client/v1/\u{1F3FB}/crypto/publickey", "getPublicKey"),
        ("GET", "/client/v1/abc/products/\u{0308}x/networks", "getPaymentProductNetworks"),
    ])
    func aSegmentOpeningWithAMarkStillRoutesToItsOperation(method: String, path: String, operation: String) {
        let reply = Self.sandbox.handle(RecordedRequest(method: method, path: path, headers: [], body: .none))
        #expect(reply.operation?.operation == operation, "\(reply.response.status)")
        #expect(reply.response.status == 401, "Direct's own answer to a call without credentials")
        guard case .json(let body) = reply.response.body, case .array(let errors) = body["errors"] ?? .null else {
            Issue.record("not Direct's error envelope: \(reply.response.body)")
            return
        }
        #expect(errors.first?["id"]?.lexicalText == "MISSING_OR_INVALID_AUTHORIZATION")
    }
}
