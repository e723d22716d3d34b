import Foundation
import Yams

/// Accumulates the files of one protocol folder into a ``ProtocolSpec``.
struct ProtocolBuilder {
    let folderName: String
    var diagnostics: [Diagnostic] = []
    var header: ProtocolSpec?
    var containers: [String: ContainerSpec] = [:]
    var codeTables: [String: CodeTable] = [:]
    var notes: [SpecNote] = []
    var operations: [String: OperationSpec] = [:]
    /// The texts of every file that lack one language, judged once the protocol file's `languages` is known.
    var partialTexts: [YAMLReader.PartialText] = []

    init(folderName: String) { self.folderName = folderName }

    mutating func read(file: String, text: String) {
        var reader = YAMLReader(file: file, text: text)
        reader.defersPartialTexts = true
        defer {
            diagnostics += reader.diagnostics
            partialTexts += reader.partialTexts
        }
        guard let root = reader.compose() else { return }
        guard case .mapping(let top) = root else {
            reader.report(.wrongNodeKind, ["(top)", YAMLReader.aMapping], at: root)
            return
        }
        let kindNode = top["kind"]
        guard let kindNode else {
            reader.report(.missingKey, ["kind", "(top)"], at: root)
            return
        }
        guard let kind = reader.string(kindNode, context: "kind") else { return }
        let allowed: [String]
        let required: [String]
        switch kind {
        case "protocol":
            allowed = SpecKeys.protocolFile
            required = ["kind", "protocol", "version", "title", "summary"]
        case "operation":
            allowed = SpecKeys.operationFile
            required = ["kind", "protocol", "operation", "title", "summary", "transport", "request", "responses"]
        case "containers":
            allowed = SpecKeys.containersFile
            required = ["kind", "protocol"]
        default:
            reader.report(.badKeyword, [.plain(kind), "kind", "protocol, operation, containers"], at: kindNode)
            return
        }
        guard let entries = reader.mapping(root, context: "(top)", allowed: allowed, required: required) else { return }
        guard let protocolID = reader.string(entries["protocol"]?.value, context: "protocol") else { return }
        if protocolID != folderName {
            reader.report(.protocolMismatch, [.plain(protocolID), .plain(folderName)], at: entries["protocol"]?.value)
        }
        var fileNotes: [SpecNote] = []
        if let notesNode = entries["notes"]?.value { fileNotes = readNotes(notesNode, reader: &reader) }
        switch kind {
        case "protocol":
            if let existing = header {
                reader.report(
                    .duplicateDefinition,
                    [.localized(MessageID.definitionProtocolFile.localized()), .plain(protocolID), .plain(existing.location?.description ?? "")],
                    at: root)
                return
            }
            var environments: [String: String] = [:]
            if let node = entries["environments"]?.value {
                for entry in reader.namedEntries(node, context: "environments") {
                    environments[entry.name] = reader.string(entry.value, context: "environments.\(entry.name)")
                }
            }
            header = ProtocolSpec(
                id: protocolID,
                version: reader.string(entries["version"]?.value, context: "version") ?? "",
                title: reader.text(entries["title"]?.value, context: "title") ?? .init(en: "", fr: ""),
                summary: reader.text(entries["summary"]?.value, context: "summary") ?? .init(en: "", fr: ""),
                sources: reader.strings(entries["sources"]?.value, context: "sources") ?? [],
                environments: environments,
                location: reader.location(root))
            if let node = entries["testCards"]?.value {
                // Retired: the test cards moved to the sandbox's card table.
                reader.report(.specRetiredKey, ["testCards", .plain("sandbox/cards.yaml")], at: node)
            }
            header?.versions = reader.strings(entries["versions"]?.value, context: "versions") ?? []
            let languages = readLanguages(entries["languages"]?.value, reader: &reader)
            header?.languages = languages
            header?.versionField = reader.strings(entries["versionField"]?.value, context: "versionField") ?? []
            readShared(entries, reader: &reader)
            notes += fileNotes
        case "containers":
            readShared(entries, reader: &reader)
            notes += fileNotes
        default:
            readOperation(entries, protocolID: protocolID, notes: fileNotes, root: root, reader: &reader)
        }
    }

    mutating func finish() -> ProtocolSpec? {
        judgePartialTexts()
        guard var spec = header else {
            if !(containers.isEmpty && operations.isEmpty && codeTables.isEmpty) {
                diagnostics.append(Diagnostic(.error, .missingProtocolFile, [.plain(folderName)]))
            }
            return nil
        }
        spec.containers = containers
        spec.codeTables = codeTables
        spec.notes = notes
        spec.operations = operations
        return spec
    }

    // MARK: Shared definitions

