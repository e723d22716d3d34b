import ConformanceKit
import Foundation

/// Writes an exploration as `explore.json`, a self-contained HTML page and JUnit XML.
package enum ExploreReportRenderer {
    /// The JSON document's format name.
    package static let format = "paymentconformance-explore"

    /// `explore.json`: the plain run, then each variation with its outcome and, for a break, what broke (both languages).
    package static func json(_ result: ExploreResult) -> String {
        func run(_ run: ExploreRun) -> [BodyMember] {
            [
                BodyMember("exitStatus", run.exitStatus.map { .number(String($0)) } ?? .null),
                BodyMember("timedOut", .bool(run.timedOut)), BodyMember("requests", .number(String(run.requests))),
            ]
        }
        func reasons(_ run: ExploreRun) -> BodyValue {
            .array(run.reasons.map { .object([BodyMember("en", .string($0.en)), BodyMember("fr", .string($0.fr))]) })
        }
        let variations: [BodyValue] = result.outcomes.map { outcome in
            let variation = outcome.variation
            var members = [
                BodyMember("operation", .string(variation.operation)), BodyMember("kind", .string(variation.kind.rawValue)),
                BodyMember("detail", .string(variation.detail)), BodyMember("outcome", .string(outcome.outcome)),
                BodyMember("edits", .array(variation.edits.map { .string($0.summary) })),
                BodyMember("plannedEdits", .number(String(outcome.plannedEdits))),
                BodyMember("runs", .number(String(outcome.runs))), BodyMember("variedAnswers", .number(String(outcome.run.varied))),
            ]
            if let status = variation.status { members.append(BodyMember("answersOfStatus", .number(String(status)))) }
            if let replacement = variation.replacement { members.append(BodyMember("replacementStatus", .number(String(replacement.status)))) }
            if !outcome.run.passed {
                members.append(
                    BodyMember(
                        "broke",
                        .object(
                            run(outcome.run) + [
                                BodyMember(
                                    "rules",
                                    .array(
                                        outcome.run.broken.map { rule in
                                            .object([
                                                BodyMember("rule", .string(rule.outcome.id)), BodyMember("kind", .string(rule.outcome.kind)),
                                                BodyMember("flow", .number(String(rule.flow))),
                                                BodyMember("case", rule.caseID.map(BodyValue.string) ?? .null),
                                            ])
                                        })),
                                BodyMember("reasons", reasons(outcome.run)),
                            ])))
            }
            return .object(members)
        }
        let document = BodyValue.object([
            BodyMember("format", .string(format)), BodyMember("formatVersion", .number("1")),
            BodyMember("protocol", .string(result.protocolID)), BodyMember("gateway", .string(result.gateway)),
            BodyMember("seed", .number(String(result.seed))), BodyMember("budget", .number(String(result.budget))),
            BodyMember("startedAt", .string(result.startedAt)),
            BodyMember("operations", .array(result.operations.map(BodyValue.string))),
            BodyMember(
                "baseline",
                .object(
                    [BodyMember("outcome", .string(result.baseline.passed ? "passed" : "broke"))] + run(result.baseline) + [
                        BodyMember(
                            "answers",
                            .array(
                                result.baselineAnswers.map {
                                    .object([BodyMember("operation", .string($0.operation)), BodyMember("status", .number(String($0.status)))])
                                }))
                    ])),
            BodyMember(
                "summary",
                .object([
                    BodyMember("planned", .number(String(result.planned))), BodyMember("run", .number(String(result.outcomes.count))),
                    BodyMember("broke", .number(String(result.broke.count))), BodyMember("clientRuns", .number(String(result.clientRuns))),
                    BodyMember("interrupted", .bool(result.interrupted)),
                ])),
            BodyMember("variations", .array(variations)),
        ])
        return document.prettyJSONText + "\n"
    }

    /// JUnit XML: one test case per variation, a failure for each that broke the client.
    package static func junit(_ result: ExploreResult, language: Language) -> String {
        let escape = { (text: String) in Markup.escape(text) }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"conformance explore\" tests=\"\(result.outcomes.count)\" failures=\"\(result.broke.count)\">\n"
        out +=
            "  <testsuite name=\"explore \(escape(result.protocolID))\" tests=\"\(result.outcomes.count)\" failures=\"\(result.broke.count)\">\n"
        for outcome in result.outcomes {
            let variation = outcome.variation
            let name = "\(variation.kind.rawValue): \(variation.detail)"
            out += "    <testcase classname=\"\(escape("\(variation.protocolID).\(variation.operation)"))\" name=\"\(escape(name))\""
            if outcome.run.passed {
                out += "/>\n"
            } else {
                let reasons = outcome.run.reasons.map { $0.text(language) }
                out += ">\n      <failure message=\"\(escape(reasons.first ?? ""))\">\(escape(reasons.joined(separator: "\n")))</failure>\n"
                out += "    </testcase>\n"
            }
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// The HTML page: a summary, then a table of the variations, breaks first.
    package static func html(_ result: ExploreResult, language: Language) -> String {
        let escape = { (text: String) in Markup.escape(text) }
        func say(_ id: MessageID, _ arguments: [MessageArgument] = []) -> String { escape(id.render(language, arguments)) }
        let ordered = result.broke + result.outcomes.filter(\.run.passed)
        var rows = ""
        for outcome in ordered {
            let variation = outcome.variation
            let passed = outcome.run.passed
            let verdict = passed ? say(.exploreHTMLPassed) : say(.exploreHTMLBroke)
            let why = outcome.run.reasons.map { "<li>\(escape($0.text(language)))</li>" }.joined()
            let edits = variation.edits.map { "<li><code>\(escape($0.summary))</code></li>" }.joined()
            rows += """
                <tr class="\(passed ? "ok" : "ko")"><td>\(escape(variation.operation))</td><td>\(escape(variation.kind.rawValue))</td>\
                <td>\(escape(variation.detail))\(edits.isEmpty ? "" : "<details><summary>\(say(.exploreHTMLEdits, [.plain(String(variation.edits.count))]))</summary><ul>\(edits)</ul></details>")</td>\
                <td><strong>\(verdict)</strong></td><td>\(why.isEmpty ? "" : "<ul>\(why)</ul>")</td></tr>

                """
        }
        let summary = say(
            .exploreSummary,
            [
                .plain(String(result.outcomes.count)), .plain(String(result.planned)), .plain(String(result.clientRuns)),
                .plain(String(result.budget)), .plain(String(result.broke.count)),
            ])
        return """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)"><head><meta charset="utf-8">
            <title>\(say(.exploreHTMLTitle, [.plain(result.protocolID)]))</title>
            <style>
            body{font-family:system-ui,-apple-system,Segoe UI,sans-serif;margin:2rem;color:#1b1b1b}
            table{border-collapse:collapse;width:100%}th,td{border-bottom:1px solid #ddd;padding:.4rem;text-align:left;vertical-align:top}
            tr.ko td{background:#fdecea}tr.ok strong{color:#1e6b32}tr.ko strong{color:#a1221b}code{font-size:.9em}ul{margin:0;padding-left:1.1rem}
            </style></head><body>
            <h1>\(say(.exploreHTMLTitle, [.plain(result.protocolID)]))</h1>
            <p>\(summary)</p>
            <p>\(say(.exploreHTMLSeed, [.plain(String(result.seed)), .plain(result.gateway), .plain(result.operations.joined(separator: ", "))]))</p>
            <table><thead><tr><th>\(say(.exploreHTMLOperation))</th><th>\(say(.exploreHTMLKind))</th><th>\(say(.exploreHTMLChange))</th>\
            <th>\(say(.exploreHTMLOutcome))</th><th>\(say(.exploreHTMLWhy))</th></tr></thead>
            <tbody>
            \(rows)</tbody></table>
            </body></html>

            """
    }
}
