import Foundation

/// Renders a ``RunReport`` as one self-contained HTML page people read (no network, inline CSS and JS).
///
/// Both languages are in the page and a switch shows one of them. A summary comes first, then each
/// protocol, its suites, and the failing checks with expected and actual values, the redacted
/// request and response of each failing exchange, and a picture of the protocol coverage the traffic
/// reached (inline SVG, per protocol and per operation, naming what was never seen). Every value from
/// traffic is HTML-escaped, so a hostile payload is shown as text and never runs.
public struct HTMLReportRenderer: Sendable {
    let specs: SpecSet?

    /// Creates a renderer; with specs, the page also shows the protocol coverage.
    public init(specs: SpecSet? = nil) { self.specs = specs }

    /// The page, opened in the given language.
    public func render(_ report: RunReport, language: Language = .en) -> String {
        // The protocols' sections come first, so that the style holds the coverage picture's rules only when a page shows one.
        var sections = ""
        var showsCoverage = false
        for protocolID in Array(Set(report.suites.map(\.protocolID))).sorted() {
            let suites = report.suites.filter { $0.protocolID == protocolID }
            let failures = suites.reduce(0) { $0 + $1.failures }
            sections += "<section class=\"protocol\" id=\"p-\(Self.escape(protocolID))\"><h2>\(Self.escape(protocolID))"
            sections += " <span class=\"badge \(failures == 0 ? "ok" : "ko")\">\(failures == 0 ? "✓" : "✗ \(failures)")</span></h2>\n"
            for suite in suites { sections += self.suite(suite) }
            let stated = report.certification?.coverage.first { $0.protocolID == protocolID }
            if let coverage = coverage(protocolID: protocolID, suites: suites, stated: stated, language: language) {
                sections += coverage
                showsCoverage = true
            }
            sections += "</section>\n"
        }
        let style = Self.css + (Self.needsBundleStyle(report) ? "\n" + Self.bundleCSS : "") + (showsCoverage ? "\n" + Self.coverageCSS : "")
        var out = """
            <!doctype html>
            <html lang="\(language.rawValue)" data-lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
            <title>\(Self.plain(.htmlTitle, language))</title>
            <style>\(style)</style>
            </head>
            <body>
            <header><h1>\(Self.bi(.htmlTitle))</h1>
            <nav><button type="button" data-set-lang="en">English</button><button type="button" data-set-lang="fr">Français</button></nav></header>

            """
        if let certification = report.certification { out += self.certification(certification, suites: report.suites) }
        out += summary(report)
        out += sections
        out += "<footer>PaymentConformance \(Self.escape(report.toolVersion)) · \(Self.escape(report.startedAt)) UTC"
        if !report.specDigests.isEmpty {
            out += " · " + Self.bi(.htmlSpecDigests) + " "
            out += report.specDigests.sorted { $0.key < $1.key }.map { "\(Self.escape($0.key)) <code>\(Self.escape($0.value))</code>" }
                .joined(separator: ", ")
        }
        out += "</footer>\n"
        out += "<script>\(Self.script)</script>\n</body>\n</html>\n"
        return out
    }

