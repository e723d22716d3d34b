import Foundation

/// A recorded response.
public struct RecordedResponse: Sendable, Hashable {
    /// The HTTP status.
    public var status: Int
    /// The headers, sorted by lower-cased name.
    public var headers: [NameValue]
    /// The body.
    public var body: RecordedBody

    /// Creates a response; headers are sorted.
    public init(status: Int, headers: [NameValue] = [], body: RecordedBody = .none) {
        self.status = status
        self.headers = RecordedRequest.sortHeaders(headers)
        self.body = body
    }

    /// The first value of a header, by case-insensitive name.
    public func header(_ name: String) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.name.lowercased() == lowered }?.value
    }
}
