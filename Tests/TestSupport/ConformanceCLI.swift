import Foundation

/// The built `conformance` executable, run as a child process by the tests that go through the command line.
package struct ConformanceCLI: Sendable {
    /// What one run left behind.
    package struct Run: Sendable {
        /// The exit status.
        package var status: Int32
        /// Standard output, decoded as UTF-8.
        package var stdout: String
        /// Standard error, decoded as UTF-8.
        package var stderr: String
    }

    /// The folder the executables were built in with the tests: the one holding the running test bundle
    /// (`.build/<triple>/debug` from `swift test`, `…/release` from `swift test -c release`), else `.build/debug`.
    package static let buildFolder: String = {
        let runner = URL(fileURLWithPath: ProcessInfo.processInfo.arguments.first ?? "").resolvingSymlinksInPath()
        var folder = runner.deletingLastPathComponent()
        // On Linux the runner is the bundle itself; on macOS it is inside `….xctest/Contents/MacOS`.
        while folder.pathComponents.count > 1, folder.lastPathComponent.hasSuffix(".xctest") || folder.path.contains(".xctest/") {
            folder.deleteLastPathComponent()
        }
        if FileManager.default.fileExists(atPath: folder.appendingPathComponent("conformance").path) { return folder.path }
        return TestSupport.repositoryRoot + "/.build/debug"
    }()

    /// The executable built with the tests (by `swift build` and `swift test`).
    package static var binary: String { buildFolder + "/conformance" }

    /// Whether the executable exists, for tests enabled only when it does.
    package static var isBuilt: Bool { FileManager.default.fileExists(atPath: binary) }

    /// The sample Swift client of Saferpay that `conformance explore` runs (Tests/Interop/SwiftExploreClient).
    package static var sampleClient: String {
        buildFolder + "/explore-sample-client"
    }

    /// A runner.
    package init() {}

    /// Runs the binary off the cooperative pool, without the caller's `CONFORMANCE_LANG`, and returns its exit status and output.
    package func run(_ arguments: [String], stdin: String? = nil, in directory: String = TestSupport.repositoryRoot) async throws -> Run {
        var environment = ProcessInfo.processInfo.environment
        environment["CONFORMANCE_LANG"] = nil
        let result = try await Subprocess.run(Self.binary, arguments, stdin: stdin, in: directory, environment: environment)
        return Run(status: result.status, stdout: result.stdout, stderr: result.stderr)
    }

    /// Writes `text` to a file named `name` in a new temporary folder and returns its path.
    package func temporaryFile(_ name: String, _ text: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("conformance-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent(name).path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
