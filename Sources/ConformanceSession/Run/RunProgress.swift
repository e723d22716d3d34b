import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import Foundation

/// The lines printed while a run goes: one per scenario, then a summary.
///
/// Colour is used only when standard error is a terminal and `NO_COLOR` is unset. Lines go to an injected
/// sink (standard error by default), so that tests read them.
package struct RunProgress: Sendable {
    /// The language of the lines.
    package let language: Language
    /// Whether lines are coloured.
    package let colour: Bool
    /// Whether server certificates go unchecked: every line then says so.
    package var insecure = false
    /// Where each line goes.
    package let sink: @Sendable (String) -> Void

    /// Lines in a language; coloured when standard error is a terminal, unless a sink is given.
    package init(language: Language, insecure: Bool = false, sink: (@Sendable (String) -> Void)? = nil) {
        self.language = language
        self.insecure = insecure
        self.sink = sink ?? { Console.error($0) }
        colour = sink == nil && isatty(STDERR_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
    }

    /// The marker an insecure run puts before its lines.
    package var marker: String { insecure ? paint(MessageID.cliInsecureMarker.render(language, []), "31") : "" }

    /// The text in a terminal colour, when colour is on.
    package func paint(_ text: String, _ code: String) -> String { colour ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }

    /// The first line: how many scenarios, against what, in which mode.
    package func start(count: Int, target: String, mode: RunMode) {
        sink(
            marker
                + MessageID.cliRunStart.render(
                    language,
                    [.plain(language.plural(count, one: .countScenarioOne, other: .countScenarioOther)), .plain(target), .plain(mode.rawValue)]))
    }

    /// A scenario's line: passed with its counts, or failed with its first failure.
    package func scenario(_ outcome: ScenarioOutcome) {
        let suite = outcome.suite
        let time = String(format: "%.2f s", suite.duration)
        let steps = suite.exchanges.count
        if outcome.passed {
            var detail =
                "\(language.plural(steps, one: .countExchangeOne, other: .countExchangeOther)), \(language.plural(suite.cases.count, one: .countCheckOne, other: .countCheckOther))"
            // Warnings (fields the spec does not describe) do not fail a run unless --strict, but are never silent.
            let warnings = suite.exchanges.reduce(0) { $0 + ($1.verdict?.warnings ?? 0) }
            if warnings > 0 {
                detail +=
                    ", " + paint(language.plural(warnings, one: .countWarningsOne, other: .countWarningsOther), "33")
                    + MessageID.cliRunWarningsNote.render(language, [])
            }
            sink("\(marker)\(paint("PASS", "32")) \(outcome.scenario.id)  \(detail), \(time)")
        } else {
            let first = suite.cases.first { $0.failure != nil }
            let detail = MessageID.cliRunScenarioFailed.render(
                language,
                [
                    .plain(String(suite.failures)), .plain(String(suite.cases.count)),
                    .plain(language.plural(suite.failures, one: .countCheckOne, other: .countCheckOther)),
                ])
            sink("\(marker)\(paint("FAIL", "31")) \(outcome.scenario.id)  \(detail), \(time)")
            if let first, let failure = first.failure {
                sink("       \(first.name): \(failure.message.text(language))")
            }
        }
    }

    /// The closing lines: scenarios and checks passed, then the files written.
    package func summary(outcomes: [ScenarioOutcome], report: RunReport, written: [String]) {
        let passed = outcomes.filter(\.passed).count
        let line = MessageID.cliRunSummary.render(
            language,
            [
                .plain(String(passed)), .plain(String(outcomes.count)), .plain(String(report.total - report.failed)), .plain(String(report.total)),
                .plain(language.plural(report.failed, one: .countErrorsOne, other: .countErrorsOther)),
                .plain(language.plural(report.warnings, one: .countWarningsOne, other: .countWarningsOther)),
                .plain(language.plural(passed, one: .countScenarioPassedOne, other: .countScenarioPassedOther)),
                .plain(language.plural(report.total - report.failed, one: .countCheckPassedOne, other: .countCheckPassedOther)),
            ])
        sink(paint(line, report.passed ? "32" : "31"))
        if !written.isEmpty { sink(MessageID.cliRunReports.render(language, [.plain(written.joined(separator: ", "))])) }
    }
}
