import ArgumentParser
import ConformanceKit
import ConformanceSession

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
        var request = SandboxRequest(specsPath: options.resolvedSpecsPath)
        request.host = host
        request.port = port
        request.seed = seed
        request.faults = faults
        request.sipsSecretKeyEnv = sipsSecretKeyEnv
        request.sipsKeyVersion = sipsKeyVersion
        request.hangSeconds = hangSeconds
        request.limits = limits.choice
        request.versions = versionOptions.choice
        try await SandboxSession(request, language: options.language).serve()
    }
}
