import ConformanceKit
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension CassetteSession {
    /// Routes every request of `URLSession.shared` to this cassette while `body` runs, for code under test that uses
    /// the shared session and takes no other.
    ///
    /// The shared session is one per process, so one cassette holds it at a time: a second claim from another task
    /// waits until the first ends; a claim nested in the first, in the same task, would wait for itself and throws
    /// instead. Tests that use it must not run in parallel with each other, nor with tests that send through
    /// `URLSession.shared` themselves (their requests would reach this cassette): put them in one `.serialized` suite.
    ///
    /// Apple platforms only (a URLProtocol class registered with `URLProtocol.registerClass`): on Linux,
    /// swift-corelibs-foundation asks registered classes only after its own HTTP one, so this throws a clear error
    /// there. Give the code under test ``session`` or ``configuration`` instead where you can.
    @discardableResult
    public func routingSharedSession<T>(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async throws -> T {
        try await SharedSessionGate.shared.exclusively(holder: file) {
            #if canImport(FoundationNetworking)
                throw Diagnostic(.error, .testingSharedUnsupported, [.plain(file)])
            #else
                SharedRoute.install(self)
                do {
                    let result = try await body()
                    SharedRoute.remove()
                    return result
                } catch {
                    SharedRoute.remove()
                    throw error
                }
            #endif
        }
    }
}

/// Lets one task at a time hold the process's `URLSession.shared`; the others wait their turn, in order.
package final class SharedSessionGate: @unchecked Sendable {
    /// The gate of `URLSession.shared`.
    package static let shared = SharedSessionGate()

    /// The cassette the current task holds the gate for, so a nested claim is refused instead of waiting forever.
    @TaskLocal static var held: String?

    // Safe: `busy` and `waiters` are only read and written under `lock`.
    private let lock = NSLock()
    private var busy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// A new, open gate (tests make their own; the library uses ``shared``).
    package init() {}

    /// Runs `body` holding the gate for cassette `holder`, waiting for it first when another task holds it.
    ///
    /// - Throws: a `testing.shared-nested` diagnostic when the current task already holds the gate; what `body` throws.
    package func exclusively<T>(
        holder: String, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> T
    ) async throws -> T {
        if let held = SharedSessionGate.held { throw Diagnostic(.error, .testingSharedNested, [.plain(held)]) }
        await acquire()
        do {
            let result = try await SharedSessionGate.$held.withValue(holder) { try await body() }
            release()
            return result
        } catch {
            release()
            throw error
        }
    }

    /// Whether a task holds the gate now.
    package var isHeld: Bool { lock.withLock { busy } }

    private func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let now = lock.withLock {
                guard busy else {
                    busy = true
                    return true
                }
                waiters.append(continuation)
                return false
            }
            if now { continuation.resume() }
        }
    }

    private func release() {
        let next = lock.withLock {
            guard !waiters.isEmpty else {
                busy = false
                return nil as CheckedContinuation<Void, Never>?
            }
            return waiters.removeFirst()
        }
        next?.resume()
    }
}
