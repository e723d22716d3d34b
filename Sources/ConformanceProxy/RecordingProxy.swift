import ConformanceEngine
import ConformanceKit
import ConformanceTransport
import Foundation
import HTTPTypes
import Hummingbird
import Logging
import NIOCore
import UnixSignals

/// A reverse proxy that records, replays and checks the exchanges of any HTTP client.
///
/// Point a client's base URL at the proxy: each request is answered from the cassette or
/// forwarded to the upstream (headers and body as sent, hop-by-hop headers dropped, compressed
/// answers decoded and re-sent with a correct length), recorded, checked against the specs, and
/// summarized in one line. Each new exchange is redacted, checked and appended to a journal beside the
/// cassette (``CassetteJournal``) on a thread of its own as its answer goes out, in arrival order, and the
/// cassette is written once, atomically, when the proxy stops (after the last exchange is recorded); a
/// proxy that was killed leaves the journal, which the next one recovers.
package struct RecordingProxy: Sendable {
    /// Where the proxy listens and forwards.
    package struct Configuration: Sendable {
        /// The default upstream base URL (scheme, host, port and optional path prefix).
        package var upstream: URL
        /// More upstreams, reached by a path prefix or a host name (`--route`).
        package var routes: [UpstreamRoute]
        /// The address to bind (loopback unless told otherwise).
        package var host: String
        /// The port to bind; 0 picks a free one.
        package var port: Int
        /// The largest request body accepted (larger ones are answered 413).
        package var maxBodySize: Int
        /// Seconds a client has to send a whole request head before it gets 408 and is disconnected.
        package var headerTimeout: TimeInterval
        /// Seconds a connection may stay silent before it is closed.
        package var idleTimeout: TimeInterval
        /// How long to wait for the upstream.
        package var timeout: TimeInterval
        /// Seconds between background cassette writes while recording.
        package var flushInterval: TimeInterval
        /// Trust, client certificate and forward proxies for reaching the upstreams.
        package var outbound: OutboundConfiguration = OutboundConfiguration()
        /// The language of the console lines (a client's answers follow its `Accept-Language`).
        package var language: Language = .en

        /// Creates a configuration.
        package init(
            upstream: URL, routes: [UpstreamRoute] = [], host: String = "127.0.0.1", port: Int = 0,
            maxBodySize: Int = ServerLimits.proxy.maxBodyBytes,
            timeout: TimeInterval = 100, flushInterval: TimeInterval = 5, headerTimeout: TimeInterval = ServerLimits.proxy.headerTimeout,
            idleTimeout: TimeInterval = ServerLimits.proxy.idleTimeout
        ) {
            self.upstream = upstream
            self.routes = routes
            self.host = host
            self.port = port
            self.maxBodySize = maxBodySize
            self.headerTimeout = headerTimeout
            self.idleTimeout = idleTimeout
            self.timeout = timeout
            self.flushInterval = flushInterval
        }

        /// The routes: the default upstream first, then the others.
        package var router: UpstreamRouter {
            UpstreamRouter(
                defaultUpstream: UpstreamBase(upstream.absoluteString) ?? UpstreamBase(scheme: "http", host: "127.0.0.1", port: 80), routes: routes)
        }

        /// The server limits: body size, header and idle timeouts.
        package var limits: ServerLimits {
            ServerLimits(maxBodyBytes: maxBodySize, headerTimeout: headerTimeout, idleTimeout: idleTimeout)
        }
    }

    /// The configuration.
    package let configuration: Configuration
    /// The cassette recorder.
    package let recorder: CassetteRecorder
    /// Watches every request and may answer instead of the upstream (a client certification session).
    package var observer: (any GatewayObserver)?
    let log: @Sendable (String) -> Void
    let promptFlush = PromptFlush()
    /// Makes log lines safe with the recording's redaction policy (repeated lines cost a lookup).
    let logRedactor: LogLineRedactor
    /// The routes to the upstreams.
    package let router: UpstreamRouter
    /// The upstreams learned from answers, and the merchant's origins.
    package let memory = RouteMemory()
    let boundPort = BoundPort()
    /// Records and checks exchanges off their answers' path, in arrival order.
    let recordings = RecordingQueue()

    /// The port the server listens on, once it does.
    final class BoundPort: @unchecked Sendable {
        let lock = NSLock()
        var port = 0
        var value: Int {
            get { lock.withLock { port } }
            set { lock.withLock { port = newValue } }
        }
    }

    /// Whether a prompt cassette write is already pending.
    final class PromptFlush: @unchecked Sendable {
        let lock = NSLock()
        var pending = false

        /// Takes the pending slot; false when a write is already pending.
        func claim() -> Bool {
            lock.withLock {
                if pending { return false }
                pending = true
                return true
            }
        }

        /// Frees the slot, before the write starts (exchanges arriving during it schedule another one).
        func release() { lock.withLock { pending = false } }
    }

    /// Creates a proxy over a recorder; `log` receives one line per exchange.
    package init(configuration: Configuration, recorder: CassetteRecorder, log: @escaping @Sendable (String) -> Void) {
        self.configuration = configuration
        self.recorder = recorder
        self.log = log
        logRedactor = LogLineRedactor(policy: recorder.options.redaction)
        if let recorded = RecordingProxy.replayedUpstream(recorder) {
            router = UpstreamRouter(defaultUpstream: recorded, routes: configuration.routes)
        } else {
            router = configuration.router
        }
    }

    /// The upstream a replaying recorder's answers were recorded from (the cassette's `baseURL`), or nil.
    ///
    /// Replaying, it is the default route, so the URLs the answers hand out map back to the recorded
    /// requests with no upstream reachable.
    package static func replayedUpstream(_ recorder: CassetteRecorder) -> UpstreamBase? {
        guard recorder.options.mode == .none else { return nil }
        return recorder.original?.baseURL.flatMap(UpstreamBase.init)
    }

    /// Runs until the task is cancelled or SIGINT/SIGTERM arrives, then shuts down gracefully.
    ///
    /// `onListening` receives the bound port once the server accepts connections.
    package func run(handlingSignals: Bool = true, onListening: @escaping @Sendable (Int) async -> Void) async throws {
        var logger = Logger(label: "conformance-proxy")
        logger.logLevel = .warning
        let upstream = UpstreamClient(timeout: configuration.timeout, configuration: configuration.outbound)
        let application = Application(
            responder: CallbackResponder<GatewayRequestContext> { request, context in
                try await self.respondSafely(to: request, upstream: upstream, channel: context.channel)
            },
            server: configuration.limits.serverBuilder,
            configuration: ApplicationConfiguration(address: .hostname(configuration.host, port: configuration.port), serverName: nil),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                boundPort.value = port
                await onListening(port)
            },
            logger: logger)
        let flusher = Task {
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: UInt64(configuration.flushInterval * 1_000_000_000))
                if Task.isCancelled { break }
                flush()
            }
        }
        defer { flusher.cancel() }
        do {
            try await GracefulService.run(application, signals: handlingSignals ? [.sigterm, .sigint] : [], logger: logger)
        } catch {
            await recordings.drained()
            await upstream.shutdown()
            throw error
        }
        // Every exchange answered is recorded before the caller finishes the cassette.
        await recordings.drained()
        await upstream.shutdown()
    }

    /// Writes the cassette if new exchanges arrived; a failure is logged, never thrown (the next flush retries).
    func flush() {
        do {
            try recorder.flush()
        } catch {
            emit("error: \(error.diagnostic.message(.en))")
        }
    }

    /// Writes the cassette soon, off the request's path, after an exchange that went wrong, so that nothing
    /// recorded waits for the periodic write; at most one such write is pending at a time.
    func flushSoon() {
        guard promptFlush.claim() else { return }
        let proxy = self
        Task.detached {
            try? await Task.sleep(nanoseconds: 250_000_000)
            proxy.promptFlush.release()
            proxy.flush()
        }
    }

    /// Logs a line with card numbers and secrets masked and terminal controls escaped, after the lines of the
    /// exchanges handed over before it (``RecordingQueue``).
    func emit(_ line: String) {
        let proxy = self
        recordings.post { proxy.write(line) }
    }

    /// Logs a line at once: from work the recording queue runs, which is already in order.
    func write(_ line: String) {
        log(logRedactor.safe(line))
    }

    /// Returns once every exchange answered so far is recorded and its line logged.
    package func recorded() async {
        await recordings.drained()
    }

    /// Answers one request and never fails: a refusal or an error becomes an explained JSON answer.
    func respondSafely(to request: Request, upstream: UpstreamClient, channel: (any Channel)? = nil) async throws -> Response {
        let language = ServerAnswer.language(request)
        do {
            return try await respond(to: request, upstream: upstream, channel: channel)
        } catch let refusal as ServerRefusal {
            emit("REFUSE \(request.method.rawValue) \(request.uri.path): \(refusal.reason.en)")
            return ServerAnswer.refusal(refusal, prefix: "proxy", language: language)
        } catch {
            if ServerAnswer.mustRethrow(error) { throw error }
            emit("FAIL \(request.method.rawValue) \(request.uri.path): \(error)")
            flushSoon()
            return ServerAnswer.unexpected(error, prefix: "proxy", language: language)
        }
    }

    /// Answers one request: replay, record, or refuse with an explanation.
    ///
    /// The request is routed to its upstream and its proxy URLs are mapped back before it is matched,
    /// forwarded and recorded; the answer's upstream URLs are rewritten to the proxy on the way out.
    func respond(to request: Request, upstream: UpstreamClient, channel: (any Channel)? = nil) async throws -> Response {
        var request = request
        let body = try await configuration.limits.collectBody(&request)
        let incoming = RecordingProxy.recordedRequest(request, body: body)
        let hostHeader = request.head.authority
        let target = router.target(hostHeader: hostHeader, path: incoming.path)
        if target.learned, recorder.records, !memory.isGateway(target.upstream.origin) {
            emit("REFUSE \(incoming.method) \(incoming.target): \(target.upstream.origin) is not an upstream this proxy learned")
            return RecordingProxy.errorResponse(
                status: .forbidden, id: "proxy.unknown-upstream",
                message:
                    "\(target.upstream.origin) was never named by a gateway URL in an answer; give it with --route PREFIX=URL if the client must reach it"
            )
        }
        let rewriter = URLRewriter(
            router: router, proxy: ProxyOrigin(hostHeader: hostHeader, listeningHost: configuration.host, port: boundPort.value), memory: memory,
            localPaths: observer?.localPaths ?? [])
        var recorded = rewriter.inbound(incoming)
        recorded.path = target.path.isEmpty ? "/" : target.path
        recorded.upstream = target.isDefault ? nil : target.upstream.description
        let turn = observer?.begin(recorded)
        if let observer, let turn, let intervention = turn.intervention, !intervention.forward, let imposed = intervention.response {
            emit(
                "FAULT \(recorded.method) \(recorded.target) → \(imposed.status) "
                    + MessageID.proxyLineInjected.render(configuration.language, []))
            observer.complete(turn, response: imposed)
            return try await GatewayDelivery.deliver(imposed, intervention.delivery, observer: observer, turn: turn, channel: channel)
        }
        let answer: RecordedResponse
        // The operation the answer's URLs are rewritten for: the one the check finds, resolved here without it.
        let resolver = recorder.exchangeChecker.resolver
        let profile: OperationResolver.Profile?
        switch recorder.decide(recorded) {
        case .replay(let interaction):
            let proxy = self
            let request = recorded
            await recordings.submit {
                let check = proxy.recorder.exchangeChecker.check(interaction)
                proxy.write(RecordingProxy.line("PLAY", request, interaction.response.status, check, proxy.configuration.language))
            }
            answer = interaction.response
            if let recordedOperation = interaction.operation {
                profile = resolver.profile(recordedOperation)
            } else {
                profile = resolver.resolve(interaction.request)
            }
        case .miss(let diagnostic):
            emit("MISS \(recorded.method) \(recorded.target): \(diagnostic.message(configuration.language))")
            return RecordingProxy.errorResponse(status: .badGateway, id: diagnostic.id.rawValue, message: diagnostic.message(.en))
        case .record:
            let upstreamResponse: RecordedResponse
            let url = UpstreamRouter.upstreamURL(target, query: "")
            do {
                upstreamResponse = try await forward(recorded, target: target, through: upstream)
            } catch {
                let reason = await upstream.explain(error, url: URL(string: url) ?? configuration.upstream)
                let said = { (language: Language) in
                    MessageID.proxyLineUpstream.render(language, [.plain(url), .plain(reason.message(language)), .plain(reason.id.rawValue)])
                }
                emit("FAIL \(recorded.method) \(recorded.target): " + said(configuration.language))
                flushSoon()
                return RecordingProxy.errorResponse(
                    status: .badGateway, id: "proxy.upstream-unreachable", message: said(ServerAnswer.language(request)))
            }
            // Redaction, check, journal and log happen off the answer's path (the answer does not depend on them),
            // in arrival order.
            let proxy = self
            let request = recorded
            await recordings.submit {
                let result = proxy.recorder.record(request: request, response: upstreamResponse, withholdingUnredactable: true)
                proxy.write(RecordingProxy.line("REC ", request, upstreamResponse.status, result.check, proxy.configuration.language))
                if let note = result.withheld {
                    proxy.write("WARN \(request.method) \(request.target): \(note.text(proxy.configuration.language))")
                    proxy.flushSoon()
                }
            }
            answer = upstreamResponse
            profile = resolver.resolve(recorded)
        }
        if let profile {
            rewriter.observe(recorded.body, roles: profile.requestURLRoles)
            rewriter.observe(answer.body, roles: profile.responseURLRoles)
        }
        let outbound = rewriter.outbound(answer, roles: profile?.responseURLRoles ?? [:], prefix: router.proxyPrefix(for: target))
        if let observer, let turn {
            let intervention = turn.intervention
            let reshape = intervention?.reshape ?? { $0 }
            let sent = intervention?.response ?? reshape(outbound)
            observer.complete(turn, response: intervention?.response ?? reshape(answer))
            if let intervention {
                return try await GatewayDelivery.deliver(sent, intervention.delivery, observer: observer, turn: turn, channel: channel)
            }
        }
        return RecordingProxy.response(outbound)
    }

    /// Sends a request to its upstream and returns the decoded answer (redirects are not followed).
    func forward(_ request: RecordedRequest, target: UpstreamRouter.Target, through upstream: UpstreamClient) async throws -> RecordedResponse {
        var base = target.upstream.origin + target.upstream.path
        while base.hasSuffix("/") { base.removeLast() }
        return try await upstream.send(request, base: base, dropping: RecordingProxy.notForwarded)
    }

    /// Request headers not forwarded: hop-by-hop ones, the host (set from the upstream URL), the
    /// length (recomputed) and the accepted encodings (the proxy negotiates and decodes itself).
    static let notForwarded: Set<String> = StoredHeaders.hopByHop.union(["host", "content-length", "accept-encoding", "expect"])

    /// The cassette form of a Hummingbird request and its collected body.
    package static func recordedRequest(_ request: Request, body: Data) -> RecordedRequest {
        let query = (request.uri.query ?? "").split(separator: "&", omittingEmptySubsequences: true).map { pair -> NameValue in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = (try? FormBodyParser.decode(parts[0], column: 1)) ?? String(parts[0])
            let value = parts.count > 1 ? ((try? FormBodyParser.decode(parts[1], column: 1)) ?? String(parts[1])) : ""
            return NameValue(name, value)
        }
        // A field's canonical name is already lower-cased: no string is made to compare it.
        var headers: [NameValue] = []
        headers.reserveCapacity(request.headers.count)
        for field in request.headers where !notForwarded.contains(field.name.canonicalName) {
            headers.append(NameValue(field.name.rawName, field.value))
        }
        let raw = request.uri.path
        let path = raw.utf8.contains(0x25) ? (raw.removingPercentEncoding ?? raw) : raw
        return RecordedRequest(
            method: request.method.rawValue, path: path, query: query, headers: headers,
            body: RecordedBody.from(body, contentType: request.headers[.contentType]))
    }

    /// A Hummingbird response for a recorded one (its length is set from the body).
    package static func response(_ recorded: RecordedResponse) -> Response {
        var fields = HTTPFields()
        for header in recorded.headers {
            if let name = HTTPField.Name(header.name) { fields.append(HTTPField(name: name, value: header.value)) }
        }
        return Response(status: HTTPResponse.Status(code: recorded.status), headers: fields, body: ResponseBody(byteBuffer: bytes(of: recorded.body)))
    }

    /// The bytes of a body, written from its text straight into the buffer (no `Data` in between).
    static func bytes(of body: RecordedBody) -> ByteBuffer {
        switch body {
        case .none: ByteBuffer()
        case .json(let value): ByteBuffer(string: value.jsonText)
        case .form(let pairs, let raw): ByteBuffer(string: raw ?? FormEncoding.serialize(pairs))
        case .text(let text): ByteBuffer(string: text)
        case .base64(let data): ByteBuffer(bytes: data)
        }
    }

    static func errorResponse(status: HTTPResponse.Status, id: String, message: String) -> Response {
        let body = BodyValue.object([BodyMember("error", .string(id)), BodyMember("message", .string(message))]).jsonText
        var fields = HTTPFields()
        fields[.contentType] = "application/json"
        fields[HTTPField.Name("X-Conformance-Proxy")!] = "error"
        return Response(status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }

    /// `REC  POST /path → 200  protocol/operation  ✓ conformant` or the first findings.
    static func line(
        _ verb: String, _ request: RecordedRequest, _ status: Int, _ check: ExchangeChecker.Result, _ language: Language = .en
    ) -> String {
        let operation = check.operation?.description ?? MessageID.proxyLineNoOperation.template(language)
        let verdict: String
        if let result = check.verdict {
            if result.conforms {
                let warnings = language.plural(result.warnings, one: .countWarningsOne, other: .countWarningsOther)
                verdict =
                    result.warnings > 0
                    ? MessageID.proxyLineConformantWarnings.render(language, [.plain(warnings)])
                    : MessageID.proxyLineConformant.template(language)
            } else {
                let first = (check.requestFindings + check.responseFindings).filter { $0.severity == .error }.prefix(3)
                    .map { "\($0.kind.rawValue) \($0.path)" }.joined(separator: "; ")
                let errors = language.plural(result.errors, one: .countErrorsOne, other: .countErrorsOther)
                verdict = MessageID.proxyLineErrors.render(language, [.plain(errors), .plain(first)])
            }
        } else {
            verdict = MessageID.proxyLineNotProtocol.template(language)
        }
        return "\(verb) \(request.method) \(request.target) → \(status)  \(operation)  \(verdict)"
    }
}
