import Foundation

/// Records and replays one cassette file according to a ``RecordMode``.
///
/// The recorder decides, per request, whether to replay a recorded interaction, to record a new
/// one, or to refuse; it redacts and checks every exchange it records, keeps everything in memory,
/// and writes the file once, atomically, when ``finish()`` is called (never once per interaction).
/// Re-recording identical traffic leaves the file byte-identical, `recordedAt` included.
/// It is safe to use from several tasks at once.
public final class CassetteRecorder: @unchecked Sendable {
    /// How the recorder behaves.
    public struct Options: Sendable {
        /// The record mode (the `CONFORMANCE_RECORD` environment variable overrides it when resolved by the caller).
        public var mode: RecordMode
        /// Repeat the last matching interaction once all were played.
        public var allowPlaybackRepeats: Bool
        /// Report interactions never played as an error when finishing.
        public var strict: Bool
        /// The base URL recorded in the cassette.
        public var baseURL: String?
        /// What redaction replaces.
        package var redaction: RedactionPolicy
        /// Values a scenario generated, stored with the recording.
        public var generated: [String: String]
        /// Append each new interaction to a journal beside the cassette as it arrives, and write the cassette once at
        /// the end (`CassetteJournal`): for long recordings (the proxy), where rewriting the file would grow with it.
        public var journal: Bool

        /// Creates options, with the standard redaction.
        public init(
            mode: RecordMode = .none, allowPlaybackRepeats: Bool = false, strict: Bool = false, baseURL: String? = nil,
            generated: [String: String] = [:], journal: Bool = false
        ) {
            self.init(
                mode: mode, allowPlaybackRepeats: allowPlaybackRepeats, strict: strict, baseURL: baseURL, redaction: RedactionPolicy(),
                generated: generated, journal: journal)
        }

        /// Creates options with a redaction policy of the tool's own (secrets and names from the specs and settings).
        package init(
            mode: RecordMode = .none, allowPlaybackRepeats: Bool = false, strict: Bool = false, baseURL: String? = nil,
            redaction: RedactionPolicy, generated: [String: String] = [:], journal: Bool = false
        ) {
            self.mode = mode
            self.allowPlaybackRepeats = allowPlaybackRepeats
            self.strict = strict
            self.baseURL = baseURL
            self.redaction = redaction
            self.generated = generated
            self.journal = journal
        }
    }

    /// What to do with a request.
    public enum Decision: Sendable {
        /// Answer with this recorded interaction.
        case replay(Interaction)
        /// Forward the request upstream and record the exchange.
        case record
        /// Refuse: the request has no recorded match and the mode does not record.
        case miss(Diagnostic)
    }

    /// What a recording session did.
    public struct Summary: Sendable {
        /// Interactions replayed.
        public var replayed: Int
        /// Interactions recorded.
        public var recorded: Int
        /// Whether the file was written (false when nothing changed).
        public var wrote: Bool
        /// Indexes of recorded interactions never played.
        public var unplayed: [Int]
        /// Values replaced by redaction.
        public var redacted: Int
    }

    /// The cassette file.
    public let file: String
    /// The options.
    public let options: Options
    /// The checker applied to every exchange.
    public let exchangeChecker: ExchangeChecker
    let redactor: Redactor
    let existed: Bool
    /// The cassette as it was on disk when opened (nil when the file did not exist).
    ///
    /// A session that only replays (mode `none`, or `once` on an existing file) keeps the header alone, with
    /// no interactions: it indexes the file in one streaming pass and reads each interaction back as it is
    /// played, so its memory does not grow with the cassette (``replayable`` counts them).
    public let original: Cassette?
    /// How many recorded interactions this session can replay.
    public var replayable: Int { player.count }
    let lock = NSLock()
    var player: CassettePlayer
    /// The interactions recorded by this session, kept in memory only without a journal (with one, they are on disk).
    var recorded: [Interaction] = []
    /// How many interactions this session recorded.
    var recordedCount = 0
    var replayedCount = 0
    var redactedCount = 0
    var flushedCount = 0
    /// Serializes whole flushes, so a background flush and `finish()` never interleave.
    let flushLock = NSLock()
    var everWrote = false

