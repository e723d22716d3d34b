import ArgumentParser
import ConformanceKit
import ConformanceSession
import Foundation

/// `--client` and `--exec`: the command works on the partner's client, the tool playing the gateway, and runs it.
struct ClientOptions: ParsableArguments {
    @Flag(name: .long, help: "Work on the partner's client (app and merchant server): the tool plays the gateway.")
    var client = false

    @Option(
        name: .long,
        help: """
            With --client: the command that runs the client (through /bin/sh, the gateway's URLs in its environment: UI or \
            integration tests); certify without it guides a person case by case.
            """)
    var exec: String?

    /// Throws a usage error when the command is given but empty.
    func validate(language: Language) throws {
        if let exec, exec.trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError(MessageID.usageExecEmpty.render(language, [])) }
    }
}

/// `--upstream`: the gateway's real test environment, reached through the recording proxy.
struct UpstreamOption: ParsableArguments {
    @Option(
        name: .long,
        help: """
            The gateway's real test environment, an http(s) base URL such as https://test.saferpay.com/api, reached through \
            the recording proxy (proxy: the default upstream, or proxy.upstream in the config file; certify and explore \
            --client: instead of the sandbox).
            """)
    var upstream: String?
}

/// `--hang-seconds`: how long a 'hang' fault lasts.
struct HangSecondsOption: ParsableArguments {
    @Option(
        name: .long,
        help:
            "Seconds a 'hang' fault waits before answering, overriding each client case's own 'seconds' (default: the case's, else 35; sandbox: 30).")
    var hangSeconds: Double?

    /// Throws a usage error unless the value is a number of seconds above 0 and at most an hour.
    func validate(language: Language) throws { try validateSeconds(hangSeconds, flag: "--hang-seconds", language: language) }
}
