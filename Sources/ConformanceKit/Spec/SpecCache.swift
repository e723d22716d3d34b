import Foundation

/// A folder of compiled specs: one protocol folder read, assembled and validated once, then read back
/// on later starts while neither its files nor the tool have changed.
///
/// An entry is keyed by a hash of the protocol folder's name, of every spec file's path and bytes, of
/// the entry format and of the running executable (its path, size and modification time), so an edited
/// spec, a renamed file or a rebuilt tool never reads an old entry. An entry also records the paths and
/// sizes it was made from, checked on reading. The diagnostics of the first load are stored with the spec
/// and given again on every hit, so a cached load says exactly what a fresh one says.
///
/// Entries are written in one binary layout, after a checksum of it: every value, spec model and
/// diagnostics alike, writes its properties in declaration order (`CacheCodable`, `CacheWriter.swift`).
/// Reading four protocols back costs a few milliseconds.
///
/// A missing, unreadable or stale entry is a miss: the folder is loaded from its YAML and the entry
/// written again (atomically, by rename). A folder that cannot be written only means no caching.
///
/// ```swift
/// let result = SpecLoader.load(paths: ["Specs"], cache: SpecCache(folder: "/tmp/conformance-cache"))
/// ```
public struct SpecCache: Sendable {
    /// The version of the entry layout; part of every key.
    public static let format = 7
    /// How many entries the folder keeps; the least recently written are removed beyond it.
    public static let capacity = 32

    /// The folder holding the entries.
    public var folder: String

    /// A cache in `folder` (created when first written).
    public init(folder: String) { self.folder = folder }

