import ConformanceKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// The limits a loopback server of the tool (the sandbox, the recording proxy) puts on every connection, so
/// that no client can take it down or hold it: past each one the server answers, closes, and keeps serving.
package struct ServerLimits: Sendable, Hashable {
    /// The largest request body accepted, in bytes; a larger one is answered 413.
    package var maxBodyBytes: Int
    /// Seconds a client has to send a whole request head (request line and headers); past it, 408 and the connection closes.
    package var headerTimeout: TimeInterval
    /// Seconds a connection may stay silent (between requests, or inside a body) before it is closed.
    package var idleTimeout: TimeInterval

    /// Creates limits.
    package init(maxBodyBytes: Int, headerTimeout: TimeInterval = 10, idleTimeout: TimeInterval = 60) {
        self.maxBodyBytes = maxBodyBytes
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
    }

    /// The sandbox's defaults: 4 MiB bodies, 10 s to send a head, 60 s of silence.
    package static let sandbox = ServerLimits(maxBodyBytes: 4 << 20)
    /// The recording proxy's defaults: 16 MiB bodies, 10 s to send a head, 60 s of silence.
    package static let proxy = ServerLimits(maxBodyBytes: 16 << 20)

    /// The Hummingbird HTTP/1.1 server enforcing the header and idle timeouts.
    package var serverBuilder: HTTPServerBuilder {
        let header = ServerLimits.amount(headerTimeout)
        let idle = ServerLimits.amount(idleTimeout)
        return HTTPServerBuilder { responder in
            GuardedHTTP1Channel(
                base: HTTP1Channel(
                    responder: responder,
                    configuration: .init(additionalChannelHandlers: [RequestPartWatcher()], idleTimeout: idle)),
                headerTimeout: header)
        }
    }

    static func amount(_ seconds: TimeInterval) -> TimeAmount {
        .nanoseconds(Int64(max(0.001, min(seconds, 86_400)) * 1_000_000_000))
    }

    /// The declared `Content-Length` of a request when it is larger than ``maxBodyBytes``.
    package func declaredLengthTooLarge(_ request: Request) -> Int? {
        guard let text = request.headers[.contentLength] else { return nil }
        // Read over the bytes: HTTP allows spaces and tabs around a field value; anything but digits is left to
        // the HTTP parser, which refuses it, as it refuses a length beyond an Int.
        var length = 0
        var digits = 0
        var trailing = false
        for byte in text.utf8 {
            switch byte {
            case 0x20, 0x09:
                if digits > 0 { trailing = true }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                guard !trailing else { return nil }
                digits += 1
                let (product, overflow) = length.multipliedReportingOverflow(by: 10)
                guard !overflow, product <= Int.max - Int(byte - UInt8(ascii: "0")) else { return nil }
                length = product + Int(byte - UInt8(ascii: "0"))
            default:
                return nil
            }
        }
        guard digits > 0 else { return nil }
        return length > maxBodyBytes ? length : nil
    }

    /// Collects a request body up to ``maxBodyBytes``; a larger one (declared or streamed) throws ``ServerRefusal/bodyTooLarge(limit:declared:)``.
    package func collectBody(_ request: inout Request) async throws -> Data {
        if let declared = declaredLengthTooLarge(request) { throw ServerRefusal.bodyTooLarge(limit: maxBodyBytes, declared: declared) }
        do {
            let body = try await request.collectBody(upTo: maxBodyBytes)
            return Data(body.readableBytesView)
        } catch is NIOTooManyBytesError {
            throw ServerRefusal.bodyTooLarge(limit: maxBodyBytes, declared: nil)
        }
    }
}

/// Why a server refused a request before handling it.
package enum ServerRefusal: Error, Sendable, Hashable {
    /// The body is larger than the limit (`declared` is the announced Content-Length, when there was one).
    case bodyTooLarge(limit: Int, declared: Int?)

    /// The HTTP status answered.
    package var status: HTTPResponse.Status { .contentTooLarge }

    /// The stable error name in answers.
    package var name: String { "body-too-large" }

    /// What happened and what to do, in English and French.
    package var reason: LocalizedText {
        switch self {
        case .bodyTooLarge(let limit, let declared):
            let size =
                declared.map { MessageID.limitServerBodyDeclared.localized([.plain(String($0))]) } ?? MessageID.limitServerBodyGoesOn.localized()
            return MessageID.limitServerBody.localized([.localized(size), .plain(String(limit))])
        }
    }

    /// The limit crossed.
    package var limit: Int {
        switch self {
        case .bodyTooLarge(let limit, _): limit
        }
    }
}

