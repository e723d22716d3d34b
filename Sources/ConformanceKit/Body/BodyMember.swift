/// One member of an object: a key and its value.
public struct BodyMember: Sendable, Hashable, Codable {
    /// The key.
    public var key: String
    /// The value.
    public var value: BodyValue

    /// Creates a member.
    public init(_ key: String, _ value: BodyValue) {
        self.key = key
        self.value = value
    }
}
