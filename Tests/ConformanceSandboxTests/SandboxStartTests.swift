import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import ConformanceTransport
import Foundation
import Testing

/// Starting the sandbox waits for the event, not for a clock: a taken port fails at once, a free one listens.
@Suite struct SandboxStartTests {
    static func sandbox() -> Sandbox { Sandbox(specs: TestSupport.loaded.specs, configuration: .init(seed: 1)) }

    @Test func aTakenPortFailsTheStartAtOnceAndNamesTheAddress() async throws {
        let first = try await SandboxServer(sandbox: Self.sandbox()).start()
        let clock = ContinuousClock()
        let started = clock.now
        do {
            let second = try await SandboxServer(sandbox: Self.sandbox(), port: first.port).start(timeout: 600)
            await second.stop()
            Issue.record("a second sandbox listened on the taken port \(first.port)")
        } catch let error as ServerStartError {
            #expect(error.diagnostic.id == .transportPortInUse)
            #expect(error.diagnostic.message(.en).contains("127.0.0.1:\(first.port)"), "\(error.diagnostic.message(.en))")
            #expect(error.diagnostic.message(.fr).contains("--port"))
            // Far from the 600 s the start was given: the failure itself ended the wait.
            #expect(clock.now - started < .seconds(60), "\(clock.now - started)")
        }
        await first.stop()
    }

    @Test func theSignalKeepsTheFirstEventAndTimesOutOtherwise() async {
        let signal = ListeningSignal()
        signal.listening(4242)
        signal.failed(nil)
        guard case .listening(4242) = await signal.wait(seconds: 5) else {
            Issue.record("the first event was not kept")
            return
        }
        let silent = ListeningSignal()
        guard case .timedOut = await silent.wait(seconds: 0.2) else {
            Issue.record("a start that never listens did not time out")
            return
        }
        let hung = ServerStartError(server: .transportServerSandbox, host: "127.0.0.1", port: 0, outcome: .timedOut, seconds: 120)
        #expect(hung.diagnostic.id == .transportListenTimeout)
        #expect(hung.diagnostic.message(.en).contains("built-in sandbox did not start listening on 127.0.0.1:0 within 120 s"))
        #expect(hung.diagnostic.message(.fr).contains("sandbox intégré n'a pas commencé à écouter"))
    }
}
