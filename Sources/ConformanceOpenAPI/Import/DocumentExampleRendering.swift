import ConformanceKit
import Foundation

/// How `conformance check` shows what checking a document's examples found: compiler-style lines, JSON, a summary.
package enum DocumentExampleRendering {
    /// One line per finding: `file:line:col: error: message [kind] (in example 'name' of operation response 200)`.
    package static func lines(_ outcome: DocumentExampleCheck.Outcome, language: Language) -> [String] {
        outcome.findings.map { located in
            let finding = located.finding
            let context = MessageID.openAPIExampleIn.render(language, [.plain(located.example), .localized(located.message)])
            return
                "\(located.location): \(finding.severity.word.template(language)): \(finding.message(language)) [\(finding.kind.rawValue)] (\(context))"
        }
    }

    /// Every finding and problem as JSON, in both languages, with the counts.
    package static func json(_ outcome: DocumentExampleCheck.Outcome, file: String) -> BodyValue {
        func place(_ location: SourceLocation?) -> [BodyMember] {
            guard let location else { return [] }
            return [
                BodyMember("file", .string(location.file)), BodyMember("line", .number(String(location.line))),
                BodyMember("column", .number(String(location.column))),
            ]
        }
        func texts(_ text: LocalizedText) -> BodyValue { .object([BodyMember("en", .string(text.en)), BodyMember("fr", .string(text.fr))]) }
        let findings: [BodyValue] = outcome.findings.map { located in
            .object(
                place(located.location) + [
                    BodyMember("example", .string(located.example)), BodyMember("message", texts(located.message)),
                    BodyMember("id", .string(located.finding.kind.rawValue)), BodyMember("severity", .string(located.finding.severity.rawValue)),
                    BodyMember("path", .string(located.finding.path)), BodyMember("text", texts(located.finding.localizedMessage)),
                ])
        }
        let problems: [BodyValue] = outcome.problems.map { problem in
            .object(
                place(problem.location) + [
                    BodyMember("id", .string(problem.id.rawValue)), BodyMember("severity", .string(problem.severity.rawValue)),
                    BodyMember("text", texts(problem.localizedMessage)),
                ])
        }
        return .object([
            BodyMember("file", .string(file)), BodyMember("checked", .number(String(outcome.checked))),
            BodyMember("conformant", .number(String(outcome.conformant))), BodyMember("errors", .number(String(outcome.errors))),
            BodyMember("warnings", .number(String(outcome.warnings))), BodyMember("findings", .array(findings)),
            BodyMember("problems", .array(problems)),
        ])
    }

    /// `doc.json: 13 examples checked against protocol 'p', 12 conformant; 1 error, 0 warnings`.
    package static func summary(_ outcome: DocumentExampleCheck.Outcome, file: String, protocolID: String, language: Language) -> String {
        MessageID.openAPIExamplesSummary.render(
            language,
            [
                .plain(file), .plain(language.plural(outcome.checked, one: .openAPIExamplesOne, other: .openAPIExamplesOther)), .plain(protocolID),
                .plain(String(outcome.conformant)), .plain(language.plural(outcome.errors, one: .countErrorsOne, other: .countErrorsOther)),
                .plain(language.plural(outcome.warnings, one: .countWarningsOne, other: .countWarningsOther)),
            ])
    }
}
