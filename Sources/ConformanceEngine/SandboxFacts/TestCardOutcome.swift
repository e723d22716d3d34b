import ConformanceKit
import Foundation

/// What a generic test card makes the sandbox answer: the outcome names the simulators dispatch on.
///
/// The card numbers and what each protocol answers live in the specs (`Specs/<protocol>/sandbox/cards.yaml`),
/// read by ``SandboxFactsLoader``; each sandbox asks its own facts (``SandboxFactSet/outcome(of:)``).
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
