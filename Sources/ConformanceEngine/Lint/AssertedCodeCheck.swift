import ConformanceKit
import Foundation

/// A lint rule: every code a scenario or a client case asserts is in the code table of the field it is compared with.
///
/// A scenario step's `expect.fields` (`equals` and `oneOf` literals) is compared with the field the path names in
/// the responses of the step's operation (those of its expected statuses, else all of them); a client case's
/// `refusal` and a rule's `after` (`values` and `otherThan`) with the field in any response of their operation.
/// When that field takes its codes from a table (`codes:` in the spec) and the asserted value is not one of the
/// table's codes, the problem is reported where the value is written, with the table's nearest code: an error
/// when the table is closed, a warning when its `otherwise` entry would explain the code as "any other".
package enum AssertedCodeCheck {
    /// The diagnostics for every asserted code missing from its field's code table, sorted by place.
    package static func check(specs: SpecSet, scenarios: ScenarioSet, clientCases: ClientCaseSet) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for scenario in scenarios.scenarios {
            guard let spec = specs.protocols[scenario.protocolID] else { continue }
            for step in scenario.steps {
                guard let operation = spec.operations[step.operation] else { continue }
                let messages = responses(of: operation, statuses: step.expect.statuses)
                for expectation in step.expect.fields {
                    let literals: [String]
                    switch expectation.rule {
                    case .equals(let template): literals = literal(template).map { [$0] } ?? []
                    case .oneOf(let templates): literals = templates.compactMap(literal)
                    case .present, .matches, .count: literals = []
                    }
                    guard !literals.isEmpty else { continue }
                    let path = expectation.path.segments.compactMap { segment -> String? in
                        if case .key(let key) = segment { return key }
                        return nil
                    }
                    for code in literals {
                        if let diagnostic = unknownCode(
                            code, path: path, display: expectation.path.description, messages: messages, operation: operation.id, spec: spec,
                            at: expectation.location)
                        {
                            diagnostics.append(diagnostic)
                        }
                    }
                }
            }
        }
        var lines = FileLines()
        for clientCase in clientCases.cases {
            guard let spec = specs.protocols[clientCase.protocolID], let refusal = clientCase.refusal else { continue }
            diagnostics += check(refusal, spec: spec, from: clientCase.location, lines: &lines)
        }
        for protocolID in clientCases.settings.keys.sorted() {
            guard let spec = specs.protocols[protocolID], let settings = clientCases.settings[protocolID] else { continue }
            for rule in settings.rules {
                guard let after = rule.after else { continue }
                diagnostics += check(after, spec: spec, from: rule.location, lines: &lines)
            }
        }
        return diagnostics.sorted { a, b in
            let (x, y) = (a.location, b.location)
            return (x?.file ?? "", x?.line ?? 0, x?.column ?? 0) < (y?.file ?? "", y?.line ?? 0, y?.column ?? 0)
        }
    }

    /// The diagnostics for the `values` and `otherThan` of a refused answer, located from `start` on.
    static func check(_ refusal: ClientRefusal, spec: ProtocolSpec, from start: SourceLocation, lines: inout FileLines) -> [Diagnostic] {
        guard let operation = spec.operations[refusal.operation] else { return [] }
        let messages = operation.responses.map(\.message)
        var diagnostics: [Diagnostic] = []
        for pair in refusal.values + refusal.otherThan {
            let path = pair.name.split(separator: ".").map(String.init)
            let location = lines.locate(name: pair.name, value: pair.value, from: start)
            if let diagnostic = unknownCode(
                pair.value, path: path, display: pair.name, messages: messages, operation: operation.id, spec: spec, at: location)
            {
                diagnostics.append(diagnostic)
            }
        }
        return diagnostics
    }

    /// A diagnostic when the field at `path` takes codes from a table of `spec` and `code` is not one of them, or is one
    /// the spec says `operation` never answers.
    static func unknownCode(
        _ code: String, path: [String], display: String, messages: [MessageSpec], operation: String, spec: ProtocolSpec,
        at location: SourceLocation
    ) -> Diagnostic? {
        var tables: [CodeTable] = []
        for message in messages {
            guard let field = field(at: path, in: fields(of: message, spec), spec),
                let name = field.codes, let table = spec.codeTables[name], !tables.contains(where: { $0.name == name })
            else { continue }
            tables.append(table)
        }
        guard !tables.isEmpty else { return nil }
        let listed = tables.flatMap { table in table.codes.filter { $0.code == code }.map(\.entry) }
        if !listed.isEmpty {
            guard let entry = listed.first, !listed.contains(where: { $0.isAnswered(by: operation) }) else { return nil }
            return Diagnostic(.error, .codeNotAnswered, [.plain(display), .plain(code), .plain(operation), .localized(entry.meaning)], at: location)
        }
        let candidates = tables.flatMap { $0.codes.map(\.code) }
        let nearest = candidates.min { Suggestion.editDistance(code, $0) < Suggestion.editDistance(code, $1) }
        // A table with an `otherwise` entry explains any code, so an unlisted one is only suspicious; without it the code cannot occur.
        let open = tables.contains { $0.otherwise != nil }
        return Diagnostic(
            open ? .warning : .error, .lintAssertedCode,
            [.plain(display), .plain(tables.map(\.name).joined(separator: ", ")), .plain(code), .suggestion(nearest)],
            at: location)
    }

    /// The responses a step may get: those of its expected statuses, else every response of the operation.
    static func responses(of operation: OperationSpec, statuses: [Int]) -> [MessageSpec] {
        let chosen = statuses.compactMap { operation.response(for: $0)?.message }
        return chosen.isEmpty ? operation.responses.map(\.message) : chosen
    }

    /// The text of a template without references; nil when it refers to a value known only at run time.
    static func literal(_ template: Template) -> String? {
        var text = ""
        for part in template.parts {
            guard case .text(let piece) = part else { return nil }
            text += piece
        }
        return text
    }

    /// The top-level fields of a message body.
    static func fields(of message: MessageSpec, _ spec: ProtocolSpec) -> [FieldSpec] {
        if !message.fields.isEmpty { return message.fields }
        return message.body.map { fields(of: $0, spec) } ?? []
    }

    /// The fields of a value of a type: a container's, or its items' for a list.
    static func fields(of type: TypeRef, _ spec: ProtocolSpec) -> [FieldSpec] {
        switch type {
        case .container(let name): spec.containers[name]?.fields ?? []
        case .list(let element): fields(of: element, spec)
        default: []
        }
    }

    /// The field a path of member names leads to (list indexes are left out of `path`).
    static func field(at path: [String], in fields: [FieldSpec], _ spec: ProtocolSpec) -> FieldSpec? {
        var current = fields
        var found: FieldSpec?
        for name in path {
            guard let next = current.first(where: { $0.name == name }) else { return nil }
            found = next
            current = next.fields ?? self.fields(of: next.type, spec)
        }
        return found
    }
}

/// The lines of client files, read once each, to place a value that the loaded model keeps without a position.
struct FileLines {
    private var files: [String: [Substring]] = [:]

    /// Where `name: value` is written at or after `start`; `start` itself when it cannot be found.
    mutating func locate(name: String, value: String, from start: SourceLocation) -> SourceLocation {
        if files[start.file] == nil {
            let text = (try? String(contentsOfFile: start.file, encoding: .utf8)) ?? ""
            files[start.file] = text.split(separator: "\n", omittingEmptySubsequences: false)
        }
        let lines = files[start.file] ?? []
        let key = name + ":"
        guard start.line >= 1 else { return start }
        for index in (start.line - 1)..<lines.count {
            let line = lines[index]
            guard let keyRange = line.range(of: key) else { continue }
            let rest = line[keyRange.upperBound...]
            guard let valueRange = rest.range(of: value) else { continue }
            let column = line.distance(from: line.startIndex, to: valueRange.lowerBound) + 1
            let quoted = valueRange.lowerBound > line.startIndex && "\"'".contains(line[line.index(before: valueRange.lowerBound)])
            return SourceLocation(file: start.file, line: index + 1, column: quoted ? column - 1 : column)
        }
        return start
    }
}
