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