    /// Opens a cassette for the given mode; a corrupt file is an error, never treated as empty.
    ///
    /// A journal left beside the cassette by a recording that was killed is folded into it first
    /// (``recovered`` says how many interactions came back).
    public init(file: String, specs: SpecSet, options: Options) throws(CassetteError) {
        self.file = file
        self.options = options
        self.exchangeChecker = ExchangeChecker(specs: specs)
        self.redactor = Redactor(policy: options.redaction)
        recovered = try CassetteJournal.recover(cassette: file, allowed: options.redaction.allowedCards)
        existed = FileManager.default.fileExists(atPath: file)
        if existed, options.mode == .none || options.mode == .once || (options.journal && options.mode == .newEpisodes) {
            // Index the file and read interactions back as they are played. Nothing will be written, or (journaled
            // `new_episodes`) the cassette is written at the end from the old file and the journal, one interaction
            // at a time.
            let indexed = try CassettePlayer.indexing(
                file: file, resolver: exchangeChecker.resolver, allowPlaybackRepeats: options.allowPlaybackRepeats)
            original = indexed.header
            player = indexed.player
            return
        }
        if existed, options.journal {
            // Recording everything anew: only the header is kept, from one streaming pass that also checks the file.
            original = try CassetteStream.forEach(file: file) { _, _ throws(CassetteError) in }.header
            player = CassettePlayer(interactions: [], resolver: exchangeChecker.resolver, allowPlaybackRepeats: options.allowPlaybackRepeats)
            return
        }
        if existed {
            original = try CassetteCodec.read(file: file)
        } else {
            original = nil
            if options.mode == .none {
                throw CassetteError(.cassetteMissing, [.plain(file), .plain(options.mode.rawValue)], file: file)
            }
        }
        let replayable = options.mode == .all ? [] : (original?.interactions ?? [])
        player = CassettePlayer(
            interactions: replayable, resolver: exchangeChecker.resolver, allowPlaybackRepeats: options.allowPlaybackRepeats)
    }

    /// Interactions recovered from a journal a killed recording left, and whether its last line was cut.
    public let recovered: (recovered: Int, truncated: Bool)?
    /// The journal of this recording, opened with its first new interaction (``Options/journal``).
    var journal: CassetteJournal?
    /// Interactions the journal refused because a card number survived redaction (kept out of the file).
    public private(set) var journalRefused = 0

    /// Appends an interaction to the journal, opening it on first use.
    ///
    /// `line` is the interaction's journal line when the caller has already encoded it and found no card
    /// number in it with the cassette scan (``withholdingUnredactableBodies(_:)``), so it is not scanned twice.
    func journalAppend(_ interaction: Interaction, scannedLine line: String? = nil) {
        guard options.journal, records else { return }
        do {
            let opened: CassetteJournal = try flushLock.withLock { () throws(CassetteError) -> CassetteJournal in
                if let journal { return journal }
                let created = try CassetteJournal(
                    cassette: file, mode: options.mode, baseURL: options.baseURL ?? original?.baseURL, allowed: options.redaction.allowedCards)
                journal = created
                return created
            }
            let appended = try line.map { line throws(CassetteError) in try opened.append(scannedLine: line) } ?? opened.append(interaction)
            if !appended { lock.withLock { journalRefused += 1 } }
        } catch {
            lock.withLock { journalRefused += 1 }
        }
    }

    /// Whether this session records at all.
    public var records: Bool {
        switch options.mode {
        case .none: false
        case .once: !existed
        case .newEpisodes, .all: true
        }
    }

    /// Redacts a live request the way recorded ones were, so it can be matched against them.
    package func redactedForMatching(_ request: RecordedRequest) -> (RecordedRequest, OperationResolver.Profile?) {
        let profile = exchangeChecker.resolver.resolve(request)
        var counter = 0
        return (redactor.redact(request, profile: profile, counter: &counter), profile)
    }

