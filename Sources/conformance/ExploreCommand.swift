import ArgumentParser
import ConformanceEngine
import ConformanceKit
import ConformanceSession
import Foundation

/// `conformance explore --client`: finds the answers, within the spec, that break a partner's client.
struct ExploreCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Run a client once per variation of the gateway's answers, and find the variations that break it.",
        discussion: """
            The tool plays the gateway (the built-in sandbox, or --upstream through the recording proxy) and runs the \
            client's command (--exec) with the same environment as 'certify --client': a plain run first, then one run per \
            variation of the answers of an operation the client called, within the spec of the version its request declares: \
            optional-absent, optional-present, unknown-member, enum-value, code, length-bound, non-ascii, member-order, \
            newer-version-member. A run breaks the client when its command exits with a status other than 0, its requests \
            stop conforming, or it breaks a rule of the client cases (retries, DO_NOT_RETRY, no card data on the merchant \
            server…); a declined payment the client handles is not a break. Each break is shrunk to the fewest changes that \
            still break. --out gets explore.json, explore.html, junit.xml, the cases file and client.log (the command's \
            output, run by run). The same seed, client and specs give the same runs.

            Exit codes: 0 no variation broke the client, 1 at least one did, 2 usage, configuration or infrastructure \
            error (including a client that fails without any variation).
            """)

    @OptionGroup var specOptions: SpecOptions

    @OptionGroup var clientOptions: ClientOptions

    @OptionGroup var protocolOption: ProtocolOption

    @OptionGroup var outOption: OutOption

    @OptionGroup var operationOption: OperationOption

    @Option(name: .customLong("kind"), help: "Only this kind of variation (repeatable; default: every kind).")
    var kinds: [String] = []

    @Option(name: .long, help: "The most client runs to spend on variations, shrinking included (default 200).")
    var budget: Int = 200

    @OptionGroup var seedOption: SeedOption

    @OptionGroup var upstreamOption: UpstreamOption

    @Option(name: .customLong("run-timeout"), help: "Seconds one run of the client may last (default 120).")
    var runTimeout: Double = 120

    @OptionGroup var hangSecondsOption: HangSecondsOption

    @OptionGroup var configOption: ConfigOption

    @OptionGroup var versionOptions: ProtocolVersionOptions

    @OptionGroup var transport: TransportOptions

    func validate() throws {
        let language = specOptions.language
        if !clientOptions.client { throw ValidationError(MessageID.exploreNeedsClient.render(language, [])) }
        _ = try protocolOption.one(language)
        _ = try clientOptions.exec.required("--exec", language)
        _ = try outOption.required(language)
        try clientOptions.validate(language: language)
        if budget < 1 { throw ValidationError(MessageID.exploreBudgetInvalid.render(language, [.plain(String(budget))])) }
        try validateSeconds(runTimeout, flag: "--run-timeout", language: language)
        try hangSecondsOption.validate(language: language)
        for kind in kinds where AnswerVariation.Kind(rawValue: kind) == nil {
            let names = AnswerVariation.Kind.allCases.map(\.rawValue)
            let suggestion = Suggestion.closest(to: kind, in: names)
            throw ValidationError(
                MessageID.badKeyword.render(
                    language,
                    [.plain(kind), .plain("--kind"), .plain(names.joined(separator: ", ") + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""))]))
        }
        if upstreamOption.upstream == nil, let flag = transport.choice.givenFlags.first {
            throw ValidationError(MessageID.usageGoesWithUpstream.render(language, [.plain(flag)]))
        }
    }

    func run() async throws {
        let language = specOptions.language
        let specs = try specOptions.loadSpecs()
        var request = ExploreRequest(
            specsPath: specOptions.resolvedSpecsPath, protocolID: try protocolOption.one(language),
            exec: try clientOptions.exec.required("--exec", language), out: try outOption.required(language))
        request.operations = operationOption.operations
        request.budget = budget
        request.seed = seedOption.seed ?? 1
        request.upstream = upstreamOption.upstream
        request.config = configOption.config
        request.versions = versionOptions.choice
        request.transport = transport.choice
        request.hangSeconds = hangSecondsOption.hangSeconds
        request.runTimeout = runTimeout
        if !kinds.isEmpty { request.kinds = AnswerVariation.Kind.allCases.filter { kinds.contains($0.rawValue) } }
        try await ExploreSession(request: request, specs: specs, language: language).run()
    }
}
