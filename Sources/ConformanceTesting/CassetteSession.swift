import ConformanceKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A URLSession that records and replays its traffic in a cassette and checks every exchange.
///
/// Use it in Swift Testing or XCTest: hand ``session`` to the code under test, then call
/// ``finish()``, which writes the cassette (redacted, atomically, only when something changed) and
/// returns what happened. Every exchange, replayed or recorded, is checked against the specs.
///
/// ```swift
/// let cassette = try CassetteSession(cassette: "Cassettes/saferpay-initialize.json", specs: specs, mode: .once)
/// let client = PaymentClient(session: cassette.session)
/// try await client.initialize()
/// try cassette.finish()
/// #expect(cassette.nonConformant.isEmpty)
/// ```
public final class CassetteSession: @unchecked Sendable {
    /// One exchange seen by the session, with its check result.
    public struct Exchange: Sendable {
        /// The interaction as stored (redacted).
        public var interaction: Interaction
        /// Whether it was replayed (true) or recorded (false).
        public var replayed: Bool
        /// The check result.
        public var check: ExchangeChecker.Result
    }

    /// The session to give to the code under test.
    public private(set) var session: URLSession!
    /// The recorder behind the session.
    public let recorder: CassetteRecorder
    let upstream: URLSession
    let lock = NSLock()
    var exchangesStorage: [Exchange] = []

    /// The slot (a URLProtocol class of its own) that routes this session's requests to it.
    let slot: Int

    /// Opens a cassette; the mode is overridden by `CONFORMANCE_RECORD` when set.
    public init(
        cassette file: String, specs: SpecSet, mode: RecordMode = .none, allowPlaybackRepeats: Bool = false, strict: Bool = false,
        configuration: URLSessionConfiguration = .ephemeral
    ) throws {
        let resolvedMode = try RecordMode.resolve(mode)
        recorder = try CassetteRecorder(
            file: file, specs: specs,
            options: .init(mode: resolvedMode, allowPlaybackRepeats: allowPlaybackRepeats, strict: strict))
        upstream = URLSession(configuration: .ephemeral)
        guard let slot = CassetteSession.claimSlot() else {
            throw CassetteError(
                .cassetteUnwritable, [.plain(file), "\(CassetteSlots.classes.count) cassette sessions are already open; finish() one first"],
                file: file)
        }
        self.slot = slot
        let config = configuration
        config.protocolClasses = [CassetteSlots.classes[slot]] + (config.protocolClasses ?? [])
        session = URLSession(configuration: config)
        CassetteSession.register(self)
    }

    /// Every exchange so far, in order.
    public var exchanges: [Exchange] {
        lock.lock()
        defer { lock.unlock() }
        return exchangesStorage
    }

    /// The exchanges whose request or response does not conform (or that no operation matched).
    public var nonConformant: [Exchange] { exchanges.filter { $0.check.verdict?.conforms != true } }

    /// Writes the cassette if needed and closes the session.
    @discardableResult
    public func finish() throws -> CassetteRecorder.Summary {
        CassetteSession.unregister(self)
        session.finishTasksAndInvalidate()
        upstream.finishTasksAndInvalidate()
        return try recorder.finish()
    }

    func append(_ exchange: Exchange) {
        lock.lock()
        exchangesStorage.append(exchange)
        lock.unlock()
    }

    // MARK: Registry

    nonisolated(unsafe) static var sessions: [CassetteSession?] = Array(repeating: nil, count: CassetteSlots.classes.count)
    nonisolated(unsafe) static var claimed: [Bool] = Array(repeating: false, count: CassetteSlots.classes.count)
    static let registryLock = NSLock()

    static func claimSlot() -> Int? {
        registryLock.withLock {
            guard let free = claimed.firstIndex(of: false) else { return nil }
            claimed[free] = true
            return free
        }
    }

    static func register(_ session: CassetteSession) {
        registryLock.withLock { sessions[session.slot] = session }
    }

    static func unregister(_ session: CassetteSession) {
        registryLock.withLock {
            if sessions[session.slot] === session {
                sessions[session.slot] = nil
                claimed[session.slot] = false
            }
        }
    }

    static func session(slot: Int) -> CassetteSession? {
        registryLock.withLock { sessions[slot] }
    }
}

/// Converts between URLSession values and cassette values.
public enum URLExchange {
    /// Headers a cassette does not keep (see `StoredHeaders` in ConformanceKit).
    public static let droppedHeaders = StoredHeaders.notStored