    /// Decides what to do with a request.
    public func decide(_ request: RecordedRequest) -> Decision {
        // Recording everything needs no match, so no redacted copy of the request.
        if options.mode == .all || (options.mode == .once && !existed) { return .record }
        let (redacted, profile) = redactedForMatching(request)
        lock.lock()
        defer { lock.unlock() }
        switch player.play(redacted, profile: profile) {
        case .success(let interaction):
            replayedCount += 1
            return .replay(interaction)
        case .failure(let miss):
            if options.mode == .newEpisodes { return .record }
            return .miss(Diagnostic(.error, .cassetteMiss, [.plain(file), .plain(miss.request), .plain(options.mode.rawValue), miss.detail]))
        }
    }

    /// Redacts, checks and keeps a new exchange; returns what will be written and the check result.
    ///
    /// The cassette is scanned before every write and not written while a card number survives redaction (in a
    /// body the redactor cannot read). With `withholdingUnredactable`, such a body is replaced, in the cassette
    /// only, by a note saying why (returned as `withheld`), so that one exchange can never stop a long recording
    /// (the proxy's) from being written; without it the write is refused, as a scenario run or an import wants.
    @discardableResult
    public func record(
        request: RecordedRequest, response: RecordedResponse, withholdingUnredactable: Bool = false
    ) -> (interaction: Interaction, check: ExchangeChecker.Result, withheld: LocalizedText?) {
        let profile = exchangeChecker.resolver.resolve(request)
        let (redacted, count) = redactor.redact(Interaction(request: request, response: response), profile: profile)
        var interaction = redacted
        // The check reads the operation resolved for redaction instead of resolving the request again.
        interaction.operation = profile?.reference
        var check = exchangeChecker.check(interaction)
        interaction.operation = check.operation
        interaction.verdict = check.verdict
        var withheld: LocalizedText?
        var scannedLine: String?
        if withholdingUnredactable {
            let screened = withholdingUnredactableBodies(interaction)
            if let note = screened.withheld {
                // Rare: the cassette keeps a note instead of the body, and its verdict is the one of what it keeps.
                interaction = screened.interaction
                check = exchangeChecker.check(interaction)
                interaction.operation = check.operation
                interaction.verdict = check.verdict
                withheld = note
            } else {
                scannedLine = screened.line
            }
        }
        lock.lock()
        if !options.journal { recorded.append(interaction) }
        recordedCount += 1
        redactedCount += count
        lock.unlock()
        journalAppend(interaction, scannedLine: scannedLine)
        return (interaction, check, withheld)
    }

    /// A redacted interaction with each body that still holds a card number replaced by a note, and the note.
    ///
    /// The interaction is encoded once, as its journal line, and that line is given the cassette scan (its text,
    /// `\u` escapes, Base64 bodies, sensitive names); when nothing is found, `line` is that scanned line, which the
    /// journal writes as it is.
    func withholdingUnredactableBodies(_ interaction: Interaction) -> (interaction: Interaction, withheld: LocalizedText?, line: String?) {
        let allowed = options.redaction.allowedCards
        func scanned(_ interaction: Interaction) -> (hits: [CardNumberScan.Hit], line: String) {
            let line = CassetteCodec.encode(interaction).jsonText
            let cassette = Cassette(recordedAt: "", baseURL: nil, interactions: [interaction])
            return (CardNumberScan.scan(cassette: line, cassette: cassette, allowed: allowed), line)
        }
        let (found, line) = scanned(interaction)
        guard let first = found.first else { return (interaction, nil, line) }
        let note = MessageID.cardBodyWithheld.localized([.plain(String(found.count)), first.position])
        var result = interaction
        // The cassette is the same file whoever reads it: its marker is written in English.
        result.response.body = .text(MessageID.cardBodyNotRecorded.render(.en, [.plain(note.en)]))
        if !scanned(result).hits.isEmpty { result.request.body = result.response.body }
        return (result, note, nil)
    }

