import AsyncHTTPClient
import ConformanceKit
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix

/// The tool's one way out: sends requests with the trust, client certificate and proxies of an ``OutboundConfiguration``.
///
/// AsyncHTTPClient has one proxy per client and no `NO_PROXY`, so a client is kept per route (direct, and each
/// proxy in use) and the route is chosen per request from its URL. With `perEventLoop`, each route has a client
/// per event loop of the shared group and a request goes out on the loop running its task (the recording
/// proxy's pools, which keep an exchange on one thread). Redirects are never followed.
package final class OutboundClient: Sendable {
    /// The configuration requests are sent with.
    package let configuration: OutboundConfiguration
    /// Seconds a whole request may take.
    package let timeout: TimeInterval
    /// The largest answer body kept, decoded.
    package let maxBodyBytes: Int
    let direct: [(loop: ObjectIdentifier, client: HTTPClient)]
    let proxied: [ForwardProxy: [(loop: ObjectIdentifier, client: HTTPClient)]]

    /// Creates a client; call ``shutdown()`` when done.
    ///
    /// `poolSoftLimit` is the number of kept-alive connections per host; `perEventLoop` makes one pool per event loop.
    package init(
        configuration: OutboundConfiguration, timeout: TimeInterval, maxBodyBytes: Int = 256 << 20, perEventLoop: Bool = false,
        poolSoftLimit: Int = 8
    ) {
        self.configuration = configuration
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        let loops: [any EventLoop] =
            perEventLoop ? Array(MultiThreadedEventLoopGroup.singleton.makeIterator()) : [MultiThreadedEventLoopGroup.singleton.next()]
        let tls = configuration.tls
        func make(_ proxy: ForwardProxy?) -> [(loop: ObjectIdentifier, client: HTTPClient)] {
            var settings = HTTPClient.Configuration(
                tlsConfiguration: tls, redirectConfiguration: .disallow,
                timeout: .init(connect: .seconds(min(Int64(timeout.rounded(.up)), 30))),
                proxy: proxy.map(OutboundClient.clientProxy), decompression: .enabled(limit: .size(maxBodyBytes)))
            settings.connectionPool = .init(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: poolSoftLimit)
            // A refused connection is an answer to give now, not something to retry until the timeout.
            settings.connectionPool.retryConnectionEstablishment = false
            return loops.map { loop in
                (
                    ObjectIdentifier(loop),
                    HTTPClient(
                        eventLoopGroup: perEventLoop ? loop : MultiThreadedEventLoopGroup.singleton, configuration: settings,
                        backgroundActivityLogger: Logger(label: "conformance-outbound", factory: { _ in SwiftLogNoOpLogHandler() }))
                )
            }
        }
        direct = make(nil)
        var proxied: [ForwardProxy: [(loop: ObjectIdentifier, client: HTTPClient)]] = [:]
        for proxy in Set([configuration.httpsProxy, configuration.httpProxy].compactMap { $0 }) { proxied[proxy] = make(proxy) }
        self.proxied = proxied
    }

    /// AsyncHTTPClient's form of a proxy, with its credentials as `Proxy-Authorization`.
    static func clientProxy(_ proxy: ForwardProxy) -> HTTPClient.Configuration.Proxy {
        switch proxy.kind {
        case .socks5: return .socksServer(host: proxy.host, port: proxy.port)
        case .http:
            guard let user = proxy.user else { return .server(host: proxy.host, port: proxy.port) }
            return .server(host: proxy.host, port: proxy.port, authorization: .basic(username: user, password: proxy.password ?? ""))
        }
    }

    /// The proxy a URL goes through (nil: direct); its description has the password redacted.
    package func proxy(for url: URL) -> ForwardProxy? { configuration.proxy(for: url) }

    /// The client for a URL: its route's, on the event loop running the caller when there is one per loop.
    func client(for url: URL) -> HTTPClient {
        let pool = proxied.isEmpty ? direct : configuration.proxy(for: url).flatMap { proxied[$0] } ?? direct
        if pool.count == 1 { return pool[0].client }
        let loop = MultiThreadedEventLoopGroup.currentEventLoop ?? MultiThreadedEventLoopGroup.singleton.next()
        let id = ObjectIdentifier(loop)
        for entry in pool where entry.loop == id { return entry.client }
        return pool[0].client
    }

    /// Sends a request to `url` (path and query included); headers named in `dropping` (lower-case) stay out.
    ///
    /// The answer's headers are those a cassette stores, sorted by name; its body is decoded. Errors are those of
    /// the client: ``diagnose(_:url:)`` turns them into a message a person can act on.
    package func send(_ request: RecordedRequest, to url: URL, dropping: Set<String> = [], acceptEncoding: String? = nil) async throws
        -> RecordedResponse
    {
        var outgoing = HTTPClientRequest(url: url.absoluteString)
        outgoing.method = HTTPMethod(rawValue: request.method)
        for header in request.headers where !dropping.contains(header.name.lowercased()) {
            outgoing.headers.add(name: header.name, value: header.value)
        }
        if let acceptEncoding { outgoing.headers.replaceOrAdd(name: "Accept-Encoding", value: acceptEncoding) }
        if !request.body.isEmpty { outgoing.body = .bytes(ByteBuffer(bytes: request.body.data)) }
        let response = try await client(for: url).execute(outgoing, timeout: .milliseconds(Int64(timeout * 1000)))
        let collected = try await response.body.collect(upTo: maxBodyBytes)
        let headers = StoredHeaders.stored(response.headers.map { (name: $0.name, value: $0.value) })
        let data = collected.readableBytes == 0 ? Data() : Data(collected.readableBytesView)
        return RecordedResponse(
            status: Int(response.status.code), headers: headers,
            body: RecordedBody.from(data, contentType: response.headers.first(name: "content-type")))
    }

    /// The classified, bilingual explanation of an error met sending to `url` (see ``OutboundFailure``).
    package func diagnose(_ error: any Error, url: URL) async -> Diagnostic {
        await OutboundFailure.classify(error, url: url, configuration: configuration, timeout: timeout, maxBodyBytes: maxBodyBytes).diagnostic
    }

    /// Closes every pooled connection; pending requests fail.
    package func shutdown() async {
        for entry in direct { try? await entry.client.shutdown() }
        for pool in proxied.values {
            for entry in pool { try? await entry.client.shutdown() }
        }
    }
}
