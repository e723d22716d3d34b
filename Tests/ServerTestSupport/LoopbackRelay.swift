import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// A loopback relay: a TLS-terminating front to another local port, or a CONNECT forward proxy.
///
/// As a TLS front (`tlsFront`), it presents a certificate of ``TestPKI`` (optionally requiring a client
/// certificate of its CA) and passes the decrypted bytes to the backend (the sandbox). As a proxy
/// (`connectProxy`), it reads a `CONNECT host:port` head, answers 407 without the expected
/// `Proxy-Authorization`, 403 when it refuses every tunnel, else 200 and relays bytes; it counts tunnels.
package final class LoopbackRelay: @unchecked Sendable {
    /// What the relay does with a connection.
    package enum Mode: Sendable {
        /// Terminates TLS and relays to a local port.
        case tlsFront(backendPort: Int)
        /// A CONNECT proxy: optional expected `Proxy-Authorization` value, or refusing every tunnel.
        case connectProxy(authorization: String?, refuse: Bool)
    }

    package let channel: any Channel
    /// What the relay saw.
    package let counter: TunnelCounter
    /// The port it listens on.
    package var port: Int { channel.localAddress?.port ?? 0 }

    private init(channel: any Channel, counter: TunnelCounter) {
        self.channel = channel
        self.counter = counter
    }

    /// A TLS front to `backendPort` presenting `certificate`, requiring a client certificate when asked.
    package static func tlsFront(pki: TestPKI, certificate: String = "server", backendPort: Int, requireClientCertificate: Bool = false) async throws
        -> LoopbackRelay
    {
        var tls = TLSConfiguration.makeServerConfiguration(
            certificateChain: try NIOSSLCertificate.fromPEMFile(pki.certificate(certificate)).map { .certificate($0) },
            privateKey: .privateKey(try NIOSSLPrivateKey(file: pki.key(certificate), format: .pem)))
        if requireClientCertificate {
            tls.certificateVerification = .noHostnameVerification
            tls.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(pki.ca))
        }
        return try await start(mode: .tlsFront(backendPort: backendPort), tls: try NIOSSLContext(configuration: tls))
    }

    /// A CONNECT proxy; `authorization` is the `Proxy-Authorization` value it demands.
    package static func connectProxy(authorization: String? = nil, refuse: Bool = false) async throws -> LoopbackRelay {
        try await start(mode: .connectProxy(authorization: authorization, refuse: refuse), tls: nil)
    }

    private static func start(mode: Mode, tls: NIOSSLContext?) async throws -> LoopbackRelay {
        let counter = TunnelCounter()
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { child in
                child.eventLoop.makeCompletedFuture {
                    if let tls { try child.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls)) }
                    try child.pipeline.syncOperations.addHandler(FrontHandler(mode: mode, counter: counter))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        return LoopbackRelay(channel: channel, counter: counter)
    }

    /// Stops listening.
    package func stop() async { try? await channel.close() }
}

/// The accepted side of a relay: buffers until the backend is connected, then passes bytes both ways.
private final class FrontHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    let mode: LoopbackRelay.Mode
    let counter: TunnelCounter
    var head = ByteBuffer()
    var pending: [ByteBuffer] = []
    var backend: (any Channel)?
    var connecting = false

    init(mode: LoopbackRelay.Mode, counter: TunnelCounter) {
        self.mode = mode
        self.counter = counter
    }

    func channelActive(context: ChannelHandlerContext) {
        if case .tlsFront(let port) = mode { connect(context: context, host: "127.0.0.1", port: port, reply: nil) }
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        var bytes = unwrapInboundIn(data)
        if let backend {
            backend.writeAndFlush(bytes, promise: nil)
            return
        }
        if connecting {
            pending.append(bytes)
            return
        }
        guard case .connectProxy(let authorization, let refuse) = mode else {
            pending.append(bytes)
            return
        }
        head.writeBuffer(&bytes)
        let text = String(buffer: head)
        guard let end = text.range(of: "\r\n\r\n") else { return }
        let lines = text[..<end.lowerBound].split(separator: "\r\n").map(String.init)
        let parts = lines.first?.split(separator: " ").map(String.init) ?? []
        let given = lines.dropFirst().first { $0.lowercased().hasPrefix("proxy-authorization:") }
            .map { String($0.dropFirst("proxy-authorization:".count)).trimmingCharacters(in: .whitespaces) }
        guard parts.count >= 2, parts[0] == "CONNECT", let colon = parts[1].lastIndex(of: ":"),
            let port = Int(parts[1][parts[1].index(after: colon)...])
        else {
            reply(context, "HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            return
        }
        counter.record(target: parts[1], authorization: given)
        if let authorization, given != authorization {
            reply(
                context,
                "HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm=\"test\"\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
            )
            return
        }
        if refuse {
            reply(context, "HTTP/1.1 403 Forbidden\r\nContent-Length: 0\r\nConnection: close\r\n\r\n")
            return
        }
        let rest = text[end.upperBound...]
        if !rest.isEmpty { pending.append(ByteBuffer(string: String(rest))) }
        connect(context: context, host: String(parts[1][..<colon]), port: port, reply: "HTTP/1.1 200 Connection Established\r\n\r\n")
    }

    func reply(_ context: ChannelHandlerContext, _ text: String) {
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: text))).whenComplete { _ in context.close(promise: nil) }
    }

    typealias OutboundOut = ByteBuffer

    func connect(context: ChannelHandlerContext, host: String, port: Int, reply: String?) {
        connecting = true
        let front = context.channel
        let loop = context.eventLoop
        ClientBootstrap(group: loop)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture { try channel.pipeline.syncOperations.addHandler(BackHandler(front: front)) }
            }
            .connect(host: host, port: port)
            .whenComplete { result in
                switch result {
                case .success(let channel):
                    if let reply { front.writeAndFlush(ByteBuffer(string: reply), promise: nil) }
                    self.backend = channel
                    self.connecting = false
                    for buffer in self.pending { channel.write(buffer, promise: nil) }
                    channel.flush()
                    self.pending = []
                case .failure:
                    if reply != nil { front.writeAndFlush(ByteBuffer(string: "HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n"), promise: nil) }
                    front.close(promise: nil)
                }
            }
    }

    func channelInactive(context: ChannelHandlerContext) {
        backend?.close(promise: nil)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

/// The backend side of a relay: passes what it reads to the front, and closes it when the backend closes.
private final class BackHandler: ChannelInboundHandler, @unchecked Sendable {
    typealias InboundIn = ByteBuffer
    let front: any Channel

    init(front: any Channel) { self.front = front }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        front.writeAndFlush(unwrapInboundIn(data), promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        front.close(promise: nil)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
