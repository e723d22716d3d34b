import Foundation

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

extension FormEncoding {
    /// The raw spelling of a form (or query) with only the changed values re-encoded; nil when the raw text
    /// does not have one segment per pair.
    ///
    /// A changed value is percent-encoded (unless `encoding` is false, for text shown to people), with `+`
    /// for spaces when its segment used `+`; every other
    /// byte of the raw text stays, so a form keeps the spelling of the client that sent it.
    package static func respelling(_ raw: String, from old: [NameValue], to new: [NameValue], encoding: Bool = true) -> String? {
        let segments = raw.split(separator: "&", omittingEmptySubsequences: false)
        guard segments.filter({ !$0.isEmpty }).count == old.count, old.count == new.count else { return nil }
        var index = 0
        var result: [Substring] = []
        for segment in segments {
            guard !segment.isEmpty else {
                result.append(segment)
                continue
            }
            defer { index += 1 }
            guard old[index] != new[index] else {
                result.append(segment)
                continue
            }
            let name = segment.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)[0]
            var value = encoding ? encode(new[index].value) : new[index].value
            if segment.contains("+") { value = value.replacingOccurrences(of: "%20", with: "+") }
            result.append(Substring(name + "=" + value))
        }
        return result.joined(separator: "&")
    }
}
