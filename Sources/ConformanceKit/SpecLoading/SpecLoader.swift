import Foundation

/// Loads `Specs/` folders: reads each YAML file strictly, assembles protocols, then validates them.
///
/// ```swift
/// let result = SpecLoader.load(paths: ["Specs"])
/// if result.hasErrors { print(result.diagnostics.map(\.description).joined(separator: "\n")) }
/// ```
public enum SpecLoader {
    /// Loads every protocol found under the given paths.
    ///
    /// A path may be a folder of protocol folders (`Specs/`), one protocol folder (`Specs/saferpay`),
    /// or a file (its whole protocol folder is loaded, since types resolve across files).
    /// Sub-folders of a protocol folder (such as `scenarios/`) are not spec files and are skipped.
    ///
    /// With a `cache`, a protocol folder whose files and tool are unchanged since an earlier load is read
    /// from the compiled spec (same spec, same diagnostics) instead of being parsed and validated again.
    public static func load(paths: [String], cache: SpecCache? = nil) -> LoadResult<SpecSet> {
        var diagnostics: [Diagnostic] = []
        var folders: [String] = []
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(
                    Diagnostic(
                        .error, .fileUnreadable,
                        [.localized(MessageID.textInContext.localized([.plain(path), .localized(MessageID.systemNoSuchFile.localized())]))]))
                continue
            }
            if !isDirectory.boolValue {
                folders.append((path as NSString).deletingLastPathComponent)
            } else {
                let found = ProtocolFolderWalker.protocolFolders(in: path).filter { !ProtocolFolderWalker.yamlFiles(in: $0).isEmpty }
                if found.isEmpty { diagnostics.append(Diagnostic(.error, .noSpecs, [.plain(path)])) }
                folders += found
            }
        }
        var seen = Set<String>()
        let unique = folders.filter { seen.insert(standardized($0)).inserted }
        // Protocol folders are independent: read, compiled or decoded from the cache on every core at once,
        // then assembled in folder order, so the result and its diagnostics are the same as one by one.
        let loaded = FolderLoads(count: unique.count)
        DispatchQueue.concurrentPerform(iterations: unique.count) { index in
            loaded.set(index, loadFolder(unique[index], cache: cache))
        }
        var specs = SpecSet()
        var cachedFolders: [String] = []
        for (folder, result) in zip(unique, loaded.results) {
            guard let result else { continue }
            if result.cached { cachedFolders.append(result.folderName) }
            diagnostics += result.diagnostics
            if let spec = result.spec {
                if specs.protocols[spec.id] != nil {
                    diagnostics.append(
                        Diagnostic(
                            .error, .duplicateDefinition, [.localized(MessageID.definitionProtocol.localized()), .plain(spec.id), .plain(folder)],
                            at: spec.location))
                } else {
                    specs.protocols[spec.id] = spec
                }
            }
        }
        return LoadResult(specs, diagnostics: sortDiagnostics(diagnostics), cachedFolders: cachedFolders)
    }

    /// What loading one protocol folder gave: its name, the spec, every diagnostic, and whether the cache answered.
    private struct FolderLoad: Sendable {
        var folderName: String
        var spec: ProtocolSpec?
        var diagnostics: [Diagnostic]
        var cached: Bool
    }

    /// The loads of several folders, each written once by the thread that made it.
    private final class FolderLoads: @unchecked Sendable {
        // Safe: every slot is written under `lock`, and read only after `concurrentPerform` has returned.
        private let lock = NSLock()
        private(set) var results: [FolderLoad?]

        init(count: Int) { results = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ load: FolderLoad) {
            lock.lock()
            defer { lock.unlock() }
            results[index] = load
        }
    }

    /// Reads one protocol folder's YAML files and loads it, through `cache` when given.
    private static func loadFolder(_ folder: String, cache: SpecCache?) -> FolderLoad {
        var diagnostics: [Diagnostic] = []
        var files: [(path: String, text: String)] = []
        for file in ProtocolFolderWalker.yamlFiles(in: folder) {
            switch YAMLFile.read(file) {
            case .success(let text): files.append((file, text))
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        let folderName = (standardized(folder) as NSString).lastPathComponent
        let result = loadProtocol(folderName: folderName, files: files, cache: cache)
        return FolderLoad(folderName: folderName, spec: result.spec, diagnostics: diagnostics + result.diagnostics, cached: result.cached)
    }

    /// Loads one protocol from in-memory files (path and text), then validates it.
    public static func loadProtocol(folderName: String, files: [(path: String, text: String)]) -> (
        spec: ProtocolSpec?, diagnostics: [Diagnostic]
    ) {
        let result = loadProtocol(folderName: folderName, files: files, cache: nil)
        return (result.spec, result.diagnostics)
    }

    /// Loads one protocol, through `cache` when given; `cached` tells whether the compiled spec was used.
    static func loadProtocol(folderName: String, files unsorted: [(path: String, text: String)], cache: SpecCache?) -> (
        spec: ProtocolSpec?, diagnostics: [Diagnostic], cached: Bool
    ) {
        let files = unsorted.sorted(by: { $0.path < $1.path })
        guard let cache else {
            let result = assemble(folderName: folderName, files: files)
            return (result.spec, result.diagnostics, false)
        }
        let key = SpecCache.key(folderName: folderName, files: files)
        if let entry = cache.entry(for: key, folderName: folderName, files: files) {
            return (entry.spec.map { project($0, validate: false).spec }, entry.diagnostics, true)
        }
        let result = assemble(folderName: folderName, files: files)
        cache.store(
            SpecCache.Entry(
                format: SpecCache.format, folderName: folderName,
                files: files.map { SpecCache.FileStamp(path: $0.path, bytes: $0.text.utf8.count) }, spec: result.all,
                diagnostics: result.diagnostics),
            for: key)
        return (result.spec, result.diagnostics, false)
    }

    /// Reads, assembles and validates one protocol's files: the spec with every version's definitions
    /// (`all`, before projection), the spec a load returns, and every diagnostic, sorted.
    private static func assemble(folderName: String, files: [(path: String, text: String)]) -> (
        all: ProtocolSpec?, spec: ProtocolSpec?, diagnostics: [Diagnostic]
    ) {
        var builder = ProtocolBuilder(folderName: folderName)
        for file in files {
            builder.read(file: file.path, text: file.text)
        }
        guard let all = builder.finish() else { return (nil, nil, sortDiagnostics(builder.diagnostics)) }
        let projected = project(all, validate: true)
        return (all, projected.spec, sortDiagnostics(builder.diagnostics + projected.diagnostics))
    }

    /// The spec a load returns (the newest version of a versioned spec, carrying its history), and,
    /// when `validate` is set, what validating each version found.
    private static func project(_ loaded: ProtocolSpec, validate: Bool = false) -> (spec: ProtocolSpec, diagnostics: [Diagnostic]) {
        var all = loaded
        var diagnostics: [Diagnostic] = []
        let versioned = VersionedProtocol(all)
        guard all.isVersioned || !versioned.changePoints.isEmpty else {
            if validate { diagnostics += SpecValidator.validate(all) }
            return (all, diagnostics)
        }
        all.history = versioned
        let newest = all.at(version: all.newestVersion)
        guard validate else { return (newest, []) }
        diagnostics += SpecValidator.validateVersions(all)
        // Each span between two change points sees the same definitions: validate one version of each.
        // The newest version is checked whole; older ones only where definitions change.
        var seen = Set<String>()
        for diagnostic in SpecValidator.validate(newest) where seen.insert(diagnostic.description).inserted { diagnostics.append(diagnostic) }
        let changing = SpecValidator.versionedDefinitions(all)
        for probe in all.versionProbes where probe != all.newestVersion {
            let older = SpecValidator.validate(all.at(version: probe), focus: changing.fields, focusContainers: changing.containers)
            for diagnostic in older where seen.insert(diagnostic.description).inserted { diagnostics.append(diagnostic) }
        }
        return (newest, diagnostics)
    }

    static func standardized(_ path: String) -> String {
        (path as NSString).standardizingPath
    }

    static func sortDiagnostics(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted {
            switch ($0.location, $1.location) {
            case let (l?, r?): return l < r
            case (nil, _?): return true
            case (_?, nil): return false
            case (nil, nil): return $0.id.rawValue < $1.id.rawValue
            }
        }
    }
}
