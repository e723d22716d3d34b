import ConformanceEngine
import ConformanceKit
import Foundation

/// One item of the error list.
struct DirectErrorItem {
    let kind: DirectErrorKind?
    /// The situation whose entry gives the status, message and property (instead of the values below).
    let situation: DirectSituation?
    /// The values the situation's templates take.
    let lookup: [String: BodyValue]
    /// The facts of a refusing outcome's item (instead of a kind's).
    let facts: DirectErrorFacts?
    let status: Int
    let message: String
    let property: String?
    let retriable: Bool

    /// An item relaying a spec finding: the kind from the finding, its message and the property it names.
    init(_ kind: DirectErrorKind, status: Int, message: String, property: String? = nil, retriable: Bool = false) {
        self.kind = kind
        situation = nil
        lookup = [:]
        facts = nil
        self.status = status
        self.message = message
        self.property = property
        self.retriable = retriable
    }

    /// The item of a situation, its templates filled from `lookup`.
    init(_ situation: DirectSituation, _ lookup: [String: String] = [:]) {
        kind = situation.kind
        self.situation = situation
        self.lookup = lookup.mapValues(BodyValue.string)
        facts = nil
        status = 0
        message = ""
        property = nil
        retriable = false
    }

    /// The item of a refusing outcome.
    init(outcome answer: DirectOutcomeAnswer, facts: DirectErrorFacts) {
        kind = nil
        situation = nil
        lookup = [:]
        self.facts = facts
        status = answer.status
        message = answer.message
        property = nil
        retriable = answer.retriable
    }

    /// The HTTP status of the item: its situation's, else its own.
    func status(_ table: DirectAnswerTable) -> Int { situation.flatMap { table.situation($0).status } ?? status }

    /// Whether a retry may succeed: its situation's `retriable`, else its own.
    func retriable(_ table: DirectAnswerTable) -> Bool {
        guard let situation, let value = table.situation(situation).values.first(where: { $0.key == "retriable" })?.value else { return retriable }
        return value == .bool(true)
    }

    /// The item as answered, with its kind's facts.
    func body(_ table: DirectAnswerTable) -> BodyValue {
        let facts = self.facts ?? kind.map(table.facts) ?? DirectErrorFacts(id: "", code: "", category: "")
        let entry = situation.map(table.situation)
        let status = status(table)
        let message = entry?.text("message", lookup) ?? message
        let property = entry.map { $0.text("propertyName", lookup) } ?? property
        var members = [BodyMember("errorCode", .string(facts.code))]
        if let legacy = facts.legacyCode { members.append(BodyMember("code", .string(legacy))) }
        members += [
            BodyMember("category", .string(facts.category)), BodyMember("httpStatusCode", .number(String(status))),
            BodyMember("id", .string(facts.id)), BodyMember("message", .string(message)),
        ]
        if let property { members.append(BodyMember("propertyName", .string(property))) }
        members.append(BodyMember("retriable", .bool(retriable(table))))
        return .object(members)
    }
}
