import ArgumentParser
import ConformanceKit
import ConformanceSession
import Foundation

extension Language: ExpressibleByArgument {
    /// The language asked for on the command line, else `$CONFORMANCE_LANG`, else English.
    static func resolved(_ flag: Language?) -> Language {
        flag ?? ProcessInfo.processInfo.environment["CONFORMANCE_LANG"].flatMap(Language.init(rawValue:)) ?? .en
    }
}

extension FailOn: ExpressibleByArgument {}

/// `--protocol-version`: the version to check messages that do not declare theirs against.
struct ProtocolVersionOptions: ParsableArguments {
    @Option(
        name: .customLong("protocol-version"),
        help: ArgumentHelp(
            "Version for messages that do not declare one: PROTOCOL=VERSION, or VERSION alone when one protocol is in play (repeatable; default: protocolVersions in the config file, else the newest).",
            valueName: "[protocol=]version"))
    var values: [String] = []

    /// The values as the library takes them.
    var choice: ProtocolVersionChoice { ProtocolVersionChoice(values: values) }
}

/// The output formats the commands that print a result offer (`check`, `doctor`, `lint` and `specs list` take text or json).
enum OutputFormat: String, FormatChoice {
    case text, json, markdown

    static let formatHelp = "Output format: text or json (specs show: also markdown)."
}

/// Options shared by every command that reads the specs.
struct SpecOptions: ParsableArguments {
    @Option(name: .customLong("specs"), help: "The spec folder (default: $CONFORMANCE_SPECS, else ./Specs, else the specs shipped with the tool).")
    var specsPath: String?

    @OptionGroup var languageOption: LanguageOption

    /// The language given with `--lang`, if any.
    var lang: Language? { languageOption.lang }

    /// The language asked for, else `$CONFORMANCE_LANG`, else English.
    var language: Language { languageOption.language }

    var resolvedSpecsPath: String {
        SpecFolder.defaultPath(given: specsPath ?? ProcessInfo.processInfo.environment["CONFORMANCE_SPECS"])
    }

    /// Loads the specs, or prints why they cannot be used and exits with 2.
    ///
    /// With `only`, a command that works on named protocols loads just their folders (a one-body `check` then
    /// reads a quarter of the YAML); a name that is not a protocol folder loads everything, so the command can
    /// say what the protocols are.
    func loadSpecs(only protocols: [String] = []) throws -> SpecSet {
        try SpecFolder(path: resolvedSpecsPath).load(only: protocols, language: language)
    }
}

/// Checks a duration given in seconds on the command line.
enum Seconds {
    /// The longest wait accepted: an hour.
    static let limit: Double = 3600

    /// Throws a usage error, in the command's language, unless `value` is a finite number of seconds above 0 and at most an hour.
    static func validate(_ value: Double?, flag: String, language: Language) throws {
        guard let value else { return }
        guard value.isFinite, value > 0, value <= limit else {
            throw ValidationError(MessageID.usageSeconds.render(language, [.plain(flag), .plain(String(Int(limit))), .plain("\(value)")]))
        }
    }
}

/// Ends the command with `status` (a session's result mapped to an exit code); returns on 0.
func stop(with status: Int32) throws {
    if status != 0 { throw ExitCode(status) }
}
