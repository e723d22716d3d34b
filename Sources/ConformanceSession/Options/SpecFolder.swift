import ConformanceKit
import Foundation

/// The spec folder a command reads: where it is, and loading it with a clear error when it cannot be used.
package struct SpecFolder: Sendable {
    /// The folder's path as given.
    package let path: String

    /// The folder at this path.
    package init(path: String) { self.path = path }

    /// The folder a command reads: the one given (`--specs`, `CONFORMANCE_SPECS`), else `./Specs`, else, away from a
    /// checkout, the specs shipped with the tool.
    package static func defaultPath(given: String?, fileManager: FileManager = .default) -> String {
        if let given { return given }
        if !fileManager.fileExists(atPath: "Specs"), let bundled = SpecSet.bundledFolder?.path { return bundled }
        return "Specs"
    }

    /// Whether this folder is the one shipped with the tool.
    package var isBundled: Bool { SpecSet.bundledFolder.map { $0.path == path } ?? false }

    /// Loads the specs, or prints why they cannot be used and exits with 2.
    ///
    /// With `only`, a command that works on named protocols loads just their folders (a one-body `check` then
    /// reads a quarter of the YAML); a name that is not a protocol folder loads everything, so the command can
    /// say what the protocols are.
    package func load(only protocols: [String] = [], language: Language) throws -> SpecSet {
        let folders = protocols.map { (path as NSString).appendingPathComponent($0) }
        let narrowed =
            !protocols.isEmpty
            && folders.allSatisfy { FileManager.default.fileExists(atPath: ($0 as NSString).appendingPathComponent("protocol.yaml")) }
        guard FileManager.default.fileExists(atPath: path) else {
            Console.error(MessageID.cliSpecFolderMissing.render(language, [.plain(path)]))
            throw SessionExit(2)
        }
        if isBundled { Console.error(MessageID.specsUsingBundled.render(language, [.plain(path)])) }
        let result = SpecLoader.load(paths: narrowed ? folders : [path], cache: SpecCache.standard())
        if result.hasErrors {
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                Console.error(diagnostic.formatted(language))
            }
            Console.error(MessageID.cliSpecsHaveErrors.render(language, []))
            throw SessionExit(2)
        }
        return result.specs
    }
}
