import ConformanceKit
import Foundation

extension SpecSet {
    /// The card numbers redaction keeps as sent: the tool's list of published test cards (``TestCardNumbers/documented``)
    /// and every card of the sandbox's test-card tables beside the loaded specs (`Specs/<protocol>/sandbox/cards.yaml`).
    package var documentedTestCards: Set<String> {
        TestCardNumbers.documented.union(SandboxFactsLoader.load(specs: self).facts.cardNumbers)
    }
}
