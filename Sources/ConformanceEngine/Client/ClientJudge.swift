import ConformanceKit
import Foundation

/// Whether a client behaviour held during a case, and why.
package struct ClientRuleOutcome: Sendable, Hashable {
    /// The rule's ID (`steps`, `requests-conform`, or a rule of the case).
    package var id: String
    /// The rule's kind (`steps`, `conformance`, `retry`…).
    package var kind: String
    /// What the rule requires.
    package var title: LocalizedText
    /// Whether it held.
    package var passed: Bool
    /// What was seen: why it held, or what broke it.
    package var why: LocalizedText
    /// The exchanges (by session number) the verdict rests on.
    package var exchanges: [Int]
    /// Where the rule is defined.
    package var location: SourceLocation?
}

/// How a case went.
package struct ClientCaseResult: Sendable {
    /// The case.
    package var clientCase: ClientCase
    /// How many flows were recognised as the case (the last one is judged).
    package var runs: Int
    /// The judged flow's exchanges, in order.
    package var exchanges: [ClientSession.Exchange]
    /// Each behaviour checked.
    package var outcomes: [ClientRuleOutcome]
    /// The spec findings (errors) of each request, by exchange number.
    package var conformance: [(exchange: Int, findings: [Finding])]

    /// Whether the client ran the case at all.
    package var ran: Bool { runs > 0 }
    /// Whether it ran and every behaviour held.
    package var passed: Bool { ran && outcomes.allSatisfy(\.passed) }
    /// The behaviours that did not hold.
    package var failed: [ClientRuleOutcome] { outcomes.filter { !$0.passed } }
}

/// Judges one flow of a case: steps in order, conformant requests, and every rule.
///
/// Every sentence comes from the message catalogue (`ClientJudgeMessages.swift`), and a finding names the answer it
/// follows (`#4 answered 402 (ErrorName TRANSACTION_DECLINED, Behavior DO_NOT_RETRY)`), never "the fault".
struct ClientJudge {
    let clientCase: ClientCase
    let rules: [ClientRule]
    /// The flow's exchanges, in order.
    let exchanges: [ClientSession.Exchange]
    /// Every exchange of the session (a return address may be loaded by a request of no flow).
    let all: [ClientSession.Exchange]
    let returnURL: String?
    let returnBase: String?

    /// What a rule check yields: whether it held, why, and the exchanges it rests on.
    typealias Verdict = (Bool, LocalizedText, [Int])

    func operation(_ exchange: ClientSession.Exchange) -> String? { exchange.operation?.operation }

    /// A catalogue message in both languages.
    static func say(_ id: MessageID, _ arguments: [MessageArgument] = []) -> LocalizedText {
        id.localized(arguments)
    }

    func outcomes() -> [ClientRuleOutcome] {
        [steps(), requestsConform()] + (clientCase.refusal.map { [refusalSeen($0)] } ?? []) + rules.map(judge)
    }

    /// The request findings of each exchange of an operation.
    func conformance() -> [(exchange: Int, findings: [Finding])] {
        exchanges.compactMap { exchange in
            guard exchange.operation != nil, let check = exchange.check else { return nil }
            return (exchange.number, check.requestFindings.filter { $0.severity == .error })
        }
    }

    static func outcome(
        _ id: String, _ kind: String, _ title: LocalizedText, _ passed: Bool, _ why: LocalizedText, _ exchanges: [Int] = [],
        location: SourceLocation? = nil
    ) -> ClientRuleOutcome {
        ClientRuleOutcome(id: id, kind: kind, title: title, passed: passed, why: why, exchanges: exchanges, location: location)
    }

    /// The steps, each after the one before it.
    func steps() -> ClientRuleOutcome {
        let names = clientCase.steps.map { step in
            step.optional ? Self.say(.judgeStepOptional, [.plain(step.operation)]) : .verbatim(step.operation)
        }
        let then = Self.say(.judgeStepThen)
        let title = Self.say(
            .judgeStepsTitle,
            [.localized(.joined(names, separator: then))])
        var seen = Array(repeating: false, count: clientCase.steps.count)
        var position = 0
        for exchange in exchanges {
            guard let name = operation(exchange), let index = clientCase.steps.firstIndex(where: { $0.operation == name }) else { continue }
            if index > position {
                if let skipped = (position..<index).first(where: { !seen[$0] && !clientCase.steps[$0].optional }) {
                    let missing = clientCase.steps[skipped].operation
                    return Self.outcome(
                        "steps", "steps", title, false, Self.say(.judgeStepSkipped, [.plain("\(exchange.number)"), .plain(name), .plain(missing)]),
                        [exchange.number], location: clientCase.steps[skipped].location)
                }
                position = index
            }
            seen[index] = true
        }
        let missing = clientCase.steps.indices.filter { !seen[$0] && !clientCase.steps[$0].optional }.map { clientCase.steps[$0].operation }
        if !missing.isEmpty {
            return Self.outcome(
                "steps", "steps", title, false, Self.say(.judgeStepsMissing, [.plain(missing.joined(separator: ", "))]), exchanges.map(\.number))
        }
        return Self.outcome(
            "steps", "steps", title, true, Self.say(.judgeStepsInOrder, [.plain("\(exchanges.count)")]), exchanges.map(\.number))
    }

