import ConformanceEngine
import ConformanceKit
import Foundation

extension Sandbox {
    /// The request header that asks for a complete answer.
    ///
    /// `X-Sandbox-Answer: complete` adds every optional member the simulator left out (never a conditional one), with
    /// the spec's example values, wherever the answer stays conformant. Real gateways ignore it, so a scenario may send
    /// it to any target.
    package static let answerHeader = "X-Sandbox-Answer"
    /// The one value ``answerHeader`` takes.
    package static let completeAnswer = "complete"

    /// The answer completed and reshaped as asked, then sealed anew by its protocol's simulator when it changed.
    func shaped(_ reply: SandboxReply, request: RecordedRequest, reshape: (@Sendable (RecordedResponse) -> RecordedResponse)?) -> SandboxReply {
        guard let reference = reply.operation else { return reply }
        let complete = request.header(Self.answerHeader)?.trimmingCharacters(in: .whitespaces).lowercased() == Self.completeAnswer
        // Nothing to do for a plain request: no comparison of bodies on the sandbox's common path.
        guard complete || reshape != nil, let simulator = simulators[reference.protocolID] else { return reply }
        var response = reply.response
        if complete { response = completed(response, request: request, reference: reference) }
        if let reshape { response = reshape(response) }
        guard response != reply.response else { return reply }
        var shaped = reply
        shaped.response = simulator.resealed(response, in: self)
        return shaped
    }

    /// The answer with every optional member it lacks that keeps it conformant.
    func completed(_ response: RecordedResponse, request: RecordedRequest, reference: OperationReference) -> RecordedResponse {
        let planner = lock.withLock {
            if let made = answerPlanner { return made }
            let made = VariationPlanner(specs: specs, protocolVersions: configuration.protocolVersions)
            answerPlanner = made
            return made
        }
        let edits = planner.optionalPresentEdits(
            protocolID: reference.protocolID, operation: reference.operation, request: request, response: response)
        guard !edits.isEmpty else { return response }
        return AnswerVariation(protocolID: reference.protocolID, operation: reference.operation, kind: .optionalPresent, edits: edits)
            .applied(to: response)
    }
}
