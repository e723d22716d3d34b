import Foundation

/// Lists the folders and files the loaders read under spec roots, one way for specs, scenarios and
/// client cases: a root's protocol folders, and a folder's YAML files, each by name.
enum ProtocolFolderWalker {
    /// The folders a spec root may hold protocols in: the root itself when it holds YAML files (it is a
    /// protocol folder), else its sub-folders whose names do not start with a dot, by name.
    static func protocolFolders(in root: String) -> [String] {
        if !yamlFiles(in: root).isEmpty { return [root] }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []).filter { !$0.hasPrefix(".") }.sorted()
        return names.map { (root as NSString).appendingPathComponent($0) }.filter(isFolder)
    }

    /// The paths of the YAML files (`.yaml`, `.yml`) directly in `folder`, by name; hidden files and folders left out.
    static func yamlFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.hasPrefix(".") }
            .sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter { !isFolder($0) && FileManager.default.fileExists(atPath: $0) }
    }

    /// Whether `path` is a folder.
    static func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
