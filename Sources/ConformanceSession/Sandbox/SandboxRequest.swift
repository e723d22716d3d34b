import Foundation

/// What `conformance sandbox` was asked for.
package struct SandboxRequest: Sendable {
    /// The spec folder served.
    package var specsPath: String
    /// The address to bind.
    package var host = "127.0.0.1"
    /// The port to bind (0: a free one, printed at start).
    package var port = 0
    /// The seed of every generated value.
    package var seed: UInt64 = 1
    /// Faults applied to answers: `KIND[@operation],…`.
    package var faults: String?
    /// The environment variable holding the Sips secret key (nil: the published demo key).
    package var sipsSecretKeyEnv: String?
    /// The Sips key version expected in initialize calls.
    package var sipsKeyVersion = "1"
    /// Seconds a `hang` fault waits.
    package var hangSeconds: Double = 30
    /// The server's limits.
    package var limits = ServerLimitChoice()
    /// The `--protocol-version` values.
    package var versions = ProtocolVersionChoice()
    /// The environment the secret key is read from.
    package var environment: [String: String] = ProcessInfo.processInfo.environment

    /// A request to serve the specs at `specsPath`.
    package init(specsPath: String) { self.specsPath = specsPath }
}
