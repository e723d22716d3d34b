import Foundation

/// URL, header, body and date helpers shared by the importers.
enum ImportSupport {
    /// An imported exchange, with headers kept the way the recorder keeps them.
    static func interaction(
        method: String, target: (path: String, query: [NameValue]), requestHeaders: [NameValue], requestBody: RecordedBody, status: Int,
        responseHeaders: [NameValue], responseBody: RecordedBody
    ) -> Interaction {
        Interaction(
            request: RecordedRequest(
                method: method, path: target.path, query: target.query, headers: kept(requestHeaders, body: requestBody), body: requestBody),
            response: RecordedResponse(status: status, headers: kept(responseHeaders, body: responseBody), body: responseBody))
    }

    /// A body from raw bytes, typed by the message's Content-Type header.
    static func body(_ data: Data, headers: [NameValue]) -> RecordedBody {
        RecordedBody.from(data, contentType: header("Content-Type", in: headers))
    }

    /// Headers that describe one transfer rather than the message; the recorder drops them too.
    static let transferHeaders: Set<String> = StoredHeaders.hopByHop.union(["content-length"])

    /// The headers a cassette keeps: no transfer headers, and no `Content-Encoding` unless the body
    /// is still encoded (stored as Base64).
    static func kept(_ headers: [NameValue], body: RecordedBody) -> [NameValue] {
        let bodyIsRaw: Bool
        if case .base64 = body { bodyIsRaw = true } else { bodyIsRaw = false }
        return headers.filter { header in
            let name = header.name.lowercased()
            if transferHeaders.contains(name) { return false }
            return name != "content-encoding" || bodyIsRaw
        }
    }

    /// The first value of a header, by case-insensitive name.
    static func header(_ name: String, in headers: [NameValue]) -> String? {
        let lowered = name.lowercased()
        return headers.first { $0.name.lowercased() == lowered }?.value
    }

    /// An absolute URL split into `scheme://authority`, the decoded path and the decoded query
    /// pairs in wire order; nil when the URL is not absolute.
    static func splitURL(_ url: String) -> (origin: String, path: String, query: [NameValue])? {
        guard let separator = url.range(of: "://") else { return nil }
        let scheme = url[..<separator.lowerBound]
        guard let first = scheme.first, first.isLetter,
            scheme.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        var rest = url[separator.upperBound...]
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        let authorityEnd = rest.firstIndex { $0 == "/" || $0 == "?" } ?? rest.endIndex
        var authority = rest[..<authorityEnd]
        if let at = authority.lastIndex(of: "@") { authority = authority[authority.index(after: at)...] }
        guard !authority.isEmpty else { return nil }
        let target = rest[authorityEnd...]
        let queryStart = target.firstIndex(of: "?")
        let rawPath = String(target[..<(queryStart ?? target.endIndex)])
        var query: [NameValue] = []
        if let queryStart {
            for pair in target[target.index(after: queryStart)...].split(separator: "&", omittingEmptySubsequences: true) {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                query.append(NameValue(decode(parts[0]), parts.count > 1 ? decode(parts[1]) : ""))
            }
        }
        let path = rawPath.removingPercentEncoding ?? rawPath
        return (scheme.lowercased() + "://" + authority, path.isEmpty ? "/" : path, query)
    }

    /// Percent-decodes a query component as URLComponents does (`+` stays a plus sign).
    static func decode(_ component: Substring) -> String {
        let text = String(component)
        return text.removingPercentEncoding ?? text
    }

    /// Base64 text (line breaks and spaces allowed) as bytes.
    static func base64(_ text: String) -> Data? {
        Data(base64Encoded: String(text.filter { !$0.isWhitespace }))
    }

    /// A date in ISO 8601 (`2024-05-06T07:08:09.123+02:00`) or HTTP form
    /// (`Tue, 05 Mar 2024 10:11:12 GMT`) as a cassette timestamp; nil when it is neither.
    static func timestamp(_ text: String) -> String? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let date = isoDate(trimmed) ?? httpDate(trimmed) else { return nil }
        return Cassette.timestamp(date)
    }

    private static func utcDate(year: Int, month: Int, day: Int, hour: Int, minute: Int, second: Int, offset: Int) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day), (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second)
        else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        guard let utc = TimeZone(identifier: "UTC") else { return nil }
        calendar.timeZone = utc
        let components = DateComponents(year: year, month: month, day: day, hour: hour, minute: minute, second: second)
        return calendar.date(from: components).map { $0.addingTimeInterval(TimeInterval(-offset)) }
    }

    /// `±HH:MM`, `±HHMM`, `±HH`, `Z`, `GMT` or `UTC` as seconds east of UTC.
    private static func zoneOffset(_ zone: Substring) -> Int? {
        if zone.isEmpty || zone == "Z" || zone == "GMT" || zone == "UTC" { return 0 }
        guard let sign = zone.first, sign == "+" || sign == "-" else { return nil }
        let digits = zone.dropFirst().filter { $0 != ":" }
        guard digits.count == 2 || digits.count == 4, digits.allSatisfy(\.isASCII), let hours = Int(digits.prefix(2)),
            let minutes = digits.count == 4 ? Int(digits.suffix(2)) : 0
        else { return nil }
        let seconds = hours * 3600 + minutes * 60
        return sign == "-" ? -seconds : seconds
    }

    private static func isoDate(_ text: String) -> Date? {
        let chars = Array(text)
        guard chars.count >= 19, chars[4] == "-", chars[7] == "-", chars[10] == "T" || chars[10] == " ", chars[13] == ":", chars[16] == ":"
        else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            let slice = chars[range]
            guard slice.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(String(slice))
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), let hour = number(11..<13),
            let minute = number(14..<16), let second = number(17..<19)
        else { return nil }
        var index = 19
        if index < chars.count, chars[index] == "." || chars[index] == "," {
            index += 1
            while index < chars.count, chars[index].isASCII, chars[index].isNumber { index += 1 }
        }
        guard let offset = zoneOffset(Substring(String(chars[index...]))) else { return nil }
        return utcDate(year: year, month: month, day: day, hour: hour, minute: minute, second: second, offset: offset)
    }

    private static let months = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"]

    private static func httpDate(_ text: String) -> Date? {
        var words = text.split(separator: " ")
        if let first = words.first, first.hasSuffix(",") { words.removeFirst() }
        guard words.count == 4 || words.count == 5, let day = Int(words[0]), let year = Int(words[2]),
            let month = months.firstIndex(of: words[1].prefix(3).lowercased())
        else { return nil }
        let time = words[3].split(separator: ":")
        guard time.count == 3, let hour = Int(time[0]), let minute = Int(time[1]), let second = Int(time[2]),
            let offset = zoneOffset(words.count == 5 ? words[4] : "")
        else { return nil }
        return utcDate(year: year, month: month + 1, day: day, hour: hour, minute: minute, second: second, offset: offset)
    }
}