    private mutating func readShared(_ entries: [String: (key: Node, value: Node)], reader: inout YAMLReader) {
        if let node = entries["containers"]?.value {
            for entry in reader.namedEntries(node, context: "containers") {
                let context = "containers.\(entry.name)"
                guard let fields = reader.mapping(entry.value, context: context, allowed: SpecKeys.container, required: ["description", "fields"])
                else { continue }
                if let existing = containers[entry.name] {
                    reader.report(
                        .duplicateDefinition, ["container", .plain(entry.name), .plain(existing.location?.description ?? "")], at: entry.key)
                    continue
                }
                containers[entry.name] = ContainerSpec(
                    name: entry.name,
                    description: reader.text(fields["description"]?.value, context: "\(context).description") ?? .init(en: "", fr: ""),
                    since: reader.string(fields["since"]?.value, context: "\(context).since"),
                    until: reader.string(fields["until"]?.value, context: "\(context).until"),
                    fields: fields["fields"].map { readFields($0.value, context: "\(context).fields", reader: &reader) } ?? [],
                    location: reader.location(entry.key))
            }
        }
        if let node = entries["codeTables"]?.value {
            for entry in reader.namedEntries(node, context: "codeTables") {
                let context = "codeTables.\(entry.name)"
                guard let table = reader.mapping(entry.value, context: context, allowed: SpecKeys.codeTable, required: ["description", "codes"])
                else { continue }
                if let existing = codeTables[entry.name] {
                    reader.report(
                        .duplicateDefinition, ["code table", .plain(entry.name), .plain(existing.location?.description ?? "")], at: entry.key)
                    continue
                }
                var codes: [(String, CodeEntry)] = []
                if let codesNode = table["codes"]?.value {
                    for code in reader.namedEntries(codesNode, context: "\(context).codes") {
                        if let value = readCode(code.value, context: "\(context).codes.\(code.name)", reader: &reader) {
                            codes.append((code.name, value))
                        }
                    }
                }
                codeTables[entry.name] = CodeTable(
                    name: entry.name,
                    description: reader.text(table["description"]?.value, context: "\(context).description") ?? .init(en: "", fr: ""),
                    codes: codes,
                    otherwise: table["otherwise"].flatMap { readCode($0.value, context: "\(context).otherwise", reader: &reader) },
                    location: reader.location(entry.key))
            }
        }
    }

    private func readCode(_ node: Node, context: String, reader: inout YAMLReader) -> CodeEntry? {
        guard let entries = reader.mapping(node, context: context, allowed: SpecKeys.code, required: ["outcome", "meaning"]) else { return nil }
        let outcome = reader.keyword(entries["outcome"]?.value, context: "\(context).outcome", as: CodeOutcome.self)
        let meaning = reader.text(entries["meaning"]?.value, context: "\(context).meaning")
        let action = reader.text(entries["action"]?.value, context: "\(context).action")
        guard let outcome, let meaning else { return nil }
        let scope = entries["notAnsweredBy"]
        return CodeEntry(
            outcome: outcome, meaning: meaning, action: action, since: reader.string(entries["since"]?.value, context: "\(context).since"),
            until: reader.string(entries["until"]?.value, context: "\(context).until"),
            notAnsweredBy: scope.flatMap { reader.strings($0.value, context: "\(context).notAnsweredBy") },
            notAnsweredByLocation: scope.map { reader.location($0.key) })
    }

    private func readNotes(_ node: Node, reader: inout YAMLReader) -> [SpecNote] {
        guard case .sequence(let items) = node else {
            reader.report(.wrongNodeKind, ["notes", YAMLReader.aList], at: node)
            return []
        }
        return items.compactMap { item in
            guard let entries = reader.mapping(item, context: "notes[]", allowed: SpecKeys.note, required: ["id", "topic", "decision"]) else {
                return nil
            }
            let id = reader.string(entries["id"]?.value, context: "notes[].id")
            let topic = reader.text(entries["topic"]?.value, context: "notes[\(id ?? "")].topic")
            let decision = reader.text(entries["decision"]?.value, context: "notes[\(id ?? "")].decision")
            guard let id, let topic, let decision else { return nil }
            return SpecNote(
                id: id, sources: reader.strings(entries["sources"]?.value, context: "notes[\(id)].sources") ?? [], topic: topic, decision: decision)
        }
    }

    // MARK: Operations

