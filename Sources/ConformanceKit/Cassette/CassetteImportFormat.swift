import Foundation

/// A foreign recording format that ``CassetteImporter`` reads.
package enum CassetteImportFormat: String, CaseIterable, Sendable {
    /// HTTP Archive 1.2 (`.har`), as browsers and mitmproxy export it.
    case har
    /// A Ruby VCR cassette: YAML with `http_interactions` and `recorded_with`.
    case vcr
    /// A Python vcrpy cassette: YAML with `interactions` and `version: 1`.
    case vcrpy

    /// The name used in messages.
    var label: String {
        switch self {
        case .har: "HAR"
        case .vcr: "Ruby VCR YAML"
        case .vcrpy: "vcrpy YAML"
        }
    }
}
