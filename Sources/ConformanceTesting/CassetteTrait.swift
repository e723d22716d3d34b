#if canImport(Testing)
    import ConformanceKit
    import Foundation
    import Testing

    /// A Swift Testing trait that scopes a cassette to a test: `@Test(.cassette("saferpay/initialize"))`.
    ///
    /// While the test runs, ``CassetteSession/current`` is the cassette's session: hand its `session` or
    /// `configuration` to the code under test. When the test ends, the cassette is written (redacted) and each request
    /// it held no answer for, and each exchange that does not conform to the specs, becomes an issue at the test's
    /// source location, naming the exchange, the finding and the spec file and line, in the language of
    /// `CONFORMANCE_LANG` (English by default).
    ///
    /// The cassette file sits beside the test file: `__Cassettes__/<TestFileName>/<name>.json`. Each test case of a
    /// parameterized test opens the same file: give such tests a cassette of their own with a `CassetteSession`.
    public struct CassetteTrait: TestTrait, TestScoping {
        /// How the scope opens its cassette.
        let options: CassetteScope.Options
        /// The cassette's name, as the test gave it.
        public let name: String
        /// The cassette file (empty when the name cannot name one).
        package var file: String { options.file }

        /// A trait for the cassette `name` beside the test file `filePath`.
        init(name: String, filePath: String, mode: RecordMode, strict: Bool, specs: SpecSet?, routesSharedSession: Bool) {
            self.name = name
            let file = (try? CassetteSession.cassettePath(named: name, besideTestFile: filePath)) ?? ""
            options = CassetteScope.Options(file: file, mode: mode, strict: strict, specs: specs, routesSharedSession: routesSharedSession)
        }

        /// A trait for the cassette file `file`, wherever it is (the library's own tests write theirs to a scratch folder).
        package init(file: String, mode: RecordMode, strict: Bool = false, specs: SpecSet? = nil, routesSharedSession: Bool = false) {
            name = file
            options = CassetteScope.Options(file: file, mode: mode, strict: strict, specs: specs, routesSharedSession: routesSharedSession)
        }

        /// Opens the cassette, runs the test with it, finishes it and records its failures as issues of the test.
        public func provideScope(
            for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
        ) async throws {
            let location = test.sourceLocation
            guard !options.file.isEmpty else {
                let (language, _) = CassetteFailures.language()
                Issue.record(Comment(rawValue: MessageID.testingCassetteName.render(language, [.plain(name)])), sourceLocation: location)
                return
            }
            try await CassetteScope.run(options, report: { Issue.record(Comment(rawValue: $0), sourceLocation: location) }) { _ in
                try await function()
            }
        }
    }

    extension Trait where Self == CassetteTrait {
        /// Scopes the cassette `name` to the test: replayed, recorded and checked (see ``CassetteTrait``).
        ///
        /// - Parameters:
        ///   - name: the cassette's name, a relative path such as `saferpay/initialize`, kept in
        ///     `__Cassettes__/<TestFileName>/` beside the test file.
        ///   - mode: when to record (`CONFORMANCE_RECORD` overrides it): `.once` records a cassette that does not
        ///     exist yet and replays it afterwards.
        ///   - strict: also fail when recorded interactions were never played.
        ///   - specs: the specs to check against; nil for the ones bundled with the library.
        ///   - routesSharedSession: also route `URLSession.shared` to the cassette (Apple platforms; such tests must
        ///     not run in parallel with each other).
        ///   - filePath: the test file, which the cassette sits beside.
        public static func cassette(
            _ name: String, mode: RecordMode = .once, strict: Bool = false, specs: SpecSet? = nil, routesSharedSession: Bool = false,
            filePath: StaticString = #filePath
        ) -> Self {
            CassetteTrait(
                name: name, filePath: "\(filePath)", mode: mode, strict: strict, specs: specs, routesSharedSession: routesSharedSession)
        }
    }
#endif
