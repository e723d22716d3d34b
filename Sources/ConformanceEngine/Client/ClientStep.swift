import ConformanceKit
import Foundation

/// An operation the client must send during a case.
package struct ClientStep: Sendable, Hashable {
    /// The operation ID.
    package var operation: String
    /// Whether the case passes without it.
    package var optional: Bool
    /// Where it is defined.
    package var location: SourceLocation

    /// Creates a step.
    package init(operation: String, optional: Bool, location: SourceLocation) {
        self.operation = operation
        self.optional = optional
        self.location = location
    }
}
