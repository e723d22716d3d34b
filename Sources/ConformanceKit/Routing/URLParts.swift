import Foundation

/// The parts of an absolute URL that routing needs, read without Foundation's URL (which is lenient
/// and slow for scanning bodies): scheme, host, port, and the rest split at the path.
struct URLParts {
    var scheme: String
    var host: String
    var port: Int
    /// The path (may be empty).
    var path: String
    /// What follows the path: `?query` and `#fragment`, as written.
    var rest: String

    static func defaultPort(_ scheme: String) -> Int { scheme == "https" ? 443 : 80 }

    /// Splits an absolute `http` or `https` URL, or gives nil.
    ///
    /// Nil for anything else, or an authority with user information, a bad port, or a host that is
    /// empty, not ASCII or holds white space. Read over the UTF-8 bytes.
    init?(_ text: String) {
        guard let parts = text.utf8.withContiguousStorageIfAvailable({ URLParts.split($0) }) ?? URLParts.split(Array(text.utf8)) else {
            return nil
        }
        self = parts
    }

    private init(scheme: String, host: String, port: Int, path: String, rest: String) {
        self.scheme = scheme
        self.host = host
        self.port = port
        self.path = path
        self.rest = rest
    }

    private static func split<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> URLParts? where Bytes.Index == Int {
        let start = bytes.startIndex
        func lower(_ offset: Int) -> UInt8 { bytes[start + offset] | 0x20 }
        let scheme: String
        let schemeLength: Int
        guard bytes.count >= 7, lower(0) == UInt8(ascii: "h"), lower(1) == UInt8(ascii: "t"), lower(2) == UInt8(ascii: "t"),
            lower(3) == UInt8(ascii: "p")
        else { return nil }
        if bytes.count >= 8, lower(4) == UInt8(ascii: "s"), bytes[start + 5] == UInt8(ascii: ":"), bytes[start + 6] == UInt8(ascii: "/"),
            bytes[start + 7] == UInt8(ascii: "/")
        {
            scheme = "https"
            schemeLength = 8
        } else if bytes[start + 4] == UInt8(ascii: ":"), bytes[start + 5] == UInt8(ascii: "/"), bytes[start + 6] == UInt8(ascii: "/") {
            scheme = "http"
            schemeLength = 7
        } else {
            return nil
        }
        let authorityStart = start + schemeLength
        var authorityEnd = authorityStart
        while authorityEnd < bytes.endIndex {
            let byte = bytes[authorityEnd]
            if byte == UInt8(ascii: "/") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "#") { break }
            authorityEnd += 1
        }
        guard authorityEnd > authorityStart else { return nil }
        var hostEnd = authorityEnd
        var port = defaultPort(scheme)
        var colon: Int?
        for index in authorityStart..<authorityEnd {
            switch bytes[index] {
            case UInt8(ascii: "@"): return nil
            case UInt8(ascii: ":"): colon = index
            case UInt8(ascii: "]"): colon = nil  // an IPv6 literal's colons are not the port's
            default: break
            }
        }
        if let colon {
            let digits = bytes[(colon + 1)..<authorityEnd]
            if !digits.isEmpty {
                guard digits.count <= 5, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return nil }
                let value = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                guard (1...65535).contains(value) else { return nil }
                port = value
            }
            hostEnd = colon
        }
        guard hostEnd > authorityStart else { return nil }
        var host: [UInt8] = []
        host.reserveCapacity(hostEnd - authorityStart)
        for byte in bytes[authorityStart..<hostEnd] {
            // ASCII without white space, as before: nothing beyond ASCII, no space, tab or line break.
            guard byte < 0x80, byte != 0x20, !(0x09...0x0D).contains(byte) else { return nil }
            host.append(byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
        }
        var pathEnd = authorityEnd
        while pathEnd < bytes.endIndex, bytes[pathEnd] != UInt8(ascii: "?"), bytes[pathEnd] != UInt8(ascii: "#") { pathEnd += 1 }
        return URLParts(
            scheme: scheme, host: String(decoding: host, as: UTF8.self), port: port,
            path: String(decoding: bytes[authorityEnd..<pathEnd], as: UTF8.self),
            rest: String(decoding: bytes[pathEnd..<bytes.endIndex], as: UTF8.self))
    }
}
