import Foundation

extension RunReport {
    /// Suites that more than one report holds: the suite, and the positions of the first two reports holding it.
    ///
    /// Merging such reports would keep one verdict and drop the other, so a passing re-run could hide a failure.
    package static func overlappingSuites(_ reports: [RunReport]) -> [(suite: String, first: Int, second: Int)] {
        var owner: [String: Int] = [:]
        var overlaps: [(suite: String, first: Int, second: Int)] = []
        for (index, report) in reports.enumerated() {
            for suite in report.suites {
                if let first = owner[suite.name] {
                    overlaps.append((suite.name, first, index))
                } else {
                    owner[suite.name] = index
                }
            }
        }
        return overlaps
    }

    /// Several reports as one: suites sorted by name (the order of a single run), the earliest start.
    ///
    /// A suite that appears in several reports is kept once, from the last report given: check
    /// ``overlappingSuites(_:)`` first when that would hide a verdict (`conformance report merge` refuses it).
    package static func merged(_ reports: [RunReport]) -> RunReport {
        var byName: [String: ReportSuite] = [:]
        for report in reports {
            for suite in report.suites { byName[suite.name] = suite }
        }
        let first = reports.first
        let targets = Array(Set(reports.map(\.target))).sorted()
        let modes = Array(Set(reports.map(\.mode))).sorted()
        var merged = RunReport(
            toolVersion: first?.toolVersion ?? ConformanceKit.toolVersion, target: targets.joined(separator: ", "),
            mode: modes.joined(separator: ", "),
            startedAt: reports.map(\.startedAt).min() ?? "", suites: byName.values.sorted { $0.name < $1.name })
        for report in reports { merged.specDigests.merge(report.specDigests) { _, last in last } }
        return merged
    }
}

extension RunReport {
    /// A report of `cases` test cases in suites of 100, one in ten failing, each suite with one
    /// exchange: the shape of a large run, for speed tests and benchmarks.
    package static func synthetic(cases total: Int) -> RunReport {
        let exchange = Interaction(
            request: RecordedRequest(
                method: "POST", path: "/Payment/v1/Transaction/Initialize", headers: [NameValue("Content-Type", "application/json")],
                body: .json(.object([BodyMember("TerminalId", .string("17757531"))]))),
            response: RecordedResponse(
                status: 200, headers: [NameValue("Content-Type", "application/json")], body: .json(.object([BodyMember("Token", .string("t"))]))),
            operation: OperationReference(protocolID: "saferpay", operation: "TransactionInitialize"))
        var suites: [ReportSuite] = []
        var made = 0
        var suiteIndex = 0
        while made < total {
            let count = min(100, total - made)
            let cases = (0..<count).map { index in
                ReportCase(
                    name: "saferpay.TransactionInitialize.response[200].Field\(index)", classname: "suite\(suiteIndex)",
                    failure: index % 10 == 0
                        ? ReportFailure(
                            kind: "wrong-type", message: MessageID.wrongType.localized(["$.Field", "string", "integer"]),
                            path: "$.Field\(index)", expected: "string", actual: "integer",
                            specLocation: SourceLocation(file: "Specs/saferpay/protocol.yaml", line: index + 1, column: 1)) : nil,
                    exchangeIndex: 0)
            }
            suites.append(
                ReportSuite(name: String(format: "saferpay/suite%05d", suiteIndex), protocolID: "saferpay", cases: cases, exchanges: [exchange]))
            made += count
            suiteIndex += 1
        }
        return RunReport(target: "sandbox", mode: "replay", startedAt: "2026-11-21T13:00:00", suites: suites)
    }
}
