import ConformanceKit
import Foundation

/// The console lines of a client session's events, in the tester's language (`conformance certify --client`).
///
/// An exchange shows its request, answer, operation, case and fault, and names its request's findings. A held
/// answer (a `hang`) shows twice: when the hold starts, and how it ended. A case's verdict is shown once its
/// flow is complete, as a verdict "so far"; a later request of the same payment that changes it shows a
/// `verdict changed` line. A flow that matched no case names its nearest case and what differed.
package struct SessionLines: Sendable {
    /// The language of the lines.
    package let language: Language
    /// Makes a request's path safe to print.
    package let safe: @Sendable (String) -> String
    /// The most findings named on one line; the rest are counted.
    package static let findingsShown = 3

    /// Creates the lines' maker.
    package init(language: Language, safe: @escaping @Sendable (String) -> String = { $0 }) {
        self.language = language
        self.safe = safe
    }

    /// The lines an event prints (none for an event the console does not show).
    package func lines(_ event: ClientSession.Event) -> [String] {
        switch event {
        case .recognised(let caseID, let flow):
            return ["  " + text(.sessionRecognised, String(flow), caseID)]
        case .exchange(let exchange, let caseID):
            let status = exchange.response.map { String($0.status) } ?? "—"
            let fault = exchange.fault.map { "  " + text(.sessionFault, $0.summary) } ?? ""
            return [request(exchange, status: status) + (caseID.map { "  [\($0)]" } ?? "") + fault + findings(exchange)]
        case .holding(let exchange, let seconds, let caseID):
            let fault = exchange.fault.map { " " + text(.sessionFault, $0.kind.rawValue) } ?? ""
            return [
                request(exchange, status: nil) + (caseID.map { "  [\($0)]" } ?? "") + ": " + text(.sessionHolding, Self.seconds(seconds, language))
                    + fault + findings(exchange)
            ]
        case .held(let exchange, let outcome, _):
            let number = String(exchange.number)
            let held = Self.seconds(outcome.held, language)
            switch outcome.end {
            case .delivered:
                return ["  " + text(.sessionHeldDelivered, number, exchange.response.map { String($0.status) } ?? "—", held)]
            case .abandoned:
                return ["  " + text(.sessionHeldAbandoned, number, held, Self.seconds(outcome.planned, language))]
            case .sessionEnded:
                return ["  " + text(.sessionHeldEnded, number, held, Self.seconds(outcome.planned, language))]
            }
        case .completed(let result):
            if result.passed {
                return ["  " + text(.sessionPassedSoFar, result.clientCase.id, String(result.outcomes.count), String(result.exchanges.count))]
            }
            return result.failed.map { "  " + text(.sessionOutcomeFailed, result.clientCase.id, $0.id, $0.why.text(language)) }
        case .revised(let result, let previous):
            if result.passed {
                return [
                    "  " + text(.sessionVerdictPassed, result.clientCase.id, String(result.outcomes.count), String(result.exchanges.count))
                ]
            }
            let fresh = result.failed.filter { !previous.failed.contains($0.id) }
            let id: MessageID = previous.passed ? .sessionVerdictFailed : .sessionVerdictMore
            return fresh.map { "  " + text(id, result.clientCase.id, $0.id, $0.why.text(language)) }
        case .unmatched(let flow):
            return ["  " + unmatched(flow)]
        }
    }

    /// `! flow N matched no case (…); nearest: …`, as the console shows it.
    package func unmatched(_ flow: UnmatchedFlow) -> String {
        let seen = flow.exchanges.joined(separator: ", ")
        guard let nearest = flow.nearest else { return text(.sessionUnmatchedAlone, String(flow.flow), seen) }
        return text(.sessionUnmatched, String(flow.flow), seen, self.nearest(nearest))
    }

    /// The nearest case, how much of it was seen, and what differed.
    package func nearest(_ nearest: NearestCase) -> String {
        let counts = text(
            .sessionNearest, nearest.caseID, String(nearest.matchedValues), String(nearest.values), String(nearest.matchedSteps),
            String(nearest.steps))
        let differences = nearest.differences.map { difference in
            difference.actual.map { text(.sessionDifference, difference.field, $0, nearest.caseID, difference.expected) }
                ?? text(.sessionDifferenceMissing, difference.field, nearest.caseID, difference.expected)
        }
        return differences.isEmpty ? counts : counts + ": " + differences.joined(separator: "; ")
    }

    /// `  #3 POST /path → 200  Operation` (without the status when the answer is held).
    func request(_ exchange: ClientSession.Exchange, status: String?) -> String {
        let operation = exchange.operation?.operation ?? text(.sessionNoOperation)
        return "  #\(exchange.number) \(exchange.request.method) \(safe(exchange.request.path))" + (status.map { " → \($0)" } ?? "") + "  "
            + operation
    }

    /// `  ✗ finding; finding; finding and 2 more`: the request's error findings, by their text; empty when there is none.
    package func findings(_ exchange: ClientSession.Exchange) -> String {
        let errors = exchange.check?.requestFindings.filter { $0.severity == .error } ?? []
        guard !errors.isEmpty else { return "" }
        var shown = errors.prefix(Self.findingsShown).map { $0.message(language) }.joined(separator: "; ")
        if errors.count > Self.findingsShown { shown += " " + text(.sessionMore, String(errors.count - Self.findingsShown)) }
        return "  ✗ " + shown
    }

    func text(_ id: MessageID, _ arguments: String...) -> String { id.render(language, arguments.map { .plain($0) }) }

    /// A duration as the console shows it: whole seconds from 10 s up, else to the tenth (`1.2 s`, `1,2 s` in French).
    package static func seconds(_ value: Double, _ language: Language) -> String {
        let rounded = (value * 10).rounded() / 10
        if value >= 10 || rounded == rounded.rounded() { return "\(Int(value.rounded())) s" }
        let text = String(format: "%.1f", rounded)
        return (language == .fr ? text.replacingOccurrences(of: ".", with: ",") : text) + " s"
    }
}
