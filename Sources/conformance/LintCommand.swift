import ArgumentParser
import ConformanceEngine
import ConformanceKit
import ConformanceSandbox
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
        let targets = paths.isEmpty ? [SpecFolder.defaultPath(given: ProcessInfo.processInfo.environment["CONFORMANCE_SPECS"])] : paths
        var result = SpecLoader.load(paths: targets)
        let scenarios = ScenarioLoader.load(paths: targets, specs: result.specs)
        result.diagnostics += scenarios.diagnostics
        let clientCases = ClientCaseLoader.load(paths: targets, specs: result.specs)
        result.diagnostics += clientCases.diagnostics
        result.diagnostics += AssertedCodeCheck.check(specs: result.specs, scenarios: scenarios.scenarios, clientCases: clientCases.cases)
        let facts = SandboxFactsLoader.load(paths: targets, specs: result.specs)
        result.diagnostics += facts.diagnostics
        result.diagnostics += SandboxFixtureLint.diagnostics(specs: result.specs, facts: facts.facts)
        let caseCount = clientCases.cases.cases.count
        let unreadable = result.diagnostics.contains { $0.id == .fileUnreadable || $0.id == .noSpecs || $0.id == .inputTooLarge }
        let errors = result.diagnostics.filter { $0.severity == .error }.count
        let warnings = result.diagnostics.filter { $0.severity == .warning }.count
        switch format {
        case .json:
            let items: [BodyValue] = result.diagnostics.map { diagnostic in
                var members = [
                    BodyMember("id", .string(diagnostic.id.rawValue)),
                    BodyMember("severity", .string(diagnostic.severity.rawValue)),
                    BodyMember(
                        "message", .object([BodyMember("en", .string(diagnostic.message(.en))), BodyMember("fr", .string(diagnostic.message(.fr)))])),
                ]
                if let location = diagnostic.location {
                    members += [
                        BodyMember("file", .string(location.file)), BodyMember("line", .number(String(location.line))),
                        BodyMember("column", .number(String(location.column))),
                    ]
                }
                return .object(members)
            }
            Console.print(BodyValue.array(items).prettyJSONText)
        default:
            for diagnostic in result.diagnostics { Console.print(diagnostic.formatted(language)) }
            let operations = result.specs.protocols.values.reduce(0) { $0 + $1.operations.count }
            let summary =
                MessageID.cliLintSummary.render(
                    language,
                    [
                        .plain(language.plural(result.specs.protocols.count, one: .countProtocolOne, other: .countProtocolOther)),
                        .plain(language.plural(operations, one: .countOperationOne, other: .countOperationOther)),
                        .plain(language.plural(scenarios.scenarios.scenarios.count, one: .countScenarioOne, other: .countScenarioOther)),
                        .plain(language.plural(caseCount, one: .countClientCaseOne, other: .countClientCaseOther)),
                        .plain(language.plural(errors, one: .countErrorsOne, other: .countErrorsOther)),
                        .plain(language.plural(warnings, one: .countWarningsOne, other: .countWarningsOther)),
                    ])
            Console.error(summary)
        }
        if !unreadable, errors == 0, result.specs.protocols.isEmpty, scenarios.scenarios.scenarios.isEmpty {
            // Nothing was read (`lint /dev/null`, a folder of other files): a clean result would prove nothing.
            Console.error(
                Diagnostic(.error, .noSpecs, [.plain(targets.joined(separator: ", "))]).formatted(language))
            throw ExitCode(2)
        }
        if unreadable { throw ExitCode(2) }
        let notes = result.diagnostics.filter { $0.severity == .note }.count
        if failOnOption.failOn.fails(errors: errors, warnings: warnings, notes: notes) { throw ExitCode(1) }
    }
}
