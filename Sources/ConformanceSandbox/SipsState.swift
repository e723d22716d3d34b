import ConformanceKit
import Foundation

/// The simulator's mutable state; every access holds `lock`.
final class SipsState: @unchecked Sendable {
    let lock = NSLock()
    /// Sessions by redirectionData.
    var sessions: [String: SipsSession] = [:]
    /// redirectionData by publicKeyValue (paymentTokenGenerate carries no redirectionData).
    var sessionsByKey: [String: String] = [:]
    /// Contexts by transactionContextData.
    var contexts: [String: SipsContext] = [:]
    /// transactionContextData by PaReq.
    var contextsByPaReq: [String: String] = [:]
    /// Wallets by merchantId and merchantWalletId.
    var wallets: [String: SipsWallet] = [:]
    /// The order references accepted, per merchant, with the time until which they stay taken.
    var references: [String: Date] = [:]
    var issued = 0

    /// Forgets tokens that have expired (every 64 issued tokens).
    func prune(_ now: Date) {
        issued += 1
        guard issued % 64 == 0 else { return }
        sessions = sessions.filter { $0.value.expires > now }
        sessionsByKey = sessionsByKey.filter { sessions[$0.value] != nil }
        contexts = contexts.filter { $0.value.expires > now }
        contextsByPaReq = contextsByPaReq.filter { contexts[$0.value] != nil }
        references = references.filter { $0.value > now }
    }
}
