import ConformanceKit
import ConformanceProxy
import ConformanceSandbox
import ConformanceTransport
import Foundation

/// `conformance sandbox` as a library call: every protocol of the specs served on loopback until stopped.
package struct SandboxSession {
    /// What was asked for.
    package let request: SandboxRequest
    /// The language of what is printed.
    package let language: Language

    /// A session for this request.
    package init(_ request: SandboxRequest, language: Language) {
        self.request = request
        self.language = language
    }

    /// The sandbox the request describes, its facts said on standard error; prints why it cannot be made and throws ``SessionExit`` (2).
    package func sandbox() throws -> Sandbox {
        let specs = try SpecFolder(path: request.specsPath).load(language: language)
        var configuration = SandboxConfiguration(seed: request.seed, sipsKeyVersion: request.sipsKeyVersion, hangSeconds: request.hangSeconds)
        configuration.protocolVersions = try request.versions.resolve(specs: specs, inScope: specs.protocolIDs, language: language)
        if let faults = request.faults {
            do {
                configuration.faults = try FaultRule.parse(faults, specs: specs)
            } catch {
                Console.error(error.formatted(language))
                throw SessionExit(2)
            }
        }
        if let name = request.sipsSecretKeyEnv {
            guard let key = request.environment[name], !key.isEmpty else {
                Console.error(MessageID.cliError.render(language, [.localized(MessageID.usageSecretKeyEnvUnset.localized([.plain(name)]))]))
                throw SessionExit(2)
            }
            configuration.sipsSecretKey = key
        }
        let sandbox = Sandbox(specs: specs, configuration: configuration)
        let facts = sandbox.factsReport(language)
        for line in facts.lines { Console.error(line) }
        guard facts.usable else { throw SessionExit(2) }
        return sandbox
    }

    /// Serves until stopped, with a request log on standard error; a port that cannot be bound throws ``SessionExit`` (2).
    package func serve() async throws {
        let sandbox = try sandbox()
        let batcher = LogBatcher()
        // The default policy's redactor, made once (LogText.safe builds and compares a policy per line).
        let redactor = LogLineRedactor(policy: RedactionPolicy())
        sandbox.log = { batcher.append(redactor.safe($0)) }
        defer { batcher.flush() }
        let limits = request.limits
        let server = SandboxServer(
            sandbox: sandbox, host: request.host, port: request.port, maxBodySize: limits.maxBodyBytes ?? ServerLimits.sandbox.maxBodyBytes,
            headerTimeout: limits.headerTimeout, idleTimeout: limits.idleTimeout)
        let (host, seed, language) = (request.host, request.seed, language)
        do {
            try await server.run { port in
                Console.print(MessageID.usageSandboxListening.render(language, [.plain(host), .plain(String(port)), .plain(String(seed))]))
            }
        } catch {
            guard let diagnostic = ListenFailure.diagnostic(error, host: host, port: request.port) else { throw error }
            batcher.flush()
            Console.error(diagnostic.formatted(language))
            throw SessionExit(2)
        }
    }
}
