import Dispatch
import Foundation

/// Records exchanges and writes log lines on a thread of its own, in the order they are handed over, while
/// the answers go out.
///
/// Redaction, the spec check, the journal line and the log line of an exchange do not change its answer,
/// so the request's handler hands them over and answers at once. A client's next request follows its
/// answer, so it is always handed over later: each client's exchanges and log lines keep their order.
/// At most ``capacity`` recordings wait: a handler finding the queue full waits for room before answering,
/// so a recording is never more than that many exchanges behind its answers (the most a `kill -9` can
/// lose) and memory stays bounded. ``drained()`` returns once everything handed over is done; the proxy
/// waits for it before its cassette is written.
final class RecordingQueue: @unchecked Sendable {
    /// How many recordings and log lines may wait before a handler must wait for room.
    let capacity: Int
    private let queue = DispatchQueue(label: "conformance-proxy-recording")
    private let lock = NSLock()
    private var pending = 0
    private var roomWaiters: [CheckedContinuation<Void, Never>] = []
    private var drainWaiters: [CheckedContinuation<Void, Never>] = []

    /// Creates an empty queue.
    init(capacity: Int = 64) {
        precondition(capacity > 0, "a recording queue holds at least one exchange")
        self.capacity = capacity
    }

    /// How many recordings and log lines are handed over and not yet done.
    var waiting: Int { lock.withLock { pending } }

    /// Hands over one exchange's recording; waits only when ``capacity`` exchanges are already waiting.
    func submit(_ work: @escaping @Sendable () -> Void) async {
        let admitted = lock.withLock { () -> Bool in
            guard pending < capacity else { return false }
            pending += 1
            return true
        }
        if !admitted {
            // The slot is taken for this caller by the recording that frees it (see `finished`).
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let admittedNow = lock.withLock { () -> Bool in
                    if pending < capacity {
                        pending += 1
                        return true
                    }
                    roomWaiters.append(continuation)
                    return false
                }
                if admittedNow { continuation.resume() }
            }
        }
        queue.async {
            work()
            self.finished()
        }
    }

    /// Hands over a small piece of work that must keep its place among the recordings (a log line); it never waits.
    func post(_ work: @escaping @Sendable () -> Void) {
        lock.withLock { pending += 1 }
        queue.async {
            work()
            self.finished()
        }
    }

    /// Returns once everything handed over so far is done.
    func drained() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let idle = lock.withLock { () -> Bool in
                if pending == 0 { return true }
                drainWaiters.append(continuation)
                return false
            }
            if idle { continuation.resume() }
        }
    }

    private func finished() {
        var resumed: [CheckedContinuation<Void, Never>] = []
        lock.withLock {
            if roomWaiters.isEmpty {
                pending -= 1
            } else {
                // The freed slot passes straight to the longest waiting handler.
                resumed.append(roomWaiters.removeFirst())
            }
            if pending == 0 {
                resumed += drainWaiters
                drainWaiters.removeAll()
            }
        }
        for continuation in resumed { continuation.resume() }
    }
}
