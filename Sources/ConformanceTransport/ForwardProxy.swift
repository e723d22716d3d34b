import ConformanceKit
import Foundation

/// A forward proxy traffic goes through: an HTTP proxy opening CONNECT tunnels, or a SOCKS5 one.
package struct ForwardProxy: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of proxy.
    package enum Kind: String, Sendable, Hashable {
        /// An HTTP proxy (`http://`), asked for a CONNECT tunnel per connection.
        case http
        /// A SOCKS5 proxy (`socks5://`).
        case socks5
    }

    /// The kind of proxy.
    package var kind: Kind
    /// The proxy's host.
    package var host: String
    /// The proxy's port.
    package var port: Int
    /// The user sent in `Proxy-Authorization`, if any.
    package var user: String?
    /// The password sent in `Proxy-Authorization`, if any (never shown).
    package var password: String?

    /// Creates a proxy.
    package init(kind: Kind = .http, host: String, port: Int, user: String? = nil, password: String? = nil) {
        self.kind = kind
        self.host = host
        self.port = port
        self.user = user
        self.password = password
    }

    /// The URL with the password replaced by `***`: the only form ever printed.
    package var description: String {
        let credentials = user.map { "\($0):***@" } ?? ""
        let shownHost = host.contains(":") ? "[\(host)]" : host
        return "\(kind.rawValue)://\(credentials)\(shownHost):\(port)"
    }

    /// Parses `http://[user:password@]host[:port]` (a bare `host:port` is taken as http); the reason it is unusable otherwise.
    package static func parse(_ text: String) -> Result<ForwardProxy, ProxyURLProblem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let full = trimmed.contains("://") ? trimmed : "http://" + trimmed
        guard let components = URLComponents(string: full), let scheme = components.scheme?.lowercased() else {
            return .failure(.init(.transportProxyUnparsable))
        }
        let kind: Kind
        switch scheme {
        case "http": kind = .http
        case "socks5", "socks5h": kind = .socks5
        case "https":
            return .failure(
                .init(.transportProxyOverTLS))
        default:
            return .failure(.init(.transportProxyScheme))
        }
        guard let host = components.host, !host.isEmpty else { return .failure(.init(.transportProxyNoHost)) }
        if let path = Optional(components.path), !path.isEmpty, path != "/" {
            return .failure(.init(.transportProxyPath))
        }
        let port = components.port ?? (kind == .http ? 80 : 1080)
        guard (1...65535).contains(port) else { return .failure(.init(.transportProxyPort)) }
        let user = components.percentEncodedUser.map { $0.removingPercentEncoding ?? $0 }
        let password = components.percentEncodedPassword.map { $0.removingPercentEncoding ?? $0 }
        return .success(ForwardProxy(kind: kind, host: host, port: port, user: user, password: password))
    }

    /// `text` with the password of any `scheme://user:password@` in it replaced by `***`.
    package static func redacted(_ text: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: "(://[^/:@\\s]*):[^@/\\s]*@") else { return text }
        return regex.stringByReplacingMatches(in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "$1:***@")
    }
}

/// Why a proxy URL cannot be used, in both languages.
package struct ProxyURLProblem: Error, Sendable, Hashable {
    /// The reason in every language.
    package var reason: LocalizedText
    /// The English reason.
    package var en: String { reason.en }
    /// The French reason.
    package var fr: String { reason.fr }

    /// The reason as a message argument.
    package var argument: MessageArgument { .localized(reason) }

    /// The reason the catalogue gives for `id`.
    init(_ id: MessageID) { reason = id.localized() }
}

/// The hosts reached without the proxy (`NO_PROXY`, `--no-proxy`, `network.noProxy`).
///
/// Entries are host names (matching the host and its subdomains, with or without a leading dot),
/// IP addresses, `host:port`, or `*` for every host.
package struct NoProxyList: Sendable, Hashable {
    /// The entries, lower-cased, without surrounding spaces.
    package var entries: [String]

    /// Creates a list from entries.
    package init(_ entries: [String]) {
        self.entries = entries.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }.filter { !$0.isEmpty }
    }

    /// Creates a list from the comma-separated form of `NO_PROXY`.
    package init(commaSeparated text: String) {
        self.init(text.split(separator: ",").map(String.init))
    }

    /// Whether the host (and port) go direct.
    package func bypasses(host rawHost: String, port: Int) -> Bool {
        let host = rawHost.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        for entry in entries {
            if entry == "*" { return true }
            var name = entry
            if let colon = name.lastIndex(of: ":"), !name.hasPrefix("["), name.filter({ $0 == ":" }).count == 1 {
                guard Int(name[name.index(after: colon)...]) == port else { continue }
                name = String(name[..<colon])
            }
            name = name.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
            if name.hasPrefix("*.") { name.removeFirst() }
            if name.hasPrefix(".") { name.removeFirst() }
            if host == name || host.hasSuffix("." + name) { return true }
        }
        return false
    }
}
