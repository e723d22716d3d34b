import ConformanceCrypto
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

    @Test func withoutTheHeaderTheAnswerIsUnchanged() throws {
        let fixture = try SpecFixtures(specs: Self.specs, coverage: .minimal).request("saferpay", "TransactionInitialize")
        let first = Sandbox(specs: Self.specs).handle(fixture.recorded).response
        let second = Sandbox(specs: Self.specs).handle(fixture.recorded).response
        #expect(first == second)
    }
}
