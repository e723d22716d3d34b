import ConformanceKit
import Crypto
import Foundation

/// The `v1HMAC` signature of Worldline Direct's Server API, as the official server SDKs compute it.
///
/// The signed text is made of lines, each ended by a line feed: the upper-case method, the
/// Content-Type (an empty line when there is none), the `Date` (RFC 1123), one `name:value` line per
/// `X-GCS-*` header (name lower-cased, value unfolded and trimmed, lines sorted by name), and the
/// resource: the path as sent, followed by `?` and the query as sent when there is one. The
/// signature is the Base64 HMAC-SHA-256 of that text keyed with the secret API key (both UTF-8),
/// sent as `Authorization: GCS v1HMAC:{apiKeyId}:{signature}`.
package enum DirectSignature {
    /// The authorization type the header names.
    package static let authorizationType = "v1HMAC"
    /// What every signed Authorization header starts with.
    package static let prefix = "GCS v1HMAC:"

    /// The text the signature is computed over.
    package static func stringToSign(method: String, headers: [NameValue], resource: String) -> String {
        var contentType: String?
        var date = ""
        var custom: [(name: String, value: String)] = []
        for header in headers {
            let name = header.name.lowercased()
            if name == "content-type" {
                contentType = header.value
            } else if name == "date" {
                date = header.value
            } else if name.hasPrefix("x-gcs") {
                custom.append((name, canonicalValue(header.value)))
            }
        }
        // A stable sort by name, as the SDKs keep repeated names in the order they were given.
        let sorted = custom.enumerated().sorted { $0.element.name == $1.element.name ? $0.offset < $1.offset : $0.element.name < $1.element.name }
        var text = method.uppercased() + "\n" + (contentType ?? "") + "\n" + date + "\n"
        for entry in sorted { text += entry.element.name + ":" + entry.element.value + "\n" }
        return text + resource + "\n"
    }

    /// A header value as signed: every line break and the blanks after it become one space, then the ends are trimmed.
    package static func canonicalValue(_ value: String) -> String {
        let scalars = Array(value.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            let breakLength = scalar == "\n" ? 1 : (scalar == "\r" && index + 1 < scalars.count && scalars[index + 1] == "\n" ? 2 : 0)
            guard breakLength > 0 else {
                result.append(scalar)
                index += 1
                continue
            }
            index += breakLength
            while index < scalars.count, scalars[index] != "\r", scalars[index] != "\n", scalars[index].properties.isWhitespace { index += 1 }
            result.append(" ")
        }
        return String(result).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The canonical resource: the percent-encoded path and, when present, `?` and the percent-encoded query.
    package static func resource(path: String, query: String?) -> String {
        guard let query, !query.isEmpty else { return path.isEmpty ? "/" : path }
        return (path.isEmpty ? "/" : path) + "?" + query
    }

    /// The canonical resource of a URL, exactly as it goes on the wire.
    package static func resource(of url: URL) -> String {
        let components = URLComponents(url: url, resolvingAgainstBaseURL: false)
        return resource(path: components?.percentEncodedPath ?? url.path, query: components?.percentEncodedQuery)
    }

    /// The Base64 HMAC-SHA-256 of a text keyed with the secret API key.
    package static func signature(of text: String, secretApiKey: String) -> String {
        let code = HMAC<SHA256>.authenticationCode(for: Data(text.utf8), using: SymmetricKey(data: Data(secretApiKey.utf8)))
        return Data(code).base64EncodedString()
    }

    /// The Authorization header value for a key identifier and a signature.
    package static func authorization(apiKeyId: String, signature: String) -> String {
        prefix + apiKeyId + ":" + signature
    }

    /// The key identifier and signature of an Authorization header, nil when it is not `GCS v1HMAC:{id}:{signature}`.
    package static func parseAuthorization(_ header: String) -> (apiKeyId: String, signature: String)? {
        guard header.hasPrefix(prefix) else { return nil }
        let rest = header.dropFirst(prefix.count)
        guard let colon = rest.lastIndex(of: ":") else { return nil }
        let keyID = rest[..<colon]
        let signature = rest[rest.index(after: colon)...]
        guard !keyID.isEmpty, !signature.isEmpty, !keyID.contains(where: \.isWhitespace), !signature.contains(where: \.isWhitespace) else {
            return nil
        }
        return (String(keyID), String(signature))
    }

    /// A request with its `Date` and `Authorization` headers set (replacing any already there), signed for `resource`.
    package static func signed(
        _ request: RecordedRequest, resource: String, apiKeyId: String, secretApiKey: String, date: Date
    ) -> RecordedRequest {
        var headers = request.headers.filter { !["date", "authorization"].contains($0.name.lowercased()) }
        headers.append(NameValue("Date", httpDate(date)))
        let text = stringToSign(method: request.method, headers: headers, resource: resource)
        headers.append(NameValue("Authorization", authorization(apiKeyId: apiKeyId, signature: signature(of: text, secretApiKey: secretApiKey))))
        var signed = request
        signed.headers = RecordedRequest.sortHeaders(headers)
        return signed
    }

    /// Whether a signature is the one the text and secret call for, compared in constant time.
    package static func matches(_ sent: String, text: String, secretApiKey: String) -> Bool {
        let left = Array(sent.utf8)
        let right = Array(signature(of: text, secretApiKey: secretApiKey).utf8)
        guard left.count == right.count else { return false }
        var difference: UInt8 = 0
        for (a, b) in zip(left, right) { difference |= a ^ b }
        return difference == 0
    }

    // MARK: Dates

    /// Day names as RFC 1123 writes them, Sunday first.
    static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    /// Month names as RFC 1123 writes them.
    static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    /// A date in the RFC 1123 form HTTP uses (`Thu, 26 Nov 2026 22:08:21 GMT`), whatever the locale.
    package static func httpDate(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let parts = calendar.dateComponents([.weekday, .day, .month, .year, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
        let weekday = weekdays[((parts.weekday ?? 1) - 1) % 7]
        let month = months[((parts.month ?? 1) - 1) % 12]
        return "\(weekday), \(two(parts.day)) \(month) \(parts.year ?? 1970) \(two(parts.hour)):\(two(parts.minute)):\(two(parts.second)) GMT"
    }

    /// The date of an RFC 1123 `Date` header (`GMT` or `UTC` zone), nil when it is not one.
    package static func parseHTTPDate(_ text: String) -> Date? {
        let fields = text.split(separator: " ")
        guard fields.count == 6, fields[0].hasSuffix(","), weekdays.contains(String(fields[0].dropLast())), ["GMT", "UTC"].contains(fields[5]),
            fields[1].count == 2, let day = Int(fields[1]), let month = months.firstIndex(of: String(fields[2])), let year = Int(fields[3]),
            fields[3].count == 4
        else { return nil }
        let time = fields[4].split(separator: ":")
        guard time.count == 3, time.allSatisfy({ $0.count == 2 }), let hour = Int(time[0]), let minute = Int(time[1]), let second = Int(time[2]),
            (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        let components = DateComponents(year: year, month: month + 1, day: day, hour: hour, minute: minute, second: second)
        guard let date = calendar.date(from: components), calendar.component(.day, from: date) == day else { return nil }
        return date
    }
}
