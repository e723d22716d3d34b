import Foundation

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