    func requestsConform() -> ClientRuleOutcome {
        let title = Self.say(.judgeConformTitle)
        let failing = conformance().filter { !$0.findings.isEmpty }
        if let first = failing.first, let finding = first.findings.first {
            let count = failing.reduce(0) { $0 + $1.findings.count }
            let message = finding.localizedMessage
            return Self.outcome(
                "requests-conform", "conformance", title, false,
                Self.say(
                    .judgeConformFindings, [.plain("\(count)"), .plain("\(failing.count)"), .plain("\(first.exchange)"), .localized(message)]),
                failing.map(\.exchange))
        }
        let checked = conformance().count
        return Self.outcome(
            "requests-conform", "conformance", title, checked > 0,
            checked > 0 ? Self.say(.judgeConformClean, [.plain("\(checked)")]) : Self.say(.judgeConformNone))
    }

    func judge(_ rule: ClientRule) -> ClientRuleOutcome {
        let result: Verdict
        switch rule.kind {
        case .retry: result = retry(rule)
        case .noRetry: result = noRetry(rule)
        case .noCardData: result = noCardData(rule)
        case .noHeader: result = noHeader(rule)
        case .returnNotLoaded: result = returnNotLoaded(rule)
        case .notSent: result = notSent(rule)
        case .notAfter: result = notAfter(rule)
        }
        return Self.outcome(rule.id, rule.kind.rawValue, rule.title, result.0, result.1, result.2, location: rule.location)
    }

    /// After each faulted attempt, the next request of the operation repeats `same` and holds `values`.
    func retry(_ rule: ClientRule) -> Verdict {
        guard let name = rule.operation else { return (false, Self.say(.judgeNoOperation), []) }
        let attempts = exchanges.filter { operation($0) == name }
        let faulted = attempts.filter { $0.fault != nil }
        guard !faulted.isEmpty else {
            let planned = clientCase.faults.first { $0.operation == name }.map(ClientAnswer.planned) ?? .verbatim("?")
            return (false, Self.say(.judgeRetryNotInjected, [.plain(name), .localized(planned)]), attempts.map(\.number))
        }
        for first in faulted {
            guard let retry = attempts.first(where: { $0.number > first.number }) else {
                return (
                    false, Self.say(.judgeRetryNever, [.plain("\(first.number)"), .localized(ClientAnswer.phrase(first)), .plain(name)]),
                    [first.number]
                )
            }
            let before = first.request.body.structuredValue
            let after = retry.request.body.structuredValue
            let absent = MessageArgument.localized(Self.say(.judgeValueAbsent))
            for path in rule.same {
                let old = ClientMatch.value(before, at: path)
                let new = ClientMatch.value(after, at: path)
                if old == nil || old != new {
                    let arguments: [MessageArgument] = [
                        .plain("\(retry.number)"), .plain(name), .plain(path), old.map { .plain($0) } ?? absent, .plain("\(first.number)"),
                        new.map { .plain($0) } ?? absent,
                    ]
                    return (false, Self.say(.judgeRetryChanged, arguments), [first.number, retry.number])
                }
            }
            for header in rule.sameHeaders {
                let old = first.request.header(header)
                let new = retry.request.header(header)
                if old == nil || old != new {
                    let presence = { (value: String?) in Self.say(value == nil ? .judgeHeaderAbsent : .judgeHeaderPresent) }
                    let then = old != nil && new != nil ? Self.say(.judgeHeaderDifferent) : presence(new)
                    let arguments: [MessageArgument] = [
                        .plain("\(retry.number)"), .plain(name), .plain(header), .plain("\(first.number)"), .localized(presence(old)),
                        .localized(then),
                    ]
                    return (false, Self.say(.judgeRetryHeader, arguments), [first.number, retry.number])
                }
            }
            for pair in rule.values {
                let value = ClientMatch.value(after, at: pair.name)
                if value != pair.value {
                    let arguments: [MessageArgument] = [
                        .plain("\(retry.number)"), .plain(name), .plain(pair.name), value.map { .plain($0) } ?? absent, .plain(pair.value),
                    ]
                    return (false, Self.say(.judgeRetryValue, arguments), [first.number, retry.number])
                }
            }
        }
        let kept = (rule.same + rule.sameHeaders).joined(separator: ", ")
        let answers = faulted.map { Self.say(.judgeNumbered, [.plain("\($0.number)"), .localized(ClientAnswer.phrase($0))]) }
        let arguments: [MessageArgument] = [
            .plain(name), .localized(.joined(answers, separator: Self.say(.textListSeparator))),
            kept.isEmpty ? .plain("") : .localized(Self.say(.judgeRetrySame, [.plain(kept)])),
            rule.values.isEmpty
                ? .plain("")
                : .localized(Self.say(.judgeRetryValues, [.plain(rule.values.map { "\($0.name) = \($0.value)" }.joined(separator: ", "))])),
        ]
        return (true, Self.say(.judgeRetryHeld, arguments), attempts.map(\.number))
    }