    /// The cache the command-line tool uses, or nil when `CONFORMANCE_SPEC_CACHE` is `off`.
    ///
    /// The folder is `$CONFORMANCE_CACHE_DIR`, else `$XDG_CACHE_HOME/paymentconformance`, else
    /// `~/.cache/paymentconformance`; entries live in its `specs/` sub-folder.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> SpecCache? {
        if let setting = environment["CONFORMANCE_SPEC_CACHE"]?.lowercased(), ["off", "0", "no", "false"].contains(setting) {
            return nil
        }
        let base: String
        if let explicit = environment["CONFORMANCE_CACHE_DIR"], !explicit.isEmpty {
            base = explicit
        } else if let xdg = environment["XDG_CACHE_HOME"], !xdg.isEmpty {
            base = (xdg as NSString).appendingPathComponent("paymentconformance")
        } else if let home = environment["HOME"], !home.isEmpty {
            base = (home as NSString).appendingPathComponent(".cache/paymentconformance")
        } else {
            return nil
        }
        return SpecCache(folder: (base as NSString).appendingPathComponent("specs"))
    }

    /// What one entry holds: the assembled spec before version projection, and the load's diagnostics.
    struct Entry {
        var format: Int
        var folderName: String
        var files: [FileStamp]
        var spec: ProtocolSpec?
        var diagnostics: [Diagnostic]
    }

    /// A file an entry was made from: its path and size.
    struct FileStamp: Equatable {
        var path: String
        var bytes: Int
    }

    /// The key of a protocol folder's files: a 64-bit FNV-1a hash, in hexadecimal, after the folder's name.
    static func key(folderName: String, files: [(path: String, text: String)]) -> String {
        var hash = FNV1a()
        hash.add("format \(format)\n")
        hash.add(executableIdentity)
        hash.add("\n\(folderName)\n")
        for file in files {
            hash.add(file.path)
            hash.add("\u{0}\(file.text.utf8.count)\u{0}")
            hash.add(file.text)
        }
        let safeName = String(folderName.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) || $0 == "-" ? Character($0) : "_" })
        return "\(safeName)-\(String(hash.value, radix: 16))"
    }

    /// The running executable's path, size and modification time: a rebuilt tool makes new keys.
    static let executableIdentity: String = {
        guard let path = Bundle.main.executablePath,
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        else { return "unknown executable" }
        let size = (attributes[.size] as? NSNumber)?.int64Value ?? -1
        let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
        return "\(path) \(size) \(modified)"
    }()

    /// The entry for `key`, when it exists, reads back, and was made from the same files.
    func entry(for key: String, folderName: String, files: [(path: String, text: String)]) -> Entry? {
        let path = entryPath(key)
        guard let data = FileManager.default.contents(atPath: path), data.count > 8,
            [UInt8](data.prefix(8)) == Self.checksum(data.dropFirst(8)),
            let entry = Self.decode([UInt8](data.dropFirst(8))),
            entry.format == Self.format, entry.folderName == folderName,
            entry.files == files.map({ FileStamp(path: $0.path, bytes: $0.text.utf8.count) })
        else { return nil }
        return entry
    }

    /// Writes an entry atomically, then keeps the folder within its capacity; a failure only means no caching.
    func store(_ entry: Entry, for key: String) {
        let fileManager = FileManager.default
        guard (try? fileManager.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else { return }
        let bytes = Self.encode(entry)
        let file = Data(Self.checksum(bytes) + bytes)
        guard (try? file.write(to: URL(fileURLWithPath: entryPath(key)), options: .atomic)) != nil else { return }
        prune()
    }

    /// The bytes of an entry.
    static func encode(_ entry: Entry) -> [UInt8] {
        var writer = CacheWriter()
        writer.write(entry)
        return writer.bytes
    }

    /// The entry held by `bytes`, or nil when they are not one (a damaged or older entry: a miss).
    static func decode(_ bytes: [UInt8]) -> Entry? {
        bytes.withUnsafeBufferPointer { buffer -> Entry? in
            var reader = CacheReader(buffer)
            do throws(CacheDamage) {
                let entry = try Entry(from: &reader)
                return reader.atEnd ? entry : nil
            } catch {
                return nil
            }
        }
    }

    /// The FNV-1a hash of an entry's bytes, stored before them: a damaged file is a miss, not a wrong spec.
    static func checksum<Bytes: Sequence>(_ bytes: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var hash = FNV1a()
        hash.add(bytes)
        return withUnsafeBytes(of: hash.value.littleEndian) { Array($0) }
    }

    private func entryPath(_ key: String) -> String {
        (folder as NSString).appendingPathComponent("\(key).spec")
    }

    private func prune() {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return }
        let entries = names.filter { $0.hasSuffix(".spec") }.map { (folder as NSString).appendingPathComponent($0) }
        guard entries.count > Self.capacity else { return }
        let dated = entries.map { path in
            (path, (try? fileManager.attributesOfItem(atPath: path)[.modificationDate] as? Date) ?? .distantPast)
        }
        for (path, _) in dated.sorted(by: { $0.1 < $1.1 }).prefix(entries.count - Self.capacity) {
            try? fileManager.removeItem(atPath: path)
        }
    }
}

extension SpecCache.Entry: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(format)
        writer.write(folderName)
        writer.write(files)
        writer.write(spec)
        writer.write(diagnostics)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        let format = try reader.int()
        // An entry of another layout is not read further: its bytes may mean anything in this one.
        guard format == SpecCache.format else { throw CacheDamage(offset: 0) }
        self.init(
            format: format, folderName: try reader.string(), files: try reader.list(), spec: try reader.optional(), diagnostics: try reader.list())
    }
}

extension SpecCache.FileStamp: CacheCodable {
    func write(to writer: inout CacheWriter) {
        writer.write(path)
        writer.write(bytes)
    }

    init(from reader: inout CacheReader) throws(CacheDamage) {
        self.init(path: try reader.string(), bytes: try reader.int())
    }
}

/// The 64-bit FNV-1a hash, fed with UTF-8 text.
private struct FNV1a {
    private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

    mutating func add(_ text: String) { add(text.utf8) }

    mutating func add<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        // Data and native strings: over their buffer, not through a byte iterator (several times faster, same sum).
        let start = value
        let direct: UInt64? = bytes.withContiguousStorageIfAvailable { buffer in
            var hash = start
            for byte in buffer {
                hash ^= UInt64(byte)
                hash &*= 0x0000_0100_0000_01b3
            }
            return hash
        }
        if let direct {
            value = direct
            return
        }
        var hash = value
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01b3
        }
        value = hash
    }
}
