import ConformanceEngine
import ConformanceKit
import ConformanceProxy
import ConformanceTransport
import Foundation

/// `conformance proxy` as a library call: a recording reverse proxy for any HTTP client, until stopped.
package struct ProxySession {
    /// What was asked for.
    package let request: ProxyRequest
    /// The language of what is printed.
    package let language: Language

    /// A session for this request.
    package init(_ request: ProxyRequest, language: Language) {
        self.request = request
        self.language = language
    }

    /// Parses a mode name or alias, then applies `CONFORMANCE_RECORD`; a bad name is printed and throws ``SessionExit`` (2).
    func recordMode() throws -> RecordMode {
        let aliases = ["replay": "none", "record": "all"]
        do {
            return try RecordMode.resolve(try RecordMode.parse(aliases[request.mode] ?? request.mode))
        } catch {
            Console.error(error.formatted(language))
            throw SessionExit(2)
        }
    }

    /// Serves until stopped, then writes the cassette and prints what was replayed, recorded and redacted.
    package func serve() async throws {
        ConcurrencyOnEventLoops.adopt()
        let specs = try SpecFolder(path: request.specsPath).load(language: language)
        let recordMode = try recordMode()
        let policy = try request.redaction.policy(language: language)
        let fileConfiguration = try RunSetup.loadConfiguration(request.config, language: language)
        let requested = request.upstream ?? fileConfiguration?.proxy?.upstream
        var routes = fileConfiguration?.proxy?.routes ?? []
        for entry in request.routes {
            if case .success(let parsed) = UpstreamRoute.parse(entry) {
                routes.removeAll { $0.entry == parsed.entry }
                routes.append(parsed)
            }
        }
        let cassette = request.cassette
        let recorder: CassetteRecorder
        do {
            recorder = try CassetteRecorder(
                file: cassette, specs: specs,
                options: .init(
                    mode: recordMode, allowPlaybackRepeats: request.allowPlaybackRepeats, strict: request.failOnUnplayed, baseURL: requested,
                    redaction: policy, journal: true))
        } catch {
            Console.error(error.diagnostic.formatted(language))
            throw SessionExit(2)
        }
        if let recovered = recorder.recovered {
            let cut = recovered.truncated ? MessageID.usageProxyRecoveredCut.render(language, []) : ""
            Console.print(MessageID.usageProxyRecovered.render(language, [.plain(String(recovered.recovered)), .plain(cassette), .plain(cut)]))
        }
        guard let upstream = RecordingProxy.replayedUpstream(recorder)?.description ?? requested, let upstreamURL = URL(string: upstream) else {
            Console.error(MessageID.cliProxyNoUpstream.render(language, []))
            throw SessionExit(2)
        }
        let outbound = try request.transport.resolve(
            settings: fileConfiguration?.proxyOutboundSettings ?? OutboundSettings(), shownTarget: upstream, language: language)
        let limits = request.limits
        var configuration = RecordingProxy.Configuration(
            upstream: upstreamURL, routes: routes, host: request.host, port: request.port,
            maxBodySize: limits.maxBodyBytes ?? ServerLimits.proxy.maxBodyBytes, timeout: request.upstreamTimeout,
            headerTimeout: limits.headerTimeout, idleTimeout: limits.idleTimeout)
        configuration.outbound = outbound
        configuration.language = language
        // Every line of an insecure proxy says so: what it records was not proven to come from the upstream.
        let marker = outbound.insecure ? MessageID.cliInsecureMarker.render(language, []) : ""
        let proxy = RecordingProxy(configuration: configuration, recorder: recorder, log: { Console.print(marker + $0) })
        let (host, language) = (request.host, language)
        let extraRoutes = Array(proxy.router.routes.dropFirst())
        let via = outbound.shownProxy(for: upstreamURL).map { MessageID.usageProxyVia.render(language, [.plain($0)]) } ?? ""
        do {
            try await proxy.run { port in
                let arguments: [MessageArgument] = [
                    .plain(host), .plain(String(port)), .plain(upstream), .plain(via), .plain(recordMode.rawValue), .plain(cassette),
                ]
                Console.print(marker + MessageID.usageProxyListening.render(language, arguments))
                for route in extraRoutes { Console.print(marker + MessageID.usageProxyRoute.render(language, [.plain("\(route)")])) }
            }
        } catch {
            guard let diagnostic = ListenFailure.diagnostic(error, host: host, port: request.port) else { throw error }
            Console.error(diagnostic.formatted(language))
            throw SessionExit(2)
        }
        do {
            let summary = try recorder.finish()
            let wrote = (summary.wrote ? MessageID.usageProxyWritten : .usageProxyUnchanged).render(language, [])
            Console.print(
                MessageID.usageProxySummary.render(
                    language, [.plain(String(summary.replayed)), .plain(String(summary.recorded)), .plain(String(summary.redacted)), .plain(wrote)]))
        } catch {
            Console.error(error.diagnostic.formatted(language))
            throw SessionExit(2)
        }
    }
}
