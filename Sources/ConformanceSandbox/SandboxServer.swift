import ConformanceKit
import ConformanceProxy
import Foundation
import Hummingbird
import Logging
import NIOCore
import UnixSignals

/// Serves a ``Sandbox`` over HTTP on loopback (unless told otherwise).
public struct SandboxServer: Sendable {
    /// The sandbox answering requests.
    public let sandbox: Sandbox
    /// The address to bind.
    public let host: String
    /// The port to bind; 0 picks a free one.
    public let port: Int
    /// The largest request body accepted.
    public let maxBodySize: Int

    /// Creates a server.
    public init(sandbox: Sandbox, host: String = "127.0.0.1", port: Int = 0, maxBodySize: Int = 4 << 20) {
        self.sandbox = sandbox
        self.host = host
        self.port = port
        self.maxBodySize = maxBodySize
    }

    /// Runs until cancelled (or SIGINT/SIGTERM when `handlingSignals`); `onListening` gets the bound port.
    public func run(handlingSignals: Bool = true, onListening: @escaping @Sendable (Int) async -> Void) async throws {
        let sandbox = self.sandbox
        let host = self.host
        let maxBodySize = self.maxBodySize
        var logger = Logger(label: "conformance-sandbox")
        logger.logLevel = .warning
        let application = Application(
            responder: CallbackResponder<BasicRequestContext> { request, _ in
                var request = request
                let body = try await request.collectBody(upTo: maxBodySize)
                let recorded = RecordingProxy.recordedRequest(request, body: Data(body.readableBytesView))
                let reply = sandbox.handle(recorded)
                switch reply.transportFault {
                case .hang?:
                    try await Task.sleep(nanoseconds: UInt64(sandbox.configuration.hangSeconds * 1_000_000_000))
                    return RecordingProxy.response(reply.response)
                case .closeMidBody?:
                    return SandboxServer.truncated(reply.response)
                default:
                    return RecordingProxy.response(reply.response)
                }
            },
            configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? 0
                sandbox.baseURL = "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(bound)"
                await onListening(bound)
            },
            logger: logger)
        try await application.runService(gracefulShutdownSignals: handlingSignals ? [UnixSignal.sigterm, UnixSignal.sigint] : [])
    }

    /// A response that announces its full length, sends half of the body, then fails (the connection closes mid-body).
    static func truncated(_ recorded: RecordedResponse) -> Response {
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
