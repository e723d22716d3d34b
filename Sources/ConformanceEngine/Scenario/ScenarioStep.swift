import ConformanceKit
import Foundation

/// One request of a scenario and what its answer must be.
package struct ScenarioStep: Sendable, Hashable {
    /// The step's name, unique in the scenario (used in reports and error messages).
    package var name: String
    /// The operation called (of the scenario's protocol).
    package var operation: String
    /// The request to send.
    package var request: StepRequest
    /// What the answer must be.
    package var expect: StepExpectation
    /// Values taken from the answer for later steps.
    package var captures: [StepCapture]
    /// Where the step is written.
    package var location: SourceLocation

    /// Creates a step.
    package init(
        name: String, operation: String, request: StepRequest, expect: StepExpectation = StepExpectation(), captures: [StepCapture] = [],
        location: SourceLocation
    ) {
        self.name = name
        self.operation = operation
        self.request = request
        self.expect = expect
        self.captures = captures
        self.location = location
    }
}
