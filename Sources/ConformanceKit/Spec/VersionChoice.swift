import Foundation

/// How the version a message was checked against was chosen.
public struct VersionChoice: Sendable, Hashable {
    /// Where the version came from.
    public enum Source: String, Sendable, Hashable, Codable {
        /// The message declares it (a `versionField`).
        case message
        /// The run's configuration or `--protocol-version`.
        case configured
        /// The protocol's newest version, nothing else saying.
        case newest
    }

    /// The version the message or the configuration named.
    public var declared: String
    /// The version whose rules were applied (the nearest older known one when ``declared`` is unknown).
    public var applied: String
    /// Whether the spec lists ``declared``.
    public var known: Bool
    /// Where ``declared`` came from.
    public var source: Source
}
