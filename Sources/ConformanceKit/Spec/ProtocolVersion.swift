import Foundation

/// A protocol version such as `1.22`, `12.0` or `21.2.0`, ordered component by component as numbers
/// (`1.9` < `1.10` < `1.22`; missing components count as zero, so `12` equals `12.0`).
public struct ProtocolVersion: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The version as written.
    public let text: String
    let components: [(number: Int, rest: String)]

    /// Parses a version; any text is accepted, non-numeric parts compare as text.
    public init(_ text: String) {
        self.text = text
        components = text.split(separator: ".", omittingEmptySubsequences: false).map { part in
            let digits = part.prefix { $0.isASCII && $0.isNumber }
            return (Int(digits) ?? 0, String(part.dropFirst(digits.count)))
        }
    }

    /// The version as written.
    public var description: String { text }

    /// Whether the text is dotted numbers (`1.22`, `12.0`, `21.2.0`).
    public var isNumeric: Bool { !text.isEmpty && components.allSatisfy { $0.rest.isEmpty } && text.first != "." && text.last != "." }

    /// Orders by component: numbers first, then the text that follows them.
    public static func < (lhs: ProtocolVersion, rhs: ProtocolVersion) -> Bool {
        let count = max(lhs.components.count, rhs.components.count)
        for index in 0..<count {
            let left: (number: Int, rest: String) = index < lhs.components.count ? lhs.components[index] : (0, "")
            let right: (number: Int, rest: String) = index < rhs.components.count ? rhs.components[index] : (0, "")
            if left.number != right.number { return left.number < right.number }
            if left.rest != right.rest { return left.rest < right.rest }
        }
        return false
    }

    /// Equal when every component is equal (`12` == `12.0`).
    public static func == (lhs: ProtocolVersion, rhs: ProtocolVersion) -> Bool { !(lhs < rhs) && !(rhs < lhs) }

    /// Hashes the components without trailing zeros, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        var parts = components
        while let last = parts.last, last.number == 0, last.rest.isEmpty { parts.removeLast() }
        for part in parts {
            hasher.combine(part.number)
            hasher.combine(part.rest)
        }
    }

    /// Whether something with these bounds exists at this version: `since` included, `until` excluded.
    public func isWithin(since: String?, until: String?) -> Bool {
        if let since, self < ProtocolVersion(since) { return false }
        if let until, !(self < ProtocolVersion(until)) { return false }
        return true
    }
}
