import Foundation

/// Writes a cassette one interaction at a time, into a temporary file beside the target, renamed into place at the end.
///
/// The bytes are exactly those of ``CassetteCodec/encode(_:)-(Cassette)`` for the same cassette, but only one
/// interaction is ever held: each is encoded, scanned for card numbers that survived redaction (the rule of
/// ``CassetteRecorder/write(_:to:allowed:)``), appended, and dropped. A refused interaction, an error or a writer
/// dropped before ``finish(recordedAt:toolVersion:)`` deletes the temporary file: the target is either left as it was
/// or replaced whole, never partial and never with an unredacted value. It is not `Sendable`: one task writes a cassette.
package final class CassetteStreamWriter {
    /// The cassette file being written.
    package let file: String
    /// How many interactions were appended.
    package private(set) var count = 0

    let allowed: Set<String>
    let output: AtomicFileStream

    /// Opens a temporary file beside `file` and writes the cassette's header (its keys before `interactions`).
    ///
    /// `allowed` are the card numbers that may appear (published test cards by default).
    package init(
        file: String, baseURL: String?, generated: [String: String] = [:], allowed: Set<String> = TestCardNumbers.documented
    ) throws(CassetteError) {
        self.file = file
        self.allowed = allowed
        output = try AtomicFileStream(file: file)
        var members: [BodyMember] = []
        if let baseURL { members.append(BodyMember("baseURL", .string(baseURL))) }
        members.append(BodyMember("format", .string(Cassette.formatName)))
        members.append(BodyMember("formatVersion", .number(String(Cassette.formatVersion))))
        if !generated.isEmpty {
            members.append(BodyMember("generated", .object(generated.sorted { $0.key < $1.key }.map { BodyMember($0.key, .string($0.value)) })))
        }
        var header = "{\n"
        for member in members {
            header += "  "
            BodyValue.writeJSONString(member.key, into: &header)
            header += ": "
            CassetteCodec.write(member.value, into: &header, level: 1)
            header += ",\n"
        }
        header += "  \"interactions\": "
        try scanned(header)
        try output.write(header)
    }

    /// Encodes, scans and appends one interaction; throws (and deletes the temporary file) when a card number survived
    /// redaction or the disk refuses the write.
    package func append(_ interaction: Interaction) throws(CassetteError) {
        guard output.isOpen else { throw finished() }
        var element = "    "
        CassetteCodec.write(CassetteCodec.encode(interaction), into: &element, level: 2)
        let hits = CardNumberScan.scan(
            cassette: element, cassette: Cassette(recordedAt: "", baseURL: nil, interactions: [interaction]), allowed: allowed)
        if let first = hits.first {
            output.discard()
            // The element starts on the line after the one its separator ends.
            let position = Self.position(first, lineOffset: output.lines + 1, index: count)
            throw CassetteError(.cassetteUnredacted, [.plain(file), .plain(String(hits.count)), position], file: file)
        }
        try output.write((count == 0 ? "[\n" : ",\n") + element)
        count += 1
    }

    /// Writes the keys after `interactions`, flushes the file to disk and renames it over the target.
    package func finish(recordedAt: String, toolVersion: String = ConformanceKit.toolVersion) throws(CassetteError) {
        guard output.isOpen else { throw finished() }
        let tail = tail(recordedAt: recordedAt, toolVersion: toolVersion)
        try scanned(tail)
        try output.write(tail)
        try output.commit()
    }

    /// Finishes like ``finish(recordedAt:toolVersion:)`` unless the cassette would say what `original` (the cassette
    /// file being replaced) already says: then the target is left byte for byte as it was, the temporary file is
    /// deleted, and the answer is false.
    ///
    /// "The same" means the same bytes once given the original's `recordedAt` and `toolVersion`, so re-recording
    /// identical traffic neither touches the file nor moves its date. The comparison reads both files once, in
    /// pieces: its cost grows with the files, its memory does not.
    @discardableResult
    package func finish(recordedAt: String, unlessSameAs original: Cassette) throws(CassetteError) -> Bool {
        guard output.isOpen else { throw finished() }
        let body = output.written
        let lines = output.lines
        let same = tail(recordedAt: original.recordedAt, toolVersion: original.toolVersion)
        try scanned(same)
        try output.write(same)
        if try output.matches(file: output.destination) {
            output.discard()
            return false
        }
        try output.truncate(to: body, lines: lines)
        try finish(recordedAt: recordedAt)
        return true
    }

    /// The keys after `interactions`.
    func tail(recordedAt: String, toolVersion: String) -> String {
        var tail = count == 0 ? "[],\n" : "\n  ],\n"
        tail += "  \"recordedAt\": "
        BodyValue.writeJSONString(recordedAt, into: &tail)
        tail += ",\n  \"toolVersion\": "
        BodyValue.writeJSONString(toolVersion, into: &tail)
        tail += "\n}\n"
        return tail
    }

    /// Abandons the cassette: the temporary file is deleted and the target is left as it was.
    package func discard() { output.discard() }

    // MARK: Internals

    /// Refuses header or footer text holding a card number (a base URL or a generated value).
    func scanned(_ text: String) throws(CassetteError) {
        let hits = CardNumberScan.scanDeep(text, allowed: allowed)
        guard let first = hits.first else { return }
        output.discard()
        let position = Self.position(first, lineOffset: output.lines, index: nil)
        throw CassetteError(.cassetteUnredacted, [.plain(file), .plain(String(hits.count)), position], file: file)
    }

    /// A hit's place in the whole file: the line counted from the file's start, and the interaction that holds it.
    ///
    /// The hit comes from a scan of one interaction written alone, so a JSON path it names starts at
    /// `$.interactions[0]`, which becomes the interaction's own index.
    static func position(_ hit: CardNumberScan.Hit, lineOffset: Int, index: Int?) -> MessageArgument {
        var hit = hit
        hit.line += lineOffset
        let owner = index.map { MessageArgument.plain("$.interactions[\($0)]") }
        func reindexed(_ path: String) -> String {
            guard let index, path.hasPrefix("$.interactions[0]") else { return path }
            return "$.interactions[\(index)]" + path.dropFirst("$.interactions[0]".count)
        }
        switch hit.place {
        case .text, .base64, .percentEncoded, .header, .unicodeEscapes(nil):
            guard let owner else { return hit.position }
            return .localized(MessageID.cardInInteraction.localized([hit.position, owner]))
        case .unicodeEscapes(let path?): hit.place = .unicodeEscapes(path: reindexed(path))
        case .base64Body(let path): hit.place = .base64Body(path: reindexed(path))
        case .underName(let path, let kind, let name): hit.place = .underName(path: reindexed(path), kind: kind, name: name)
        }
        return hit.position
    }

    func finished() -> CassetteError {
        CassetteError(
            .cassetteUnwritable,
            [
                .plain(file),
                .localized(MessageID.cassetteWriterFinished.localized()),
            ], file: file)
    }
}

