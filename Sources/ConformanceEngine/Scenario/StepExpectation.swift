import ConformanceKit
import Foundation

/// What a step's answer must be.
package struct StepExpectation: Sendable, Hashable {
    /// The allowed HTTP statuses (any 2xx when empty).
    package var statuses: [Int]
    /// Values expected in the answer, by path, in file order.
    package var fields: [FieldExpectation]
    /// Texts the answer's body must contain (HTML pages, XML).
    package var bodyContains: [Template]
    /// Whether the request is expected to conform to the spec.
    package var requestConforms: Bool
    /// Findings the request must produce (a scenario that sends an invalid field on purpose).
    package var requestFindings: [ExpectedFinding]

    /// Creates an expectation.
    package init(
        statuses: [Int] = [], fields: [FieldExpectation] = [], bodyContains: [Template] = [], requestConforms: Bool = true,
        requestFindings: [ExpectedFinding] = []
    ) {
        self.statuses = statuses
        self.fields = fields
        self.bodyContains = bodyContains
        self.requestConforms = requestConforms
        self.requestFindings = requestFindings
    }
}
