import ConformanceKit
import Foundation
import Testing

/// Shared by several test targets (moved out of `InteropTests`).
package enum Python {
    /// Whether Python can import these modules (the clients `.ci/run` installs).
    package static func pythonHas(_ modules: String) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import " + modules]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus == 0
        } catch {
            return false
        }
    }

    package static let hasDirectSDK = runs("onlinepayments.sdk, cryptography, requests")

    /// Whether a test needing these modules runs: always under CI (`.ci/run` installs them, so a missing one fails the
    /// test rather than skipping it), elsewhere when Python can import them.
    package static func runs(_ modules: String) -> Bool {
        ProcessInfo.processInfo.environment["CI"] != nil || pythonHas(modules)
    }
}
