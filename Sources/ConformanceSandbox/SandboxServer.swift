import ConformanceEngine
import ConformanceKit
import ConformanceProxy
import ConformanceTransport
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle
import UnixSignals

/// Serves a ``Sandbox`` over HTTP on loopback (unless told otherwise).
package struct SandboxServer: Sendable {
    /// The sandbox answering requests.
    package let sandbox: Sandbox
    /// The address to bind.
    package let host: String
    /// The port to bind; 0 picks a free one.
    package let port: Int
    /// The largest request body accepted; a larger one is answered 413.
    package let maxBodySize: Int
    /// Seconds a client has to send a whole request head; past it, 408 and the connection closes.
    package let headerTimeout: TimeInterval
    /// Seconds a connection may stay silent before it is closed.
    package let idleTimeout: TimeInterval

    /// Creates a server.
    package init(
        sandbox: Sandbox, host: String = "127.0.0.1", port: Int = 0, maxBodySize: Int = ServerLimits.sandbox.maxBodyBytes,
        headerTimeout: TimeInterval = ServerLimits.sandbox.headerTimeout, idleTimeout: TimeInterval = ServerLimits.sandbox.idleTimeout
    ) {
        self.sandbox = sandbox
        self.host = host
        self.port = port
        self.maxBodySize = maxBodySize
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
    }

    /// The server limits: body size, header and idle timeouts.
    package var limits: ServerLimits { ServerLimits(maxBodyBytes: maxBodySize, headerTimeout: headerTimeout, idleTimeout: idleTimeout) }

    /// Runs until cancelled (or SIGINT/SIGTERM when `handlingSignals`), then shuts down gracefully; `onListening` gets the bound port.
    package func run(handlingSignals: Bool = true, onListening: @escaping @Sendable (Int) async -> Void) async throws {
        var logger = Logger(label: "conformance-sandbox")
        logger.logLevel = .warning
        try await GracefulService.run(
            makeApplication(onListening: onListening), signals: handlingSignals ? [.sigterm, .sigint] : [], logger: logger)
    }

    /// Starts the server in the background and returns once it listens; stop it with ``RunningSandbox/stop()``.
    ///
    /// Returns as soon as the server listens and throws ``ServerStartError`` as soon as it fails (an address in
    /// use, say); `timeout` only bounds a start that hangs, so a loaded machine is not mistaken for a failure.
    /// `executor`, when given, runs the server's tasks (its connections and the sandbox's answers) instead of the shared
    /// pool: a test process whose other suites keep that pool busy still answers on time.
    package func start(timeout: TimeInterval = 120, executor: (any TaskExecutor)? = nil) async throws -> RunningSandbox {
        let signal = ListeningSignal()
        var logger = Logger(label: "conformance-sandbox")
        logger.logLevel = .warning
        let application = makeApplication { signal.listening($0) }
        let group = ServiceGroup(configuration: .init(services: [application], gracefulShutdownSignals: [], logger: logger))
        let task = Task(executorPreference: executor) {
            do {
                try await group.run()
                signal.failed(nil)
            } catch {
                signal.failed(error)
                throw error
            }
        }
        let outcome = await signal.wait(seconds: timeout)
        guard case .listening(let bound) = outcome else {
            await group.triggerGracefulShutdown()
            _ = await task.result
            throw ServerStartError(server: .transportServerSandbox, host: host, port: port, outcome: outcome, seconds: timeout)
        }
        return RunningSandbox(baseURL: "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(bound)", port: bound, group: group, task: task)
    }

    func makeApplication(onListening: @escaping @Sendable (Int) async -> Void) -> Application<CallbackResponder<GatewayRequestContext>> {
        let sandbox = self.sandbox
        let host = self.host
        let limits = self.limits
        var logger = Logger(label: "conformance-sandbox")
        logger.logLevel = .warning
        return Application(
            responder: CallbackResponder<GatewayRequestContext> { request, context in
                try await SandboxServer.respond(to: request, sandbox: sandbox, limits: limits, channel: context.channel)
            },
            server: limits.serverBuilder,
            configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
            onServerRunning: { channel in
                let bound = channel.localAddress?.port ?? 0
                sandbox.baseURL = "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(bound)"
                await onListening(bound)
            },
            logger: logger)
    }

    /// Answers one request; a refusal or an error becomes an explained JSON answer and the server keeps serving.
    ///
    /// A held answer (the session's `hang` fault, or the sandbox's own) ends early when the client leaves or the session ends.
    static func respond(to request: Request, sandbox: Sandbox, limits: ServerLimits, channel: (any Channel)? = nil) async throws -> Response {
        do {
            var request = request
            let body = try await limits.collectBody(&request)
            let recorded = RecordingProxy.recordedRequest(request, body: body)
            if let observer = sandbox.observer {
                var turn = observer.begin(recorded)
                if let intervention = turn.intervention {
                    let answer = intervention.response ?? sandbox.handle(recorded, reshape: intervention.reshape).response
                    if intervention.response != nil, intervention.forward { _ = sandbox.handle(recorded) }
                    sandbox.log("sandbox: \(recorded.method) \(recorded.target) → \(answer.status)  [injected by the session]")
                    observer.complete(turn, response: answer)
                    return try await GatewayDelivery.deliver(answer, intervention.delivery, observer: observer, turn: turn, channel: channel)
                }
                let reply = sandbox.handle(recorded)
                if reply.transportFault == .hang {
                    // The sandbox's own hang is held like the session's: the observer sees it start and end.
                    let delivery = GatewayIntervention.Delivery.after(seconds: sandbox.configuration.hangSeconds)
                    turn.intervention = GatewayIntervention(response: nil, delivery: delivery, forward: true)
                    observer.complete(turn, response: reply.response)
                    return try await GatewayDelivery.deliver(reply.response, delivery, observer: observer, turn: turn, channel: channel)
                }
                observer.complete(turn, response: reply.response)
                return try await deliver(reply, sandbox: sandbox, channel: channel)
            }
            let reply = sandbox.handle(recorded)
            return try await deliver(reply, sandbox: sandbox, channel: channel)
        } catch let refusal as ServerRefusal {
            sandbox.log("sandbox: \(request.method.rawValue) \(request.uri.path) → 413  \(refusal.reason.en)")
            return ServerAnswer.refusal(refusal, prefix: "sandbox", language: ServerAnswer.language(request))
        } catch {
            if ServerAnswer.mustRethrow(error) { throw error }
            sandbox.log("sandbox: \(request.method.rawValue) \(request.uri.path) → 500  \(error)")
            return ServerAnswer.unexpected(error, prefix: "sandbox", language: ServerAnswer.language(request))
        }
    }

    /// Sends a sandbox reply, applying its transport fault.
    static func deliver(_ reply: SandboxReply, sandbox: Sandbox, channel: (any Channel)? = nil) async throws -> Response {
        switch reply.transportFault {
        case .hang?:
            return try await GatewayDelivery.deliver(reply.response, .after(seconds: sandbox.configuration.hangSeconds), channel: channel)
        case .closeMidBody?:
            return try await GatewayDelivery.deliver(reply.response, .closeMidBody)
        default:
            return response(reply.response)
        }
    }

    /// A Hummingbird response for a sandbox answer, as ``RecordingProxy/response(_:)`` makes it, but with a JSON
    /// body written straight into the buffer (no `Data` in between) and the usual header name made once.
    static func response(_ recorded: RecordedResponse) -> Response {
        var fields = HTTPFields()
        for header in recorded.headers {
            let name = header.name == contentType.rawName ? contentType : HTTPField.Name(header.name)
            if let name { fields.append(HTTPField(name: name, value: header.value)) }
        }
        let bytes: ByteBuffer
        switch recorded.body {
        case .json(let value): bytes = ByteBuffer(string: value.jsonText)
        case .text(let text): bytes = ByteBuffer(string: text)
        default: bytes = ByteBuffer(bytes: recorded.body.data)
        }
        return Response(status: HTTPResponse.Status(code: recorded.status), headers: fields, body: ResponseBody(byteBuffer: bytes))
    }

    static let contentType = HTTPField.Name.contentType
}

