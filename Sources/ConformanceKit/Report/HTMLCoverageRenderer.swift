import Foundation

/// The coverage picture of the HTML report: per protocol, a donut for the index and one per part (seen out of
/// possible); then per operation a row of small bars (statuses, codes, mandatory and optional fields); then a
/// collapsible list naming what was never seen.
///
/// Every figure is inline SVG (no asset, no script), with a `<title>` in the page's language and an accessible
/// name taken from its bilingual caption; numbers are written beside every bar, so colour is never the only sign.
/// The output depends only on the coverage: figures are rounded to one decimal and every list is sorted.
extension HTMLReportRenderer {
    /// The protocol coverage of the traffic, as a picture; with `stated` (a bundle's), the signed statement's coverage.
    ///
    /// A run report's protocol with no exchanged operation has no picture.
    func coverage(protocolID: String, suites: [ReportSuite], stated: ProtocolCoverage? = nil, language: Language) -> String? {
        let measured: ProtocolCoverage
        if let stated {
            measured = stated
        } else {
            guard let spec = specs?.protocols[protocolID] else { return nil }
            measured = ProtocolCoverage.measure(suites.flatMap(\.exchanges), protocol: spec, required: spec.operations.keys.sorted())
            guard measured.part("operations")?.seen.isEmpty == false else { return nil }
        }
        let caption = stated == nil ? Self.bi(.htmlCoverage) : Self.statedCoverage
        let index = Self.decimal(measured.index)
        let anchor = "cov-" + Self.anchor(protocolID)
        var out = "<div class=\"coverage\" id=\"\(anchor)\"><h3>\(caption) — \(index) %</h3><div class=\"cov-parts\">"
        let indexLabel = MessageID.coveragePictureIndex.localized()
        out += Self.donutFigure(
            id: anchor + "-index", ratio: measured.index / 100, size: 96, centre: "\(index) %",
            title: indexLabel.text(language) + " \(index) %", caption: Self.bi(indexLabel))
        for part in measured.parts where part.total > 0 {
            let label = ProtocolCoverage.label(part.name)
            out += Self.donutFigure(
                id: anchor + "-" + part.name, ratio: part.ratio ?? 0, size: 72, centre: Self.percent(part.ratio ?? 0),
                title: Self.figureTitle(label, part, language), caption: Self.bi(label) + "<br>\(part.seen.count)/\(part.total)")
        }
        out += "</div>\n"
        if !measured.operations.isEmpty { out += operationRows(measured, language: language) }
        out += neverSeen(measured)
        out += "</div>\n"
        return out
    }

    /// The table of operations: for each one, a small bar per part with its counts, and its index.
    func operationRows(_ coverage: ProtocolCoverage, language: Language) -> String {
        let columns: [(part: String, label: MessageID)] = [
            ("statuses", .coveragePictureStatuses), ("codes", .coveragePictureCodes), ("mandatoryFields", .coveragePictureMandatory),
            ("optionalFields", .coveragePictureOptional),
        ]
        var out = "<table class=\"cov-ops\"><caption>\(Self.bi(.coveragePictureByOperation))</caption><thead><tr>"
        out += "<th>\(Self.bi(.htmlOperation))</th>"
        for column in columns { out += "<th>\(Self.bi(column.label))</th>" }
        out += "<th>\(Self.bi(.coveragePictureIndex))</th></tr></thead><tbody>"
        for operation in coverage.operations {
            let name = "<code>\(Self.escape(operation.operation))</code>"
            guard operation.exercised else {
                out += "<tr class=\"unexercised\"><td>\(name) <small>\(Self.bi(.coveragePictureNeverExercised))</small></td>"
                out += "<td colspan=\"\(columns.count + 1)\">—</td></tr>"
                continue
            }
            out += "<tr><td>\(name)</td>"
            for column in columns {
                guard let part = operation.part(column.part), part.total > 0 else {
                    out += "<td>—</td>"
                    continue
                }
                let title = Self.figureTitle(column.label.localized(), part, language)
                out += "<td>\(Self.bar(ratio: part.ratio ?? 0, title: title)) \(part.seen.count)/\(part.total)</td>"
            }
            out += "<td>\(Self.decimal(operation.index)) %</td></tr>"
        }
        out += "</tbody></table>\n"
        return out
    }

