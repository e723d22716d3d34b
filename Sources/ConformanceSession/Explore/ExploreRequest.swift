import ConformanceEngine
import ConformanceKit

/// What `conformance explore --client` was asked for.
package struct ExploreRequest: Sendable {
    /// The spec folder (its client cases give the client's environment and rules).
    package var specsPath: String
    /// The protocol explored.
    package var protocolID: String
    /// The command that runs the client once.
    package var exec: String
    /// The folder the reports (and `cases.json`, `client.log`) go to.
    package var out: String
    /// Only these operations' answers vary (all the client calls by default).
    package var operations: [String] = []
    /// The most client runs to spend on variations, shrinking included.
    package var budget = 200
    /// The seed: the same seed, client and specs give the same runs.
    package var seed: UInt64 = 1
    /// The gateway's real test environment behind the recording proxy, nil for the sandbox.
    package var upstream: String?
    /// The config file.
    package var config: String?
    /// The `--protocol-version` values.
    package var versions = ProtocolVersionChoice()
    /// The transport flags (for `--upstream`).
    package var transport = TransportChoice()
    /// Seconds every `hang` fault of a case lasts.
    package var hangSeconds: Double?
    /// Seconds one client run may last.
    package var runTimeout: Double = 120
    /// The kinds of variation tried.
    package var kinds: [AnswerVariation.Kind] = AnswerVariation.Kind.allCases
    /// Where the lines go (standard output by default).
    package var sink: (@Sendable (String) -> Void)?

    /// A request to explore a protocol's client with a command, writing reports to `out`.
    package init(specsPath: String, protocolID: String, exec: String, out: String) {
        self.specsPath = specsPath
        self.protocolID = protocolID
        self.exec = exec
        self.out = out
    }
}
