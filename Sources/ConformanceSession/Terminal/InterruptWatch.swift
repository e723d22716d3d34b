import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Catches Ctrl-C (SIGINT) and SIGTERM during a session, so that it ends with a partial bundle instead of dying.
package final class InterruptWatch: @unchecked Sendable {
    let lock = NSLock()
    var fired = false
    var sources: [any DispatchSourceSignal] = []

    /// Starts watching SIGINT and SIGTERM.
    package init() {
        for number in [SIGINT, SIGTERM] {
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler { [weak self] in self?.lock.withLock { self?.fired = true } }
            source.resume()
            sources.append(source)
        }
    }

    /// Whether an interrupt arrived.
    package var interrupted: Bool { lock.withLock { fired } }

    /// Stops watching (a second Ctrl-C then ends the process as usual).
    package func stop() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }
}