    /// What was never seen, collapsed: operations never exercised, then each operation's statuses, codes and fields
    /// (the protocol's parts when the coverage has no breakdown by operation).
    func neverSeen(_ coverage: ProtocolCoverage) -> String {
        var groups: [(heading: String, items: [LocalizedText])] = []
        let unexercised = coverage.part("operations")?.unseen ?? []
        if !unexercised.isEmpty {
            groups.append(
                (Self.bi(.coverageOperations), unexercised.map { CoverageGate.item(part: "operations", $0) }))
        }
        if coverage.operations.isEmpty {
            for part in coverage.parts where part.name != "operations" && !part.unseen.isEmpty {
                groups.append((Self.bi(ProtocolCoverage.label(part.name)), part.unseen.map { CoverageGate.item(part: part.name, $0) }))
            }
        } else {
            for operation in coverage.operations where operation.exercised {
                let unseen = operation.unseen
                guard !unseen.isEmpty else { continue }
                groups.append(
                    ("<code>\(Self.escape(operation.operation))</code>", unseen.map { CoverageGate.item(part: $0.part, $0.entry) }))
            }
        }
        let count = groups.reduce(0) { $0 + $1.items.count }
        var out = "<details class=\"cov-unseen\"><summary>\(Self.bi(.coveragePictureNeverSeen, [.plain(String(count))]))</summary>"
        if groups.isEmpty { out += "<p>\(Self.bi(.coveragePictureAllSeen))</p>" }
        for group in groups {
            out += "<h4>\(group.heading) — \(group.items.count)</h4><ul class=\"unseen\">"
            for item in group.items { out += "<li>\(Self.bi(item))</li>" }
            out += "</ul>"
        }
        for operation in coverage.operations {
            guard let codes = operation.codesNotAnswered else { continue }
            let arguments: [MessageArgument] = [.plain(operation.operation), .plain(codes.joined(separator: ", "))]
            out += "<p class=\"cov-not-answered\">\(Self.bi(.coveragePictureNotAnswered, arguments))</p>"
        }
        out += "</details>\n"
        return out
    }

    // MARK: Figures

    /// A donut in a figure: the share seen as an arc, its percentage in the middle, the caption below.
    static func donutFigure(id: String, ratio: Double, size: Int, centre: String, title: String, caption: String) -> String {
        let half = Double(size) / 2
        let radius = half - 10
        let circumference = 2 * Double.pi * radius
        let arc = circumference * min(max(ratio, 0), 1)
        let (c, r) = (decimal(half), decimal(radius))
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(size)\" height=\"\(size)\" viewBox=\"0 0 \(size) \(size)\""
        svg += " role=\"img\" aria-labelledby=\"\(id)\"><title>\(escape(title))</title>"
        svg += "<circle cx=\"\(c)\" cy=\"\(c)\" r=\"\(r)\" fill=\"none\" stroke=\"#e3e7ee\" stroke-width=\"9\"/>"
        svg += "<circle cx=\"\(c)\" cy=\"\(c)\" r=\"\(r)\" fill=\"none\" stroke=\"\(colour(ratio))\" stroke-width=\"9\""
        svg += " stroke-dasharray=\"\(decimal(arc)) \(decimal(circumference))\" transform=\"rotate(-90 \(c) \(c))\"/>"
        svg += "<text x=\"\(c)\" y=\"\(decimal(half + 5))\" text-anchor=\"middle\" font-size=\"\(size > 80 ? 16 : 13)\""
        svg += " font-weight=\"600\" fill=\"#1d2330\">\(escape(centre))</text></svg>"
        return "<figure>\(svg)<figcaption id=\"\(escape(id))\">\(caption)</figcaption></figure>"
    }

    /// A small horizontal bar: the share seen over a grey track.
    static func bar(ratio: Double, title: String) -> String {
        let width = 64.0
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"64\" height=\"8\" viewBox=\"0 0 64 8\" role=\"img\""
        svg += " aria-label=\"\(escape(title))\"><title>\(escape(title))</title>"
        svg += "<rect width=\"64\" height=\"8\" rx=\"2\" fill=\"#e3e7ee\"/>"
        svg += "<rect width=\"\(decimal(width * min(max(ratio, 0), 1)))\" height=\"8\" rx=\"2\" fill=\"\(colour(ratio))\"/></svg>"
        return svg
    }

    /// A figure's title in the page's language: "Statuses: 3 of 5 seen (60.0 %)".
    static func figureTitle(_ label: LocalizedText, _ part: ProtocolCoverage.Part, _ language: Language) -> String {
        MessageID.coveragePictureFigure.render(
            language,
            [.plain(label.text(language)), .plain(String(part.seen.count)), .plain(String(part.total)), .plain(decimal((part.ratio ?? 0) * 100))])
    }

    /// Green from 95 %, amber from 60 %, red below (the numbers beside say the same).
    static func colour(_ ratio: Double) -> String { ratio >= 0.95 ? "#2e8540" : ratio >= 0.6 ? "#c47f00" : "#b3261e" }

    /// A share as a whole percentage: `57 %`.
    static func percent(_ ratio: Double) -> String { "\(Int((ratio * 100).rounded())) %" }

    /// A number to one decimal, the same on every machine.
    static func decimal(_ value: Double) -> String { String(format: "%.1f", value) }

    static let coverageCSS = """
        .cov-parts{display:flex;flex-wrap:wrap;gap:1rem;align-items:flex-end;margin:.5rem 0}
        .cov-parts figure{margin:0;text-align:center;font-size:.8rem;max-width:8rem}
        table.cov-ops td{white-space:nowrap}table.cov-ops svg{vertical-align:middle}table.cov-ops caption{text-align:left;font-weight:600}
        tr.unexercised td{color:#6b7385}ul.unseen{columns:2;font-size:.85rem}
        """
}
