import ConformanceKit
import Foundation

/// A value expected at a path of the answer.
package struct FieldExpectation: Sendable, Hashable {
    /// How the value is compared.
    package enum Rule: Sendable, Hashable {
        /// The value's text equals the template's.
        case equals(Template)
        /// The value's text is one of these.
        case oneOf([Template])
        /// The value is present (true) or absent (false).
        case present(Bool)
        /// The value's text matches the regular expression (whole value).
        case matches(String)
        /// The list holds this many items.
        case count(Int)
    }

    /// Where the value is.
    package var path: ValuePath
    /// The rule.
    package var rule: Rule
    /// Where the expectation is written.
    package var location: SourceLocation

    /// Creates an expectation.
    package init(path: ValuePath, rule: Rule, location: SourceLocation) {
        self.path = path
        self.rule = rule
        self.location = location
    }
}
