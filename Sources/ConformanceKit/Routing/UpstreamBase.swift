import Foundation

/// An upstream base URL split into what routing compares: scheme, host, port and path prefix.
package struct UpstreamBase: Sendable, Hashable, CustomStringConvertible {
    /// `http` or `https`, lower-cased.
    package var scheme: String
    /// The host name or address, lower-cased (an IPv6 address keeps its brackets).
    package var host: String
    /// The port, explicit or the scheme's default.
    package var port: Int
    /// The path prefix, empty or starting with `/`, without a trailing slash.
    package var path: String

    /// Parses an absolute `http(s)` URL; nil for anything else (user info, another scheme, no host).
    package init?(_ text: String) {
        guard let parts = URLParts(text) else { return nil }
        scheme = parts.scheme
        host = parts.host
        port = parts.port
        var path = parts.path
        while path.hasSuffix("/") { path.removeLast() }
        self.path = path
    }

    /// Creates a base from its parts.
    package init(scheme: String, host: String, port: Int, path: String = "") {
        self.scheme = scheme.lowercased()
        self.host = host.lowercased()
        self.port = port
        self.path = path
    }

    /// `scheme://host[:port]`, the port left out when it is the scheme's default.
    package var origin: String {
        scheme + "://" + authority
    }

    /// `host[:port]`, the port left out when it is the scheme's default.
    package var authority: String {
        port == URLParts.defaultPort(scheme) ? host : "\(host):\(port)"
    }

    /// The origin and the path prefix.
    package var description: String { origin + path }

    /// Whether two bases share scheme, host and port.
    package func sameOrigin(_ other: UpstreamBase) -> Bool {
        scheme == other.scheme && host == other.host && port == other.port
    }
}