    func summary(_ report: RunReport) -> String {
        let passed = report.total - report.failed
        var out = "<section class=\"summary \(report.passed ? "ok" : "ko")\" id=\"summary\">"
        out +=
            "<p class=\"verdict\">\(report.passed ? Self.bi(.htmlConformant) : Self.bi(.htmlNotConformant))</p>"
        out +=
            "<p>"
            + Self.bi(.htmlChecksPassed, [.plain(String(passed)), .plain(String(report.total)), .plain(String(report.suites.count))])
            + "</p>"
        // A bundle names its target in words in both languages (its header); a run report shows the target as given.
        let target = report.certification.map { Self.bi($0.targetText) } ?? Self.escape(report.target)
        out += "<dl><dt>\(Self.bi(.htmlTarget))</dt><dd>\(target)</dd>"
        out += "<dt>\(Self.bi(.htmlMode))</dt><dd>\(Self.escape(report.mode))</dd>"
        out += "<dt>\(Self.bi(.htmlStarted))</dt><dd>\(Self.escape(report.startedAt)) UTC</dd></dl>"
        out += "<table><thead><tr><th>Suite</th><th>\(Self.bi(.htmlChecks))</th><th>\(Self.bi(.htmlFailed))</th></tr></thead><tbody>"
        for suite in report.suites {
            out +=
                "<tr class=\"\(suite.failures == 0 ? "ok" : "ko")\"><td><a href=\"#s-\(Self.anchor(suite.name))\">\(Self.escape(suite.name))</a>"
                + (suite.title.map { "<br><small>\(Self.bi($0))</small>" } ?? "") + "</td>"
            out += "<td>\(suite.cases.count)</td><td>\(suite.failures)</td></tr>"
        }
        out += "</tbody></table></section>\n"
        return out
    }

    func suite(_ suite: ReportSuite) -> String {
        var out =
            "<details class=\"suite \(suite.failures == 0 ? "ok" : "ko")\" id=\"s-\(Self.anchor(suite.name))\"\(suite.failures > 0 ? " open" : "")>"
        out += "<summary>\(Self.escape(suite.name)) — \(suite.cases.count - suite.failures)/\(suite.cases.count)"
        let versions = suite.protocolVersions
        if !versions.isEmpty {
            out += " <span class=\"version\">\(Self.bi(.htmlVersion)) \(Self.escape(versions.joined(separator: ", ")))</span>"
        }
        if let title = suite.title { out += " <small>\(Self.bi(title))</small>" }
        out += "</summary>\n"
        let behaviours = suite.cases.filter { $0.detail != nil }
        if !behaviours.isEmpty { out += self.behaviours(behaviours, exchanges: suite.exchanges, numbers: suite.exchangeNumbers) }
        let failing = suite.cases.filter { $0.failure != nil && $0.detail == nil }
        if !failing.isEmpty {
            out += "<table class=\"findings\"><thead><tr><th>\(Self.bi(.htmlCheck))</th><th>\(Self.bi(.htmlFinding))</th>"
            out += "<th>\(Self.bi(.htmlExpected))</th><th>\(Self.bi(.htmlActual))</th><th>Spec</th></tr></thead><tbody>"
            for testCase in failing {
                let failure = testCase.failure!
                out += "<tr><td><code>\(Self.escape(testCase.name))</code><br><span class=\"kind\">\(Self.escape(failure.kind))</span></td>"
                out += "<td>\(Self.bi(failure.message))"
                if let action = failure.action { out += "<br><em>\(Self.bi(action))</em>" }
                out += "</td><td>\(Self.escape(failure.expected ?? ""))</td><td>\(Self.escape(failure.actual ?? ""))</td>"
                out += "<td>\(failure.specLocation.map { "<code>\(Self.escape($0.file)):\($0.line)</code>" } ?? "")</td></tr>"
            }
            out += "</tbody></table>\n"
        }
        let failingExchanges = Set(suite.cases.filter { $0.failure != nil }.compactMap(\.exchangeIndex)).sorted()
        for index in failingExchanges where suite.exchanges.indices.contains(index) {
            let interaction = suite.exchanges[index]
            let number = suite.exchangeNumbers.indices.contains(index) ? suite.exchangeNumbers[index] : index
            out += "<div class=\"exchange\"><h4>\(Self.bi(.htmlExchange)) #\(number)</h4><div class=\"pair\">"
            let marks = Set(interaction.redactions)
            out += "<div><h5>\(Self.bi(.htmlRequest))</h5><pre>\(Self.markup(interaction.request, marks: marks))</pre></div>"
            out += "<div><h5>\(Self.bi(.htmlResponse))</h5><pre>\(Self.markup(interaction.response, marks: marks))</pre></div>"
            out += "</div>"
            if !interaction.redactions.isEmpty { out += "<p class=\"redacted-note\">\(Self.bi(.reportRedactedNote))</p>" }
            out += "</div>\n"
        }
        out += "</details>\n"
        return out
    }

