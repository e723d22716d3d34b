import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension RecordedResponse {
    /// The recorded form of a URLSession response and its (already decoded) body.
    ///
    /// Headers a cassette never stores (hop-by-hop, `Content-Length`, `Content-Encoding`) are left
    /// out, and the rest are sorted by name so recordings diff cleanly.
    public init(_ response: HTTPURLResponse, body data: Data) {
        let headers = StoredHeaders.stored(response.allHeaderFields.map { (name: String(describing: $0.key), value: String(describing: $0.value)) })
        self.init(
            status: response.statusCode, headers: headers,
            body: RecordedBody.from(data, contentType: response.value(forHTTPHeaderField: "Content-Type")))
    }
}
