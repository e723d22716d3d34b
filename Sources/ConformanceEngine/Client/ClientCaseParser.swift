import ConformanceKit
import Foundation
import Yams

/// Reads one client case file.
struct ClientCaseParser {
    var reader: YAMLReader
    let spec: ProtocolSpec
    /// The case's inputs (nil while reading the settings file, where rules may name any input).
    var inputs: [NameValue]?

    mutating func parse(shared: [ClientRule]) -> ClientCase? {
        guard let root = reader.compose(),
            let top = reader.mapping(
                root, context: "client case file", allowed: ClientCaseKeys.file, required: ["case", "instructions", "recognise", "steps"])
        else { return nil }
        let name = ((reader.file as NSString).lastPathComponent as NSString).deletingPathExtension
        let title = reader.text(top["case"]?.value, context: "case")
        let instructions = reader.text(top["instructions"]?.value, context: "instructions")
        let certification =
            top["certification"].flatMap { reader.keyword($0.value, context: "certification", as: CertificationLevel.self) } ?? .optional
        let tags = reader.strings(top["tags"]?.value, context: "tags") ?? []
        var inputs: [NameValue] = []
        if let node = top["inputs"]?.value {
            for entry in reader.namedEntries(node, context: "inputs") {
                if let value = reader.string(entry.value, context: "inputs.\(entry.name)") { inputs.append(NameValue(entry.name, value)) }
            }
        }
        self.inputs = inputs
        var steps: [ClientStep] = []
        if let node = top["steps"]?.value {
            let items = reader.items(node, context: "steps")
            if items.isEmpty { reader.report(.scenarioNoSteps, [.plain(name)], at: node) }
            for item in items { if let step = step(item) { steps.append(step) } }
        }
        var recognise: [ClientMatcher] = []
        if let node = top["recognise"]?.value {
            let items = reader.items(node, context: "recognise")
            if items.isEmpty { reader.report(.missingKey, [.plain("recognise[0]"), .plain("recognise")], at: node) }
            for item in items { if let matcher = matcher(item, steps: steps) { recognise.append(matcher) } }
        }
        var faults: [ClientFault] = []
        if let node = top["faults"]?.value {
            for item in reader.items(node, context: "faults") { if let fault = fault(item, steps: steps) { faults.append(fault) } }
        }
        // The case is known once every recognising value has been seen: a fault before that point would never be injected.
        let known = recognise.compactMap { matcher in steps.firstIndex { $0.operation == matcher.operation } }.max() ?? 0
        for fault in faults {
            if let index = steps.firstIndex(where: { $0.operation == fault.operation }), index < known, fault.attempts.contains(1) {
                reader.diagnostics.append(
                    Diagnostic(.error, .clientFaultTooEarly, [.plain(fault.operation), .plain(steps[known].operation)], at: fault.location))
            }
        }
        var rules: [ClientRule] = []
        var ids = Set(shared.map(\.id))
        if let node = top["rules"]?.value {
            for item in reader.items(node, context: "rules") {
                guard let rule = rule(item, faulted: Set(faults.map(\.operation))) else { continue }
                if !ids.insert(rule.id).inserted { reader.report(.scenarioDuplicateName, [.plain(rule.id), .plain("rules")], at: item) }
                rules.append(rule)
            }
        }
        // The refusal the case is about: an answer of one of its steps.
        let refusal = (top["refusal"]?.value).flatMap { node in
            let refusal = self.refusal(node, context: "refusal")
            if let refusal, !steps.contains(where: { $0.operation == refusal.operation }) {
                reader.report(.clientNotAStep, [.plain(refusal.operation), .plain("refusal")], at: node)
            }
            return refusal
        }
        guard let title, let instructions else { return nil }
        return ClientCase(
            id: "\(spec.id)/\(name)", protocolID: spec.id, name: name, title: title, instructions: instructions, certification: certification,
            tags: tags, inputs: inputs, recognise: recognise, steps: steps, faults: faults, rules: rules, refusal: refusal,
            location: SourceLocation(file: reader.file, line: 1, column: 1))
    }