    /// The behaviours checked (a client case's rules): each one's requirement, verdict and what was seen,
    /// then every exchange of the suite in order, so a reader follows what the client did.
    func behaviours(_ cases: [ReportCase], exchanges: [Interaction], numbers: [Int]) -> String {
        var out = "<table class=\"behaviours\"><thead><tr><th></th><th>\(Self.bi(.htmlBehaviour))</th>"
        out += "<th>\(Self.bi(.htmlWhatWasSeen))</th></tr></thead><tbody>"
        for testCase in cases {
            let title = testCase.title ?? .verbatim(testCase.name)
            let detail = testCase.detail ?? .verbatim("")
            out += "<tr class=\"\(testCase.failure == nil ? "ok" : "ko")\"><td>\(testCase.failure == nil ? "✓" : "✗")</td>"
            out += "<td>\(Self.bi(title))<br><code>\(Self.escape(testCase.name))</code>"
            if let location = testCase.failure?.specLocation { out += " <code>\(Self.escape(location.file)):\(location.line)</code>" }
            out += "</td><td>\(Self.bi(detail))</td></tr>"
        }
        out += "</tbody></table>\n"
        guard !exchanges.isEmpty else { return out }
        out +=
            "<table class=\"exchanges\"><thead><tr><th>#</th><th>\(Self.bi(.htmlRequest))</th><th>\(Self.bi(.htmlOperation))</th>"
        out += "<th>\(Self.bi(.htmlStatus))</th></tr></thead><tbody>"
        for (index, exchange) in exchanges.enumerated() {
            let failed = (exchange.verdict?.errors ?? 0) > 0
            let number = numbers.indices.contains(index) ? numbers[index] : index
            out +=
                "<tr class=\"\(failed ? "ko" : "ok")\"><td>\(number)</td><td><code>\(Self.escape(exchange.request.method + " " + exchange.request.target))</code></td>"
            out += "<td>\(Self.escape(exchange.operation.map { $0.operation } ?? "—"))"
            if !exchange.redactions.isEmpty {
                let fields = exchange.redactions.map(RedactionMarks.shortName).joined(separator: ", ")
                out += " " + Self.redactedBadge(Self.escape(fields))
            }
            out += "</td><td>\(exchange.response.status)</td></tr>"
        }
        out += "</tbody></table>\n"
        return out
    }

    static func describe(_ request: RecordedRequest) -> String {
        var text = "\(request.method) \(request.target)\n"
        for header in request.headers { text += "\(header.name): \(header.value)\n" }
        return text + "\n" + describe(request.body)
    }

    static func describe(_ response: RecordedResponse) -> String {
        var text = "HTTP \(response.status)\n"
        for header in response.headers { text += "\(header.name): \(header.value)\n" }
        return text + "\n" + describe(response.body)
    }

    static func describe(_ body: RecordedBody) -> String {
        switch body {
        case .none: ""
        case .json(let value): value.prettyJSONText
        case .form(let pairs, _): pairs.map { "\($0.name)=\($0.value)" }.joined(separator: "\n")
        case .text(let text): text
        case .base64(let data): "(\(data.count) bytes, base64) " + data.base64EncodedString()
        }
    }

    // MARK: HTML

    /// Both languages of a catalogue message; the page's switch shows one.
    static func bi(_ id: MessageID, _ arguments: [MessageArgument] = []) -> String { bi(id.localized(arguments)) }

    /// Both languages of a text; the page's switch shows one.
    static func bi(_ text: LocalizedText) -> String {
        "<span lang=\"en\">\(escape(text.en))</span><span lang=\"fr\">\(escape(text.fr))</span>"
    }

    /// A catalogue message in one language only, escaped (where markup cannot go, as in the page's title).
    static func plain(_ id: MessageID, _ language: Language) -> String { escape(id.template(language)) }

