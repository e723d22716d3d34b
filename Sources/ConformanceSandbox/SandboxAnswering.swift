import ConformanceEngine
import ConformanceKit
import Foundation

extension Sandbox {
    /// The JSON answer the specs give a protocol for an error kind (`errors:` of its `sandbox/answers.yaml`).
    ///
    /// A `body` is sent as written; `values` follow `leading` members (a response header). A kind the file lacks
    /// gets `500` naming the missing entry, so a gap in the specs shows instead of a made-up answer.
    package func errorAnswer(
        _ protocolID: String, _ kind: String, leading: [BodyMember] = [], _ lookup: [String: BodyValue] = [:]
    ) -> RecordedResponse {
        guard let answer = facts[protocolID].answers.error(kind) else { return missingAnswer(protocolID, "errors.\(kind)") }
        return jsonAnswer(answer, leading: leading, lookup)
    }

    /// The JSON answer the specs give a protocol for an outcome at an operation, or nil when they give none.
    package func outcomeAnswer(
        _ protocolID: String, _ outcome: TestCardOutcome, operation: String, leading: [BodyMember] = [], _ lookup: [String: BodyValue] = [:]
    ) -> RecordedResponse? {
        facts[protocolID].answers.answer(outcome, operation: operation).map { jsonAnswer($0, leading: leading, lookup) }
    }

    /// An answer as JSON: its body, else the leading members and its values; its status, else 200.
    func jsonAnswer(_ answer: SandboxAnswer, leading: [BodyMember], _ lookup: [String: BodyValue]) -> RecordedResponse {
        let body = answer.body(lookup) ?? .object(leading + answer.values(lookup).map { BodyMember($0.0, $0.1 ?? .null) })
        return json(answer.status ?? 200, body)
    }

    /// `500` for an answer the specs do not give.
    func missingAnswer(_ protocolID: String, _ entry: String) -> RecordedResponse {
        json(
            500,
            .object([
                BodyMember("error", .string("sandbox.missing-answer")),
                BodyMember("message", .string("Specs/\(protocolID)/sandbox/answers.yaml has no \(entry)")),
            ]))
    }
}