    /// An operation name of the protocol, or a diagnostic with the closest one.
    mutating func operation(_ node: Node?, context: String) -> String? {
        guard let node, let name = reader.string(node, context: context) else { return nil }
        guard spec.operations[name] != nil else {
            let suggestion = Suggestion.closest(to: name, in: spec.operations.keys.sorted())
            reader.report(
                .scenarioUnknownOperation, [.plain(spec.id), .plain(name), .suggestion(suggestion)], at: node)
            return nil
        }
        return name
    }

    mutating func operations(_ node: Node?, context: String) -> [String] {
        guard let node else { return [] }
        return reader.items(node, context: context).compactMap { operation($0, context: context) }
    }

    mutating func step(_ node: Node) -> ClientStep? {
        if case .scalar = node {
            return operation(node, context: "steps").map { ClientStep(operation: $0, optional: false, location: reader.location(node)) }
        }
        guard let keys = reader.mapping(node, context: "steps[]", allowed: ClientCaseKeys.step, required: ["operation"]),
            let name = operation(keys["operation"]?.value, context: "steps[].operation")
        else { return nil }
        let optional = reader.bool(keys["optional"]?.value, context: "steps[].optional") ?? false
        return ClientStep(operation: name, optional: optional, location: reader.location(node))
    }

    mutating func input(_ node: Node?, context: String) -> String? {
        guard let node, let name = reader.string(node, context: context) else { return nil }
        if let inputs, !inputs.contains(where: { $0.name == name }) {
            let suggestion = Suggestion.closest(to: name, in: inputs.map(\.name))
            reader.report(
                .clientUnknownInput, [.plain(name), .plain(context), .suggestion(suggestion)], at: node)
            return nil
        }
        return name
    }

    mutating func matcher(_ node: Node, steps: [ClientStep]) -> ClientMatcher? {
        guard let keys = reader.mapping(node, context: "recognise[]", allowed: ClientCaseKeys.matcher, required: ["operation", "field"]),
            let operation = operation(keys["operation"]?.value, context: "recognise[].operation"),
            let field = reader.string(keys["field"]?.value, context: "recognise[].field")
        else { return nil }
        if !steps.contains(where: { $0.operation == operation }) {
            reader.report(.clientNotAStep, [.plain(operation), .plain("recognise")], at: keys["operation"]?.value)
        }
        let value: String?
        switch (keys["value"], keys["input"]) {
        case (let given?, nil): value = reader.string(given.value, context: "recognise[].value")
        case (nil, let named?): value = input(named.value, context: "recognise[].input").flatMap { name in inputs?.first { $0.name == name }?.value }
        default:
            reader.report(.scenarioOneKey, [.plain("recognise[]"), .plain("value, input")], at: node)
            value = nil
        }
        guard let value else { return nil }
        return ClientMatcher(operation: operation, field: field, value: value, location: reader.location(node))
    }

    mutating func pairs(_ node: Node?, context: String) -> [NameValue] {
        guard let node else { return [] }
        return reader.namedEntries(node, context: context).compactMap { entry in
            reader.string(entry.value, context: "\(context).\(entry.name)").map { NameValue(entry.name, $0) }
        }
    }

