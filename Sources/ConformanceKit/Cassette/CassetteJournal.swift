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
public final class CassetteJournal: @unchecked Sendable {
    /// The value of the header's `format` key.
    public static let formatName = "paymentconformance-journal"
    /// The journal file of a cassette.
    public static func path(for cassette: String) -> String { cassette + ".journal" }

    /// The journal file.
    public let file: String
    let handle: FileHandle
    let lock = NSLock()
    let allowed: Set<String>
    /// Interactions appended.
    public private(set) var appended = 0

    /// Starts a new journal (replacing none: a journal left by a crash must be recovered first).
    public init(cassette: String, mode: RecordMode, baseURL: String?, allowed: Set<String>) throws(CassetteError) {
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
            throw CassetteError(.cassetteUnwritable, [.plain(file), .plain(error.localizedDescription)], file: file)
        }
        guard FileManager.default.createFile(atPath: file, contents: Data((header.jsonText + "\n").utf8)),
            let handle = FileHandle(forWritingAtPath: file)
        else {
            throw CassetteError(.cassetteUnwritable, [.plain(file), .plain(String(cString: strerror(errno)))], file: file)
        }
        handle.seekToEndOfFile()
        self.handle = handle
    }

    /// Appends one redacted interaction; a line that still holds a card number is refused (returns false) and never written.
    @discardableResult
    public func append(_ interaction: Interaction) throws(CassetteError) -> Bool {
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
            throw CassetteError(.cassetteUnwritable, [.plain(file), .plain(error.localizedDescription)], file: file)
        }
        return true
    }

    /// Closes and removes the journal, once the cassette holding its interactions is written.
    public func discard() {
        lock.withLock { try? handle.close() }
        try? FileManager.default.removeItem(atPath: file)
    }

    /// What a journal left by an interrupted recording holds.
    public struct Contents: Sendable {
        /// How the journal combines with the cassette that was there before.
        public var mode: RecordMode
        /// The base URL of the recording.
        public var baseURL: String?
        /// Every complete interaction, in order.
        public var interactions: [Interaction]
        /// Whether the last line was cut short (and dropped).
        public var truncated: Bool
    }

    /// Reads a journal line by line: a line cut by a crash (the last one) is dropped; any other damage is an error at its line.
    public static func read(_ file: String) throws(CassetteError) -> Contents {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw CassetteError(.inputUnreadable, [.plain(file), .plain("cannot read the journal")], file: file)
        }
        let bytes = [UInt8](data)
        var lines: [ArraySlice<UInt8>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            lines.append(bytes[start..<index])
            start = index + 1
        }
        let truncated = start < bytes.count
        guard let first = lines.first, let header = try? JSONBodyParser.parse(Data(first)),
            header["format"]?.lexicalText == formatName
        else {
            throw CassetteError(.inputUnreadable, [.plain(file), .plain("line 1 is not a PaymentConformance journal header")], file: file, line: 1)
        }
        guard header["formatVersion"]?.lexicalText == "1" else {
            throw CassetteError(.inputUnreadable, [.plain(file), .plain("unsupported journal formatVersion")], file: file, line: 1)
        }
        let mode = header["mode"]?.lexicalText.flatMap(RecordMode.init(rawValue:)) ?? .all
        var interactions: [Interaction] = []
        interactions.reserveCapacity(lines.count - 1)
        for (offset, line) in lines.dropFirst().enumerated() where !line.isEmpty {
            let number = offset + 2
            let value: BodyValue
            do {
                value = try JSONBodyParser.parse(Data(line), limits: .documents)
            } catch {
                throw CassetteError(.inputUnreadable, [.plain(file), .plain("line \(number): \(error.reason.en)")], file: file, line: number)
            }
            interactions.append(try CassetteCodec.decode(interaction: value, file: file, path: "line \(number)"))
        }
        return Contents(mode: mode, baseURL: header["baseURL"]?.lexicalText, interactions: interactions, truncated: truncated)
    }

    /// Folds a journal left beside a cassette into it (atomically), then removes the journal; nil when there is none.
    ///
    /// The cassette is scanned before it is written, like every cassette; the journal is removed only once the
    /// cassette holding its interactions is on disk.
    @discardableResult
    public static func recover(cassette: String, allowed: Set<String> = SpecValidator.testCards) throws(CassetteError) -> (
        recovered: Int, truncated: Bool
    )? {
        let journal = path(for: cassette)
        guard FileManager.default.fileExists(atPath: journal) else { return nil }
        let contents = try read(journal)
        let before = FileManager.default.fileExists(atPath: cassette) ? try CassetteCodec.read(file: cassette) : nil
        var interactions = contents.interactions
        if contents.mode == .newEpisodes { interactions = (before?.interactions ?? []) + interactions }
        if !contents.interactions.isEmpty {
            let result = Cassette(
                recordedAt: Cassette.timestamp(), baseURL: contents.baseURL ?? before?.baseURL, interactions: interactions,
                generated: before?.generated ?? [:])
            try CassetteRecorder.write(result, to: cassette, allowed: allowed)
        }
        try? FileManager.default.removeItem(atPath: journal)
        return (contents.interactions.count, contents.truncated)
    }
}
