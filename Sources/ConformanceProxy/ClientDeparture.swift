import Foundation
import Hummingbird
import NIOCore

/// The request context of the tool's gateway servers (the sandbox, the recording proxy): Hummingbird's basic one,
/// with the connection, so that a held answer can notice that its client left.
package struct GatewayRequestContext: RequestContext {
    /// Hummingbird's own storage.
    package var coreContext: CoreRequestContextStorage
    /// The connection the request arrived on.
    package let channel: any Channel

    /// Creates the context of a request.
    package init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        channel = source.channel
    }
}

/// Tells whether the client of a connection left: it closed its side (a client that gives up on an answer
/// closes its socket), or the connection dropped.
package enum ClientDeparture {
    /// A question to ask while an answer is held: whether the client left (always false without a connection).
    package static func watch(_ channel: (any Channel)?) async -> @Sendable () -> Bool {
        guard let channel else { return { false } }
        guard let watcher = try? await channel.pipeline.handler(type: ClientDepartureWatcher.self).get() else {
            return { !channel.isActive }
        }
        return { watcher.departed || !channel.isActive }
    }
}

/// Sees a connection's raw events: notes when the client closes its side (the server allows half-closed connections,
/// so the connection itself stays up) or the connection goes down.
final class ClientDepartureWatcher: ChannelInboundHandler, RemovableChannelHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer

    let lock = NSLock()
    var gone = false

    /// Whether the client closed its side, or the connection is down.
    var departed: Bool { lock.withLock { gone } }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? ChannelEvent, event == .inputClosed { lock.withLock { gone = true } }
        context.fireUserInboundEventTriggered(event)
    }

    func channelInactive(context: ChannelHandlerContext) {
        lock.withLock { gone = true }
        context.fireChannelInactive()
    }
}
