import ConformanceTestSupport
import Foundation
import Testing

/// The executables these tests run as a user would: `conformance` (and the sample Swift client `explore` drives), which
/// this target depends on in Package.swift, so that `swift build` and `swift test` build them first.
///
/// A test carrying the trait fails, never skips, when an executable is missing: a clear issue says to build it.
struct BuiltExecutable: SuiteTrait, TestTrait, TestScoping {
    /// The paths that must exist.
    let paths: [String]

    var isRecursive: Bool { true }

    /// Applied to each test case, not to the suite around them.
    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? { testCase == nil ? nil : self }

    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        let missing = paths.filter { !FileManager.default.isExecutableFile(atPath: $0) }
        guard missing.isEmpty else {
            Issue.record("\(missing.joined(separator: ", ")) missing: run `swift build` first (this test runs the built executable)")
            return
        }
        try await function()
    }
}

extension Trait where Self == BuiltExecutable {
    /// The test runs the built `conformance` executable (`.build/debug/conformance` beside the tests).
    static var conformanceBinary: Self { BuiltExecutable(paths: [ConformanceCLI.binary]) }

    /// The test runs the built `conformance` executable and the sample Swift client it explores.
    static var exploreBinaries: Self { BuiltExecutable(paths: [ConformanceCLI.binary, ConformanceCLI.sampleClient]) }
}
