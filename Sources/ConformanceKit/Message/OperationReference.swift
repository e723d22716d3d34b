import Foundation

/// A protocol and one of its operations.
public struct OperationReference: Sendable, Hashable, CustomStringConvertible {
    /// The protocol ID.
    public var protocolID: String
    /// The operation ID.
    public var operation: String

    /// Creates a reference.
    public init(protocolID: String, operation: String) {
        self.protocolID = protocolID
        self.operation = operation
    }

    /// `protocol/operation`.
    public var description: String { "\(protocolID)/\(operation)" }
}
