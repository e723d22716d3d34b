import ConformanceKit
import ConformanceProxy
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// Shared by several test targets (moved out of `ProxyTests`).
package enum ProxyFixtures {
    package final class Lines: @unchecked Sendable {
        package let lock = NSLock()
        package var lines: [String] = []
        package func append(_ line: String) {
            lock.lock()
            lines.append(line)
            lock.unlock()
        }
        package var all: [String] { lock.withLock { lines } }
        /// Waits until the proxy is done with the exchanges answered so far (it logs them while the answers go out).
        package var settle: @Sendable () async -> Void = {}
        /// The lines, once every exchange answered so far is logged.
        package var settled: [String] {
            get async {
                await lock.withLock { settle }()
                return all
            }
        }
    }

    /// Runs a proxy in front of `upstream` for the duration of `body`, then finishes its cassette.
    @discardableResult
    package static func withProxy(
        upstream: String, routes: [UpstreamRoute] = [], cassette: String, mode: RecordMode = .all,
        maxBodySize: Int = ServerLimits.proxy.maxBodyBytes, flushInterval: TimeInterval = 5, timeout: TimeInterval = 100,
        _ body: (String, Lines) async throws -> Void
    ) async throws -> CassetteRecorder.Summary {
        let recorder = try CassetteRecorder(file: cassette, specs: TestSupport.loaded.specs, options: .init(mode: mode, baseURL: upstream))
        let lines = Lines()
        let proxy = RecordingProxy(
            configuration: .init(
                upstream: URL(string: upstream)!, routes: routes, maxBodySize: maxBodySize, timeout: timeout, flushInterval: flushInterval),
            recorder: recorder,
            log: lines.append)
        lines.settle = { await proxy.recorded() }
        let port = PortBox()
        let task = Task { try await proxy.run(handlingSignals: false) { port.set($0) } }
        let bound = try await port.wait()
        do {
            try await body("http://127.0.0.1:\(bound)", lines)
        } catch {
            task.cancel()
            _ = await task.result
            throw error
        }
        task.cancel()
        _ = await task.result
        return try recorder.finish()
    }

    package static let initializeBody =
        #"{"RequestHeader":{"SpecVersion":"1.40","CustomerId":"123123","RequestId":"req-1","RetryIndicator":0},"TerminalId":"17757531","Payment":{"Amount":{"Value":"1000","CurrencyCode":"CHF"}},"ReturnUrl":{"Url":"https://merchant.example.com/return"}}"#

    package static func temporaryCassette() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("proxy-\(UUID().uuidString)/cassette.json").path
    }
}
