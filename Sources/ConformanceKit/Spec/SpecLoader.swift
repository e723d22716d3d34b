import Foundation
import Yams

/// What loading a spec folder produced: the specs, and every diagnostic found on the way.
public struct SpecLoadResult: Sendable {
    /// The protocols that were read (possibly partial when there are errors).
    public var specs: SpecSet
    /// Problems, sorted by file and position.
    public var diagnostics: [Diagnostic]
    /// The protocol folders read from the compiled-spec cache instead of their YAML, by folder name.
    public var cachedFolders: [String] = []

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

/// Loads `Specs/` folders: reads each YAML file strictly, assembles protocols, then validates them.
///
/// ```swift
/// let result = SpecLoader.load(paths: ["Specs"])
/// if result.hasErrors { print(result.diagnostics.map(\.description).joined(separator: "\n")) }
/// ```
public enum SpecLoader {
    /// Loads every protocol found under the given paths.
    ///
    /// A path may be a folder of protocol folders (`Specs/`), one protocol folder (`Specs/saferpay`),
    /// or a file (its whole protocol folder is loaded, since types resolve across files).
    /// Sub-folders of a protocol folder (such as `scenarios/`) are not spec files and are skipped.
    ///
    /// With a `cache`, a protocol folder whose files and tool are unchanged since an earlier load is read
    /// from the compiled spec (same spec, same diagnostics) instead of being parsed and validated again.
    public static func load(paths: [String], cache: SpecCache? = nil) -> SpecLoadResult {
        var diagnostics: [Diagnostic] = []
        var folders: [String] = []
        let fileManager = FileManager.default
        for path in paths {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                diagnostics.append(Diagnostic(.error, .fileUnreadable, [.plain("\(path): no such file or folder")]))
                continue
            }
            if !isDirectory.boolValue {
                folders.append((path as NSString).deletingLastPathComponent)
            } else if !yamlFiles(in: path).isEmpty {
                folders.append(path)
            } else {
                let children = ((try? fileManager.contentsOfDirectory(atPath: path)) ?? []).sorted()
                var found = false
                for child in children where !child.hasPrefix(".") {
                    let childPath = (path as NSString).appendingPathComponent(child)
                    var childIsDirectory: ObjCBool = false
                    if fileManager.fileExists(atPath: childPath, isDirectory: &childIsDirectory), childIsDirectory.boolValue,
                        !yamlFiles(in: childPath).isEmpty
                    {
                        folders.append(childPath)
                        found = true
                    }
                }
                if !found { diagnostics.append(Diagnostic(.error, .noSpecs, [.plain(path)])) }
            }
        }
        var seen = Set<String>()
        let unique = folders.filter { seen.insert(standardized($0)).inserted }
        // Protocol folders are independent: read, compiled or decoded from the cache on every core at once,
        // then assembled in folder order, so the result and its diagnostics are the same as one by one.
        let loaded = FolderLoads(count: unique.count)
        DispatchQueue.concurrentPerform(iterations: unique.count) { index in
            loaded.set(index, loadFolder(unique[index], cache: cache))
        }
        var specs = SpecSet()
        var cachedFolders: [String] = []
        for (folder, result) in zip(unique, loaded.results) {
            guard let result else { continue }
            if result.cached { cachedFolders.append(result.folderName) }
            diagnostics += result.diagnostics
            if let spec = result.spec {
                if specs.protocols[spec.id] != nil {
                    diagnostics.append(
                        Diagnostic(.error, .duplicateDefinition, ["protocol", .plain(spec.id), .plain(folder)], at: spec.location))
                } else {
                    specs.protocols[spec.id] = spec
                }
            }
        }
        return SpecLoadResult(specs: specs, diagnostics: sortDiagnostics(diagnostics), cachedFolders: cachedFolders)
    }

    /// What loading one protocol folder gave: its name, the spec, every diagnostic, and whether the cache answered.
    private struct FolderLoad: Sendable {
        var folderName: String
        var spec: ProtocolSpec?
        var diagnostics: [Diagnostic]
        var cached: Bool
    }

