import ConformanceKit
import Foundation

/// An initialisation the simulator answered: the values its redirectionData stands for.
struct SipsSession: Sendable {
    /// The sdkOperationName it was made for.
    var operation: String
    /// The initialisation request (amount, references, wallet…).
    var request: BodyValue
    /// The publicKeyValue handed out with it.
    var publicKeyValue: String
    /// The redirectionVersion handed out with it.
    var redirectionVersion: String
    /// When the redirectionData stops being valid.
    var expires: Date
    /// Whether the redirectionData was used.
    var used = false

    /// A top-level text of the initialisation request.
    func text(_ key: String) -> String? { request[key]?.lexicalText }

    /// The wallet the session names (merchantId and merchantWalletId).
    var walletKey: String? { text("merchantWalletId").map { (text("merchantId") ?? "") + "|" + $0 } }
}

/// A transaction context handed out by an enrolment check or a payment-provider order.
struct SipsContext: Sendable {
    /// What the context continues.
    enum Kind: Sendable {
        /// A 3-D Secure payment: the card, and the PaReq when the card is enrolled.
        case authentication(card: SipsCard, paReq: String?, walletType: String?)
        /// A payment made in an outside provider app.
        case provider
    }

    /// What the context continues.
    var kind: Kind
    /// The initialisation it belongs to.
    var session: SipsSession
    /// The transactionContextVersion handed out with it.
    var version: String
    /// When it stops being valid.
    var expires: Date
    /// Whether it was used.
    var used = false
    /// Whether the ACS page was shown for its PaReq.
    var acsVisited = false
}
