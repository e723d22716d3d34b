import Foundation

/// A field as it was before a version: the whole definition, so older states need no merging.
public struct FieldHistoryEntry: Sendable, Codable {
    /// The first version with the next (newer) definition.
    public var until: String
    /// The definition before ``until``.
    public var field: FieldSpec
    /// Where the entry is written.
    public var location: SourceLocation?
}