/// Error answers of the tool's servers: a JSON body that says what went wrong, never an empty one.
package enum ServerAnswer {
    /// The language of a client: French when its `Accept-Language` prefers it, English otherwise.
    package static func language(_ request: Request) -> Language {
        let accepted = request.headers[.acceptLanguage]?.lowercased() ?? ""
        return accepted.hasPrefix("fr") ? .fr : .en
    }

    /// `{"error": "<prefix>.<name>", "message": …, "limit": N}` with `Connection: close` for a refusal.
    package static func refusal(_ refusal: ServerRefusal, prefix: String, language: Language) -> Response {
        var response = error(
            status: refusal.status, id: "\(prefix).\(refusal.name)", message: refusal.reason.text(language),
            extra: [BodyMember("limit", .number(String(refusal.limit)))])
        response.headers[.connection] = "close"
        return response
    }

    /// A JSON error answer: `{"error": id, "message": message, …extra}`.
    package static func error(status: HTTPResponse.Status, id: String, message: String, extra: [BodyMember] = []) -> Response {
        let body = BodyValue.object([BodyMember("error", .string(id)), BodyMember("message", .string(message))] + extra).jsonText
        var fields = HTTPFields()
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// Whether an error must be rethrown to Hummingbird: a malformed HTTP message (it answers 400 and
    /// closes the connection) or a cancellation (the server is stopping).
    package static func mustRethrow(_ error: any Error) -> Bool {
        error is HTTPParserError || error is CancellationError
    }

    /// The answer to an error thrown while handling a request that no other answer explains.
    package static func unexpected(_ error: any Error, prefix: String, language: Language) -> Response {
        let text = MessageID.limitServerUnexpected.render(language, [.reason(error)])
        return ServerAnswer.error(status: .internalServerError, id: "\(prefix).internal-error", message: text)
    }
}

/// An HTTP/1.1 child channel that also closes connections whose request head takes longer than a timeout.
struct GuardedHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let base: HTTP1Channel
    let headerTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let timeout = headerTimeout
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(RequestHeadTimeout(timeout: timeout), position: .first)
            try channel.pipeline.syncOperations.addHandler(ClientDepartureWatcher(), position: .first)
        }.flatMap { base.setup(channel: channel, logger: logger) }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Sees the raw bytes of a connection: starts the head timer at the first byte of each request (and at
/// connection), answers 408 and closes when the head is not complete in time.
final class RequestHeadTimeout: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    enum State {
        /// Waiting for a head: the timer runs; `sawBytes` when part of it arrived.
        case waitingForHead(sawBytes: Bool)
        /// Heads received and answers not all written yet.
        case inRequest(pending: Int)
        /// Every answer written; the next byte starts the timer again.
        case betweenRequests
    }

    let timeout: TimeAmount
    var state = State.waitingForHead(sawBytes: false)
    /// When the head being waited for is late; nil while no head is awaited.
    var deadline: NIODeadline?
    /// The one pending check of the deadline, when there is one.
    var timer: Scheduled<Void>?

    init(timeout: TimeAmount) { self.timeout = timeout }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(context) }
    }

    func handlerRemoved(context: ChannelHandlerContext) { stop() }

    func channelActive(context: ChannelHandlerContext) {
        arm(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stop()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data)
        if bytes.readableBytes > 0 {
            switch state {
            case .betweenRequests:
                state = .waitingForHead(sawBytes: true)
                arm(context)
            case .waitingForHead:
                state = .waitingForHead(sawBytes: true)
            case .inRequest:
                break
            }
        }
        context.fireChannelRead(data)
    }

    func triggerUserOutboundEvent(context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?) {
        guard let event = event as? RequestPartWatcher.Event else {
            context.triggerUserOutboundEvent(event, promise: promise)
            return
        }
        switch (event, state) {
        case (.headReceived, .inRequest(let pending)):
            state = .inRequest(pending: pending + 1)
        case (.headReceived, _):
            state = .inRequest(pending: 1)
            deadline = nil
        case (.responseEnded, .inRequest(let pending)):
            state = pending > 1 ? .inRequest(pending: pending - 1) : .betweenRequests
        case (.responseEnded, _):
            break
        }
        promise?.succeed()
    }

    /// Starts waiting for a head.
    ///
    /// A keep-alive connection waits for a head before every request, so a timer per request would be
    /// scheduled and cancelled thousands of times a second. Only the deadline is set here; one check is
    /// scheduled when none is pending, and a check that finds a later deadline (a newer wait) schedules
    /// itself again at that deadline.
    func arm(_ context: ChannelHandlerContext) {
        let due = NIODeadline.now() + timeout
        deadline = due
        if timer == nil { schedule(context, at: due) }
    }

    private func schedule(_ context: ChannelHandlerContext, at due: NIODeadline) {
        let loop = context.eventLoop.assumeIsolated()
        timer = loop.scheduleTask(deadline: due) { [self] in
            timer = nil
            guard case .waitingForHead(let sawBytes) = state, let deadline, context.channel.isActive else { return }
            guard deadline <= .now() else {
                schedule(context, at: deadline)
                return
            }
            if sawBytes {
                let answer = RequestHeadTimeout.timeoutAnswer(seconds: Double(timeout.nanoseconds) / 1e9)
                context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: answer)), promise: nil)
            }
            context.close(promise: nil)
        }
    }

    /// Stops waiting for good: the connection is gone or the handler removed.
    func stop() {
        deadline = nil
        timer?.cancel()
        timer = nil
    }

    /// The raw 408 answer written before closing a connection whose head did not arrive in time.
    static func timeoutAnswer(seconds: Double) -> String {
        let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        let body =
            BodyValue.object([
                BodyMember("error", .string("server.header-timeout")),
                BodyMember(
                    "message",
                    .string("the request head (request line and headers) did not arrive within \(shown) s; the connection is closed")),
                BodyMember(
                    "messageFr",
                    .string("l'en-tête de la requête (ligne de requête et en-têtes) n'est pas arrivé en \(shown) s ; la connexion est fermée")),
                BodyMember("limit", .number(shown)),
            ]).jsonText
        return "HTTP/1.1 408 Request Timeout\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n"
            + "Content-Length: \(body.utf8.count)\r\n\r\n\(body)"
    }
}

