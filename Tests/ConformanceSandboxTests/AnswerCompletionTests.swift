import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// `X-Sandbox-Answer: complete` adds the optional members the simulator left out, and the answer still conforms.
@Suite struct AnswerCompletionTests {
    static let specs = TestSupport.loaded.specs

    /// The number of members of a body, at every level.
    static func memberCount(_ body: RecordedBody) -> Int {
        func count(_ value: BodyValue) -> Int {
            switch value {
            case .object(let members): members.count + members.reduce(0) { $0 + count($1.value) }
            case .array(let items): items.reduce(0) { $0 + count($1) }
            default: 0
            }
        }
        return AnswerBody(body).map { count($0.value) } ?? 0
    }

    static func asking(_ request: RecordedRequest) -> RecordedRequest {
        var asked = request
        asked.headers.append(NameValue(Sandbox.answerHeader, Sandbox.completeAnswer))
        return asked
    }

    @Test func everyOperationsCompleteAnswerConformsAndHoldsAtLeastAsMuch() throws {
        let fixtures = SpecFixtures(specs: Self.specs, coverage: .minimal)
        let checker = ExchangeChecker(specs: Self.specs)
        var grown = 0
        var checked = 0
        for (protocolID, operationID) in fixtures.operations {
            guard let fixture = try? fixtures.request(protocolID, operationID) else { continue }
            let plain = Sandbox(specs: Self.specs).handle(fixture.recorded).response
            let complete = Sandbox(specs: Self.specs).handle(Self.asking(fixture.recorded)).response
            #expect(complete.status == plain.status, "\(protocolID) \(operationID)")
            func errors(_ response: RecordedResponse) -> Set<String> {
                Set(
                    checker.check(Interaction(request: fixture.recorded, response: response)).responseFindings
                        .filter { $0.severity == .error }.map { "\($0.kind) \($0.path)" })
            }
            let added = errors(complete).subtracting(errors(plain))
            #expect(added.isEmpty, "\(protocolID) \(operationID): \(added.sorted())")
            #expect(Self.memberCount(complete.body) >= Self.memberCount(plain.body), "\(protocolID) \(operationID)")
            if Self.memberCount(complete.body) > Self.memberCount(plain.body) { grown += 1 }
            checked += 1
        }
        #expect(checked > 30)
        #expect(grown > 10, "only \(grown) of \(checked) answers gained members")
    }

    @Test func aSealedSipsAnswerIsSealedAnewAfterCompletion() throws {
        let fixtures = SpecFixtures(specs: Self.specs, coverage: .minimal)
        let fixture = try fixtures.request("sips-inapp", "paymentMeanInfoInitialize")
        guard case .json(let body) = fixture.recorded.body else {
            Issue.record("the Sips initialisation request is JSON")
            return
        }
        var request = fixture.recorded
        request.body = .json(SipsSeal.sealed(body, secretKey: SandboxConfiguration().sipsSecretKey))
        let plain = Sandbox(specs: Self.specs).handle(request).response
        let complete = Sandbox(specs: Self.specs).handle(Self.asking(request)).response
        guard case .json(let answer) = complete.body, answer["seal"] != nil else {
            Issue.record("the answer is sealed: \(complete)")
            return
        }
        #expect(Self.memberCount(complete.body) > Self.memberCount(plain.body))
        #expect(SipsSeal.verify(fields: answer, secretKey: SandboxConfiguration().sipsSecretKey))
    }

    /// Every member of an answer, by path, with its value; timestamps (a token's expiry is the clock plus a delay) as `<time>`.
    static func members(_ body: RecordedBody) -> [String] {
        var found: [String] = []
        func walk(_ value: BodyValue, _ path: String) {
            switch value {
            case .object(let members): for member in members { walk(member.value, path + "." + member.key) }
            case .array(let items): for (index, item) in items.enumerated() { walk(item, "\(path)[\(index)]") }
            default:
                let text = value.lexicalText ?? ""
                found.append(path + " = " + (ISO8601DateFormatter().date(from: text) == nil ? text : "<time>"))
            }
        }
        if let answer = AnswerBody(body) { walk(answer.value, "$") }
        return found
    }

    @Test func withoutTheHeaderTheAnswerIsUnchanged() throws {
        let fixture = try SpecFixtures(specs: Self.specs, coverage: .minimal).request("saferpay", "TransactionInitialize")
        let first = Sandbox(specs: Self.specs).handle(fixture.recorded).response
        let second = Sandbox(specs: Self.specs).handle(fixture.recorded).response
        // Two sandboxes of one seed answer alike, up to the clock: the same members with the same values.
        #expect(first.status == second.status && first.headers == second.headers)
        #expect(Self.members(first.body) == Self.members(second.body))
        #expect(Self.members(first.body).contains { $0.hasSuffix("= <time>") }, "the token's expiry is read as a time")
        #expect(Self.memberCount(first.body) < Self.memberCount(Sandbox(specs: Self.specs).handle(Self.asking(fixture.recorded)).response.body))
    }
}
