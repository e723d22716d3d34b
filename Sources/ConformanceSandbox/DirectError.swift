import ConformanceKit
import Foundation

/// The errors the simulator reports; their id, code and category are in `errors.yaml`.
enum DirectErrorKind: String, CaseIterable, Sendable {
    case missingParameter, invalidValue, authorization, invalidSession, customerNotAllowed, productNotFound, iinNotFound, unknownToken
    case invalidEncryptedInput, duplicate, declined, insufficientFunds, acquirerUnavailable, notAllowed, notFound
}

/// `errors.yaml`: the id, code (sandbox-chosen, in the platform's eight-digit style) and category of each error kind.
struct DirectErrorTable: DirectFixtureFile, Sendable {
    static let fileName = "errors.yaml"
    static let kind = "direct-errors"

    let kind: String
    let description: DirectFixtureText
    let kinds: [String: DirectErrorFacts]

    enum CodingKeys: String, CodingKey, CaseIterable { case kind, description, kinds }

    /// The facts of a kind (every kind has some once the file is checked).
    func facts(_ kind: DirectErrorKind) -> DirectErrorFacts {
        kinds[kind.rawValue] ?? DirectErrorFacts(id: kind.rawValue, code: "", category: "")
    }

    /// A kind the simulator reports that the file lacks, or a kind the simulator does not know.
    func problems(_ read: StrictYAMLDecoder.Result<DirectErrorTable>) -> [Diagnostic] {
        let known = DirectErrorKind.allCases.map(\.rawValue)
        var problems = known.filter { kinds[$0] == nil }.map {
            Diagnostic(.error, .missingKey, [.plain($0), .plain("kinds")], at: read.location("kinds"))
        }
        for name in kinds.keys.sorted() where !known.contains(name) {
            let location = read.location("kinds." + name)
            if let candidate = Suggestion.closest(to: name, in: known) {
                problems.append(Diagnostic(.error, .unknownKeySuggestion, [.plain(name), .plain("kinds"), .plain(candidate)], at: location))
            } else {
                problems.append(
                    Diagnostic(.error, .unknownKey, [.plain(name), .plain("kinds"), .plain(known.joined(separator: ", "))], at: location))
            }
        }
        return problems
    }
}

/// What an error item of one kind says.
struct DirectErrorFacts: Decodable, Sendable {
    let id: String
    let code: String
    let category: String

    enum CodingKeys: String, CodingKey, CaseIterable { case id, code, category }
}

/// One item of the error list.
struct DirectErrorItem {
    let kind: DirectErrorKind
    let status: Int
    let message: String
    let property: String?
    let retriable: Bool

    init(_ kind: DirectErrorKind, status: Int, message: String, property: String? = nil, retriable: Bool = false) {
        self.kind = kind
        self.status = status
        self.message = message
        self.property = property
        self.retriable = retriable
    }

    /// The item as answered, with its kind's facts.
    func body(_ table: DirectErrorTable) -> BodyValue {
        let facts = table.facts(kind)
        var members = [
            BodyMember("errorCode", .string(facts.code)), BodyMember("category", .string(facts.category)),
            BodyMember("httpStatusCode", .number(String(status))), BodyMember("id", .string(facts.id)), BodyMember("message", .string(message)),
        ]
        if let property { members.append(BodyMember("propertyName", .string(property))) }
        members.append(BodyMember("retriable", .bool(retriable)))
        return .object(members)
    }
}

/// An error answer: its status, its items and, for a refused payment, the payment created.
struct DirectError: Error {
    let status: Int
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
}
