import Foundation

/// An HTTP header or query parameter: a name and a value.
public struct NameValue: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The value.
    public var value: String

    /// Creates a pair.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}
