import Foundation

/// Serves recorded interactions to incoming requests, in O(1) per request.
///
/// Interactions are indexed once by their matching key. Identical requests get their recorded
/// responses in recorded order; once those are used up, the last one repeats only when
/// `allowPlaybackRepeats` is set. A miss explains itself: the closest recorded requests and which
/// part of each differed.
package struct CassettePlayer: Sendable {
    /// A recorded request close to a missed one, and the parts that differ.
    package struct NearMiss: Sendable, Hashable {
        /// The index of the recorded interaction.
        package var index: Int
        /// Its method and target.
        package var request: String
        /// The parts that differ from the missed request.
        package var differing: [RequestMatcher.Part]
    }

    /// Why a request got no response.
    package struct Miss: Error, Sendable {
        /// The request that missed.
        package var request: String
        /// Whether matching interactions existed but were all used.
        package var exhausted: Bool
        /// The closest recorded requests.
        package var closest: [NearMiss]
        /// Why the matching interaction could not be read back from its file, when that is the reason.
        package var unreadable: Diagnostic? = nil

        /// The explanation appended to the miss message.
        package var detail: MessageArgument {
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
    package let interactions: [Interaction]
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
    package var allowPlaybackRepeats: Bool

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
    package init(interactions: [Interaction], resolver: OperationResolver, allowPlaybackRepeats: Bool = false) {
        var builder = IndexBuilder(resolver: resolver, capacity: interactions.count)
        for interaction in interactions { builder.add(interaction) }
        self.init(interactions: interactions, stored: nil, builder: builder, allowPlaybackRepeats: allowPlaybackRepeats)
    }

    /// Indexes a cassette file in one streaming pass and reads each interaction back when it is played.
    ///
    /// Only each interaction's place and matching key are kept, so memory grows with the number of
    /// interactions, not with their size. Returns the player and the cassette's header (its interactions
    /// left empty).
    package static func indexing(
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
    package var count: Int { digests.count }

    /// The recorded interaction for a request (already redacted the way recorded ones are), or why there is none.
    package mutating func play(_ request: RecordedRequest, profile: OperationResolver.Profile?) -> Result<Interaction, Miss> {
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
    package var unplayed: [Int] { played.indices.filter { !played[$0] } }

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
