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

    @Flag(name: .long, help: "Explore the partner's client (app and merchant server); the tool plays the gateway.")
    var client = false

    @Option(name: .customLong("protocol"), help: "The protocol whose client is explored.")
    var protocolID: String

    @Option(name: .long, help: "The command that runs the client once (through /bin/sh), with the gateway's URLs in its environment.")
    var exec: String

    @Option(name: .long, help: "The folder for explore.json, explore.html, junit.xml, cases.json and client.log.")
    var out: String

    @Option(name: .customLong("operation"), help: "Only vary this operation's answers (repeatable; default: every operation the client calls).")
    var operations: [String] = []

    @Option(name: .customLong("kind"), help: "Only this kind of variation (repeatable; default: every kind).")
    var kinds: [String] = []

    @Option(name: .long, help: "The most client runs to spend on variations, shrinking included (default 200).")
    var budget: Int = 200

    @Option(name: .long, help: "The seed of the order variations are tried in (default 1).")
    var seed: UInt64 = 1

    @Option(name: .long, help: "The gateway's real test environment (an https URL), reached through the recording proxy.")
    var upstream: String?

    @Option(name: .customLong("run-timeout"), help: "Seconds one run of the client may last (default 120).")
    var runTimeout: Double = 120

    @Option(name: .long, help: "Seconds every 'hang' fault of a case lasts, overriding each case's own.")
    var hangSeconds: Double?

    @OptionGroup var configOption: ConfigOption

    @OptionGroup var versionOptions: ProtocolVersionOptions

    @OptionGroup var transport: TransportOptions

    func validate() throws {
        let language = specOptions.language
        if !client { throw ValidationError(MessageID.exploreNeedsClient.render(language, [])) }
        if exec.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError(MessageID.usageExecEmpty.render(language, [])) }
        if budget < 1 { throw ValidationError(MessageID.exploreBudgetInvalid.render(language, [.plain(String(budget))])) }
        try Seconds.validate(runTimeout, flag: "--run-timeout", language: language)
        try Seconds.validate(hangSeconds, flag: "--hang-seconds", language: language)
        for kind in kinds where AnswerVariation.Kind(rawValue: kind) == nil {
            let names = AnswerVariation.Kind.allCases.map(\.rawValue)
            let suggestion = Suggestion.closest(to: kind, in: names)
            throw ValidationError(
                MessageID.badKeyword.render(
                    language,
                    [.plain(kind), .plain("--kind"), .plain(names.joined(separator: ", ") + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""))]))
        }
        if upstream == nil, let flag = transport.givenFlags.first {
            throw ValidationError(MessageID.usageGoesWithUpstream.render(language, [.plain(flag)]))
        }
    }

    func run() async throws {
        let language = specOptions.language
        let specs = try specOptions.loadSpecs()
        var request = ExploreRequest(specsPath: specOptions.resolvedSpecsPath, protocolID: protocolID, exec: exec, out: out)
        request.operations = operations
        request.budget = budget
        request.seed = seed
        request.upstream = upstream
        request.config = configOption.config
        request.versions = versionOptions.choice
        request.transport = transport.choice
        request.hangSeconds = hangSeconds
        request.runTimeout = runTimeout
        if !kinds.isEmpty { request.kinds = AnswerVariation.Kind.allCases.filter { kinds.contains($0.rawValue) } }
        try await ExploreSession(request: request, specs: specs, language: language).run()
    }
}
