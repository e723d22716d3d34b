/// Renders check results for terminals and tools.
public enum FindingRendering {
    /// One line per finding, then a verdict line.
    public static func text(_ result: CheckResult, file: String, language: Language) -> String {
        var lines: [String] = []
        for finding in result.findings {
            let severity = finding.severity.word.template(language)
            var line = "\(file): \(severity): \(finding.message(language)) [\(finding.kind.rawValue)]"
            if let action = finding.action { line += " → \(action.text(language))" }
            if let location = finding.specLocation, finding.severity != .note {
                line += MessageID.reportSpecLocation.render(language, [.plain(location.description)])
            }
            lines.append(line)
        }
        let errors = result.errors.count
        let warnings = result.warnings.count
        let checked = result.target + (result.protocolVersion.map { " (version \($0))" } ?? "")
        let warningCount = MessageArgument.plain(language.plural(warnings, one: .countWarningsOne, other: .countWarningsOther))
        let errorCount = MessageArgument.plain(language.plural(errors, one: .countErrorsOne, other: .countErrorsOther))
        lines.append(
            result.conforms
                ? MessageID.findingConformant.render(language, [.plain(checked), warningCount])
                : MessageID.findingNotConformant.render(language, [.plain(checked), errorCount, warningCount]))
        return lines.joined(separator: "\n")
    }

    /// A JSON object with the target, the verdict and every finding in both languages.
    public static func json(_ result: CheckResult, file: String) -> BodyValue {
        let findings: [BodyValue] = result.findings.map { finding in
            var members = [
                BodyMember("id", .string(finding.kind.rawValue)),
                BodyMember("severity", .string(finding.severity.rawValue)),
                BodyMember("checkId", .string(finding.checkID)),
                BodyMember("path", .string(finding.path)),
            ]
            if let expected = finding.expected { members.append(BodyMember("expected", .string(expected))) }
            if let actual = finding.actual { members.append(BodyMember("actual", .string(actual))) }
            members.append(
                BodyMember("message", .object([BodyMember("en", .string(finding.message(.en))), BodyMember("fr", .string(finding.message(.fr)))])))
            if let action = finding.action {
                members.append(BodyMember("action", .object([BodyMember("en", .string(action.en)), BodyMember("fr", .string(action.fr))])))
            }
            if let location = finding.specLocation { members.append(BodyMember("spec", .string(location.description))) }
            return .object(members)
        }
        return .object(
            [
                BodyMember("file", .string(file)),
                BodyMember("target", .string(result.target)),
            ] + (result.protocolVersion.map { [BodyMember("protocolVersion", .string($0))] } ?? []) + [
                BodyMember("conformant", .bool(result.conforms)),
                BodyMember("errors", .number(String(result.errors.count))),
                BodyMember("warnings", .number(String(result.warnings.count))),
                BodyMember("findings", .array(findings)),
            ])
    }
}
