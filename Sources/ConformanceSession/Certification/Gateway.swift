import ConformanceEngine
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
        try await start(
            observer: session, end: { session.end() }, specs: specs, upstream: upstream, port: port, versions: versions,
            hangSeconds: hangSeconds, language: language, outbound: outbound)
    }

    /// Starts the gateway side with any observer; `end` ends the observer's session before the server stops.
    package static func start(
        observer session: any GatewayObserver, end: @escaping @Sendable () -> Void, specs: SpecSet, upstream: String?, port: Int,
        versions: [String: String], hangSeconds: Double?, language: Language, outbound: OutboundConfiguration = OutboundConfiguration(),
        quiet: Bool = false
    ) async throws -> Gateway {
        if let upstream {
            guard let url = URL(string: upstream), UpstreamBase(upstream) != nil else {
                Console.error(MessageID.cliError.render(language, [.localized(MessageID.usageUpstreamURL.localized([.plain(upstream)]))]))
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
            let signal = ListeningSignal()
            let running = proxy
            let task = Task {
                do {
                    try await running.run(handlingSignals: false) { signal.listening($0) }
                    signal.failed(nil)
                } catch {
                    signal.failed(error)
                }
            }
            let outcome = await signal.wait(seconds: 120)
            guard case .listening(let listening) = outcome else {
                task.cancel()
                let failure = ServerStartError(server: .transportServerProxy, host: "127.0.0.1", port: port, outcome: outcome, seconds: 120)
                Console.error(failure.diagnostic.formatted(language))
                throw SessionExit(2)
            }
            return Gateway(baseURL: "http://127.0.0.1:\(listening)") {
                // Answers still held are dropped first, so that stopping never waits a hang out.
                end()
                task.cancel()
                _ = await task.result
                try? FileManager.default.removeItem(atPath: scratchFolder)
            }
        }
        var configuration = SandboxConfiguration(seed: 1)
        configuration.protocolVersions = versions
        if let hangSeconds { configuration.hangSeconds = hangSeconds }
        let sandbox = Sandbox(specs: specs, configuration: configuration)
        let facts = sandbox.factsReport(language)
        if !quiet || !facts.usable { for line in facts.lines { Console.error(line) } }
        guard facts.usable else { throw SessionExit(2) }
        sandbox.observer = session
        let server = SandboxServer(sandbox: sandbox, port: port)
        let running: RunningSandbox
        do {
            running = try await server.start()
        } catch let failure as ServerStartError {
            Console.error(failure.diagnostic.formatted(language))
            throw SessionExit(2)
        } catch {
            Console.error(MessageID.cliError.render(language, [.reason(error)]))
            throw SessionExit(2)
        }
        return Gateway(baseURL: running.baseURL) {
            // Answers still held are dropped first, so that stopping never waits a hang out.
            end()
            await running.stop()
        }
    }
}
