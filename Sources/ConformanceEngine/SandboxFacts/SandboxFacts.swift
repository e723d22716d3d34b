import ConformanceKit
import Foundation

/// What the specs tell the sandbox about one protocol: its test-card table and its answers.
package struct SandboxFacts: Sendable, Hashable {
    /// The test cards, generic first, in file order.
    package var cards: [SandboxCard]
    /// The answers per outcome and per error kind.
    package var answers: SandboxAnswers

    /// Creates the facts of a protocol.
    package init(cards: [SandboxCard] = [], answers: SandboxAnswers = SandboxAnswers()) {
        self.cards = cards
        self.answers = answers
    }

    /// The generic cards.
    package var genericCards: [SandboxCard] { cards.filter(\.generic) }

    /// The protocol's own card for a number at an operation.
    package func ownCard(_ number: String, operation: String) -> SandboxCard? {
        cards.first { !$0.generic && $0.number == number && $0.operations.contains(operation) }
    }
}

/// The sandbox facts of every protocol, by protocol ID.
package struct SandboxFactSet: Sendable, Hashable {
    /// The facts by protocol ID.
    package var protocols: [String: SandboxFacts] {
        didSet { outcomes = Self.outcomes(of: genericCards) }
    }
    /// The generic cards' outcomes by number, kept in step with ``protocols``.
    private var outcomes: [String: TestCardOutcome]

    /// Creates a set.
    package init(protocols: [String: SandboxFacts] = [:]) {
        self.protocols = protocols
        outcomes = [:]
        outcomes = Self.outcomes(of: genericCards)
    }

    /// A protocol's facts (empty when its spec folder has no `sandbox/` folder).
    package subscript(protocolID: String) -> SandboxFacts { protocols[protocolID] ?? SandboxFacts() }

    /// Every card number of every table, sorted.
    package var cardNumbers: [String] { Set(protocols.values.flatMap { $0.cards.map(\.number) }).sorted() }

    /// The generic cards, from the first protocol (sorted by ID) that has any: lint keeps them equal everywhere.
    package var genericCards: [SandboxCard] {
        protocols.keys.sorted().lazy.compactMap { self.protocols[$0]?.genericCards }.first { !$0.isEmpty } ?? []
    }

    /// What a card number makes the sandbox answer: its generic card's outcome, approval for any other number.
    package func outcome(of number: String) -> TestCardOutcome { outcomes[number] ?? .approve }

    private static func outcomes(of cards: [SandboxCard]) -> [String: TestCardOutcome] {
        Dictionary(cards.map { ($0.number, $0.outcome) }, uniquingKeysWith: { first, _ in first })
    }
}

/// Sandbox facts read from spec folders, with every problem found.
package struct SandboxFactsLoadResult: Sendable {
    /// What loaded.
    package var facts: SandboxFactSet
    /// Problems, in file order.
    package var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    package var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension SpecSet {
    /// The folders the loaded protocols were read from (their `protocol.yaml`'s folder), sorted.
    package var protocolFolders: [String] {
        sortedProtocols.compactMap { $0.location.map { ($0.file as NSString).deletingLastPathComponent } }
    }
}
