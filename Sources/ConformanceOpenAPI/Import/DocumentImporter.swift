import ConformanceKit
import Foundation
import Yams

/// Turns an OpenAPI document's tree into a protocol spec, in memory, every definition located in the document.
///
/// The document has been checked before (references, OpenAPIKit's reading): this walk trusts its shape where
/// OpenAPIKit vouched for it and skips quietly what it cannot use. What does not map is said in ``notes``.
struct DocumentImporter {
    /// The document.
    let file: OpenAPIDocumentFile
    /// The protocol ID to give the spec.
    let protocolID: String
    /// The language the document's texts are in.
    let language: Language
    /// Environment names to reuse, by base URL (those of the spec a document is compared with).
    let knownEnvironments: [String: String]

    /// What the import left out or changed.
    var notes = ImportNotes()
    /// The containers made from the components' object schemas, by name.
    var containers: [String: ContainerSpec] = [:]
    /// The container name of each object schema of the components, by the schema's place.
    var containerNames: [JSONPointer: String] = [:]
    /// The containers being built, to stop at a schema that holds itself.
    var building: Set<String> = []
    /// The non-object schemas being inlined, to stop at one that holds itself (a list of itself).
    var inlining: Set<JSONPointer> = []
    /// The operations, by ID.
    var operations: [String: OperationSpec] = [:]
    /// The environments, by name, and the names by URL.
    var environments: [String: String] = [:]
    var environmentByURL: [String: String] = [:]
    /// Where each field's example is in the document, by the field's place.
    var examplePlaces: [SourceLocation: SourceLocation] = [:]
    /// Whether the document describes XML messages (then `xml` objects name elements and attributes).
    var usesXML = false
    /// The document's first server, the one operations without servers of their own are relative to.
    var documentServer: String?

    /// An importer; a document that says its language (`x-conformance-language`, as exported ones do) is read in it.
    init(file: OpenAPIDocumentFile, protocolID: String, language: Language, knownEnvironments: [String: String]) {
        self.file = file
        self.protocolID = protocolID
        self.language = file.root["x-conformance-language"]?.scalar.flatMap({ Language(rawValue: $0.string) }) ?? language
        self.knownEnvironments = knownEnvironments
    }

    /// The other language, the one `x-description-<other>` extensions may hold.
    var otherLanguage: Language { Language.allCases.first { $0 != language } ?? language }

    /// The whole protocol.
    mutating func run() -> ProtocolSpec {
        usesXML = mediaTypes().contains { Self.encoding(of: $0) == .xml }
        let info = file.root["info"]
        var spec = ProtocolSpec(id: protocolID, location: file.location(.root))
        spec.version = info?["version"]?.scalar?.string ?? ""
        let title = text(info, "title", pointer: JSONPointer(tokens: ["info"]))
        spec.title = title ?? named(protocolID)
        spec.summary =
            text(info, "summary", pointer: JSONPointer(tokens: ["info"])) ?? text(info, "description", pointer: JSONPointer(tokens: ["info"]))
            ?? spec.title
        spec.sources = [(file.path as NSString).lastPathComponent]
        let documentServers = servers(file.root["servers"], pointer: JSONPointer(tokens: ["servers"]))
        for server in documentServers { _ = environment(for: server) }
        documentServer = documentServers.first?.url
        noteSecuritySchemes()
        collectComponentContainers()
        for name in containerNames.values.sorted() { buildContainer(name) }
        readPaths()
        spec.environments = environments
        spec.containers = containers
        spec.operations = operations
        readProtocolExtensions(into: &spec)
        if Self.hasGap(spec) { spec.languages = [language] }
        return spec
    }

    // MARK: Texts

    /// The text of `node[key]` in the document's language, with the other language from `x-<key>-<other>` when the
    /// document has it (a document this tool exported does); nil when the document has no such text.
    mutating func text(_ node: Node?, _ key: String, pointer: JSONPointer) -> LocalizedText? {
        guard let value = node?[key]?.scalar?.string.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        let other = node?["x-\(key)-\(otherLanguage.rawValue)"]?.scalar?.string.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        return LocalizedText { $0 == language ? value : other }
    }

    /// A name standing in for a text the document does not give, in the document's language only.
    func named(_ name: String) -> LocalizedText {
        LocalizedText { $0 == language ? name : "" }
    }

    // MARK: Servers

    /// The base URLs of a `servers` list, their variables replaced by their defaults, with the environment name an
    /// exported document gives them; relative ones, and the sandbox an exported document lists first, are left out.
    mutating func servers(_ node: Node?, pointer: JSONPointer) -> [Server] {
        guard case .sequence(let items)? = node else { return [] }
        var result: [Server] = []
        for (index, item) in items.enumerated() {
            guard var url = item["url"]?.scalar?.string else { continue }
            let name = item["x-conformance-environment"]?.scalar?.string
            if name == "sandbox", url.contains("{port}") { continue }
            if case .mapping(let variables)? = item["variables"] {
                for (key, value) in variables {
                    guard let name = key.scalar?.string, let fallback = value["default"]?.scalar?.string else { continue }
                    url = url.replacingOccurrences(of: "{\(name)}", with: fallback)
                }
            }
            while url.hasSuffix("/") { url.removeLast() }
            guard let parsed = URL(string: url), let scheme = parsed.scheme, ["http", "https"].contains(scheme.lowercased()), parsed.host != nil
            else {
                notes.group(.openAPIKeywordDropped, "servers[].url \(url)", at: file.location(pointer.appending([String(index), "url"])))
                continue
            }
            result.append(Server(url: url, description: item["description"]?.scalar?.string, name: name))
        }
        return result
    }

