import Foundation

/// Collects a server's request log and writes it to standard error in batches.
///
/// A server under load logs one line per request: one write system call each would cost more than
/// some of the request's own work. Lines are kept in order and written when 64 KiB have gathered, or
/// within a tenth of a second, and at ``flush()`` (the command calls it when the server stops).
package final class LogBatcher: @unchecked Sendable {
    let lock = NSLock()
    var pending: [UInt8] = []
    var timer: (any DispatchSourceTimer)?

    /// A batcher writing every tenth of a second.
    package init() {
        let timer = DispatchSource.makeTimerSource(queue: .global(qos: .utility))
        timer.schedule(deadline: .now() + 0.1, repeating: 0.1)
        timer.setEventHandler { [weak self] in self?.flush() }
        timer.resume()
        self.timer = timer
    }

    deinit { timer?.cancel() }

    /// Adds a line (already made safe to show).
    package func append(_ line: String) {
        let full: [UInt8]? = lock.withLock {
            pending += Array(Console.shown(line).utf8)
            pending.append(0x0A)
            guard pending.count >= 65_536 else { return nil }
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
        if let full { try? FileHandle.standardError.write(contentsOf: Data(full)) }
    }

    /// Writes what has gathered.
    package func flush() {
        let lines: [UInt8] = lock.withLock {
            defer { pending.removeAll(keepingCapacity: true) }
            return pending
        }
        if !lines.isEmpty { try? FileHandle.standardError.write(contentsOf: Data(lines)) }
    }
}
