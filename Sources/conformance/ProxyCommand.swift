import ArgumentParser
import ConformanceEngine
import ConformanceKit
import ConformanceProxy
import ConformanceSession
import ConformanceTransport
import Foundation

/// `conformance proxy`: a recording reverse proxy for any HTTP client.
struct ProxyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "proxy",
        abstract: "Record, replay and check any client's traffic through a local reverse proxy.",
        discussion: """
            Point the client's base URL at http://HOST:PORT. Each exchange is answered from the cassette or \
            forwarded to --upstream, recorded (redacted), checked against the specs, and printed as one line.

            Modes: none (alias replay), once, new_episodes, all (alias record); CONFORMANCE_RECORD overrides. \
            The cassette is written when the proxy stops (Ctrl-C or SIGTERM) and every few seconds while recording.

            URLs in answers that point at an upstream (JSON, forms, XML, HTML, Location) are rewritten to the proxy \
            and mapped back on the way in, so a client that follows them stays on the proxy: more upstreams come \
            from --route or the `proxy` section of the config file, and gateway URLs the specs name (role: gateway) \
            on other hosts are learned and served under /_upstream/. See docs/proxy.md.
            """)

    @OptionGroup var options: SpecOptions

    @OptionGroup var upstreamOption: UpstreamOption
    var upstream: String? { upstreamOption.upstream }

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Another upstream, reached under a path prefix (/client=https://host/client) or a host name that resolves to the proxy (clientapi.localhost=https://host); repeatable.",
            valueName: "prefix-or-host=url"))
    var route: [String] = []

    @OptionGroup var configOption: ConfigOption

    @Option(name: .long, help: "The cassette file.")
    var cassette: String

    @OptionGroup var modeOption: ModeOption

    @OptionGroup var hostOption: HostOption

    @OptionGroup var portOption: PortOption

    @Option(name: .long, help: "Seconds the upstream has to answer one request (default 100); past it the client gets 502.")
    var upstreamTimeout: Double = 100

    @Flag(name: .long, help: "Repeat the last matching interaction once all were played.")
    var allowPlaybackRepeats = false

    @Flag(name: .long, help: "Fail at exit when recorded interactions were never played.")
    var failOnUnplayed = false

    @OptionGroup var redaction: RedactionOptions

    @OptionGroup var limits: ServerLimitOptions

    @OptionGroup var transport: TransportOptions

    func validate() throws {
        let language = options.language
        try Seconds.validate(upstreamTimeout, flag: "--upstream-timeout", language: language)
        if let upstream, UpstreamBase(upstream) == nil {
            throw ValidationError(MessageID.usageUpstreamURL.render(language, [.plain(upstream)]))
        }
        for entry in route {
            if case .failure(let error) = UpstreamRoute.parse(entry) {
                throw ValidationError(MessageID.usageRoute.render(language, [.localized(error.reason)]))
            }
        }
        try portOption.validate(language: language)
        try limits.validate(language: language)
    }

    func run() async throws {
        ConcurrencyOnEventLoops.adopt()
        let language = options.language
        let specs = try options.loadSpecs()
        let recordMode = try CassetteOptions.mode(modeOption.mode ?? "none", language: language)
        let policy = try redaction.policy(language: language)
        let fileConfiguration = try RunSetup.loadConfiguration(configOption.config, language: language)
        let fileRoutes = fileConfiguration?.proxy
        let requested = upstream ?? fileRoutes?.upstream
        var routes = fileRoutes?.routes ?? []
        for entry in route {
            if case .success(let parsed) = UpstreamRoute.parse(entry) {
                routes.removeAll { $0.entry == parsed.entry }
                routes.append(parsed)
            }
        }
        let recorder: CassetteRecorder
        do {
            recorder = try CassetteRecorder(
                file: cassette, specs: specs,
                options: .init(
                    mode: recordMode, allowPlaybackRepeats: allowPlaybackRepeats, strict: failOnUnplayed, baseURL: requested,
                    redaction: policy, journal: true))
        } catch {
            Console.error(error.diagnostic.formatted(language))
            throw ExitCode(2)
        }
        if let recovered = recorder.recovered {
            let cut = recovered.truncated ? MessageID.usageProxyRecoveredCut.render(language, []) : ""
            Console.print(
                MessageID.usageProxyRecovered.render(language, [.plain(String(recovered.recovered)), .plain(cassette), .plain(cut)]))
        }
        guard let upstream = RecordingProxy.replayedUpstream(recorder)?.description ?? requested else {
            Console.error(MessageID.cliProxyNoUpstream.render(language, []))
            throw ExitCode(2)
        }
        let outbound = try transport.resolve(
            settings: fileConfiguration?.proxyOutboundSettings ?? OutboundSettings(), shownTarget: upstream, language: language)
        var proxyConfiguration = RecordingProxy.Configuration(
            upstream: URL(string: upstream)!, routes: routes, host: hostOption.host, port: portOption.port,
            maxBodySize: limits.maxBodyBytes ?? ServerLimits.proxy.maxBodyBytes, timeout: upstreamTimeout,
            headerTimeout: limits.headerTimeout, idleTimeout: limits.idleTimeout)
        proxyConfiguration.outbound = outbound
        proxyConfiguration.language = language
        // Every line of an insecure proxy says so: what it records was not proven to come from the upstream.
        let marker = outbound.insecure ? MessageID.cliInsecureMarker.render(language, []) : ""
        let proxy = RecordingProxy(configuration: proxyConfiguration, recorder: recorder, log: { Console.print(marker + $0) })
        let host = hostOption.host
        let extraRoutes = Array(proxy.router.routes.dropFirst())
        let via = URL(string: upstream).flatMap { outbound.shownProxy(for: $0) }.map { MessageID.usageProxyVia.render(language, [.plain($0)]) } ?? ""
        let cassette = self.cassette
        do {
            try await proxy.run { port in
                let arguments: [MessageArgument] = [
                    .plain(host), .plain(String(port)), .plain(upstream), .plain(via), .plain(recordMode.rawValue), .plain(cassette),
                ]
                Console.print(marker + MessageID.usageProxyListening.render(language, arguments))
                for route in extraRoutes { Console.print(marker + MessageID.usageProxyRoute.render(language, [.plain("\(route)")])) }
            }
        } catch {
            guard let diagnostic = ListenFailure.diagnostic(error, host: host, port: portOption.port) else { throw error }
            Console.error(diagnostic.formatted(language))
            throw ExitCode(2)
        }
        do {
            let summary = try recorder.finish()
            let wrote = (summary.wrote ? MessageID.usageProxyWritten : .usageProxyUnchanged).render(language, [])
            Console.print(
                MessageID.usageProxySummary.render(
                    language, [.plain(String(summary.replayed)), .plain(String(summary.recorded)), .plain(String(summary.redacted)), .plain(wrote)]))
        } catch {
            Console.error(error.diagnostic.formatted(language))
            throw ExitCode(2)
        }
    }
}

