import Foundation

/// The proxy's own origin as a client reached it (from the request's `Host` header).
package struct ProxyOrigin: Sendable, Hashable {
    /// The scheme the proxy serves (`http`).
    package var scheme: String
    /// The host name or address the client used.
    package var host: String
    /// The port the proxy listens on.
    package var port: Int

    /// Creates an origin.
    package init(scheme: String = "http", host: String, port: Int) {
        self.scheme = scheme
        self.host = host
        self.port = port
    }

    /// The origin of a request, from its `Host` header, or the listening address when it has none.
    package init(hostHeader: String?, listeningHost: String, port: Int) {
        scheme = "http"
        self.port = port
        guard let header = hostHeader.map(ProxyOrigin.trimmed), !header.isEmpty else {
            host = listeningHost
            return
        }
        if header.hasPrefix("["), let close = header.firstIndex(of: "]") {
            host = String(header[...close])
        } else if let colon = header.lastIndex(of: ":") {
            host = String(header[..<colon])
        } else {
            host = header
        }
    }

    /// The header without the white space around it; read over its bytes first, since a Host header
    /// almost never has any (Foundation's trimming is kept for the rare one that has).
    static func trimmed(_ header: String) -> String {
        func plain(_ byte: UInt8?) -> Bool { byte.map { $0 != 0x20 && $0 != 0x09 && $0 < 0x80 } ?? true }
        if plain(header.utf8.first), plain(header.utf8.last) { return header }
        return header.trimmingCharacters(in: .whitespaces)
    }

    /// `http://host:port`.
    package var text: String { "\(scheme)://\(host):\(port)" }

    /// The same origin under another host name.
    func named(_ host: String) -> String { "\(scheme)://\(host):\(port)" }
}
