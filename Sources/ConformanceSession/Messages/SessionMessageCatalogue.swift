import ConformanceKit

extension MessageID {
    /// Every message of the command line and its sessions, area by area: with the other targets' catalogues, what the
    /// catalogue tests walk.
    package static let sessionCatalogue: [MessageID] = Array(
        [
            commandLineMessages,
            usageMessages,
            commandLineCountMessages,
            certificationMessages,
            exploreLineMessages,
            runLineMessages,
        ].joined())
}
