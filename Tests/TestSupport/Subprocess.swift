import Foundation

/// Runs a child process to completion without holding a thread of Swift's cooperative pool.
///
/// The pool has one thread per core (two on CI). A test that waits for a child with `waitUntilExit()` or
/// `readDataToEndOfFile()` on that pool starves every other test's async work, including the loopback servers
/// other tests talk to, which then time out. Here the waiting happens on dedicated threads, both pipes are drained
/// at once (so a chatty stderr cannot fill its pipe and deadlock the child), and the caller awaits the result.
package enum Subprocess {
    /// What a finished child left behind.
    package struct Result: Sendable {
        /// The exit status (or the signal number when it was killed).
        package var status: Int32
        /// Everything written to standard output, decoded as UTF-8.
        package var stdout: String
        /// Everything written to standard error, decoded as UTF-8.
        package var stderr: String
    }

    /// Runs `executable` with `arguments`, feeding it `stdin`, and returns once it has exited.
    package static func run(
        _ executable: String, _ arguments: [String], stdin: String? = nil, in directory: String? = nil,
        environment: [String: String]? = nil
    ) async throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        if let environment { process.environment = environment }
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        return await offPool {
            let stdoutData = DrainedPipe(out)
            let stderrData = DrainedPipe(err)
            if let stdin { try? input.fileHandleForWriting.write(contentsOf: Data(stdin.utf8)) }
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
            return Result(
                status: process.terminationStatus, stdout: String(decoding: stdoutData.wait(), as: UTF8.self),
                stderr: String(decoding: stderrData.wait(), as: UTF8.self))
        }
    }

    /// Waits for an already started process on a dedicated thread.
    package static func waitUntilExit(_ process: Process) async {
        await offPool { process.waitUntilExit() }
    }

    /// Runs blocking `work` on a thread of its own and resumes the caller with its result.
    package static func offPool<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            let thread = Thread { continuation.resume(returning: work()) }
            thread.start()
        }
    }
}

/// Reads a pipe to its end on a thread of its own.
private final class DrainedPipe: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var data = Data()

    package init(_ pipe: Pipe) {
        let thread = Thread { [self] in
            data = pipe.fileHandleForReading.readDataToEndOfFile()
            done.signal()
        }
        thread.start()
    }

    /// The whole output, once the writer closed its end.
    package func wait() -> Data {
        done.wait()
        return data
    }
}
