import ConformanceKit
import Foundation

/// Spec changes that would make the specs match what drift observed, as a unified diff to review.
///
/// A field that appeared gets an optional field of the observed type (with a description to
/// write); a mandatory field that disappeared becomes optional; a changed type gets the observed
/// type; a code never recorded gets an entry in its table to complete. Changes the specs cannot
/// express mechanically (a new status, a changed string format) become notes instead.
package enum SpecPatch {
    /// The suggested patch (empty when nothing can be suggested) and notes for the rest.
    package static func suggest(_ findings: [DriftFinding], specs: SpecSet, date: String = String(Cassette.timestamp().prefix(10))) -> (
        patch: String, notes: [String]
    ) {
        var edits: [String: [Edit]] = [:]
        var notes: [String] = []
        var added = Set<String>()
        for finding in findings {
            switch finding.kind {
            case .statusUnseen:
                notes.append(
                    "\(finding.subject): no answer with status \(finding.status) this time (seen now: \(finding.after ?? "none")); "
                        + "find out why before changing the spec")
                continue
            case .operationUnseen:
                notes.append("\(finding.subject): no fresh exchange reached this operation, so it was not compared")
                continue
            case .versionChanged:
                notes.append(
                    "\(finding.subject): recorded at version \(finding.before ?? "?"), now \(finding.after ?? "?"); re-record the cassette to compare fields"
                )
                continue
            default: break
            }
            guard let spec = specs.protocols[finding.operation.protocolID], let operation = spec.operations[finding.operation.operation],
                let message = operation.response(for: finding.status)?.message
            else {
                notes.append("\(finding.subject): \(finding.kind.title.en); the spec describes no such response, add one by hand")
                continue
            }
            let segments = finding.path.replacingOccurrences(of: "[]", with: "").split(separator: ".").map(String.init)
            switch finding.kind {
            case .fieldAppeared:
                if field(at: segments, message: message, spec: spec) != nil {
                    notes.append("\(finding.subject): the spec already describes this field; it was just never recorded before")
                    continue
                }
                guard let owner = owner(of: segments, message: message, spec: spec), let name = segments.last,
                    added.insert("\(owner.location.file):\(owner.location.line):\(name)").inserted
                else { continue }
                edits[owner.location.file, default: []].append(
                    .insertField(after: owner.location, name: name, type: specType(finding.after ?? ""), date: date))
            case .fieldDisappeared:
                guard let field = field(at: segments, message: message, spec: spec), let location = field.location else { continue }
                if field.presence == .mandatory {
                    edits[location.file, default: []].append(.replaceInBlock(at: location, old: "presence: mandatory", new: "presence: optional"))
                } else {
                    notes.append("\(finding.subject): an optional field no longer seen; keep it, or remove it if the API dropped it")
                }
            case .typeChanged:
                guard let field = field(at: segments, message: message, spec: spec), let location = field.location else { continue }
                let observed = specType(finding.after ?? "")
                edits[location.file, default: []].append(
                    .replaceInBlock(at: location, old: "type: \(field.type.description)", new: "type: \(observed)"))
            case .newCode:
                guard let field = field(at: segments, message: message, spec: spec), let table = field.codes.flatMap({ spec.codeTables[$0] }),
                    let location = table.location, let code = finding.after
                else { continue }
                if table.codes.contains(where: { $0.code == code }) {
                    notes.append("\(finding.subject): code \(code) is already in the table \(table.name); it was just never recorded before")
                    continue
                }
                guard added.insert("\(table.name):\(code)").inserted else { continue }
                edits[location.file, default: []].append(.insertCode(after: location, code: code, date: date))
            case .formatChanged:
                notes.append(
                    "\(finding.subject): values now look like \(finding.after ?? "?") (recorded: \(finding.before ?? "?")); check its format")
            case .newStatus:
                notes.append("\(finding.subject): status \(finding.status) was never recorded; describe it if the API now answers with it")
            case .statusUnseen, .operationUnseen, .versionChanged:
                continue
            }
        }
        var patch = ""
        for file in edits.keys.sorted() {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else {
                notes.append("\(file): cannot read the spec file to build its patch")
                continue
            }
            let original = text.components(separatedBy: "\n")
            var lines = original
            for edit in (edits[file] ?? []).sorted(by: { $0.line > $1.line }) { edit.apply(to: &lines) }
            patch += UnifiedDiff.make(old: original, new: lines, path: file)
        }
        return (patch, notes)
    }

    /// The field at a path of a message, through containers and inline fields.
    static func field(at segments: [String], message: MessageSpec, spec: ProtocolSpec) -> FieldSpec? {
        var fields = topFields(message, spec: spec)
        var found: FieldSpec?
        for segment in segments {
            guard let field = fields.first(where: { $0.name == segment }) else { return nil }
            found = field
            fields = field.fields ?? field.type.containerName.flatMap { spec.containers[$0]?.fields } ?? []
        }
        return found
    }

    /// Where the field list holding the path's last segment is written: a message, a container, or a parent field.
    static func owner(of segments: [String], message: MessageSpec, spec: ProtocolSpec) -> (location: SourceLocation, kind: String)? {
        if segments.count == 1 {
            if let name = message.body?.containerName, let location = spec.containers[name]?.location { return (location, "container") }
            return message.location.map { ($0, "message") }
        }
        guard let parent = field(at: Array(segments.dropLast()), message: message, spec: spec) else { return nil }
        if parent.fields != nil { return parent.location.map { ($0, "field") } }
        if let name = parent.type.containerName, let location = spec.containers[name]?.location { return (location, "container") }
        return nil
    }

    static func topFields(_ message: MessageSpec, spec: ProtocolSpec) -> [FieldSpec] {
        var fields = message.fields
        if let name = message.body?.containerName, let container = spec.containers[name] { fields += container.fields }
        return fields
    }

    /// The spec type for the kinds drift observed (`string:digits` → `string`).
    static func specType(_ kinds: String) -> String {
        let first = kinds.split(separator: "|").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
        switch first.split(separator: ":").first.map(String.init) ?? "" {
        case "integer": return "integer"
        case "number": return "number"
        case "boolean": return "boolean"
        case "object": return "object"
        case "array": return "list<any>"
        case "string": return "string"
        default: return "any"
        }
    }

    /// One change to a spec file.
    enum Edit {
        case insertField(after: SourceLocation, name: String, type: String, date: String)
        case replaceInBlock(at: SourceLocation, old: String, new: String)
        case insertCode(after: SourceLocation, code: String, date: String)

        var line: Int {
            switch self {
            case .insertField(let location, _, _, _), .replaceInBlock(let location, _, _), .insertCode(let location, _, _): location.line
            }
        }

        static func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }

        /// The index of the shallowest `key:` line in the block whose first line is `start` (0-based), or nil.
        ///
        /// A location may point at a mapping's key line or at the first line of its content, so the
        /// block runs until a line less indented than the first one.
        static func childKeyLine(_ key: String, in lines: [String], block start: Int) -> Int? {
            guard start < lines.count else { return nil }
            let startIndent = indent(lines[start])
            var best: (index: Int, indent: Int)?
            var index = start
            while index < lines.count {
                let line = lines[index]
                if !line.trimmingCharacters(in: .whitespaces).isEmpty {
                    if index > start && indent(line) < startIndent { break }
                    if line.trimmingCharacters(in: .whitespaces) == key + ":", best.map({ indent(line) < $0.indent }) ?? true {
                        best = (index, indent(line))
                    }
                }
                index += 1
            }
            return best?.index
        }

        /// Removes the direct children of the field block at `start` whose key is in `keys`, with their continuation lines.
        static func removeChildren(_ keys: Set<String>, in lines: inout [String], field start: Int) {
            guard start < lines.count else { return }
            let fieldIndent = indent(lines[start])
            var index = start + 1
            var childIndent: Int?
            while index < lines.count {
                let line = lines[index]
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty {
                    index += 1
                    continue
                }
                if indent(line) <= fieldIndent { return }
                childIndent = childIndent ?? indent(line)
                let key = trimmed.split(separator: ":", maxSplits: 1).first.map(String.init) ?? ""
                if indent(line) == childIndent, keys.contains(key) {
                    var end = index + 1
                    while end < lines.count, !lines[end].trimmingCharacters(in: .whitespaces).isEmpty, indent(lines[end]) > indent(line) { end += 1 }
                    lines.removeSubrange(index..<end)
                    continue
                }
                index += 1
            }
        }

        func apply(to lines: inout [String]) {
            switch self {
            case .insertField(let location, let name, let type, let date):
                guard let fieldsLine = Edit.childKeyLine("fields", in: lines, block: location.line - 1) else { return }
                let pad = String(repeating: " ", count: Edit.indent(lines[fieldsLine]) + 2)
                lines.insert(
                    contentsOf: [
                        "\(pad)\(name):", "\(pad)  presence: optional", "\(pad)  type: \(type)", "\(pad)  description:",
                        "\(pad)    en: Seen in live traffic by conformance drift on \(date); describe it.",
                        "\(pad)    fr: Observé dans le trafic réel par conformance drift le \(date) ; à décrire.",
                    ], at: fieldsLine + 1)
            case .replaceInBlock(let location, let old, let new):
                let start = location.line - 1
                guard start < lines.count else { return }
                let blockIndent = Edit.indent(lines[start])
                var index = start
                while index < lines.count {
                    if index > start, !lines[index].trimmingCharacters(in: .whitespaces).isEmpty, Edit.indent(lines[index]) <= blockIndent { return }
                    if let range = lines[index].range(of: old) {
                        lines[index].replaceSubrange(range, with: new)
                        if old.hasPrefix("type: ") {
                            // Rules written for the old type no longer apply to the new one.
                            Edit.removeChildren(
                                [
                                    "enum", "openEnum", "format", "pattern", "example", "minLength", "maxLength", "maxBytes", "minimum", "maximum",
                                    "acceptStringForm", "allowEmpty", "minItems", "maxItems",
                                ],
                                in: &lines, field: start)
                        }
                        return
                    }
                    index += 1
                }
            case .insertCode(let location, let code, let date):
                guard let codesLine = Edit.childKeyLine("codes", in: lines, block: location.line - 1) else { return }
                let pad = String(repeating: " ", count: Edit.indent(lines[codesLine]) + 2)
                lines.insert(
                    contentsOf: [
                        "\(pad)\"\(code)\":", "\(pad)  outcome: error", "\(pad)  meaning:",
                        "\(pad)    en: Answered in live traffic (conformance drift, \(date)); give its outcome and meaning.",
                        "\(pad)    fr: Renvoyé dans le trafic réel (conformance drift, \(date)) ; précisez son issue et son sens.",
                    ], at: codesLine + 1)
            }
        }
    }
}
