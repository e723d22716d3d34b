import ConformanceKit
import Foundation

/// A value that identifies a case's traffic: a field of a request (matched by the end of its path) holding a value.
package struct ClientMatcher: Sendable, Hashable {
    /// The operation whose request must hold it; nil for any.
    package var operation: String?
    /// The field, as a dotted path matched against the end of the request's paths (`Payment.Amount.Value`, `CardNumber`).
    package var field: String
    /// The value; card numbers compare by their digits, so `4000 0000 0000 3220` matches `4000000000003220`.
    package var value: String
    /// Where it is defined.
    package var location: SourceLocation

    /// Creates a matcher.
    package init(operation: String?, field: String, value: String, location: SourceLocation) {
        self.operation = operation
        self.field = field
        self.value = value
        self.location = location
    }
}
