import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation

/// The built-in sandbox behind TLS fronts, for tests that reach it like a real HTTPS target.
package struct SandboxBehindTLS {
    package let sandbox: RunningSandbox
    /// A front presenting the good certificate.
    package let good: LoopbackRelay
    /// A front presenting a certificate for another host.
    package let wrongHost: LoopbackRelay
    /// A front presenting an expired certificate.
    package let expired: LoopbackRelay
    /// A front that requires a client certificate of the test CA.
    package let mutual: LoopbackRelay

    /// Starts the sandbox and its fronts.
    package static func start(pki: TestPKI) async throws -> SandboxBehindTLS {
        // A generous start: at the beginning of a run every suite starts at once on two cores.
        let sandbox = try await SandboxServer(sandbox: Sandbox(specs: TestSupport.loaded.specs, configuration: SandboxConfiguration(seed: 1))).start(
            timeout: 120)
        let port = sandbox.port
        return SandboxBehindTLS(
            sandbox: sandbox, good: try await .tlsFront(pki: pki, backendPort: port),
            wrongHost: try await .tlsFront(pki: pki, certificate: "wronghost", backendPort: port),
            expired: try await .tlsFront(pki: pki, certificate: "expired", backendPort: port),
            mutual: try await .tlsFront(pki: pki, backendPort: port, requireClientCertificate: true))
    }

    /// The HTTPS URL of a front.
    package func url(_ relay: LoopbackRelay, host: String = "127.0.0.1") -> String { "https://\(host):\(relay.port)" }

    /// Stops everything.
    package func stop() async {
        for relay in [good, wrongHost, expired, mutual] { await relay.stop() }
        await sandbox.stop()
    }
}
