import Foundation

/// The field a condition reads: `name`, `a.b`, `../name` (levels up) or `$.a.b` (from the body's root).
struct ConditionPath: Sendable {
    /// Whether the path starts at the root object (`$.`).
    let fromRoot: Bool
    /// How many `../` lead the path.
    let levelsUp: Int
    /// The rest of the path, tried first as one member name.
    let whole: String
    /// The rest of the path split at dots.
    let segments: [String]

    init(_ fieldPath: String) {
        var rest = Substring(fieldPath)
        var levelsUp = 0
        if rest.hasPrefix("$.") {
            fromRoot = true
            rest = rest.dropFirst(2)
        } else {
            fromRoot = false
            while rest.hasPrefix("../") {
                levelsUp += 1
                rest = rest.dropFirst(3)
            }
        }
        self.levelsUp = levelsUp
        self.whole = String(rest)
        self.segments = rest.split(separator: ".").map(String.init)
    }
}
