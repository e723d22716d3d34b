import ConformanceKit
import Foundation

extension CassetteSession {
    /// The session of the cassette scoped to the running test (the `.cassette(_:)` trait, `withCassette(_:)`), if any.
    @TaskLocal public static var current: CassetteSession?

    /// Where a test's cassette lives: `<folder of the test file>/__Cassettes__/<test file name>/<name>.json`.
    ///
    /// The way swift-snapshot-testing places `__Snapshots__`: the cassette sits beside the test that uses it, whatever
    /// the working directory of the test runner. `name` is a relative path (`saferpay/initialize`); `.json` is added
    /// when it has no extension.
    public static func cassettePath(named name: String, besideTestFile testFile: String) throws -> String {
        let parts = name.split(separator: "/", omittingEmptySubsequences: false)
        guard !name.isEmpty, !name.hasPrefix("/"), !parts.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." }) else {
            throw Diagnostic(.error, .testingCassetteName, [.plain(name)])
        }
        let test = URL(fileURLWithPath: testFile)
        let stem = test.deletingPathExtension().lastPathComponent
        let file = name.hasSuffix(".json") ? name : name + ".json"
        return test.deletingLastPathComponent().appendingPathComponent("__Cassettes__").appendingPathComponent(stem)
            .appendingPathComponent(file).path
    }
}

/// What the trait and the XCTest form share: open a cassette, run the test's body with it, finish it, report.
package enum CassetteScope {
    /// How a scope opens its cassette.
    package struct Options: Sendable {
        /// The cassette file.
        package var file: String
        /// The record mode (`CONFORMANCE_RECORD` overrides it).
        package var mode: RecordMode
        /// Fail on recorded interactions never played.
        package var strict: Bool
        /// The specs to check against; nil: the bundled ones.
        package var specs: SpecSet?
        /// Route `URLSession.shared` to the cassette too.
        package var routesSharedSession: Bool

        /// Creates options.
        package init(file: String, mode: RecordMode, strict: Bool, specs: SpecSet?, routesSharedSession: Bool) {
            self.file = file
            self.mode = mode
            self.strict = strict
            self.specs = specs
            self.routesSharedSession = routesSharedSession
        }
    }

    /// Opens the cassette, runs `body` with it, finishes it, and reports each failure.
    ///
    /// `body` gets the session, also ``CassetteSession/current``; `report` gets each failure, in the language of
    /// `CONFORMANCE_LANG`. A cassette that cannot open is reported and `body` does not run; an error `body` throws is
    /// rethrown after the cassette is finished and its failures reported.
    package static func run(
        _ options: Options, isolation: isolated (any Actor)? = #isolation, report: (String) -> Void,
        _ body: (CassetteSession) async throws -> Void
    ) async throws {
        let (language, languageProblem) = CassetteFailures.language()
        if let languageProblem {
            report(languageProblem)
            return
        }
        let session: CassetteSession
        do {
            let specs = try options.specs ?? CassetteDefaults.specs()
            session = try CassetteSession(cassette: options.file, specs: specs, mode: options.mode, strict: options.strict)
        } catch {
            report(CassetteFailures.message(error, in: language))
            return
        }
        var thrown: (any Error)?
        do {
            try await CassetteSession.$current.withValue(session) {
                if options.routesSharedSession {
                    try await session.routingSharedSession { try await body(session) }
                } else {
                    try await body(session)
                }
            }
        } catch {
            thrown = error
        }
        for message in session.finishReportingFailures(in: language) { report(message) }
        if let thrown { throw thrown }
    }
}
