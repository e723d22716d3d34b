import Foundation

/// Writes cassettes in formats other tools read.
public enum CassetteExporter {
    /// The cassette as HTTP Archive 1.2 text, deterministic for a given cassette.
    ///
    /// Every entry starts at the cassette's `recordedAt` with zero timings. URLs are the origin of
    /// the cassette's base URL (or `http://localhost`) followed by the request's path and query.
    /// Text, JSON and form bodies are written as text; other bodies as Base64 with
    /// `"encoding": "base64"` (HAR defines that marker for responses only; request bodies use the
    /// same non-standard marker, which ``CassetteImporter`` reads back). A body's `mimeType` is its
    /// Content-Type header when that header reproduces the body on import, else the type its
    /// kind implies, so that importing the export gives back the same requests and responses.
    public static func har(_ cassette: Cassette) -> String {
        let origin = cassette.baseURL.flatMap(origin) ?? "http://localhost"
        let entries = cassette.interactions.map { entry($0, origin: origin, startedDateTime: cassette.recordedAt) }
        let root = BodyValue.object([
            BodyMember(
                "log",
                .object([
                    BodyMember("version", .string("1.2")),
                    BodyMember(
                        "creator",
                        .object([BodyMember("name", .string("PaymentConformance")), BodyMember("version", .string(ConformanceKit.toolVersion))])),
                    BodyMember("entries", .array(entries)),
                ]))
        ])
        return root.prettyJSONText + "\n"
    }

    /// `scheme://authority` of a URL, without path, query or trailing slash.
    static func origin(_ url: String) -> String? {
        guard let separator = url.range(of: "://") else { return nil }
        let rest = url[separator.upperBound...]
        let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        guard end > rest.startIndex else { return nil }
        return String(url[..<end])
    }

    /// Characters a path keeps unencoded in the exported URL.
    static let pathAllowed: CharacterSet = {
        var set = CharacterSet.urlPathAllowed
        set.remove(charactersIn: "%?#")
        return set
    }()

    static func entry(_ interaction: Interaction, origin: String, startedDateTime: String) -> BodyValue {
        .object([
            BodyMember("startedDateTime", .string(startedDateTime)),
            BodyMember("time", .number("0")),
            BodyMember("request", request(interaction.request, origin: origin)),
            BodyMember("response", response(interaction.response)),
            BodyMember("cache", .object([])),
            BodyMember(
                "timings", .object([BodyMember("send", .number("0")), BodyMember("wait", .number("0")), BodyMember("receive", .number("0"))])),
        ])
    }

    static func request(_ request: RecordedRequest, origin: String) -> BodyValue {
        var url =
            (request.upstream.map { UpstreamBase($0)?.description ?? $0 } ?? origin)
            + (request.path.addingPercentEncoding(withAllowedCharacters: pathAllowed) ?? request.path)
        if !request.query.isEmpty { url += "?" + FormEncoding.serialize(request.query) }
        let data = request.body.data
        var members = [
            BodyMember("method", .string(request.method)),
            BodyMember("url", .string(url)),
            BodyMember("httpVersion", .string("HTTP/1.1")),
            BodyMember("cookies", .array([])),
            BodyMember("headers", pairs(request.headers)),
            BodyMember("queryString", pairs(request.query)),
        ]
        if !request.body.isEmpty {
            var postData = [BodyMember("mimeType", .string(mimeType(request.body, header: request.header("Content-Type"))))]
            postData += text(request.body)
            if case .form(let fields, _) = request.body { postData.append(BodyMember("params", pairs(fields))) }
            members.append(BodyMember("postData", .object(postData)))
        }
        members += [BodyMember("headersSize", .number("-1")), BodyMember("bodySize", .number(String(data.count)))]
        return .object(members)
    }

    static func response(_ response: RecordedResponse) -> BodyValue {
        let data = response.body.data
        var content = [
            BodyMember("size", .number(String(data.count))),
            BodyMember("mimeType", .string(mimeType(response.body, header: response.header("Content-Type")))),
        ]
        if !response.body.isEmpty { content += text(response.body) }
        return .object([
            BodyMember("status", .number(String(response.status))),
            BodyMember("statusText", .string("")),
            BodyMember("httpVersion", .string("HTTP/1.1")),
            BodyMember("cookies", .array([])),
            BodyMember("headers", pairs(response.headers)),
            BodyMember("content", .object(content)),
            BodyMember("redirectURL", .string("")),
            BodyMember("headersSize", .number("-1")),
            BodyMember("bodySize", .number(String(data.count))),
        ])
    }

    /// The body's `text`, plus `"encoding": "base64"` for bytes that are not text.
    static func text(_ body: RecordedBody) -> [BodyMember] {
        if case .base64(let data) = body {
            return [BodyMember("text", .string(data.base64EncodedString())), BodyMember("encoding", .string("base64"))]
        }
        return [BodyMember("text", .string(String(decoding: body.data, as: UTF8.self)))]
    }

    /// The Content-Type header when it reads the bytes back as the same body, else the type the
    /// body's kind implies.
    static func mimeType(_ body: RecordedBody, header: String?) -> String {
        if let header, !header.isEmpty, RecordedBody.from(body.data, contentType: header) == body { return header }
        switch body {
        case .none: return header ?? ""
        case .json: return "application/json"
        case .form: return "application/x-www-form-urlencoded"
        case .text: return header.flatMap { $0.lowercased().contains("json") || $0.lowercased().contains("form") ? nil : $0 } ?? "text/plain"
        case .base64: return header ?? "application/octet-stream"
        }
    }

    static func pairs(_ pairs: [NameValue]) -> BodyValue {
        .array(pairs.map { .object([BodyMember("name", .string($0.name)), BodyMember("value", .string($0.value))]) })
    }
}