    /// The recorded form of a URLRequest (its body read from `httpBody` or `httpBodyStream`).
    public static func recordedRequest(_ request: URLRequest) -> RecordedRequest {
        let url = request.url ?? URL(string: "http://localhost/")!
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let query = (components?.queryItems ?? []).map { NameValue($0.name, $0.value ?? "") }
        let headers = (request.allHTTPHeaderFields ?? [:]).filter { !droppedHeaders.contains($0.key.lowercased()) }
            .map { NameValue($0.key, $0.value) }
        let data = request.httpBody ?? request.httpBodyStream.map(readAll) ?? Data()
        let path = components?.percentEncodedPath.removingPercentEncoding ?? url.path
        return RecordedRequest(
            method: request.httpMethod ?? "GET", path: path.isEmpty ? "/" : path, query: query, headers: headers,
            body: RecordedBody.from(data, contentType: request.value(forHTTPHeaderField: "Content-Type")))
    }

    /// The recorded form of a response and its (already decoded) body.
    public static func recordedResponse(_ response: HTTPURLResponse, data: Data) -> RecordedResponse {
        RecordedResponse(response, body: data)
    }

    /// An HTTPURLResponse for a recorded response, with a correct Content-Length.
    public static func httpResponse(_ response: RecordedResponse, url: URL) -> (HTTPURLResponse, Data) {
        let data = response.body.data
        var fields: [String: String] = [:]
        for header in response.headers { fields[header.name] = fields[header.name].map { $0 + ", " + header.value } ?? header.value }
        fields["Content-Length"] = String(data.count)
        let http = HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: fields)!
        return (http, data)
    }

    static func readAll(_ stream: InputStream) -> Data {
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while stream.hasBytesAvailable {
            let count = stream.read(&buffer, maxLength: buffer.count)
            if count <= 0 { break }
            data.append(buffer, count: count)
        }
        return data
    }
}

/// Marker types: each specializes ``CassetteURLProtocol`` into a class of its own, so that a
/// session's configuration can name a class that routes to that session alone (URLSession on
/// Linux does not pass session-level headers to protocol classes).
protocol CassetteSlot: SendableMetatype {
    static var index: Int { get }
}

enum CassetteSlots {
    enum S0: CassetteSlot { static let index = 0 }
    enum S1: CassetteSlot { static let index = 1 }
    enum S2: CassetteSlot { static let index = 2 }
    enum S3: CassetteSlot { static let index = 3 }
    enum S4: CassetteSlot { static let index = 4 }
    enum S5: CassetteSlot { static let index = 5 }
    enum S6: CassetteSlot { static let index = 6 }
    enum S7: CassetteSlot { static let index = 7 }
    enum S8: CassetteSlot { static let index = 8 }
    enum S9: CassetteSlot { static let index = 9 }
    enum S10: CassetteSlot { static let index = 10 }
    enum S11: CassetteSlot { static let index = 11 }
    enum S12: CassetteSlot { static let index = 12 }
    enum S13: CassetteSlot { static let index = 13 }
    enum S14: CassetteSlot { static let index = 14 }
    enum S15: CassetteSlot { static let index = 15 }

    /// One protocol class per slot.
    static let classes: [AnyClass] = [
        CassetteURLProtocol<S0>.self, CassetteURLProtocol<S1>.self, CassetteURLProtocol<S2>.self, CassetteURLProtocol<S3>.self,
        CassetteURLProtocol<S4>.self, CassetteURLProtocol<S5>.self, CassetteURLProtocol<S6>.self, CassetteURLProtocol<S7>.self,
        CassetteURLProtocol<S8>.self, CassetteURLProtocol<S9>.self, CassetteURLProtocol<S10>.self, CassetteURLProtocol<S11>.self,
        CassetteURLProtocol<S12>.self, CassetteURLProtocol<S13>.self, CassetteURLProtocol<S14>.self, CassetteURLProtocol<S15>.self,
    ]
}

/// The URLProtocol that serves a ``CassetteSession``'s requests.
final class CassetteURLProtocol<Slot: CassetteSlot>: URLProtocol {
    var upstreamTask: URLSessionDataTask?

    override class func canInit(with request: URLRequest) -> Bool {
        // Only sessions made by CassetteSession list this class, so every request it sees is ours.
        true
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        // URLSession on Linux runs this on a work queue shared by all sessions: creating the upstream
        // task or calling the client from here would wait on that same queue.
        nonisolated(unsafe) let this = self
        DispatchQueue.global().async { this.load() }
    }

    func load() {
        guard let owner = CassetteSession.session(slot: Slot.index), let url = request.url else {
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
            let error = NSError(
                domain: "PaymentConformance.Cassette", code: 1, userInfo: [NSLocalizedDescriptionKey: diagnostic.message(.en)])
            fail(error)
        case .record:
            var upstreamRequest = request
            if upstreamRequest.httpBody == nil, !recorded.body.isEmpty { upstreamRequest.httpBody = recorded.body.data }
            let body = request.httpBody ?? request.httpBodyStream.map(URLExchange.readAll)
            if let body { upstreamRequest.httpBody = body }
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
