import ConformanceKit
import Foundation

/// A flow of a protocol: ordered steps, each one request to an operation, with what to expect back.
///
/// Scenarios live in `Specs/<protocol>/scenarios/*.yaml` (see `docs/scenarios.md`). A step's
/// request is written with templates (`${name}`) that draw on the protocol's settings, the values
/// the scenario generates once per run, and values captured from earlier responses.
package struct Scenario: Sendable, Hashable {
    /// `protocol/name`, from the folder and the file name; stable, used in reports and cassette paths.
    package var id: String
    /// The protocol.
    package var protocolID: String
    /// The file name without extension.
    package var name: String
    /// What the flow shows, in one line.
    package var title: LocalizedText
    /// A longer explanation, when useful.
    package var summary: LocalizedText?
    /// Whether passing the scenario is required to certify an implementation.
    package var certification: CertificationLevel
    /// Free labels (`happy-path`, `decline`, `3ds`…), usable with `--tag`.
    package var tags: [String]
    /// Values generated once per run (unique references, dates), in file order.
    package var generated: [GeneratedValue]
    /// The steps, in order.
    package var steps: [ScenarioStep]
    /// The file.
    package var location: SourceLocation

    /// Creates a scenario.
    package init(
        id: String, protocolID: String, name: String, title: LocalizedText, summary: LocalizedText? = nil,
        certification: CertificationLevel = .optional,
        tags: [String] = [], generated: [GeneratedValue] = [], steps: [ScenarioStep], location: SourceLocation
    ) {
        self.id = id
        self.protocolID = protocolID
        self.name = name
        self.title = title
        self.summary = summary
        self.certification = certification
        self.tags = tags
        self.generated = generated
        self.steps = steps
        self.location = location
    }

    /// The operations the scenario calls.
    package var operations: Set<String> { Set(steps.map(\.operation)) }
}
