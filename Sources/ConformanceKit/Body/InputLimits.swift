import Foundation

/// How much of an input file a reader takes in before it stops, so that memory stays bounded whatever the input.
///
/// Past one of these limits a reader stops at once and answers an `input.too-large` diagnostic that names the limit,
/// the place (line and column, or byte offset) and what to do; it never reads the rest. docs/limits.md lists them.
public enum InputLimits {
    /// The largest spec, scenario, client case or settings YAML file: 1 MiB (the largest shipped one is under 70 KB).
    public static let yamlFileBytes = 1 << 20

    /// The most values in a spec, scenario, client case or settings YAML file: 200,000 (composing costs about 450 bytes
    /// a value; the largest shipped file holds a few thousand).
    public static let yamlFileValues = 200_000

    /// The longest value of a cassette's top-level key other than `interactions`: 1 MiB.
    public static let cassetteHeaderValueBytes = 1 << 20

    /// One interaction of a cassette or a journal, one entry of a HAR file, one item of a VCR or vcrpy file.
    ///
    /// 64 MiB of text, 512 levels, 4,000,000 values, 64 KiB names, 64 MiB values: a recorded JSON body holds at most the
    /// 1,000,000 values of ``BodyLimits/standard`` (larger ones are stored as text), so an interaction of two such
    /// bodies and their headers fits.
    public static let interaction = BodyLimits(
        maxBodyBytes: 64 << 20, maxDepth: 512, maxNodes: 4_000_000, maxNameBytes: 64 << 10, maxValueBytes: 64 << 20, maxFields: 1_000_000)

    /// The most YAML values in one interaction of a VCR or vcrpy file: 100,000 (a real one holds a few hundred).
    public static let importItemValues = 100_000

    /// A VCR, vcrpy or HAR file that cannot be read interaction by interaction is read whole: at most 16 MiB,
    /// 500,000 values (composed YAML costs about 450 bytes a value).
    public static let importWhole = BodyLimits(
        maxBodyBytes: 16 << 20, maxDepth: 512, maxNodes: 500_000, maxNameBytes: 64 << 10, maxValueBytes: 16 << 20, maxFields: 1_000_000)

    /// A byte count as `1 MiB` / `1 Mio`.
    static func bytes(_ count: Int) -> LocalizedText {
        let text = BodyLimits.bytesText(count)
        return LocalizedText(en: text.en, fr: text.fr)
    }

    /// A count of values as `100000 values` / `100000 valeurs`.
    static func values(_ count: Int) -> LocalizedText {
        LocalizedText(en: "\(count) values", fr: "\(count) valeurs")
    }

    /// Where reading stopped: `at byte N` / `à l'octet N`.
    static func atByte(_ offset: Int) -> LocalizedText {
        LocalizedText(en: "at byte \(offset)", fr: "à l'octet \(offset)")
    }

    /// Where reading stopped: at the value the diagnostic's line and column point to.
    static let here = LocalizedText(en: "at this line and column", fr: "à cette ligne et cette colonne")
}

extension Diagnostic {
    /// An `input.too-large` error: `subject` is past `limit` (the setting `name`), reading stopped at `stop`, `advice`
    /// says what to do; at `location` when the place is known.
    public static func inputTooLarge(
        _ subject: LocalizedText, limit: LocalizedText, name: String, stop: LocalizedText, advice: LocalizedText, at location: SourceLocation?
    ) -> Diagnostic {
        Diagnostic(
            .error, .inputTooLarge, [.localized(subject), .localized(limit), .plain(name), .localized(stop), .localized(advice)], at: location)
    }
}

/// Reads at most a given number of bytes of a file or a stream, so that a huge or endless input (`/dev/zero`, a pipe)
/// cannot fill the memory.
public enum BoundedRead {
    /// What was read: every byte (`complete`), or the first `limit + 1` bytes of a larger input.
    public struct Prefix: Sendable {
        /// The bytes read.
        public var bytes: [UInt8]
        /// Whether these are all the input's bytes.
        public var complete: Bool

        /// The 1-based line and column of byte `offset` of the input (it must be within ``bytes``).
        public func lineColumn(of offset: Int) -> (line: Int, column: Int) {
            BytePosition.lineColumn(of: offset, in: bytes)
        }
    }

