/// The key of a response message: an exact status, a status class, or the default.
public enum ResponseStatus: Sendable, Hashable, Codable, CustomStringConvertible, Comparable {
    /// One HTTP status (`200`).
    case exact(Int)
    /// A class of statuses (`4` for `4xx`).
    case statusClass(Int)
    /// Any status not described otherwise.
    case `default`

    /// Parses `200`, `4xx` or `default`.
    public init?(_ text: String) {
        if text == "default" {
            self = .default
        } else if text.count == 3, text.hasSuffix("xx"), let first = Int(text.prefix(1)), (1...5).contains(first) {
            self = .statusClass(first)
        } else if text.count == 3, let value = Int(text), (100...599).contains(value) {
            self = .exact(value)
        } else {
            return nil
        }
    }

    /// `200`, `4xx` or `default`.
    public var description: String {
        switch self {
        case .exact(let value): String(value)
        case .statusClass(let value): "\(value)xx"
        case .default: "default"
        }
    }

    /// Whether the key describes a 2xx answer.
    public var isSuccess: Bool {
        switch self {
        case .exact(let value): (200..<300).contains(value)
        case .statusClass(let value): value == 2
        case .default: false
        }
    }

    /// Orders exact statuses, then classes, then default.
    public static func < (lhs: ResponseStatus, rhs: ResponseStatus) -> Bool {
        func rank(_ s: ResponseStatus) -> (Int, Int) {
            switch s {
            case .exact(let v): (0, v)
            case .statusClass(let v): (1, v)
            case .default: (2, 0)
            }
        }
        return rank(lhs) < rank(rhs)
    }
}
