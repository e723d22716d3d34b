import ConformanceEngine
import ConformanceKit
import Foundation

/// An error answer: its status (nil: its first item's), its items and, for a refused payment, the payment created.
struct DirectError: Error {
    let status: Int?
    let items: [DirectErrorItem]
    var paymentResult: BodyValue?
    /// A nonce to forget, so that a retriable failure can be retried with the same encrypted input.
    var keepNonce: String?
    var session: String?
    /// Why the sandbox files cannot be used, when that is the error.
    var fixtureProblems: DirectFixtureProblems?

    init(status: Int, items: [DirectErrorItem], paymentResult: BodyValue? = nil, keepNonce: String? = nil, session: String? = nil) {
        self.status = status
        self.items = items
        self.paymentResult = paymentResult
        self.keepNonce = keepNonce
        self.session = session
    }

    /// The answer of one situation.
    init(_ situation: DirectSituation, _ lookup: [String: String] = [:]) {
        status = nil
        items = [DirectErrorItem(situation, lookup)]
    }

    /// The HTTP status of the answer.
    func status(_ table: DirectAnswerTable) -> Int { status ?? items.first?.status(table) ?? 500 }
}
