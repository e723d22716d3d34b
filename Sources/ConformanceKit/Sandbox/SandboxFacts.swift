import Foundation

/// What the specs tell the sandbox about one protocol: its test-card table and its answers.
public struct SandboxFacts: Sendable, Hashable {
    /// The test cards, generic first, in file order.
    public var cards: [SandboxCard]
    /// The answers per outcome and per error kind.
    public var answers: SandboxAnswers

    /// Creates the facts of a protocol.
    public init(cards: [SandboxCard] = [], answers: SandboxAnswers = SandboxAnswers()) {
        self.cards = cards
        self.answers = answers
    }

    /// The generic cards.
    public var genericCards: [SandboxCard] { cards.filter(\.generic) }

    /// The protocol's own card for a number at an operation.
    public func ownCard(_ number: String, operation: String) -> SandboxCard? {
        cards.first { !$0.generic && $0.number == number && $0.operations.contains(operation) }
    }
}

/// The sandbox facts of every protocol, by protocol ID.
public struct SandboxFactSet: Sendable, Hashable {
    /// The facts by protocol ID.
    public var protocols: [String: SandboxFacts]

    /// Creates a set.
    public init(protocols: [String: SandboxFacts] = [:]) { self.protocols = protocols }

    /// A protocol's facts (empty when its spec folder has no `sandbox/` folder).
    public subscript(protocolID: String) -> SandboxFacts { protocols[protocolID] ?? SandboxFacts() }

    /// Every card number of every table, sorted.
    public var cardNumbers: [String] { Set(protocols.values.flatMap { $0.cards.map(\.number) }).sorted() }

    /// The generic cards, from the first protocol (sorted by ID) that has any: lint keeps them equal everywhere.
    public var genericCards: [SandboxCard] {
        protocols.keys.sorted().lazy.compactMap { self.protocols[$0]?.genericCards }.first { !$0.isEmpty } ?? []
    }
}

/// Sandbox facts read from spec folders, with every problem found.
public struct SandboxFactsLoadResult: Sendable {
    /// What loaded.
    public var facts: SandboxFactSet
    /// Problems, in file order.
    public var diagnostics: [Diagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension SpecSet {
    /// The folders the loaded protocols were read from (their `protocol.yaml`'s folder), sorted.
    public var protocolFolders: [String] {
        sortedProtocols.compactMap { $0.location.map { ($0.file as NSString).deletingLastPathComponent } }
    }
}
