import ArgumentParser
import ConformanceKit
import ConformanceSession
import Foundation

/// `conformance lint`: load specs strictly and report every problem with its position.
struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check spec and scenario files: YAML shape, unknown keys, types, conditions, examples, templates.",
        discussion: """
            Exit codes: 0 clean, 1 errors found (warnings too with --fail-on warning, formerly --strict), 2 a path cannot be \
            read or a file is past its size limit.
            """)

    @Argument(help: "Spec files or folders (default: ./Specs).")
    var paths: [String] = []

    @OptionGroup var languageOption: LanguageOption
    var lang: Language? { languageOption.lang }

    @OptionGroup var formatOption: FormatOption<OutputFormat>
    var format: OutputFormat { formatOption.format(or: .text) }

    @OptionGroup var failOnOption: FailOnOption

    func validate() throws {
        if format == .markdown { throw ValidationError(MessageID.usageFormatTextOrJSON.render(languageOption.language, ["lint"])) }
    }

    func run() throws {
        let language = Language.resolved(lang)
        let result = LintSession.lint(
            paths: paths.isEmpty ? [SpecFolder.defaultPath(given: ProcessInfo.processInfo.environment["CONFORMANCE_SPECS"])] : paths)
        if format == .json {
            Console.print(result.json)
        } else {
            for diagnostic in result.diagnostics { Console.print(diagnostic.formatted(language)) }
            Console.error(result.summary(language))
        }
        if result.readNothing { Console.error(result.nothingRead.formatted(language)) }
        try stop(with: result.status(failOn: failOnOption.failOn))
    }
}
