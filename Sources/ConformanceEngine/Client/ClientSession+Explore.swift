import ConformanceKit
import Foundation

extension ClientSession {
    /// A behaviour a flow broke during an exploration run, and the case the flow ran (nil when none matched it).
    package struct BrokenRule: Sendable, Hashable {
        /// The case the flow was recognised as, if any.
        package var caseID: String?
        /// The flow's number.
        package var flow: Int
        /// The rule's outcome (never passed).
        package var outcome: ClientRuleOutcome
    }

    /// Every behaviour the client broke, judged by the rules rather than by one path.
    ///
    /// Each flow, recognised or not, is held to its case's rules (none when it matched no case) and its protocol's
    /// shared rules (retries, `DO_NOT_RETRY`, no card data on the merchant server…), and its requests must conform.
    /// The steps a case lists and the refusal it is about are not required: a varied answer may rightly end a payment
    /// early, and a declined payment handled well is not a break. So a rule about what follows a step that never came (a
    /// retry of a fault not injected, a return address never sent) is not judged.
    package func brokenRules() -> [BrokenRule] {
        lock.lock()
        defer { lock.unlock() }
        let base = servedReturnBase ?? options.returnBase
        var broken: [BrokenRule] = []
        for flow in flows {
            let own = flow.exchanges.map { exchanges[$0 - 1] }
            let recognised = flow.caseID.flatMap { id in cases.first { $0.id == id } }
            let clientCase = recognised ?? Self.anyFlow(of: flow.protocolID)
            let rules = recognised.map { caseSet.rules(of: $0) } ?? (caseSet.settings[flow.protocolID]?.rules ?? [])
            let judge = ClientJudge(
                clientCase: clientCase, rules: rules, exchanges: own, all: exchanges,
                returnURL: recognised.flatMap { known in base.map { $0 + "/" + known.name } }, returnBase: base)
            let checked = !judge.conformance().isEmpty
            // A retry rule is about a fault the case injects: when a varied answer ended the flow before it, there was nothing to retry.
            let faulted = Set(own.compactMap { $0.fault?.operation })
            var unfaulted = Set(rules.filter { $0.kind == .retry && !faulted.contains($0.operation ?? "") }.map(\.id))
            // Likewise a return address the flow ended before sending was never there to be loaded.
            for rule in rules where rule.kind == .returnNotLoaded {
                let field = rule.field ?? "ReturnUrl"
                let sent = own.contains { exchange in
                    ClientMatch.leaves(exchange.request.body.structuredValue).contains { ClientMatch.path($0.path, endsWith: field) }
                }
                if !sent { unfaulted.insert(rule.id) }
            }
            for outcome in judge.outcomes() where !outcome.passed && outcome.id != "steps" && outcome.id != "refusal-seen" {
                if outcome.id == "requests-conform" && !checked || unfaulted.contains(outcome.id) { continue }
                broken.append(BrokenRule(caseID: recognised?.id, flow: flow.id, outcome: outcome))
            }
        }
        return broken
    }

    /// How many requests the session saw.
    package var requestCount: Int { lock.withLock { exchanges.count } }

    /// The exchanges the gateway itself answered (no case's fault imposed on them), in order, with their operation.
    package func answeredExchanges() -> [(operation: OperationReference, request: RecordedRequest, response: RecordedResponse)] {
        lock.withLock {
            exchanges.compactMap { exchange in
                guard let operation = exchange.operation, let response = exchange.response, exchange.fault == nil else { return nil }
                return (operation, exchange.request, response)
            }
        }
    }

    /// A case with no steps, no faults and no rules of its own: what a flow no case matched is judged as.
    static func anyFlow(of protocolID: String) -> ClientCase {
        ClientCase(
            id: "\(protocolID)/*", protocolID: protocolID, name: "*", title: .verbatim(protocolID), instructions: .verbatim(""),
            certification: .optional, tags: [], inputs: [], recognise: [], steps: [], faults: [], rules: [],
            location: SourceLocation(file: "", line: 0, column: 0))
    }
}
