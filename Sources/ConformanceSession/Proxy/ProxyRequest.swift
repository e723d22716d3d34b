/// What `conformance proxy` was asked for.
package struct ProxyRequest: Sendable {
    /// The spec folder exchanges are checked against.
    package var specsPath: String
    /// The cassette file.
    package var cassette: String
    /// The default upstream base URL (nil: the config file's, else the cassette's when replaying).
    package var upstream: String?
    /// More upstreams, by path prefix or host (`/client=https://host/client`).
    package var routes: [String] = []
    /// The config file (its `proxy` section).
    package var config: String?
    /// The record mode or its alias (`replay`, `record`); `CONFORMANCE_RECORD` overrides.
    package var mode = "none"
    /// The address and port to bind.
    package var host = "127.0.0.1", port = 0
    /// Seconds the upstream has to answer one request.
    package var upstreamTimeout: Double = 100
    /// Repeat the last matching interaction once all were played.
    package var allowPlaybackRepeats = false
    /// Fail at exit when recorded interactions were never played.
    package var failOnUnplayed = false
    /// What is scrubbed from the cassette.
    package var redaction = RedactionChoice()
    /// The server's limits.
    package var limits = ServerLimitChoice()
    /// The transport flags.
    package var transport = TransportChoice()

    /// A request to proxy into `cassette`, checking against the specs at `specsPath`.
    package init(specsPath: String, cassette: String) {
        self.specsPath = specsPath
        self.cassette = cassette
    }
}
