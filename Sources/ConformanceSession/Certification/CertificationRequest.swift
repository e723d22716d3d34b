import ConformanceKit

/// What `conformance certify` was asked for, server or client: the partner, the bundle and the selection.
package struct CertificationRequest: Sendable {
    /// The spec folder.
    package var specsPath: String
    /// The partner's name, as on the certificate.
    package var partner: String
    /// The bundle folder to create.
    package var out: String
    /// Days the certificate holds.
    package var validityDays = 365
    /// The config file.
    package var config: String?
    /// Only these protocols.
    package var protocols: [String] = []
    /// The `--protocol-version` values.
    package var versions = ProtocolVersionChoice()
    /// The transport flags.
    package var transport = TransportChoice()
    /// Server: the partner's server (an URL, a target of the config file, or sandbox).
    package var target = "sandbox"
    /// Server: only these scenarios.
    package var scenarios: [String] = []
    /// Server: only scenarios with these tags.
    package var tags: [String] = []
    /// Server: seconds before a request times out.
    package var timeout: Double = 30
    /// Server: faults the sandbox applies.
    package var sandboxFaults: String?
    /// Server: the severity that fails the command besides the certificate.
    package var failOn: FailOn = .error
    /// Client: the command that drives the client, nil for a guided session.
    package var exec: String?
    /// Client: the gateway's real test environment behind the recording proxy, nil for the sandbox.
    package var upstream: String?
    /// Client: only these client cases.
    package var cases: [String] = []
    /// Client: seconds every `hang` fault lasts.
    package var hangSeconds: Double?
    /// Client: the port the gateway side listens on (0: a free one).
    package var port = 0
    /// Client: seconds the whole session may last.
    package var sessionLimit: Double?
    /// Client: where the session's lines go (standard output by default).
    package var displaySink: (@Sendable (String) -> Void)?

    /// A request for a partner's bundle in a folder, reading the specs in `specsPath`.
    package init(specsPath: String, partner: String, out: String) {
        self.specsPath = specsPath
        self.partner = partner
        self.out = out
    }
}
