/// What a card number makes the sandbox answer.
///
/// Published scheme test card numbers only.
public enum TestCardOutcome: String, Sendable, CaseIterable {
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

    /// The documented table of test cards and outcomes.
    public static let table: [(number: String, outcome: TestCardOutcome)] = [
        ("4111111111111111", .approve), ("5555555555554444", .approve),
        ("378282246310005", .approve), ("4242424242424242", .approve), ("4000000000000002", .decline),
        ("4000000000003220", .threeDSecure), ("4000000000001091", .threeDSecure), ("4035501000000008", .coBadged),
        ("4000000000000077", .technicalError), ("4000000000000101", .unauthorised), ("4000000760000002", .insufficientFunds),
    ]

    /// What each protocol's simulator answers for this outcome (listed by `GET /` and in docs/sandbox.md).
    public var behaviour: String {
        switch self {
        case .approve:
            "approved everywhere; Saferpay and Direct authenticate it frictionless (liability shifted)"
        case .decline:
            "declined: Sips 05, Saferpay 402 TRANSACTION_DECLINED, Direct 402 AUTHORIZATION_DECLINED, MercuryPay CmdStatus Declined"
        case .threeDSecure:
            "3-D Secure challenge: Sips through the sandbox's ACS page, Saferpay's card POST hands over /saferpay/3ds/{token} (its first form authenticates, the second fails; Authorize with a Condition then needs success, else 402 CONDITION_NOT_SATISFIED), Direct REDIRECTED to its 3-D Secure page"
        case .coBadged:
            "co-badged CB and VISA: Sips getCardData lists both brands; approved elsewhere"
        case .technicalError:
            "technical error, retry later: Sips 90, Saferpay 402 COMMUNICATION_TIMEOUT (RETRY_LATER), Direct 502 ACQUIRER_UNAVAILABLE, eProtect 889, MercuryPay CmdStatus Error"
        case .unauthorised:
            "unauthorised: Sips 40, Saferpay 403 PERMISSION_DENIED, Direct 403 ACTION_NOT_ALLOWED, MercuryPay Declined"
        case .insufficientFunds:
            "insufficient funds: Sips 51, Saferpay 402 NO_CREDITS_AVAILABLE, Direct 402 INSUFFICIENT_FUNDS, MercuryPay Declined"
        }
    }

    /// The outcome of a card number: its table entry, else approval for any other Luhn-valid number.
    public static func of(_ number: String) -> TestCardOutcome {
        table.first { $0.number == number }?.outcome ?? .approve
    }

    /// The card schemes' brand name for a number (VISA, MASTERCARD, AMEX, DISCOVER, JCB, DINERS).
    public static func brand(_ number: String) -> String {
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
