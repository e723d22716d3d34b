import Foundation

/// Reads single interactions of a cassette file back from the places a streaming pass indexed.
final class StoredInteractions: @unchecked Sendable {
    let file: String
    let places: [(offset: Int, length: Int, line: Int)]
    private let handle: FileHandle
    private let lock = NSLock()

    init(file: String, places: [(offset: Int, length: Int, line: Int)]) throws(CassetteError) {
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw CassetteError(.cassetteUnreadable, [.plain(file), .localized(SystemReason.text(errno: errno))], file: file)
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
            throw CassetteError(.cassetteUnreadable, [.plain(file), .reason(error)], file: file)
        }
        let path = "$.interactions[\(position)]"
        guard bytes.count == place.length, let value = try? JSONBodyParser.parse([UInt8](bytes), limits: InputLimits.interaction) else {
            throw CassetteError(
                .cassetteInvalid,
                [
                    .plain(file), .localized(MessageID.textLine.localized(["\(place.line)"])),
                    .localized(MessageID.replayFileChanged.localized()),
                ], file: file, line: place.line)
        }
        return try CassetteCodec.decode(interaction: value, file: file, path: path)
    }
}
