import ConformanceKit
import Foundation
import Testing

/// Paths and shared fixtures for the tests.
package enum TestSupport {
    /// The repository root, found from this file's path.
    package static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The project's `Specs/` folder.
    package static let specsPath = repositoryRoot + "/Specs"

    /// `../shared/corpus`, when the shared folder sits beside the checkout.
    package static var corpusPath: String? {
        let path = (repositoryRoot as NSString).deletingLastPathComponent + "/shared/corpus"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// Whether the tests reading `../shared/corpus` run: always under CI (which lays `shared/` beside the checkout, so a
    /// missing corpus fails them), elsewhere when it is there.
    package static var corpusRuns: Bool { ProcessInfo.processInfo.environment["CI"] != nil || corpusPath != nil }

    /// Writes `parts` one after the other into a new file of `folder`, without building the whole text in memory.
    package static func write(
        _ name: String, in folder: String, _ parts: [String], repeating middle: (text: String, count: Int)? = nil, then tail: [String] = []
    )
        throws -> String
    {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: nil)
        let handle = try #require(FileHandle(forWritingAtPath: path))
        for part in parts { try handle.write(contentsOf: Data(part.utf8)) }
        if let middle {
            let block = Data(String(repeating: middle.text, count: 1 << 16).utf8)
            for _ in 0..<(middle.count >> 16) { try handle.write(contentsOf: block) }
            try handle.write(contentsOf: Data(String(repeating: middle.text, count: middle.count & 0xFFFF).utf8))
        }
        for part in tail { try handle.write(contentsOf: Data(part.utf8)) }
        try handle.close()
        return path
    }

    /// Runs `body` for every item, at most `limit` at a time; the first error thrown ends the rest.
    package static func forEach<Item: Sendable>(
        _ items: [Item], concurrently limit: Int, _ body: @escaping @Sendable (Item) async throws -> Void
    ) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            var pending = items[...]
            for _ in 0..<limit {
                guard let item = pending.popFirst() else { break }
                group.addTask { try await body(item) }
            }
            while try await group.next() != nil {
                guard let item = pending.popFirst() else { continue }
                group.addTask { try await body(item) }
            }
        }
    }

    /// A new empty folder under the temporary directory, named after `prefix`.
    package static func scratchFolder(_ prefix: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// The peak memory of `conformance ARGUMENTS`, in KiB, read by a Python parent that has no other child, and the
    /// end of its output (standard output, then standard error).
    package static func peakKiB(_ arguments: [String]) async throws -> (kib: Int, output: String) {
        let script = """
            import resource, subprocess, sys
            done = subprocess.run(sys.argv[1:], capture_output=True, text=True)
            print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
            print((done.stdout + done.stderr)[-400:])
            """
        let result = try await Subprocess.run("/usr/bin/env", ["python3", "-c", script, ConformanceCLI.binary] + arguments, in: repositoryRoot)
        let lines = result.stdout.split(separator: "\n", maxSplits: 1)
        return (Int(lines.first ?? "") ?? 0, lines.count > 1 ? String(lines[1]) : result.stderr)
    }

    /// The project's specs, loaded once.
    package static let loaded: LoadResult<SpecSet> = SpecLoader.load(paths: [specsPath])

    /// A checker over the project's specs, compiled once.
    package static let checker = ConformanceChecker(specs: loaded.specs)

    /// Loads one protocol from in-memory files named `Specs/demo/<name>`.
    package static func load(_ files: [String: String], folder: String = "demo") -> (spec: ProtocolSpec?, diagnostics: [Diagnostic]) {
        SpecLoader.loadProtocol(folderName: folder, files: files.map { ("Specs/\(folder)/\($0.key)", $0.value) })
    }

    /// A minimal valid protocol file for the `demo` protocol.
    package static let demoProtocol = """
        kind: protocol
        protocol: demo
        version: "1"
        title: {en: Demo, fr: Démo}
        summary: {en: A protocol for tests., fr: Un protocole pour les tests.}
        """
}

extension SplitMix64 {
    /// A number in a range (modulo draw: tests need repeatable inputs, not a perfectly even spread).
    package mutating func int(_ range: Range<Int>) -> Int {
        guard range.count > 1 else { return range.lowerBound }
        return range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A number in a closed range.
    package mutating func int(_ range: ClosedRange<Int>) -> Int { int(range.lowerBound..<(range.upperBound + 1)) }

    /// One of the items.
    package mutating func pick<T>(_ items: [T]) -> T { items[int(0..<items.count)] }
}
