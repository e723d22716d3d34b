import Foundation

/// What a bundle's page adds to a run report's: the certification header it leads with, and the marks on
/// values redaction replaced.
extension HTMLReportRenderer {
    /// The certification header: the verdict and its reasons, who and what, how a session ended, and the profile case by case.
    func certification(_ summary: CertificationSummary, suites: [ReportSuite]) -> String {
        var out = "<section class=\"certification \(summary.certified ? "ok" : "ko")\" id=\"certification\">"
        out += "<h2>\(Self.bi(.htmlCertificationVerdict))</h2>"
        out += "<p class=\"verdict\">\(Self.bi(summary.verdict))</p><ul class=\"reasons\">"
        for reason in summary.reasons { out += "<li>\(Self.bi(reason))</li>" }
        out += "</ul><dl>"
        out += "<dt>\(Self.bi(.htmlPartner))</dt><dd>\(Self.escape(summary.partner))</dd>"
        out += "<dt>\(Self.bi(.htmlRole))</dt><dd>\(Self.bi(summary.roleText))</dd>"
        let targetLabel = summary.role == "client" ? Self.bi(.htmlGateway) : Self.bi(.htmlTarget)
        out += "<dt>\(targetLabel)</dt><dd>\(Self.bi(summary.targetText))</dd>"
        if let ended = summary.ended {
            out += "<dt>\(Self.bi(.htmlSessionEnd))</dt><dd>\(Self.bi(CertificationSummary.ending(ended)))</dd>"
        }
        let counts: [MessageArgument] = [
            .plain(String(summary.mandatory.filter(\.passed).count)), .plain(String(summary.mandatory.count)),
            .plain(String(summary.optional.filter(\.passed).count)), .plain(String(summary.optional.count)),
        ]
        out += "<dt>\(Self.bi(.htmlProfile))</dt><dd>\(Self.bi(.reportProfileCounts, counts))</dd>"
        if !summary.missing.isEmpty {
            out += "<dt>\(Self.bi(.htmlLeftOut))</dt><dd>\(Self.escape(summary.missing.joined(separator: ", ")))</dd>"
        }
        for coverage in summary.coverage {
            out += "<dt>\(Self.statedCoverage)</dt>"
            out += "<dd>\(Self.escape(coverage.protocolID)) — \(String(format: "%.1f", coverage.index)) %</dd>"
        }
        out += "</dl><table class=\"profile\"><thead><tr><th>\(Self.bi(.htmlRequirement))</th><th>\(Self.bi(.htmlLevel))</th>"
        out += "<th>\(Self.bi(.htmlResult))</th></tr></thead><tbody>"
        let names = Set(suites.map(\.name))
        for requirement in summary.requirements {
            let id = Self.escape(requirement.id)
            let link = names.contains(requirement.id) ? "<a href=\"#s-\(Self.anchor(requirement.id))\">\(id)</a>" : id
            out += "<tr class=\"\(requirement.passed ? "ok" : "ko")\"><td>\(link)<br><small>\(Self.bi(requirement.title))</small></td>"
            out += "<td>\(Self.bi(CertificationSummary.level(requirement.level)))</td>"
            out += "<td>\(requirement.passed ? "✓" : "✗") \(Self.bi(CertificationSummary.result(requirement)))</td></tr>"
        }
        out += "</tbody></table></section>\n"
        return out
    }

    /// The caption of a bundle's coverage.
    static var statedCoverage: String { bi(.htmlStatedCoverage) }

    /// The mark after a value the tool replaced: "(redacted)" or "(masqué)", with what it means on hover.
    static func redactedBadge(_ inner: String = "") -> String {
        let word = MessageID.reportRedactedWord.localized()
        let title = MessageID.reportRedactedTitle.localized([])
        return (inner.isEmpty ? "" : "<mark class=\"redacted\">\(inner)</mark> ")
            + "<span class=\"redacted-label\" lang=\"en\" title=\"\(escape(title.en))\">\(escape(word.en))</span>"
            + "<span class=\"redacted-label\" lang=\"fr\" title=\"\(escape(title.fr))\">\(escape(word.fr))</span>"
    }

    /// An escaped value, marked when redaction replaced it.
    static func value(_ text: String, marked: Bool) -> String { marked ? redactedBadge(escape(text)) : escape(text) }

    /// A request as the page shows it (the same text as ``describe(_:)-(RecordedRequest)``), with each replaced value marked.
    static func markup(_ request: RecordedRequest, marks: Set<String>) -> String {
        let queryMarked = request.query.contains { marks.contains("request.query." + $0.name) }
        var out = escape(request.method + " ") + value(request.target, marked: queryMarked || marks.contains("request.path")) + "\n"
        for header in request.headers {
            out += escape(header.name + ": ") + value(header.value, marked: marks.contains("request.headers." + header.name)) + "\n"
        }
        return out + "\n" + markup(request.body, location: "request.body", marks: marks)
    }

    /// A response as the page shows it, with each replaced value marked.
    static func markup(_ response: RecordedResponse, marks: Set<String>) -> String {
        var out = escape("HTTP \(response.status)\n")
        for header in response.headers {
            out += escape(header.name + ": ") + value(header.value, marked: marks.contains("response.headers." + header.name)) + "\n"
        }
        return out + "\n" + markup(response.body, location: "response.body", marks: marks)
    }

    static func markup(_ body: RecordedBody, location: String, marks: Set<String>) -> String {
        switch body {
        case .none:
            return ""
        case .json(let json):
            var out = ""
            write(json, location: location, level: 0, marks: marks, into: &out)
            return out
        case .form(let pairs, _):
            return pairs.map { escape($0.name + "=") + value($0.value, marked: marks.contains(RedactionMarks.member(location, $0.name))) }
                .joined(separator: "\n")
        case .text(let text):
            return value(text, marked: marks.contains(location))
        case .base64(let data):
            return bi(.htmlBase64, [.plain(String(data.count))]) + " "
                + value(data.base64EncodedString(), marked: marks.contains(location))
        }
    }

    /// Pretty JSON as ``BodyValue/prettyJSONText`` writes it, escaped, with replaced values marked.
    static func write(_ json: BodyValue, location: String, level: Int, marks: Set<String>, into out: inout String) {
        func pad(_ count: Int) -> String { String(repeating: "  ", count: count) }
        if marks.contains(location) {
            out += redactedBadge(escape(json.prettyJSONText(level: level)))
            return
        }
        switch json {
        case .array(let items) where !items.isEmpty:
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += pad(level + 1)
                write(item, location: RedactionMarks.item(location, index), level: level + 1, marks: marks, into: &out)
                out += (index == items.count - 1 ? "" : ",") + "\n"
            }
            out += pad(level) + "]"
        case .object(let members) where !members.isEmpty:
            out += "{\n"
            for (index, member) in members.enumerated() {
                var key = ""
                BodyValue.writeJSONString(member.key, into: &key)
                out += pad(level + 1) + escape(key) + ": "
                write(member.value, location: RedactionMarks.member(location, member.key), level: level + 1, marks: marks, into: &out)
                out += (index == members.count - 1 ? "" : ",") + "\n"
            }
            out += pad(level) + "}"
        default:
            out += escape(json.prettyJSONText(level: level))
        }
    }
}
