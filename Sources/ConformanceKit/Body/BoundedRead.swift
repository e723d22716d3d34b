import Foundation

/// Reads at most a given number of bytes of a file or a stream, so that a huge or endless input (`/dev/zero`, a pipe)
/// cannot fill the memory.
package enum BoundedRead {
    /// What was read: every byte (`complete`), or the first `limit + 1` bytes of a larger input.
    package struct Prefix: Sendable {
        /// The bytes read.
        package var bytes: [UInt8]
        /// Whether these are all the input's bytes.
        package var complete: Bool

        /// The 1-based line and column of byte `offset` of the input (it must be within ``bytes``).
        package func lineColumn(of offset: Int) -> (line: Int, column: Int) {
            BytePosition.lineColumn(of: offset, in: bytes)
        }
    }

    /// Reads at most `limit + 1` bytes of `file`; throws the reason when it cannot be read.
    package static func file(_ file: String, limit: Int) throws(BoundedReadError) -> Prefix {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue {
            throw BoundedReadError(reason: MessageID.limitIsFolder.localized())
        }
        guard let handle = FileHandle(forReadingAtPath: file) else {
            throw BoundedReadError(reason: SystemReason.text(errno: errno))
        }
        defer { try? handle.close() }
        return try read(handle, limit: limit)
    }

    /// Reads at most `limit + 1` bytes from `handle` (standard input, a pipe, a file), in chunks of at most 1 MiB.
    package static func read(_ handle: FileHandle, limit: Int) throws(BoundedReadError) -> Prefix {
        var bytes: [UInt8] = []
        while bytes.count <= limit {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - bytes.count))
            } catch {
                throw BoundedReadError(reason: SystemReason.text(error))
            }
            guard let chunk, !chunk.isEmpty else { return Prefix(bytes: bytes, complete: true) }
            bytes.append(contentsOf: chunk)
        }
        return Prefix(bytes: bytes, complete: false)
    }
}

/// Why a bounded read failed.
package struct BoundedReadError: Error, Sendable {
    /// The reason, in every language.
    package var reason: LocalizedText
}

extension BoundedRead {
    /// The most bytes of a non-cassette file `conformance cassette scan` reads to look for card numbers: 8 MiB (the
    /// deep scan, which decodes escapes, percent-encoding and Base64, costs about 30 bytes of memory a byte).
    package static let scanTextBytes = 8 << 20

    /// The `input.too-large` diagnostic for a body (from `source`, whose first bytes are `prefix`) larger than
    /// `limits.maxBodyBytes`, at the line and column of the first byte past the limit.
    package static func bodyTooLarge(_ source: String, _ prefix: Prefix, limits: BodyLimits = .standard) -> Diagnostic {
        let limit = limits.maxBodyBytes
        let position = prefix.lineColumn(of: limit)
        return .inputTooLarge(
            MessageID.limitThisBody.localized(), limit: InputLimits.bytes(limit), name: "maxBodyBytes", stop: InputLimits.atByte(limit),
            advice: MessageID.limitBodyAdvice.localized(), at: SourceLocation(file: source, line: position.line, column: position.column))
    }

    /// The `input.too-large` diagnostic for a file `conformance cassette scan` reads as text (its first bytes are
    /// `prefix`), larger than ``scanTextBytes``.
    package static func scanTooLarge(_ file: String, _ prefix: Prefix) -> Diagnostic {
        let limit = scanTextBytes
        let position = prefix.lineColumn(of: limit)
        return .inputTooLarge(
            MessageID.limitScannedFile.localized(), limit: InputLimits.bytes(limit), name: "BoundedRead.scanTextBytes",
            stop: InputLimits.atByte(limit), advice: MessageID.limitScanAdvice.localized(),
            at: SourceLocation(file: file, line: position.line, column: position.column))
    }

    /// The `input.too-large` diagnostic for a `report.json` (its first bytes are `prefix`) larger than
    /// ``BodyLimits/documents``.
    static func reportTooLarge(_ file: String, _ prefix: Prefix) -> Diagnostic {
        let limit = BodyLimits.documents.maxBodyBytes
        let position = prefix.lineColumn(of: limit)
        return .inputTooLarge(
            MessageID.limitThisReport.localized(), limit: InputLimits.bytes(limit), name: "BodyLimits.documents.maxBodyBytes",
            stop: InputLimits.atByte(limit), advice: MessageID.limitReportAdvice.localized(),
            at: SourceLocation(file: file, line: position.line, column: position.column))
    }
}
