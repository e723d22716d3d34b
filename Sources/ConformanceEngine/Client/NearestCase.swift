import ConformanceKit
import Foundation

/// The case a flow that matched none comes closest to, and what kept it from matching.
///
/// Cases are ranked by the recognising values the flow held, then by the case's steps it sent, then by how
/// far its differing values are from the case's (an amount of 1420 is nearer 1410 than 1660), then by order.
package struct NearestCase: Sendable, Hashable {
    /// A recognising value the flow did not hold.
    package struct Difference: Sendable, Hashable {
        /// The field, as the case names it.
        package var field: String
        /// The value the case expects (a card number shown by its first six and last four digits).
        package var expected: String
        /// The value the flow sent there, if it sent the field (shown the same way).
        package var actual: String?
    }

    /// The case's ID.
    package var caseID: String
    /// How many of its recognising values the flow held.
    package var matchedValues: Int
    /// How many recognising values it has.
    package var values: Int
    /// How many of its steps (distinct operations) the flow sent.
    package var matchedSteps: Int
    /// How many distinct steps it has.
    package var steps: Int
    /// The recognising values the flow did not hold.
    package var differences: [Difference]
}

/// A flow that ended without matching any case, as the console and the report name it.
package struct UnmatchedFlow: Sendable, Hashable {
    /// The flow's number.
    package var flow: Int
    /// Its protocol (`-` when no request was an operation).
    package var protocolID: String
    /// Its exchanges, as `#number operation`.
    package var exchanges: [String]
    /// The case it comes closest to, when it shares a value or a step with one.
    package var nearest: NearestCase?
}

extension ClientSession {
    /// The flow that matched no case, with its nearest case; nil when the flow matched one (or does not exist).
    package func unmatchedFlow(_ id: Int) -> UnmatchedFlow? {
        lock.withLock {
            guard id >= 1, id <= flows.count, flows[id - 1].caseID == nil else { return nil }
            return describeUnmatched(flows[id - 1])
        }
    }

    /// Marks as announced the flows before `index` (of a protocol, or every one) that matched no case and sent
    /// something, and describes them (caller holds the lock).
    func closeUnmatched(protocolID: String?, before index: Int) -> [UnmatchedFlow] {
        var result: [UnmatchedFlow] = []
        for position in flows.indices where position < index {
            let flow = flows[position]
            guard flow.caseID == nil, !flow.reportedUnmatched, !flow.exchanges.isEmpty, protocolID == nil || flow.protocolID == protocolID
            else { continue }
            flows[position].reportedUnmatched = true
            result.append(describeUnmatched(flow))
        }
        return result
    }

    /// A flow that matched no case, described (caller holds the lock).
    func describeUnmatched(_ flow: Flow) -> UnmatchedFlow {
        let own = flow.exchanges.map { exchanges[$0 - 1] }
        return UnmatchedFlow(
            flow: flow.id, protocolID: flow.protocolID,
            exchanges: own.map { "#\($0.number) " + ($0.operation?.operation ?? "\($0.request.method) \($0.request.path)") },
            nearest: nearest(flow, exchanges: own))
    }

    /// The case a flow comes closest to (caller holds the lock); nil when it shares no recognising value and no step with any.
    func nearest(_ flow: Flow, exchanges own: [Exchange]) -> NearestCase? {
        let operations = Set(own.compactMap { $0.operation?.operation })
        var best: (candidate: NearestCase, distance: Double)?
        for clientCase in cases where clientCase.protocolID == flow.protocolID {
            let seen = flow.seen[clientCase.id] ?? []
            let steps = Set(clientCase.steps.map(\.operation))
            let matchedSteps = steps.intersection(operations).count
            guard !seen.isEmpty || matchedSteps > 0 else { continue }
            var differences: [NearestCase.Difference] = []
            var distance = 0.0
            for (index, matcher) in clientCase.recognise.enumerated() where !seen.contains(index) {
                let actual = sent(matcher, in: own)
                distance += NearestCase.distance(actual, matcher.value)
                differences.append(
                    NearestCase.Difference(
                        field: matcher.field, expected: ClientSessionReport.shown(matcher.value), actual: actual.map(ClientSessionReport.shown)))
            }
            let candidate = NearestCase(
                caseID: clientCase.id, matchedValues: seen.count, values: clientCase.recognise.count, matchedSteps: matchedSteps,
                steps: steps.count, differences: differences)
            guard let current = best else {
                best = (candidate, distance)
                continue
            }
            let better =
                (candidate.matchedValues, candidate.matchedSteps) > (current.candidate.matchedValues, current.candidate.matchedSteps)
                || ((candidate.matchedValues, candidate.matchedSteps) == (current.candidate.matchedValues, current.candidate.matchedSteps)
                    && distance < current.distance)
            if better { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// The value a flow sent in a recognising value's field (in a request of its operation), if it sent the field.
    func sent(_ matcher: ClientMatcher, in own: [Exchange]) -> String? {
        for exchange in own where matcher.operation == nil || exchange.operation?.operation == matcher.operation {
            let leaves = ClientMatch.leaves(exchange.request.body.structuredValue) + exchange.request.query.map { ($0.name, $0.value) }
            if let leaf = leaves.first(where: { ClientMatch.path($0.path, endsWith: matcher.field) }) { return leaf.value }
        }
        return nil
    }
}

extension NearestCase {
    /// How far a sent value is from an expected one, from 0 (the same) to 1 (missing, or nothing alike): numbers by
    /// their relative difference, other values by their edit distance.
    static func distance(_ actual: String?, _ expected: String) -> Double {
        guard let actual else { return 1 }
        let (a, b) = (ClientMatch.normalised(actual), ClientMatch.normalised(expected))
        if let x = Double(a), let y = Double(b) { return min(1, abs(x - y) / max(abs(x), abs(y), 1)) }
        return Double(Suggestion.editDistance(a, b)) / Double(max(a.count, b.count, 1))
    }
}