    /// The loads of several folders, each written once by the thread that made it.
    private final class FolderLoads: @unchecked Sendable {
        // Safe: every slot is written under `lock`, and read only after `concurrentPerform` has returned.
        private let lock = NSLock()
        private(set) var results: [FolderLoad?]

        init(count: Int) { results = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ load: FolderLoad) {
            lock.lock()
            defer { lock.unlock() }
            results[index] = load
        }
    }

    /// Reads one protocol folder's YAML files and loads it, through `cache` when given.
    private static func loadFolder(_ folder: String, cache: SpecCache?) -> FolderLoad {
        var diagnostics: [Diagnostic] = []
        var files: [(path: String, text: String)] = []
        for file in yamlFiles(in: folder) {
            switch YAMLFile.read(file) {
            case .success(let text): files.append((file, text))
            case .failure(let diagnostic): diagnostics.append(diagnostic)
            }
        }
        let folderName = (standardized(folder) as NSString).lastPathComponent
        let result = loadProtocol(folderName: folderName, files: files, cache: cache)
        return FolderLoad(folderName: folderName, spec: result.spec, diagnostics: diagnostics + result.diagnostics, cached: result.cached)
    }

    /// Loads one protocol from in-memory files (path and text), then validates it.
    public static func loadProtocol(folderName: String, files: [(path: String, text: String)]) -> (
        spec: ProtocolSpec?, diagnostics: [Diagnostic]
    ) {
        let result = loadProtocol(folderName: folderName, files: files, cache: nil)
        return (result.spec, result.diagnostics)
    }

    /// Loads one protocol, through `cache` when given; `cached` tells whether the compiled spec was used.
    static func loadProtocol(folderName: String, files unsorted: [(path: String, text: String)], cache: SpecCache?) -> (
        spec: ProtocolSpec?, diagnostics: [Diagnostic], cached: Bool
    ) {
        let files = unsorted.sorted(by: { $0.path < $1.path })
        guard let cache else {
            let result = assemble(folderName: folderName, files: files)
            return (result.spec, result.diagnostics, false)
        }
        let key = SpecCache.key(folderName: folderName, files: files)
        if let entry = cache.entry(for: key, folderName: folderName, files: files) {
            return (entry.spec.map { project($0, validate: false).spec }, entry.diagnostics, true)
        }
        let result = assemble(folderName: folderName, files: files)
        cache.store(
            SpecCache.Entry(
                format: SpecCache.format, folderName: folderName,
                files: files.map { SpecCache.FileStamp(path: $0.path, bytes: $0.text.utf8.count) }, spec: result.all,
                diagnostics: result.diagnostics),
            for: key)
        return (result.spec, result.diagnostics, false)
    }

    /// Reads, assembles and validates one protocol's files: the spec with every version's definitions
    /// (`all`, before projection), the spec a load returns, and every diagnostic, sorted.
    private static func assemble(folderName: String, files: [(path: String, text: String)]) -> (
        all: ProtocolSpec?, spec: ProtocolSpec?, diagnostics: [Diagnostic]
    ) {
        var builder = ProtocolBuilder(folderName: folderName)
        for file in files {
            builder.read(file: file.path, text: file.text)
        }
        guard let all = builder.finish() else { return (nil, nil, sortDiagnostics(builder.diagnostics)) }
        let projected = project(all, validate: true)
        return (all, projected.spec, sortDiagnostics(builder.diagnostics + projected.diagnostics))
    }

    /// The spec a load returns (the newest version of a versioned spec, carrying its history), and,
    /// when `validate` is set, what validating each version found.
    private static func project(_ loaded: ProtocolSpec, validate: Bool = false) -> (spec: ProtocolSpec, diagnostics: [Diagnostic]) {
        var all = loaded
        var diagnostics: [Diagnostic] = []
        let versioned = VersionedProtocol(all)
        guard all.isVersioned || !versioned.changePoints.isEmpty else {
            if validate { diagnostics += SpecValidator.validate(all) }
            return (all, diagnostics)
        }
        all.history = versioned
        let newest = all.at(version: all.newestVersion)
        guard validate else { return (newest, []) }
        diagnostics += SpecValidator.validateVersions(all)
        // Each span between two change points sees the same definitions: validate one version of each.
        // The newest version is checked whole; older ones only where definitions change.
        var seen = Set<String>()
        for diagnostic in SpecValidator.validate(newest) where seen.insert(diagnostic.description).inserted { diagnostics.append(diagnostic) }
        let changing = SpecValidator.versionedDefinitions(all)
        for probe in all.versionProbes where probe != all.newestVersion {
            let older = SpecValidator.validate(all.at(version: probe), focus: changing.fields, focusContainers: changing.containers)
            for diagnostic in older where seen.insert(diagnostic.description).inserted { diagnostics.append(diagnostic) }
        }
        return (newest, diagnostics)
    }

