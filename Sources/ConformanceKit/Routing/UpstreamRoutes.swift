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

/// One upstream served by the recording proxy, and where it appears on the proxy.
package struct UpstreamRoute: Sendable, Hashable, CustomStringConvertible {
    /// How a request reaches the route.
    package enum Entry: Sendable, Hashable {
        /// Requests whose path starts with this prefix (`""` for the default route).
        case prefix(String)
        /// Requests whose `Host` header names this host (which must resolve to the proxy).
        case host(String)
    }

    /// How requests reach it.
    package var entry: Entry
    /// The upstream.
    package var upstream: UpstreamBase

    /// Creates a route.
    package init(entry: Entry, upstream: UpstreamBase) {
        self.entry = entry
        self.upstream = upstream
    }

    /// Parses `PREFIX=URL` (a prefix starts with `/`) or `HOST=URL`; the reason when it is not one.
    package static func parse(_ text: String) -> Result<UpstreamRoute, RouteError> {
        guard let equals = text.firstIndex(of: "=") else { return .failure(.init(text: text, problem: .missingEquals)) }
        let left = String(text[..<equals]).trimmingCharacters(in: .whitespaces)
        let right = String(text[text.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
        guard let upstream = UpstreamBase(right) else { return .failure(.init(text: text, problem: .badURL(right))) }
        if left.hasPrefix("/") {
            var prefix = left
            while prefix.hasSuffix("/") { prefix.removeLast() }
            guard !prefix.isEmpty, !prefix.contains("?"), !prefix.contains("#"), !prefix.contains(" ") else {
                return .failure(.init(text: text, problem: .badPrefix(left)))
            }
            guard prefix != UpstreamRouter.learnedPrefix, !prefix.hasPrefix(UpstreamRouter.learnedPrefix + "/") else {
                return .failure(.init(text: text, problem: .reservedPrefix(prefix)))
            }
            return .success(UpstreamRoute(entry: .prefix(prefix), upstream: upstream))
        }
        let host = left.lowercased()
        guard !host.isEmpty, host.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }), host.first != "." else {
            return .failure(.init(text: text, problem: .badHost(left)))
        }
        return .success(UpstreamRoute(entry: .host(host), upstream: upstream))
    }

    /// `/prefix → https://host/path` or `host → https://host/path`.
    package var description: String {
        switch entry {
        case .prefix(let prefix): "\(prefix.isEmpty ? "/" : prefix) → \(upstream)"
        case .host(let host): "\(host) → \(upstream)"
        }
    }
}

/// Why a `--route` value was refused.
package struct RouteError: Error, Sendable, Hashable {
    /// What was wrong.
    package enum Problem: Sendable, Hashable {
        /// No `=` between the entry and the URL.
        case missingEquals
        /// The URL is not an absolute http(s) URL.
        case badURL(String)
        /// The prefix is not a clean path.
        case badPrefix(String)
        /// The prefix is the one the proxy keeps for learned upstreams.
        case reservedPrefix(String)
        /// The host name is not a DNS name.
        case badHost(String)
    }

    /// The value given.
    package var text: String
    /// The problem.
    package var problem: Problem

    /// The explanation, in English and French.
    package var reason: LocalizedText {
        switch problem {
        case .missingEquals:
            MessageID.routeMissingEquals.localized([.plain(text)])
        case .badURL(let url):
            MessageID.routeBadURL.localized([.plain(url)])
        case .badPrefix(let prefix):
            MessageID.routeBadPrefix.localized([.plain(prefix)])
        case .reservedPrefix(let prefix):
            MessageID.routeReservedPrefix.localized([.plain(prefix)])
        case .badHost(let host):
            MessageID.routeBadHost.localized([.plain(host)])
        }
    }
}

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

