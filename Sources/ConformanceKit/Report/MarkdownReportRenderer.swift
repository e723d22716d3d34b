import Foundation

/// Renders a short Markdown summary for CI job pages, and GitHub Actions annotations.
public enum MarkdownReportRenderer {
    /// The summary: totals, a table per suite, and the failures (at most `limit`).
    public static func render(_ report: RunReport, language: Language = .en, limit: Int = 50) -> String {
        var out = MessageID.reportMarkdownTitle.template(language) + "\n\n"
        let verdict = report.passed ? MessageID.reportMarkdownConformant : .reportMarkdownNotConformant
        out +=
            MessageID.reportMarkdownTotals.render(
                language,
                [
                    .localized(verdict.localized()), .plain(String(report.total - report.failed)), .plain(String(report.total)),
                    .plain(String(report.suites.count)), .plain(report.target), .plain(report.mode),
                ]) + "\n\n"
        out += MessageID.reportMarkdownTableHeader.template(language) + "\n|---|---|---|\n"
        for suite in report.suites {
            let title = suite.title.map { " " + markdown($0.text(language)) } ?? ""
            out += "| `\(markdown(suite.name))`\(title) | \(suite.cases.count) | \(suite.failures == 0 ? "0" : "**\(suite.failures)**") |\n"
        }
        let failures = report.cases.compactMap { testCase in testCase.failure.map { (testCase, $0) } }
        if !failures.isEmpty {
            out += "\n" + MessageID.reportMarkdownFailures.template(language) + "\n\n"
            for (testCase, failure) in failures.prefix(limit) {
                out += "- `\(markdown(testCase.name))` (\(failure.kind)): \(markdown(failure.message.text(language)))"
                if let location = failure.specLocation { out += " — `\(markdown(location.file)):\(location.line)`" }
                out += "\n"
            }
            if failures.count > limit {
                out += MessageID.reportMarkdownMore.render(language, [.plain(String(failures.count - limit))]) + "\n"
            }
        }
        return out
    }

    /// One `::error file=…,line=…::message` line per failure that has a spec location.
    public static func githubAnnotations(_ report: RunReport, language: Language = .en) -> String {
        var lines: [String] = []
        for testCase in report.cases {
            guard let failure = testCase.failure else { continue }
            let message = VisibleText.escaped("\(testCase.name): \(failure.message.text(language))")
                .replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
            if let location = failure.specLocation {
                lines.append("::error file=\(location.file),line=\(location.line),title=\(failure.kind)::\(message)")
            } else {
                lines.append("::error title=\(failure.kind)::\(message)")
            }
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    static func markdown(_ text: String) -> String {
        VisibleText.escaped(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
            of: ">", with: "&gt;"
        )
        .replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "`", with: "'")
    }
}
