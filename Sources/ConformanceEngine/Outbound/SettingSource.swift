import ConformanceKit
import Foundation

/// Where a setting's value comes from.
package struct SettingSource: Sendable, Hashable {
    /// The kinds of source.
    package enum Kind: Sendable, Hashable {
        /// Written in the file.
        case value(String)
        /// An environment variable.
        case environment(String)
        /// The trimmed content of a file.
        case file(String)
    }

    /// The source.
    package var kind: Kind
    /// Where it is written.
    package var location: SourceLocation

    /// Creates a source.
    package init(_ kind: Kind, location: SourceLocation) {
        self.kind = kind
        self.location = location
    }
}
