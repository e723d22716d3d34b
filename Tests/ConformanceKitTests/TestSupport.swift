import ConformanceKit
import Foundation

/// Paths and shared fixtures for the tests.
enum TestSupport {
    /// The repository root, found from this file's path.
    static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// The project's `Specs/` folder.
    static let specsPath = repositoryRoot + "/Specs"

    /// `../shared/corpus`, when the shared folder sits beside the checkout.
    static var corpusPath: String? {
        let path = (repositoryRoot as NSString).deletingLastPathComponent + "/shared/corpus"
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The project's specs, loaded once.
    static let loaded: SpecLoadResult = SpecLoader.load(paths: [specsPath])

    /// A checker over the project's specs, compiled once.
    static let checker = ConformanceChecker(specs: loaded.specs)

    /// Loads one protocol from in-memory files named `Specs/demo/<name>`.
    static func load(_ files: [String: String], folder: String = "demo") -> (spec: ProtocolSpec?, diagnostics: [Diagnostic]) {
        SpecLoader.loadProtocol(folderName: folder, files: files.map { ("Specs/\(folder)/\($0.key)", $0.value) })
    }

    /// A minimal valid protocol file for the `demo` protocol.
    static let demoProtocol = """
        kind: protocol
        protocol: demo
        version: "1"
        title: {en: Demo, fr: Démo}
        summary: {en: A protocol for tests., fr: Un protocole pour les tests.}
        """
}

extension SplitMix64 {
    /// A number in a range (modulo draw: tests need repeatable inputs, not a perfectly even spread).
    mutating func int(_ range: Range<Int>) -> Int {
        guard range.count > 1 else { return range.lowerBound }
        return range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// A number in a closed range.
    mutating func int(_ range: ClosedRange<Int>) -> Int { int(range.lowerBound..<(range.upperBound + 1)) }

    /// One of the items.
    mutating func pick<T>(_ items: [T]) -> T { items[int(0..<items.count)] }
}
