import ConformanceKit
import Foundation

/// What a client certification session leaves behind: its report, its cassettes and the cases document
/// the client was given.
///
/// Each case becomes a report suite named by the case ID, with one test case per behaviour checked
/// (`<case id>.<rule id>`), passed or failed, and the redacted exchanges of the flow judged. Traffic that
/// no case recognised becomes a suite of its own per protocol, so it is reported, never dropped.
package enum ClientSessionReport {
    /// The name of the suite holding a protocol's unrecognised traffic.
    package static func unmatchedSuiteName(_ protocolID: String) -> String { "\(protocolID)/unmatched-traffic" }

    /// The report of a session: a suite per case (in the session's order), then the unmatched traffic.
    package static func report(_ session: ClientSession, results: [ClientCaseResult], target: String, startedAt: String) -> RunReport {
        var suites = results.map { suite($0, specs: session.specs) }
        let fallback = session.cases.first?.protocolID ?? "-"
        var unmatchedByProtocol: [String: [(flow: ClientSession.Flow, exchanges: [ClientSession.Exchange])]] = [:]
        for item in session.unmatched() {
            unmatchedByProtocol[item.flow.protocolID == "-" ? fallback : item.flow.protocolID, default: []].append(item)
        }
        for (protocolID, flows) in unmatchedByProtocol.sorted(by: { $0.key < $1.key }) {
            let nearest = flows.reduce(into: [Int: NearestCase]()) { found, item in found[item.flow.id] = session.unmatchedFlow(item.flow.id)?.nearest
            }
            suites.append(
                unmatchedSuite(protocolID, flows: flows, cases: session.cases.filter { $0.protocolID == protocolID }, nearest: nearest))
        }
        return RunReport(target: target, mode: "certify-client", startedAt: startedAt, suites: suites)
    }

    /// The suite of one case.
    static func suite(_ result: ClientCaseResult, specs: SpecSet) -> ReportSuite {
        let clientCase = result.clientCase
        let judged = result.exchanges.filter { $0.redacted != nil }
        let numbers = judged.map(\.number)
        guard result.ran else {
            let values = clientCase.recognise.map { "\($0.operation ?? "*") \($0.field) = \(shown($0.value))" }.joined(separator: ", ")
            let why = MessageID.clientCaseNotRun.localized([.plain(values)])
            let title = MessageID.clientCaseRunsTitle.localized()
            let failure = ReportFailure(kind: "client-not-run", message: why, path: "$", specLocation: clientCase.location)
            return ReportSuite(
                name: clientCase.id, protocolID: clientCase.protocolID,
                cases: [ReportCase(name: "\(clientCase.id).ran", classname: clientCase.id, failure: failure, title: title, detail: why)],
                title: clientCase.title)
        }
        var cases: [ReportCase] = []
        for outcome in result.outcomes {
            let index = outcome.exchanges.last.flatMap { number in numbers.firstIndex(of: number) }
            let failure =
                outcome.passed
                ? nil
                : ReportFailure(
                    kind: "client-\(outcome.kind)", message: outcome.why, path: "$", specLocation: outcome.location ?? clientCase.location)
            cases.append(
                ReportCase(
                    name: "\(clientCase.id).\(outcome.id)", classname: clientCase.id, failure: failure, exchangeIndex: index, title: outcome.title,
                    detail: outcome.why))
        }
        // The spec's own checks of each request that broke one, so the failing fields are named one by one.
        let builder = ReportBuilder(specs: specs)
        for (index, exchange) in judged.enumerated() {
            guard let check = exchange.check, let interaction = exchange.redacted, !check.requestFindings.filter({ $0.severity == .error }).isEmpty
            else { continue }
            let own = builder.cases(for: interaction, check: check, suite: clientCase.id, exchangeIndex: index)
            cases += own.filter { $0.failure != nil && $0.name.contains(".request") }
        }
        return ReportSuite(
            name: clientCase.id, protocolID: clientCase.protocolID, duration: duration(result.exchanges), cases: cases,
            exchanges: judged.compactMap(\.redacted), title: clientCase.title, exchangeNumbers: numbers)
    }

    /// A value as a report may show it: a card number keeps its first six and last four digits only.
    static func shown(_ value: String) -> String {
        guard !CardNumberScan.scan(value, allowed: []).isEmpty else { return value }
        let digits = value.filter(\.isNumber)
        return digits.prefix(6) + "…" + digits.suffix(4)
    }

    /// Seconds from a flow's first request to its last.
    static func duration(_ exchanges: [ClientSession.Exchange]) -> Double {
        guard let first = exchanges.first?.at, let last = exchanges.last?.at else { return 0 }
        return max(0, last.timeIntervalSince(first))
    }

    /// The suite of a protocol's traffic that no case recognised: one failing test case per flow, naming its nearest case.
    static func unmatchedSuite(
        _ protocolID: String, flows: [(flow: ClientSession.Flow, exchanges: [ClientSession.Exchange])], cases: [ClientCase],
        nearest: [Int: NearestCase] = [:]
    ) -> ReportSuite {
        let name = unmatchedSuiteName(protocolID)
        var reportCases: [ReportCase] = []
        var exchanges: [Interaction] = []
        var numbers: [Int] = []
        let title = MessageID.clientTrafficTitle.localized()
        for item in flows {
            let seen = item.exchanges.map { exchange in
                LocalizedText { language in
                    let operation = exchange.operation?.operation ?? MessageID.sessionNoOperation.template(language)
                    return "#\(exchange.number) \(exchange.request.method) \(exchange.request.path) (\(operation))"
                }
            }
            let separator = MessageID.textListSeparator.localized()
            var why = MessageID.clientFlowUnmatched.localized([
                .plain("\(item.flow.id)"), .localized(.joined(seen, separator: separator)), .plain(String(cases.count)),
            ])
            if let closest = nearest[item.flow.id] {
                let text = { (language: Language) in
                    MessageID.sessionReportNearest.render(language, [.plain(SessionLines(language: language).nearest(closest))])
                }
                why = MessageID.textFollowedBy.localized([.localized(why), .localized(LocalizedText(text))])
            }
            let redacted = item.exchanges.compactMap { exchange in exchange.redacted.map { (exchange.number, $0) } }
            reportCases.append(
                ReportCase(
                    name: "\(name).flow[\(item.flow.id)]", classname: name,
                    failure: ReportFailure(kind: "client-unmatched", message: why, path: "$"),
                    exchangeIndex: redacted.isEmpty ? nil : exchanges.count + redacted.count - 1, title: title, detail: why))
            exchanges += redacted.map(\.1)
            numbers += redacted.map(\.0)
        }
        return ReportSuite(
            name: name, protocolID: protocolID, cases: reportCases, exchanges: exchanges,
            title: MessageID.clientUnrecognisedTitle.localized(), exchangeNumbers: numbers)
    }

    /// A cassette per protocol of every redacted exchange of the session, in arrival order.
    package static func cassettes(_ session: ClientSession, baseURL: String?) -> [String: Cassette] {
        var byProtocol: [String: [Interaction]] = [:]
        let fallback = session.cases.first?.protocolID ?? "-"
        for exchange in session.allExchanges {
            guard let redacted = exchange.redacted else { continue }
            byProtocol[exchange.operation?.protocolID ?? fallback, default: []].append(redacted)
        }
        return byProtocol.mapValues { Cassette(recordedAt: Cassette.timestamp(), baseURL: baseURL, interactions: $0) }
    }

    /// The operations a protocol's selected cases require: the certification profile coverage is measured against.
    package static func requiredOperations(_ cases: [ClientCase], protocolID: String) -> [String] {
        Set(cases.filter { $0.protocolID == protocolID }.flatMap { $0.steps.filter { !$0.optional }.map(\.operation) }).sorted()
    }
}