    /// Reads at most `limit + 1` bytes of `file`; throws the reason when it cannot be read.
    public static func file(_ file: String, limit: Int) throws(BoundedReadError) -> Prefix {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: file, isDirectory: &isFolder), isFolder.boolValue {
            throw BoundedReadError(reason: LocalizedText(en: "it is a folder", fr: "c'est un dossier"))
        }
        guard let handle = FileHandle(forReadingAtPath: file) else {
            let reason = String(cString: strerror(errno))
            throw BoundedReadError(reason: LocalizedText(en: reason, fr: reason))
        }
        defer { try? handle.close() }
        return try read(handle, limit: limit)
    }

    /// Reads at most `limit + 1` bytes from `handle` (standard input, a pipe, a file), in chunks of at most 1 MiB.
    public static func read(_ handle: FileHandle, limit: Int) throws(BoundedReadError) -> Prefix {
        var bytes: [UInt8] = []
        while bytes.count <= limit {
            let chunk: Data?
            do {
                chunk = try handle.read(upToCount: min(1 << 20, limit + 1 - bytes.count))
            } catch {
                let reason = error.localizedDescription
                throw BoundedReadError(reason: LocalizedText(en: reason, fr: reason))
            }
            guard let chunk, !chunk.isEmpty else { return Prefix(bytes: bytes, complete: true) }
            bytes.append(contentsOf: chunk)
        }
        return Prefix(bytes: bytes, complete: false)
    }
}

/// Why a bounded read failed.
public struct BoundedReadError: Error, Sendable {
    /// The reason, in every language.
    public var reason: LocalizedText
}

extension BoundedRead {
    /// The most bytes of a non-cassette file `conformance cassette scan` reads to look for card numbers: 8 MiB (the
    /// deep scan, which decodes escapes, percent-encoding and Base64, costs about 30 bytes of memory a byte).
    public static let scanTextBytes = 8 << 20

    /// The `input.too-large` diagnostic for a body (from `source`, whose first bytes are `prefix`) larger than
    /// `limits.maxBodyBytes`, at the line and column of the first byte past the limit.
    public static func bodyTooLarge(_ source: String, _ prefix: Prefix, limits: BodyLimits = .standard) -> Diagnostic {
        let limit = limits.maxBodyBytes
        let position = prefix.lineColumn(of: limit)
        return .inputTooLarge(
            LocalizedText(en: "this body", fr: "ce corps"), limit: InputLimits.bytes(limit), name: "maxBodyBytes", stop: InputLimits.atByte(limit),
            advice: LocalizedText(
                en:
                    "a payment message is far smaller (the largest known is under 100 KiB): give the body alone, without the capture or log around it",
                fr:
                    "un message de paiement est bien plus petit (le plus grand connu fait moins de 100 Kio) : donnez le corps seul, sans la capture ou le journal autour"
            ), at: SourceLocation(file: source, line: position.line, column: position.column))
    }

    /// The `input.too-large` diagnostic for a file `conformance cassette scan` reads as text (its first bytes are
    /// `prefix`), larger than ``scanTextBytes``.
    public static func scanTooLarge(_ file: String, _ prefix: Prefix) -> Diagnostic {
        let limit = scanTextBytes
        let position = prefix.lineColumn(of: limit)
        return .inputTooLarge(
            LocalizedText(
                en: "this file, scanned as text (it does not read as a cassette),",
                fr: "ce fichier, parcouru comme du texte (il ne se lit pas comme une cassette),"),
            limit: InputLimits.bytes(limit), name: "BoundedRead.scanTextBytes", stop: InputLimits.atByte(limit),
            advice: LocalizedText(
                en: "repair the cassette (see the error above, if any) or leave this file out of the scan",
                fr: "réparez la cassette (voir l'erreur ci-dessus, s'il y en a une) ou retirez ce fichier du parcours"),
            at: SourceLocation(file: file, line: position.line, column: position.column))
    }

    /// The `input.too-large` diagnostic for a `report.json` (its first bytes are `prefix`) larger than
    /// ``BodyLimits/documents``.
    static func reportTooLarge(_ file: String, _ prefix: Prefix) -> Diagnostic {
        let limit = BodyLimits.documents.maxBodyBytes
        let position = prefix.lineColumn(of: limit)
        return .inputTooLarge(
            LocalizedText(en: "this report", fr: "ce rapport"), limit: InputLimits.bytes(limit), name: "BodyLimits.documents.maxBodyBytes",
            stop: InputLimits.atByte(limit),
            advice: LocalizedText(
                en: "pass the report.json files written by 'conformance run', one folder per shard",
                fr: "passez les fichiers report.json écrits par 'conformance run', un dossier par fragment"),
            at: SourceLocation(file: file, line: position.line, column: position.column))
    }
}
