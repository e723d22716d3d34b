import ConformanceKit
import Foundation

/// A declared trigger of `answers.yaml`: a request value that makes the sandbox answer one operation of its flow
/// in a given way (an amount that is declined at authorisation, an alias ID that meets an internal error…).
///
/// The value is read at `field` (a dotted path) in the request of the answering operation or in the request that
/// opened its flow (the initialisation that issued the token the operation uses); the simulator says which.
package struct SandboxTrigger: Sendable, Hashable {
    /// The dotted path of the request field read (`Payment.Amount.Value`).
    package var field: String
    /// The value that triggers the answer.
    package var equals: String
    /// The operation that answers.
    package var operation: String
    /// What it answers.
    package var answer: SandboxAnswer
    /// Why, in both languages (shown in the docs and by `GET /`).
    package var description: LocalizedText
    /// Where the entry is written.
    package var location: SourceLocation?

    /// Creates a trigger.
    package init(
        field: String, equals: String, operation: String, answer: SandboxAnswer, description: LocalizedText, location: SourceLocation? = nil
    ) {
        self.field = field
        self.equals = equals
        self.operation = operation
        self.answer = answer
        self.description = description
        self.location = location
    }

    /// Whether a request body carries the trigger's value at its field.
    package func matches(_ body: BodyValue?) -> Bool {
        var current = body
        for key in field.split(separator: ".") { current = current?[String(key)] }
        return current?.lexicalText == equals
    }
}

extension SandboxAnswers {
    /// The first trigger of `operation` that one of the bodies carries (in file order), or nil.
    package func trigger(at operation: String, in bodies: [BodyValue?]) -> SandboxTrigger? {
        triggers.first { trigger in trigger.operation == operation && bodies.contains { trigger.matches($0) } }
    }
}
