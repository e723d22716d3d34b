import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import NIOCore
import NIOPosix
import NIOSSL

/// A certificate authority and the certificates the transport tests need, made once with `openssl` in a temporary folder.
///
/// `server` is valid for 127.0.0.1 and localhost; `wrongHost` names another host; `expired` ended in 2020;
/// `client` is a client certificate of the same CA. Nothing here is a real key: they live and die with the test run.
struct TestPKI: Sendable {
    /// The folder holding every file.
    let folder: String

    /// The CA certificate (PEM).
    var ca: String { folder + "/ca.pem" }
    /// A file that is not PEM.
    var notPEM: String { folder + "/not.pem" }

    /// The certificate (PEM) of a named identity: server, wronghost, expired or client.
    func certificate(_ name: String) -> String { folder + "/\(name).pem" }
    /// The private key (PEM) of a named identity.
    func key(_ name: String) -> String { folder + "/\(name).key" }

    /// The shared set, or nil when `openssl` is not installed (.ci/run installs it).
    static let shared: TestPKI? = try? make()

    /// Whether the set could be made.
    static var available: Bool { shared != nil }

    static let script = """
        set -e
        openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout ca.key -out ca.pem -days 30 -subj "/CN=Conformance Test CA" \\
          -addext "basicConstraints=critical,CA:TRUE" -addext "keyUsage=critical,keyCertSign,cRLSign"
        leaf() {
          openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout $1.key -out $1.csr -subj "/CN=$1"
          printf "subjectAltName=$2\\nbasicConstraints=CA:FALSE\\nextendedKeyUsage=$3\\n" > $1.ext
          openssl x509 -req -in $1.csr -CA ca.pem -CAkey ca.key -CAcreateserial -out $1.pem -days 30 -extfile $1.ext
        }
        leaf server "IP:127.0.0.1,DNS:localhost" serverAuth
        leaf wronghost "DNS:elsewhere.example" serverAuth
        leaf client "DNS:conformance-client" clientAuth
        mkdir -p db && : > db/index.txt && echo 01 > db/serial
        printf "[ca]\\ndefault_ca=t\\n[t]\\ndatabase=db/index.txt\\nnew_certs_dir=db\\nserial=db/serial\\ndefault_md=sha256\\npolicy=p\\nunique_subject=no\\n[p]\\ncommonName=supplied\\n[x]\\nsubjectAltName=IP:127.0.0.1,DNS:localhost\\nbasicConstraints=CA:FALSE\\n" > ca.cnf
        openssl req -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -keyout expired.key -out expired.csr -subj "/CN=expired"
        openssl ca -batch -config ca.cnf -cert ca.pem -keyfile ca.key -in expired.csr -out expired.pem \\
          -startdate 20200102030405Z -enddate 20200201000000Z -extensions x -notext
        echo "not a certificate" > not.pem
        """

    static func make() throws -> TestPKI {
        let folder = try TestSupport.scratchFolder("pki")
        let openssl = ["/usr/bin/openssl", "/usr/local/bin/openssl"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard openssl != nil else { throw CocoaError(.fileNoSuchFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
        return TestPKI(folder: folder)
    }
}

/// Counts what a test server saw.
final class TunnelCounter: @unchecked Sendable {
    let lock = NSLock()
    var tunnels = 0
    var targets: [String] = []
    var authorizations: [String] = []

    /// Records one tunnel request.
    func record(target: String, authorization: String?) {
        lock.withLock {
            tunnels += 1
            targets.append(target)
            if let authorization { authorizations.append(authorization) }
        }
    }

    /// How many tunnels were opened (or asked for).
    var count: Int { lock.withLock { tunnels } }
    /// The `host:port` of each tunnel asked for.
    var seen: [String] { lock.withLock { targets } }
    /// The Proxy-Authorization values received.
    var credentials: [String] { lock.withLock { authorizations } }
}

/// A loopback relay: a TLS-terminating front to another local port, or a CONNECT forward proxy.
///
/// As a TLS front (`tlsFront`), it presents a certificate of ``TestPKI`` (optionally requiring a client
/// certificate of its CA) and passes the decrypted bytes to the backend (the sandbox). As a proxy
/// (`connectProxy`), it reads a `CONNECT host:port` head, answers 407 without the expected
/// `Proxy-Authorization`, 403 when it refuses every tunnel, else 200 and relays bytes; it counts tunnels.
final class LoopbackRelay: @unchecked Sendable {
    /// What the relay does with a connection.
    enum Mode: Sendable {
        /// Terminates TLS and relays to a local port.
        case tlsFront(backendPort: Int)
        /// A CONNECT proxy: optional expected `Proxy-Authorization` value, or refusing every tunnel.
        case connectProxy(authorization: String?, refuse: Bool)
    }

    let channel: any Channel
    /// What the relay saw.
    let counter: TunnelCounter
    /// The port it listens on.
    var port: Int { channel.localAddress?.port ?? 0 }

    private init(channel: any Channel, counter: TunnelCounter) {
        self.channel = channel
        self.counter = counter
    }

    /// A TLS front to `backendPort` presenting `certificate`, requiring a client certificate when asked.
    static func tlsFront(pki: TestPKI, certificate: String = "server", backendPort: Int, requireClientCertificate: Bool = false) async throws
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
    static func connectProxy(authorization: String? = nil, refuse: Bool = false) async throws -> LoopbackRelay {
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
    func stop() async { try? await channel.close() }
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

/// The built-in sandbox behind TLS fronts, for tests that reach it like a real HTTPS target.
struct SandboxBehindTLS {
    let sandbox: RunningSandbox
    /// A front presenting the good certificate.
    let good: LoopbackRelay
    /// A front presenting a certificate for another host.
    let wrongHost: LoopbackRelay
    /// A front presenting an expired certificate.
    let expired: LoopbackRelay
    /// A front that requires a client certificate of the test CA.
    let mutual: LoopbackRelay

    /// Starts the sandbox and its fronts.
    static func start(pki: TestPKI) async throws -> SandboxBehindTLS {
        // A generous start: at the beginning of a run every suite starts at once on two cores.
        let sandbox = try await SandboxServer(sandbox: Sandbox(specs: TestSupport.loaded.specs, configuration: SandboxConfiguration(seed: 1))).start(
            timeout: 120)
        let port = sandbox.port
        return SandboxBehindTLS(
            sandbox: sandbox, good: try await .tlsFront(pki: pki, backendPort: port),
            wrongHost: try await .tlsFront(pki: pki, certificate: "wronghost", backendPort: port),
            expired: try await .tlsFront(pki: pki, certificate: "expired", backendPort: port),
            mutual: try await .tlsFront(pki: pki, backendPort: port, requireClientCertificate: true))
    }

    /// The HTTPS URL of a front.
    func url(_ relay: LoopbackRelay, host: String = "127.0.0.1") -> String { "https://\(host):\(relay.port)" }

    /// Stops everything.
    func stop() async {
        for relay in [good, wrongHost, expired, mutual] { await relay.stop() }
        await sandbox.stop()
    }
}
