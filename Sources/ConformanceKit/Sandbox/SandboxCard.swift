import Foundation

/// One entry of a protocol's test-card table (`Specs/<protocol>/sandbox/cards.yaml`).
///
/// A generic card behaves the same in every protocol (lint checks it); a protocol's own card
/// applies to the operations it names, with the answer values it documents.
public struct SandboxCard: Sendable, Hashable {
    /// The card number (digits, Luhn-valid).
    public var number: String
    /// What the card makes the sandbox answer.
    public var outcome: TestCardOutcome
    /// Whether the card is one of the generic cards every protocol shares.
    public var generic: Bool
    /// The operations a protocol's own card applies to (empty for a generic card).
    public var operations: [String]
    /// The answer values a protocol's own card documents, in file order (`response`, `message`…).
    public var answer: [NameValue]
    /// What this protocol's sandbox answers for the card.
    public var description: LocalizedText
    /// Where the entry is written.
    public var location: SourceLocation?

    /// Creates an entry.
    public init(
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
    public func answer(_ name: String) -> String? { answer.first { $0.name == name }?.value }
}
