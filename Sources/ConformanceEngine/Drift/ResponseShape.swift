import ConformanceKit
import Foundation

/// The observed shape of an operation's responses: for each status, every field path with the
/// value kinds seen there, and the values of code fields.
package struct ResponseShape: Sendable, Hashable {
    /// Kinds seen per status and path (`string:digits`, `integer`, `object`…).
    package var fields: [Int: [String: Set<String>]] = [:]
    /// Values seen per status and code-field path.
    package var codes: [Int: [String: Set<String>]] = [:]
    /// How many exchanges were seen.
    package var exchanges = 0
    /// The protocol versions the exchanges declared (empty for a protocol with a single version).
    package var versions: Set<String> = []

    /// An empty shape.
    package init() {}
}
