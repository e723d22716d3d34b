import ConformanceKit
import Foundation

/// One card of a wallet.
struct SipsWalletCard: Sendable {
    /// The paymentMeanId.
    var id: Int
    /// The card.
    var card: SipsCard
    /// The alias the customer gave it.
    var alias: String
}

/// A customer's wallet at a merchant.
struct SipsWallet: Sendable {
    /// When the first card was added.
    var created: Date
    /// The next paymentMeanId.
    var nextID = 1
    /// The cards, in the order they were added.
    var cards: [SipsWalletCard] = []
}
