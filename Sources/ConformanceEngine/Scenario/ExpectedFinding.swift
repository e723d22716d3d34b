import ConformanceKit
import Foundation

/// A finding the request must produce: its kind, and the field path.
package struct ExpectedFinding: Sendable, Hashable {
    /// The finding kind.
    package var kind: FindingKind
    /// The field path (`$.amount`).
    package var path: String

    /// Creates an expected finding.
    package init(kind: FindingKind, path: String) {
        self.kind = kind
        self.path = path
    }
}
