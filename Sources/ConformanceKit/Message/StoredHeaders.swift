import Foundation

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
