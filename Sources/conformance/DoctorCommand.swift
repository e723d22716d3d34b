import ArgumentParser
import ConformanceKit
import ConformanceSession

/// `conformance doctor`: is a target ready for a long run? Settings, proxy, name, TLS, credentials.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check that a target is ready before a long run: settings, proxy, name resolution, TLS and credentials.",
        discussion: """
            For each selected protocol: are all its settings given; for each host they reach: which proxy applies, \
            does the name resolve, does a connection open and TLS verify (with the same trust, client certificate and \
            proxy options as 'run'); then one harmless authenticated call per protocol (the scenario its \
            scenarios/settings.yaml names under 'preflight'), or why the protocol has none. \

            Exit codes: 0 ready, 2 not ready or usage error. See docs/real-targets.md.
            """)

    @OptionGroup var specOptions: SpecOptions

    @OptionGroup var targetOption: TargetOption
    var target: String? { targetOption.target }

    @OptionGroup var protocolOption: ProtocolOption
    var protocols: [String] { protocolOption.protocols }

    @OptionGroup var configOption: ConfigOption
    var config: String? { configOption.config }

    @OptionGroup var formatOption: FormatOption<OutputFormat>
    var format: OutputFormat { formatOption.format(or: .text) }

    @OptionGroup var timeoutOption: TimeoutOption
    var timeout: Double? { timeoutOption.timeout }

    @OptionGroup var transportOptions: TransportOptions

    func validate() throws {
        try timeoutOption.validate(language: specOptions.language)
    }

    func run() async throws {
        var request = DoctorRequest(specsPath: specOptions.resolvedSpecsPath)
        request.language = specOptions.lang
        request.defaultLanguage = Language.resolved(nil)
        request.target = target
        request.protocols = protocols
        request.config = config
        request.timeout = timeout
        request.transport = transportOptions.choice
        let outcome = try await DoctorSession(request).examine()
        Console.write(outcome.rendered(asJSON: format == .json))
        for note in outcome.notes { Console.error(note.formatted(outcome.language)) }
        try stop(with: outcome.status)
    }
}
