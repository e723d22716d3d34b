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
        /// Why the matching interaction could not be read back from its file, when that is the reason.
        public var unreadable: Diagnostic? = nil

        /// The explanation appended to the miss message.
        public var detail: MessageArgument {
            .localized(
                LocalizedText { language in
                    var text = exhausted ? MessageID.replayAllPlayed.template(language) : ""
                    if let unreadable {
                        text += MessageID.replayUnreadable.render(language, [.plain(unreadable.message(language))])
                    } else if closest.isEmpty {
                        text += MessageID.replayNothingToCompare.template(language)
                    } else if !exhausted {
                        let misses = closest.map { miss in
                            MessageID.replayNearMiss.render(
                                language,
                                [.plain("\(miss.index)"), .plain("\(miss.request)"), .plain(miss.differing.map(\.rawValue).joined(separator: ", "))])
                        }
                        let separator = MessageID.textListSeparator.template(language)
                        text += MessageID.replayClosest.render(language, [.plain(misses.joined(separator: separator))])
                    }
                    return text
                })
        }
    }

    /// The interactions served, when the player holds them in memory (empty when it reads them from a file).
    public let interactions: [Interaction]
    /// The cassette file the interactions are read from, one at a time, when the player does not hold them.
    let stored: StoredInteractions?
    /// The first interaction of each matching key, and for each interaction the next one with the same key.
    let first: [PartsDigest: Int32]
    let next: [Int32]
    let digests: [PartsDigest]
    let resolver: OperationResolver
    var cursors: [PartsDigest: Int32] = [:]
    var played: [Bool]
    /// Whether the last matching interaction repeats once all were played.
    public var allowPlaybackRepeats: Bool

    /// A request's matching parts, each reduced to a hash: what the index keeps per interaction, so its
    /// size does not grow with the bodies.
    struct PartsDigest: Hashable, Sendable {
        var method: Int
        var path: Int
        var query: Int
        var body: Int

        init(_ parts: RequestMatcher.Parts) {
            func hash(_ text: String) -> Int {
                var hasher = Hasher()
                hasher.combine(text)
                return hasher.finalize()
            }
            method = hash(parts.method)
            path = hash(parts.path)
            query = hash(parts.query)
            body = hash(parts.body)
        }

        subscript(part: RequestMatcher.Part) -> Int {
            switch part {
            case .method: method
            case .path: path
            case .query: query
            case .body: body
            }
        }
    }

    /// Indexes the interactions of a cassette held in memory.
    public init(interactions: [Interaction], resolver: OperationResolver, allowPlaybackRepeats: Bool = false) {
        var builder = IndexBuilder(resolver: resolver, capacity: interactions.count)
        for interaction in interactions { builder.add(interaction) }
        self.init(interactions: interactions, stored: nil, builder: builder, allowPlaybackRepeats: allowPlaybackRepeats)
    }

    /// Indexes a cassette file in one streaming pass and reads each interaction back when it is played.
    ///
    /// Only each interaction's place and matching key are kept, so memory grows with the number of
    /// interactions, not with their size. Returns the player and the cassette's header (its interactions
    /// left empty).
    public static func indexing(
        file: String, resolver: OperationResolver, allowPlaybackRepeats: Bool = false
    ) throws(CassetteError) -> (player: CassettePlayer, header: Cassette) {
        var builder = IndexBuilder(resolver: resolver, capacity: 0)
        // Read and parsed on one thread while the other computes each request's key.
        let summary = try CassetteStream.forEachConcurrently(file: file, indexing: true) { _, interaction in builder.add(interaction) }
        let stored = try StoredInteractions(file: file, places: summary.index)
        let player = CassettePlayer(interactions: [], stored: stored, builder: builder, allowPlaybackRepeats: allowPlaybackRepeats)
        return (player, summary.header)
    }

    private init(interactions: [Interaction], stored: StoredInteractions?, builder: IndexBuilder, allowPlaybackRepeats: Bool) {
        self.interactions = interactions
        self.stored = stored
        self.resolver = builder.resolver
        self.allowPlaybackRepeats = allowPlaybackRepeats
        self.first = builder.first
        self.next = builder.next
        self.digests = builder.digests
        self.played = Array(repeating: false, count: builder.digests.count)
    }

    /// Builds the index one interaction at a time; equal keys are chained in recorded order.
    struct IndexBuilder {
        let resolver: OperationResolver
        var first: [PartsDigest: Int32] = [:]
        var last: [PartsDigest: Int32] = [:]
        var next: [Int32] = []
        var digests: [PartsDigest] = []

        init(resolver: OperationResolver, capacity: Int) {
            self.resolver = resolver
            next.reserveCapacity(capacity)
            digests.reserveCapacity(capacity)
        }

        mutating func add(_ interaction: Interaction) {
            let profile = interaction.operation.flatMap(resolver.profile) ?? resolver.resolve(interaction.request)
            let digest = PartsDigest(RequestMatcher.parts(interaction.request, profile: profile))
            let position = Int32(truncatingIfNeeded: digests.count)
            digests.append(digest)
            next.append(-1)
            if let previous = last[digest] {
                next[Int(previous)] = position
            } else {
                first[digest] = position
            }
            last[digest] = position
        }
    }

    /// The interaction at a position, from memory or from the file.
    func interaction(at position: Int) throws(CassetteError) -> Interaction {
        if let stored { return try stored.interaction(at: position) }
        return interactions[position]
    }

    /// The number of interactions indexed.
    public var count: Int { digests.count }

    /// The recorded interaction for a request (already redacted the way recorded ones are), or why there is none.
    public mutating func play(_ request: RecordedRequest, profile: OperationResolver.Profile?) -> Result<Interaction, Miss> {
        let digest = PartsDigest(RequestMatcher.parts(request, profile: profile))
        let described = "\(request.method) \(request.target)"
        guard let head = first[digest] else {
            return .failure(Miss(request: described, exhausted: false, closest: closest(to: digest)))
        }
        let position: Int32
        if let cursor = cursors[digest] {
            if cursor >= 0 {
                position = cursor
            } else if allowPlaybackRepeats {
                var tail = head
                while next[Int(tail)] >= 0 { tail = next[Int(tail)] }
                return load(Int(tail), described)
            } else {
                return .failure(Miss(request: described, exhausted: true, closest: []))
            }
        } else {
            position = head
        }
        cursors[digest] = next[Int(position)]
        played[Int(position)] = true
        return load(Int(position), described)
    }

    private func load(_ position: Int, _ described: String) -> Result<Interaction, Miss> {
        do {
            return .success(try interaction(at: position))
        } catch {
            return .failure(Miss(request: described, exhausted: false, closest: [], unreadable: error.diagnostic))
        }
    }

    /// The indexes of interactions never played.
    public var unplayed: [Int] { played.indices.filter { !played[$0] } }

    /// The three recorded requests that differ from the given parts in the fewest parts.
    func closest(to requestParts: PartsDigest) -> [NearMiss] {
        let weight: (RequestMatcher.Part) -> Int = { part in
            switch part {
            case .method: 8
            case .path: 4
            case .query: 2
            case .body: 1
            }
        }
        // One pass keeping the best three, so a miss costs the same whatever the order of the cassette.
        var best: [(position: Int, score: Int, differing: [RequestMatcher.Part])] = []
        for (position, recorded) in digests.enumerated() {
            let differing = RequestMatcher.Part.allCases.filter { recorded[$0] != requestParts[$0] }
            let score = differing.map(weight).reduce(0, +)
            if best.count == 3, let worst = best.last, worst.score <= score { continue }
            best.append((position, score, differing))
            best.sort { $0.score == $1.score ? $0.position < $1.position : $0.score < $1.score }
            if best.count > 3 { best.removeLast() }
        }
        return best.map { candidate in
            let request = (try? interaction(at: candidate.position)).map { "\($0.request.method) \($0.request.target)" } ?? "#\(candidate.position)"
            return NearMiss(index: candidate.position, request: request, differing: candidate.differing)
        }
    }
}

