import ConformanceEngine
import ConformanceKit
import Foundation

/// Direct's part of `answers.yaml`: every error kind and situation, every outcome of createPayment and every payment
/// state, checked complete.
struct DirectAnswerTable: Sendable {
    let kinds: [DirectErrorKind: DirectErrorFacts]
    let situations: [DirectSituation: SandboxAnswer]
    let outcomes: [TestCardOutcome: DirectOutcomeAnswer]
    let statuses: [DirectPaymentStatus: DirectStatusFacts]

    /// The outcomes createPayment refuses, whose answer gives the error item.
    static let refusing: Set<TestCardOutcome> = [.decline, .insufficientFunds, .technicalError, .unauthorised]

    /// The answer to an outcome (every outcome has one once the table is made).
    func outcome(_ outcome: TestCardOutcome) -> DirectOutcomeAnswer {
        outcomes[outcome] ?? DirectOutcomeAnswer(status: 500, refusal: nil, message: "", retriable: false)
    }

    /// The facts of a kind (every kind has some once the table is made).
    func facts(_ kind: DirectErrorKind) -> DirectErrorFacts { kinds[kind] ?? DirectErrorFacts(id: kind.rawValue, code: "", category: "") }

    /// The entry of a situation (every situation has one once the table is made).
    func situation(_ situation: DirectSituation) -> SandboxAnswer { situations[situation] ?? SandboxAnswer() }

    /// The facts of a payment state (every state has some once the table is made).
    func status(_ status: DirectPaymentStatus) -> DirectStatusFacts {
        statuses[status] ?? DirectStatusFacts(name: status.rawValue, code: 0, category: "")
    }

    /// The table of a protocol's answers, or every missing entry, located in `file`.
    static func make(_ answers: SandboxAnswers, file: String) -> Result<DirectAnswerTable, DirectFixtureProblems> {
        var problems: [Diagnostic] = []
        let top = SourceLocation(file: file, line: 1, column: 1)
        func facts(_ answer: SandboxAnswer, context: String, message: Bool) -> (DirectErrorFacts, String)? {
            var texts: [String: String] = [:]
            for name in ["errorCode", "code", "category", "id"] + (message ? ["message"] : []) {
                if let text = answer.text(name) {
                    texts[name] = text
                } else {
                    problems.append(Diagnostic(.error, .missingKey, [.plain(name), .plain(context + ".values")], at: answer.location ?? top))
                }
            }
            guard let code = texts["errorCode"], let category = texts["category"], let id = texts["id"] else { return nil }
            return (DirectErrorFacts(id: id, code: code, category: category, legacyCode: texts["code"]), texts["message"] ?? "")
        }
        // Each kind and state the simulator needs, with its values, and no entry it does not know.
        problems += answers.problems(section: "errors", needs: DirectErrorKind.needs + DirectSituation.needs, file: file)
        var situations: [DirectSituation: SandboxAnswer] = [:]
        for situation in DirectSituation.allCases {
            guard let answer = answers.error(situation.rawValue) else { continue }
            if answer.status == nil {
                problems.append(
                    Diagnostic(.error, .missingKey, [.plain("status"), .plain("errors.\(situation.rawValue)")], at: answer.location ?? top))
            }
            situations[situation] = answer
        }
        problems += answers.problems(section: "statuses", needs: DirectPaymentStatus.needs, file: file)
        var kinds: [DirectErrorKind: DirectErrorFacts] = [:]
        for kind in DirectErrorKind.allCases {
            guard let answer = answers.error(kind.rawValue), let code = answer.text("errorCode"), let category = answer.text("category"),
                let id = answer.text("id")
            else { continue }
            kinds[kind] = DirectErrorFacts(id: id, code: code, category: category, legacyCode: answer.text("code"))
        }
        var statuses: [DirectPaymentStatus: DirectStatusFacts] = [:]
        for status in DirectPaymentStatus.allCases {
            guard let answer = answers.status(status.rawValue), let name = answer.text("status"), let codeText = answer.text("statusCode"),
                let category = answer.text("statusCategory")
            else { continue }
            guard let code = Int(codeText) else {
                problems.append(
                    Diagnostic(
                        .error, .notANumber, [.plain(codeText), .plain("statuses.\(status.rawValue).values.statusCode")], at: answer.location ?? top))
                continue
            }
            statuses[status] = DirectStatusFacts(name: name, code: code, category: category)
        }
        var outcomes: [TestCardOutcome: DirectOutcomeAnswer] = [:]
        let refusing = DirectAnswerTable.refusing
        for outcome in TestCardOutcome.allCases {
            let context = "outcomes.\(outcome.rawValue)"
            guard let answer = answers.outcomes[outcome]?["createPayment"], let status = answer.status else {
                let entry = answers.outcomes[outcome]?["createPayment"]
                problems.append(
                    Diagnostic(
                        .error, .missingKey, [.plain(entry == nil ? "createPayment" : "status"), .plain(context)], at: entry?.location ?? top))
                continue
            }
            let refuses = refusing.contains(outcome)
            let item = refuses ? facts(answer, context: context + ".createPayment", message: true) : nil
            if refuses && item == nil { continue }
            let retriable = answer.values.first { $0.key == "retriable" }?.value == .bool(true)
            outcomes[outcome] = DirectOutcomeAnswer(status: status, refusal: item?.0, message: item?.1 ?? "", retriable: retriable)
        }
        guard problems.isEmpty else { return .failure(DirectFixtureProblems(diagnostics: problems)) }
        return .success(DirectAnswerTable(kinds: kinds, situations: situations, outcomes: outcomes, statuses: statuses))
    }
}

/// What an error item of one kind (or one refusing outcome) says: its id, code, deprecated alias code and category.
struct DirectErrorFacts: Sendable {
    let id: String
    let code: String
    let category: String
    /// The deprecated alias of the code (`code`, in the style of the older Connect API), when the file gives one.
    var legacyCode: String? = nil
}

/// How createPayment answers a card outcome: the status, and for a refusal the error item.
struct DirectOutcomeAnswer: Sendable {
    let status: Int
    let refusal: DirectErrorFacts?
    let message: String
    let retriable: Bool
}
