import Foundation

/// One allowed value of a field, with the versions it belongs to.
public struct EnumItem: Sendable, Hashable, Codable {
    /// The value, as spelled from ``since`` on.
    public var value: String
    /// The version that introduced the value (or its current spelling, with ``formerly``).
    public var since: String?
    /// The version that removed the value.
    public var until: String?
    /// How the value was spelled before ``since``.
    public var formerly: String?
    /// Where it is written.
    public var location: SourceLocation?

    /// The spelling at a version, or nil when the value does not exist then.
    public func spelling(at version: ProtocolVersion) -> String? {
        if let until, !(version < ProtocolVersion(until)) { return nil }
        if let since, version < ProtocolVersion(since) { return formerly }
        return value
    }
}
