import ArgumentParser

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

/// The formats one command offers for `--format`.
protocol FormatChoice: ExpressibleByArgument, CaseIterable, RawRepresentable<String> {
    /// The help of `--format` for the commands offering these formats.
    static var formatHelp: String { get }
}

/// The output formats the commands that print a result offer (`check`, `doctor`, `lint` and `specs list` take text or json).
enum OutputFormat: String, FormatChoice {
    case text, json, markdown

    static let formatHelp = "Output format: text or json (specs show: also markdown)."
}
