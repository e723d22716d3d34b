import Logging
import ServiceLifecycle
import UnixSignals

/// Runs a listening service so that every way of stopping it is a graceful shutdown.
///
/// Cancelling the calling task, SIGINT or SIGTERM (when asked for) all stop accepting connections, let the
/// requests in flight finish, and return once the server is down. Cancellation is not forwarded to the server
/// itself: a cancelled Hummingbird server drops its open connections and logs errors about them.
package enum GracefulService {
    /// Runs `service` until the calling task is cancelled or one of `signals` arrives.
    package static func run(_ service: some Service, signals: [UnixSignal], logger: Logger) async throws {
        let group = ServiceGroup(configuration: .init(services: [service], gracefulShutdownSignals: signals, logger: logger))
        let running = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await running.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }
}
