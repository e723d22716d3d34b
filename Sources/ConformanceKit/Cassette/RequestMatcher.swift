import Foundation

/// Canonical forms of requests, so equivalent requests match whatever their key or parameter order.
///
/// Method, path, query (order-insensitive) and body (JSON key-order-insensitive, form
/// order-insensitive) make the key; volatile fields named by the operation's spec (seals, nonces,
/// request IDs, timestamps, JWE payloads) are left out of it.
package enum RequestMatcher {
    /// The parts of a request that matching compares.
    package enum Part: String, Sendable, Hashable, CaseIterable {
        /// The HTTP method.
        case method
        /// The path.
        case path
        /// The query parameters.
        case query
        /// The body.
        case body
    }

    /// The canonical form of each part of a request.
    package struct Parts: Sendable, Hashable {
        /// The method.
        package var method: String
        /// The path without trailing slashes, after the request's upstream when it has one.
        package var path: String
        /// The sorted, encoded query without volatile parameters.
        package var query: String
        /// The canonical body without volatile fields.
        package var body: String

        /// The canonical text of one part.
        package subscript(part: Part) -> String {
            switch part {
            case .method: method
            case .path: path
            case .query: query
            case .body: body
            }
        }
    }

    /// The canonical form of each part.
    package static func parts(_ request: RecordedRequest, profile: OperationResolver.Profile?) -> Parts {
        let query: String
        if request.query.isEmpty {
            query = ""
        } else {
            let volatileQuery = profile?.volatileQuery ?? []
            query = request.query.filter { !volatileQuery.contains($0.name) }
                .map { FormEncoding.encode($0.name) + "=" + FormEncoding.encode($0.value) }.sorted().joined(separator: "&")
        }
        var path = request.path
        while path.utf8.count > 1 && path.hasSuffix("/") { path.removeLast() }
        if let upstream = request.upstream { path = upstream + path }
        return Parts(method: request.method, path: path, query: query, body: body(request.body, volatile: profile?.volatileTree ?? .empty))
    }

    /// The matching key of a request.
    package static func key(_ request: RecordedRequest, profile: OperationResolver.Profile?) -> Parts {
        parts(request, profile: profile)
    }

    static func body(_ body: RecordedBody, volatile: VolatileTree) -> String {
        switch body {
        case .none: return ""
        case .json(let value):
            var out = "j"
            canonicalJSON(value, volatile: volatile, into: &out)
            return out
        case .form(let pairs, _):
            return "f"
                + pairs.filter { volatile.children[$0.name]?.isLeaf != true }
                .map { FormEncoding.encode($0.name) + "=" + FormEncoding.encode($0.value) }.sorted().joined(separator: "&")
        case .text(let text): return "t" + text
        case .base64(let data): return "b" + data.base64EncodedString()
        }
    }

    static func canonicalJSON(_ value: BodyValue, volatile: VolatileTree?, into out: inout String) {
        switch value {
        case .object(let members):
            out += "{"
            let ordered =
                members.count < 2 || zip(members, members.dropFirst()).allSatisfy { $0.key < $1.key } ? members : members.sorted { $0.key < $1.key }
            for member in ordered {
                let child = volatile?.children[member.key]
                if child?.isLeaf == true { continue }
                BodyValue.writeJSONString(member.key, into: &out)
                out += ":"
                canonicalJSON(member.value, volatile: child, into: &out)
                out += ","
            }
            out += "}"
        case .array(let items):
            out += "["
            for item in items {
                canonicalJSON(item, volatile: volatile, into: &out)
                out += ","
            }
            out += "]"
        case .string(let text):
            BodyValue.writeJSONString(text, into: &out)
        case .number(let text):
            out += text
        case .bool(let flag):
            out += flag ? "true" : "false"
        case .null:
            out += "null"
        }
    }
}
