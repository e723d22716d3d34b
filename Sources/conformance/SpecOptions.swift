import ArgumentParser
import ConformanceKit
import ConformanceSession
import Foundation

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
