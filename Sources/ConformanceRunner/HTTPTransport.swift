import ConformanceKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends one request and returns the response: the runner's only network boundary.
public protocol HTTPTransport: Sendable {
    /// Sends a request to a URL (the request's path and query are already in the URL).
    func send(_ request: RecordedRequest, to url: URL) async throws -> RecordedResponse
}

/// An ``HTTPTransport`` over URLSession (FoundationNetworking on Linux), the client iOS teams' tests use.
///
/// Redirects are not followed (a payment flow's redirect is an answer to check, not to chase),
/// cookies and caches are off, and every request has the configured timeout.
public final class URLSessionTransport: HTTPTransport, @unchecked Sendable {
    let session: URLSession
    let timeout: TimeInterval

    /// Creates a transport whose requests time out after `timeout` seconds.
    public init(timeout: TimeInterval = 30) {
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout * 2
        configuration.httpCookieStorage = nil
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        session = URLSession(configuration: configuration, delegate: NoRedirects(), delegateQueue: nil)
    }

    deinit { session.finishTasksAndInvalidate() }

    /// Sends the request.
    public func send(_ request: RecordedRequest, to url: URL) async throws -> RecordedResponse {
        var urlRequest = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        urlRequest.httpMethod = request.method
        for header in request.headers { urlRequest.addValue(header.value, forHTTPHeaderField: header.name) }
        if !request.body.isEmpty { urlRequest.httpBody = request.body.data }
        let (data, response) = try await session.data(for: urlRequest)
        guard let http = response as? HTTPURLResponse else { throw URLError(.badServerResponse) }
        return RecordedResponse(http, body: data)
    }
}

/// Refuses every redirect, so the 3xx answer itself is returned.
final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse, newRequest request: URLRequest,
        completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