    mutating func fault(_ node: Node, steps: [ClientStep]) -> ClientFault? {
        guard let keys = reader.mapping(node, context: "faults[]", allowed: ClientCaseKeys.fault, required: ["operation", "kind"]),
            let operation = operation(keys["operation"]?.value, context: "faults[].operation"),
            let kind = reader.keyword(keys["kind"]?.value, context: "faults[].kind", as: ClientFault.Kind.self)
        else { return nil }
        if !steps.contains(where: { $0.operation == operation }) {
            reader.report(.clientNotAStep, [.plain(operation), .plain("faults")], at: keys["operation"]?.value)
        }
        var attempts = [1]
        if let node = keys["attempts"]?.value {
            attempts = reader.items(node, context: "faults[].attempts").compactMap { reader.int($0, context: "faults[].attempts") }
            if attempts.isEmpty || attempts.contains(where: { $0 < 1 }) {
                reader.report(.notANumber, [.plain("attempts"), .plain("faults[].attempts (1 is the first request)")], at: node)
            }
        }
        let status = reader.int(keys["status"]?.value, context: "faults[].status")
        if kind == .answer {
            if let status {
                let documented = (spec.operations[operation]?.responses ?? []).map(\.status.description)
                if spec.operations[operation]?.response(for: status) == nil {
                    reader.report(
                        .badKeyword, [.plain(String(status)), .plain("faults[].status of \(operation)"), .plain(documented.joined(separator: ", "))],
                        at: keys["status"]?.value)
                }
            } else {
                reader.report(.missingKey, [.plain("status"), .plain("faults[] (kind: answer)")], at: node)
            }
        } else if keys["set"] != nil || keys["echo"] != nil || status != nil {
            reader.report(.clientAnswerOnly, [.plain(kind.rawValue)], at: node)
        }
        let seconds = reader.double(keys["seconds"]?.value, context: "faults[].seconds") ?? 35
        if keys["seconds"] != nil, kind != .hang { reader.report(.clientAnswerOnly, [.plain(kind.rawValue)], at: keys["seconds"]?.key) }
        return ClientFault(
            operation: operation, attempts: attempts, kind: kind, status: status, set: pairs(keys["set"]?.value, context: "faults[].set"),
            echo: pairs(keys["echo"]?.value, context: "faults[].echo"), seconds: seconds,
            processed: reader.bool(keys["processed"]?.value, context: "faults[].processed") ?? false, location: reader.location(node))
    }

