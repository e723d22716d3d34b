import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request built by ``SpecFixtures``: its body, its bytes in the operation's encoding, headers, method and path.
public struct RequestFixture: Sendable {
    /// The protocol (`saferpay`).
    public let protocolID: String
    /// The operation (`TransactionInitialize`).
    public let operationID: String
    /// How the body is encoded on the wire.
    public let encoding: BodyEncoding
    /// The body as a tree (for XML, the root element's content), or nil when the operation sends none.
    public let body: BodyValue?
    /// The request as a cassette stores it.
    public let recorded: RecordedRequest
    /// The errors the spec finds in it: empty unless it was built with `conformant: false`.
    public let findings: [Finding]

    /// The HTTP method.
    public var method: String { recorded.method }
    /// The path, with its parameters filled in.
    public var path: String { recorded.path }
    /// The query parameters.
    public var query: [NameValue] { recorded.query }
    /// The headers, sorted by name.
    public var headers: [NameValue] { recorded.headers }
    /// The body's bytes: compact JSON, an XML document or an encoded form (empty without a body).
    public var data: Data { recorded.body.data }
    /// Whether the spec finds no error in it.
    public var conforms: Bool { findings.isEmpty }

    /// A URLRequest to `baseURL` followed by the operation's path and query, with the fixture's method, headers and body.
    public func urlRequest(baseURL: URL) -> URLRequest {
        let base = baseURL.absoluteString.hasSuffix("/") ? String(baseURL.absoluteString.dropLast()) : baseURL.absoluteString
        var components = URLComponents(string: base + path) ?? URLComponents()
        if !query.isEmpty { components.queryItems = query.map { URLQueryItem(name: $0.name, value: $0.value) } }
        var request = URLRequest(url: components.url ?? baseURL)
        request.httpMethod = method
        for header in headers { request.addValue(header.value, forHTTPHeaderField: header.name) }
        if !data.isEmpty { request.httpBody = data }
        return request
    }
}
