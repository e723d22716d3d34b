import Foundation

/// A message's XML root and namespace before a version.
public struct MessageHistoryEntry: Sendable, Hashable, Codable {
    /// The first version with the next (newer) root and namespace.
    public var until: String
    /// The root element before ``until``.
    public var root: String?
    /// The namespace before ``until``.
    public var namespace: String?
    /// Where the entry is written.
    public var location: SourceLocation?
}
