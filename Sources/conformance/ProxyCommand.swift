import ArgumentParser
import ConformanceKit
import ConformanceSession

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
        try validateSeconds(upstreamTimeout, flag: "--upstream-timeout", language: language)
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
        var request = ProxyRequest(specsPath: options.resolvedSpecsPath, cassette: cassette)
        request.upstream = upstream
        request.routes = route
        request.config = configOption.config
        request.mode = modeOption.mode ?? "none"
        request.host = hostOption.host
        request.port = portOption.port
        request.upstreamTimeout = upstreamTimeout
        request.allowPlaybackRepeats = allowPlaybackRepeats
        request.failOnUnplayed = failOnUnplayed
        request.redaction = redaction.choice
        request.limits = limits.choice
        request.transport = transport.choice
        try await ProxySession(request, language: options.language).serve()
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

    /// The flags as the library takes them.
    var choice: RedactionChoice { RedactionChoice(secretVariables: redactEnvironment, allowedCards: allowedCards, names: redactNames) }
}
