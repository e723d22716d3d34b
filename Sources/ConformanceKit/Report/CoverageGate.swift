import Foundation

/// The coverage gate of `conformance run --min-coverage N` (or `minCoverage:` in the config file): every
/// protocol the run exchanged traffic with must reach a coverage index of at least N.
///
/// A protocol below it fails the run (exit 1) even when every check passed; the gate names what was never
/// seen, so the next scenario to write is plain.
package struct CoverageGate: Sendable, Hashable {
    /// The lowest acceptable index, from 0 to 100.
    package var minimum: Double

    /// How many never-seen items of a part a failing protocol's line names before "and N more".
    package static let shownItems = 6

    /// A gate at this minimum.
    package init(minimum: Double) { self.minimum = minimum }

    /// The minimum a text gives (`95`, `92.5`), or nil unless it is a finite number from 0 to 100.
    package static func parse(_ text: String) -> Double? {
        guard let value = Double(text.trimmingCharacters(in: .whitespaces)), value.isFinite, value >= 0, value <= 100 else { return nil }
        return value
    }

    /// A minimum as written: `95`, `92.5`.
    package static func text(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// The protocols in play: those the report's suites exchanged traffic with, measured, sorted by protocol.
    package static func inPlay(_ report: RunReport, specs: SpecSet) -> [ProtocolCoverage] {
        inPlay(ProtocolCoverage.measure(report, specs: specs), of: report)
    }

    /// The coverages, measured already, of the protocols the report's suites exchanged traffic with.
    package static func inPlay(_ coverages: [ProtocolCoverage], of report: RunReport) -> [ProtocolCoverage] {
        let active = Set(report.suites.filter { !$0.exchanges.isEmpty }.map(\.protocolID))
        return coverages.filter { active.contains($0.protocolID) }
    }

    /// The protocols below the minimum (their index as shown, to one decimal, is compared).
    package func failing(_ coverages: [ProtocolCoverage]) -> [ProtocolCoverage] {
        coverages.filter { $0.index < minimum }
    }

    /// The gate's verdict for `report.json` (`coverageGate`): the minimum, whether it passed, and each failing protocol with its index.
    package func json(_ coverages: [ProtocolCoverage]) -> BodyValue {
        let failing = failing(coverages)
        return .object([
            BodyMember("minimum", .number(Self.text(minimum))), BodyMember("passed", .bool(failing.isEmpty)),
            BodyMember(
                "failing",
                .array(
                    failing.map {
                        .object([
                            BodyMember("protocol", .string($0.protocolID)), BodyMember("index", .number(String(format: "%.1f", $0.index))),
                        ])
                    })),
        ])
    }

    /// The lines `run` prints: per failing protocol, its index and the minimum, then one line per part with
    /// something never seen (operations, statuses, codes, then fields), naming the first few; when every
    /// protocol passes, one line with each index.
    package func lines(_ coverages: [ProtocolCoverage], language: Language) -> [String] {
        let failing = failing(coverages)
        guard !failing.isEmpty else {
            guard !coverages.isEmpty else { return [] }
            let indexes = coverages.map { "\($0.protocolID) \(String(format: "%.1f", $0.index))" }.joined(separator: ", ")
            return [MessageID.coverageGatePassed.render(language, [.plain(Self.text(minimum)), .plain(indexes)])]
        }
        var lines: [String] = []
        for coverage in failing {
            lines.append(
                MessageID.coverageGateBelow.render(
                    language, [.plain(coverage.protocolID), .plain(String(format: "%.1f", coverage.index)), .plain(Self.text(minimum))]))
            for part in coverage.parts where !part.unseen.isEmpty {
                var shown = part.unseen.prefix(Self.shownItems).joined(separator: ", ")
                if part.unseen.count > Self.shownItems {
                    shown += " " + MessageID.coverageGateMore.render(language, [.plain(String(part.unseen.count - Self.shownItems))])
                }
                let arguments: [MessageArgument] = [
                    .plain(ProtocolCoverage.label(part.name).text(language)), .plain(String(part.seen.count)), .plain(String(part.total)),
                    .plain(shown),
                ]
                lines.append("  " + MessageID.coverageGateNeverSeen.render(language, arguments))
            }
        }
        return lines
    }

    /// A never-seen entry of a part, in words: `status TransactionCapture 402`, `mandatory field … response.Token`.
    package static func item(part: String, _ entry: String) -> LocalizedText {
        let id: MessageID =
            switch part {
            case "operations": .coverageItemOperation
            case "statuses": .coverageItemStatus
            case "codes": .coverageItemCode
            case "mandatoryFields": .coverageItemMandatory
            default: .coverageItemOptional
            }
        return id.localized([.plain(entry)])
    }
}
