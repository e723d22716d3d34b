import ConformanceKit
import Foundation

/// One entry of a protocol's test-card table (`Specs/<protocol>/sandbox/cards.yaml`).
///
/// A generic card behaves the same in every protocol (lint checks it); a protocol's own card
/// applies to the operations it names, with the answer values it documents.
package struct SandboxCard: Sendable, Hashable {
    /// The card number (digits, Luhn-valid).
    package var number: String
    /// What the card makes the sandbox answer.
    package var outcome: TestCardOutcome
    /// Whether the card is one of the generic cards every protocol shares.
    package var generic: Bool
    /// The operations a protocol's own card applies to (empty for a generic card).
    package var operations: [String]
    /// The answer values a protocol's own card documents, in file order (`response`, `message`…).
    package var answer: [NameValue]
    /// What this protocol's sandbox answers for the card.
    package var description: LocalizedText
    /// Where the entry is written.
    package var location: SourceLocation?

    /// Creates an entry.
    package init(
        number: String, outcome: TestCardOutcome, generic: Bool, operations: [String] = [], answer: [NameValue] = [],
        description: LocalizedText, location: SourceLocation? = nil
    ) {
        self.number = number
        self.outcome = outcome
        self.generic = generic
        self.operations = operations
        self.answer = answer
        self.description = description
        self.location = location
    }

    /// The value of an answer field.
    package func answer(_ name: String) -> String? { answer.first { $0.name == name }?.value }
}
