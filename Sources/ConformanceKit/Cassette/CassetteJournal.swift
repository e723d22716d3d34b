import Foundation

/// The append-only journal a long recording keeps beside its cassette (`NAME.json.journal`).
///
/// Each new interaction is appended as one line of compact JSON as it arrives, already redacted and
/// scanned, so recording costs the same for the millionth exchange as for the first and nothing is
/// rewritten while it runs. The cassette itself is written once, atomically, when the recording ends,
/// and the journal is then removed. A recording killed before that (`kill -9`, a power cut) leaves the
/// journal: the next recorder opening the cassette, or `conformance cassette recover`, folds it into
/// the cassette, keeping every complete line (a line cut by the crash is the only thing dropped).
///
/// The first line is a header: `{"format": "paymentconformance-journal", "formatVersion": 1, "mode":
/// …, "baseURL": …, "startedAt": …}`; the mode says how the journal combines with the cassette that was
/// there before (`new_episodes` appends to it, the other modes replace it).
package final class CassetteJournal: @unchecked Sendable {
    /// The value of the header's `format` key.
    package static let formatName = "paymentconformance-journal"
    /// The journal file of a cassette.
    package static func path(for cassette: String) -> String { cassette + ".journal" }

    /// The journal file.
    package let file: String
    let handle: FileHandle
    let lock = NSLock()
    let allowed: Set<String>
    /// Interactions appended.
    package private(set) var appended = 0

    /// Starts a new journal (replacing none: a journal left by a crash must be recovered first).
    package init(cassette: String, mode: RecordMode, baseURL: String?, allowed: Set<String>) throws(CassetteError) {
        file = CassetteJournal.path(for: cassette)
        self.allowed = allowed
        let header = BodyValue.object([
            BodyMember("baseURL", baseURL.map(BodyValue.string) ?? .null), BodyMember("format", .string(CassetteJournal.formatName)),
            BodyMember("formatVersion", .number("1")), BodyMember("mode", .string(mode.rawValue)),
            BodyMember("startedAt", .string(Cassette.timestamp())),
        ])
        let folder = (file as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        } catch {
            throw CassetteError(.cassetteUnwritable, [.plain(file), .reason(error)], file: file)
        }
        guard FileManager.default.createFile(atPath: file, contents: Data((header.jsonText + "\n").utf8)),
            let handle = FileHandle(forWritingAtPath: file)
        else {
            throw CassetteError(.cassetteUnwritable, [.plain(file), .localized(SystemReason.text(errno: errno))], file: file)
        }
        handle.seekToEndOfFile()
        self.handle = handle
    }

    /// Appends one redacted interaction; a line that still holds a card number is refused (returns false) and never written.
    @discardableResult
    package func append(_ interaction: Interaction) throws(CassetteError) -> Bool {
        let line = CassetteCodec.encode(interaction).jsonText
        guard CardNumberScan.scan(line, allowed: allowed).isEmpty else { return false }
        return try append(scannedLine: line)
    }

    /// Appends a line the caller encoded from an interaction with `CassetteCodec.encode(_:)` and
    /// already scanned at least as deeply as ``append(_:)`` would (the recorder's cassette scan); a line with a
    /// line break in it is refused.
    func append(scannedLine line: String) throws(CassetteError) -> Bool {
        guard !line.utf8.contains(0x0A) else { return false }
        var bytes = Data(line.utf8)
        bytes.append(0x0A)
        do {
            try lock.withLock {
                try handle.write(contentsOf: bytes)
                appended += 1
            }
        } catch {
            throw CassetteError(.cassetteUnwritable, [.plain(file), .reason(error)], file: file)
        }
        return true
    }

    /// Writes what is pending to disk and closes the journal, which stays in place (to be folded, then discarded).
    package func close() throws(CassetteError) {
        do {
            try lock.withLock {
                try handle.synchronize()
                try handle.close()
            }
        } catch {
            throw CassetteError(.cassetteUnwritable, [.plain(file), .reason(error)], file: file)
        }
    }

    /// Closes and removes the journal, once the cassette holding its interactions is written.
    package func discard() {
        lock.withLock { try? handle.close() }
        try? FileManager.default.removeItem(atPath: file)
    }

    /// Folds a journal left beside a cassette into it (atomically), then removes the journal; nil when there is none.
    ///
    /// The cassette is scanned before it is written, like every cassette; the journal is removed only once the
    /// cassette holding its interactions is on disk.
    @discardableResult
    package static func recover(cassette: String, allowed: Set<String> = TestCardNumbers.documented) throws(CassetteError) -> (
        recovered: Int, truncated: Bool
    )? {
        let journal = path(for: cassette)
        guard FileManager.default.fileExists(atPath: journal) else { return nil }
        let folded = try fold(journal: journal, into: cassette, allowed: allowed)
        try? FileManager.default.removeItem(atPath: journal)
        return (folded.interactions, folded.truncated)
    }

    /// What folding a journal into its cassette did.
    package struct Folded: Sendable {
        /// The interactions the journal held (its complete lines).
        package var interactions: Int
        /// Whether its last line was cut short (and dropped).
        package var truncated: Bool
        /// Whether the cassette file was written (false when the journal held nothing, or what it held left the
        /// cassette saying exactly what it said).
        package var wrote: Bool
    }

    /// Writes the cassette a journal stands for, one interaction at a time, and leaves the journal in place.
    ///
    /// With the journal's mode `new_episodes`, the interactions of the cassette already there come first. The
    /// cassette's `generated` values are `generated` when given, otherwise those of the cassette already there.
    /// Memory stays bounded by the largest interaction: the journal is read line by line, the old cassette
    /// interaction by interaction (``CassetteStream``), and the new one is written through a
    /// ``CassetteStreamWriter`` (each interaction scanned; a cassette that would say what the old one said is not
    /// rewritten). A damaged line other than a cut last one is an error at its line, and nothing is written.
    ///
    /// `existing` is the old cassette's header when the caller has already read it (a recorder, when it opened the
    /// cassette); without it, the old cassette is read once more for its header.
    package static func fold(
        journal: String, into cassette: String, existing: Cassette? = nil, generated: [String: String]? = nil,
        allowed: Set<String> = TestCardNumbers.documented
    ) throws(CassetteError) -> Folded {
        let lines = try JournalLines(file: journal)
        let header = try lines.header()
        let mode = header["mode"]?.lexicalText.flatMap(RecordMode.init(rawValue:)) ?? .all
        var before: Cassette?
        if FileManager.default.fileExists(atPath: cassette) {
            if let existing {
                before = existing
            } else {
                before = try CassetteStream.forEach(file: cassette) { _, _ throws(CassetteError) in }.header
            }
        }
        let writer = try CassetteStreamWriter(
            file: cassette, baseURL: header["baseURL"]?.lexicalText ?? before?.baseURL, generated: generated ?? before?.generated ?? [:],
            allowed: allowed)
        if mode == .newEpisodes, before != nil {
            _ = try CassetteStream.forEach(file: cassette) { _, interaction throws(CassetteError) in try writer.append(interaction) }
        }
        var count = 0
        while let (number, line) = try lines.next() {
            let value: BodyValue
            do {
                value = try JSONBodyParser.parse(line, limits: InputLimits.interaction)
            } catch {
                writer.discard()
                throw CassetteError(
                    .inputUnreadable,
                    [.plain(journal), .localized(MessageID.textAtLine.localized([.plain("\(number)"), .localized(error.reason)]))], file: journal,
                    line: number)
            }
            try writer.append(try CassetteCodec.decode(interaction: value, file: journal, path: "line \(number)"))
            count += 1
        }
        guard count > 0 else {
            writer.discard()
            return Folded(interactions: 0, truncated: lines.truncated, wrote: false)
        }
        let now = Cassette.timestamp()
        let wrote: Bool
        if let before {
            wrote = try writer.finish(recordedAt: now, unlessSameAs: before)
        } else {
            try writer.finish(recordedAt: now)
            wrote = true
        }
        return Folded(interactions: count, truncated: lines.truncated, wrote: wrote)
    }
}

