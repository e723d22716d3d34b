import ConformanceKit
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs the partner's command (`--exec`) with the session's URLs in its environment.
///
/// The command is started with `posix_spawn` and watched with `waitpid`, so that its exit is seen at once even when
/// it leaves a background process behind (Foundation's `Process` reports a command as running for as long as any of
/// its descendants holds its inherited descriptors). The command runs in its own process group: past the session's
/// time limit, or interrupted, the whole group gets SIGTERM, then SIGKILL after 5 s (`/bin/sh -c` does not always
/// hand its pid over to the command it runs, so signalling the shell alone would leave the command running); when the
/// command exits, what it left running in its group gets SIGTERM, since the gateway it talked to is gone.
package enum ExecRunner {
    /// How the command ended: its exit status (nil when stopped), why the session ended, or why it could not start.
    package struct Result: Sendable {
        package var status: Int32?
        package var ending: ClientCertification.Ending
        package var problem: LocalizedText?
    }

    /// Runs the command until it exits, `timeout` seconds pass, or an interrupt arrives.
    package static func run(_ command: String, environment: [String: String], timeout: Double?, interrupt: InterruptWatch) async -> Result {
        let merged = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let pid: pid_t
        switch spawn(command, environment: merged) {
        case .success(let spawned): pid = spawned
        case .failure(let reason):
            return Result(
                status: nil, ending: .interrupted, problem: MessageID.usageExecCannotStart.localized([.plain(command), .plain(reason.text)]))
        }
        let deadline = timeout.map { Date().addingTimeInterval($0) }
        var ending = ClientCertification.Ending.execExited
        while true {
            if let status = exited(pid) {
                kill(-pid, SIGTERM)
                return Result(status: status, ending: ending, problem: nil)
            }
            if interrupt.interrupted {
                ending = .interrupted
                break
            }
            if let deadline, Date() >= deadline {
                ending = .timeout
                break
            }
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
        kill(-pid, SIGTERM)
        let grace = Date().addingTimeInterval(5)
        while Date() < grace {
            if exited(pid) != nil {
                kill(-pid, SIGKILL)
                return Result(status: nil, ending: ending, problem: nil)
            }
            try? await Task.sleep(nanoseconds: 50_000_000)
        }
        kill(-pid, SIGKILL)
        while exited(pid) == nil { try? await Task.sleep(nanoseconds: 20_000_000) }
        return Result(status: nil, ending: ending, problem: nil)
    }

    /// Why a command could not start.
    package struct SpawnFailure: Error {
        package var text: String
    }

    /// Starts `/bin/sh -c command` with an environment, SIGINT, SIGTERM and SIGPIPE at their defaults and no signal blocked.
    package static func spawn(_ command: String, environment: [String: String]) -> Swift.Result<pid_t, SpawnFailure> {
        let words: [String] = ["/bin/sh", "-c", command]
        let pairs: [String] = environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        var arguments: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) } + [nil]
        var variables: [UnsafeMutablePointer<CChar>?] = pairs.map { strdup($0) } + [nil]
        defer {
            for pointer in arguments { free(pointer) }
            for pointer in variables { free(pointer) }
        }
        #if canImport(Darwin)
            var attributes: posix_spawnattr_t?
        #else
            var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // The session ignores SIGINT and SIGTERM while it runs (it ends with a bundle instead): the command must not inherit that.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGINT, SIGTERM, SIGPIPE] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        // Its own process group, so that the session can end the command and everything it started at once.
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP))
        var pid: pid_t = 0
        let code = posix_spawn(&pid, "/bin/sh", nil, &attributes, &arguments, &variables)
        guard code == 0 else { return .failure(SpawnFailure(text: String(cString: strerror(code)))) }
        return .success(pid)
    }

    /// The command's exit status once it has exited (the signal's number when a signal ended it), nil while it runs.
    package static func exited(_ pid: pid_t) -> Int32? {
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        guard result == pid else { return result < 0 ? -1 : nil }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : signal
    }
}
