import ArgumentParser
import ConformanceKit
import ConformanceProxy
import ConformanceSandbox
import ConformanceSession
import ConformanceTransport
import Foundation

/// `conformance sandbox`: a local simulator of every protocol.
struct SandboxCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sandbox",
        abstract: "Serve every protocol from the specs on loopback: flows, test cards, faults.",
        discussion: """
            GET / lists what is served and the test cards. Paths mirror the real endpoints, so pointing a client's base URL \
            at the sandbox is the only change. Faults: drop-mandatory, change-type, unknown-field, status-500, status-503, \
            hang, close-mid-body; as --faults KIND[@operation],… or per request with the header X-Sandbox-Fault: KIND.

            A request log goes to standard error.
            """)

    @OptionGroup var options: SpecOptions

    @OptionGroup var hostOption: HostOption
    var host: String { hostOption.host }

    @OptionGroup var portOption: PortOption
    var port: Int { portOption.port }

    @OptionGroup var seedOption: SeedOption
    var seed: UInt64 { seedOption.seed ?? 1 }

    @Option(name: .long, help: "Faults applied to answers: KIND[@operation],…")
    var faults: String?

    @Option(name: .long, help: "Environment variable holding the Sips secret key (default: the published demo key).")
    var sipsSecretKeyEnv: String?

    @Option(name: .long, help: "Sips key version expected in initialize calls.")
    var sipsKeyVersion: String = "1"

    @OptionGroup var hangSecondsOption: HangSecondsOption
    var hangSeconds: Double { hangSecondsOption.hangSeconds ?? 30 }

    @OptionGroup var limits: ServerLimitOptions

    @OptionGroup var versionOptions: ProtocolVersionOptions

    func validate() throws {
        let language = options.language
        try portOption.validate(language: language)
        try hangSecondsOption.validate(language: language)
        try limits.validate(language: language)
    }

    func run() async throws {
        let language = options.language
        let specs = try options.loadSpecs()
        var configuration = SandboxConfiguration(seed: seed, sipsKeyVersion: sipsKeyVersion, hangSeconds: hangSeconds)
        configuration.protocolVersions = try versionOptions.resolve(specs: specs, inScope: specs.protocolIDs, language: language)
        if let faults {
            do {
                configuration.faults = try FaultRule.parse(faults, specs: specs)
            } catch {
                Console.error(error.formatted(language))
                throw ExitCode(2)
            }
        }
        if let name = sipsSecretKeyEnv {
            guard let key = ProcessInfo.processInfo.environment[name], !key.isEmpty else {
                Console.error(MessageID.cliError.render(language, [.localized(MessageID.usageSecretKeyEnvUnset.localized([.plain(name)]))]))
                throw ExitCode(2)
            }
            configuration.sipsSecretKey = key
        }
        let sandbox = Sandbox(specs: specs, configuration: configuration)
        let facts = sandbox.factsReport(language)
        for line in facts.lines { Console.error(line) }
        guard facts.usable else { throw ExitCode(2) }
        let batcher = LogBatcher()
        // The default policy's redactor, made once (LogText.safe builds and compares a policy per line).
        let redactor = LogLineRedactor(policy: RedactionPolicy())
        sandbox.log = { batcher.append(redactor.safe($0)) }
        defer { batcher.flush() }
        let server = SandboxServer(
            sandbox: sandbox, host: host, port: port, maxBodySize: limits.maxBodyBytes ?? ServerLimits.sandbox.maxBodyBytes,
            headerTimeout: limits.headerTimeout, idleTimeout: limits.idleTimeout)
        let host = self.host
        let seed = self.seed
        do {
            try await server.run { port in
                Console.print(MessageID.usageSandboxListening.render(language, [.plain(host), .plain(String(port)), .plain(String(seed))]))
            }
        } catch {
            guard let diagnostic = ListenFailure.diagnostic(error, host: host, port: port) else { throw error }
            batcher.flush()
            Console.error(diagnostic.formatted(language))
            throw ExitCode(2)
        }
    }
}