    /// Writes the cassette if anything was recorded and it changed; reports unplayed interactions.
    ///
    /// Throws when card-number-like values survive redaction (nothing is written), when the file
    /// cannot be written, or, with `strict`, when recorded interactions were never played.
    @discardableResult
    public func finish() throws(CassetteError) -> Summary {
        let wrote = try options.journal ? writeFromJournal() : (writeCassette() || everWrote)
        flushLock.withLock {
            journal?.discard()
            journal = nil
        }
        lock.lock()
        let recordedTotal = recordedCount
        let replayed = replayedCount
        let redacted = redactedCount
        let unplayed = player.unplayed
        lock.unlock()
        if options.strict, !unplayed.isEmpty, !(options.mode == .all) {
            let list = unplayed.prefix(10).map { "#\($0)" }.joined(separator: ", ") + (unplayed.count > 10 ? "…" : "")
            throw CassetteError(.cassetteUnplayed, [.plain(file), .plain(String(unplayed.count)), .plain(list)], file: file)
        }
        return Summary(replayed: replayed, recorded: recordedTotal, wrote: wrote, unplayed: unplayed, redacted: redacted)
    }

    /// Writes the cassette of a journaled recording from its journal, one interaction at a time.
    ///
    /// In `new_episodes` the old file's interactions come first. Memory does not grow with the session; false when
    /// nothing was recorded or the cassette already said the same. The journal stays until the caller discards it.
    func writeFromJournal() throws(CassetteError) -> Bool {
        flushLock.lock()
        defer { flushLock.unlock() }
        guard let journal, journal.appended > 0 else { return false }
        try journal.close()
        let generated = options.mode == .newEpisodes ? (original?.generated ?? [:]).merging(options.generated) { $1 } : options.generated
        return try CassetteJournal.fold(
            journal: journal.file, into: file, existing: original, generated: generated, allowed: options.redaction.allowedCards
        ).wrote
    }

    /// Writes the cassette now if new interactions arrived since the last write and the content changed.
    ///
    /// Returns whether the file was written. Long-running recorders (the proxy) call it periodically,
    /// so a crash loses at most the last interval; each write replaces the file atomically.
    @discardableResult
    public func flush() throws(CassetteError) -> Bool {
        // A journaled recording is already on disk, line by line: the cassette is written once, by finish().
        if options.journal { return false }
        return try writeCassette()
    }

    /// Writes the cassette if new interactions arrived since the last write and the content changed.
    func writeCassette() throws(CassetteError) -> Bool {
        flushLock.lock()
        defer { flushLock.unlock() }
        lock.lock()
        let newInteractions = recorded
        let pending = recorded.count != flushedCount
        lock.unlock()
        guard records, pending, !newInteractions.isEmpty else { return false }
        let interactions: [Interaction]
        switch options.mode {
        case .newEpisodes: interactions = (original?.interactions ?? []) + newInteractions
        default: interactions = newInteractions
        }
        let generated = options.mode == .newEpisodes ? (original?.generated ?? [:]).merging(options.generated) { $1 } : options.generated
        guard
            interactions != original?.interactions || (options.baseURL != nil && options.baseURL != original?.baseURL)
                || generated != original?.generated
        else {
            lock.withLock { flushedCount = newInteractions.count }
            return false
        }
        let cassette = Cassette(
            recordedAt: Cassette.timestamp(), baseURL: options.baseURL ?? original?.baseURL, interactions: interactions, generated: generated)
        try CassetteRecorder.write(cassette, to: file, allowed: options.redaction.allowedCards)
        lock.withLock { flushedCount = newInteractions.count }
        lock.lock()
        everWrote = true
        lock.unlock()
        return true
    }

    /// Serializes, scans for surviving card numbers, and writes atomically.
    package static func write(_ cassette: Cassette, to file: String, allowed: Set<String> = TestCardNumbers.documented) throws(CassetteError) {
        let text = CassetteCodec.encode(cassette)
        let hits = CardNumberScan.scan(cassette: text, cassette: cassette, allowed: allowed)
        if let first = hits.first {
            throw CassetteError(.cassetteUnredacted, [.plain(file), .plain(String(hits.count)), first.position], file: file)
        }
        try CassetteCodec.writeAtomically(text, to: file)
    }
}
