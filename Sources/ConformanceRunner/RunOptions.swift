import ConformanceKit
import Foundation

/// How the runner behaves.
package struct RunOptions: Sendable {
    /// Where the traffic comes from.
    package var mode: RunMode
    /// The cassette folder (`<folder>/<protocol>/<scenario>.json`).
    package var cassettes: String
    /// Whether unknown fields are failures.
    package var strict: Bool
    /// The seed of generated values; nil draws fresh ones each run (what a real gateway needs).
    package var seed: UInt64?
    /// The version, by protocol ID, of messages that do not declare theirs (the newest otherwise).
    package var protocolVersions: [String: String]

    /// Creates options.
    package init(
        mode: RunMode = .record, cassettes: String = "Cassettes", strict: Bool = false, seed: UInt64? = nil, protocolVersions: [String: String] = [:]
    ) {
        self.mode = mode
        self.cassettes = cassettes
        self.strict = strict
        self.seed = seed
        self.protocolVersions = protocolVersions
    }
}