/// Reads single interactions of a cassette file back from the places a streaming pass indexed.
final class StoredInteractions: @unchecked Sendable {
    let file: String
    let places: [(offset: Int, length: Int, line: Int)]
    private let handle: FileHandle
    private let lock = NSLock()

    init(file: String, places: [(offset: Int, length: Int, line: Int)]) throws(CassetteError) {
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw CassetteError(.cassetteUnreadable, [.plain(file), .plain(String(cString: strerror(errno)))], file: file)
        }
        self.file = file
        self.places = places
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// The interaction at a position; an error when the file changed since it was indexed.
    func interaction(at position: Int) throws(CassetteError) -> Interaction {
        let place = places[position]
        let bytes: Data
        do {
            bytes = try lock.withLock {
                try handle.seek(toOffset: UInt64(place.offset))
                return try handle.read(upToCount: place.length) ?? Data()
            }
        } catch {
            throw CassetteError(.cassetteUnreadable, [.plain(file), .plain(error.localizedDescription)], file: file)
        }
        let path = "$.interactions[\(position)]"
        guard bytes.count == place.length, let value = try? JSONBodyParser.parse([UInt8](bytes), limits: InputLimits.interaction) else {
            throw CassetteError(
                .cassetteInvalid,
                [
                    .plain(file), .plain("line \(place.line)"),
                    .localized(MessageID.replayFileChanged.localized()),
                ], file: file, line: place.line)
        }
        return try CassetteCodec.decode(interaction: value, file: file, path: path)
    }
}
