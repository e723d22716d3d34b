import Foundation

/// How much of a protocol some traffic exercised: operations, response statuses, documented codes,
/// and mandatory and optional fields, each as seen out of possible, and one index.
///
/// The operations a certification requires (its profile) are given; statuses, codes and fields are
/// counted over the operations the traffic exercised, in the version each exchange followed (a code an
/// operation's spec says it never answers, `notAnsweredBy`, is not counted for it). The
/// index is the mean of the parts that have something to count, as a percentage, so two runs (or
/// two partners) can be compared by one number.
package struct ProtocolCoverage: Sendable, Hashable, Codable {
    /// One part of the coverage: what was seen out of what could be.
    package struct Part: Sendable, Hashable, Codable {
        /// The part's stable name (`operations`, `statuses`, `codes`, `mandatoryFields`, `optionalFields`).
        package var name: String
        /// What was seen, sorted.
        package var seen: [String]
        /// What was not seen, sorted.
        package var unseen: [String]

        /// How many could be seen.
        package var total: Int { seen.count + unseen.count }
        /// The share seen, from 0 to 1 (nil when there is nothing to count).
        package var ratio: Double? { total == 0 ? nil : Double(seen.count) / Double(total) }
    }

    /// The protocol.
    package var protocolID: String
    /// The parts, in a stable order.
    package var parts: [Part]
    /// The same count by operation (``Operation``), sorted by operation ID; empty when not measured from traffic.
    package var operations: [Operation] = []

    /// Creates a coverage from its parts and, when measured, its breakdown by operation.
    package init(protocolID: String, parts: [Part], operations: [Operation] = []) {
        self.protocolID = protocolID
        self.parts = parts
        self.operations = operations
    }

    /// The mean of the parts' ratios, as a percentage rounded to one decimal (0 when nothing counts).
    package var index: Double { Self.index(of: parts) }

    /// The mean of some parts' ratios, as a percentage rounded to one decimal (0 when nothing counts).
    static func index(of parts: [Part]) -> Double {
        let ratios = parts.compactMap(\.ratio)
        guard !ratios.isEmpty else { return 0 }
        return (ratios.reduce(0, +) / Double(ratios.count) * 1000).rounded() / 10
    }

    /// A part by name.
    package func part(_ name: String) -> Part? { parts.first { $0.name == name } }

    /// The coverage of a protocol by some exchanges, given the operations the profile requires.
    package static func measure(
        _ exchanges: [Interaction], protocol spec: ProtocolSpec, required: [String], protocolVersions: [String: String] = [:]
    ) -> ProtocolCoverage {
        let checker = ExchangeChecker(specs: SpecSet(protocols: [spec.id: spec]), protocolVersions: protocolVersions)
        var exercised = Set<String>()
        var statusSeen = Set<String>()
        var statusAll = Set<String>()
        var codeSeen = Set<String>()
        var codeAll = Set<String>()
        var mandatorySeen = Set<String>()
        var mandatoryAll = Set<String>()
        var optionalSeen = Set<String>()
        var optionalAll = Set<String>()
        var byOperation: [String: OperationTally] = [:]
        for interaction in exchanges {
            guard let reference = interaction.operation ?? checker.resolver.resolve(interaction.request)?.reference,
                reference.protocolID == spec.id
            else { continue }
            let version = spec.operations[reference.operation].flatMap { checker.version(of: interaction, operation: $0) }
            let versioned = version.map { $0.applied == spec.protocolVersion ? spec : spec.at(version: $0.applied) } ?? spec
            guard let operation = versioned.operations[reference.operation] else { continue }
            exercised.insert(operation.id)
            // Taken out of the dictionary while it grows, so that its sets are never copied.
            var tally = byOperation.removeValue(forKey: operation.id) ?? OperationTally()
            defer { byOperation[operation.id] = tally }
            for response in operation.responses {
                statusAll.insert("\(operation.id) \(response.status)")
                tally.statusAll.insert("\(response.status)")
            }
            if let matched = operation.response(for: interaction.response.status) {
                statusSeen.insert("\(operation.id) \(matched.status)")
                tally.statusSeen.insert("\(matched.status)")
            }
            var present = Set<String>()
            var values: [String: String] = [:]
            collectPaths(interaction.request.body, prefix: "request.", into: &present, values: &values)
            collectPaths(interaction.response.body, prefix: "response.", into: &present, values: &values)
            var messages: [(prefix: String, message: MessageSpec)] = [("request.", operation.request)]
            if let response = operation.response(for: interaction.response.status) { messages.append(("response.", response.message)) }
            for (prefix, message) in messages {
                OperationResolver.collect(message.fields, body: message.body, spec: versioned, prefix: "", seen: []) { path, field in
                    let key = "\(operation.id) \(prefix)\(path)"
                    let seen = present.contains(prefix + path)
                    if field.presence == .mandatory {
                        mandatoryAll.insert(key)
                        tally.mandatoryAll.insert(prefix + path)
                        if seen {
                            mandatorySeen.insert(key)
                            tally.mandatorySeen.insert(prefix + path)
                        }
                    } else {
                        optionalAll.insert(key)
                        tally.optionalAll.insert(prefix + path)
                        if seen {
                            optionalSeen.insert(key)
                            tally.optionalSeen.insert(prefix + path)
                        }
                    }
                    if prefix == "response.", let name = field.codes, let table = versioned.codeTables[name] {
                        // A code the spec says this operation never answers is not part of its coverage.
                        for code in table.codes {
                            guard code.entry.isAnswered(by: operation.id) else {
                                tally.codesNotAnswered.insert("\(name) \(code.code)")
                                continue
                            }
                            codeAll.insert("\(name) \(code.code)")
                            tally.codeAll.insert("\(name) \(code.code)")
                        }
                        if let value = values[prefix + path],
                            table.codes.contains(where: { $0.code == value && $0.entry.isAnswered(by: operation.id) })
                        {
                            codeSeen.insert("\(name) \(value)")
                            tally.codeSeen.insert("\(name) \(value)")
                        }
                    }
                }
            }
        }
        let part = Part.init(name:seen:all:)
        return ProtocolCoverage(
            protocolID: spec.id,
            parts: [
                part("operations", exercised, Set(required)), part("statuses", statusSeen, statusAll), part("codes", codeSeen, codeAll),
                part("mandatoryFields", mandatorySeen, mandatoryAll), part("optionalFields", optionalSeen, optionalAll),
            ],
            operations: Set(required).union(exercised).sorted().map { id in
                byOperation[id].map { Operation(operation: id, tally: $0) } ?? Operation(unexercised: id)
            })
    }

    /// Every dotted path present in a body (list elements share their list's path), with the text of scalar values.
    package static func collectPaths(_ body: RecordedBody, prefix: String, into set: inout Set<String>, values: inout [String: String]) {
        func walk(_ value: BodyValue, _ path: String) {
            switch value {
            case .object(let members):
                for member in members {
                    let child = path + member.key
                    set.insert(child)
                    if let text = member.value.lexicalText, values[child] == nil { values[child] = text }
                    walk(member.value, child + ".")
                }
            case .array(let items):
                for item in items { walk(item, path) }
            default:
                break
            }
        }
        switch body {
        case .json(let value): walk(value, prefix)
        case .form(let pairs, _):
            for pair in pairs {
                set.insert(prefix + pair.name)
                values[prefix + pair.name] = values[prefix + pair.name] ?? pair.value
            }
        case .text(let text) where text.drop(while: \.isWhitespace).hasPrefix("<"):
            if let decoded = try? BodyDecoder.decode(Data(text.utf8), encoding: .xml) { walk(decoded.value, prefix) }
        default:
            break
        }
    }

    /// The coverage as JSON: the index, then each part's counts and what was not seen.
    package var json: BodyValue {
        .object(
            [BodyMember("index", .number(String(format: "%.1f", index)))]
                + parts.map { part in
                    BodyMember(
                        part.name,
                        .object([
                            BodyMember("seen", .number(String(part.seen.count))), BodyMember("total", .number(String(part.total))),
                            BodyMember("unseen", .array(part.unseen.map(BodyValue.string))),
                        ]))
                })
    }

    /// The bilingual label of a part.
    package static func label(_ name: String) -> LocalizedText {
        switch name {
        case "operations": MessageID.coverageOperations.localized()
        case "statuses": MessageID.coverageStatuses.localized()
        case "codes": MessageID.coverageCodes.localized()
        case "mandatoryFields": MessageID.coverageMandatoryFields.localized()
        case "optionalFields": MessageID.coverageOptionalFields.localized()
        default: .verbatim(name)
        }
    }
}
