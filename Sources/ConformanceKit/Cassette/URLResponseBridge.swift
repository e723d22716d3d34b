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
        var headers: [NameValue] = []
        for (key, value) in response.allHeaderFields {
            let name = String(describing: key)
            if StoredHeaders.keeps(name) { headers.append(NameValue(name, String(describing: value))) }
        }
        headers.sort { $0.name.lowercased() < $1.name.lowercased() }
        self.init(
            status: response.statusCode, headers: headers,
            body: RecordedBody.from(data, contentType: response.value(forHTTPHeaderField: "Content-Type")))
    }
}
