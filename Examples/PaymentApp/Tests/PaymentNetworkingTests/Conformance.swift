import ConformanceKit
import ConformanceTesting
import Foundation

/// The one place these tests reach the conformance library: the specs and the cassette sessions.
///
/// Kept in one helper so that moving to `SpecSet.bundled()` and the `.cassette("name")` trait is a
/// change of these few lines only.
enum Conformance {
    /// The repository's specs, found from this file's path (`#filePath`), so the working directory does not matter.
    static let specs: SpecSet = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../../../Specs").standardizedFileURL.path
        let loaded = SpecLoader.load(paths: [folder])
        precondition(!loaded.diagnostics.contains { $0.severity == .error }, "the specs do not load: \(loaded.diagnostics)")
        return loaded.specs
    }()

    /// A session on the cassette `name`, stored in `__Cassettes__/<TestFile>/<name>.json` beside the test file.
    ///
    /// The mode is `.none` (replay only, a miss fails) unless `CONFORMANCE_RECORD` says otherwise.
    static func session(_ name: String, mode: RecordMode = .none, testFile: String = #filePath) throws -> CassetteSession {
        let test = URL(fileURLWithPath: testFile)
        let file = test.deletingLastPathComponent().appendingPathComponent("__Cassettes__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent).appendingPathComponent(name + ".json")
        return try CassetteSession(cassette: file.path, specs: specs, mode: mode)
    }

    /// The fixture builder over the same specs.
    static let fixtures = SpecFixtures(specs: specs)

    /// Checks an exchange the app made against the specs.
    static let checker = ExchangeChecker(specs: specs)
}
