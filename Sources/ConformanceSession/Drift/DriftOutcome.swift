import ConformanceEngine
import ConformanceKit
import ConformanceOpenAPI

/// What `conformance drift` found: the findings, and the spec changes that would match what was seen.
package struct DriftOutcome: Sendable {
    /// Every difference between the baseline and the fresh traffic.
    package var findings: [DriftFinding]
    /// The suggested spec changes, as a unified diff.
    package var patch: String
    /// What the patch cannot say (a field the spec already describes…).
    package var notes: [String]
    /// Whether the patch went to a file (`--patch`) rather than into the text output.
    package var patchWritten: Bool
    /// The baseline's cassette folder.
    package var baseline: String
    /// What the baseline was compared with, as given.
    package var against: String
    /// The target as reports name it (marked when its certificates were not checked).
    package var reportedTarget: String

    /// The number of findings of a severity.
    func count(_ severity: ChangeSeverity) -> Int { findings.count { $0.kind.severity == severity } }

    /// The counts line: after the findings in text, on standard error for the other formats.
    package func summary(_ language: Language) -> String {
        MessageID.cliDriftSummary.render(
            language,
            [
                .plain(language.plural(findings.count, one: .countDriftFindingOne, other: .countDriftFindingOther)),
                .plain(language.plural(count(.error), one: .countErrorsOne, other: .countErrorsOther)),
                .plain(language.plural(count(.warning), one: .countWarningsOne, other: .countWarningsOther)), .plain(String(count(.info))),
                .plain(language.plural(count(.info), one: .countDriftInfoOne, other: .countDriftInfoOther)),
            ])
    }

    /// The exit status: 1 when a finding is at or above `failOn`, else 0.
    package func status(failOn: FailOn) -> Int32 { findings.contains { failOn.fails($0.kind.severity) } ? 1 : 0 }

    /// The outcome in a format: what the command writes to standard output.
    package func rendered(_ format: ChangeFormat, failOn: FailOn, language: Language) -> String {
        switch format {
        case .text: text(language)
        case .markdown: markdown(language)
        case .json: ((try? OrderedEncoder().encode(DriftDocument(self))) ?? .object([])).prettyJSONText + "\n"
        case .junit: JUnitRenderer.render(report(failOn: failOn), language: language)
        }
    }

    /// One line per finding, the notes, the patch (unless written to a file), then the counts.
    func text(_ language: Language) -> String {
        var text = ""
        for finding in findings {
            text += "\(SpecDiffRenderer.word(finding.kind.severity, language))[\(finding.kind.rawValue)] \(finding.text(language))\n"
        }
        for note in notes { text += MessageID.cliDriftNote.render(language, [.plain(note)]) + "\n" }
        if !patch.isEmpty && !patchWritten { text += MessageID.cliDriftSuggested.render(language, []) + patch }
        return text + summary(language) + "\n"
    }

    /// A title with the counts, a table of the findings, and the patch as a diff block.
    func markdown(_ language: Language) -> String {
        var text = MessageID.cliDriftTitle.render(language, [.plain(summary(language))])
        if !findings.isEmpty {
            text += MessageID.cliDriftTableHeader.render(language, [])
            for finding in findings {
                let change = SpecDiffRenderer.cell("\(finding.before ?? "—") → \(finding.after ?? "—")")
                text +=
                    "| \(SpecDiffRenderer.word(finding.kind.severity, language)) | `\(finding.kind.rawValue)` | `\(SpecDiffRenderer.cell(finding.subject))` | \(change) |\n"
            }
        }
        if !patch.isEmpty { text += "\n```diff\n\(patch)```\n" }
        return text + "\n"
    }

    /// The findings as a run report: one suite per protocol, one case per finding, failing at or above `failOn`.
    func report(failOn: FailOn) -> RunReport {
        let byProtocol = Dictionary(grouping: findings, by: \.operation.protocolID)
        let suites = byProtocol.keys.sorted().map { protocolID in
            ReportSuite(
                name: "drift.\(protocolID)", protocolID: protocolID,
                cases: (byProtocol[protocolID] ?? []).map { finding in
                    let failure =
                        failOn.fails(finding.kind.severity)
                        ? ReportFailure(
                            kind: finding.kind.rawValue, message: LocalizedText { finding.text($0) }, path: finding.path, expected: finding.before,
                            actual: finding.after) : nil
                    return ReportCase(name: "\(finding.kind.rawValue) \(finding.subject)", classname: "drift.\(protocolID)", failure: failure)
                })
        }
        return RunReport(target: reportedTarget, mode: "drift", startedAt: String(Cassette.timestamp().prefix(19)), suites: suites)
    }
}