    /// After the trigger (the fault, or an answer holding one of `when`), the operation answered is not sent again.
    func noRetry(_ rule: ClientRule) -> Verdict {
        let watched: Set<String>? = rule.operation.map { [$0] } ?? (rule.operations.isEmpty ? nil : Set(rule.operations))
        let concerned = exchanges.filter { exchange in operation(exchange).map { watched?.contains($0) ?? true } ?? false }
        let triggers = concerned.filter { exchange in
            rule.when.isEmpty ? exchange.fault != nil : !ClientAnswer.holding(exchange, rule.when).isEmpty
        }
        guard let trigger = triggers.first else {
            if rule.when.isEmpty, let name = rule.operation {
                let planned = clientCase.faults.first { $0.operation == name }.map(ClientAnswer.planned) ?? .verbatim("?")
                return (false, Self.say(.judgeRetryNotInjected, [.plain(name), .localized(planned)]), concerned.map(\.number))
            }
            let values = ClientAnswer.alternatives(rule.when)
            if rule.shared { return (true, Self.say(.judgeNoRetryNotTriggered, [.localized(values)]), []) }
            let names = (watched.map { $0.sorted() } ?? []).joined(separator: ", ")
            return (false, Self.say(.judgeNoRetryUnobserved, [.plain(names), .localized(values)]), concerned.map(\.number))
        }
        for trigger in triggers {
            let name = operation(trigger) ?? "?"
            if let again = concerned.first(where: { $0.number > trigger.number && operation($0) == name }) {
                let arguments: [MessageArgument] = [
                    .plain("\(again.number)"), .plain(name), .plain("\(trigger.number)"), .localized(ClientAnswer.phrase(trigger, rule.when)),
                ]
                return (false, Self.say(.judgeNoRetryBroken, arguments), [trigger.number, again.number])
            }
        }
        let arguments: [MessageArgument] = [
            .plain("\(trigger.number)"), .localized(ClientAnswer.phrase(trigger, rule.when)), .plain(operation(trigger) ?? "?"),
        ]
        return (true, Self.say(.judgeNoRetryHeld, arguments), triggers.map(\.number))
    }

    /// None of the operations is sent while the latest answer of the `after` operation is a refusal: a retry that
    /// succeeded lifts the refusal, so expected retries stay valid.
    func notAfter(_ rule: ClientRule) -> Verdict {
        guard let after = rule.after else { return (false, Self.say(.judgeNoOperation), []) }
        var latest: ClientSession.Exchange?
        var refusals: [ClientSession.Exchange] = []
        for exchange in exchanges {
            guard let name = operation(exchange) else { continue }
            if name == after.operation {
                latest = exchange
                if ClientAnswer.refuses(exchange, after) { refusals.append(exchange) }
                continue
            }
            if rule.operations.contains(name), let latest, ClientAnswer.refuses(latest, after) {
                let arguments: [MessageArgument] = [
                    .plain("\(exchange.number)"), .plain(name), .plain("\(latest.number)"),
                    .localized(ClientAnswer.phrase(latest, after.values + after.otherThan)), .plain(after.operation),
                ]
                return (false, Self.say(.judgeNotAfterBroken, arguments), [latest.number, exchange.number])
            }
        }
        guard let refusal = refusals.last else {
            if rule.shared { return (true, Self.say(.judgeNotAfterNotTriggered, [.plain(after.operation)]), []) }
            return (false, Self.say(.judgeNotAfterUnobserved, [.plain(after.operation)]), [])
        }
        let arguments: [MessageArgument] = [
            .plain("\(refusal.number)"), .localized(ClientAnswer.phrase(refusal, after.values + after.otherThan)),
            .plain(rule.operations.joined(separator: ", ")),
        ]
        return (true, Self.say(.judgeNotAfterHeld, arguments), refusals.map(\.number))
    }
}
