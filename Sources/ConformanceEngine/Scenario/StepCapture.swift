import ConformanceKit
import Foundation

/// A value taken from a step's answer.
package struct StepCapture: Sendable, Hashable {
    /// Where the value comes from.
    package enum Source: Sendable, Hashable {
        /// A path in the JSON or form body.
        case path(ValuePath)
        /// A response header.
        case header(String)
        /// The first group of a regular expression over the body text.
        case pattern(String)
    }

    /// The name later steps use.
    package var name: String
    /// Where it comes from.
    package var source: Source
    /// Where it is written.
    package var location: SourceLocation

    /// Creates a capture.
    package init(name: String, source: Source, location: SourceLocation) {
        self.name = name
        self.source = source
        self.location = location
    }
}
