import Foundation

/// A recorded request.
public struct RecordedRequest: Sendable, Hashable {
    /// The HTTP method.
    public var method: String
    /// The path, without query.
    public var path: String
    /// The query parameters, in wire order, decoded.
    public var query: [NameValue]
    /// The headers, sorted by lower-cased name (stable for repeats).
    public var headers: [NameValue]
    /// The body.
    public var body: RecordedBody
    /// The upstream base URL the request went to, when it is not the cassette's `baseURL` (a client
    /// API host, a payment page, an ACS reached through the proxy); the path is relative to it.
    public var upstream: String?

    /// Creates a request; headers are sorted.
    public init(
        method: String, path: String, query: [NameValue] = [], headers: [NameValue] = [], body: RecordedBody = .none, upstream: String? = nil
    ) {
        self.method = method.uppercased()
        self.path = path.isEmpty ? "/" : path
        self.query = query
        self.headers = RecordedRequest.sortHeaders(headers)
        self.body = body
        self.upstream = upstream
    }

    /// Headers sorted by lower-cased name, keeping the order of repeated names.
    public static func sortHeaders(_ headers: [NameValue]) -> [NameValue] {
        headers.enumerated().sorted { a, b in
            let left = a.element.name.lowercased()
            let right = b.element.name.lowercased()
            return left == right ? a.offset < b.offset : left < right
        }.map(\.element)
    }

    /// The first value of a header, by case-insensitive name.
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.name.lowercased() == lowered }?.value
    }

    /// The path and the percent-encoded query, as sent on the request line.
    public var target: String {
        guard !query.isEmpty else { return path }
        return path + "?" + query.map { FormEncoding.encode($0.name) + "=" + FormEncoding.encode($0.value) }.joined(separator: "&")
    }
}
