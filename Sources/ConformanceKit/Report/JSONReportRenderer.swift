import Foundation

/// Renders a ``RunReport`` as JSON for tools (documented in `docs/reports.md`).
public enum JSONReportRenderer {
    /// The JSON document (pretty, keys in a fixed order); with the specs, the protocol coverage of each protocol.
    public static func render(_ report: RunReport, specs: SpecSet? = nil) -> String {
        func text(_ value: LocalizedText) -> BodyValue { .object([BodyMember("en", .string(value.en)), BodyMember("fr", .string(value.fr))]) }
        let suites: [BodyValue] = report.suites.map { suite in
            let cases: [BodyValue] = suite.cases.map { testCase in
                var members = [
                    BodyMember("name", .string(testCase.name)), BodyMember("status", .string(testCase.failure == nil ? "passed" : "failed")),
                ]
                if let failure = testCase.failure {
                    var failureMembers = [
                        BodyMember("kind", .string(failure.kind)), BodyMember("path", .string(failure.path)),
                        BodyMember("message", text(failure.message)),
                    ]
                    if let expected = failure.expected { failureMembers.append(BodyMember("expected", .string(expected))) }
                    if let actual = failure.actual { failureMembers.append(BodyMember("actual", .string(actual))) }
                    if let action = failure.action { failureMembers.append(BodyMember("action", text(action))) }
                    if let location = failure.specLocation {
                        failureMembers.append(BodyMember("spec", .string("\(location.file):\(location.line)")))
                    }
                    members.append(BodyMember("failure", .object(failureMembers)))
                }
                if let index = testCase.exchangeIndex { members.append(BodyMember("exchange", .number(String(index)))) }
                if let version = testCase.protocolVersion { members.append(BodyMember("protocolVersion", .string(version))) }
                if let title = testCase.title { members.append(BodyMember("title", text(title))) }
                if let detail = testCase.detail { members.append(BodyMember("detail", text(detail))) }
                return .object(members)
            }
            var members = [BodyMember("name", .string(suite.name))]
            if let title = suite.title { members.append(BodyMember("title", text(title))) }
            return .object(
                members + [
                    BodyMember("protocol", .string(suite.protocolID)),
                    BodyMember("protocolVersions", .array(suite.protocolVersions.map(BodyValue.string))),
                    BodyMember("tests", .number(String(suite.cases.count))), BodyMember("failures", .number(String(suite.failures))),
                    BodyMember("time", .number(JUnitRenderer.seconds(suite.duration))), BodyMember("cases", .array(cases)),
                    BodyMember("exchanges", .array(suite.exchanges.map(CassetteCodec.encode))),
                ] + (suite.exchangeNumbers.isEmpty ? [] : [BodyMember("exchangeNumbers", .array(suite.exchangeNumbers.map { .number(String($0)) }))]))
        }
        // A bundle's report leads with its verdict (`certification`); a run report has none.
        let header = report.certification.map { [BodyMember("certification", $0.json)] } ?? []
        var head =
            [BodyMember("format", .string("paymentconformance-report")), BodyMember("formatVersion", .number("1"))] + header + [
                BodyMember("toolVersion", .string(report.toolVersion)), BodyMember("target", .string(report.target)),
                BodyMember("mode", .string(report.mode)), BodyMember("startedAt", .string(report.startedAt)),
            ]
        // The specs the traffic was checked against, when the run knows them: the SHA-256 of each protocol's spec files.
        if !report.specDigests.isEmpty {
            head.append(
                BodyMember("specSHA256", .object(report.specDigests.sorted { $0.key < $1.key }.map { BodyMember($0.key, .string($0.value)) })))
        }
        let root = BodyValue.object(
            head + [
                BodyMember(
                    "summary",
                    .object([
                        BodyMember("suites", .number(String(report.suites.count))), BodyMember("tests", .number(String(report.total))),
                        BodyMember("failures", .number(String(report.failed))), BodyMember("passed", .bool(report.passed)),
                    ])),
                BodyMember("suites", .array(suites)),
            ])
        // A bundle's coverage is the signed statement's, never measured again.
        if let stated = report.certification?.coverage, !stated.isEmpty, case .object(var members) = root {
            members.append(BodyMember("coverage", .object(stated.map { BodyMember($0.protocolID, $0.json) })))
            return BodyValue.object(members).prettyJSONText + "\n"
        }
        guard let specs, case .object(var members) = root else { return root.prettyJSONText + "\n" }
        let measured = ProtocolCoverage.measure(report, specs: specs)
        members.append(BodyMember("coverage", .object(measured.map { BodyMember($0.protocolID, $0.json) })))
        // The breakdown by operation, apart from `coverage` (whose shape certificates sign).
        members.append(BodyMember("coverageByOperation", .object(measured.map { BodyMember($0.protocolID, $0.operationsJSON) })))
        if let minimum = report.coverageMinimum {
            members.append(BodyMember("coverageGate", CoverageGate(minimum: minimum).json(CoverageGate.inPlay(measured, of: report))))
        }
        return BodyValue.object(members).prettyJSONText + "\n"
    }
}
