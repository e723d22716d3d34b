import ConformanceKit

extension MessageID {
    /// Every message the runner declares, area by area: with the other targets' catalogues, what the catalogue tests walk.
    package static let runnerCatalogue: [MessageID] = Array(
        [
            doctorMessages,
            stepMessages,
        ].joined())
}