    /// A rule; `faulted` are the operations the case faults (nil in the settings file, where no fault exists).
    mutating func rule(_ node: Node, faulted: Set<String>?) -> ClientRule? {
        guard let keys = reader.mapping(node, context: "rules[]", allowed: ClientCaseKeys.rule, required: ["id", "kind", "title"]),
            let id = reader.string(keys["id"]?.value, context: "rules[].id"),
            let kind = reader.keyword(keys["kind"]?.value, context: "rules[].kind", as: ClientRule.Kind.self),
            let title = reader.text(keys["title"]?.value, context: "rules[].title")
        else { return nil }
        let context = "rules[\(id)]"
        var rule = ClientRule(id: id, kind: kind, title: title, location: reader.location(node))
        rule.operation = operation(keys["operation"]?.value, context: "\(context).operation")
        rule.operations = operations(keys["operations"]?.value, context: "\(context).operations")
        rule.same = reader.strings(keys["same"]?.value, context: "\(context).same") ?? []
        rule.sameHeaders = reader.strings(keys["sameHeaders"]?.value, context: "\(context).sameHeaders") ?? []
        rule.values = pairs(keys["values"]?.value, context: "\(context).values")
        rule.when = answerValues(keys["when"]?.value, context: "\(context).when")
        rule.after = (keys["after"]?.value).flatMap { refusal($0, context: "\(context).after") }
        rule.inputs =
            (keys["inputs"]?.value).map { node in
                reader.items(node, context: "\(context).inputs").compactMap { input($0, context: "\(context).inputs") }
            } ?? []
        rule.cardNumbers = reader.bool(keys["cardNumbers"]?.value, context: "\(context).cardNumbers") ?? false
        rule.header = reader.string(keys["header"]?.value, context: "\(context).header")
        rule.field = reader.string(keys["field"]?.value, context: "\(context).field")
        // What each kind needs, and nothing it would ignore.
        let needs: [String]
        switch kind {
        case .retry: needs = ["operation"]
        case .noRetry: needs = []
        case .noCardData: needs = ["operations"]
        case .noHeader: needs = ["operations", "header"]
        case .returnNotLoaded: needs = ["field"]
        case .notSent: needs = ["operations"]
        case .notAfter: needs = ["after", "operations"]
        }
        let uses: [ClientRule.Kind: Set<String>] = [
            .retry: ["operation", "same", "sameHeaders", "values"], .noRetry: ["operation", "operations", "when"],
            .noCardData: ["operations", "inputs", "cardNumbers"], .noHeader: ["operations", "header"], .returnNotLoaded: ["field"],
            .notSent: ["operations"], .notAfter: ["after", "operations"],
        ]
        for name in needs where keys[name] == nil {
            reader.report(.missingKey, [.plain(name), .plain("\(context) (kind: \(kind.rawValue))")], at: node)
        }
        for (name, entry) in keys where !["id", "kind", "title"].contains(name) && !(uses[kind] ?? []).contains(name) {
            reader.report(
                .clientRuleKey, [.plain(name), .plain(kind.rawValue), .plain((uses[kind] ?? []).sorted().joined(separator: ", "))], at: entry.key)
        }
        if kind == .noCardData, rule.inputs.isEmpty, !rule.cardNumbers {
            reader.report(.missingKey, [.plain("inputs or cardNumbers: true"), .plain(context)], at: node)
        }
        if kind == .noRetry, keys["operation"] != nil, keys["operations"] != nil {
            reader.report(.scenarioOneKey, [.plain(context), .plain("operation, operations")], at: node)
        }
        // A retry rule follows the case's own fault; a no-retry rule follows a fault or an answer value.
        let followsFault = kind == .retry || (kind == .noRetry && rule.when.isEmpty)
        if kind == .noRetry, rule.when.isEmpty, rule.operation == nil {
            reader.report(.missingKey, [.plain("operation"), .plain("\(context) (kind: no-retry, without when)")], at: node)
        }
        if let faulted, let operation = rule.operation, followsFault, !faulted.contains(operation) {
            reader.report(.clientRuleWithoutFault, [.plain(id), .plain(operation)], at: keys["operation"]?.value)
        }
        if faulted == nil, followsFault {
            reader.report(.clientRuleWithoutFault, [.plain(id), .plain(rule.operation ?? "?")], at: node)
        }
        return rule
    }

    /// Answer values written `{path: value}` or `{path: [value, value]}`, each value a pair of its own.
    mutating func answerValues(_ node: Node?, context: String) -> [NameValue] {
        guard let node else { return [] }
        var result: [NameValue] = []
        for entry in reader.namedEntries(node, context: context) {
            if case .sequence = entry.value {
                let values = reader.strings(entry.value, context: "\(context).\(entry.name)") ?? []
                if values.isEmpty { reader.report(.missingKey, [.plain("\(context).\(entry.name)[0]"), .plain(context)], at: entry.value) }
                result += values.map { NameValue(entry.name, $0) }
            } else if let value = reader.string(entry.value, context: "\(context).\(entry.name)") {
                result.append(NameValue(entry.name, value))
            }
        }
        return result
    }

    /// A `not-after` rule's refused answer, or a case's `refusal`: its operation, and at least one of `refused: true`, `values`, `otherThan`.
    mutating func refusal(_ node: Node, context: String) -> ClientRefusal? {
        guard let keys = reader.mapping(node, context: context, allowed: ClientCaseKeys.after, required: ["operation"]),
            let name = operation(keys["operation"]?.value, context: "\(context).operation")
        else { return nil }
        let refusal = ClientRefusal(
            operation: name, refused: reader.bool(keys["refused"]?.value, context: "\(context).refused") ?? false,
            values: answerValues(keys["values"]?.value, context: "\(context).values"),
            otherThan: answerValues(keys["otherThan"]?.value, context: "\(context).otherThan"))
        if !refusal.refused, refusal.values.isEmpty, refusal.otherThan.isEmpty {
            reader.report(.missingKey, [.plain("refused: true, values or otherThan"), .plain(context)], at: node)
        }
        return refusal
    }
}
