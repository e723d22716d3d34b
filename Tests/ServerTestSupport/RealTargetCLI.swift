import ConformanceTestSupport
import Foundation

/// The built `conformance` run against a real target (the sandbox behind TLS fronts and proxies): an environment
/// without this process's proxy and trust variables, with the Saferpay settings the sandbox accepts.
package enum RealTargetCLI {
    /// The environment of a child: this one's without proxy or trust variables, plus the Saferpay settings and `extra`.
    package static func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        for name in [
            "HTTPS_PROXY", "https_proxy", "HTTP_PROXY", "http_proxy", "NO_PROXY", "no_proxy", "SSL_CERT_FILE", "SSL_CERT_DIR", "CONFORMANCE_LANG",
        ] {
            environment[name] = nil
        }
        environment["CONFORMANCE_RECORD"] = nil
        environment["CONFORMANCE_SAFERPAY_CUSTOMERID"] = "123123"
        environment["CONFORMANCE_SAFERPAY_TERMINALID"] = "17757531"
        environment["CONFORMANCE_SAFERPAY_APICREDENTIALS"] = "API_123123_17757531:sandbox-password"
        environment.merge(extra) { $1 }
        return environment
    }

    /// Runs the binary in the repository root with that environment.
    package static func run(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> Subprocess.Result {
        try await Subprocess.run(ConformanceCLI.binary, arguments, in: TestSupport.repositoryRoot, environment: environment(extra))
    }
}
