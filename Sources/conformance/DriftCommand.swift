import ArgumentParser
import ConformanceEngine
import ConformanceKit
import ConformanceSession

/// `conformance drift`: whether the live API moved away from what the cassettes recorded.
struct DriftCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drift",
        abstract: "Compare recorded cassettes with fresh traffic (or another cassette folder) and suggest spec changes.",
        discussion: """
            With --against sandbox (the default), a URL or a configured target, the scenarios recorded in --cassettes are run \
            again against it (fresh requests, so tokens and seals are valid), recorded into --out, and compared with the old \
            recordings operation by operation: fields that appeared or disappeared, changed types or string formats, HTTP \
            statuses and response codes never recorded. Values are ignored (IDs, tokens and dates change every run).

            With --against DIR, two cassette folders are compared. The spec changes that would match what was seen are \
            printed (or written with --patch) as a unified diff to review, then apply with `git apply`.

            Exit codes: 0 no drift at or above --fail-on (default error; info: any drift), 1 drift, 2 usage, configuration or infrastructure error.
            """)

    @OptionGroup var specOptions: SpecOptions

    @OptionGroup var cassetteFolder: CassetteFolderOption
    var cassettes: String { cassetteFolder.cassettes ?? "" }

    @Option(name: .long, help: "sandbox (default), an http(s) URL, a target of the config file, or a cassette folder.")
    var against: String = TargetResolver.sandbox

    @OptionGroup var protocolFilter: ProtocolOption
    var protocols: [String] { protocolFilter.protocols }

    @OptionGroup var scenarioOption: ScenarioOption
    var scenarios: [String] { scenarioOption.scenarios }

    @OptionGroup var outOption: OutOption
    var out: String? { outOption.out }

    @Option(name: .long, help: "Write the suggested spec changes to this file instead of printing them.")
    var patch: String?

    @OptionGroup var formatOption: FormatOption<ChangeFormat>
    var format: ChangeFormat { formatOption.format(or: .text) }

    @OptionGroup var failOnOption: FailOnOption
    var failOn: FailOn { failOnOption.failOn }

    @OptionGroup var configOption: ConfigOption
    var config: String? { configOption.config }

    @OptionGroup var timeoutOption: TimeoutOption
    var timeout: Double { timeoutOption.timeout ?? 30 }

    @Option(name: .long, help: "Serve the built-in sandbox from this spec folder (an API that moved), while checking against --specs.")
    var sandboxSpecs: String?

    @OptionGroup var sandboxFaultsOption: SandboxFaultsOption
    var sandboxFaults: String? { sandboxFaultsOption.sandboxFaults }

    @OptionGroup var transport: TransportOptions

    func validate() throws {
        let language = specOptions.language
        _ = try cassetteFolder.cassettes.required("--cassettes", language)
        try timeoutOption.validate(language: language)
    }

    func run() async throws {
        let language = specOptions.language
        var request = DriftRequest(specsPath: specOptions.resolvedSpecsPath, cassettes: cassettes)
        request.against = against
        request.protocols = protocols
        request.scenarios = scenarios
        request.out = out
        request.patch = patch
        request.config = config
        request.timeout = timeout
        request.sandboxSpecs = sandboxSpecs
        request.sandboxFaults = sandboxFaults
        request.transport = transport.choice
        let outcome = try await DriftSession(request, language: language).compare()
        Console.write(outcome.rendered(format, failOn: failOn, language: language))
        if format != .text { Console.error(outcome.summary(language)) }
        try stop(with: outcome.status(failOn: failOn))
    }
}
