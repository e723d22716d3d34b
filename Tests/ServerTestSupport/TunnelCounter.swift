import Foundation

/// Counts what a test server saw.
package final class TunnelCounter: @unchecked Sendable {
    /// An empty count.
    package init() {}

    private let lock = NSLock()
    private var tunnels = 0
    private var targets: [String] = []
    private var authorizations: [String] = []

    /// Records one tunnel request.
    package func record(target: String, authorization: String?) {
        lock.withLock {
            tunnels += 1
            targets.append(target)
            if let authorization { authorizations.append(authorization) }
        }
    }

    /// How many tunnels were opened (or asked for).
    package var count: Int { lock.withLock { tunnels } }
    /// The `host:port` of each tunnel asked for.
    package var seen: [String] { lock.withLock { targets } }
    /// The Proxy-Authorization values received.
    package var credentials: [String] { lock.withLock { authorizations } }
}
