import ConformanceKit

extension MessageID {
    /// Every message the OpenAPI target declares, area by area: with the other targets' catalogues, what the catalogue
    /// tests walk.
    package static let openAPICatalogue: [MessageID] = Array(
        [
            openAPIExportMessages,
            openAPIImportMessages,
        ].joined())
}
