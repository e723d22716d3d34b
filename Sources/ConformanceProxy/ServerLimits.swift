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
