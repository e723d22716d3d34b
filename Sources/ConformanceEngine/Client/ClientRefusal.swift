import ConformanceKit
import Foundation

/// An answer of an operation that counts as a refusal, for a `not-after` rule or a case's `refusal`: any of its
/// conditions makes it one.
package struct ClientRefusal: Sendable, Hashable {
    /// The operation answered.
    package var operation: String
    /// An HTTP status of 400 or more, an injected hang or cut, or no answer at all.
    package var refused: Bool
    /// Answer values that make it a refusal (a name repeats for several values of one field).
    package var values: [NameValue]
    /// Answer values whose field, when present with another value, makes it a refusal (`redirectionStatusCode: "00"`).
    package var otherThan: [NameValue]

    /// Creates a refusal condition.
    package init(operation: String, refused: Bool = false, values: [NameValue] = [], otherThan: [NameValue] = []) {
        self.operation = operation
        self.refused = refused
        self.values = values
        self.otherThan = otherThan
    }
}
