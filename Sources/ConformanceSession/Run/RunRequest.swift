import ConformanceKit
import ConformanceRunner

/// What `conformance run` was asked for: each setting as given on the command line, nil when left to the config file.
package struct RunRequest: Sendable {
    /// The spec folder.
    package var specsPath: String
    /// The language given by `--lang`, nil when the config file may choose.
    package var language: Language?
    /// The language used when neither the flag nor the config file chose one (`$CONFORMANCE_LANG` or English).
    package var defaultLanguage: Language = .en
    /// `sandbox`, an http(s) URL or a named target.
    package var target: String?
    /// live, record or replay.
    package var mode: RunMode?
    /// The cassette folder.
    package var cassettes: String?
    /// The report folder.
    package var reports: String?
    /// Only these protocols.
    package var protocols: [String] = []
    /// Only these scenarios, by name or ID.
    package var scenarios: [String] = []
    /// Only scenarios with these tags.
    package var tags: [String] = []
    /// Unknown fields are failures.
    package var strict = false
    /// This job's share: `i/n`.
    package var shard: String?
    /// The report formats.
    package var formats: [ReportFormat] = []
    /// The config file.
    package var config: String?
    /// The seed of generated values.
    package var seed: UInt64?
    /// Seconds before a request times out.
    package var timeout: Double?
    /// The faults the built-in sandbox applies.
    package var sandboxFaults: String?
    /// The severity that fails the run.
    package var failOn: FailOn = .error
    /// The coverage index every protocol in play must reach (`--min-coverage`), nil when left to the config file.
    package var minCoverage: Double?
    /// The `--protocol-version` values.
    package var versions = ProtocolVersionChoice()
    /// The transport flags.
    package var transport = TransportChoice()
    /// Only list the selected scenarios.
    package var list = false
    /// Where progress lines go (standard error by default).
    package var progressSink: (@Sendable (String) -> Void)?

    /// A request reading the specs in this folder, every other setting left to the config file and defaults.
    package init(specsPath: String) { self.specsPath = specsPath }
}
