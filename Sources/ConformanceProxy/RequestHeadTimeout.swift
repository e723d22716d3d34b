import ConformanceKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

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
