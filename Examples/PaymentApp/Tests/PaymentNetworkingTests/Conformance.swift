import ConformanceKit
import ConformanceTesting
import Foundation

/// The one place these tests reach the conformance library: the specs and the cassette sessions.
///
/// Kept in one helper so that moving to the `.cassette("name")` trait is a change of these few lines only.
enum Conformance {
    /// The specs shipped inside the library, loaded once per process: no path into a checkout.
    static let loaded = Result { try SpecSet.bundled() }

    /// The bundled specs for a trait's `specs:` argument (nil: the trait loads them itself and reports why it could not).
    static var bundled: SpecSet? { try? loaded.get() }

    /// The specs (a team with its own specs loads them with `SpecLoader.load(paths:)` here instead).
    static func specs() throws -> SpecSet { try loaded.get() }

    /// A session on the cassette `name`, stored in `__Cassettes__/<TestFile>/<name>.json` beside the test file.
    ///
    /// The mode is `.none` (replay only, a miss fails) unless `CONFORMANCE_RECORD` says otherwise.
    static func session(_ name: String, mode: RecordMode = .none, testFile: String = #filePath) throws -> CassetteSession {
        let test = URL(fileURLWithPath: testFile)
        let file = test.deletingLastPathComponent().appendingPathComponent("__Cassettes__")
            .appendingPathComponent(test.deletingPathExtension().lastPathComponent).appendingPathComponent(name + ".json")
        return try CassetteSession(cassette: file.path, specs: specs(), mode: mode)
    }

    private static let builder = loaded.map { SpecFixtures(specs: $0) }
    private static let exchangeChecker = loaded.map { ExchangeChecker(specs: $0) }

    /// The fixture builder over the same specs.
    static func fixtures() throws -> SpecFixtures { try builder.get() }

    /// Checks an exchange the app made against the specs.
    static func checker() throws -> ExchangeChecker { try exchangeChecker.get() }
}
