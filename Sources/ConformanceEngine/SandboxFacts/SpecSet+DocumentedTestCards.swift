import ConformanceKit
import Foundation

extension SpecSet {
    /// The card numbers redaction keeps as sent: the tool's list of published test cards (``SpecValidator/testCards``)
    /// and every card of the sandbox's test-card tables beside the loaded specs (`Specs/<protocol>/sandbox/cards.yaml`).
    package var documentedTestCards: Set<String> {
        SpecValidator.testCards.union(SandboxFactsLoader.load(specs: self).facts.cardNumbers)
    }
}