/// Redaction options shared by the commands that write cassettes.
struct RedactionOptions: ParsableArguments {
    @Option(
        name: .customLong("redact-env"),
        help: "Name of an environment variable holding a secret (e.g. a Sips secret key) to scrub wherever it appears; repeatable.")
    var redactEnvironment: [String] = []

    @Option(name: .customLong("allow-card"), help: "A documented test card number allowed to stay in cassettes; repeatable.")
    var allowedCards: [String] = []

    @Option(
        name: .customLong("redact-name"),
        help: ArgumentHelp(
            "A field, parameter, element or header name whose value is always redacted, as NAME (a secret) or NAME=KIND with KIND pan, csc, expiry, pin or secret; repeatable (docs/cassettes.md).",
            valueName: "name[=kind]"))
    var redactNames: [String] = []

    /// The policy: defaults plus the named secrets and allowed cards; a missing variable exits with 2.
    func policy(language: Language) throws -> RedactionPolicy {
        var secrets: [String] = []
        for name in redactEnvironment {
            guard let value = ProcessInfo.processInfo.environment[name], !value.isEmpty else {
                Console.error(MessageID.cliProxyRedactEnv.render(language, [.plain(name)]))
                throw ExitCode(2)
            }
            secrets.append(value)
        }
        for card in allowedCards where !Luhn.isValid(card) || !(13...19).contains(card.count) {
            Console.error(MessageID.cliProxyAllowCard.render(language, [.plain(SensitiveValue.mask(card))]))
            throw ExitCode(2)
        }
        var names = SensitiveNames.standard
        for entry in redactNames {
            do {
                let parsed = try SensitiveNames.parseEntry(entry)
                names.add(parsed.name, kind: parsed.kind)
            } catch {
                Console.error(MessageID.cliProxyRedactName.render(language, [.plain(error.reason.text(language))]))
                throw ExitCode(2)
            }
        }
        return RedactionPolicy(allowedCards: TestCardNumbers.documented.union(allowedCards), secrets: secrets, names: names)
    }
}

/// Helpers shared by the cassette commands.
enum CassetteOptions {
    /// Parses a mode name or alias, then applies `CONFORMANCE_RECORD`; a bad name exits with 2.
    static func mode(_ text: String, language: Language) throws -> RecordMode {
        let aliases = ["replay": "none", "record": "all"]
        do {
            let requested = try RecordMode.parse(aliases[text] ?? text)
            return try RecordMode.resolve(requested)
        } catch {
            Console.error(error.formatted(language))
            throw ExitCode(2)
        }
    }
}
