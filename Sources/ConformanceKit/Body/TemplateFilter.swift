import Foundation

/// A transformation applied to a value inside a template.
package enum TemplateFilter: String, Sendable, Hashable, CaseIterable {
    /// Percent-encodes everything but letters and digits (a form or query value).
    case urlencode
    /// Base64 of the value's UTF-8 bytes.
    case base64
    /// Lower case.
    case lower
    /// Upper case.
    case upper

    /// Applies the filter.
    package func apply(_ text: String) -> String {
        switch self {
        case .urlencode: text.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? text
        case .base64: Data(text.utf8).base64EncodedString()
        case .lower: text.lowercased()
        case .upper: text.uppercased()
        }
    }
}
