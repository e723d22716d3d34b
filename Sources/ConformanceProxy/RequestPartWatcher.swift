import ConformanceKit
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

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
