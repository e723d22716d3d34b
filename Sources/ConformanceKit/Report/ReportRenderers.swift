import Foundation

/// Renders a ``RunReport`` as JUnit XML valid against both the strict Ant schema and Jenkins' xUnit schema.
///
/// One `testsuite` per suite, one `testcase` per check with its stable name, `failure type=` the
/// finding kind, a message in the chosen language, and the spec's `path:line` in the failure text.
public enum JUnitRenderer {
    /// The XML document.
    public static func render(_ report: RunReport, language: Language = .en, hostname: String = "localhost") -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites>\n"
        out.reserveCapacity(report.total * 160)
        for (index, suite) in report.suites.enumerated() {
            let failures = suite.failures
            out += "  <testsuite package=\"\(attribute(suite.protocolID))\" id=\"\(index)\" name=\"\(attribute(suite.name))\""
            out += " timestamp=\"\(report.startedAt)\" hostname=\"\(attribute(hostname))\" tests=\"\(suite.cases.count)\""
            out += " failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"\(seconds(suite.duration))\">\n"
            out += "    <properties>\n"
            out += "      <property name=\"protocol\" value=\"\(attribute(suite.protocolID))\"/>\n"
            let versions = suite.protocolVersions
            if !versions.isEmpty {
                out += "      <property name=\"protocolVersion\" value=\"\(attribute(versions.joined(separator: ", ")))\"/>\n"
            }
            if let title = suite.title { out += "      <property name=\"title\" value=\"\(attribute(title.text(language)))\"/>\n" }
            out += "      <property name=\"target\" value=\"\(attribute(report.target))\"/>\n"
            out += "      <property name=\"mode\" value=\"\(attribute(report.mode))\"/>\n"
            out += "      <property name=\"toolVersion\" value=\"\(attribute(report.toolVersion))\"/>\n"
            if let digest = report.specDigests[suite.protocolID] {
                out += "      <property name=\"specSHA256\" value=\"\(attribute(digest))\"/>\n"
            }
            if let certification = report.certification { out += properties(certification, suite: suite.name, language: language) }
            out += "    </properties>\n"
            for testCase in suite.cases {
                out +=
                    "    <testcase name=\"\(attribute(testCase.name))\" classname=\"\(attribute(testCase.classname))\" time=\"\(seconds(testCase.duration))\""
                guard let failure = testCase.failure else {
                    out += "/>\n"
                    continue
                }
                out += ">\n      <failure type=\"\(attribute(failure.kind))\" message=\"\(attribute(failure.message.text(language)))\">"
                var text = "\(failure.path): \(failure.message.text(language))"
                if let expected = failure.expected { text += "\n" + MessageID.reportExpected.render(language, [.plain(expected)]) }
                if let actual = failure.actual { text += "\n" + MessageID.reportActual.render(language, [.plain(actual)]) }
                if let action = failure.action { text += "\n" + MessageID.reportWhatToDo.render(language, [.localized(action)]) }
                if let location = failure.specLocation { text += "\nspec: \(location.file):\(location.line)" }
                out += content(text) + "</failure>\n    </testcase>\n"
            }
            out += "    <system-out></system-out>\n    <system-err></system-err>\n  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    /// A bundle's verdict as properties of each suite (JUnit has no document-level properties): the verdict and its
    /// reasons, partner, role, target, session end, partial selection, and the suite's own requirement level and result.
    static func properties(_ summary: CertificationSummary, suite: String, language: Language) -> String {
        var pairs: [(String, String)] = [
            ("certification", summary.certified ? "certified" : "not-certified"), ("certification.verdict", summary.verdict.text(language)),
            ("certification.reasons", summary.reasons.map { $0.text(language) }.joined(separator: "; ")),
            ("certification.partner", summary.partner), ("certification.role", summary.role), ("certification.target", summary.target),
        ]
        if let ended = summary.ended { pairs.append(("certification.ended", ended)) }
        pairs.append(("certification.partial", summary.partial ? "true" : "false"))
        if !summary.missing.isEmpty { pairs.append(("certification.missing", summary.missing.joined(separator: ", "))) }
        if let requirement = summary.requirements.first(where: { $0.id == suite }) {
            pairs.append(("certification.level", requirement.level))
            pairs.append(("certification.result", requirement.passed ? "passed" : requirement.ran ? "failed" : "not-run"))
        }
        return pairs.map { "      <property name=\"\($0.0)\" value=\"\(attribute($0.1))\"/>\n" }.joined()
    }

    static func seconds(_ value: Double) -> String { String(format: "%.3f", max(0, value)) }

    /// Escapes text for an attribute; characters XML 1.0 cannot hold are dropped.
    static func attribute(_ text: String) -> String { Markup.escape(text, quotes: true, apostrophe: false, encodeWhitespace: true) }

    /// Escapes text content.
    static func content(_ text: String) -> String { Markup.escape(text, quotes: false, apostrophe: false, encodeWhitespace: false) }
}

/// Escaping shared by every XML and HTML the tool writes (reports, sandbox pages, XML answers).
public enum Markup {
    /// Escapes `&`, `<`, `>` (and quotes, apostrophes, whitespace as asked); shows controls, bidirectional
    /// controls and what XML 1.0 cannot hold as visible `\u{…}` text (``VisibleText``).
    public static func escape(_ text: String, quotes: Bool, apostrophe: Bool, encodeWhitespace: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where quotes: out += "&quot;"
            case "'" where apostrophe: out += "&#39;"
            case "\n" where encodeWhitespace: out += "&#10;"
            case "\t" where encodeWhitespace: out += "&#9;"
            case "\r" where encodeWhitespace: out += "&#13;"
            default:
                if VisibleText.isHidden(scalar) || !isXMLCharacter(scalar) {
                    out += VisibleText.escape(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    /// Escapes text for HTML or XML content and attribute values (quotes and apostrophes included).
    public static func escape(_ text: String) -> String { escape(text, quotes: true, apostrophe: true, encodeWhitespace: false) }

    /// Whether XML 1.0 can hold the character.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value == 0x9 || value == 0xA || value == 0xD || (0x20...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
            || (0x10000...0x10FFFF).contains(value)
    }
}

/// Renders a ``RunReport`` as JSON for tools (documented in `docs/reports.md`).
public enum JSONReportRenderer {
    /// The JSON document (pretty, keys in a fixed order); with the specs, the protocol coverage of each protocol.
    public static func render(_ report: RunReport, specs: SpecSet? = nil) -> String {
        func text(_ value: LocalizedText) -> BodyValue { .object([BodyMember("en", .string(value.en)), BodyMember("fr", .string(value.fr))]) }
        let suites: [BodyValue] = report.suites.map { suite in
            let cases: [BodyValue] = suite.cases.map { testCase in
                var members = [
                    BodyMember("name", .string(testCase.name)), BodyMember("status", .string(testCase.failure == nil ? "passed" : "failed")),
                ]
                if let failure = testCase.failure {
                    var failureMembers = [
                        BodyMember("kind", .string(failure.kind)), BodyMember("path", .string(failure.path)),
                        BodyMember("message", text(failure.message)),
                    ]
                    if let expected = failure.expected { failureMembers.append(BodyMember("expected", .string(expected))) }
                    if let actual = failure.actual { failureMembers.append(BodyMember("actual", .string(actual))) }
                    if let action = failure.action { failureMembers.append(BodyMember("action", text(action))) }
                    if let location = failure.specLocation {
                        failureMembers.append(BodyMember("spec", .string("\(location.file):\(location.line)")))
                    }
                    members.append(BodyMember("failure", .object(failureMembers)))
                }
                if let index = testCase.exchangeIndex { members.append(BodyMember("exchange", .number(String(index)))) }
                if let version = testCase.protocolVersion { members.append(BodyMember("protocolVersion", .string(version))) }
                if let title = testCase.title { members.append(BodyMember("title", text(title))) }
                if let detail = testCase.detail { members.append(BodyMember("detail", text(detail))) }
                return .object(members)
            }
            var members = [BodyMember("name", .string(suite.name))]
            if let title = suite.title { members.append(BodyMember("title", text(title))) }
            return .object(
                members + [
                    BodyMember("protocol", .string(suite.protocolID)),
                    BodyMember("protocolVersions", .array(suite.protocolVersions.map(BodyValue.string))),
                    BodyMember("tests", .number(String(suite.cases.count))), BodyMember("failures", .number(String(suite.failures))),
                    BodyMember("time", .number(JUnitRenderer.seconds(suite.duration))), BodyMember("cases", .array(cases)),
                    BodyMember("exchanges", .array(suite.exchanges.map(CassetteCodec.encode))),
                ] + (suite.exchangeNumbers.isEmpty ? [] : [BodyMember("exchangeNumbers", .array(suite.exchangeNumbers.map { .number(String($0)) }))]))
        }
        // A bundle's report leads with its verdict (`certification`); a run report has none.
        let header = report.certification.map { [BodyMember("certification", $0.json)] } ?? []
        var head =
            [BodyMember("format", .string("paymentconformance-report")), BodyMember("formatVersion", .number("1"))] + header + [
                BodyMember("toolVersion", .string(report.toolVersion)), BodyMember("target", .string(report.target)),
                BodyMember("mode", .string(report.mode)), BodyMember("startedAt", .string(report.startedAt)),
            ]
        // The specs the traffic was checked against, when the run knows them: the SHA-256 of each protocol's spec files.
        if !report.specDigests.isEmpty {
            head.append(
                BodyMember("specSHA256", .object(report.specDigests.sorted { $0.key < $1.key }.map { BodyMember($0.key, .string($0.value)) })))
        }
        let root = BodyValue.object(
            head + [
                BodyMember(
                    "summary",
                    .object([
                        BodyMember("suites", .number(String(report.suites.count))), BodyMember("tests", .number(String(report.total))),
                        BodyMember("failures", .number(String(report.failed))), BodyMember("passed", .bool(report.passed)),
                    ])),
                BodyMember("suites", .array(suites)),
            ])
        // A bundle's coverage is the signed statement's, never measured again.
        if let stated = report.certification?.coverage, !stated.isEmpty, case .object(var members) = root {
            members.append(BodyMember("coverage", .object(stated.map { BodyMember($0.protocolID, $0.json) })))
            return BodyValue.object(members).prettyJSONText + "\n"
        }
        guard let specs, case .object(var members) = root else { return root.prettyJSONText + "\n" }
        var coverage: [BodyMember] = []
        for protocolID in Set(report.suites.map(\.protocolID)).sorted() {
            guard let spec = specs.protocols[protocolID] else { continue }
            let exchanges = report.suites.filter { $0.protocolID == protocolID }.flatMap(\.exchanges)
            coverage.append(BodyMember(protocolID, ProtocolCoverage.measure(exchanges, protocol: spec, required: spec.operations.keys.sorted()).json))
        }
        members.append(BodyMember("coverage", .object(coverage)))
        return BodyValue.object(members).prettyJSONText + "\n"
    }
}

/// Renders a short Markdown summary for CI job pages, and GitHub Actions annotations.
public enum MarkdownReportRenderer {
    /// The summary: totals, a table per suite, and the failures (at most `limit`).
    public static func render(_ report: RunReport, language: Language = .en, limit: Int = 50) -> String {
        var out = MessageID.reportMarkdownTitle.template(language) + "\n\n"
        let verdict = report.passed ? MessageID.reportMarkdownConformant : .reportMarkdownNotConformant
        out +=
            MessageID.reportMarkdownTotals.render(
                language,
                [
                    .localized(verdict.localized()), .plain(String(report.total - report.failed)), .plain(String(report.total)),
                    .plain(String(report.suites.count)), .plain(report.target), .plain(report.mode),
                ]) + "\n\n"
        out += MessageID.reportMarkdownTableHeader.template(language) + "\n|---|---|---|\n"
        for suite in report.suites {
            let title = suite.title.map { " " + markdown($0.text(language)) } ?? ""
            out += "| `\(markdown(suite.name))`\(title) | \(suite.cases.count) | \(suite.failures == 0 ? "0" : "**\(suite.failures)**") |\n"
        }
        let failures = report.cases.compactMap { testCase in testCase.failure.map { (testCase, $0) } }
        if !failures.isEmpty {
            out += "\n" + MessageID.reportMarkdownFailures.template(language) + "\n\n"
            for (testCase, failure) in failures.prefix(limit) {
                out += "- `\(markdown(testCase.name))` (\(failure.kind)): \(markdown(failure.message.text(language)))"
                if let location = failure.specLocation { out += " — `\(markdown(location.file)):\(location.line)`" }
                out += "\n"
            }
            if failures.count > limit {
                out += MessageID.reportMarkdownMore.render(language, [.plain(String(failures.count - limit))]) + "\n"
            }
        }
        return out
    }

    /// One `::error file=…,line=…::message` line per failure that has a spec location.
    public static func githubAnnotations(_ report: RunReport, language: Language = .en) -> String {
        var lines: [String] = []
        for testCase in report.cases {
            guard let failure = testCase.failure else { continue }
            let message = VisibleText.escaped("\(testCase.name): \(failure.message.text(language))")
                .replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
            if let location = failure.specLocation {
                lines.append("::error file=\(location.file),line=\(location.line),title=\(failure.kind)::\(message)")
            } else {
                lines.append("::error title=\(failure.kind)::\(message)")
            }
        }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    static func markdown(_ text: String) -> String {
        VisibleText.escaped(text).replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(
            of: ">", with: "&gt;"
        )
        .replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "`", with: "'")
    }
}
