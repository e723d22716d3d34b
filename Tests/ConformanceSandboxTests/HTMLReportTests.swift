import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// The HTML report: golden file, escaping of hostile traffic, and a real render in headless Chromium.
@Suite(.serialized) struct HTMLReportTests {
    static let hostile = "<img src=x onerror=\"document.title='pwned'\"><script>document.title='pwned'</script>"

    /// The sandbox report of ReportTests plus an exchange carrying a hostile payload.
    static func report() -> RunReport {
        var report = ReportTests.sandboxReport()
        var suite = report.suites[1]
        suite.exchanges[0].response.body = .json(.object([BodyMember("ErrorMessage", .string(hostile))]))
        suite.cases[0].failure = ReportFailure(
            kind: "bad-format", message: LocalizedText(en: "value \(hostile) is wrong", fr: "valeur \(hostile) fausse"), path: "$.ErrorMessage",
            actual: hostile)
        suite.cases[0].exchangeIndex = 0
        report.suites[1] = suite
        return report
    }

    @Test func golden() throws {
        let html = HTMLReportRenderer(specs: TestSupport.loaded.specs).render(ReportTests.fixed)
        let path = ReportTests.goldenFolder + "/report.html"
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" { try html.write(toFile: path, atomically: true, encoding: .utf8) }
        #expect(html == (try String(contentsOfFile: path, encoding: .utf8)), "run with RECORD_GOLDEN=1 to accept the change")
    }

    @Test func trafficIsEscapedAndThePageIsSelfContained() {
        let html = HTMLReportRenderer(specs: TestSupport.loaded.specs).render(Self.report())
        #expect(!html.contains("<img src=x") && !html.contains("<script>document.title"))
        #expect(html.contains("&lt;img src=x onerror=&quot;document.title=&#39;pwned&#39;&quot;&gt;"))
        #expect(!html.contains("http://") && !html.contains("https://") || !html.contains("<link") && !html.contains("src=\"http"))
        #expect(html.contains("<span lang=\"en\">Conformance report</span><span lang=\"fr\">Rapport de conformité</span>"))
        #expect(html.contains("Optional fields observed"), "the coverage view is there")
    }

    static var chromium: String? {
        ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"].first { FileManager.default.fileExists(atPath: $0) }
    }

    /// Renders the page in headless Chromium and returns the DOM after scripts ran.
    static func dumpDOM(_ html: String, language: Language) async throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("html-report-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let file = folder + "/index.html"
        try html.write(toFile: file, atomically: true, encoding: .utf8)
        let result = try await Subprocess.run(
            chromium!,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--user-data-dir=\(folder)/profile",
                "--virtual-time-budget=2000", "--dump-dom", "file://\(file)",
            ])
        return result.stdout
    }

    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["CI"] != nil || HTMLReportTests.chromium != nil,
            "headless Chromium (Debian chromium) is installed by .ci/run"))
    func chromiumRendersThePageAndNoPayloadRuns() async throws {
        let html = HTMLReportRenderer(specs: TestSupport.loaded.specs).render(Self.report(), language: .fr)
        let dom = try await Self.dumpDOM(html, language: .fr)
        #expect(dom.contains("<title>Rapport de conformité</title>"), "the page loaded: \(dom.prefix(300))")
        #expect(!dom.contains("pwned</title>"), "no hostile script ran")
        #expect(dom.contains("data-lang=\"fr\""))
        #expect(dom.contains("saferpay/initialize-faulted"))
        #expect(dom.contains("&lt;img src=x"), "the payload is shown as text")
    }
}