extension Sandbox {
    /// The refusal of a JSON body that repeats a member name, as the gateways refuse it; nil when no name repeats.
    ///
    /// A request to an operation of the specs is left to the request check, which reports the repeat as a
    /// `duplicate-member` finding and answers in the protocol's own error shape; any other request gets a JSON 400.
    package func duplicateMemberRefusal(_ request: RecordedRequest) -> SandboxReply? {
        guard let body = parsedBody(request.body), let path = Sandbox.firstRepeatedMember(in: body) else { return nil }
        if let profile = resolver.resolve(request), simulators[profile.reference.protocolID] != nil,
            checkRequest(request, reference: profile.reference).contains(where: { $0.kind == .duplicateMember })
        {
            return nil
        }
        let text = MessageID.sandboxDuplicateMember.localized([.plain(path.path), .plain(path.name)])
        let answer = BodyValue.object([
            BodyMember("error", .string("sandbox.duplicate-member")), BodyMember("message", .string(text.en)),
            BodyMember("messageFr", .string(text.fr)), BodyMember("path", .string(path.path)),
        ])
        return SandboxReply(response: json(400, answer), operation: resolver.resolve(request)?.reference)
    }

    /// The JSONPath of the first member whose name repeats in its object (and the name), searching without recursion.
    package static func firstRepeatedMember(in value: BodyValue) -> (path: String, name: String)? {
        // Almost every body has no repeated name: find that out without building a path per member.
        guard hasRepeatedMember(value) else { return nil }
        var stack: [(BodyValue, String)] = [(value, "$")]
        var steps = 0
        while let entry = stack.popLast(), steps < 10_000_000 {
            steps += 1
            let (current, path) = entry
            switch current {
            case .object(let members):
                var seen = Set<String>()
                for member in members {
                    if !seen.insert(member.key).inserted { return (path + "." + member.key, member.key) }
                }
                for member in members.reversed() { stack.append((member.value, path + "." + member.key)) }
            case .array(let items):
                for (index, item) in items.enumerated().reversed() { stack.append((item, path + "[\(index)]")) }
            default:
                break
            }
        }
        return nil
    }

