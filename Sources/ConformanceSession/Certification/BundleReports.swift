import ConformanceKit
import Foundation

/// The reports of a certification bundle, written once the statement's facts are known so that they lead with its verdict.
package enum BundleReports {
    /// Writes junit.xml, report.json, report.en.html and report.fr.html with the certification header; a file that
    /// cannot be written (or would hold a secret) is an infrastructure error (exit 2).
    package static func write(
        _ report: RunReport, certification: CertificationSummary, to out: String, specs: SpecSet, secrets: [String: String], language: Language,
        allowed: Set<String> = TestCardNumbers.documented
    ) throws {
        var report = report
        report.certification = certification
        do {
            _ = try ReportWriter.write(
                report, to: out, formats: [.junit, .json], language: language, specs: specs, secrets: secrets, allowed: allowed)
            for (name, reportLanguage) in [("report.en.html", Language.en), ("report.fr.html", Language.fr)] {
                let html = HTMLReportRenderer(specs: specs).render(report, language: reportLanguage)
                try ReportWriter.writeChecked(html, to: (out as NSString).appendingPathComponent(name), secrets: secrets, allowed: allowed)
            }
        } catch {
            Console.error(error.formatted(language))
            throw SessionExit(2)
        }
    }
}
