import ConformanceKit

/// What `conformance lint` found: every diagnostic, located, and what was read.
package struct LintResult: Sendable {
    /// The files and folders linted.
    package var paths: [String]
    /// Every problem, in the order the loaders found them.
    package var diagnostics: [Diagnostic]
    /// How many protocols, operations, scenarios and client cases were read.
    package var protocols: Int, operations: Int, scenarios: Int, clientCases: Int

    /// The number of diagnostics of a severity.
    package func count(_ severity: Diagnostic.Severity) -> Int { diagnostics.count { $0.severity == severity } }

    /// Whether a path could not be read, or a file is past its size limit.
    package var unreadable: Bool { diagnostics.contains { $0.id == .fileUnreadable || $0.id == .noSpecs || $0.id == .inputTooLarge } }

    /// Whether nothing was read at all (`lint /dev/null`, a folder of other files): a clean result would prove nothing.
    package var readNothing: Bool { !unreadable && count(.error) == 0 && protocols == 0 && scenarios == 0 }

    /// The diagnostic saying nothing was read.
    package var nothingRead: Diagnostic { Diagnostic(.error, .noSpecs, [.plain(paths.joined(separator: ", "))]) }

    /// The exit status: 2 nothing or not everything could be read, 1 findings at or above `failOn`, else 0.
    package func status(failOn: FailOn) -> Int32 {
        if readNothing || unreadable { return 2 }
        return failOn.fails(errors: count(.error), warnings: count(.warning), notes: count(.note)) ? 1 : 0
    }

    /// The counts line written after the diagnostics in text output.
    package func summary(_ language: Language) -> String {
        MessageID.cliLintSummary.render(
            language,
            [
                .plain(language.plural(protocols, one: .countProtocolOne, other: .countProtocolOther)),
                .plain(language.plural(operations, one: .countOperationOne, other: .countOperationOther)),
                .plain(language.plural(scenarios, one: .countScenarioOne, other: .countScenarioOther)),
                .plain(language.plural(clientCases, one: .countClientCaseOne, other: .countClientCaseOther)),
                .plain(language.plural(count(.error), one: .countErrorsOne, other: .countErrorsOther)),
                .plain(language.plural(count(.warning), one: .countWarningsOne, other: .countWarningsOther)),
            ])
    }

    /// The diagnostics as a JSON array: id, severity, the message in both languages, and the location when there is one.
    package var json: String {
        let items: [BodyValue] = diagnostics.map { diagnostic in
            var members = [
                BodyMember("id", .string(diagnostic.id.rawValue)), BodyMember("severity", .string(diagnostic.severity.rawValue)),
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
        return BodyValue.array(items).prettyJSONText
    }
}
