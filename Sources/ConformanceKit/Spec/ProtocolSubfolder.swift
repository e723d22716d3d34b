import Foundation

/// A folder of YAML files kept beside a protocol's spec (`scenarios/`, `clients/`), found under spec roots.
package struct ProtocolSubfolder {
    /// The protocol the folder belongs to.
    package var spec: ProtocolSpec
    /// The folder.
    package var path: String
    /// Its YAML file names, sorted.
    package var files: [String]

    /// The full path of one of its files.
    package func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// Every `name` folder of the protocol folders under the roots (``ProtocolFolderWalker/protocolFolders(in:)``);
    /// one under a folder that is no loaded protocol is reported and skipped.
    package static func find(_ name: String, paths: [String], specs: SpecSet, diagnostics: inout [Diagnostic]) -> [ProtocolSubfolder] {
        var result: [ProtocolSubfolder] = []
        for root in paths where ProtocolFolderWalker.isFolder(root) {
            for folder in ProtocolFolderWalker.protocolFolders(in: root) {
                let path = (folder as NSString).appendingPathComponent(name)
                guard ProtocolFolderWalker.isFolder(path) else { continue }
                guard let spec = specs.protocols[(folder as NSString).lastPathComponent] else {
                    diagnostics.append(
                        Diagnostic(.error, .scenarioUnknownProtocol, [.plain(path)], at: SourceLocation(file: path, line: 1, column: 1)))
                    continue
                }
                let files = ProtocolFolderWalker.yamlFiles(in: path).map { ($0 as NSString).lastPathComponent }
                result.append(ProtocolSubfolder(spec: spec, path: path, files: files))
            }
        }
        return result
    }
}
