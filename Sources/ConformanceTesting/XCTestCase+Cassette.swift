#if canImport(XCTest)
    import ConformanceKit
    import Foundation
    import XCTest

    extension XCTestCase {
        /// Scopes the cassette `name` to `body`: replayed, recorded and checked, the XCTest form of `.cassette(_:)`.
        ///
        /// `body` gets the cassette's session (also ``CassetteSession/current``): hand its `session` or
        /// `configuration` to the code under test. When `body` ends, the cassette is written (redacted) and each
        /// request it held no answer for, and each exchange that does not conform, fails the test at `file` and `line`,
        /// in the language of `CONFORMANCE_LANG`. The cassette sits beside the test file:
        /// `__Cassettes__/<TestFileName>/<name>.json`.
        ///
        /// - Parameters:
        ///   - name: the cassette's name, a relative path such as `saferpay/initialize`.
        ///   - mode: when to record (`CONFORMANCE_RECORD` overrides it).
        ///   - strict: also fail when recorded interactions were never played.
        ///   - specs: the specs to check against; nil for the ones bundled with the library.
        ///   - routesSharedSession: also route `URLSession.shared` to the cassette (Apple platforms; such tests must
        ///     not run in parallel with each other).
        ///   - file: the test file, which the cassette sits beside, and where failures are reported.
        ///   - line: the line failures are reported at.
        ///   - isolation: the actor `body` runs on (the caller's).
        ///   - body: the test's code.
        public func withCassette(
            _ name: String, mode: RecordMode = .once, strict: Bool = false, specs: SpecSet? = nil, routesSharedSession: Bool = false,
            file: StaticString = #filePath, line: UInt = #line, isolation: isolated (any Actor)? = #isolation,
            _ body: (CassetteSession) async throws -> Void
        ) async throws {
            let path: String
            do {
                path = try CassetteSession.cassettePath(named: name, besideTestFile: "\(file)")
            } catch {
                XCTFail(CassetteFailures.message(error, in: CassetteFailures.language().0), file: file, line: line)
                return
            }
            let options = CassetteScope.Options(file: path, mode: mode, strict: strict, specs: specs, routesSharedSession: routesSharedSession)
            try await withCassette(options, file: file, line: line, body)
        }

        /// Scopes the cassette file given by `options` to `body`, wherever the file is (the library's own tests).
        package func withCassette(
            _ options: CassetteScope.Options, file: StaticString = #filePath, line: UInt = #line,
            isolation: isolated (any Actor)? = #isolation, _ body: (CassetteSession) async throws -> Void
        ) async throws {
            try await CassetteScope.run(options, report: { XCTFail($0, file: file, line: line) }, body)
        }
    }
#endif
