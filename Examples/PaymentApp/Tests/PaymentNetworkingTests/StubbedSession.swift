import ConformanceKit
import ConformanceTesting
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A URLSession whose answers are given in advance (fixtures), keeping the requests it received.
///
/// The app's own test double: one URLProtocol class; each stub has a host of its own (``baseURL``), which
/// finds its answers, so tests running in parallel do not share them.
final class StubbedSession: @unchecked Sendable {
    let session: URLSession
    /// The base URL to give the client: requests to its host get this stub's answers.
    let baseURL: URL
    private let lock = NSLock()
    private var answers: [ResponseFixture]
    private var received: [RecordedRequest] = []

    init(answers: [ResponseFixture]) {
        self.answers = answers
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubProtocol.self]
        session = URLSession(configuration: configuration)
        let host = "stub-\(UUID().uuidString.lowercased()).example.com"
        baseURL = URL(string: "https://\(host)/api")!
        StubProtocol.register(self, host: host)
    }

    /// The requests received so far, as a cassette stores them.
    var requests: [RecordedRequest] { lock.withLock { received } }

    func answer(_ request: URLRequest) -> ResponseFixture? {
        lock.withLock {
            received.append(URLExchange.recordedRequest(request))
            return answers.isEmpty ? nil : answers.removeFirst()
        }
    }
}

/// Serves the current ``StubbedSession``'s answers.
final class StubProtocol: URLProtocol {
    nonisolated(unsafe) private static var stubs: [String: StubbedSession] = [:]
    private static let lock = NSLock()

    static func register(_ stub: StubbedSession, host: String) { lock.withLock { stubs[host] = stub } }
    static func stub(for host: String?) -> StubbedSession? { lock.withLock { host.flatMap { stubs[$0] } } }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        guard let url = request.url, let answer = Self.stub(for: url.host)?.answer(request) else {
            nonisolated(unsafe) let this = self
            DispatchQueue.global().async { this.client?.urlProtocol(this, didFailWithError: URLError(.resourceUnavailable)) }
            return
        }
        let (response, data) = answer.httpResponse(url: url)
        // Off the calling queue: on Linux the client re-enters the task's own queue.
        nonisolated(unsafe) let this = self
        DispatchQueue.global().async {
            this.client?.urlProtocol(this, didReceive: response, cacheStoragePolicy: .notAllowed)
            this.client?.urlProtocol(this, didLoad: data)
            this.client?.urlProtocolDidFinishLoading(this)
        }
    }

    override func stopLoading() {}
}