/// Sees the decoded HTTP parts of a connection: tells ``RequestHeadTimeout`` when a head arrived and when an
/// answer ended, and closes the connection after an answer that says `Connection: close`.
final class RequestPartWatcher: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// What the head timer is told.
    enum Event {
        case headReceived
        case responseEnded
    }

    var closeAfterResponse = false
    /// The last malformed-message error seen, so the 400 Hummingbird answers to it gets a body that explains it.
    var parserError: (any Error)?

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head = unwrapInboundIn(data) {
            context.triggerUserOutboundEvent(Event.headReceived, promise: nil)
        }
        context.fireChannelRead(data)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        if error is HTTPParserError { parserError = error }
        context.fireErrorCaught(error)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(var response):
            if response.headerFields[.connection]?.lowercased() == "close" { closeAfterResponse = true }
            if let error = parserError, response.status == .badRequest, response.headerFields[.contentLength] == "0" {
                // Hummingbird's answer to a malformed message has no body: say what was wrong.
                parserError = nil
                let body = ByteBuffer(string: RequestPartWatcher.malformedAnswer(error))
                response.headerFields[.contentLength] = String(body.readableBytes)
                response.headerFields[.contentType] = "application/json; charset=utf-8"
                context.write(wrapOutboundOut(.head(response)), promise: nil)
                context.write(wrapOutboundOut(.body(body)), promise: promise)
                return
            }
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            context.triggerUserOutboundEvent(Event.responseEnded, promise: nil)
            guard closeAfterResponse else {
                context.write(data, promise: promise)
                return
            }
            let written = context.eventLoop.makePromise(of: Void.self)
            context.writeAndFlush(data, promise: written)
            written.futureResult.hop(to: context.eventLoop).assumeIsolated().whenComplete { result in
                promise?.completeWith(result)
                context.close(promise: nil)
            }
        }
    }

    /// The body of the 400 answered to a message that is not valid HTTP/1.1.
    static func malformedAnswer(_ error: any Error) -> String {
        BodyValue.object([
            BodyMember("error", .string("server.malformed-request")),
            BodyMember("message", .string("the request is not valid HTTP/1.1 (\(error)); the connection is closed")),
            BodyMember("messageFr", .string("la requête n'est pas du HTTP/1.1 valide (\(error)) ; la connexion est fermée")),
        ]).jsonText
    }
}