/// A file written in pieces into a temporary file beside it, flushed to disk and renamed into place at the end.
///
/// Until ``commit()`` the target is untouched; ``discard()`` (or dropping the stream) deletes the temporary file.
final class AtomicFileStream {
    let file: String
    let destination: String
    let temporary: String
    var handle: FileHandle?
    var buffer: [UInt8] = []
    /// The line breaks written so far.
    private(set) var lines = 0

    /// The size of a write.
    static let flushSize = 1 << 18

    /// Creates the temporary file; `file` must be a regular file or not exist (a symbolic link is followed).
    init(file: String) throws(CassetteError) {
        self.file = file
        destination = try CassetteCodec.regularDestination(file)
        let url = URL(fileURLWithPath: destination)
        let folder = url.deletingLastPathComponent()
        temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw CassetteError(.cassetteUnwritable, [.plain(file), .reason(error)], file: file)
        }
        guard FileManager.default.createFile(atPath: temporary, contents: nil), let handle = FileHandle(forWritingAtPath: temporary) else {
            let reason = SystemReason.text(errno: errno)
            try? FileManager.default.removeItem(atPath: temporary)
            throw CassetteError(.cassetteUnwritable, [.plain(file), .localized(reason)], file: file)
        }
        self.handle = handle
    }

    deinit { discard() }

    /// Whether the stream can still be written.
    var isOpen: Bool { handle != nil }

    /// The bytes written so far (flushed or not).
    private(set) var written = 0

    /// Appends text.
    func write(_ text: String) throws(CassetteError) {
        for byte in text.utf8 where byte == 0x0A { lines += 1 }
        buffer.append(contentsOf: text.utf8)
        written += text.utf8.count
        if buffer.count >= Self.flushSize { try flush() }
    }

    /// Whether what was written so far is exactly the content of `file` (false when it cannot be read).
    func matches(file other: String) throws(CassetteError) -> Bool {
        try flush()
        guard let mine = FileHandle(forReadingAtPath: temporary) else {
            throw CassetteError(.cassetteUnwritable, [.plain(file), .localized(SystemReason.text(errno: errno))], file: file)
        }
        defer { try? mine.close() }
        guard let theirs = FileHandle(forReadingAtPath: other) else { return false }
        defer { try? theirs.close() }
        // Files of different sizes differ: no need to read them (the usual case, a recording that added something).
        guard let size = try? theirs.seekToEnd(), size == UInt64(written) else { return false }
        try? theirs.seek(toOffset: 0)
        while true {
            let a = (try? mine.read(upToCount: CassetteStream.chunkSize)) ?? nil ?? Data()
            let b = (try? theirs.read(upToCount: CassetteStream.chunkSize)) ?? nil ?? Data()
            // Regular files give whole chunks until their last one, so equal files give equal chunks.
            if a != b { return false }
            if a.isEmpty { return true }
        }
    }

    /// Cuts what was written back to its first `length` bytes (holding `lines` line breaks).
    func truncate(to length: Int, lines: Int) throws(CassetteError) {
        try flush()
        guard let handle else { throw CassetteError(.cassetteUnwritable, [.plain(file), .plain("closed")], file: file) }
        do {
            try handle.truncate(atOffset: UInt64(length))
            try handle.seekToEnd()
        } catch {
            discard()
            throw CassetteError(.cassetteUnwritable, [.plain(file), .reason(error)], file: file)
        }
        written = length
        self.lines = lines
    }

    func flush() throws(CassetteError) {
        guard let handle, !buffer.isEmpty else { return }
        do {
            try handle.write(contentsOf: buffer)
        } catch {
            discard()
            throw CassetteError(.cassetteUnwritable, [.plain(file), .reason(error)], file: file)
        }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Flushes to disk and renames the temporary file over the target.
    func commit() throws(CassetteError) {
        try flush()
        guard let handle else { return }
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            discard()
            throw CassetteError(.cassetteUnwritable, [.plain(file), .reason(error)], file: file)
        }
        self.handle = nil
        if rename(temporary, destination) != 0 {
            let reason = SystemReason.text(errno: errno)
            try? FileManager.default.removeItem(atPath: temporary)
            throw CassetteError(.cassetteUnwritable, [.plain(file), .localized(reason)], file: file)
        }
    }

    /// Deletes the temporary file; the target stays as it was.
    func discard() {
        guard let handle else { return }
        try? handle.close()
        self.handle = nil
        buffer = []
        try? FileManager.default.removeItem(atPath: temporary)
    }
}
