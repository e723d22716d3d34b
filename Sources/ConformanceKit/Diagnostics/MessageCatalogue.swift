extension MessageID {
    /// Every message this library declares, area by area: what ``init(rawValue:)`` knows, and with the catalogues of
    /// the tool's targets, what the catalogue tests walk.
    package static let kitCatalogue: [MessageID] = Array(
        [
            specLoadingMessages,
            bundledSpecMessages,
            yamlSyntaxMessages,
            specDocumentMessages,
            bodySyntaxMessages,
            xmlSyntaxMessages,
            limitMessages,
            importMessages,
            replayMessages,
            fileMessages,
            checkMessages,
            checkFormatMessages,
            certificationReportMessages,
            testingMessages,
            textPieceMessages,
            wordMessages,
            runMessages,
            countedNounMessages,
            fixtureMessages,
            coverageMessages,
            htmlReportMessages,
            reportWordMessages,
            systemMessages,
            cardHitMessages,
        ].joined())
}

extension MessageID {
    /// This library's messages by raw value (the first of a repeated one; the catalogue tests forbid repeats).
    static let kitIndex: [String: MessageID] = Dictionary(kitCatalogue.map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
}
