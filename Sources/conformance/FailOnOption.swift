import ArgumentParser
import ConformanceSession

/// `--fail-on`: the lowest finding severity that makes a command exit with 1, one value set for every command.
struct FailOnOption: ParsableArguments {
    @Option(name: .long, help: "Exit with 1 on findings of this severity or above: error (default), warning, or info (any finding).")
    var failOn: FailOn = .error
}

/// `--strict`: fields the spec does not describe are errors, not warnings.
struct StrictOption: ParsableArguments {
    @Flag(name: .long, help: "Report fields the spec does not describe as errors.")
    var strict = false
}

/// `--mode`: how traffic meets the cassettes.
struct ModeOption: ParsableArguments {
    @Option(
        name: .long,
        help: """
            run: live, record (default; live with --sandbox-faults) or replay; proxy: none|replay (default), once, new_episodes \
            or all|record (CONFORMANCE_RECORD overrides).
            """)
    var mode: String?
}
