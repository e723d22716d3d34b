import ConformanceEngine
import ConformanceKit

/// The changes `conformance diff` found, with what they affect.
package struct DiffOutcome: Sendable {
    /// Every change, classified, with the scenarios and cassettes it affects.
    package var changes: [SpecChange]
    /// The old side as reports name it (`Specs@1.22` for a version).
    package var old: String
    /// The new side as reports name it.
    package var new: String

    /// The changes in a format: what the command writes to standard output.
    package func rendered(_ format: ChangeFormat, failOn: FailOn, language: Language) -> String {
        switch format {
        case .text: SpecDiffRenderer.text(changes, language: language)
        case .markdown: SpecDiffRenderer.markdown(changes, language: language) + "\n"
        case .json: SpecDiffRenderer.json(changes, old: old, new: new)
        case .junit: JUnitRenderer.render(SpecDiffRenderer.runReport(changes, failOn: failOn.lowest, old: old, new: new), language: language)
        }
    }

    /// The counts line, written to standard error after a format other than text.
    package func summary(_ language: Language) -> String { SpecDiffRenderer.summary(changes, language: language) }

    /// The exit status: 1 when a change is at or above `failOn`, else 0.
    package func status(failOn: FailOn) -> Int32 { changes.contains { failOn.fails($0.severity) } ? 1 : 0 }
}
