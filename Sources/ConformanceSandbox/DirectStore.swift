import ConformanceKit
import Foundation

/// A client session opened by createSession.
struct DirectSession: Sendable {
    let clientSessionID: String
    let customerID: String
    let merchantID: String
    let created: Date
    let tokens: [String]
}

/// A card stored by a payment with `tokenize`, offered back as an account on file.
struct DirectStoredCard: Sendable {
    let token: String
    let merchantID: String
    let productID: Int
    let cardNumber: String
    let expiryDate: String
    let cardholderName: String?
}

/// The thread-safe state of the Direct simulator: sessions, stored cards, used nonces and 3-D Secure challenges.
final class DirectStore: @unchecked Sendable {
    private let lock = NSLock()
    private var sessions: [String: DirectSession] = [:]
    private var cards: [String: DirectStoredCard] = [:]
    private var nonces: Set<String> = []
    private var challenges: [String: (returnURL: String?, mac: String)] = [:]

    func add(_ session: DirectSession) { lock.withLock { sessions[session.clientSessionID] = session } }
    func session(_ id: String) -> DirectSession? { lock.withLock { sessions[id] } }
    func add(_ card: DirectStoredCard) { lock.withLock { cards[card.token] = card } }
    func card(_ token: String) -> DirectStoredCard? { lock.withLock { cards[token] } }

    /// Records a payload nonce; false when the same session already used it.
    func useNonce(_ nonce: String, session: String) -> Bool { lock.withLock { nonces.insert(session + "/" + nonce).inserted } }
    func releaseNonce(_ nonce: String, session: String) { _ = lock.withLock { nonces.remove(session + "/" + nonce) } }
    func addChallenge(_ paymentID: String, returnURL: String?, mac: String) { lock.withLock { challenges[paymentID] = (returnURL, mac) } }
    func challenge(_ paymentID: String) -> (returnURL: String?, mac: String)? { lock.withLock { challenges[paymentID] } }
}
