import ConformanceEngine
import ConformanceKit
import Foundation

/// Memoises the fixtures of each sandbox folder, so the files are read once per sandbox.
final class DirectFixtureCache: @unchecked Sendable {
    private let lock = NSLock()
    private var loaded: [String: Result<DirectFixtures, DirectFixtureProblems>] = [:]

    /// The fixtures of a folder, read on first use.
    func fixtures(folder: String, answers: SandboxAnswers) -> Result<DirectFixtures, DirectFixtureProblems> {
        if let known = lock.withLock({ loaded[folder] }) { return known }
        let result = DirectFixtures.load(folder: folder, answers: answers)
        lock.withLock { loaded[folder] = result }
        return result
    }
}
