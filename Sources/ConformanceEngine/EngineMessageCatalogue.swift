import ConformanceKit

extension MessageID {
    /// Every message the engine declares, area by area: with the other targets' catalogues, what the catalogue tests walk.
    package static let engineCatalogue: [MessageID] = Array(
        [
            clientJudgeMessages,
            clientRefusalMessages,
            clientReportMessages,
            contractMessages,
            sessionMessages,
            clientCaseMessages,
            changeMessages,
            exploreMessages,
            scenarioMessages,
            assertedCodeMessages,
            sandboxFactsMessages,
        ].joined())
}
