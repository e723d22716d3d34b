import ArgumentParser
import ConformanceKit

/// `--target`: the server a command tests.
struct TargetOption: ParsableArguments {
    @Option(
        name: .long,
        help: """
            The server tested: sandbox, an http(s) URL, or a target named in the config file (default: the config file's \
            target, else sandbox; certify: required without --client).
            """)
    var target: String?
}

/// `--timeout`: how long a request may take.
struct TimeoutOption: ParsableArguments {
    @Option(
        name: .long,
        help: "Seconds before a request times out (default 30, doctor 15); certify --client: seconds the whole session may last (default: no limit).")
    var timeout: Double?

    /// Throws a usage error unless the value is a number of seconds above 0 and at most an hour.
    func validate(language: Language) throws { try validateSeconds(timeout, flag: "--timeout", language: language) }
}

/// `--sandbox-faults`: faults the built-in sandbox applies.
struct SandboxFaultsOption: ParsableArguments {
    @Option(
        name: .long,
        help: "Faults the built-in sandbox applies: KIND[@operation],… (see 'conformance sandbox --help'); certify: a bundle that is not certified.")
    var sandboxFaults: String?
}
