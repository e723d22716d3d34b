import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A response built by ``SpecFixtures``: status, headers and body, ready to stub a URLSession with.
public struct ResponseFixture: Sendable {
    /// The protocol (`saferpay`).
    public let protocolID: String
    /// The operation (`TransactionInitialize`).
    public let operationID: String
    /// How the body is encoded on the wire.
    public let encoding: BodyEncoding
    /// The body as a tree (for XML, the root element's content), or nil when the response has none.
    public let body: BodyValue?
    /// The response as a cassette stores it.
    public let recorded: RecordedResponse
    /// The errors the spec finds in it: empty unless it was built with `conformant: false`.
    public let findings: [Finding]

    /// The HTTP status.
    public var status: Int { recorded.status }
    /// The headers, sorted by name.
    public var headers: [NameValue] { recorded.headers }
    /// The body's bytes: compact JSON, an XML document or an encoded form (empty without a body).
    public var data: Data { recorded.body.data }
    /// Whether the spec finds no error in it.
    public var conforms: Bool { findings.isEmpty }

    /// The response as URLSession hands it over for a request to `url`, with its body (Content-Length set).
    public func httpResponse(url: URL) -> (HTTPURLResponse, Data) {
        let body = data
        var fields: [String: String] = [:]
        for header in headers { fields[header.name] = fields[header.name].map { $0 + ", " + header.value } ?? header.value }
        fields["Content-Length"] = String(body.count)
        // SpecFixtures only builds statuses from 100 to 599, which HTTPURLResponse always accepts.
        return (HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: fields)!, body)
    }
}
