import Foundation

/// A folder of YAML files kept beside a protocol's spec (`scenarios/`, `clients/`), found under spec roots.
struct ProtocolSubfolder {
    /// The protocol the folder belongs to.
    var spec: ProtocolSpec
    /// The folder.
    var path: String
    /// Its YAML file names, sorted.
    var files: [String]

    /// The full path of one of its files.
    func file(_ name: String) -> String { (path as NSString).appendingPathComponent(name) }

    /// Every `name` folder of the protocol folders under the roots (a root may be a protocol folder itself);
    /// one under a folder that is no loaded protocol is reported and skipped.
    static func find(_ name: String, paths: [String], specs: SpecSet, diagnostics: inout [Diagnostic]) -> [ProtocolSubfolder] {
        let manager = FileManager.default
        var result: [ProtocolSubfolder] = []
        for root in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let folders: [String]
            if manager.fileExists(atPath: (root as NSString).appendingPathComponent("protocol.yaml")) {
                folders = [root]
            } else {
                folders = ((try? manager.contentsOfDirectory(atPath: root)) ?? []).sorted().map { (root as NSString).appendingPathComponent($0) }
            }
            for folder in folders {
                let path = (folder as NSString).appendingPathComponent(name)
                guard manager.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                guard let spec = specs.protocols[(folder as NSString).lastPathComponent] else {
                    diagnostics.append(
                        Diagnostic(.error, .scenarioUnknownProtocol, [.plain(path)], at: SourceLocation(file: path, line: 1, column: 1)))
                    continue
                }
                let files = ((try? manager.contentsOfDirectory(atPath: path)) ?? []).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
                result.append(ProtocolSubfolder(spec: spec, path: path, files: files.sorted()))
            }
        }
        return result
    }
}
