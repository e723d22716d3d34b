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