/// The lines of a journal, read in pieces: the header first, then each complete line with its number.
final class JournalLines {
    let file: String
    let handle: FileHandle
    var buffer: [UInt8] = []
    var start = 0
    var atEnd = false
    var number = 0
    /// The bytes of the file dropped from the buffer so far.
    var consumed = 0
    /// Where the search for the next line break resumes (the bytes before it hold none).
    var searched = 0
    /// Whether the file ended in the middle of a line (a line cut by a crash, dropped).
    private(set) var truncated = false

    init(file: String) throws(CassetteError) {
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw CassetteError(.inputUnreadable, [.plain(file), .localized(MessageID.journalUnreadable.localized())], file: file)
        }
        self.file = file
        self.handle = handle
    }

    deinit { try? handle.close() }

    /// The header (line 1), checked.
    func header() throws(CassetteError) -> BodyValue {
        guard let (_, first) = try next(), let header = try? JSONBodyParser.parse(first), header["format"]?.lexicalText == CassetteJournal.formatName
        else {
            throw CassetteError(.inputUnreadable, [.plain(file), .localized(MessageID.journalHeader.localized())], file: file, line: 1)
        }
        guard header["formatVersion"]?.lexicalText == "1" else {
            throw CassetteError(.inputUnreadable, [.plain(file), .localized(MessageID.journalVersion.localized())], file: file, line: 1)
        }
        return header
    }

    /// The next complete, non-empty line and its number; nil at the end.
    func next() throws(CassetteError) -> (Int, [UInt8])? {
        while true {
            // Bytes already searched are not searched again: a long line arriving in many chunks stays linear.
            if let end = buffer[max(start, searched)...].firstIndex(of: 0x0A) {
                let line = Array(buffer[start..<end])
                start = end + 1
                number += 1
                if line.isEmpty { continue }
                return (number, line)
            }
            if atEnd {
                truncated = start < buffer.count
                return nil
            }
            consumed += start
            buffer.removeFirst(start)
            start = 0
            searched = buffer.count
            if buffer.count > InputLimits.interaction.maxBodyBytes {
                // A line this long is no recorded exchange (a damaged journal): stop before holding more of it.
                let limit = InputLimits.interaction.maxBodyBytes
                throw CassetteError(
                    .inputTooLarge(
                        MessageID.limitJournalLine.localized([.plain(String(number + 1))]),
                        limit: InputLimits.bytes(limit), name: "InputLimits.interaction.maxBodyBytes",
                        stop: InputLimits.atByte(consumed + limit),
                        advice: MessageID.limitJournalAdvice.localized(),
                        at: SourceLocation(file: file, line: number + 1, column: 1)))
            }
            let chunk: Data
            do {
                chunk = try handle.read(upToCount: CassetteStream.chunkSize) ?? Data()
            } catch {
                throw CassetteError(.inputUnreadable, [.plain(file), .reason(error)], file: file)
            }
            if chunk.isEmpty { atEnd = true } else { buffer.append(contentsOf: chunk) }
        }
    }
}
