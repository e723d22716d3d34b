import ConformanceKit
import ConformanceProxy
import ConformanceSandbox
import ConformanceTransport
import Foundation

/// The gateway side of a session: the sandbox, or the recording proxy in front of a real test environment.
///
/// Stopping it ends the session first: answers still held (`hang` faults) are dropped at once, so a session ends
/// as soon as its command exits, its time runs out or the tester stops it.
package struct Gateway: Sendable {
    /// The URL the client is pointed at.
    package let baseURL: String
    /// Ends the session's held answers, then stops the server.
    package let stop: @Sendable () async -> Void

    /// Starts the recording proxy in front of `upstream`, or the sandbox; prints why it cannot and exits with 2.
    package static func start(
        session: ClientSession, specs: SpecSet, upstream: String?, port: Int, versions: [String: String], hangSeconds: Double?, language: Language,
        outbound: OutboundConfiguration = OutboundConfiguration()
    ) async throws -> Gateway {
        if let upstream {
            guard let url = URL(string: upstream), UpstreamBase(upstream) != nil else {
                Console.error("error: --upstream must be an absolute http(s) URL with a host, not '\(upstream)'")
                throw SessionExit(2)
            }
            // The proxy's own recorder needs a cassette, but the bundle's comes from the session: the recorder only
            // journals (never rewriting a file while the session runs), in a scratch folder removed at the end.
            let scratchFolder = (NSTemporaryDirectory() as NSString).appendingPathComponent("conformance-client-\(UUID().uuidString)")
            let scratch = (scratchFolder as NSString).appendingPathComponent("proxy.json")
            let recorder: CassetteRecorder
            do {
                recorder = try CassetteRecorder(file: scratch, specs: specs, options: .init(mode: .all, baseURL: upstream, journal: true))
            } catch {
                Console.error(error.diagnostic.formatted(language))
                throw SessionExit(2)
            }
            var proxyConfiguration = RecordingProxy.Configuration(upstream: url, port: port)
            proxyConfiguration.outbound = outbound
            var proxy = RecordingProxy(configuration: proxyConfiguration, recorder: recorder, log: { _ in })
            proxy.observer = session
            let bound = PortSignal()
            let running = proxy
            let task = Task {
                do { try await running.run(handlingSignals: false) { bound.set($0) } } catch { bound.fail(error) }
            }
            guard let listening = await bound.wait(seconds: 30) else {
                task.cancel()
                if let error = bound.error, let diagnostic = ListenFailure.diagnostic(error, host: "127.0.0.1", port: port) {
                    Console.error(diagnostic.formatted(language))
                } else {
                    Console.error("error: the recording proxy did not start listening within 30 s")
                }
                throw SessionExit(2)
            }
            return Gateway(baseURL: "http://127.0.0.1:\(listening)") {
                // Answers still held are dropped first, so that stopping never waits a hang out.
                session.end()
                task.cancel()
                _ = await task.result
                try? FileManager.default.removeItem(atPath: scratchFolder)
            }
        }
        var configuration = SandboxConfiguration(seed: 1)
        configuration.protocolVersions = versions
        if let hangSeconds { configuration.hangSeconds = hangSeconds }
        let sandbox = Sandbox(specs: specs, configuration: configuration)
        sandbox.observer = session
        let server = SandboxServer(sandbox: sandbox, port: port)
        let running: RunningSandbox
        do {
            running = try await server.start(timeout: 60)
        } catch {
            Console.error(
                ListenFailure.diagnostic(error, host: "127.0.0.1", port: port)?.formatted(language)
                    ?? MessageID.cliError.render(language, [.plain(String(describing: error))]))
            throw SessionExit(2)
        }
        return Gateway(baseURL: running.baseURL) {
            // Answers still held are dropped first, so that stopping never waits a hang out.
            session.end()
            await running.stop()
        }
    }
}