    /// Whether any object in a value repeats a member name (small objects compared pairwise, without hashing).
    static func hasRepeatedMember(_ value: BodyValue) -> Bool {
        var stack = [value]
        var steps = 0
        while let current = stack.popLast(), steps < 10_000_000 {
            steps += 1
            switch current {
            case .object(let members):
                if members.count <= 16 {
                    for index in members.indices where members[(index + 1)...].contains(where: { $0.key == members[index].key }) { return true }
                } else if Set(members.map(\.key)).count != members.count {
                    return true
                }
                for member in members { stack.append(member.value) }
            case .array(let items):
                stack += items
            default:
                break
            }
        }
        return false
    }
}

/// A sandbox server running in the background.
package final class RunningSandbox: Sendable {
    /// `http://host:port`.
    package let baseURL: String
    /// The bound port.
    package let port: Int
    let group: ServiceGroup
    let task: Task<Void, any Error>

    init(baseURL: String, port: Int, group: ServiceGroup, task: Task<Void, any Error>) {
        self.baseURL = baseURL
        self.port = port
        self.group = group
        self.task = task
    }

    /// Stops accepting connections, lets requests in flight finish, and returns once the server is down.
    package func stop() async {
        await group.triggerGracefulShutdown()
        _ = await task.result
    }
}
