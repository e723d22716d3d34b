import ConformanceKit
import Foundation
import Yams

/// Defaults for `conformance run`, and the targets it can reach, read from a YAML file.
///
/// Values given on the command line win over the file, and the file over built-in defaults.
/// Secrets may be written inline, read from an environment variable (`{env: NAME}`) or from a
/// file (`{file: PATH}`); they are never copied into cassettes, reports or logs.
package struct RunConfiguration: Sendable, Hashable {
    /// The file it was read from.
    package var file: String
    /// The default target: `sandbox`, a URL, or the name of an entry of `targets`.
    package var target: String?
    /// The default mode (`live`, `record`, `replay`).
    package var mode: String?
    /// The default cassette folder.
    package var cassettes: String?
    /// The default report folder.
    package var reports: String?
    /// The default language.
    package var language: Language?
    /// Whether unknown fields fail by default.
    package var strict: Bool?
    /// The default report formats.
    package var formats: [String]?
    /// The default protocols to run.
    package var protocols: [String]?
    /// The default request timeout, in seconds.
    package var timeout: Double?
    /// Named targets.
    package var targets: [String: TargetConfiguration]
    /// The recording proxy's upstreams (`conformance proxy`).
    package var proxy: ProxyRoutesConfiguration?
    /// The version assumed, by protocol ID, for messages that do not declare theirs (`protocolVersions:`).
    package var protocolVersions: [String: String] = [:]
    /// Where each `protocolVersions` entry is written.
    package var protocolVersionLocations: [String: SourceLocation] = [:]
    /// The forward proxy and the hosts reached without it (`network:`), for every command that sends.
    package var network: OutboundSettings?
    /// The coverage index every protocol in play must reach (`minCoverage:`, read by `run`; `--min-coverage` wins).
    package var minCoverage: Double?

    /// Creates an empty configuration.
    package init(file: String = "", targets: [String: TargetConfiguration] = [:]) {
        self.file = file
        self.targets = targets
    }
}

/// The upstreams of `conformance proxy`, as written in the `proxy` section of a configuration file.
package struct ProxyRoutesConfiguration: Sendable, Hashable {
    /// The default upstream URL.
    package var upstream: String?
    /// More upstreams, by path prefix or host name, in file order.
    package var routes: [UpstreamRoute]
    /// How the proxy trusts its upstreams and proves itself to them (`proxy.tls`).
    package var tls: OutboundSettings?
}
