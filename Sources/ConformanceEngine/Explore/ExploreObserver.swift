import ConformanceKit
import Foundation

/// The gateway side of one exploration run: a ``ClientSession`` watches and judges the traffic, and the
/// answers of the variation's operation are varied on their way to the client.
///
/// A case's own fault (an imposed answer) is left as it is; a held answer is varied when it is sent.
package final class ExploreObserver: GatewayObserver, @unchecked Sendable {
    /// The session that groups, checks and judges the run's traffic.
    package let session: ClientSession
    /// The variation applied, or nil for the run that learns the client's flow.
    package let variation: AnswerVariation?
    let resolver: OperationResolver
    let lock = NSLock()
    var variedCount = 0

    /// Creates the observer of one run.
    package init(session: ClientSession, variation: AnswerVariation?, specs: SpecSet) {
        self.session = session
        self.variation = variation
        resolver = OperationResolver(specs: specs)
    }

    /// How many answers were varied so far.
    package var varied: Int { lock.withLock { variedCount } }

    /// The session's own local paths (its return addresses).
    package var localPaths: [String] { session.localPaths }

    /// The session's turn, with the variation attached when the request is of the varied operation.
    package func begin(_ request: RecordedRequest) -> GatewayTurn {
        var turn = session.begin(request)
        guard let variation, turn.intervention?.response == nil,
            let reference = resolver.resolve(request)?.reference,
            reference.protocolID == variation.protocolID, reference.operation == variation.operation
        else { return turn }
        let reshape: @Sendable (RecordedResponse) -> RecordedResponse = { [self] answer in
            guard variation.applies(to: answer) else { return answer }
            lock.withLock { variedCount += 1 }
            return variation.applied(to: answer)
        }
        if var intervention = turn.intervention {
            intervention.reshape = reshape
            turn.intervention = intervention
        } else {
            turn.intervention = GatewayIntervention(response: nil, delivery: .now, forward: true, reshape: reshape)
        }
        return turn
    }

    /// Hands the answer sent to the session.
    package func complete(_ turn: GatewayTurn, response: RecordedResponse) { session.complete(turn, response: response) }

    /// Holds as the session does.
    package func hold(_ turn: GatewayTurn, seconds: Double, clientGone: @escaping @Sendable () -> Bool) async -> HoldOutcome {
        await session.hold(turn, seconds: seconds, clientGone: clientGone)
    }
}
