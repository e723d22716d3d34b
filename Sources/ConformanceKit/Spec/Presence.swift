/// Whether a field must be present.
public enum Presence: String, Sendable, Hashable, Codable, CaseIterable {
    /// Always present.
    case mandatory
    /// May be absent.
    case optional
    /// Present or absent depending on a ``FieldCondition``.
    case conditional
}
