import ConformanceKit

/// Variations of values: documented enum values and codes, lengths at their bounds, letters outside ASCII.
extension VariationPlanner {
    /// The fields present in the answer whose values may change: not fixed (volatile, or the version), of a scalar type.
    func changeable(_ answer: Answer) -> [(path: String, field: FieldSpec)] {
        answer.fields.filter { path, field in
            guard !answer.isFixed(path, field), answer.present.contains(path) else { return false }
            switch field.type {
            case .string, .integer, .number, .boolean: return true
            default: return false
            }
        }
    }

    /// A documented value typed the way the field is (text in XML).
    static func typed(_ text: String, _ field: FieldSpec, lexical: Bool) -> BodyValue {
        guard !lexical else { return .string(text) }
        switch field.type {
        case .integer, .number: return BodyValue.isIntegerText(text) || Double(text) != nil ? .number(text) : .string(text)
        case .boolean: return .bool(text == "true")
        default: return .string(text)
        }
    }

    /// Edit lists that give every enumerated (or coded) field each of its other documented values (a code the operation
    /// never answers left out): the i-th list sets
    /// every field that has an i-th alternative, so shrinking finds the one field a client cannot take.
    func alternatives(_ answer: Answer, coded: Bool) -> [[AnswerEdit]] {
        var options: [(path: String, values: [BodyValue])] = []
        for (path, field) in changeable(answer) {
            let documented: [String]
            if coded {
                guard let name = field.codes, let table = answer.spec.codeTables[name] else { continue }
                documented = table.codes.filter { $0.entry.isAnswered(by: answer.operation.id) }.map(\.code)
            } else {
                guard field.codes == nil, let values = field.enumValues, !values.isEmpty else { continue }
                documented = values
            }
            let current = answer.values[path]
            let others = documented.filter { $0 != current }.map { Self.typed($0, field, lexical: answer.lexical) }
            if !others.isEmpty { options.append((path, others)) }
        }
        let rounds = options.map(\.values.count).max() ?? 0
        return (0..<rounds).map { round in
            options.filter { $0.values.count > round }.map { AnswerEdit($0.path, .set($0.values[round])) }
        }
    }

    /// For each code documented in another response of the operation (a refusal), that response instead of the answer.
    ///
    /// The response is the spec's minimal example with the code set, keeping the answer's own envelope members (a
    /// response header that echoes the request) where both have them. One variation per code, at the first status it fits.
    func otherStatusCodes(_ answer: Answer, _ protocolID: String, _ operationID: String) -> [AnswerVariation] {
        guard !answer.lexical else { return [] }
        var done = Set<String>()
        var planned: [AnswerVariation] = []
        let generator = ExampleGenerator(protocol: answer.spec, coverage: .minimal)
        for (status, message) in answer.operation.responses where status.description != answer.statusKey {
            let code: Int
            switch status {
            case .exact(let value): code = value
            case .statusClass(let value): code = value * 100
            case .default: continue
            }
            guard
                let target = try? checker.target(
                    protocol: protocolID, operation: operationID, direction: .response(status: status.description), version: answer.version),
                case .object(let example)? = generator.example(for: message)
            else { continue }
            let base = BodyValue.object(
                example.map { member in
                    if case .object = member.value, let own = answer.body.value[member.key], case .object = own { return BodyMember(member.key, own) }
                    return member
                })
            var codedFields: [(path: String, table: CodeTable)] = []
            OperationResolver.collect(message.fields, body: message.body, spec: answer.spec, prefix: "", seen: []) { path, field in
                if let name = field.codes, let table = answer.spec.codeTables[name] { codedFields.append((path, table)) }
            }
            for (path, table) in codedFields {
                for entry in table.codes where entry.entry.isAnswered(by: operationID) && !done.contains("\(path) \(entry.code)") {
                    let edit = AnswerEdit(path, .set(.string(entry.code)))
                    var tree = edit.applied(to: base)
                    if tree == base, Self.value(at: path, in: base) == nil { tree = AnswerEdit(path, .add(.string(entry.code))).applied(to: base) }
                    guard errors(tree, answer, target: target).isEmpty else { continue }
                    done.insert("\(path) \(entry.code)")
                    planned.append(
                        AnswerVariation(
                            protocolID: protocolID, operation: operationID, status: answer.status, kind: .code, edits: [],
                            replacement: .init(status: code, body: tree), detail: "\(code) \(path) = \(entry.code)"))
                }
            }
        }
        return planned
    }

    /// Free-text string fields: no enumeration, code, pattern or format to satisfy.
    func freeText(_ answer: Answer) -> [(path: String, field: FieldSpec)] {
        changeable(answer).filter { _, field in
            guard case .string = field.type else { return false }
            return field.enumValues == nil && field.codes == nil && field.pattern == nil && field.format == nil && field.sensitivity == nil
        }
    }

    func lengths(_ answer: Answer, longest: Bool) -> [AnswerEdit] {
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        return freeText(answer).compactMap { path, field in
            let length: Int
            if longest {
                guard let maximum = field.maxLength, maximum <= 10_000 else { return nil }
                length = maximum
            } else {
                length = max(field.minLength ?? 1, 1)
            }
            guard answer.values[path]?.count != length else { return nil }
            return AnswerEdit(path, .set(.string(String((0..<length).map { letters[$0 % letters.count] }))))
        }
    }

    func nonASCII(_ answer: Answer) -> [AnswerEdit] {
        let sample = Array("Zoë Ærøskøbing – Łódź 東京")
        return freeText(answer).compactMap { path, field in
            let minimum = field.minLength ?? 1
            let maximum = min(field.maxLength ?? sample.count, sample.count)
            guard maximum >= 2 else { return nil }
            var text = String(sample.prefix(maximum))
            while text.count < minimum { text += "é" }
            return AnswerEdit(path, .set(.string(text)))
        }
    }
}
