import ConformanceKit
import Foundation

/// Renders spec changes as text, Markdown, JSON or JUnit (documented in `docs/diff-drift-certify.md`).
package enum SpecDiffRenderer {
    /// One line per change: `error[rule] subject: what (before → after) at file:line`, then what it affects.
    package static func text(_ changes: [SpecChange], language: Language) -> String {
        var out = ""
        for change in changes {
            out += "\(word(change.severity, language))[\(change.rule.rawValue)] \(change.text(language))"
            if let location = change.location { out += "  \(location.file):\(location.line)" }
            out += "\n"
            if !change.scenarios.isEmpty {
                out += "    " + MessageID.diffScenarios.render(language, [.plain(change.scenarios.joined(separator: ", "))]) + "\n"
            }
            if !change.cassettes.isEmpty {
                out += "    " + MessageID.diffCassettes.render(language, [.plain(change.cassettes.joined(separator: ", "))]) + "\n"
            }
        }
        out += summary(changes, language: language) + "\n"
        return out
    }

    /// `N errors, N warnings, N info`.
    package static func summary(_ changes: [SpecChange], language: Language) -> String {
        let count = { (severity: ChangeSeverity) in changes.filter { $0.severity == severity }.count }
        return MessageID.diffSummary.render(
            language,
            [
                .plain(language.plural(changes.count, one: .diffChangesOne, other: .diffChangesOther)),
                .plain(language.plural(count(.error), one: .diffBreakingOne, other: .diffBreakingOther)),
                .plain(language.plural(count(.warning), one: .countWarningsOne, other: .countWarningsOther)),
                .plain(language.plural(count(.info), one: .diffInfoOne, other: .diffInfoOther)),
            ])
    }

    /// The severity's word in a language (`error`, `erreur`…).
    package static func word(_ severity: ChangeSeverity, _ language: Language) -> String {
        let id: MessageID =
            switch severity {
            case .error: .wordError
            case .warning: .wordWarning
            case .info: .wordInfo
            }
        return id.template(language)
    }

    /// A Markdown table, most serious first.
    package static func markdown(_ changes: [SpecChange], language: Language) -> String {
        var out = MessageID.diffMarkdownTitle.template(language) + "\n\n"
        out += summary(changes, language: language) + "\n\n"
        guard !changes.isEmpty else { return out }
        out += MessageID.diffMarkdownHeader.template(language) + "\n|---|---|---|---|---|\n"
        for change in changes.sorted(by: { $0.severity > $1.severity }) {
            let delta = change.before != nil || change.after != nil ? "\(change.before ?? "—") → \(change.after ?? "—")" : ""
            let affects = (change.scenarios + change.cassettes.map { ($0 as NSString).lastPathComponent }).joined(separator: ", ")
            out +=
                "| \(word(change.severity, language)) | `\(change.rule.rawValue)` | `\(cell(change.subject))` | \(cell(delta)) | \(cell(affects)) |\n"
        }
        return out
    }

    /// Text made safe for a Markdown table cell.
    package static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// A JSON document for tools.
    package static func json(_ changes: [SpecChange], old: String, new: String) -> String {
        let items: [BodyValue] = changes.map { change in
            var members = [
                BodyMember("rule", .string(change.rule.rawValue)), BodyMember("severity", .string(change.severity.rawValue)),
                BodyMember("protocol", .string(change.protocolID)),
            ]
            if let operation = change.operation { members.append(BodyMember("operation", .string(operation))) }
            if let message = change.message { members.append(BodyMember("message", .string(message))) }
            if let path = change.path { members.append(BodyMember("path", .string(path))) }
            if let before = change.before { members.append(BodyMember("before", .string(before))) }
            if let after = change.after { members.append(BodyMember("after", .string(after))) }
            members.append(
                BodyMember("text", .object([BodyMember("en", .string(change.text(.en))), BodyMember("fr", .string(change.text(.fr)))])))
            if let location = change.oldLocation { members.append(BodyMember("old", .string("\(location.file):\(location.line)"))) }
            if let location = change.newLocation { members.append(BodyMember("new", .string("\(location.file):\(location.line)"))) }
            members.append(BodyMember("scenarios", .array(change.scenarios.map(BodyValue.string))))
            members.append(BodyMember("cassettes", .array(change.cassettes.map(BodyValue.string))))
            return .object(members)
        }
        let count = { (severity: ChangeSeverity) in BodyValue.number(String(changes.filter { $0.severity == severity }.count)) }
        let root = BodyValue.object([
            BodyMember("format", .string("paymentconformance-diff")), BodyMember("formatVersion", .number("1")),
            BodyMember("toolVersion", .string(ConformanceKit.toolVersion)), BodyMember("old", .string(old)), BodyMember("new", .string(new)),
            BodyMember(
                "summary", .object([BodyMember("error", count(.error)), BodyMember("warning", count(.warning)), BodyMember("info", count(.info))])),
            BodyMember("changes", .array(items)),
        ])
        return root.prettyJSONText + "\n"
    }

    /// The changes as a run report: one suite per protocol, one case per change, failing at or above `failOn`.
    package static func runReport(_ changes: [SpecChange], failOn: ChangeSeverity, old: String, new: String) -> RunReport {
        let byProtocol = Dictionary(grouping: changes, by: \.protocolID)
        let suites = byProtocol.keys.sorted().map { protocolID -> ReportSuite in
            let name = "diff.\(protocolID)"
            let cases = (byProtocol[protocolID] ?? []).map { change -> ReportCase in
                let failure =
                    change.severity >= failOn
                    ? ReportFailure(
                        kind: change.rule.rawValue, message: LocalizedText(change.text), path: change.path ?? "$",
                        expected: change.before, actual: change.after, specLocation: change.location) : nil
                return ReportCase(name: "\(change.rule.rawValue) \(change.subject)", classname: name, failure: failure)
            }
            return ReportSuite(name: name, protocolID: protocolID, cases: cases)
        }
        return RunReport(target: "\(old) → \(new)", mode: "diff", startedAt: String(Cassette.timestamp().prefix(19)), suites: suites)
    }
}
