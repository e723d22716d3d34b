import ConformanceKit
import Foundation
import Yams

/// The keys of the sandbox's files in `Specs/<protocol>/sandbox/`.
package enum SandboxKeys {
    /// Top-level keys of `cards.yaml`.
    package static let cardsFile = ["generic", "own"]
    /// Keys of a generic card.
    package static let genericCard = ["number", "outcome", "description"]
    /// Keys of a protocol's own card.
    package static let ownCard = ["number", "outcome", "operations", "answer", "description", "failsLuhn"]
    /// Top-level keys of `answers.yaml`.
    package static let answersFile = ["outcomes", "errors", "statuses", "amounts", "triggers"]
    /// Keys of one answer.
    package static let answer = ["status", "body", "values", "description"]
    /// Keys of one trigger: what it reads and the operation that answers, then its answer.
    package static let trigger = ["field", "equals", "operation"] + answer
}

/// Reads the sandbox's facts from each protocol's `sandbox/` folder strictly, as specs and scenarios are read.
///
/// `cards.yaml` is the protocol's test-card table; `answers.yaml` its answers per outcome, per error kind and per
/// state (each code an answer gives must be in the code table of the field it sets).
/// Other files of the folder belong to the protocol's simulator and are left to it. Across protocols,
/// every generic card must be listed by each protocol with the same outcome.
package enum SandboxFactsLoader {
    /// The name of the folder holding a protocol's sandbox facts.
    package static let folderName = "sandbox"
    /// The test-card table.
    package static let cardsFile = "cards.yaml"
    /// The answers per outcome and per error kind.
    package static let answersFile = "answers.yaml"

    /// Loads the facts of every protocol folder under the given spec roots.
    package static func load(paths: [String], specs: SpecSet) -> SandboxFactsLoadResult {
        var diagnostics: [Diagnostic] = []
        var protocols: [String: SandboxFacts] = [:]
        var seen = Set<String>()
        for folder in ProtocolSubfolder.find(folderName, paths: paths, specs: specs, diagnostics: &diagnostics)
        where seen.insert((folder.path as NSString).standardizingPath).inserted {
            var facts = SandboxFacts()
            if folder.files.contains(cardsFile) {
                let result = loadCards(file: folder.file(cardsFile), spec: folder.spec)
                facts.cards = result.cards
                diagnostics += result.diagnostics
            }
            if folder.files.contains(answersFile) {
                let result = loadAnswers(file: folder.file(answersFile), spec: folder.spec)
                facts.answers = result.answers
                diagnostics += result.diagnostics
            }
            protocols[folder.spec.id] = facts
        }
        diagnostics += genericDifferences(protocols)
        return SandboxFactsLoadResult(facts: SandboxFactSet(protocols: protocols), diagnostics: diagnostics)
    }

    /// Loads the facts of the folders the specs were read from.
    package static func load(specs: SpecSet) -> SandboxFactsLoadResult {
        load(paths: specs.protocolFolders, specs: specs)
    }

    /// Generic cards that differ between protocols: another outcome, or missing from a protocol that has a table.
    package static func genericDifferences(_ protocols: [String: SandboxFacts]) -> [Diagnostic] {
        let ids = protocols.keys.sorted().filter { !(protocols[$0]?.genericCards.isEmpty ?? true) }
        guard let first = ids.first, let reference = protocols[first]?.genericCards else { return [] }
        var result: [Diagnostic] = []
        let referenceByNumber = Dictionary(reference.map { ($0.number, $0) }, uniquingKeysWith: { first, _ in first })
        for id in ids.dropFirst() {
            let cards = protocols[id]?.genericCards ?? []
            let numbers = Set(cards.map(\.number))
            for card in cards {
                guard let expected = referenceByNumber[card.number] else {
                    result.append(
                        Diagnostic(.error, .sandboxGenericMissing, [.plain(card.number), .plain(id), .plain(first)], at: card.location))
                    continue
                }
                if expected.outcome != card.outcome {
                    result.append(
                        Diagnostic(
                            .error, .sandboxGenericDiffers,
                            [.plain(card.number), .plain(card.outcome.rawValue), .plain(id), .plain(expected.outcome.rawValue), .plain(first)],
                            at: card.location))
                }
            }
            for card in reference where !numbers.contains(card.number) {
                result.append(Diagnostic(.error, .sandboxGenericMissing, [.plain(card.number), .plain(first), .plain(id)], at: card.location))
            }
        }
        return result
    }

    // MARK: cards.yaml

    /// Reads one protocol's `cards.yaml`.
    package static func loadCards(file: String, spec: ProtocolSpec) -> (cards: [SandboxCard], diagnostics: [Diagnostic]) {
        let text: String
        switch YAMLFile.read(file) {
        case .success(let read): text = read
        case .failure(let diagnostic): return ([], [diagnostic])
        }
        var reader = YAMLReader(file: file, text: text)
        guard let root = reader.compose(), let top = reader.mapping(root, context: cardsFile, allowed: SandboxKeys.cardsFile) else {
            return ([], reader.diagnostics)
        }
        var cards: [SandboxCard] = []
        var numbers: [String: SourceLocation] = [:]
        for (key, generic) in [("generic", true), ("own", false)] {
            guard let node = top[key]?.value else { continue }
            for item in reader.items(node, context: key) {
                guard let card = readCard(item, generic: generic, spec: spec, reader: &reader) else { continue }
                let seenKey = card.generic ? card.number : card.number + "|" + card.operations.sorted().joined(separator: ",")
                if numbers[seenKey] != nil {
                    reader.report(.sandboxCardDuplicate, [.plain(card.number), .plain(spec.id)], at: item)
                    continue
                }
                numbers[seenKey] = card.location
                cards.append(card)
            }
        }
        return (cards, reader.diagnostics)
    }

    static func readCard(_ item: Node, generic: Bool, spec: ProtocolSpec, reader: inout YAMLReader) -> SandboxCard? {
        let list = generic ? "generic" : "own"
        let keys = generic ? SandboxKeys.genericCard : SandboxKeys.ownCard
        let required = generic ? keys : ["number", "outcome", "operations", "answer", "description"]
        guard let entries = reader.mapping(item, context: "\(list)[]", allowed: keys, required: required),
            let number = reader.string(entries["number"]?.value, context: "\(list)[].number")
        else { return nil }
        let context = "\(list)[\(number)]"
        var valid = true
        // A protocol's own card may be documented as failing the Luhn check on purpose (`failsLuhn: true`).
        let failsLuhn = !generic && reader.bool(entries["failsLuhn"]?.value, context: "\(context).failsLuhn") == true
        if number.isEmpty || !number.allSatisfy({ $0.isASCII && $0.isNumber }) || number.count < 12 || number.count > 19
            || (Luhn.sum(Array(number.utf8)) % 10 != 0 && !failsLuhn)
        {
            reader.report(.sandboxCardNotLuhn, [.plain(number), .plain(spec.id)], at: entries["number"]?.value)
            valid = false
        }
        let outcome = reader.keyword(entries["outcome"]?.value, context: "\(context).outcome", as: TestCardOutcome.self)
        let description = reader.text(entries["description"]?.value, context: "\(context).description")
        var operations: [String] = []
        var answer: [NameValue] = []
        if !generic {
            operations = reader.strings(entries["operations"]?.value, context: "\(context).operations") ?? []
            for name in operations where spec.operations[name] == nil {
                let suggestion = Suggestion.closest(to: name, in: spec.operations.keys)
                reader.report(.unknownOperation, [.plain(spec.id), .plain(name), .suggestion(suggestion)], at: entries["operations"]?.value)
                valid = false
            }
            if let node = entries["answer"]?.value {
                for entry in reader.namedEntries(node, context: "\(context).answer") {
                    guard let value = reader.string(entry.value, context: "\(context).answer.\(entry.name)") else { continue }
                    answer.append(NameValue(entry.name, value))
                }
            }
        }
        guard valid, let outcome, let description else { return nil }
        return SandboxCard(
            number: number, outcome: outcome, generic: generic, operations: operations, answer: answer, description: description,
            location: reader.location(item))
    }

    // MARK: answers.yaml

    /// Reads one protocol's `answers.yaml`.
    package static func loadAnswers(file: String, spec: ProtocolSpec) -> (answers: SandboxAnswers, diagnostics: [Diagnostic]) {
        let text: String
        switch YAMLFile.read(file) {
        case .success(let read): text = read
        case .failure(let diagnostic): return (SandboxAnswers(), [diagnostic])
        }
        var reader = YAMLReader(file: file, text: text)
        guard let root = reader.compose(), let top = reader.mapping(root, context: answersFile, allowed: SandboxKeys.answersFile) else {
            return (SandboxAnswers(), reader.diagnostics)
        }
        var answers = SandboxAnswers()
        let anyOperation = SandboxAnswerCodeCheck(spec: spec, operation: nil)
        if let node = top["outcomes"]?.value {
            for entry in reader.namedEntries(node, context: "outcomes") {
                guard let outcome = reader.keyword(entry.key, context: "outcomes", as: TestCardOutcome.self) else { continue }
                var byOperation: [String: SandboxAnswer] = [:]
                for operation in reader.namedEntries(entry.value, context: "outcomes.\(entry.name)") {
                    let context = "outcomes.\(entry.name).\(operation.name)"
                    if operation.name != SandboxAnswers.anyOperation, spec.operations[operation.name] == nil {
                        let suggestion = Suggestion.closest(to: operation.name, in: spec.operations.keys)
                        reader.report(.unknownOperation, [.plain(spec.id), .plain(operation.name), .suggestion(suggestion)], at: operation.key)
                        continue
                    }
                    let codes =
                        operation.name == SandboxAnswers.anyOperation ? anyOperation : SandboxAnswerCodeCheck(spec: spec, operation: operation.name)
                    if let answer = readAnswer(operation.value, context: context, codes: codes, reader: &reader) {
                        byOperation[operation.name] = answer
                    }
                }
                answers.outcomes[outcome] = byOperation
            }
        }
        if let node = top["amounts"]?.value {
            answers.amounts = readAmounts(node, spec: spec, reader: &reader)
        }
        let sections: [(String, WritableKeyPath<SandboxAnswers, [String: SandboxAnswer]>)] = [
            ("errors", \.errors), ("statuses", \.statuses),
        ]
        for (section, keyPath) in sections {
            guard let node = top[section]?.value else { continue }
            for entry in reader.namedEntries(node, context: section) {
                let context = "\(section).\(entry.name)"
                guard let answer = readAnswer(entry.value, context: context, codes: anyOperation, reader: &reader) else { continue }
                answers[keyPath: keyPath][entry.name] = answer
            }
        }
        if let node = top["triggers"]?.value {
            for (index, item) in reader.items(node, context: "triggers").enumerated() {
                if let trigger = readTrigger(item, context: "triggers[\(index)]", spec: spec, reader: &reader) { answers.triggers.append(trigger) }
            }
        }
        return (answers, reader.diagnostics)
    }

    /// Reads one trigger: the field and value it reads, the operation that answers (one of the spec's), its answer and
    /// its description.
    static func readTrigger(_ node: Node, context: String, spec: ProtocolSpec, reader: inout YAMLReader) -> SandboxTrigger? {
        let required = ["field", "equals", "operation", "description"]
        guard let entries = reader.mapping(node, context: context, allowed: SandboxKeys.trigger, required: required) else { return nil }
        let field = reader.string(entries["field"]?.value, context: "\(context).field")
        let equals = reader.string(entries["equals"]?.value, context: "\(context).equals")
        guard let operationNode = entries["operation"]?.value, let operation = reader.string(operationNode, context: "\(context).operation")
        else { return nil }
        guard spec.operations[operation] != nil else {
            let suggestion = Suggestion.closest(to: operation, in: spec.operations.keys)
            reader.report(.unknownOperation, [.plain(spec.id), .plain(operation), .suggestion(suggestion)], at: operationNode)
            return nil
        }
        let codes = SandboxAnswerCodeCheck(spec: spec, operation: operation)
        guard let answer = readAnswer(entries: entries, node: node, context: context, codes: codes, reader: &reader), let field, let equals,
            let description = answer.description
        else { return nil }
        return SandboxTrigger(
            field: field, equals: equals, operation: operation, answer: answer, description: description, location: reader.location(node))
    }

    /// Reads the `amounts:` section: per amount in minor units (digits only), the answers per operation (or `*`).
    static func readAmounts(_ node: Node, spec: ProtocolSpec, reader: inout YAMLReader) -> [String: [String: SandboxAnswer]] {
        var amounts: [String: [String: SandboxAnswer]] = [:]
        for entry in reader.namedEntries(node, context: "amounts") {
            guard !entry.name.isEmpty, entry.name.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                reader.report(.notANumber, [.plain(entry.name), .plain("amounts")], at: entry.key)
                continue
            }
            var byOperation: [String: SandboxAnswer] = [:]
            for operation in reader.namedEntries(entry.value, context: "amounts.\(entry.name)") {
                if operation.name != SandboxAnswers.anyOperation, spec.operations[operation.name] == nil {
                    let suggestion = Suggestion.closest(to: operation.name, in: spec.operations.keys)
                    reader.report(.unknownOperation, [.plain(spec.id), .plain(operation.name), .suggestion(suggestion)], at: operation.key)
                    continue
                }
                let codes = SandboxAnswerCodeCheck(spec: spec, operation: operation.name == SandboxAnswers.anyOperation ? nil : operation.name)
                if let answer = readAnswer(operation.value, context: "amounts.\(entry.name).\(operation.name)", codes: codes, reader: &reader) {
                    byOperation[operation.name] = answer
                }
            }
            amounts[entry.name] = byOperation
        }
        return amounts
    }

    /// Reads one answer; with `codes`, each code it gives must be in its field's code table.
    static func readAnswer(_ node: Node, context: String, codes: SandboxAnswerCodeCheck? = nil, reader: inout YAMLReader) -> SandboxAnswer? {
        guard let entries = reader.mapping(node, context: context, allowed: SandboxKeys.answer) else { return nil }
        return readAnswer(entries: entries, node: node, context: context, codes: codes, reader: &reader)
    }

    /// Reads the answer keys (`status`, `body`, `values`) of a mapping already read.
    static func readAnswer(
        entries: [String: (key: Node, value: Node)], node: Node, context: String, codes: SandboxAnswerCodeCheck?, reader: inout YAMLReader
    ) -> SandboxAnswer? {
        var answer = SandboxAnswer(location: reader.location(node))
        var valid = true
        if let descriptionNode = entries["description"]?.value {
            answer.description = reader.text(descriptionNode, context: "\(context).description")
            valid = answer.description != nil && valid
        }
        if let statusNode = entries["status"]?.value, let status = reader.int(statusNode, context: "\(context).status") {
            if (100...599).contains(status) {
                answer.status = status
            } else {
                reader.report(.sandboxAnswerStatus, [.plain(String(status)), .plain(context)], at: statusNode)
                valid = false
            }
        }
        if let bodyNode = entries["body"]?.value {
            let body = reader.bodyValue(bodyNode)
            valid = checkTemplates(body, node: bodyNode, context: "\(context).body", reader: &reader) && valid
            if case .object(let members) = body, let codes {
                for member in members {
                    if let problem = codes.problem(member.key, member.value, context: "\(context).body.\(member.key)", at: reader.location(bodyNode))
                    {
                        reader.diagnostics.append(problem)
                        valid = false
                    }
                }
            }
            answer.body = body
        }
        if let valuesNode = entries["values"]?.value {
            for entry in reader.namedEntries(valuesNode, context: "\(context).values") {
                let value = reader.bodyValue(entry.value)
                valid = checkTemplates(value, node: entry.value, context: "\(context).values.\(entry.name)", reader: &reader) && valid
                if let problem = codes?.problem(entry.name, value, context: "\(context).values.\(entry.name)", at: reader.location(entry.value)) {
                    reader.diagnostics.append(problem)
                    valid = false
                }
                answer.values.append(BodyMember(entry.name, value))
            }
        }
        if entries["body"] == nil, entries["values"] == nil, entries["status"] == nil {
            reader.report(.sandboxAnswerEmpty, [.plain(context)], at: node)
            valid = false
        }
        return valid ? answer : nil
    }

    /// Whether every string of a value that uses `${` is a valid template (each bad one is reported).
    static func checkTemplates(_ value: BodyValue, node: Node, context: String, reader: inout YAMLReader) -> Bool {
        switch value {
        case .string(let text) where text.contains("${"):
            do {
                _ = try Template(parsing: text)
                return true
            } catch {
                reader.report(.scenarioTemplate, [.plain(context), .localized(error.text)], at: node)
                return false
            }
        case .object(let members):
            return members.reduce(true) { checkTemplates($1.value, node: node, context: "\(context).\($1.key)", reader: &reader) && $0 }
        case .array(let items):
            return items.reduce(true) { checkTemplates($1, node: node, context: context, reader: &reader) && $0 }
        default: return true
        }
    }
}
