import NIOCore
import NIOPosix

/// Runs the process's Swift concurrency jobs on the NIO event loops that serve its connections.
///
/// A server's request handlers are `async`: left on Swift's own thread pool, each request hops from the
/// event loop that read it to a pool thread and back, and a forwarded one hops again to the client's
/// loop. Each hop wakes a sleeping thread, which at a moderate rate is most of a request's latency.
/// With the event loops as the global executor a handler runs where its request was read.
package enum ConcurrencyOnEventLoops {
    /// Makes the shared event loops the global executor, once per process; false when it could not be done.
    ///
    /// Call it from the command's entry, before any server starts: it changes every later `Task` of the
    /// process, so a library embedding the proxy leaves the choice to its program.
    @discardableResult
    package static func adopt() -> Bool {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
    }
}
