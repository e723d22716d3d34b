import ArgumentParser
import ConformanceCrypto
import ConformanceKit
import ConformanceRunner
import ConformanceSession
import ConformanceTransport
import Foundation

/// `conformance certify`: run a partner's certification profile and write a signed bundle.
struct CertifyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "certify",
        abstract: "Run the certification profile against a partner's target and write a signed certificate bundle.",
        discussion: """
            Runs every scenario of the chosen protocols: those marked 'certification: mandatory' are the requirements, \
            the others are reported as coverage. The bundle (--out, which must be new or empty) holds the HTML report in \
            English and French, junit.xml, report.json, the cassettes, statement.json (partner, target, dates, tool and \
            spec versions with their SHA-256, each requirement's result, every file's SHA-256) and statement.sig, an \
            Ed25519 signature of the statement. A certificate is issued only when every mandatory requirement passed; \
            otherwise the statement says "certified": false and lists the failures. A selection (--scenario, --tag, \
            --case) that leaves out a mandatory requirement of a selected protocol is partial: written and signed, never \
            certified ("selection": partial, with the missing requirements). Spec locations in the bundle are relative to \
            the spec folder.

            Exit codes: 0 certified, 1 not certified (or, with --fail-on warning, warnings: the certificate itself \
            states only errors), 2 usage, configuration or infrastructure error.
            """)

    @OptionGroup var specOptions: SpecOptions

    @Option(name: .long, help: "The partner's name, as it appears on the certificate.")
    var partner: String

    @OptionGroup var targetOption: TargetOption
    var target: String? { targetOption.target }

    @OptionGroup var clientOptions: ClientOptions
    var client: Bool { clientOptions.client }
    var exec: String? { clientOptions.exec }

    @OptionGroup var upstreamOption: UpstreamOption
    var upstream: String? { upstreamOption.upstream }

    @Option(
        name: .customLong("case"),
        help: "With --client: only this client case (repeatable; a name or protocol/name). A selection without every mandatory case is not certified."
    )
    var cases: [String] = []

    @OptionGroup var scenarioOption: ScenarioOption
    var scenarios: [String] { scenarioOption.scenarios }

    @OptionGroup var tagOption: TagOption
    var tags: [String] { tagOption.tags }

    @OptionGroup var hangSecondsOption: HangSecondsOption
    var hangSeconds: Double? { hangSecondsOption.hangSeconds }

    @OptionGroup var portOption: PortOption
    var port: Int { portOption.port }

    @OptionGroup var protocolOption: ProtocolOption
    var protocols: [String] { protocolOption.protocols }

    @Option(name: .long, help: "The Ed25519 private key (PEM) that signs the statement ('conformance keys generate').")
    var signingKey: String

    @OptionGroup var outOption: OutOption
    var out: String { outOption.out ?? "" }

    @Option(name: .long, help: "Days the certificate holds (default 365).")
    var validityDays: Int = 365

    @OptionGroup var configOption: ConfigOption

    @OptionGroup var timeoutOption: TimeoutOption
    var timeout: Double? { timeoutOption.timeout }

    @OptionGroup var sandboxFaultsOption: SandboxFaultsOption
    var sandboxFaults: String? { sandboxFaultsOption.sandboxFaults }

    func validate() throws {
        let language = specOptions.language
        _ = try outOption.required(language)
        if partner.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError(MessageID.usagePartnerEmpty.render(language, [])) }
        if !(1...3650).contains(validityDays) { throw ValidationError(MessageID.usageValidityDays.render(language, [])) }
        if client {
            if target != nil {
                throw ValidationError(MessageID.usageTargetWithClient.render(language, []))
            }
            if sandboxFaults != nil { throw ValidationError(MessageID.usageFaultsWithClient.render(language, [])) }
            if !scenarios.isEmpty || !tags.isEmpty { throw ValidationError(MessageID.usageScenarioWithClient.render(language, [])) }
            if let timeout, !(timeout.isFinite && timeout > 0 && timeout <= 86_400) {
                throw ValidationError(MessageID.usageClientTimeout.render(language, [.plain("\(timeout)")]))
            }
            try hangSecondsOption.validate(language: language)
            try portOption.validate(language: language)
            try clientOptions.validate(language: language)
            // The transport flags shape how the session's proxy reaches a real gateway; the built-in sandbox needs none.
            if upstream == nil, let flag = transport.choice.givenFlags.first {
                throw ValidationError(MessageID.usageGoesWithUpstream.render(language, [.plain(flag)]))
            }
        } else {
            if target == nil { throw ValidationError(MessageID.usageTargetRequired.render(language, [])) }
            for (flag, given) in [
                ("--exec", exec != nil), ("--upstream", upstream != nil), ("--case", !cases.isEmpty), ("--hang-seconds", hangSeconds != nil),
                ("--port", port != 0),
            ] where given {
                throw ValidationError(MessageID.usageGoesWithClient.render(language, [.plain(flag)]))
            }
            try timeoutOption.validate(language: language)
        }
    }

    /// With --client, how long the session may last.
    var sessionLimit: Double? { client ? timeout : nil }

    @OptionGroup var failOnOption: FailOnOption
    var failOn: FailOn { failOnOption.failOn }

    @OptionGroup var versionOptions: ProtocolVersionOptions

    @OptionGroup var transport: TransportOptions

    /// The flags as the library's request.
    var request: CertificationRequest {
        var request = CertificationRequest(specsPath: specOptions.resolvedSpecsPath, partner: partner, out: out)
        request.validityDays = validityDays
        request.config = configOption.config
        request.protocols = protocols
        request.versions = versionOptions.choice
        request.transport = transport.choice
        request.target = target ?? "sandbox"
        request.scenarios = scenarios
        request.tags = tags
        request.timeout = timeout ?? 30
        request.sandboxFaults = sandboxFaults
        request.failOn = failOn
        request.exec = exec
        request.upstream = upstream
        request.cases = cases
        request.hangSeconds = hangSeconds
        request.port = port
        request.sessionLimit = sessionLimit
        return request
    }

    func run() async throws {
        let language = specOptions.language
        let key: SigningPrivateKey
        do {
            key = try SigningKeyFile.readPrivateKey(signingKey)
        } catch {
            Console.error(MessageID.cliError.render(language, [.plain(error.text.text(language))]))
            throw ExitCode(2)
        }
        try BundleFolder.check(out, language: language)
        let specs = try specOptions.loadSpecs()
        if client {
            try await ClientCertification(request: request, specs: specs, key: key, language: language).run()
        } else {
            try await ServerCertification(request: request, specs: specs, key: key, language: language).run()
        }
    }
}
