import ConformanceKit
import Foundation

/// Compares recorded traffic with fresh traffic, operation by operation, ignoring values.
///
/// Values are never compared (tokens, IDs, dates and seals differ on every run); what is compared
/// is the shape: which fields appear under each status, their JSON type and, for strings, a coarse
/// format (digits, decimal, date-time, URL, UUID, hex, Base64, text). Values of fields the spec
/// links to a code table are collected, so a code never recorded before is reported.
package struct DriftAnalyzer: Sendable {
    let specs: SpecSet
    let resolver: OperationResolver
    /// Code-field paths per operation, from the specs.
    let codePaths: [OperationReference: Set<String>]

    /// Creates an analyzer over the specs used to resolve operations and code fields.
    package init(specs: SpecSet) {
        self.specs = specs
        resolver = OperationResolver(specs: specs)
        var codePaths: [OperationReference: Set<String>] = [:]
        for spec in specs.sortedProtocols {
            for operation in spec.sortedOperations {
                let reference = OperationReference(protocolID: spec.id, operation: operation.id)
                for (_, message) in operation.responses {
                    OperationResolver.collect(message.fields, body: message.body, spec: spec, prefix: "", seen: []) { path, field in
                        if field.codes != nil { codePaths[reference, default: []].insert(path) }
                    }
                }
            }
        }
        self.codePaths = codePaths
    }

    /// The shapes of a set of interactions, by operation.
    package func shapes(_ interactions: [Interaction]) -> [OperationReference: ResponseShape] {
        var result: [OperationReference: ResponseShape] = [:]
        for interaction in interactions { accumulate(interaction, into: &result) }
        return result
    }

    /// Adds one interaction to shapes being built: ``shapes(_:)`` one interaction at a time, for cassettes
    /// read as a stream.
    package func accumulate(_ interaction: Interaction, into result: inout [OperationReference: ResponseShape]) {
        guard let reference = interaction.operation ?? resolver.resolve(interaction.request)?.reference else { return }
        var shape = result[reference] ?? ResponseShape()
        shape.exchanges += 1
        if let spec = specs.protocols[reference.protocolID], let operation = spec.operations[reference.operation],
            let version = spec.version(
                of: operation, request: interaction.request.body, response: (interaction.response.status, interaction.response.body))
        {
            shape.versions.insert(version.choice.applied)
        }
        let status = interaction.response.status
        var fields = shape.fields[status] ?? [:]
        var codes = shape.codes[status] ?? [:]
        let codeFields = codePaths[reference] ?? []
        if let body = interaction.response.body.structuredValue {
            Self.walk(body, path: "") { path, kind, value in
                fields[path, default: []].insert(kind)
                let plain = path.replacingOccurrences(of: "[]", with: "")
                if codeFields.contains(plain), let text = value.lexicalText { codes[path, default: []].insert(text) }
            }
        }
        shape.fields[status] = fields
        shape.codes[status] = codes
        result[reference] = shape
    }

    /// The drift from `baseline` to `current` (sorted by subject).
    ///
    /// A recorded operation or status that the fresh traffic never reached is reported too: silence
    /// is not conformance (the API may now refuse what it used to accept). An operation absent from
    /// the baseline has nothing to compare with.
    package func compare(baseline: [Interaction], current: [Interaction]) -> [DriftFinding] {
        compare(before: shapes(baseline), after: shapes(current))
    }

    /// The drift between the shapes of the baseline and those of the fresh traffic (sorted by subject).
    package func compare(before: [OperationReference: ResponseShape], after: [OperationReference: ResponseShape]) -> [DriftFinding] {
        var findings: [DriftFinding] = []
        for (reference, then) in before {
            let recordedStatuses = then.fields.keys.sorted().map(String.init).joined(separator: ", ")
            guard let now = after[reference] else {
                findings.append(
                    DriftFinding(kind: .operationUnseen, operation: reference, status: 0, path: "", before: recordedStatuses, after: nil))
                continue
            }
            let seen = now.fields.keys.sorted().map(String.init).joined(separator: ", ")
            for status in then.fields.keys.sorted() where now.fields[status] == nil {
                findings.append(
                    DriftFinding(kind: .statusUnseen, operation: reference, status: status, path: "", before: String(status), after: seen))
            }
        }
        for (reference, now) in after {
            guard let then = before[reference] else { continue }
            if !then.versions.isEmpty, then.versions.isDisjoint(with: now.versions) {
                let list = { (versions: Set<String>) in versions.sorted { ProtocolVersion($0) < ProtocolVersion($1) }.joined(separator: ", ") }
                findings.append(
                    DriftFinding(
                        kind: .versionChanged, operation: reference, status: 0, path: "", before: list(then.versions), after: list(now.versions)))
                continue
            }
            let codeFields = codePaths[reference] ?? []
            for status in now.fields.keys.sorted() {
                guard let recorded = then.fields[status] else {
                    let seen = then.fields.keys.sorted().map(String.init).joined(separator: ", ")
                    findings.append(
                        DriftFinding(kind: .newStatus, operation: reference, status: status, path: "", before: seen, after: String(status)))
                    continue
                }
                let fresh = now.fields[status] ?? [:]
                for (path, kinds) in fresh where recorded[path] == nil {
                    if Self.hasParent(path, in: fresh, missingFrom: recorded) { continue }
                    findings.append(
                        DriftFinding(kind: .fieldAppeared, operation: reference, status: status, path: path, before: nil, after: Self.describe(kinds))
                    )
                }
                for (path, kinds) in recorded where fresh[path] == nil {
                    if Self.hasParent(path, in: recorded, missingFrom: fresh) { continue }
                    findings.append(
                        DriftFinding(
                            kind: .fieldDisappeared, operation: reference, status: status, path: path, before: Self.describe(kinds), after: nil))
                }
                for (path, kinds) in fresh {
                    guard let old = recorded[path], old != kinds else { continue }
                    let oldTypes = Set(old.map(Self.type))
                    let newTypes = Set(kinds.map(Self.type))
                    if oldTypes != newTypes && !newTypes.isSubset(of: oldTypes) {
                        findings.append(
                            DriftFinding(
                                kind: .typeChanged, operation: reference, status: status, path: path, before: Self.describe(old),
                                after: Self.describe(kinds)))
                    } else if oldTypes == newTypes && !kinds.isSubset(of: old)
                        && !codeFields.contains(path.replacingOccurrences(of: "[]", with: ""))
                    {
                        // A code field's new value is reported once, as a new code, not also as a new format.
                        findings.append(
                            DriftFinding(
                                kind: .formatChanged, operation: reference, status: status, path: path, before: Self.describe(old),
                                after: Self.describe(kinds)))
                    }
                }
                let recordedCodes = then.codes[status] ?? [:]
                for (path, values) in now.codes[status] ?? [:] {
                    let known = recordedCodes[path] ?? []
                    for value in values.subtracting(known).sorted() where recorded[path] != nil {
                        findings.append(
                            DriftFinding(
                                kind: .newCode, operation: reference, status: status, path: path, before: known.sorted().joined(separator: ", "),
                                after: value))
                    }
                }
            }
        }
        return findings.sorted { ($0.subject, $0.kind.rawValue) < ($1.subject, $1.kind.rawValue) }
    }

    /// Whether a parent of the path is itself new (or gone), so only the top-most path is reported.
    static func hasParent(_ path: String, in shape: [String: Set<String>], missingFrom other: [String: Set<String>]) -> Bool {
        var parent = path
        while let cut = parent.lastIndex(where: { $0 == "." || $0 == "[" }) {
            parent = String(parent[..<cut])
            if shape[parent] != nil && other[parent] == nil { return true }
        }
        return false
    }

    static func describe(_ kinds: Set<String>) -> String { kinds.sorted().joined(separator: " | ") }

    static func type(_ kind: String) -> String { String(kind.split(separator: ":").first ?? "") }

    /// Visits every value with its path (`a.b[].c`) and kind.
    static func walk(_ value: BodyValue, path: String, _ visit: (String, String, BodyValue) -> Void) {
        switch value {
        case .object(let members):
            if !path.isEmpty { visit(path, "object", value) }
            for member in members { walk(member.value, path: path.isEmpty ? member.key : path + "." + member.key, visit) }
        case .array(let items):
            visit(path, "array", value)
            for item in items { walk(item, path: path + "[]", visit) }
        case .string(let text): visit(path, "string:" + stringFormat(text), value)
        case .number(let text): visit(path, text.contains(".") || text.contains("e") || text.contains("E") ? "number" : "integer", value)
        case .bool: visit(path, "boolean", value)
        case .null: visit(path, "null", value)
        }
    }

    /// A coarse class of a string's shape.
    package static func stringFormat(_ text: String) -> String {
        if text.isEmpty { return "empty" }
        let scalars = text.unicodeScalars
        let digits = scalars.allSatisfy { ("0"..."9").contains($0) }
        if digits { return "digits" }
        if scalars.allSatisfy({ ("0"..."9").contains($0) || $0 == "." || $0 == "-" }), Double(text) != nil { return "decimal" }
        if text.count >= 10, text.prefix(4).allSatisfy(\.isNumber), Array(text)[4] == "-", text.contains("T") || text.count == 10 {
            return "date-time"
        }
        if text.hasPrefix("http://") || text.hasPrefix("https://") { return "url" }
        if UUID(uuidString: text) != nil { return "uuid" }
        if text.count >= 8, scalars.allSatisfy({ CharacterSet(charactersIn: "0123456789abcdefABCDEF").contains($0) }) { return "hex" }
        if text.count >= 16, scalars.allSatisfy({ CharacterSet.alphanumerics.contains($0) || "+/=_-".unicodeScalars.contains($0) }),
            scalars.allSatisfy(\.isASCII), !text.contains(" ")
        {
            return "token"
        }
        return "text"
    }
}
