import Foundation
import Testing

@testable import ConformanceSession

#if canImport(Glibc)
    import Glibc
#endif

/// The `--exec` command's runner: exit status, time limit, and the process group ended with it.
@Suite(.serialized) struct ExecRunnerTests {
    /// Whether a process is gone (or a zombie nobody reaped yet).
    static func gone(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return true }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
    }

    @Test func theCommandsExitStatusIsReported() async {
        let interrupt = InterruptWatch()
        defer { interrupt.stop() }
        let result = await ExecRunner.run("exit 3", environment: [:], timeout: 10, interrupt: interrupt)
        #expect(result.status == 3)
        #expect(result.ending == .execExited)
        #expect(result.problem == nil)
    }

    @Test func theEnvironmentReachesTheCommand() async {
        let interrupt = InterruptWatch()
        defer { interrupt.stop() }
        let result = await ExecRunner.run(
            "test \"$CONFORMANCE_BASE_URL\" = http://127.0.0.1:1", environment: ["CONFORMANCE_BASE_URL": "http://127.0.0.1:1"], timeout: 10,
            interrupt: interrupt)
        #expect(result.status == 0)
    }

    @Test func theTimeLimitEndsTheWholeProcessGroup() async throws {
        let file = (NSTemporaryDirectory() as NSString).appendingPathComponent("exec-\(UUID().uuidString).pid")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let interrupt = InterruptWatch()
        defer { interrupt.stop() }
        let started = Date()
        // The shell starts a background sleeper and waits: signalling the shell alone would leave the sleeper running.
        let result = await ExecRunner.run("sleep 60 & echo $! > '\(file)'; wait", environment: [:], timeout: 0.5, interrupt: interrupt)
        #expect(result.ending == .timeout)
        #expect(result.status == nil)
        #expect(Date().timeIntervalSince(started) < 20)
        let text = try String(contentsOfFile: file, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let sleeper = try #require(Int32(text))
        var waited = 0
        while !Self.gone(sleeper) && waited < 50 {
            try await Task.sleep(nanoseconds: 100_000_000)
            waited += 1
        }
        #expect(Self.gone(sleeper), "the background sleeper \(sleeper) outlived the command's time limit")
    }
}
