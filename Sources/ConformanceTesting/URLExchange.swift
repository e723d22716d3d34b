import ConformanceKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Converts between URLSession values and cassette values.
public enum URLExchange {
    /// Headers a cassette does not keep (see `StoredHeaders` in ConformanceKit).
    public static let droppedHeaders = StoredHeaders.notStored

    /// The recorded form of a URLRequest (its body read from `httpBody` or `httpBodyStream`).
    public static func recordedRequest(_ request: URLRequest) -> RecordedRequest {
        let url = request.url ?? URL(string: "http://localhost/")!
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        let query = (components?.queryItems ?? []).map { NameValue($0.name, $0.value ?? "") }
        let headers = (request.allHTTPHeaderFields ?? [:]).filter { !droppedHeaders.contains($0.key.lowercased()) }
            .map { NameValue($0.key, $0.value) }
        let data = request.httpBody ?? request.httpBodyStream.map(readAll) ?? Data()
        let path = components?.percentEncodedPath.removingPercentEncoding ?? url.path
        return RecordedRequest(
            method: request.httpMethod ?? "GET", path: path.isEmpty ? "/" : path, query: query, headers: headers,
            body: RecordedBody.from(data, contentType: request.value(forHTTPHeaderField: "Content-Type")))
    }

    /// The recorded form of a response and its (already decoded) body.
    public static func recordedResponse(_ response: HTTPURLResponse, data: Data) -> RecordedResponse {
        RecordedResponse(response, body: data)
    }

    /// An HTTPURLResponse for a recorded response, with a correct Content-Length.
    public static func httpResponse(_ response: RecordedResponse, url: URL) -> (HTTPURLResponse, Data) {
        let data = response.body.data
        var fields: [String: String] = [:]
        for header in response.headers { fields[header.name] = fields[header.name].map { $0 + ", " + header.value } ?? header.value }
        fields["Content-Length"] = String(data.count)
        let http = HTTPURLResponse(url: url, statusCode: response.status, httpVersion: "HTTP/1.1", headerFields: fields)!
        return (http, data)
    }

    static func readAll(_ stream: InputStream) -> Data {
        stream.open()
        defer { stream.close() }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 16_384)
        while stream.hasBytesAvailable {
            let count = stream.read(&buffer, maxLength: buffer.count)
            if count <= 0 { break }
            data.append(buffer, count: count)
        }
        return data
    }
}
