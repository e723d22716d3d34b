import Foundation

/// A recorded set of HTTP exchanges, replayable offline and safe to publish.
///
/// A cassette is one JSON file under `Cassettes/`: pretty-printed, with sorted keys, JSON bodies
/// kept as structured JSON, form bodies as ordered key/value pairs, and other bodies as text or
/// Base64 with an explicit marker. See `docs/cassettes.md`.
public struct Cassette: Sendable, Hashable {
    /// The value of the `format` key that identifies a cassette file.
    public static let formatName = "paymentconformance-cassette"
    /// The format version this build reads and writes.
    public static let formatVersion = 1

    /// The version of the tool that wrote the file.
    public var toolVersion: String
    /// When the content was last recorded (ISO 8601, UTC, seconds).
    public var recordedAt: String
    /// The base URL the exchanges were recorded against.
    public var baseURL: String?
    /// The exchanges, in recorded order.
    public var interactions: [Interaction]
    /// Values a scenario generated for the recording (unique references, dates), reused on replay.
    public var generated: [String: String]

    /// Creates a cassette.
    public init(
        toolVersion: String = ConformanceKit.toolVersion, recordedAt: String, baseURL: String?, interactions: [Interaction],
        generated: [String: String] = [:]
    ) {
        self.toolVersion = toolVersion
        self.recordedAt = recordedAt
        self.baseURL = baseURL
        self.interactions = interactions
        self.generated = generated
    }

    /// The current time in the cassette's timestamp form (`2026-11-26T07:11:05Z`: UTC, whole seconds).
    ///
    /// Computed from the calendar arithmetic of the proleptic Gregorian calendar rather than with a date
    /// formatter: it runs on every sandbox answer that carries a date, and a formatter costs more to build
    /// than the whole answer.
    public static func timestamp(_ date: Date = Date()) -> String {
        let total = Int64((date.timeIntervalSince1970).rounded(.down))
        var days = total / 86_400
        var seconds = total % 86_400
        if seconds < 0 {
            seconds += 86_400
            days -= 1
        }
        // Days since 1970-01-01 to a civil date (H. Hinnant's algorithm, exact for every Int64 day count here).
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        var text = [UInt8]()
        text.reserveCapacity(20)
        func append(_ value: Int64, width: Int) {
            var digits = [UInt8](repeating: 0x30, count: width)
            var rest = value
            for index in stride(from: width - 1, through: 0, by: -1) {
                digits[index] = UInt8(0x30 + rest % 10)
                rest /= 10
            }
            text += digits
        }
        append(year, width: 4)
        text.append(0x2D)
        append(month, width: 2)
        text.append(0x2D)
        append(day, width: 2)
        text.append(0x54)
        append(seconds / 3600, width: 2)
        text.append(0x3A)
        append(seconds % 3600 / 60, width: 2)
        text.append(0x3A)
        append(seconds % 60, width: 2)
        text.append(0x5A)
        return String(decoding: text, as: UTF8.self)
    }
}

/// One request and the response it got, with what the checker thought of them.
public struct Interaction: Sendable, Hashable {
    /// The request.
    public var request: RecordedRequest
    /// The response.
    public var response: RecordedResponse
    /// The protocol operation the request was matched to, when known.
    public var operation: OperationReference?
    /// The check verdict, when the exchange was checked.
    public var verdict: ExchangeVerdict?
    /// Where redaction replaced a value (``RedactionMarks``), sorted; empty when nothing was marked.
    public var redactions: [String]

    /// Creates an interaction.
    public init(
        request: RecordedRequest, response: RecordedResponse, operation: OperationReference? = nil, verdict: ExchangeVerdict? = nil,
        redactions: [String] = []
    ) {
        self.request = request
        self.response = response
        self.operation = operation
        self.verdict = verdict
        self.redactions = redactions
    }
}

/// A protocol and one of its operations.
public struct OperationReference: Sendable, Hashable, CustomStringConvertible {
    /// The protocol ID.
    public var protocolID: String
    /// The operation ID.
    public var operation: String

    /// Creates a reference.
    public init(protocolID: String, operation: String) {
        self.protocolID = protocolID
        self.operation = operation
    }

    /// `protocol/operation`.
    public var description: String { "\(protocolID)/\(operation)" }
}

/// What the checker said about an exchange.
public struct ExchangeVerdict: Sendable, Hashable {
    /// Whether the request conforms.
    public var requestConforms: Bool
    /// Whether the response conforms.
    public var responseConforms: Bool
    /// Errors found in both messages.
    public var errors: Int
    /// Warnings found in both messages.
    public var warnings: Int

    /// Creates a verdict.
    public init(requestConforms: Bool, responseConforms: Bool, errors: Int, warnings: Int) {
        self.requestConforms = requestConforms
        self.responseConforms = responseConforms
        self.errors = errors
        self.warnings = warnings
    }

    /// Whether both messages conform.
    public var conforms: Bool { requestConforms && responseConforms }
}

/// An HTTP header or query parameter: a name and a value.
public struct NameValue: Sendable, Hashable {
    /// The name.
    public var name: String
    /// The value.
    public var value: String

    /// Creates a pair.
    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

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

/// A message body as a cassette stores it.
public enum RecordedBody: Sendable, Hashable {
    /// No body.
    case none
    /// A JSON document, stored structured.
    case json(BodyValue)
    /// A form, as ordered name/value pairs, and its exact bytes when they are not the canonical
    /// serialization of the pairs (`+` for spaces, lower-case hex, raw spaces, encoded unreserved characters).
    case form([NameValue], raw: String? = nil)
    /// UTF-8 text.
    case text(String)
    /// Bytes that are not text.
    case base64(Data)

