import ConformanceEngine
import ConformanceKit
import ConformanceTransport
import Foundation

/// `conformance explore --client`: runs a client's command once per variation of the gateway's answers, and
/// finds the variations, within the spec, that break it.
///
/// A plain run first learns which operations the client calls and what they answer; the planner then varies
/// the answers of each (``VariationPlanner``). Every run gets a fresh gateway (the sandbox, or the recording
/// proxy in front of `--upstream`) and the same environment as `certify --client`; a run breaks the client
/// when its command fails, its requests stop conforming or it breaks a rule of the client cases. A variation
/// that breaks is shrunk, by halves, to the fewest changes that still break. Deterministic for a seed.
package struct ExploreSession {
    /// What was asked for.
    package let request: ExploreRequest
    /// The specs, already loaded.
    package let specs: SpecSet
    /// The language of lines and reports.
    package let language: Language

    /// A session for a request.
    package init(request: ExploreRequest, specs: SpecSet, language: Language) {
        self.request = request
        self.specs = specs
        self.language = language
    }

    /// What one run needs that does not change between runs.
    struct Context {
        let cases: [ClientCase]
        let caseSet: ClientCaseSet
        let versions: [String: String]
        let outbound: OutboundConfiguration
        let interrupt: InterruptWatch
        let log: String
    }

    func say(_ text: String) {
        if let sink = request.sink { sink(text) } else { Console.print(text) }
    }

    /// Explores; throws ``SessionExit`` 1 when a variation broke the client, 2 when it could not explore.
    package func run() async throws {
        let context = try prepare()
        defer { context.interrupt.stop() }
        let startedAt = Cassette.timestamp()
        let (baseline, answered) = try await runOnce(nil, context: context, number: 0)
        var result = ExploreResult(
            protocolID: request.protocolID, command: request.exec, gateway: request.upstream == nil ? "sandbox" : "proxy",
            seed: request.seed, budget: request.budget, operations: [], startedAt: startedAt, baseline: baseline, planned: 0,
            outcomes: [], interrupted: false)
        result.baselineAnswers = answered.filter { $0.operation.protocolID == request.protocolID }.map {
            ($0.operation.operation, $0.response.status)
        }
        // Interrupted during the plain run: nothing is known of the client, so nothing is said of it.
        if context.interrupt.interrupted {
            result.interrupted = true
            try write(result)
            Console.error(MessageID.exploreInterrupted.render(language, []))
            throw SessionExit(2)
        }
        guard baseline.passed else {
            try write(result)
            let reasons = LocalizedText.joined(baseline.reasons, separator: .verbatim("; "))
            Console.error(MessageID.exploreBaselineBroke.render(language, [.localized(reasons), .plain(request.out)]))
            throw SessionExit(2)
        }
        let called = Array(Set(answered.filter { $0.operation.protocolID == request.protocolID }.map(\.operation.operation))).sorted()
        say(MessageID.exploreBaselineHeld.render(language, [.plain(String(baseline.requests)), .plain(called.joined(separator: ", "))]))
        for operation in request.operations where !called.contains(operation) {
            Console.error(MessageID.exploreOperationNotSeen.render(language, [.plain(operation), .plain(called.joined(separator: ", "))]))
            throw SessionExit(2)
        }
        let varied = request.operations.isEmpty ? called : called.filter { request.operations.contains($0) }
        result.operations = varied
        let planner = VariationPlanner(specs: specs, protocolVersions: context.versions)
        var planned: [AnswerVariation] = []
        // Each status an operation answered in the plain run is varied, from its first answer.
        for operation in varied {
            var statuses = Set<Int>()
            for exchange in answered where exchange.operation.protocolID == request.protocolID && exchange.operation.operation == operation {
                guard statuses.insert(exchange.response.status).inserted else { continue }
                planned += planner.variations(
                    protocolID: request.protocolID, operation: operation, request: exchange.request, response: exchange.response,
                    kinds: Set(request.kinds))
            }
        }
        result.planned = planned.count
        guard !planned.isEmpty else {
            try write(result)
            Console.error(MessageID.exploreNothingToVary.render(language, [.plain(request.protocolID), .plain(called.joined(separator: ", "))]))
            throw SessionExit(2)
        }
        say(
            MessageID.explorePlanned.render(
                language,
                [
                    .plain(String(planned.count)), .plain(String(varied.count)), .plain(request.protocolID), .plain(String(request.budget)),
                    .plain(String(request.seed)),
                ]))
        var spent = 0
        for variation in Self.schedule(planned, seed: request.seed) {
            guard spent < request.budget, !context.interrupt.interrupted else { break }
            // A run the interrupt cut short says nothing about the client: it is left out, as if never tried.
            guard let outcome = try await explore(variation, context: context, spent: &spent) else { break }
            result.outcomes.append(outcome)
            show(outcome)
        }
        result.interrupted = context.interrupt.interrupted
        try write(result)
        say(
            MessageID.exploreSummary.render(
                language,
                [
                    .plain(String(result.outcomes.count)), .plain(String(result.planned)), .plain(String(result.clientRuns)),
                    .plain(String(request.budget)), .plain(String(result.broke.count)),
                ]))
        if result.interrupted {
            Console.error(MessageID.exploreInterrupted.render(language, []))
            throw SessionExit(2)
        }
        if !result.broke.isEmpty { throw SessionExit(1) }
    }

    /// One variation: a run, then, when it broke, halves of its edits until no half breaks alone; nil when an interrupt
    /// cut the first run short (a shrinking run it cuts is not taken).
    func explore(_ variation: AnswerVariation, context: Context, spent: inout Int) async throws -> ExploreOutcome? {
        spent += 1
        var (run, _) = try await runOnce(variation, context: context, number: spent)
        guard !context.interrupt.interrupted else { return nil }
        var runs = 1
        var kept = variation.edits
        if !run.passed {
            shrinking: while kept.count > 1, spent < request.budget, !context.interrupt.interrupted {
                let middle = kept.count / 2
                var narrowed = false
                for part in [Array(kept[..<middle]), Array(kept[middle...])] where spent < request.budget {
                    spent += 1
                    runs += 1
                    let (partRun, _) = try await runOnce(variation.keeping(part), context: context, number: spent)
                    if context.interrupt.interrupted { break shrinking }
                    if !partRun.passed {
                        kept = part
                        run = partRun
                        narrowed = true
                        break
                    }
                }
                if !narrowed { break }
            }
        }
        let judged = kept.count == variation.edits.count ? variation : variation.keeping(kept)
        return ExploreOutcome(variation: judged, plannedEdits: variation.edits.count, run: run, runs: runs)
    }

    /// The order variations are tried in: one of each operation and kind in turn, each group's own order shuffled by the seed,
    /// so a small budget still tries every kind on every operation.
    package static func schedule(_ planned: [AnswerVariation], seed: UInt64) -> [AnswerVariation] {
        var groups: [String: [AnswerVariation]] = [:]
        var keys: [String] = []
        for variation in planned {
            let key = "\(variation.operation) \(AnswerVariation.Kind.allCases.firstIndex(of: variation.kind)!) \(variation.status ?? 0)"
            if groups[key] == nil { keys.append(key) }
            groups[key, default: []].append(variation)
        }
        keys.sort()
        var shuffled: [[AnswerVariation]] = keys.map { key in
            var generator = SplitMix64(seed: seed ^ SplitMix64.hash(key))
            return groups[key]!.shuffled(using: &generator)
        }
        var order: [AnswerVariation] = []
        var round = 0
        while order.count < planned.count {
            for index in shuffled.indices where round < shuffled[index].count { order.append(shuffled[index][round]) }
            round += 1
        }
        shuffled.removeAll()
        return order
    }

    func show(_ outcome: ExploreOutcome) {
        let variation = outcome.variation
        let arguments: [MessageArgument] = [.plain(variation.operation), .plain(variation.kind.rawValue), .plain(variation.detail)]
        say((outcome.run.passed ? MessageID.exploreLinePassed : .exploreLineBroke).render(language, arguments))
        if outcome.run.passed && outcome.run.varied == 0 {
            say(MessageID.exploreLineNotVaried.render(language, [.plain(variation.operation), .plain(variation.status.map(String.init) ?? "-")]))
        }
        if !outcome.run.passed {
            if outcome.plannedEdits > variation.edits.count {
                say(
                    MessageID.exploreLineShrunk.render(
                        language, [.plain(String(outcome.plannedEdits)), .plain(String(variation.edits.count)), .plain(String(outcome.runs - 1))]))
            }
            for reason in outcome.run.reasons.prefix(3) { say("    " + reason.text(language)) }
        }
    }
}
