import Foundation

/// Runs tasks on a thread of its own instead of the shared cooperative pool.
///
/// The test process runs every suite at once on a pool of one thread per core (two on CI). A suite doing seconds of
/// synchronous work holds a thread that long, so a server started in process with no executor of its own can leave a
/// client waiting for seconds; timing tests of that server give it this executor.
package final class DedicatedExecutor: TaskExecutor, @unchecked Sendable {
    private let queue: DispatchQueue

    /// An executor on a serial queue named `label`.
    package init(label: String) {
        queue = DispatchQueue(label: label, qos: .userInitiated)
    }

    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }

    /// One executor shared by the tests that time a server.
    package static let servers = DedicatedExecutor(label: "conformance-test-servers")
}
