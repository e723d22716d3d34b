import ConformanceKit
import Foundation

/// A rule of `answers.yaml`: every code an answer gives is in the code table of the response field it sets.
///
/// A value (or a top-level member of a body) named like a response field that takes its codes from a table (`codes:`
/// in the spec) must be one of that table's codes, whether the table has an `otherwise` entry or not: the sandbox only
/// answers codes its spec documents. The fields are those of the responses of the answer's operation (and, for an XML
/// answer, those of the element that wraps them), or of every
/// operation for a `*` answer, an error kind or a state. A value holding a template is known only at run time and is
/// left out.
struct SandboxAnswerCodeCheck {
    /// The code tables of each top-level response field, by field name.
    let tables: [String: [CodeTable]]
    /// The operation answered (nil: any), for codes the spec says it never answers.
    let operation: String?

    /// The rule for answers of one operation of a spec (nil: of any operation).
    init(spec: ProtocolSpec, operation: String?) {
        self.operation = operation
        let operations = operation.map { name in spec.operations[name].map { [$0] } ?? [] } ?? Array(spec.operations.values)
        var tables: [String: [CodeTable]] = [:]
        for operation in operations {
            for response in operation.responses {
                let top = AssertedCodeCheck.fields(of: response.message, spec)
                // An XML answer wraps its fields in one element (cnpAPI's transaction answer): its members count too.
                let wrapped = top.filter { !$0.name.hasPrefix("@") }.flatMap { $0.fields ?? AssertedCodeCheck.fields(of: $0.type, spec) }
                for field in top + (response.message.root == nil ? [] : wrapped) {
                    guard let name = field.codes, let table = spec.codeTables[name] else { continue }
                    if !(tables[field.name] ?? []).contains(where: { $0.name == name }) { tables[field.name, default: []].append(table) }
                }
            }
        }
        self.tables = tables.mapValues { $0.sorted { $0.name < $1.name } }
    }

    /// The diagnostic for a value that is not a code of its field's tables, located at `node`; nil when it is fine.
    func problem(_ name: String, _ value: BodyValue, context: String, at location: SourceLocation) -> Diagnostic? {
        guard let tables = tables[name], let code = value.lexicalText, !code.contains("${") else { return nil }
        switch value {
        case .string, .number: break
        default: return nil
        }
        let listed = tables.flatMap { table in table.codes.filter { $0.code == code }.map(\.entry) }
        if let entry = listed.first {
            guard let operation, !listed.contains(where: { $0.isAnswered(by: operation) }) else { return nil }
            return Diagnostic(.error, .codeNotAnswered, [.plain(context), .plain(code), .plain(operation), .localized(entry.meaning)], at: location)
        }
        let candidates = tables.flatMap { $0.codes.map(\.code) }
        let nearest = candidates.min { Suggestion.editDistance(code, $0) < Suggestion.editDistance(code, $1) }
        return Diagnostic(
            .error, .sandboxAnswerCode, [.plain(context), .plain(tables.map(\.name).joined(separator: ", ")), .plain(code), .suggestion(nearest)],
            at: location)
    }
}
