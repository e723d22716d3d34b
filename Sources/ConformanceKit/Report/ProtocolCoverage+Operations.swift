import Foundation

extension ProtocolCoverage {
    /// One operation's share of the coverage: its statuses, codes and fields, seen and not.
    ///
    /// Counted by the same rules as the protocol's parts, in the same pass: an operation's statuses and
    /// fields add up to the protocol's; a code counts for the operation whose answer carried it.
    /// Entries name a status (`402`), a code (`ErrorName TOKEN_INVALID`) or a field (`response.Payer.Id`).
    package struct Operation: Sendable, Hashable, Codable {
        /// The operation ID.
        package var operation: String
        /// Whether some traffic exercised it (an operation never exercised has nothing counted).
        package var exercised: Bool
        /// The parts `statuses`, `codes`, `mandatoryFields` and `optionalFields`, in that order.
        package var parts: [Part]
        /// Documented codes left out of `codes` because the spec says the operation never answers them (`notAnsweredBy`),
        /// sorted; nil when there are none.
        package var codesNotAnswered: [String]? = nil

        /// The names of an operation's parts, in their order.
        package static let partNames = ["statuses", "codes", "mandatoryFields", "optionalFields"]

        /// Creates an operation's coverage.
        package init(operation: String, exercised: Bool, parts: [Part]) {
            self.operation = operation
            self.exercised = exercised
            self.parts = parts
        }

        /// An operation no traffic exercised: every part empty.
        init(unexercised operation: String) {
            self.init(operation: operation, exercised: false, parts: Self.partNames.map { Part(name: $0, seen: [], unseen: []) })
        }

        /// An exercised operation, from what one pass over the traffic gathered.
        init(operation: String, tally: OperationTally) {
            self.init(
                operation: operation, exercised: true,
                parts: [
                    Part(name: "statuses", seen: tally.statusSeen, all: tally.statusAll),
                    Part(name: "codes", seen: tally.codeSeen, all: tally.codeAll),
                    Part(name: "mandatoryFields", seen: tally.mandatorySeen, all: tally.mandatoryAll),
                    Part(name: "optionalFields", seen: tally.optionalSeen, all: tally.optionalAll),
                ])
            codesNotAnswered = tally.codesNotAnswered.isEmpty ? nil : tally.codesNotAnswered.sorted()
        }

        /// The mean of the parts' ratios, as a percentage rounded to one decimal (0 when nothing counts).
        package var index: Double { ProtocolCoverage.index(of: parts) }

        /// A part by name.
        package func part(_ name: String) -> Part? { parts.first { $0.name == name } }

        /// Everything of the operation never seen, part by part: `(part name, entry)`, parts in order, entries sorted.
        package var unseen: [(part: String, entry: String)] { parts.flatMap { part in part.unseen.map { (part.name, $0) } } }
    }

    /// What one pass over the traffic gathered for one operation.
    struct OperationTally {
        var statusSeen = Set<String>(), statusAll = Set<String>()
        var codeSeen = Set<String>(), codeAll = Set<String>(), codesNotAnswered = Set<String>()
        var mandatorySeen = Set<String>(), mandatoryAll = Set<String>()
        var optionalSeen = Set<String>(), optionalAll = Set<String>()
    }

    /// The breakdown by operation as JSON (`report.json`'s `coverageByOperation`): by operation ID,
    /// whether it was exercised, its index, and each part's counts and what was not seen.
    ///
    /// Kept apart from ``json``, which certificates sign and which must keep its bytes.
    package var operationsJSON: BodyValue {
        .object(
            operations.map { operation in
                BodyMember(
                    operation.operation,
                    .object(
                        [
                            BodyMember("exercised", .bool(operation.exercised)),
                            BodyMember("index", .number(String(format: "%.1f", operation.index))),
                        ] + operation.parts.map { BodyMember($0.name, $0.json) }
                            + (operation.codesNotAnswered.map { [BodyMember("codesNotAnswered", .array($0.map(BodyValue.string)))] } ?? [])))
            })
    }

    /// The coverage of each protocol of a run report, by the traffic of its suites, sorted by protocol:
    /// every operation of the protocol is required (a run, unlike a certificate, has no profile).
    package static func measure(_ report: RunReport, specs: SpecSet) -> [ProtocolCoverage] {
        var exchanges: [String: [Interaction]] = [:]
        for suite in report.suites { exchanges[suite.protocolID, default: []] += suite.exchanges }
        return exchanges.keys.sorted().compactMap { protocolID in
            guard let spec = specs.protocols[protocolID] else { return nil }
            return measure(exchanges[protocolID] ?? [], protocol: spec, required: spec.operations.keys.sorted())
        }
    }
}

extension ProtocolCoverage.Part {
    /// A part from what was seen and what could be: seen entries outside `all` do not count.
    init(name: String, seen: Set<String>, all: Set<String>) {
        self.init(name: name, seen: seen.intersection(all).sorted(), unseen: all.subtracting(seen).sorted())
    }

    /// The part as JSON: its counts and what was not seen.
    var json: BodyValue {
        .object([
            BodyMember("seen", .number(String(seen.count))), BodyMember("total", .number(String(total))),
            BodyMember("unseen", .array(unseen.map(BodyValue.string))),
        ])
    }
}
