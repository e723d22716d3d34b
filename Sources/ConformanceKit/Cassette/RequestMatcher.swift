import Foundation

/// Canonical forms of requests, so equivalent requests match whatever their key or parameter order.
///
/// Method, path, query (order-insensitive) and body (JSON key-order-insensitive, form
/// order-insensitive) make the key; volatile fields named by the operation's spec (seals, nonces,
/// request IDs, timestamps, JWE payloads) are left out of it.
public enum RequestMatcher {
    /// The parts of a request that matching compares.
    public enum Part: String, Sendable, Hashable, CaseIterable {
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
    public struct Parts: Sendable, Hashable {
        /// The method.
        public var method: String
        /// The path without trailing slashes, after the request's upstream when it has one.
        public var path: String
        /// The sorted, encoded query without volatile parameters.
        public var query: String
        /// The canonical body without volatile fields.
        public var body: String

        /// The canonical text of one part.
        public subscript(part: Part) -> String {
            switch part {
            case .method: method
            case .path: path
            case .query: query
            case .body: body
            }
        }
    }

    /// The canonical form of each part.
    public static func parts(_ request: RecordedRequest, profile: OperationResolver.Profile?) -> Parts {
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
    public static func key(_ request: RecordedRequest, profile: OperationResolver.Profile?) -> Parts {
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

/// Volatile body paths as a tree of keys, walked alongside the body (no path strings built).
public final class VolatileTree: Sendable {
    /// Sub-trees by key.
    public let children: [String: VolatileTree]
    /// Whether the path ending here is volatile (the whole value is ignored).
    public let isLeaf: Bool

    /// The tree with no volatile path.
    public static let empty = VolatileTree(children: [:], isLeaf: false)

    init(children: [String: VolatileTree], isLeaf: Bool) {
        self.children = children
        self.isLeaf = isLeaf
    }

    /// Builds the tree of dotted paths (`RequestHeader.RequestId`).
    public convenience init(paths: Set<String>) {
        var grouped: [String: Set<String>] = [:]
        var leaves: Set<String> = []
        for path in paths {
            let parts = path.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 1 {
                leaves.insert(parts[0])
            } else {
                grouped[parts[0], default: []].insert(parts[1])
            }
        }
        var children: [String: VolatileTree] = [:]
        for leaf in leaves { children[leaf] = VolatileTree(children: [:], isLeaf: true) }
        for (key, rest) in grouped where children[key] == nil { children[key] = VolatileTree(paths: rest) }
        self.init(children: children, isLeaf: false)
    }
}

/// Serves recorded interactions to incoming requests, in O(1) per request.
///
/// Interactions are indexed once by their matching key. Identical requests get their recorded
/// responses in recorded order; once those are used up, the last one repeats only when
/// `allowPlaybackRepeats` is set. A miss explains itself: the closest recorded requests and which
/// part of each differed.
public struct CassettePlayer: Sendable {
    /// A recorded request close to a missed one, and the parts that differ.
    public struct NearMiss: Sendable, Hashable {
        /// The index of the recorded interaction.
        public var index: Int
        /// Its method and target.
        public var request: String
        /// The parts that differ from the missed request.
        public var differing: [RequestMatcher.Part]
    }

    /// Why a request got no response.
    public struct Miss: Error, Sendable {
        /// The request that missed.
        public var request: String
        /// Whether matching interactions existed but were all used.
        public var exhausted: Bool
        /// The closest recorded requests.
        public var closest: [NearMiss]

        /// The explanation appended to the miss message.
        public var detail: MessageArgument {
            var en = ""
            var fr = ""
            if exhausted {
                en += "; every matching interaction was already played (use --allow-playback-repeats to repeat the last one)"
                fr += " ; toutes les interactions correspondantes ont déjà été rejouées (--allow-playback-repeats répète la dernière)"
            }
            if closest.isEmpty {
                en += "; the cassette has no interaction to compare with"
                fr += " ; la cassette n'a aucune interaction à comparer"
            } else if !exhausted {
                en +=
                    "; closest recorded: "
                    + closest.map { "#\($0.index) \($0.request) (differs in \($0.differing.map(\.rawValue).joined(separator: ", ")))" }.joined(
                        separator: "; ")
                fr +=
                    " ; les plus proches : "
                    + closest.map { "n° \($0.index) \($0.request) (diffère par : \($0.differing.map(\.rawValue).joined(separator: ", ")))" }.joined(
                        separator: " ; ")
            }
            return .localized(LocalizedText(en: en, fr: fr))
        }
    }

    /// The interactions served.
    public let interactions: [Interaction]
    let index: [RequestMatcher.Parts: [Int]]
    let parts: [RequestMatcher.Parts]
    let resolver: OperationResolver
    var cursors: [RequestMatcher.Parts: Int] = [:]
    var played: [Bool]
    /// Whether the last matching interaction repeats once all were played.
    public var allowPlaybackRepeats: Bool

    /// Indexes the interactions of a cassette.
    public init(interactions: [Interaction], resolver: OperationResolver, allowPlaybackRepeats: Bool = false) {
        self.interactions = interactions
        self.resolver = resolver
        self.allowPlaybackRepeats = allowPlaybackRepeats
        var index: [RequestMatcher.Parts: [Int]] = [:]
        var parts: [RequestMatcher.Parts] = []
        parts.reserveCapacity(interactions.count)
        for (position, interaction) in interactions.enumerated() {
            let profile = interaction.operation.flatMap(resolver.profile) ?? resolver.resolve(interaction.request)
            let requestParts = RequestMatcher.parts(interaction.request, profile: profile)
            parts.append(requestParts)
            index[requestParts, default: []].append(position)
        }
        self.index = index
        self.parts = parts
        self.played = Array(repeating: false, count: interactions.count)
    }

    /// The recorded interaction for a request (already redacted the way recorded ones are), or why there is none.
    public mutating func play(_ request: RecordedRequest, profile: OperationResolver.Profile?) -> Result<Interaction, Miss> {
        let key = RequestMatcher.parts(request, profile: profile)
        let requestParts = key
        if let positions = index[key] {
            let cursor = cursors[key, default: 0]
            if cursor < positions.count {
                cursors[key] = cursor + 1
                played[positions[cursor]] = true
                return .success(interactions[positions[cursor]])
            }
            if allowPlaybackRepeats, let last = positions.last { return .success(interactions[last]) }
            return .failure(Miss(request: "\(request.method) \(request.target)", exhausted: true, closest: []))
        }
        return .failure(Miss(request: "\(request.method) \(request.target)", exhausted: false, closest: closest(to: requestParts)))
    }

    /// The indexes of interactions never played.
    public var unplayed: [Int] { played.indices.filter { !played[$0] } }

    /// The three recorded requests that differ from the given parts in the fewest parts.
    func closest(to requestParts: RequestMatcher.Parts) -> [NearMiss] {
        var scored: [(Int, [RequestMatcher.Part])] = []
        for (position, recorded) in parts.enumerated() {
            let differing = RequestMatcher.Part.allCases.filter { recorded[$0] != requestParts[$0] }
            scored.append((position, differing))
        }
        let weight: (RequestMatcher.Part) -> Int = { part in
            switch part {
            case .method: 8
            case .path: 4
            case .query: 2
            case .body: 1
            }
        }
        return scored.sorted { a, b in
            let left = a.1.map(weight).reduce(0, +)
            let right = b.1.map(weight).reduce(0, +)
            return left == right ? a.0 < b.0 : left < right
        }.prefix(3).map { position, differing in
            NearMiss(
                index: position, request: "\(interactions[position].request.method) \(interactions[position].request.target)", differing: differing)
        }
    }
}
