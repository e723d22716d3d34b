import ConformanceKit
import Foundation

/// Writes a protocol spec as the YAML files of its folder: `protocol.yaml`, `containers.yaml` (when it has containers)
/// and one `<operation>.yaml` per operation, in the layout `docs/spec-format.md` describes.
///
/// Texts are written in the languages they have (a one-language spec leaves the other out); strings are double-quoted
/// unless they are plain names, so the files read back exactly. The output depends on the spec alone: names sorted,
/// fields in their order.
package enum SpecYAMLWriter {
    /// The editor hint every spec file starts with.
    static let schemaHint = "# yaml-language-server: $schema=../../schema/conformance-spec.schema.json"

    /// The folder's files, by name, in a stable order.
    package static func files(_ spec: ProtocolSpec) -> [(name: String, text: String)] {
        var files = [(name: "protocol.yaml", text: protocolFile(spec))]
        if !spec.containers.isEmpty || !spec.codeTables.isEmpty { files.append(("containers.yaml", containersFile(spec))) }
        for operation in spec.sortedOperations { files.append(("\(operation.id).yaml", operationFile(operation, protocolID: spec.id))) }
        return files
    }

    static func protocolFile(_ spec: ProtocolSpec) -> String {
        var out = SpecYAMLLines()
        out.add(0, schemaHint)
        out.add(0, "kind: protocol")
        out.add(0, "protocol: \(scalar(spec.id))")
        out.add(0, "version: \(quoted(spec.version))")
        if !spec.languages.isEmpty { out.add(0, "languages: [\(spec.languages.map(\.rawValue).joined(separator: ", "))]") }
        out.text("title", spec.title, indent: 0)
        out.text("summary", spec.summary, indent: 0)
        if !spec.sources.isEmpty { out.add(0, "sources: [\(spec.sources.map(quoted).joined(separator: ", "))]") }
        if !spec.environments.isEmpty {
            out.add(0, "environments:")
            for name in spec.environments.keys.sorted() { out.add(1, "\(scalar(name)): \(quoted(spec.environments[name] ?? ""))") }
        }
        out.notes(spec.notes, indent: 0)
        return out.joined
    }

    static func containersFile(_ spec: ProtocolSpec) -> String {
        var out = SpecYAMLLines()
        out.add(0, schemaHint)
        out.add(0, "kind: containers")
        out.add(0, "protocol: \(scalar(spec.id))")
        if !spec.containers.isEmpty { out.add(0, "containers:") }
        for name in spec.containers.keys.sorted() {
            guard let container = spec.containers[name] else { continue }
            out.add(1, "\(scalar(name)):")
            out.text("description", container.description, indent: 2)
            out.fields("fields", container.fields, indent: 2, always: true)
        }
        if !spec.codeTables.isEmpty { out.add(0, "codeTables:") }
        for name in spec.codeTables.keys.sorted() {
            guard let table = spec.codeTables[name] else { continue }
            out.add(1, "\(scalar(name)):")
            out.text("description", table.description, indent: 2)
            out.add(2, table.codes.isEmpty ? "codes: {}" : "codes:")
            for (code, entry) in table.codes { out.code(quoted(code), entry, indent: 3) }
            if let otherwise = table.otherwise { out.code("otherwise", otherwise, indent: 2) }
        }
        return out.joined
    }

    static func operationFile(_ operation: OperationSpec, protocolID: String) -> String {
        var out = SpecYAMLLines()
        out.add(0, schemaHint)
        out.add(0, "kind: operation")
        out.add(0, "protocol: \(scalar(protocolID))")
        out.add(0, "operation: \(scalar(operation.id))")
        if operation.deprecated { out.add(0, "deprecated: true") }
        if !operation.after.isEmpty { out.add(0, "after: [\(operation.after.map(scalar).joined(separator: ", "))]") }
        out.text("title", operation.title, indent: 0)
        out.text("summary", operation.summary, indent: 0)
        let transport = operation.endpoint
        out.add(0, "transport:")
        out.add(1, "method: \(transport.method)")
        out.add(1, "path: \(quoted(transport.path))")
        if let base = transport.base { out.add(1, "base: \(scalar(base))") }
        out.add(1, "encoding: \(transport.encoding.rawValue)")
        if let contentType = transport.contentType { out.add(1, "contentType: \(quoted(contentType))") }
        if let authentication = transport.authentication { out.add(1, "authentication: \(authentication.rawValue)") }
        out.message("request", operation.request, indent: 0)
        out.add(0, "responses:")
        for response in operation.responses { out.message(quoted(response.status.description), response.message, indent: 1) }
        return out.joined
    }

    // MARK: Scalars

    /// A string as a YAML scalar: plain when it is a name (a letter or `_`, then letters, digits, `_ - .`), quoted
    /// otherwise.
    static func scalar(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, first.isASCII, CharacterSet.letters.contains(first) || first == "_",
            text.unicodeScalars.allSatisfy({ $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "_-.".unicodeScalars.contains($0)) }),
            !["true", "false", "null", "yes", "no", "on", "off", "y", "n"].contains(text.lowercased())
        else { return quoted(text) }
        return text
    }

    /// A double-quoted YAML string (JSON's escapes, which YAML reads alike).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) || scalar.value == 0xFEFF
                    || scalar.value == 0x2028 || scalar.value == 0x2029
                {
                    out += String(format: "\\u%04X", scalar.value)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    /// A body value in YAML's flow style.
    static func flow(_ value: BodyValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let text): text
        case .string(let text): quoted(text)
        case .array(let items): "[" + items.map(flow).joined(separator: ", ") + "]"
        case .object(let members): "{" + members.map { "\(quoted($0.key)): \(flow($0.value))" }.joined(separator: ", ") + "}"
        }
    }

    /// A bound without a trailing `.0`.
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