    /// Stores raw bytes the best way their content type allows.
    public static func from(_ data: Data, contentType: String?) -> RecordedBody {
        guard !data.isEmpty else { return .none }
        let type = contentType?.lowercased() ?? ""
        if RecordedBody.contains(type, "json"), let value = try? JSONBodyParser.parse(Array(data)) { return .json(value) }
        if RecordedBody.contains(type, "x-www-form-urlencoded"), let text = String(data: data, encoding: .utf8),
            let pairs = try? FormEncoding.pairs(text)
        {
            return .form(pairs, raw: FormEncoding.serialize(pairs) == text ? nil : text)
        }
        if let text = String(data: data, encoding: .utf8),
            !text.unicodeScalars.contains(where: { $0.value < 0x09 || ($0.value > 0x0D && $0.value < 0x20) })
        {
            return .text(text)
        }
        return .base64(data)
    }

    /// Whether a text holds an ASCII word, compared byte for byte as Foundation's `contains` compares (literally),
    /// without bridging to a Foundation string: that bridge cost as much as parsing a small JSON body.
    static func contains(_ text: String, _ word: StaticString) -> Bool {
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        func search(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard !needle.isEmpty else { return true }
            guard bytes.count >= needle.count else { return false }
            for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
                if (1..<needle.count).allSatisfy({ bytes[start + $0] == needle[$0] }) { return true }
            }
            return false
        }
        return text.utf8.withContiguousStorageIfAvailable(search) ?? Array(text.utf8).withUnsafeBufferPointer(search)
    }

    /// The bytes to send: compact JSON, the encoded form, the text or the raw bytes.
    public var data: Data {
        switch self {
        case .none: Data()
        case .json(let value): Data(value.jsonText.utf8)
        case .form(let pairs, let raw): Data((raw ?? FormEncoding.serialize(pairs)).utf8)
        case .text(let text): Data(text.utf8)
        case .base64(let data): data
        }
    }

    /// Whether there is no body.
    public var isEmpty: Bool {
        if case .none = self { return true }
        return false
    }
}

/// Which HTTP headers a cassette keeps.
///
/// Bodies are stored decoded, so the headers that describe one transfer of them (length, transfer
/// and content encodings, connection management) are not kept: replay recomputes what it needs.
public enum StoredHeaders {
    /// Hop-by-hop headers (RFC 9110 §7.6.1): they concern one connection, never the exchange.
    public static let hopByHop: Set<String> = ["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"]
    /// Headers never stored: hop-by-hop ones, and the length and content encoding of a decoded body.
    public static let notStored: Set<String> = hopByHop.union(["content-length", "content-encoding"])

    /// Whether a header (any case) is kept in a cassette.
    public static func keeps(_ name: String) -> Bool { !notStored.contains(name.lowercased()) }

    /// The headers a cassette keeps from an answer, sorted by name (any case) so that recordings diff cleanly;
    /// repeated names keep their order of arrival.
    public static func stored(_ headers: some Sequence<(name: String, value: String)>) -> [NameValue] {
        let kept = headers.filter { keeps($0.name) }.map { (key: $0.name.lowercased(), header: NameValue($0.name, $0.value)) }
        return kept.enumerated().sorted { left, right in
            left.element.key == right.element.key ? left.offset < right.offset : left.element.key < right.element.key
        }.map(\.element.header)
    }
}

/// `application/x-www-form-urlencoded` encoding and decoding of pairs.
public enum FormEncoding {
    static let unreserved: CharacterSet = {
        var set = CharacterSet.alphanumerics.intersection(CharacterSet(charactersIn: Unicode.Scalar(0)...Unicode.Scalar(127)))
        set.insert(charactersIn: "-._~*")
        return set
    }()

    /// Percent-encodes a component (space as `%20`).
    public static func encode(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: unreserved) ?? text
    }

    /// Serializes pairs as `a=1&b=2`.
    public static func serialize(_ pairs: [NameValue]) -> String {
        pairs.map { encode($0.name) + "=" + encode($0.value) }.joined(separator: "&")
    }

    /// Parses `a=1&b=2` into ordered pairs (repeats kept).
    public static func pairs(_ text: String) throws(BodyParseError) -> [NameValue] {
        var result: [NameValue] = []
        var column = 1
        for pair in text.split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try FormBodyParser.decode(parts[0], column: column)
            let value = parts.count > 1 ? try FormBodyParser.decode(parts[1], column: column + parts[0].utf8.count + 1) : ""
            result.append(NameValue(name, value))
            column += pair.utf8.count + 1
        }
        return result
    }
}

extension RecordedBody {
    /// The body as a value to read fields from: JSON as is, a form as an object of strings, an
    /// XML document as its root's content (attributes as `@name`), text that holds JSON parsed; nil otherwise.
    public var structuredValue: BodyValue? {
        switch self {
        case .json(let value): return value
        case .form(let pairs, _): return .object(pairs.map { BodyMember($0.name, .string($0.value)) })
        case .text(let text):
            if let value = try? JSONBodyParser.parse(text) { return value }
            if text.drop(while: \.isWhitespace).hasPrefix("<"), let document = try? XMLBodyParser.parse(Data(text.utf8)) { return document.value }
            return nil
        default: return nil
        }
    }
}
