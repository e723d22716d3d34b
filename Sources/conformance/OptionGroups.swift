import ArgumentParser
import ConformanceKit
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

/// `--lang`: the language of messages.
struct LanguageOption: ParsableArguments {
    @Option(name: .long, help: "Language of messages: en or fr (default: $CONFORMANCE_LANG or en).")
    var lang: Language?

    /// The language asked for, else `$CONFORMANCE_LANG`, else English.
    var language: Language { Language.resolved(lang) }
}

/// `--config`: the configuration file of targets and settings.
struct ConfigOption: ParsableArguments {
    @Option(name: .long, help: "Config file (default: conformance.yaml when present).")
    var config: String?
}

/// The formats one command offers for `--format`.
protocol FormatChoice: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {
    /// The help of `--format` for the commands offering these formats.
    static var formatHelp: String { get }
}

/// `--format`: how a command writes its result, among the formats `Choice` offers.
///
/// Repeatable: the commands that write reports take every format given, the others the last one (as a
/// single-value option does).
struct FormatOption<Choice: FormatChoice>: ParsableArguments {
    @Option(name: .customLong("format"), help: ArgumentHelp(Choice.formatHelp))
    var formats: [Choice] = []

    /// The format given last, else `standard`.
    func format(or standard: Choice) -> Choice { formats.last ?? standard }
}

/// `--protocol`: the protocol a command works on, or (repeatable) the protocols it is limited to.
struct ProtocolOption: ParsableArguments {
    @Option(
        name: .customLong("protocol"),
        help: """
            Only this protocol (repeatable; default: every protocol, for doctor the config's or the target's); check, \
            explore and specs import: the one protocol they work on (specs import: the ID to give the spec).
            """)
    var protocols: [String] = []

    /// The one protocol of a command that works on one (the last given), or a usage error.
    func one(_ language: Language) throws -> String { try protocols.last.required("--protocol", language) }
}

/// `--scenario`: only these scenarios.
struct ScenarioOption: ParsableArguments {
    @Option(
        name: .customLong("scenario"),
        help: "Only this scenario, by name or protocol/name (repeatable); certify: a selection without every mandatory scenario is not certified.")
    var scenarios: [String] = []
}

/// `--tag`: only the scenarios with these tags.
struct TagOption: ParsableArguments {
    @Option(name: .customLong("tag"), help: "Only scenarios with this tag (repeatable); certify: a partial selection is not certified.")
    var tags: [String] = []
}

/// `--operation`: the operation a command works on, or (repeatable) the operations it is limited to.
struct OperationOption: ParsableArguments {
    @Option(
        name: .customLong("operation"),
        help: "The operation ID (check); explore: only vary this operation's answers (repeatable; default: every operation the client calls).")
    var operations: [String] = []

    /// The one operation of a command that works on one: the last given.
    var one: String? { operations.last }
}

/// `--out`: the folder a command writes.
struct OutOption: ParsableArguments {
    @Option(
        name: .long,
        help: """
            The folder to write: certify's bundle, the keys, explore's results, the exported documents, the imported spec \
            (default: Specs/<protocol>), drift's fresh recordings (default: a temporary folder).
            """)
    var out: String?

    /// The folder, or a usage error for a command that needs one.
    func required(_ language: Language) throws -> String { try out.required("--out", language) }
}

/// `--to`: the file or folder a command writes its one result to.
struct ToOption: ParsableArguments {
    @Option(name: .long, help: "Where to write: the cassette (cassette import), the HAR file (cassette export), the merged reports' folder (report).")
    var to: String
}

/// `--cassettes`: the cassette folder.
struct CassetteFolderOption: ParsableArguments {
    @Option(
        name: .long,
        help: "The cassette folder (default: Cassettes); drift: the recorded baseline (required); diff: the recordings the changes may affect.")
    var cassettes: String?
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

/// `--seed`: the seed of generated values and choices.
struct SeedOption: ParsableArguments {
    @Option(
        name: .long,
        help: """
            Seed of generated values, and of the order explore tries variations in: the same seed gives the same answers \
            (default 1; run against a real target: random).
            """)
    var seed: UInt64?
}

/// `--sandbox-faults`: faults the built-in sandbox applies.
struct SandboxFaultsOption: ParsableArguments {
    @Option(
        name: .long,
        help: "Faults the built-in sandbox applies: KIND[@operation],… (see 'conformance sandbox --help'); certify: a bundle that is not certified.")
    var sandboxFaults: String?
}

extension Optional {
    /// The value, or a usage error in `language` saying that `flag` is required.
    func required(_ flag: String, _ language: Language) throws -> Wrapped {
        guard let value = self else { throw ValidationError(MessageID.usageOptionRequired.render(language, [.plain(flag)])) }
        return value
    }
}
