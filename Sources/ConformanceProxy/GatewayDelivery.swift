import ConformanceKit
import Foundation
import Hummingbird
import NIOCore

/// Sends an answer the way a ``GatewayIntervention`` says: now, late, or cut in the middle of its body.
public enum GatewayDelivery {
    /// The HTTP response for an answer and its delivery.
    public static func deliver(_ answer: RecordedResponse, _ delivery: GatewayIntervention.Delivery) async throws -> Response {
        switch delivery {
        case .now:
            return RecordingProxy.response(answer)
        case .after(let seconds):
            try await Task.sleep(nanoseconds: UInt64(max(0, seconds) * 1_000_000_000))
            return RecordingProxy.response(answer)
        case .closeMidBody:
            return truncated(answer)
        }
    }

    /// A response that announces its full length, sends half of the body, then fails (the connection closes mid-body).
    public static func truncated(_ recorded: RecordedResponse) -> Response {
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
