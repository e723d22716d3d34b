import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// cnpAPI's system-error envelope, declared under `errorEnvelope` in the vantiv-eprotect specs, checks as the
/// documented error form it is; an ordinary answer checks as before; a malformed envelope still fails.
@Suite struct ErrorEnvelopeTests {
    /// The answer the Litle SDKs' own tests mock for a system failure.
    static let systemError =
        #"<litleOnlineResponse version="1.0" xmlns="http://www.litle.com/schema/online" response="1" message="System Error - Call Litle &amp; Co."></litleOnlineResponse>"#
    static let approved =
        #"<?xml version="1.0" encoding="UTF-8"?><cnpOnlineResponse xmlns="http://www.vantivcnp.com/schema" version="12.0" response="0" message="Valid Format"><authorizationResponse id="a1" reportGroup="Mobile App"><cnpTxnId>352561506380569595</cnpTxnId><orderId>o-1</orderId><response>110</response><responseTime>2026-11-26T22:43:08</responseTime><postDate>2026-11-26</postDate><message>Insufficient Funds</message></authorizationResponse></cnpOnlineResponse>"#
    static let request =
        #"<?xml version="1.0" encoding="UTF-8"?><cnpOnlineRequest xmlns="http://www.vantivcnp.com/schema" version="12.0" merchantId="101"><authentication><user>u</user><password>p</password></authentication><authorization id="a1" reportGroup="Mobile App"><orderId>o-1</orderId><amount>100</amount><orderSource>ecommerce</orderSource><card><type>VI</type><number>4111111111111111</number><expDate>1230</expDate></card></authorization></cnpOnlineRequest>"#

    static func check(_ body: String, specs: SpecSet = TestSupport.loaded.specs, operation: String = "authorization") throws -> CheckResult {
        try ConformanceChecker(specs: specs).check(
            body: Data(body.utf8), protocol: "vantiv-eprotect", operation: operation, direction: .response(status: "200"))
    }

    static func describe(_ result: CheckResult) -> String {
        result.findings.map { "\($0.kind.rawValue) \($0.path): \($0.message(.en))" }.joined(separator: "\n")
    }

    @Test(arguments: ["authorization", "sale", "registerTokenRequest"])
    func theSystemErrorEnvelopeChecksAsTheDocumentedErrorForm(operation: String) throws {
        let result = try Self.check(Self.systemError, operation: operation)
        #expect(result.conforms, "\(Self.describe(result))")
        #expect(!result.findings.contains { $0.kind == .unknownVersion || $0.kind == .wrongNamespace }, "\(Self.describe(result))")
        let note = try #require(result.findings.first { $0.kind == .errorEnvelope }, "\(Self.describe(result))")
        #expect(note.severity == .note && note.message(.en).contains("<litleOnlineResponse>") && note.message(.fr).contains("forme d'erreur"))
        // Its meaning, from the spec's code table.
        let meaning = try #require(result.findings.first { $0.kind == .codeMeaning && $0.actual == "1" }, "\(Self.describe(result))")
        #expect(meaning.message(.en).contains("platform failed") && meaning.action != nil)
    }

    @Test func withoutTheDeclarationTheOldFindingsComeBack() throws {
        var specs = TestSupport.loaded.specs
        var spec = try #require(specs.protocols["vantiv-eprotect"])
        var operation = try #require(spec.operations["authorization"])
        operation.responses = operation.responses.map {
            (
                $0.status,
                {
                    var message = $0; message.errorEnvelope = nil; return message
                }($0.message)
            )
        }
        spec.operations["authorization"] = operation
        specs.protocols["vantiv-eprotect"] = spec
        let result = try Self.check(Self.systemError, specs: specs)
        #expect(result.findings.contains { $0.kind == .wrongNamespace } && !result.conforms, "\(Self.describe(result))")
        #expect(!result.findings.contains { $0.kind == .errorEnvelope })
    }

    @Test func anOrdinaryAnswerChecksAsBefore() throws {
        let result = try Self.check(Self.approved)
        #expect(result.conforms, "\(Self.describe(result))")
        #expect(!result.findings.contains { $0.kind == .errorEnvelope })
        // Accepted (response 0) in the error form's namespace: it is the message, and the namespace is wrong.
        let moved = Self.approved.replacingOccurrences(of: "http://www.vantivcnp.com/schema", with: "http://www.litle.com/schema/online")
        let wrong = try Self.check(moved)
        #expect(wrong.findings.contains { $0.kind == .wrongNamespace } && !wrong.conforms, "\(Self.describe(wrong))")
    }

    @Test(arguments: [
        ("another namespace", #"xmlns="http://www.litle.com/schema/online""#, #"xmlns="http://example.com/other""#, FindingKind.wrongNamespace),
        ("no message", #" message="System Error - Call Litle &amp; Co.""#, "", FindingKind.missingMandatory),
        ("a response that is not a number", #"response="1""#, #"response="x1""#, FindingKind.badFormat),
    ])
    func aMalformedEnvelopeStillFails(label: String, original: String, replacement: String, kind: FindingKind) throws {
        let body = Self.systemError.replacingOccurrences(of: original, with: replacement)
        #expect(body != Self.systemError)
        let result = try Self.check(body)
        #expect(!result.conforms && result.findings.contains { $0.kind == kind && $0.severity == .error }, "\(label): \(Self.describe(result))")
    }

    @Test func anotherRootIsNotTheEnvelope() throws {
        let body = Self.systemError.replacingOccurrences(of: "litleOnlineResponse", with: "systemErrorResponse")
        let result = try Self.check(body)
        #expect(!result.conforms, "\(Self.describe(result))")
    }

    @Test func anExchangeAnsweredByTheEnvelopeConforms() throws {
        let checker = ExchangeChecker(specs: TestSupport.loaded.specs)
        let interaction = Interaction(
            request: RecordedRequest(
                method: "POST", path: "/vap/communicator/online", headers: [NameValue("Content-Type", "text/xml; charset=UTF-8")],
                body: RecordedBody.from(Data(Self.request.utf8), contentType: "text/xml")),
            response: RecordedResponse(
                status: 200, headers: [NameValue("Content-Type", "text/xml; charset=UTF-8")],
                body: RecordedBody.from(Data(Self.systemError.utf8), contentType: "text/xml")))
        let result = checker.check(interaction)
        #expect(result.operation?.operation == "authorization", "\(String(describing: result.operation))")
        #expect(result.verdict?.responseConforms == true, "\(result.responseFindings.map { $0.message(.en) })")
        #expect(result.responseFindings.contains { $0.kind == .errorEnvelope })
    }
}
