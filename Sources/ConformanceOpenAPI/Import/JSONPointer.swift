import Foundation

/// A place in a document as a JSON pointer fragment (`#/components/schemas/Amount`), the way `$ref` names it.
package struct JSONPointer: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The reference tokens, unescaped (`~1` read as `/`, `~0` as `~`).
    package var tokens: [String]

    /// The pointer to the whole document.
    package static let root = JSONPointer(tokens: [])

    /// A pointer made of tokens.
    package init(tokens: [String]) { self.tokens = tokens }

    /// Reads a local reference (`#/a/b~1c`, percent-encoded or not); nil when it is not one (an external file, a URL).
    package init?(reference: String) {
        guard reference.hasPrefix("#") else { return nil }
        let fragment = String(reference.dropFirst())
        let decoded = fragment.removingPercentEncoding ?? fragment
        if decoded.isEmpty {
            self.tokens = []
            return
        }
        guard decoded.hasPrefix("/") else { return nil }
        self.tokens = decoded.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }

    /// The pointer one step further down.
    package func appending(_ token: String) -> JSONPointer { JSONPointer(tokens: tokens + [token]) }

    /// The pointer some steps further down.
    package func appending(_ more: [String]) -> JSONPointer { JSONPointer(tokens: tokens + more) }

    /// The last token, when there is one.
    package var last: String? { tokens.last }

    /// `#/a/b~1c`, escaped as in a `$ref`.
    package var description: String {
        "#" + tokens.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }

    /// Orders by the text of the pointer.
    package static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool { lhs.description < rhs.description }
}
