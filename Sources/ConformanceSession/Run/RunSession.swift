import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceSandbox
import ConformanceTransport
import Foundation

/// A resolved target, with the sandbox serving it when there is one.
package struct RunSession {
    package let target: ResolvedTarget
    package let sandbox: RunningSandbox?
    package let shownTarget: String
    package let mode: RunMode
    package let startedAt: String
    /// How requests reach the target.
    package let outbound: OutboundConfiguration

    /// The target as a report names it: marked when its certificates were not checked.
    package func reportedTarget(_ name: String, language: Language) -> String {
        Self.reportedTarget(name, insecure: outbound.insecure, language: language)
    }

    /// A target as a report names it: `name [INSECURE: server certificates not checked]` when its certificates were not checked.
    package static func reportedTarget(_ name: String, insecure: Bool, language: Language) -> String {
        insecure ? MessageID.runInsecureTarget.render(language, [.plain(name)]) : name
    }

    /// Runs the scenarios one after the other with a progress line each, then stops the sandbox.
    package func run(
        _ scenarios: [Scenario], specs: SpecSet, options: RunOptions, timeout: Double, language: Language,
        progressSink: (@Sendable (String) -> Void)? = nil
    ) async -> [ScenarioOutcome] {
        let client = options.mode == .replay ? nil : OutboundClient(configuration: outbound, timeout: timeout)
        let runner = ScenarioRunner(specs: specs, target: target, options: options, sender: client.map { OutboundSender(client: $0) })
        let progress = RunProgress(language: language, insecure: outbound.insecure, sink: progressSink)
        progress.start(count: scenarios.count, target: shownTarget, mode: options.mode)
        var outcomes: [ScenarioOutcome] = []
        for scenario in scenarios {
            let outcome = await runner.run(scenario)
            progress.scenario(outcome)
            outcomes.append(outcome)
        }
        await client?.shutdown()
        await sandbox?.stop()
        return outcomes
    }
}

extension ResolvedTarget {
    /// Every secret setting value, by name, to keep out of written files.
    package var secrets: [String: String] {
        endpoints.values.reduce(into: [String: String]()) { all, endpoint in
            for (name, value) in endpoint.secrets { all[name] = value }
        }
    }
}
