enum URLCheck {
    /// Whether a value is an absolute `http` or `https` URL with a host.
    ///
    /// Printable ASCII, no space, the scheme in any case. Read byte by byte: every URL field of every checked
    /// message goes through it.
    static func isAbsoluteHTTP(_ value: String) -> Bool {
        let bytes = value.utf8
        guard bytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return false }
        var index = bytes.startIndex
        func next(_ matches: (UInt8) -> Bool) -> Bool {
            guard index != bytes.endIndex, matches(bytes[index]) else { return false }
            index = bytes.index(after: index)
            return true
        }
        for letter in "http".utf8 where !next({ $0 | 0x20 == letter }) { return false }
        _ = next { $0 | 0x20 == UInt8(ascii: "s") }
        for mark in "://".utf8 where !next({ $0 == mark }) { return false }
        // The host: at least one byte before the path, the query or the fragment.
        return next { $0 != UInt8(ascii: "/") && $0 != UInt8(ascii: "?") && $0 != UInt8(ascii: "#") }
    }
}
