import ConformanceEngine
import ConformanceKit
import ConformanceRunner
import ConformanceSandbox
import ConformanceTransport
import Foundation

/// What `run`, `drift` and `certify` share: scenarios, configuration, the selection, the sandbox and the target.
package enum RunSetup {
    /// Loads the scenarios beside the specs, or prints why they cannot be used and exits with 2.
    package static func loadScenarios(specs: SpecSet, path: String, language: Language) throws -> ScenarioSet {
        let loaded = ScenarioLoader.load(paths: [path], specs: specs)
        for diagnostic in loaded.diagnostics { Console.error(diagnostic.formatted(language)) }
        if loaded.hasErrors { throw SessionExit(2) }
        return loaded.scenarios
    }

    /// Reads the given config file, or `conformance.yaml` when present; exits with 2 on any problem.
    package static func loadConfiguration(_ path: String?, language: Language) throws -> RunConfiguration? {
        let file = path ?? (FileManager.default.fileExists(atPath: RunConfigurationLoader.defaultFile) ? RunConfigurationLoader.defaultFile : nil)
        guard let file else { return nil }
        guard FileManager.default.fileExists(atPath: file) else {
            Console.error(
                Diagnostic(.error, .inputUnreadable, [.plain(file), .localized(MessageID.usageNoSuchFile.localized())]).formatted(language))
            throw SessionExit(2)
        }
        let result = RunConfigurationLoader.load(file: file)
        for diagnostic in result.diagnostics { Console.error(diagnostic.formatted(language)) }
        guard let configuration = result.configuration else { throw SessionExit(2) }
        return configuration
    }

    /// The scenarios matching the filters; an unknown protocol or scenario name exits with 2 and a suggestion.
    package static func select(_ set: ScenarioSet, protocols: [String], scenarios: [String], tags: [String], language: Language) throws -> [Scenario]
    {
        let knownProtocols = Set(set.scenarios.map(\.protocolID))
        for name in protocols where !knownProtocols.contains(name) {
            Console.error(Diagnostic.unknownProtocol(name, known: Array(knownProtocols)).formatted(language))
            throw SessionExit(2)
        }
        for name in scenarios where !set.scenarios.contains(where: { $0.id == name || $0.name == name }) {
            let candidates = set.scenarios.map(\.id) + set.scenarios.map(\.name)
            let suggestion = Suggestion.closest(to: name, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
            Console.error(Diagnostic(.error, .runNoScenarios, [.plain("--scenario \(name)\(suggestion)")]).formatted(language))
            throw SessionExit(2)
        }
        let selected = set.selecting(protocols: protocols, scenarios: scenarios, tags: tags)
        if selected.isEmpty {
            let filters = (protocols.map { "--protocol \($0)" } + tags.map { "--tag \($0)" }).joined(separator: " ")
            Console.error(
                Diagnostic(.error, .runNoScenarios, [filters.isEmpty ? .localized(MessageID.usageScopeSpecs.localized()) : .plain(filters)])
                    .formatted(language))
            throw SessionExit(2)
        }
        return selected
    }

    /// Starts the embedded sandbox when the target is `sandbox` and traffic is live, then resolves the target.
    ///
    /// `sandboxSpecs` lets the sandbox serve another version of the specs than the one checked (to
    /// simulate an API that moved); `faults` break its answers.
    package static func start(
        target name: String, mode: RunMode, specs: SpecSet, sandboxSpecs: SpecSet?, faults: String?, timeout: Double,
        configuration: RunConfiguration?, scenarios: ScenarioSet, protocols: [String], language: Language,
        protocolVersions: [String: String] = [:], transport: TransportChoice
    ) async throws -> RunSession {
        // The built-in sandbox is reached directly (a proxy from the environment must not carry loopback traffic);
        // any other target with the trust, client certificate and proxy of the flags, the config file and the environment.
        var outbound = OutboundConfiguration()
        if name != TargetResolver.sandbox && mode != .replay {
            outbound = try transport.resolve(settings: configuration?.outboundSettings(target: name), shownTarget: name, language: language)
        } else if name == TargetResolver.sandbox && !transport.flags.isEmpty {
            Console.error(Diagnostic(.warning, .transportSandboxDirect, [.plain(transport.givenFlags.joined(separator: ", "))]).formatted(language))
        }
        var running: RunningSandbox?
        var sandboxURL = "http://127.0.0.1"
        if name == TargetResolver.sandbox && mode != .replay {
            var sandboxConfiguration = SandboxConfiguration(seed: 1, hangSeconds: timeout + 1)
            sandboxConfiguration.protocolVersions = protocolVersions
            if let faults {
                do {
                    sandboxConfiguration.faults = try FaultRule.parse(faults, flag: "--sandbox-faults", specs: sandboxSpecs ?? specs)
                } catch {
                    Console.error(error.formatted(language))
                    throw SessionExit(2)
                }
            }
            let sandbox = Sandbox(specs: sandboxSpecs ?? specs, configuration: sandboxConfiguration)
            let facts = sandbox.factsReport(language)
            for line in facts.lines { Console.error(line) }
            guard facts.usable else { throw SessionExit(2) }
            do {
                running = try await SandboxServer(sandbox: sandbox).start()
                sandboxURL = running?.baseURL ?? sandboxURL
            } catch let failure as ServerStartError {
                Console.error(failure.diagnostic.formatted(language))
                throw SessionExit(2)
            } catch {
                Console.error(MessageID.cliSandboxNotStarted.render(language, [.reason(error)]))
                throw SessionExit(2)
            }
        } else if faults != nil || sandboxSpecs != nil {
            Console.error(MessageID.cliSandboxOptionsNeedSandbox.render(language, []))
            throw SessionExit(2)
        }
        let resolved = TargetResolver.resolve(
            name: name, configuration: configuration, scenarios: scenarios, protocols: Array(Set(protocols)).sorted(), sandboxURL: sandboxURL,
            environment: ProcessInfo.processInfo.environment, needsSecrets: mode != .replay)
        for diagnostic in resolved.diagnostics { Console.error(diagnostic.formatted(language)) }
        guard let target = resolved.target else {
            await running?.stop()
            throw SessionExit(2)
        }
        let shown = name == TargetResolver.sandbox && mode != .replay ? "sandbox (\(sandboxURL))" : name
        return RunSession(
            target: target, sandbox: running, shownTarget: shown, mode: mode, startedAt: String(Cassette.timestamp().prefix(19)), outbound: outbound)
    }
}
