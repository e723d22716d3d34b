import ConformanceKit
import ConformanceProxy
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A stand-in upstream on a random loopback port: a few Saferpay-like routes, a gzip route and an echo.
package final class LocalUpstream: @unchecked Sendable {
    package let port: Int
    package let task: Task<Void, any Error>
    package let counter = Counter()

    package final class Counter: @unchecked Sendable {
        package let lock = NSLock()
        package var value = 0
        package func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }

    package static let gzipBody = Data(base64Encoded: "H4sIAAAAAAACA6tWys9WsiopKk3VUcpNLS5OTE9VslJKzs8tKALyUlMUkvJTKpVqAWyj5vEnAAAA")!

    /// Starts the server and waits until it listens.
    package static func start() async throws -> LocalUpstream {
        let counter = Counter()
        let router = Router()
        router.post("/api/Payment/v1/Transaction/Initialize") { request, _ -> Response in
            var request = request
            let body = try await request.collectBody(upTo: 1 << 20)
            let text = String(buffer: body)
            let requestID =
                text.range(of: #""RequestId":"([^"]*)""#, options: .regularExpression).map { String(text[$0]).split(separator: "\"")[2] } ?? "r"
            let token = "tok-\(counter.next())"
            let json =
                #"{"ResponseHeader":{"SpecVersion":"1.40","RequestId":"\#(requestID)"},"Token":"\#(token)","Expiration":"2026-11-21T14:00:00+01:00","RedirectRequired":true,"Redirect":{"RedirectUrl":"https://test.saferpay.com/vt2/api/redirect/\#(token)","PaymentMeansRequired":true}}"#
            var headers = HTTPFields()
            headers[.contentType] = "application/json; charset=utf-8"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: json)))
        }
        router.get("/gzip") { _, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "application/json"
            headers[.contentEncoding] = "gzip"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: gzipBody)))
        }
        router.get("/redirect") { request, _ -> Response in
            var headers = HTTPFields()
            headers[.location] = "http://\(request.head.authority ?? "127.0.0.1")/landing"
            headers.append(HTTPField(name: HTTPField.Name("X-Repeat")!, value: "one"))
            headers.append(HTTPField(name: HTTPField.Name("X-Repeat")!, value: "two"))
            return Response(status: .found, headers: headers)
        }
        router.get("/landing") { _, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "text/plain"
            return Response(status: .ok, headers: headers, body: .init(byteBuffer: ByteBuffer(string: "landed")))
        }
        router.get("/slow") { _, _ -> Response in
            try await Task.sleep(nanoseconds: 3_000_000_000)
            return Response(status: .ok)
        }
        router.post("/echo") { request, _ -> Response in
            var request = request
            let body = try await request.collectBody(upTo: 1 << 20)
            var headers = HTTPFields()
            headers[.contentType] = request.headers[.contentType] ?? "application/octet-stream"
            headers[HTTPField.Name("X-Echo-Query")!] = request.uri.query ?? ""
            return Response(status: .created, headers: headers, body: .init(byteBuffer: body))
        }
        let ready = PortBox()
        let application = Application(
            router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in ready.set(channel.localAddress?.port ?? 0) })
        let task = Task { try await GracefulService.run(application, signals: [], logger: application.logger) }
        let port = try await ready.wait()
        return LocalUpstream(port: port, task: task)
    }

    package init(port: Int, task: Task<Void, any Error>) {
        self.port = port
        self.task = task
    }

    package var baseURL: String { "http://127.0.0.1:\(port)" }

    package func stop() async {
        task.cancel()
        _ = await task.result
    }
}

/// A port number handed from a server callback to the test.
package final class PortBox: @unchecked Sendable {
    package let lock = NSLock()
    package var port: Int?

    /// An empty box.
    package init() {}

    package func set(_ value: Int) {
        lock.lock()
        port = value
        lock.unlock()
    }

    package var current: Int? {
        lock.withLock { port }
    }

    /// Generous: the test run's synchronous suites can hold both threads of the cooperative pool for a while.
    package func wait(seconds: Double = 120) async throws -> Int {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let value = current, value > 0 { return value }
            try await Task.sleep(nanoseconds: 20_000_000)
        }
        if let value = current, value > 0 { return value }
        throw URLError(.timedOut)
    }
}

/// Sends a request with URLSession and returns status, headers and body.
package func send(_ method: String, _ url: String, body: String? = nil, contentType: String? = nil, session: URLSession = .shared) async throws -> (
    status: Int, headers: [String: String], body: Data
) {
    var request = URLRequest(url: URL(string: url)!)
    request.httpMethod = method
    if let body { request.httpBody = Data(body.utf8) }
    if let contentType {
        request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        if contentType.contains("json") { request.setValue("application/json", forHTTPHeaderField: "Accept") }
    }
    let (data, response) = try await session.data(for: request)
    let http = response as! HTTPURLResponse
    var headers: [String: String] = [:]
    for (key, value) in http.allHeaderFields { headers[String(describing: key).lowercased()] = String(describing: value) }
    return (http.statusCode, headers, data)
}
