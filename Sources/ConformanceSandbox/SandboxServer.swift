import ConformanceKit
import ConformanceProxy
import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
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

    /// Runs until cancelled (or SIGINT/SIGTERM when `handlingSignals`), then shuts down gracefully; `onListening` gets the bound port.
    public func run(handlingSignals: Bool = true, onListening: @escaping @Sendable (Int) async -> Void) async throws {
        var logger = Logger(label: "conformance-sandbox")
        logger.logLevel = .warning
        try await GracefulService.run(
            makeApplication(onListening: onListening), signals: handlingSignals ? [.sigterm, .sigint] : [], logger: logger)
    }

    /// Starts the server in the background and returns once it listens; stop it with ``RunningSandbox/stop()``.
    public func start(timeout: TimeInterval = 20) async throws -> RunningSandbox {
        let port = PortWaiter()
        var logger = Logger(label: "conformance-sandbox")
        logger.logLevel = .warning
        let application = makeApplication { await port.set($0) }
        let group = ServiceGroup(configuration: .init(services: [application], gracefulShutdownSignals: [], logger: logger))
        let task = Task { try await group.run() }
        guard let bound = await port.wait(timeout: timeout) else {
            await group.triggerGracefulShutdown()
            _ = await task.result
            throw SandboxStartError(host: host, port: self.port)
        }
        return RunningSandbox(baseURL: "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(bound)", port: bound, group: group, task: task)
    }

    func makeApplication(onListening: @escaping @Sendable (Int) async -> Void) -> Application<CallbackResponder<BasicRequestContext>> {
        let sandbox = self.sandbox
        let host = self.host
        let maxBodySize = self.maxBodySize
        var logger = Logger(label: "conformance-sandbox")
        logger.logLevel = .warning
        return Application(
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

/// A sandbox server running in the background.
public final class RunningSandbox: Sendable {
    /// `http://host:port`.
    public let baseURL: String
    /// The bound port.
    public let port: Int
    let group: ServiceGroup
    let task: Task<Void, any Error>

    init(baseURL: String, port: Int, group: ServiceGroup, task: Task<Void, any Error>) {
        self.baseURL = baseURL
        self.port = port
        self.group = group
        self.task = task
    }

    /// Stops accepting connections, lets requests in flight finish, and returns once the server is down.
    public func stop() async {
        await group.triggerGracefulShutdown()
        _ = await task.result
    }
}

/// The sandbox did not report a bound port in time.
public struct SandboxStartError: Error, CustomStringConvertible {
    /// The address asked for.
    public var host: String
    /// The port asked for.
    public var port: Int

    /// What went wrong.
    public var description: String { "the sandbox did not start listening on \(host):\(port) in time" }
}

/// Hands the bound port from the server's callback to the task waiting for it.
actor PortWaiter {
    var port: Int?

    func set(_ value: Int) { port = value }

    func wait(timeout: TimeInterval) async -> Int? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let port { return port }
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        return port
    }
}
