import ConformanceProxy

/// The limits of a server the tool runs (`proxy`, `sandbox`): the largest body, and how long a client may take.
package struct ServerLimitChoice: Sendable {
    /// The largest request body accepted, in bytes; nil for the server's own default.
    package var maxBodyBytes: Int?
    /// Seconds a client has to send a request's head.
    package var headerTimeout = ServerLimits.sandbox.headerTimeout
    /// Seconds a connection may stay silent.
    package var idleTimeout = ServerLimits.sandbox.idleTimeout

    /// Limits with the servers' defaults.
    package init(
        maxBodyBytes: Int? = nil, headerTimeout: Double = ServerLimits.sandbox.headerTimeout, idleTimeout: Double = ServerLimits.sandbox.idleTimeout
    ) {
        self.maxBodyBytes = maxBodyBytes
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
    }
}
