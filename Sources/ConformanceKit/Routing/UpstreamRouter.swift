import Foundation

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
