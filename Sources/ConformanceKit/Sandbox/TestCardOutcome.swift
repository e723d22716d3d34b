import Foundation

/// What a generic test card makes the sandbox answer: the outcome names the simulators dispatch on.
///
/// The card numbers and what each protocol answers live in the specs (`Specs/<protocol>/sandbox/cards.yaml`),
/// read by ``SandboxFactsLoader``; the sandbox registers them when it starts (``TestCardRegistry``).
package enum TestCardOutcome: String, Sendable, CaseIterable {
    /// Approved.
    case approve
    /// Declined by the issuer.
    case decline
    /// 3-D Secure authentication required before payment.
    case threeDSecure = "3ds-required"
    /// A co-badged card (two brands: CB and VISA).
    case coBadged = "co-badged"
    /// A temporary technical error: retry later.
    case technicalError = "technical-error"
    /// The merchant may not use this function or card.
    case unauthorised
    /// Declined for insufficient funds.
    case insufficientFunds = "insufficient-funds"

    /// The outcome of a card number in the generic table the sandbox registered from the specs; approval for any other number.
    package static func of(_ number: String) -> TestCardOutcome {
        TestCardRegistry.shared.outcome(of: number) ?? .approve
    }

    /// The card schemes' brand name for a number (VISA, MASTERCARD, AMEX, DISCOVER, JCB, DINERS).
    package static func brand(_ number: String) -> String {
        if number.hasPrefix("34") || number.hasPrefix("37") { return "AMEX" }
        if number.hasPrefix("4") { return "VISA" }
        if let two = Int(number.prefix(2)), (51...55).contains(two) { return "MASTERCARD" }
        if let four = Int(number.prefix(4)), (2221...2720).contains(four) { return "MASTERCARD" }
        if number.hasPrefix("6011") || number.hasPrefix("65") { return "DISCOVER" }
        if number.hasPrefix("35") { return "JCB" }
        if number.hasPrefix("30") || number.hasPrefix("36") || number.hasPrefix("38") { return "DINERS" }
        return "UNKNOWN"
    }
}

/// The generic test cards in force in this process: registered by the sandbox from the specs' card tables.
package final class TestCardRegistry: @unchecked Sendable {
    // Safe: `outcomes` is only read and written under `lock`.
    private let lock = NSLock()
    private var outcomes: [String: TestCardOutcome] = [:]

    /// The process's registry.
    package static let shared = TestCardRegistry()

    /// Makes these generic cards the ones in force (an empty list leaves the registered ones).
    package func register(_ cards: [SandboxCard]) {
        guard !cards.isEmpty else { return }
        let table = Dictionary(cards.map { ($0.number, $0.outcome) }, uniquingKeysWith: { first, _ in first })
        lock.withLock { outcomes = table }
    }

    /// The registered outcome of a number, if it is a generic card.
    package func outcome(of number: String) -> TestCardOutcome? {
        lock.withLock { outcomes[number] }
    }
}
