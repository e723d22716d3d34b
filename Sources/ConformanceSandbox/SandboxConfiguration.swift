import ConformanceKit
import Foundation

/// How the sandbox behaves.
package struct SandboxConfiguration: Sendable {
    /// The seed of every generated value (tokens, IDs): the same seed and requests give the same answers.
    package var seed: UInt64
    /// The Sips merchant secret key used to verify and compute seals (a published demo key by default).
    package var sipsSecretKey: String
    /// The Sips key version the sandbox expects.
    package var sipsKeyVersion: String
    /// Faults applied to every matching answer (a request can also ask for one with `X-Sandbox-Fault`).
    package var faults: [FaultRule]
    /// How long single-use tokens (redirectionData, transactionContextData, Saferpay tokens) stay valid.
    package var tokenLifetime: TimeInterval
    /// How long a `hang` fault waits before answering.
    package var hangSeconds: TimeInterval
    /// The version, by protocol ID, to answer requests that do not declare theirs in (the newest otherwise):
    /// an app on Sips In-App SDK 21.1.0 sends paymentMeanId as a string, which only that version accepts.
    package var protocolVersions: [String: String] = [:]

    /// Creates a configuration.
    package init(
        seed: UInt64 = 1, sipsSecretKey: String = "002001000000001_KEY1", sipsKeyVersion: String = "1", faults: [FaultRule] = [],
        tokenLifetime: TimeInterval = 900, hangSeconds: TimeInterval = 30
    ) {
        self.seed = seed
        self.sipsSecretKey = sipsSecretKey
        self.sipsKeyVersion = sipsKeyVersion
        self.faults = faults
        self.tokenLifetime = tokenLifetime
        self.hangSeconds = hangSeconds
    }
}