    static func yamlFiles(in folder: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { ($0.hasSuffix(".yaml") || $0.hasSuffix(".yml")) && !$0.hasPrefix(".") }
            .sorted()
            .map { (folder as NSString).appendingPathComponent($0) }
            .filter {
                var isDirectory: ObjCBool = false
                return FileManager.default.fileExists(atPath: $0, isDirectory: &isDirectory) && !isDirectory.boolValue
            }
    }

    static func standardized(_ path: String) -> String {
        (path as NSString).standardizingPath
    }

    static func sortDiagnostics(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.sorted {
            switch ($0.location, $1.location) {
            case let (l?, r?): return l < r
            case (nil, _?): return true
            case (_?, nil): return false
            case (nil, nil): return $0.id.rawValue < $1.id.rawValue
            }
        }
    }
}

/// Accumulates the files of one protocol folder into a ``ProtocolSpec``.
struct ProtocolBuilder {
    let folderName: String
    var diagnostics: [Diagnostic] = []
    var header: ProtocolSpec?
    var containers: [String: ContainerSpec] = [:]
    var codeTables: [String: CodeTable] = [:]
    var notes: [SpecNote] = []
    var operations: [String: OperationSpec] = [:]

    init(folderName: String) { self.folderName = folderName }

    mutating func read(file: String, text: String) {
        var reader = YAMLReader(file: file, text: text)
        defer { diagnostics += reader.diagnostics }
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
                reader.report(.duplicateDefinition, ["protocol file", .plain(protocolID), .plain(existing.location?.description ?? "")], at: root)
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
                let cards = readTestCards(node, reader: &reader)
                header?.testCards = cards
            }
            header?.versions = reader.strings(entries["versions"]?.value, context: "versions") ?? []
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
        return CodeEntry(
            outcome: outcome, meaning: meaning, action: action, since: reader.string(entries["since"]?.value, context: "\(context).since"),
            until: reader.string(entries["until"]?.value, context: "\(context).until"))
    }

    /// `testCards`: a list of `{number, operations, answer, description}`; numbers are digits.
    private func readTestCards(_ node: Node, reader: inout YAMLReader) -> [TestCardSpec] {
        guard case .sequence(let items) = node else {
            reader.report(.wrongNodeKind, ["testCards", YAMLReader.aList], at: node)
            return []
        }
        return items.compactMap { item in
            guard
                let entries = reader.mapping(
                    item, context: "testCards[]", allowed: SpecKeys.testCard, required: ["number", "operations", "answer", "description"])
            else { return nil }
            guard let number = reader.string(entries["number"]?.value, context: "testCards[].number") else { return nil }
            let context = "testCards[\(number)]"
            if number.isEmpty || !number.allSatisfy({ $0.isASCII && $0.isNumber }) {
                reader.report(.badKeyword, [.plain(number), .plain("\(context).number"), "digits"], at: entries["number"]?.value)
            }
            let operations = reader.strings(entries["operations"]?.value, context: "\(context).operations") ?? []
            var answer: [(name: String, value: String)] = []
            if let answerNode = entries["answer"]?.value {
                for entry in reader.namedEntries(answerNode, context: "\(context).answer") {
                    if let value = reader.string(entry.value, context: "\(context).answer.\(entry.name)") { answer.append((entry.name, value)) }
                }
            }
            guard let description = reader.text(entries["description"]?.value, context: "\(context).description") else { return nil }
            return TestCardSpec(number: number, operations: operations, answer: answer, description: description, location: reader.location(item))
        }
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
        let transport = readTransport(entries["transport"]?.value, reader: &reader)
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
            transport: transport, request: request, responses: responses, notes: notes,
            location: reader.location(root))
    }

    func checkPathTemplate(_ path: String, node: Node?, reader: inout YAMLReader) {
        var depth = 0
        for character in path {
            if character == "{" {
                depth += 1
                if depth > 1 {
                    reader.report(.pathTemplate, [.plain(path), .localized(.init(en: "nested '{'", fr: "'{' imbriqué"))], at: node)
                    return
                }
            } else if character == "}" {
                depth -= 1
                if depth < 0 {
                    reader.report(.pathTemplate, [.plain(path), .localized(.init(en: "'}' without '{'", fr: "'}' sans '{'"))], at: node)
                    return
                }
            }
        }
        if depth != 0 {
            reader.report(.pathTemplate, [.plain(path), .localized(.init(en: "unclosed '{'", fr: "'{' non fermé"))], at: node)
        } else if !(path.hasPrefix("/") || path.hasPrefix("{")) {
            reader.report(.pathTemplate, [.plain(path), .localized(.init(en: "it must start with '/'", fr: "il doit commencer par '/'"))], at: node)
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

    // MARK: Fields

    private func parseType(_ text: String, node: Node?, reader: inout YAMLReader) -> TypeRef? {
        var inner = Substring(text)
        while inner.hasPrefix("list<") && inner.hasSuffix(">") { inner = inner.dropFirst(5).dropLast() }
        let valid =
            !inner.isEmpty && inner.first!.isLetter
            && inner.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && inner.allSatisfy(\.isASCII)
        guard valid else {
            reader.report(.unknownType, [.plain(text), .plain(folderName), .suggestion(nil)], at: node)
            return nil
        }
        return TypeRef(parsing: text)
    }

    func readFields(_ node: Node, context: String, reader: inout YAMLReader) -> [FieldSpec] {
        var fields: [FieldSpec] = []
        for entry in reader.namedEntries(node, context: context) {
            if let field = readField(name: entry.name, key: entry.key, node: entry.value, context: "\(context).\(entry.name)", reader: &reader) {
                fields.append(field)
            }
        }
        return fields
    }

    private func readField(name: String, key: Node, node: Node, context: String, reader: inout YAMLReader) -> FieldSpec? {
        guard let entries = reader.mapping(node, context: context, allowed: SpecKeys.field, required: ["presence", "type", "description"])
        else { return nil }
        let presence = reader.keyword(entries["presence"]?.value, context: "\(context).presence", as: Presence.self)
        let typeText = reader.string(entries["type"]?.value, context: "\(context).type")
        let type = typeText.flatMap { parseType($0, node: entries["type"]?.value, reader: &reader) }
        let description = reader.text(entries["description"]?.value, context: "\(context).description")
        var field = FieldSpec(
            name: name, presence: presence ?? .optional, type: type ?? .any, description: description ?? .init(en: "", fr: ""),
            location: reader.location(key))
        applyKeys(entries, to: &field, context: context, reader: &reader)
        field.until = reader.string(entries["until"]?.value, context: "\(context).until")
        if let sub = entries["fields"]?.value { field.fields = readFields(sub, context: "\(context).fields", reader: &reader) }
        if let historyNode = entries["history"]?.value { field.history = readHistory(historyNode, of: field, context: context, reader: &reader) }
        return field
    }

    /// Reads a field's `history`: each entry becomes the whole field as it was before its `until`,
    /// built from the newer state by the keys the entry names.
    private func readHistory(_ node: Node, of field: FieldSpec, context: String, reader: inout YAMLReader) -> [FieldHistoryEntry] {
        var parsed: [(until: String, keys: [String: (key: Node, value: Node)], node: Node)] = []
        for item in reader.items(node, context: "\(context).history") {
            guard let keys = reader.mapping(item, context: "\(context).history[]", allowed: SpecKeys.fieldHistory, required: ["until"]),
                let until = reader.string(keys["until"]?.value, context: "\(context).history[].until")
            else { continue }
            parsed.append((until, keys, item))
        }
        var state = field
        state.history = []
        var entries: [FieldHistoryEntry] = []
        for entry in parsed.sorted(by: { ProtocolVersion($1.until) < ProtocolVersion($0.until) }) {
            let entryContext = "\(context).history[\(entry.until)]"
            if let nameNode = entry.keys["name"]?.value, let name = reader.string(nameNode, context: "\(entryContext).name") { state.name = name }
            if let presenceNode = entry.keys["presence"]?.value,
                let presence = reader.keyword(presenceNode, context: "\(entryContext).presence", as: Presence.self)
            {
                state.presence = presence
            }
            if let typeNode = entry.keys["type"]?.value, let text = reader.string(typeNode, context: "\(entryContext).type"),
                let type = parseType(text, node: typeNode, reader: &reader)
            {
                state.type = type
            }
            var keys = entry.keys
            for (key, value) in entry.keys where YAMLReader.isNull(value.value) {
                keys[key] = nil
                switch key {
                case "condition": state.condition = nil
                case "format": state.format = nil
                case "enum":
                    state.enumValues = nil
                    state.enumItems = nil
                case "pattern": state.pattern = nil
                case "minLength": state.minLength = nil
                case "maxLength": state.maxLength = nil
                case "maxBytes": state.maxBytes = nil
                case "minimum": state.minimum = nil
                case "maximum": state.maximum = nil
                case "minItems": state.minItems = nil
                case "maxItems": state.maxItems = nil
                case "codes": state.codes = nil
                case "example": state.example = nil
                default: keys[key] = value
                }
            }
            applyKeys(keys, to: &state, context: entryContext, reader: &reader)
            entries.append(FieldHistoryEntry(until: entry.until, field: state, location: reader.location(entry.node)))
        }
        return entries
    }

    /// Sets the keys present in a field mapping (or a history entry), leaving the others as they are.
    private func applyKeys(_ entries: [String: (key: Node, value: Node)], to field: inout FieldSpec, context: String, reader: inout YAMLReader) {
        func has(_ key: String) -> Node? { entries[key]?.value }
        if let node = has("condition") { field.condition = readCondition(node, context: "\(context).condition", reader: &reader) }
        if let node = has("format") { field.format = reader.string(node, context: "\(context).format") }
        if let enumNode = has("enum") {
            if case .sequence(let items) = enumNode {
                var values: [String] = []
                var enumItems: [EnumItem] = []
                var ranged = false
                for item in items {
                    if case .mapping = item {
                        guard let keys = reader.mapping(item, context: "\(context).enum[]", allowed: SpecKeys.enumItem, required: ["value"]),
                            let value = reader.string(keys["value"]?.value, context: "\(context).enum[].value")
                        else { continue }
                        let enumItem = EnumItem(
                            value: value, since: reader.string(keys["since"]?.value, context: "\(context).enum[\(value)].since"),
                            until: reader.string(keys["until"]?.value, context: "\(context).enum[\(value)].until"),
                            formerly: reader.string(keys["formerly"]?.value, context: "\(context).enum[\(value)].formerly"),
                            location: reader.location(item))
                        ranged = true
                        enumItems.append(enumItem)
                        if enumItem.until == nil { values.append(value) }
                    } else if let value = reader.string(item, context: "\(context).enum") {
                        values.append(value)
                        enumItems.append(EnumItem(value: value, location: reader.location(item)))
                    }
                }
                field.enumValues = values
                field.enumItems = ranged ? enumItems : nil
            } else {
                reader.report(.wrongNodeKind, [.plain("\(context).enum"), YAMLReader.aList], at: enumNode)
            }
        }
        if let node = has("openEnum") { field.openEnum = reader.bool(node, context: "\(context).openEnum") ?? false }
        if let node = has("pattern") { field.pattern = reader.string(node, context: "\(context).pattern") }
        if let node = has("minLength") { field.minLength = reader.int(node, context: "\(context).minLength") }
        if let node = has("maxLength") { field.maxLength = reader.int(node, context: "\(context).maxLength") }
        if let node = has("maxBytes") { field.maxBytes = reader.int(node, context: "\(context).maxBytes") }
        if let node = has("minimum") { field.minimum = reader.double(node, context: "\(context).minimum") }
        if let node = has("maximum") { field.maximum = reader.double(node, context: "\(context).maximum") }
        if let node = has("minItems") { field.minItems = reader.int(node, context: "\(context).minItems") }
        if let node = has("maxItems") { field.maxItems = reader.int(node, context: "\(context).maxItems") }
        if let node = has("nullable") { field.nullable = reader.bool(node, context: "\(context).nullable") ?? false }
        if let node = has("allowEmpty") { field.allowEmpty = reader.bool(node, context: "\(context).allowEmpty") ?? false }
        if let node = has("acceptStringForm") { field.acceptStringForm = reader.bool(node, context: "\(context).acceptStringForm") ?? false }
        if let node = has("sensitivity") { field.sensitivity = reader.keyword(node, context: "\(context).sensitivity", as: Sensitivity.self) }
        if let node = has("volatile") { field.volatile = reader.bool(node, context: "\(context).volatile") ?? false }
        if let node = has("role") { field.role = reader.keyword(node, context: "\(context).role", as: URLRole.self) }
        if let node = has("codes") { field.codes = reader.string(node, context: "\(context).codes") }
        if let node = has("since") { field.since = reader.string(node, context: "\(context).since") }
        if let example = has("example") { field.example = exampleValue(example, type: field.type, reader: reader) }
    }

    /// Reads an example, taking plain scalars as text when the field is a string (so `00` stays "00").
    private func exampleValue(_ node: Node, type: TypeRef, reader: YAMLReader) -> BodyValue {
        if case .scalar(let scalar) = node {
            switch type.elementType {
            case .string: return .string(scalar.string)
            default: break
            }
        }
        if case .sequence(let items) = node, case .list(let element) = type {
            return .array(items.map { exampleValue($0, type: element, reader: reader) })
        }
        return reader.bodyValue(node)
    }

    private func readCondition(_ node: Node, context: String, reader: inout YAMLReader) -> FieldCondition? {
        guard let entries = reader.mapping(node, context: context, allowed: SpecKeys.condition) else { return nil }
        let forms = ["requiredWhen", "atLeastOneOf", "exactlyOneOf"].filter { entries[$0] != nil }
        guard forms.count == 1 else {
            reader.report(.conditionShape, [.plain(context)], at: node)
            return nil
        }
        let description = reader.text(entries["description"]?.value, context: "\(context).description")
        switch forms[0] {
        case "atLeastOneOf":
            guard let names = reader.strings(entries["atLeastOneOf"]?.value, context: "\(context).atLeastOneOf") else { return nil }
            return FieldCondition(rule: .atLeastOneOf(names), description: description)
        case "exactlyOneOf":
            guard let names = reader.strings(entries["exactlyOneOf"]?.value, context: "\(context).exactlyOneOf") else { return nil }
            return FieldCondition(rule: .exactlyOneOf(names), description: description)
        default:
            guard let predicateNode = entries["requiredWhen"]?.value,
                let predicate = reader.mapping(predicateNode, context: "\(context).requiredWhen", allowed: SpecKeys.predicate, required: ["field"]),
                let field = reader.string(predicate["field"]?.value, context: "\(context).requiredWhen.field")
            else { return nil }
            let tests = ["equals", "in", "present"].filter { predicate[$0] != nil }
            guard tests.count == 1 else {
                reader.report(.conditionShape, [.plain("\(context).requiredWhen")], at: predicateNode)
                return nil
            }
            let test: ConditionPredicate.Test
            switch tests[0] {
            case "equals":
                guard let value = reader.string(predicate["equals"]?.value, context: "\(context).requiredWhen.equals") else { return nil }
                test = .equals(value)
            case "in":
                guard let values = reader.strings(predicate["in"]?.value, context: "\(context).requiredWhen.in") else { return nil }
                test = .isIn(values)
            default:
                guard let value = reader.bool(predicate["present"]?.value, context: "\(context).requiredWhen.present") else { return nil }
                test = .present(value)
            }
            let otherwise =
                reader.keyword(entries["otherwise"]?.value, context: "\(context).otherwise", as: FieldCondition.OtherwisePresence.self)
                ?? .optional
            return FieldCondition(rule: .requiredWhen(ConditionPredicate(field: field, test: test), otherwise: otherwise), description: description)
        }
    }
}
