import ConformanceKit
import Foundation

/// What the sandbox answers for an outcome or an error kind (`Specs/<protocol>/sandbox/answers.yaml`).
///
/// String values may hold templates in the scenarios' language (`${name}`, `${name|upper}`), filled
/// with the values the simulator hands over; a reference it does not provide stays as written.
package struct SandboxAnswer: Sendable, Hashable {
    /// The HTTP status (nil: the simulator's own, usually 200).
    package var status: Int?
    /// The whole answer body, when the file gives one.
    package var body: BodyValue?
    /// Members set on the answer the simulator builds, in file order.
    package var values: [BodyMember]
    /// Why the sandbox answers so, in English and French, when the file says (the `amounts:` entries do).
    package var description: LocalizedText?
    /// Where the entry is written.
    package var location: SourceLocation?

    /// Creates an answer.
    package init(
        status: Int? = nil, body: BodyValue? = nil, values: [BodyMember] = [], description: LocalizedText? = nil, location: SourceLocation? = nil
    ) {
        self.status = status
        self.body = body
        self.values = values
        self.description = description
        self.location = location
    }

    /// The body with its templates filled from `lookup` (nil when the answer gives no body).
    package func body(_ lookup: [String: BodyValue] = [:]) -> BodyValue? {
        body.map { Self.fill($0, lookup) }
    }

    /// The values with their templates filled from `lookup`, ready for `BodyValue.setting(_:)`.
    package func values(_ lookup: [String: BodyValue] = [:]) -> [(String, BodyValue?)] {
        values.map { ($0.key, Self.fill($0.value, lookup)) }
    }

    /// The text of one value, filled (nil when the answer does not set it).
    package func text(_ name: String, _ lookup: [String: BodyValue] = [:]) -> String? {
        values.first { $0.key == name }.flatMap { Self.fill($0.value, lookup).lexicalText }
    }

    /// A value with every string holding a template filled.
    static func fill(_ value: BodyValue, _ lookup: [String: BodyValue]) -> BodyValue {
        switch value {
        case .string(let text) where text.contains("${"):
            guard let template = try? Template(parsing: text) else { return value }
            return (try? template.evaluate { lookup[$0] }) ?? value
        case .object(let members): return .object(members.map { BodyMember($0.key, fill($0.value, lookup)) })
        case .array(let items): return .array(items.map { fill($0, lookup) })
        default: return value
        }
    }
}

/// A protocol's sandbox answers: per outcome and operation, per error kind, and per state of what the simulator keeps.
package struct SandboxAnswers: Sendable, Hashable {
    /// The wildcard operation key: the answer for every operation the outcome has no entry for.
    package static let anyOperation = "*"
    /// Answers by outcome, then by operation ID (or ``anyOperation``).
    package var outcomes: [TestCardOutcome: [String: SandboxAnswer]]
    /// Answers by error kind (names the protocol's simulator uses).
    package var errors: [String: SandboxAnswer]
    /// The values that describe each state the simulator keeps (a payment's status, say), by state name.
    package var statuses: [String: SandboxAnswer]
    /// The declared request values that make an operation answer in a given way, in file order.
    package var triggers: [SandboxTrigger]
    /// Answers by amount (minor units, as the request writes it), then by operation ID (or ``anyOperation``).
    package var amounts: [String: [String: SandboxAnswer]]

    /// Creates a set of answers.
    package init(
        outcomes: [TestCardOutcome: [String: SandboxAnswer]] = [:], errors: [String: SandboxAnswer] = [:], statuses: [String: SandboxAnswer] = [:],
        triggers: [SandboxTrigger] = [],
        amounts: [String: [String: SandboxAnswer]] = [:]
    ) {
        self.outcomes = outcomes
        self.errors = errors
        self.statuses = statuses
        self.triggers = triggers
        self.amounts = amounts
    }

    /// The answer for an outcome at an operation: its own entry, else the outcome's `*` entry.
    package func answer(_ outcome: TestCardOutcome, operation: String) -> SandboxAnswer? {
        outcomes[outcome]?[operation] ?? outcomes[outcome]?[Self.anyOperation]
    }

    /// The answer an amount gets at an operation: its own entry, else, when `orAny`, the amount's `*` entry.
    package func answer(amount: String, operation: String, orAny: Bool = true) -> SandboxAnswer? {
        amounts[amount]?[operation] ?? (orAny ? amounts[amount]?[Self.anyOperation] : nil)
    }

    /// The answer for an error kind.
    package func error(_ kind: String) -> SandboxAnswer? { errors[kind] }

    /// The values of a state.
    package func status(_ name: String) -> SandboxAnswer? { statuses[name] }
}
