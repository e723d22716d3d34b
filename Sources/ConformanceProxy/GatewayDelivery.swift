import ConformanceEngine
import ConformanceKit
import Foundation
import Hummingbird
import NIOCore

/// Sends an answer the way a ``GatewayIntervention`` says: now, late, or cut in the middle of its body.
package enum GatewayDelivery {
    /// The HTTP response for an answer and its delivery.
    ///
    /// A late answer is held by the observer, when there is one (it may end the hold early: the session ended), and
    /// never longer than the client stays: when the client closes its connection first, or the hold ends before its
    /// time, nothing is sent and the connection is closed.
    package static func deliver(
        _ answer: RecordedResponse, _ delivery: GatewayIntervention.Delivery, observer: (any GatewayObserver)? = nil, turn: GatewayTurn? = nil,
        channel: (any Channel)? = nil
    ) async throws -> Response {
        switch delivery {
        case .now:
            return RecordingProxy.response(answer)
        case .after(let seconds):
            let gone = await ClientDeparture.watch(channel)
            let outcome: HoldOutcome
            if let observer, let turn {
                outcome = await observer.hold(turn, seconds: seconds, clientGone: gone)
            } else {
                outcome = await HoldOutcome.wait(seconds: seconds) { gone() ? .abandoned : nil }
            }
            if outcome.end != .delivered, let channel { channel.close(promise: nil) }
            return RecordingProxy.response(answer)
        case .closeMidBody:
            return truncated(answer)
        }
    }

    /// A response that announces its full length, sends half of the body, then fails (the connection closes mid-body).
    package static func truncated(_ recorded: RecordedResponse) -> Response {
        let data = recorded.body.data
        let half = ByteBuffer(bytes: data.prefix(max(1, data.count / 2)))
        var response = RecordingProxy.response(recorded)
        response.body = ResponseBody(contentLength: max(2, data.count)) { writer in
            try await writer.write(half)
            throw CancellationError()
        }
        return response
    }
}