    /// A server of the document: its URL, description and (in an exported document) environment name.
    struct Server {
        var url: String
        var description: String?
        var name: String?
    }

    /// The environment name of a server, added when new: the known name for its URL, else a name from its
    /// description, else the first label of its host (`pal-test` for `https://pal-test.adyen.com/…`).
    mutating func environment(for server: Server) -> String {
        if let name = environmentByURL[server.url] { return name }
        let candidates = [
            server.name, knownEnvironments[server.url], server.description.map(Self.slug),
            URL(string: server.url)?.host.map { Self.slug(String($0.split(separator: ".").first ?? "")) },
        ]
        var name = candidates.compactMap { $0 }.first { !$0.isEmpty && environments[$0] == nil } ?? "server"
        if environments[name] != nil {
            var index = 2
            while environments["\(name)-\(index)"] != nil { index += 1 }
            name = "\(name)-\(index)"
        }
        environments[name] = server.url
        environmentByURL[server.url] = name
        return name
    }

    /// Lower-case letters, digits and single dashes: `Production (EU)` → `production-eu`.
    static func slug(_ text: String) -> String {
        var result = ""
        for character in text.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                result.append(character)
            } else if !result.isEmpty, result.last != "-" {
                result.append("-")
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }

    /// Security schemes are credentials, which the spec leaves to the protocol's settings: said once each.
    mutating func noteSecuritySchemes() {
        guard case .mapping(let schemes)? = file.root["components"]?["securitySchemes"] else { return }
        for (key, _) in schemes {
            guard let name = key.scalar?.string else { continue }
            notes.add(
                Diagnostic(
                    .note, .openAPISecuritySkipped, [.plain(name)],
                    at: file.location(JSONPointer(tokens: ["components", "securitySchemes", name]))))
        }
    }

    // MARK: Media types

    /// Every media type the document's operations name.
    func mediaTypes() -> [String] {
        var result: [String] = []
        var stack: [Node] = [file.root]
        while let node = stack.popLast() {
            guard case .mapping(let mapping) = node else {
                if case .sequence(let items) = node { stack.append(contentsOf: items) }
                continue
            }
            for (key, value) in mapping {
                guard let name = key.scalar?.string, !name.hasPrefix("x-"), !DocumentReferences.dataKeys.contains(name) else { continue }
                if name == "content", case .mapping(let content) = value {
                    result += content.keys.compactMap { $0.scalar?.string }
                }
                stack.append(value)
            }
        }
        return result
    }

    /// How a media type's bodies are encoded: JSON, form, XML, or text (not checked field by field).
    static func encoding(of mediaType: String) -> BodyEncoding {
        let essence = mediaType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        if essence == "application/json" || essence.hasSuffix("+json") || essence == "text/json" { return .json }
        if essence == "application/x-www-form-urlencoded" { return .form }
        if essence.hasSuffix("/xml") || essence.hasSuffix("+xml") { return .xml }
        return .text
    }

    /// The preferred media type of a `content` map (JSON, then form, then XML, then the first), the others said left out.
    mutating func chooseMedia(_ content: Node?, pointer: JSONPointer) -> (type: String, node: Node, pointer: JSONPointer)? {
        guard let chosen = Self.preferredMedia(content) else { return nil }
        for other in chosen.others {
            notes.add(Diagnostic(.note, .openAPIMediaSkipped, [.plain(other), .plain(chosen.type)], at: file.location(pointer.appending(other))))
        }
        return (chosen.type, chosen.node, pointer.appending(chosen.type))
    }

    /// The media type a message is imported with, of those a `content` map lists (JSON, then form, then XML, then the
    /// first), with the ones left out.
    static func preferredMedia(_ content: Node?) -> (type: String, node: Node, others: [String])? {
        guard case .mapping(let map)? = content else { return nil }
        var entries: [(type: String, node: Node)] = []
        for (key, value) in map {
            if let type = key.scalar?.string { entries.append((type, value)) }
        }
        let rank: (String) -> Int = { type in
            switch encoding(of: type) {
            case .json: 0
            case .form: 1
            case .xml: 2
            default: 3
            }
        }
        var best: (type: String, node: Node)?
        for entry in entries where best == nil || rank(entry.type) < rank(best!.type) { best = entry }
        guard let chosen = best else { return nil }
        return (chosen.type, chosen.node, entries.map(\.type).filter { $0 != chosen.type })
    }

    /// Whether a text of the spec lacks a language (the document's alone was there).
    static func hasGap(_ spec: ProtocolSpec) -> Bool {
        var texts: [LocalizedText?] = [spec.title, spec.summary]
        func add(_ fields: [FieldSpec]) {
            for field in fields {
                texts.append(field.description)
                add(field.fields ?? [])
            }
        }
        for container in spec.containers.values {
            texts.append(container.description)
            add(container.fields)
        }
        for operation in spec.operations.values {
            texts += [operation.title, operation.summary]
            for message in [operation.request] + operation.responses.map(\.message) {
                texts.append(message.description)
                add(message.fields + message.query + message.headers)
            }
        }
        for table in spec.codeTables.values {
            texts.append(table.description)
            for entry in table.codes.map(\.entry) + (table.otherwise.map { [$0] } ?? []) { texts += [entry.meaning, entry.action] }
        }
        for note in spec.notes { texts += [note.topic, note.decision] }
        return texts.contains { text in text.map { $0.en.isEmpty || $0.fr.isEmpty } ?? false }
    }
}
