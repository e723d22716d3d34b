import Foundation

/// Writes cassettes in formats other tools read.
package enum CassetteExporter {
    /// The cassette as HTTP Archive 1.2 text, deterministic for a given cassette.
    ///
    /// Every entry starts at the cassette's `recordedAt` with zero timings. URLs are the origin of
    /// the cassette's base URL (or `http://localhost`) followed by the request's path and query.
    /// Text, JSON and form bodies are written as text; other bodies as Base64 with
    /// `"encoding": "base64"` (HAR defines that marker for responses only; request bodies use the
    /// same non-standard marker, which ``CassetteImporter`` reads back). A body's `mimeType` is its
    /// Content-Type header when that header reproduces the body on import, else the type its
    /// kind implies, so that importing the export gives back the same requests and responses.
    package static func har(_ cassette: Cassette) -> String {
        let origin = cassette.baseURL.flatMap(origin) ?? "http://localhost"
        let entries = cassette.interactions.map { entry($0, origin: origin, startedDateTime: cassette.recordedAt) }
        return document(entries: entries).prettyJSONText + "\n"
    }

    /// Writes a cassette file as HAR, entry by entry, holding one interaction at a time; returns how many were written.
    ///
    /// The file's bytes are those of ``har(_:)`` followed by one more line break (what `cassette export` always wrote).
    /// The cassette is read twice with ``CassetteStream``: once for what the entries share (the base URL, `recordedAt`,
    /// which the format keeps after the interactions) and once to write them. Each entry is scanned for card numbers
    /// (as ``ReportWriter/writeChecked(_:to:secrets:)`` scans a whole report) before it is written; the HAR goes to a
    /// temporary file renamed into place at the end, so a refusal or an error leaves no partial file. An empty
    /// cassette is refused.
    package static func writeHAR(cassette file: String, to path: String) throws(Diagnostic) -> Int {
        let summary: CassetteStream.Summary
        do {
            summary = try CassetteStream.forEach(file: file) { _, _ in }
        } catch {
            throw error.diagnostic
        }
        guard summary.count > 0 else {
            throw Diagnostic(
                .error, .inputUnreadable,
                [
                    .plain(file),
                    .localized(MessageID.cassetteNothingToExport.localized()),
                ])
        }
        let origin = summary.header.baseURL.flatMap(origin) ?? "http://localhost"
        let startedDateTime = summary.header.recordedAt
        // The document with one placeholder entry, cut around it: what comes before the entries and after them.
        let outline = document(entries: [.null]).prettyJSONText + "\n\n"
        let marker = "\n" + String(repeating: "  ", count: entryLevel) + "null\n"
        guard let cut = outline.range(of: marker) else {
            throw Diagnostic(.error, .runUnwritable, [.plain(path), .localized(MessageID.harNoEntriesPlace.localized())])
        }
        let head = String(outline[..<cut.lowerBound]) + "\n"
        let tail = "\n" + String(outline[cut.upperBound...])
        let output: AtomicFileStream
        do {
            output = try AtomicFileStream(file: path)
        } catch {
            throw unwritable(path, error)
        }
        func put(_ text: String, index: Int?) throws(Diagnostic) {
            let hits = CardNumberScan.scanDeep(text)
            if let first = hits.first {
                output.discard()
                let position = CassetteStreamWriter.position(first, lineOffset: output.lines, index: nil)
                let placed = index.map {
                    MessageArgument.localized(MessageID.cardInInteraction.localized([position, .plain("$.log.entries[\($0)]")]))
                }
                throw Diagnostic(.error, .cassetteUnredacted, [.plain(path), .plain(String(hits.count)), placed ?? position])
            }
            do {
                try output.write(text)
            } catch {
                throw unwritable(path, error)
            }
        }
        try put(head, index: nil)
        var written = 0
        var refusal: Diagnostic?
        do throws(CassetteError) {
            _ = try CassetteStream.forEach(file: file) { index, interaction throws(CassetteError) in
                let pad = String(repeating: "  ", count: entryLevel)
                let text = pad + entry(interaction, origin: origin, startedDateTime: startedDateTime).prettyJSONText(level: entryLevel)
                do throws(Diagnostic) {
                    try put((index == 0 ? "" : ",\n") + text, index: index)
                } catch {
                    refusal = error
                    throw CassetteError(.cassetteUnwritable, [.plain(path), .localized(error.localizedMessage)], file: path)
                }
                written += 1
            }
        } catch {
            output.discard()
            throw refusal ?? error.diagnostic
        }
        try put(tail, index: nil)
        do {
            try output.commit()
        } catch {
            throw unwritable(path, error)
        }
        return written
    }

    /// The level of the entries in the HAR document: `{"log": {"entries": [...]}}`.
    static let entryLevel = 3

    /// The HAR document around its entries.
    static func document(entries: [BodyValue]) -> BodyValue {
        .object([
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
    }

    static func unwritable(_ path: String, _ error: CassetteError) -> Diagnostic {
        Diagnostic(.error, .runUnwritable, [.plain(path), .localized(error.diagnostic.localizedMessage)])
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
