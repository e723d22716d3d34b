import ArgumentParser
import ConformanceKit
import ConformanceSession

/// `--fail-on`: the lowest finding severity that makes a command exit with 1.
struct FailOnOption: ParsableArguments {
    @Option(name: .long, help: "Exit with 1 on findings of this severity or above: error (default) or warning.")
    var failOn: FailOn = .error
}

/// `--strict`: fields the spec does not describe are errors, not warnings.
struct StrictOption: ParsableArguments {
    @Flag(name: .long, help: "Report fields the spec does not describe as errors.")
    var strict = false
}

/// `--lang`, for the commands that read no spec folder.
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

/// `--format` of the commands that print a result: text or json.
struct OutputFormatOption: ParsableArguments {
    @Option(name: .long, help: "Output format: text or json.")
    var format: OutputFormat = .text
}

/// `--format` of the commands that write reports (repeatable).
struct ReportFormatOptions: ParsableArguments {
    @Option(name: .customLong("format"), help: "Report formats: junit, html, json, markdown, github (repeatable; default: all but github).")
    var formats: [ReportFormat] = []
}

/// `--protocol`: only these protocols.
struct ProtocolFilterOption: ParsableArguments {
    @Option(name: .customLong("protocol"), help: "Only this protocol (repeatable).")
    var protocols: [String] = []
}
