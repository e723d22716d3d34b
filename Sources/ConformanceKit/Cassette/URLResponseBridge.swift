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

extension RecordedBody {
    /// The body as a value to read fields from: JSON as is, a form as an object of strings, an
    /// XML document as its root's content (attributes as `@name`), text that holds JSON parsed; nil otherwise.
    public var structuredValue: BodyValue? {
        switch self {
        case .json(let value): return value
        case .form(let pairs): return .object(pairs.map { BodyMember($0.name, .string($0.value)) })
        case .text(let text):
            if let value = try? JSONBodyParser.parse(text) { return value }
            if text.drop(while: \.isWhitespace).hasPrefix("<"), let document = try? XMLBodyParser.parse(Data(text.utf8)) { return document.value }
            return nil
        default: return nil
        }
    }
}
