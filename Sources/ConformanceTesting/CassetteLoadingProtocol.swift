import ConformanceKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Serves requests from a ``CassetteSession``: replays, records through the session's upstream, or fails a miss.
///
/// Subclasses say which session: one per slot (``CassetteURLProtocol``), or the one that holds `URLSession.shared`.
class CassetteLoadingProtocol: URLProtocol {
    /// The property set on requests a cassette forwards upstream, so no cassette protocol takes them again.
    static let upstreamMark = "PaymentConformance.CassetteUpstream"

    /// The session that serves this class's requests, when one is open.
    class func owner() -> CassetteSession? { nil }

    var upstreamTask: URLSessionDataTask?

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        // URLSession on Linux runs this on a work queue shared by all sessions: creating the upstream
        // task or calling the client from here would wait on that same queue.
        nonisolated(unsafe) let this = self
        DispatchQueue.global().async { this.load() }
    }

    func load() {
        guard let owner = type(of: self).owner(), let url = request.url else {
            fail(URLError(.cancelled))
            return
        }
        let recorded = URLExchange.recordedRequest(request)
        switch owner.recorder.decide(recorded) {
        case .replay(let interaction):
            let check = owner.recorder.exchangeChecker.check(interaction)
            owner.append(.init(interaction: interaction, replayed: true, check: check))
            deliver(interaction.response, url: url)
        case .miss(let diagnostic):
            owner.append(CassetteSession.Miss(method: recorded.method, path: recorded.path, diagnostic: diagnostic))
            let error = NSError(
                domain: "PaymentConformance.Cassette", code: 1, userInfo: [NSLocalizedDescriptionKey: diagnostic.message(.en)])
            fail(error)
        case .record:
            forward(recorded, owner: owner, url: url)
        }
    }

    /// Sends the request upstream, records the exchange and hands the answer to URLSession.
    func forward(_ recorded: RecordedRequest, owner: CassetteSession, url: URL) {
        var upstreamRequest = request
        if upstreamRequest.httpBody == nil, !recorded.body.isEmpty { upstreamRequest.httpBody = recorded.body.data }
        let body = request.httpBody ?? request.httpBodyStream.map(URLExchange.readAll)
        if let body { upstreamRequest.httpBody = body }
        upstreamRequest = Self.marked(upstreamRequest)
        nonisolated(unsafe) let this = self
        upstreamTask = owner.upstream.dataTask(with: upstreamRequest) { data, response, error in
            let `self` = this
            if let error {
                self.fail(error)
                return
            }
            guard let http = response as? HTTPURLResponse else {
                self.fail(URLError(.badServerResponse))
                return
            }
            let response = URLExchange.recordedResponse(http, data: data ?? Data())
            let result = owner.recorder.record(request: recorded, response: response)
            owner.append(.init(interaction: result.interaction, replayed: false, check: result.check))
            self.deliver(response, url: url)
        }
        upstreamTask?.resume()
    }

    /// The request with the upstream mark set.
    static func marked(_ request: URLRequest) -> URLRequest {
        guard let mutable = (request as NSURLRequest).mutableCopy() as? NSMutableURLRequest else { return request }
        URLProtocol.setProperty(true, forKey: upstreamMark, in: mutable)
        return mutable as URLRequest
    }

    override func stopLoading() {
        upstreamTask?.cancel()
    }

    /// Hands a response to URLSession; off the calling queue, because on Linux the client re-enters
    /// the task's own queue synchronously.
    func deliver(_ response: RecordedResponse, url: URL) {
        let (http, data) = URLExchange.httpResponse(response, url: url)
        nonisolated(unsafe) let this = self
        DispatchQueue.global().async {
            this.client?.urlProtocol(this, didReceive: http, cacheStoragePolicy: .notAllowed)
            if !data.isEmpty { this.client?.urlProtocol(this, didLoad: data) }
            this.client?.urlProtocolDidFinishLoading(this)
        }
    }

    /// Reports a failure to URLSession, off the calling queue.
    func fail(_ error: any Error) {
        nonisolated(unsafe) let this = self
        let sendable = error as NSError
        DispatchQueue.global().async { this.client?.urlProtocol(this, didFailWithError: sendable) }
    }
}
