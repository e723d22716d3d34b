import Foundation
import Testing

@testable import ConformanceProxy

/// The proxy's recording queue: order kept, room bounded, drained on demand.
@Suite struct RecordingQueueTests {
    final class Trace: @unchecked Sendable {
        let lock = NSLock()
        var entries: [Int] = []
        func add(_ value: Int) { lock.withLock { entries.append(value) } }
        var all: [Int] { lock.withLock { entries } }
    }

    @Test func recordingsAndLogLinesRunInTheOrderTheyWereHandedOver() async {
        let queue = RecordingQueue(capacity: 8)
        let trace = Trace()
        for index in 0..<500 {
            if index % 3 == 0 {
                queue.post { trace.add(index) }
            } else {
                await queue.submit { trace.add(index) }
            }
        }
        await queue.drained()
        #expect(trace.all == Array(0..<500))
        #expect(queue.waiting == 0)
    }

    @Test func aFullQueueMakesTheNextHandlerWaitForRoom() async throws {
        let queue = RecordingQueue(capacity: 2)
        let gate = DispatchSemaphore(value: 0)
        let trace = Trace()
        await queue.submit {
            gate.wait()
            trace.add(1)
        }
        await queue.submit { trace.add(2) }
        let third = Task {
            await queue.submit { trace.add(3) }
            trace.add(-3)
        }
        // The first recording is held, so the third handler cannot have been admitted, however long it waits.
        try await Task.sleep(nanoseconds: 200_000_000)
        #expect(!trace.all.contains(-3), "a handler was admitted past the queue's capacity")
        #expect(queue.waiting == 2)
        gate.signal()
        await third.value
        await queue.drained()
        #expect(trace.all.filter { $0 > 0 } == [1, 2, 3])
        #expect(queue.waiting == 0)
    }

    @Test func drainedWaitsForWorkInProgress() async {
        let queue = RecordingQueue()
        let trace = Trace()
        await queue.submit {
            Thread.sleep(forTimeInterval: 0.1)
            trace.add(1)
        }
        await queue.drained()
        #expect(trace.all == [1])
        await queue.drained()  // Nothing pending: returns at once.
    }
}