/// Routes requests on the proxy to upstreams, and rewrites URLs between the two.
///
/// The first route is the default (prefix `""`); more are reached by a path prefix or a host name.
/// An upstream the proxy learns from an answer (a `role: gateway` URL on a host it was not given)
/// appears under `/_upstream/<scheme>/<authority>`, a form that maps back without any state, so a
/// replayed cassette works offline with the same flags.
package struct UpstreamRouter: Sendable {
    /// The path under which learned upstreams appear.
    package static let learnedPrefix = "/_upstream"

    /// The configured routes; the first is the default.
    package let routes: [UpstreamRoute]

    /// Creates a router over a default upstream and more routes.
    package init(defaultUpstream: UpstreamBase, routes: [UpstreamRoute] = []) {
        self.routes = [UpstreamRoute(entry: .prefix(""), upstream: defaultUpstream)] + routes
    }

    /// The default upstream.
    package var defaultUpstream: UpstreamBase { routes[0].upstream }

    /// Where a request to the proxy goes: an upstream and the path on it.
    package struct Target: Sendable, Hashable {
        /// The upstream.
        package var upstream: UpstreamBase
        /// The path on the upstream, after its own path prefix (empty for the prefix itself).
        package var path: String
        /// Whether the upstream was learned from an answer rather than configured.
        package var learned: Bool
        /// Whether it is the default upstream (recorded without an `upstream` key).
        package var isDefault: Bool
    }

    /// The target of a request to the proxy, from its `Host` header and path.
    package func target(hostHeader: String?, path: String) -> Target {
        if let hostHeader {
            // The Host header is read at the first route reached by host name, not for every request.
            var name: String?
            for route in routes {
                guard case .host(let host) = route.entry else { continue }
                let wanted = name ?? ProxyOrigin(hostHeader: hostHeader, listeningHost: "", port: 0).host.lowercased()
                name = wanted
                if host == wanted { return Target(upstream: route.upstream, path: path, learned: false, isDefault: false) }
            }
        }
        if path.hasPrefix(UpstreamRouter.learnedPrefix + "/"), let learned = learnedTarget(path) { return learned }
        var best: (route: UpstreamRoute, prefix: String)?
        for route in routes.dropFirst() {
            guard case .prefix(let prefix) = route.entry, path == prefix || path.hasPrefix(prefix + "/") else { continue }
            if prefix.count > (best?.prefix.count ?? -1) { best = (route, prefix) }
        }
        if let best {
            return Target(upstream: best.route.upstream, path: String(path.dropFirst(best.prefix.count)), learned: false, isDefault: false)
        }
        return Target(upstream: defaultUpstream, path: path, learned: false, isDefault: true)
    }

    /// `/_upstream/https/acs.example:8443/x` → `https://acs.example:8443` and `/x`.
    func learnedTarget(_ path: String) -> Target? {
        let parts = path.dropFirst(UpstreamRouter.learnedPrefix.count + 1).split(separator: "/", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count >= 2, parts[0] == "http" || parts[0] == "https" else { return nil }
        guard let base = UpstreamBase("\(parts[0])://\(parts[1])") else { return nil }
        return Target(upstream: base, path: parts.count == 3 ? "/" + parts[2] : "", learned: true, isDefault: false)
    }

    /// The configured route whose upstream holds this URL (same origin, longest path prefix).
    func route(holding parts: URLParts) -> UpstreamRoute? {
        var best: UpstreamRoute?
        for route in routes {
            let base = route.upstream
            guard base.scheme == parts.scheme, base.host == parts.host, base.port == parts.port else { continue }
            guard base.path.isEmpty || parts.path == base.path || parts.path.hasPrefix(base.path + "/") else { continue }
            if base.path.count > (best?.upstream.path.count ?? -1) { best = route }
        }
        return best
    }

    /// The proxy's form of an absolute upstream URL, or nil when it is on no known upstream.
    ///
    /// `learned` says whether an origin (`scheme://authority`) was learned from an answer.
    package func proxyURL(_ url: String, proxy: ProxyOrigin, learned: (String) -> Bool) -> String? {
        guard let parts = URLParts(url) else { return nil }
        if let route = route(holding: parts) {
            let remainder = String(parts.path.dropFirst(route.upstream.path.count)) + parts.rest
            switch route.entry {
            case .prefix(let prefix): return proxy.text + prefix + (remainder.hasPrefix("/") || remainder.isEmpty ? "" : "/") + remainder
            case .host(let host): return proxy.named(host) + (remainder.hasPrefix("/") || remainder.isEmpty ? "" : "/") + remainder
            }
        }
        let base = UpstreamBase(scheme: parts.scheme, host: parts.host, port: parts.port)
        guard learned(base.origin) else { return nil }
        return proxy.text + UpstreamRouter.learnedPrefix + "/" + base.scheme + "/" + base.authority + parts.path + parts.rest
    }

    /// The upstream form of an absolute URL on the proxy, or nil when it does not point at the proxy.
    package func upstreamURL(_ url: String, proxy: ProxyOrigin) -> String? {
        guard let parts = URLParts(url), parts.scheme == proxy.scheme, parts.port == proxy.port else { return nil }
        let hostHeader = parts.host == proxy.host.lowercased() ? nil : parts.host
        if hostHeader != nil, !routes.contains(where: { $0.entry == .host(parts.host) }) { return nil }
        let target = target(hostHeader: hostHeader, path: parts.path)
        return UpstreamRouter.upstreamURL(target, query: "") + parts.rest
    }

    /// The absolute URL of a request on its upstream.
    package static func upstreamURL(_ target: Target, query: String) -> String {
        let path = target.upstream.path + target.path
        return target.upstream.origin + (path.isEmpty ? "/" : path) + (query.isEmpty ? "" : "?" + query)
    }

    /// The path prefix a route's root-relative links need on the proxy (`/client`, `/_upstream/https/acs.example`).
    package func proxyPrefix(for target: Target) -> String {
        if target.learned { return UpstreamRouter.learnedPrefix + "/" + target.upstream.scheme + "/" + target.upstream.authority }
        for route in routes where route.upstream == target.upstream {
            if case .prefix(let prefix) = route.entry { return prefix }
            return ""
        }
        return ""
    }
}
