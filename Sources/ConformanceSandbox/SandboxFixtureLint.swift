import ConformanceKit
import Foundation

/// Checks the sandbox fixture files kept beside the loaded specs, for `conformance lint`.
///
/// A protocol whose simulator reads fixtures (Worldline Direct) has them in the `sandbox/` folder beside its
/// protocol.yaml; every problem there (syntax, an unknown key, a value of the wrong type, a product that is not in
/// the catalogue) is a located error, found before a sandbox answers with it.
public enum SandboxFixtureLint {
    /// The problems of the fixture files of every loaded protocol that has a sandbox folder, sorted by place.
    public static func diagnostics(specs: SpecSet) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        if let spec = specs.protocols["worldline-direct"], let folder = DirectFixtures.folder(of: spec) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue,
                case .failure(let problems) = DirectFixtures.load(folder: folder)
            {
                diagnostics += problems.diagnostics
            }
        }
        return diagnostics
    }
}
