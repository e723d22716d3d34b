import AsyncHTTPClient
import ConformanceKit
import Foundation
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOPosix

/// The proxy's side of the conversation with an upstream gateway, over AsyncHTTPClient.
///
/// Requests go out through pools of kept-alive connections per upstream, one pool per event loop of
/// the shared group: a request is sent on the loop running its handler, which (once the process runs its
/// tasks on those loops, ``ConcurrencyOnEventLoops``) is the loop that read it, so an exchange costs no
/// thread hop and no new connection.
/// Redirects are never followed: the client sees the `Location`, rewritten to the proxy, and its next
/// request is recorded too. The client's own `Accept-Encoding` is not forwarded; the proxy asks for
/// gzip or deflate and decodes the answer itself (bounded by ``maxBodyBytes``), so the cassette and the
/// client both get the decoded body with a correct length.
public final class UpstreamClient: Sendable {
    /// The largest answer body kept, decoded (larger answers fail the exchange with an explanation).
    public let maxBodyBytes: Int
    /// How long the upstream has to answer a whole request.
    public let timeout: TimeInterval
    let clients: [(loop: ObjectIdentifier, client: HTTPClient)]

    /// Creates a client on the shared event loops; call ``shutdown()`` when done.
    public init(timeout: TimeInterval, maxBodyBytes: Int = 256 << 20) {
        self.timeout = timeout
        self.maxBodyBytes = maxBodyBytes
        var configuration = HTTPClient.Configuration(
            redirectConfiguration: .disallow,
            timeout: .init(connect: .seconds(min(Int64(timeout.rounded(.up)), 30))),
            decompression: .enabled(limit: .size(maxBodyBytes)))
        configuration.connectionPool = .init(idleTimeout: .seconds(60), concurrentHTTP1ConnectionsPerHostSoftLimit: 64)
        // A refused connection is an answer to give the client now (502), not something to retry until the timeout.
        configuration.connectionPool.retryConnectionEstablishment = false
        // One client per event loop, each pooling its connections on its own loop: a request is sent by the
        // client of the loop running its task, so the exchange stays on one thread (see `client`).
        var clients: [(loop: ObjectIdentifier, client: HTTPClient)] = []
        for loop in MultiThreadedEventLoopGroup.singleton.makeIterator() {
            clients.append(
                (
                    ObjectIdentifier(loop),
                    HTTPClient(
                        eventLoopGroup: loop, configuration: configuration,
                        backgroundActivityLogger: Logger(label: "conformance-proxy-upstream", factory: { _ in SwiftLogNoOpLogHandler() }))
                ))
        }
        self.clients = clients
    }

    /// The client of the event loop running the caller; off the loops, the loops' clients in turn.
    var client: HTTPClient {
        let loop = MultiThreadedEventLoopGroup.currentEventLoop ?? MultiThreadedEventLoopGroup.singleton.next()
        let id = ObjectIdentifier(loop)
        for entry in clients where entry.loop == id { return entry.client }
        return clients[0].client
    }

    /// Closes the pooled connections; pending requests fail.
    public func shutdown() async {
        for entry in clients { try? await entry.client.shutdown() }
    }

    /// Sends a recorded request to `base` (scheme, host, port and path prefix) and returns the decoded answer.
    ///
    /// Headers go as recorded, except those in `dropping` (lower-case names). The answer's headers keep their
    /// order of arrival, sorted by name (stable, so recordings diff cleanly), less those a cassette never stores.
    public func send(_ request: RecordedRequest, base: String, dropping: Set<String>) async throws -> RecordedResponse {
        var outgoing = HTTPClientRequest(url: base + request.target)
        outgoing.method = HTTPMethod(rawValue: request.method)
        for header in request.headers where !dropping.contains(header.name.lowercased()) {
            outgoing.headers.add(name: header.name, value: header.value)
        }
        outgoing.headers.replaceOrAdd(name: "Accept-Encoding", value: "gzip, deflate")
        if !request.body.isEmpty { outgoing.body = .bytes(ByteBuffer(bytes: request.body.data)) }
        let response = try await client.execute(outgoing, timeout: .milliseconds(Int64(timeout * 1000)))
        let collected = try await response.body.collect(upTo: maxBodyBytes)
        let headers = StoredHeaders.stored(response.headers.map { (name: $0.name, value: $0.value) })
        let data = collected.readableBytes == 0 ? Data() : Data(collected.readableBytesView)
        return RecordedResponse(
            status: Int(response.status.code), headers: headers,
            body: RecordedBody.from(data, contentType: response.headers.first(name: "content-type")))
    }

    /// A short explanation of why the upstream did not answer, for the log and the client's 502.
    public func explain(_ error: any Error) -> String {
        if let error = error as? HTTPClientError {
            switch error {
            case .connectTimeout, .getConnectionFromPoolTimeout: return "no connection within the connect timeout"
            case .deadlineExceeded, .readTimeout, .writeTimeout:
                return "no answer within \(String(format: "%g", timeout)) s"
            case .remoteConnectionClosed: return "it closed the connection before answering"
            case .invalidURL, .emptyHost, .emptyScheme: return "the URL is not one it can reach (\(error))"
            default: return String(describing: error)
            }
        }
        if error is NIOTooManyBytesError { return "its answer is larger than \(maxBodyBytes) bytes" }
        let text = String(describing: error)
        if text.localizedCaseInsensitiveContains("connection refused") { return "connection refused" }
        return text
    }
}