    private mutating func readOperation(
        _ entries: [String: (key: Node, value: Node)], protocolID: String, notes: [SpecNote], root: Node, reader: inout YAMLReader
    ) {
        guard let id = reader.string(entries["operation"]?.value, context: "operation") else { return }
        if let existing = operations[id] {
            reader.report(
                .duplicateDefinition, ["operation", .plain(id), .plain(existing.location?.description ?? "")], at: entries["operation"]?.value)
            return
        }
        let transport = readEndpoint(entries["transport"]?.value, reader: &reader)
        let request = entries["request"].map { readMessage($0.value, context: "request", reader: &reader) } ?? MessageSpec()
        var responses: [(ResponseStatus, MessageSpec)] = []
        if let node = entries["responses"]?.value {
            for entry in reader.namedEntries(node, context: "responses") {
                guard let status = ResponseStatus(entry.name) else {
                    reader.report(.badKeyword, [.plain(entry.name), "responses", "200, 4xx, default"], at: entry.key)
                    continue
                }
                responses.append((status, readMessage(entry.value, context: "responses.\(entry.name)", reader: &reader)))
            }
            if responses.isEmpty, reader.diagnostics.isEmpty {
                reader.report(.missingKey, ["200", "responses"], at: node)
            }
        }
        let documentedIn = reader.strings(entries["documentedIn"]?.value, context: "documentedIn") ?? []
        for (index, language) in documentedIn.enumerated() where Language(rawValue: language) == nil {
            if case .sequence(let items) = entries["documentedIn"]!.value {
                reader.report(.badKeyword, [.plain(language), "documentedIn", "en, fr"], at: items[index])
            }
        }
        operations[id] = OperationSpec(
            protocolID: protocolID, id: id,
            since: reader.string(entries["since"]?.value, context: "since"),
            until: reader.string(entries["until"]?.value, context: "until"),
            deprecated: reader.bool(entries["deprecated"]?.value, context: "deprecated") ?? false,
            documentedIn: documentedIn,
            after: reader.strings(entries["after"]?.value, context: "after") ?? [],
            title: reader.text(entries["title"]?.value, context: "title") ?? .init(en: "", fr: ""),
            summary: reader.text(entries["summary"]?.value, context: "summary") ?? .init(en: "", fr: ""),
            endpoint: transport, request: request, responses: responses, notes: notes,
            location: reader.location(root))
    }

    func checkPathTemplate(_ path: String, node: Node?, reader: inout YAMLReader) {
        var depth = 0
        for character in path {
            if character == "{" {
                depth += 1
                if depth > 1 {
                    reader.report(.pathTemplate, [.plain(path), .localized(MessageID.pathNestedBrace.localized())], at: node)
                    return
                }
            } else if character == "}" {
                depth -= 1
                if depth < 0 {
                    reader.report(.pathTemplate, [.plain(path), .localized(MessageID.pathUnopenedBrace.localized())], at: node)
                    return
                }
            }
        }
        if depth != 0 {
            reader.report(.pathTemplate, [.plain(path), .localized(MessageID.pathUnclosedBrace.localized())], at: node)
        } else if !(path.hasPrefix("/") || path.hasPrefix("{")) {
            reader.report(.pathTemplate, [.plain(path), .localized(MessageID.pathNoLeadingSlash.localized())], at: node)
        }
    }

    private func readMessage(_ node: Node, context: String, reader: inout YAMLReader) -> MessageSpec {
        var message = MessageSpec(location: reader.location(node))
        guard let entries = reader.mapping(node, context: context, allowed: SpecKeys.message) else { return message }
        message.description = reader.text(entries["description"]?.value, context: "\(context).description")
        message.encoding = reader.keyword(entries["encoding"]?.value, context: "\(context).encoding", as: BodyEncoding.self)
        message.root = reader.string(entries["root"]?.value, context: "\(context).root")
        message.namespace = reader.string(entries["namespace"]?.value, context: "\(context).namespace")
        message.versionField = reader.strings(entries["versionField"]?.value, context: "\(context).versionField")
        message.errorEnvelope = ErrorEnvelopeSpec.read(entries["errorEnvelope"]?.value, context: "\(context).errorEnvelope", reader: &reader)
        if let historyNode = entries["history"]?.value {
            for item in reader.items(historyNode, context: "\(context).history") {
                guard
                    let keys = reader.mapping(item, context: "\(context).history[]", allowed: SpecKeys.messageHistory, required: ["until"]),
                    let until = reader.string(keys["until"]?.value, context: "\(context).history[].until")
                else { continue }
                message.history.append(
                    MessageHistoryEntry(
                        until: until, root: reader.string(keys["root"]?.value, context: "\(context).history[].root"),
                        namespace: reader.string(keys["namespace"]?.value, context: "\(context).history[].namespace"), location: reader.location(item)
                    ))
            }
        }
        if let bodyNode = entries["body"]?.value, let text = reader.string(bodyNode, context: "\(context).body") {
            if let type = parseType(text, node: bodyNode, reader: &reader) { message.body = type }
            if entries["fields"] != nil { reader.report(.bodyAndFields, [], at: bodyNode) }
        }
        if let fields = entries["fields"]?.value { message.fields = readFields(fields, context: "\(context).fields", reader: &reader) }
        if let query = entries["query"]?.value { message.query = readFields(query, context: "\(context).query", reader: &reader) }
        if let headers = entries["headers"]?.value { message.headers = readFields(headers, context: "\(context).headers", reader: &reader) }
        return message
    }
}
