import Foundation

/// The files a run can write into its report folder.
public enum ReportFormat: String, Sendable, Hashable, CaseIterable {
    /// `junit.xml`.
    case junit
    /// `index.html`.
    case html
    /// `report.json`.
    case json
    /// `summary.md`.
    case markdown
    /// GitHub Actions annotations, printed on standard output rather than written.
    case github

    /// The file name, or nil for formats printed rather than written.
    public var fileName: String? {
        switch self {
        case .junit: "junit.xml"
        case .html: "index.html"
        case .json: "report.json"
        case .markdown: "summary.md"
        case .github: nil
        }
    }

    /// The formats written when none is asked for.
    public static let defaults: [ReportFormat] = [.junit, .html, .json, .markdown]
}
