import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

/// The report formats: golden files, both JUnit schemas, escaping, and speed.
@Suite struct ReportTests {
    static let goldenFolder = TestSupport.repositoryRoot + "/Tests/ConformanceSandboxTests/Golden"

    /// A fixed report: one passing suite, one with failures, one hostile value.
    static let fixed = RunReport(
        target: "sandbox", mode: "replay", startedAt: "2026-11-21T13:00:00",
        suites: [
            ReportSuite(
                name: "saferpay.TransactionInitialize", protocolID: "saferpay", duration: 0.0123,
                cases: [
                    ReportCase(name: "saferpay.TransactionInitialize.request", classname: "saferpay.TransactionInitialize", protocolVersion: "1.15"),
                    ReportCase(
                        name: "saferpay.TransactionInitialize.response[200].Token", classname: "saferpay.TransactionInitialize",
                        protocolVersion: "1.15"),
                ]),
            ReportSuite(
                name: "sips-inapp/card-payment", protocolID: "sips-inapp", duration: 0.5,
                cases: [
                    ReportCase(
                        name: "sips-inapp.cardOrder.response[200].inAppResponseCode", classname: "sips-inapp/card-payment",
                        failure: ReportFailure(
                            kind: "missing-mandatory",
                            message: LocalizedText(
                                en: "mandatory field $.inAppResponseCode is missing", fr: "le champ obligatoire $.inAppResponseCode est absent"),
                            path: "$.inAppResponseCode", expected: "present", actual: "absent",
                            specLocation: SourceLocation(file: "Specs/sips-inapp/containers-sdk.yaml", line: 42, column: 7))),
                    ReportCase(
                        name: "sips-inapp.cardOrder.response[200].errorFieldName", classname: "sips-inapp/card-payment",
                        failure: ReportFailure(
                            kind: "bad-format",
                            message: LocalizedText(en: "value <script>alert(\"x\")</script> & \u{1} is wrong", fr: "valeur <script> fausse"),
                            path: "$.errorFieldName", actual: "<script>alert(\"x\")</script>")),
                ]),
        ])

    func golden(_ name: String, _ text: String) throws {
        let path = Self.goldenFolder + "/" + name
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == expected, "\(name) differs from its golden file; run with RECORD_GOLDEN=1 to accept the change")
    }

    @Test func junitGolden() throws { try golden("report.junit.xml", JUnitRenderer.render(Self.fixed)) }
    @Test func junitGoldenFrench() throws { try golden("report.fr.junit.xml", JUnitRenderer.render(Self.fixed, language: .fr)) }
    @Test func jsonGolden() throws { try golden("report.json", JSONReportRenderer.render(Self.fixed)) }
    @Test func markdownGolden() throws { try golden("report.md", MarkdownReportRenderer.render(Self.fixed)) }
    @Test func annotationsGolden() throws { try golden("report.annotations.txt", MarkdownReportRenderer.githubAnnotations(Self.fixed)) }

    @Test func hostileValuesAreEscaped() {
        let xml = JUnitRenderer.render(Self.fixed)
        #expect(!xml.contains("<script>") && xml.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;"))
        #expect(!xml.unicodeScalars.contains { $0.value == 1 }, "characters XML cannot hold are dropped")
    }

    /// A report built from real sandbox exchanges: a good flow and a faulted answer.
    static func sandboxReport() -> RunReport {
        let sandbox = Sandbox(specs: TestSupport.loaded.specs, configuration: .init(seed: 3))
        let checker = ExchangeChecker(specs: TestSupport.loaded.specs)
        let builder = ReportBuilder(specs: TestSupport.loaded.specs)
        var suites: [ReportSuite] = []
        for (name, fault) in [("saferpay/initialize", nil), ("saferpay/initialize-faulted", "drop-mandatory")] as [(String, String?)] {
            var headers = [NameValue("Content-Type", "application/json"), NameValue("Accept", "application/json")]
            if let fault { headers.append(NameValue(FaultKind.header, fault)) }
            let request = RecordedRequest(
                method: "POST", path: "/Payment/v1/Transaction/Initialize", headers: headers, body: .json(SandboxFixtures.initialize()))
            let interaction = Interaction(request: request, response: sandbox.handle(request).response)
            let cases = builder.cases(for: interaction, check: checker.check(interaction), suite: name, exchangeIndex: 0, duration: 0.001)
            suites.append(ReportSuite(name: name, protocolID: "saferpay", duration: 0.001, cases: cases, exchanges: [interaction]))
        }
        return RunReport(target: "sandbox", mode: "live", startedAt: "2026-11-21T13:00:00", suites: suites)
    }

    @Test func oneTestCasePerCheckWithTheFailureOnItsField() {
        let report = Self.sandboxReport()
        #expect(report.suites[0].failures == 0 && report.suites[0].cases.count > 20)
        let failed = report.suites[1].cases.filter { $0.failure != nil }
        #expect(failed.count == 1 && failed[0].failure?.kind == "missing-mandatory")
        #expect(failed[0].name.hasPrefix("saferpay.TransactionInitialize.response[200]."))
        #expect(Set(report.suites[0].cases.map(\.name)).count == report.suites[0].cases.count, "names are unique")
    }

    @Test(.enabled(if: ReportFixtures.validatesJUnit, "xmllint (Debian libxml2-utils) is installed by .ci/run"))
    func junitIsValidAgainstBothSchemas() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("junit-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, report) in [("fixed", Self.fixed), ("sandbox", Self.sandboxReport())] {
            for language in Language.allCases {
                let file = "\(folder)/\(name).\(language).xml"
                try JUnitRenderer.render(report, language: language).write(toFile: file, atomically: true, encoding: .utf8)
                await ReportFixtures.expectValidJUnit(file, "\(name) \(language)")
            }
        }
    }

    @Test func tenThousandCasesAreWrittenInUnderTwoSeconds() throws {
        let report = RunReport.synthetic(cases: 10_000)
        #expect(report.total == 10_000)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("reports-\(UUID().uuidString)").path
        // The budget is measured in this thread's CPU time: the wall clock also counts the time other tests of
        // the parallel run hold the two cores, which made this guard fail on a loaded CI machine.
        let start = ReportFixtures.threadCPUSeconds()
        let written = try ReportWriter.write(report, to: folder, formats: ReportFormat.defaults, language: .en, specs: TestSupport.loaded.specs)
        _ = MarkdownReportRenderer.githubAnnotations(report)
        let elapsed = ReportFixtures.threadCPUSeconds() - start
        #expect(written.count == 4 && written.allSatisfy { ((try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int) ?? 0) > 0 })
        #expect(elapsed > 0 && elapsed < 2, "writing every report for 10,000 cases took \(elapsed) s of CPU")
    }

}

extension ReportTests {
}