    /// Escapes text for HTML content and attribute values.
    public static func escape(_ text: String) -> String { Markup.escape(text) }

    static func anchor(_ text: String) -> String {
        String(text.unicodeScalars.map { CharacterSet.alphanumerics.contains($0) ? Character($0) : "-" })
    }

    static let css = """
        body{font:15px/1.45 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0 auto;max-width:1100px;padding:1rem 1.5rem;color:#1d2330}
        header{display:flex;justify-content:space-between;align-items:center;border-bottom:2px solid #dfe3eb;margin-bottom:1rem}
        nav button{margin-left:.4rem;padding:.3rem .8rem;border:1px solid #8a94a6;background:#fff;border-radius:4px;cursor:pointer}
        html[data-lang=en] [lang=fr]:not(html),html[data-lang=fr] [lang=en]:not(html){display:none}
        html[data-lang=en] nav [data-set-lang=en],html[data-lang=fr] nav [data-set-lang=fr]{background:#1d2330;color:#fff}
        .summary{padding:.8rem 1rem;border-radius:6px;margin-bottom:1.2rem}.summary.ok{background:#e8f6ec}.summary.ko{background:#fdecec}
        .verdict{font-size:1.4rem;font-weight:700;margin:.2rem 0}dl{display:grid;grid-template-columns:auto 1fr;gap:.1rem 1rem}dt{font-weight:600}
        table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #dfe3eb;padding:.3rem .5rem;text-align:left;vertical-align:top}
        tr.ko td{background:#fff5f5}.badge{font-size:.8rem;padding:.1rem .5rem;border-radius:10px}.badge.ok{background:#c9efd4}.badge.ko{background:#f7c6c6}
        details{border:1px solid #dfe3eb;border-radius:6px;margin:.5rem 0;padding:.4rem .8rem}summary{cursor:pointer;font-weight:600}
        details.ko>summary{color:#a11}code{font-size:.85rem;word-break:break-all}.kind{font-size:.8rem;color:#6b7385}
        .pair{display:grid;grid-template-columns:1fr 1fr;gap:.8rem}pre{background:#f5f7fa;padding:.6rem;overflow:auto;max-height:24rem;font-size:.8rem;white-space:pre-wrap;word-break:break-all}
        ul.fields{columns:2;font-size:.85rem}li.seen{color:#176b32}li.seen::marker{content:"✓ "}li.unseen{color:#8a94a6}li.unseen::marker{content:"○ "}
        footer{margin-top:2rem;font-size:.8rem;color:#6b7385}
        """

    /// Whether the page shows a certification header or redacted values (a run report's page stays as it was).
    static func needsBundleStyle(_ report: RunReport) -> Bool {
        report.certification != nil || report.suites.contains { $0.exchanges.contains { !$0.redactions.isEmpty } }
    }

    static let bundleCSS = """
        .certification{padding:.8rem 1rem;border-radius:6px;margin-bottom:1.2rem;border:2px solid}.certification.ok{background:#e8f6ec;border-color:#176b32}
        .certification.ko{background:#fdecec;border-color:#a11}.certification h2{margin:.1rem 0;font-size:1rem}
        mark.redacted{background:#fff1c2;border-bottom:1px dashed #8a6d00}.redacted-label{font-size:.75rem;color:#8a6d00;font-weight:600}
        """

    static let script = """
        (function(){var root=document.documentElement;function set(l){root.setAttribute('data-lang',l);root.setAttribute('lang',l);
        try{localStorage.setItem('conformance-lang',l)}catch(e){}}var saved=null;try{saved=localStorage.getItem('conformance-lang')}catch(e){}
        if(saved==='en'||saved==='fr'){set(saved)}document.querySelectorAll('[data-set-lang]').forEach(function(b){
        b.addEventListener('click',function(){set(b.getAttribute('data-set-lang'))})});})();
        """
}
