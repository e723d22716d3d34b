import ConformanceKit
import Foundation
import Yams

/// An OpenAPI document read from a file (JSON or YAML), as a tree whose every value knows its line and column.
///
/// Reading stops at ``InputLimits/openAPIDocumentBytes`` and ``InputLimits/openAPIDocumentValues`` before anything is
/// built, and every refusal is a located diagnostic (`file:line:col`).
package struct OpenAPIDocumentFile: @unchecked Sendable {
    // @unchecked: Yams' Node is an immutable value tree shared read-only.

    /// The file's path as the user gave it.
    package var path: String
    /// The whole document.
    package var root: Node
    /// The `openapi` version it declares (`3.1.0`).
    package var version: String
    /// Whether the text is JSON (it starts with `{`), else YAML.
    package var isJSON: Bool
    /// The text, for the OpenAPIKit decoder.
    package var text: String

    /// Whether the document is OpenAPI 3.0 (3.0.x), whose schemas say `nullable` and single `example`s.
    package var isVersion30: Bool { version.hasPrefix("3.0") }

    /// Reads and composes the document at `path`, or throws the located reasons it cannot be used.
    package static func read(_ path: String) throws(DiagnosticError) -> OpenAPIDocumentFile {
        let limit = InputLimits.openAPIDocumentBytes
        let prefix: BoundedRead.Prefix
        do {
            prefix = try BoundedRead.file(path, limit: limit)
        } catch {
            throw DiagnosticError([Diagnostic(.error, .inputUnreadable, [.plain(path), .localized(error.reason)])])
        }
        guard prefix.complete else {
            let position = prefix.lineColumn(of: limit)
            throw DiagnosticError([
                .inputTooLarge(
                    MessageID.openAPISubject.localized(), limit: InputLimits.bytes(limit), name: "InputLimits.openAPIDocumentBytes",
                    stop: InputLimits.atByte(limit), advice: MessageID.openAPIAdvice.localized(),
                    at: SourceLocation(file: path, line: position.line, column: position.column))
            ])
        }
        guard let text = String(validating: prefix.bytes, as: UTF8.self) else {
            throw DiagnosticError([Diagnostic(.error, .openAPINotUTF8, [], at: SourceLocation(file: path, line: 1, column: 1))])
        }
        return try parse(text, path: path)
    }

    /// Composes a document's text (named `path` in diagnostics).
    package static func parse(_ text: String, path: String) throws(DiagnosticError) -> OpenAPIDocumentFile {
        let body = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        let start = SourceLocation(file: path, line: 1, column: 1)
        let valueLimit = InputLimits.openAPIDocumentValues
        if let site = YAMLValueCount.overflow(body, limit: valueLimit) {
            throw DiagnosticError([tooManyValues(path, site)])
        }
        let depthLimit = BodyLimits.standard.maxDepth
        if let site = YAMLValueCount.tooDeep(body, maxDepth: depthLimit) {
            throw DiagnosticError([
                Diagnostic(
                    .error, .openAPISyntax, [.localized(MessageID.limitTooDeep.localized([.plain(String(depthLimit))]))],
                    at: SourceLocation(file: path, line: site.line, column: site.column))
            ])
        }
        let root: Node
        do {
            guard let composed = try Yams.compose(yaml: body) else {
                throw DiagnosticError([Diagnostic(.error, .openAPINotOpenAPI, [], at: start)])
            }
            root = composed
        } catch let error as DiagnosticError {
            throw error
        } catch {
            throw DiagnosticError([syntaxError(error, path: path, text: body)])
        }
        if let site = YAMLValueCount.expansionOverflow(root, budget: valueLimit) {
            throw DiagnosticError([tooManyValues(path, site)])
        }
        let at = { (node: Node?) in SourceLocation(file: path, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1) }
        guard case .mapping = root, let versionNode = root["openapi"] ?? root["swagger"] else {
            throw DiagnosticError([Diagnostic(.error, .openAPINotOpenAPI, [], at: at(root))])
        }
        let version = versionNode.scalar?.string ?? ""
        guard root["openapi"] != nil, version.hasPrefix("3.0.") || version.hasPrefix("3.1.") else {
            throw DiagnosticError([Diagnostic(.error, .openAPIVersion, [.plain(version)], at: at(versionNode))])
        }
        let isJSON = body.first { !$0.isWhitespace } == "{"
        return OpenAPIDocumentFile(path: path, root: root, version: version, isJSON: isJSON, text: body)
    }

    /// Whether the file at `path` reads as an OpenAPI (or Swagger) document.
    ///
    /// It must be a file, not a folder, with a top-level `openapi` (or `swagger`) key: only the content decides, not
    /// the name. The key may come anywhere (an exporter sorting keys writes it after `components`), so the file is read
    /// within the document limit; a file past it cannot be a spec file either (their limit is 1 MiB) and counts as a
    /// document, which the import then refuses with its size.
    package static func isDocument(atPath path: String) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
            let prefix = try? BoundedRead.file(path, limit: InputLimits.openAPIDocumentBytes)
        else { return false }
        guard prefix.complete else { return true }
        let start = prefix.bytes.firstIndex { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
        if let start, prefix.bytes[start] == UInt8(ascii: "{") { return hasTopLevelKey(prefix.bytes, from: start) }
        let text = String(decoding: prefix.bytes, as: UTF8.self)
        return text.range(of: #"(?m)^["']?(openapi|swagger)["']?\s*:"#, options: .regularExpression) != nil
    }

    /// Whether a JSON object (starting at `start`) has a member `openapi` or `swagger` at its top level.
    static func hasTopLevelKey(_ bytes: [UInt8], from start: Int) -> Bool {
        var depth = 0
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                var end = index + 1
                while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += bytes[end] == UInt8(ascii: "\\") ? 2 : 1 }
                if depth == 1 {
                    var next = end + 1
                    while next < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[next]) { next += 1 }
                    let name = bytes[(index + 1)..<min(end, bytes.count)]
                    if next < bytes.count, bytes[next] == UInt8(ascii: ":"), name.elementsEqual("openapi".utf8) || name.elementsEqual("swagger".utf8)
                    {
                        return true
                    }
                }
                index = end + 1
                continue
            }
            if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") { depth += 1 }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { return false }
            }
            index += 1
        }
        return false
    }

    // MARK: Places

    /// The value at `pointer`, or nil when nothing is there.
    package func node(at pointer: JSONPointer) -> Node? {
        var node = root
        for token in pointer.tokens {
            switch node {
            case .mapping(let mapping):
                guard let next = mapping[token] else { return nil }
                node = next
            case .sequence(let sequence):
                guard let index = Int(token), sequence.indices.contains(index) else { return nil }
                node = sequence[index]
            default:
                return nil
            }
        }
        return node
    }

    /// Where the value at `pointer` is, or where its nearest existing parent is.
    package func location(_ pointer: JSONPointer) -> SourceLocation {
        var node = root
        for token in pointer.tokens {
            let next: Node?
            switch node {
            case .mapping(let mapping): next = mapping[token]
            case .sequence(let sequence): next = Int(token).flatMap { sequence.indices.contains($0) ? sequence[$0] : nil }
            default: next = nil
            }
            guard let next else { break }
            node = next
        }
        return location(of: node)
    }

    /// Where a node of the document is.
    package func location(of node: Node?) -> SourceLocation {
        SourceLocation(file: path, line: node?.mark?.line ?? 1, column: node?.mark?.column ?? 1)
    }

    // MARK: Refusals

    private static func tooManyValues(_ path: String, _ site: (line: Int, column: Int)) -> Diagnostic {
        .inputTooLarge(
            MessageID.openAPISubject.localized(), limit: InputLimits.values(InputLimits.openAPIDocumentValues),
            name: "InputLimits.openAPIDocumentValues", stop: InputLimits.here, advice: MessageID.openAPIAdvice.localized(),
            at: SourceLocation(file: path, line: site.line, column: site.column))
    }

    private static func syntaxError(_ error: any Error, path: String, text: String) -> Diagnostic {
        guard let error = error as? YamlError else {
            return Diagnostic(.error, .openAPISyntax, [.localized(YAMLSyntaxText.detail(error))], at: SourceLocation(file: path, line: 1, column: 1))
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = YAMLSyntaxText.detail(context: context?.text, problem: problem)
            return Diagnostic(.error, .openAPISyntax, [.localized(detail)], at: SourceLocation(file: path, line: mark.line, column: mark.column))
        case .reader(let problem, let offset, _, _):
            let position = BytePosition.lineColumn(of: offset ?? 0, in: Array(text.utf8))
            let detail = YAMLSyntaxText.sentence(problem)
            return Diagnostic(
                .error, .openAPISyntax, [.localized(detail)], at: SourceLocation(file: path, line: position.line, column: position.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return Diagnostic(
                .error, .duplicateKey, [.plain(duplicates.first ?? "")],
                at: SourceLocation(file: path, line: context.mark.line, column: context.mark.column))
        default:
            return Diagnostic(.error, .openAPISyntax, [.localized(YAMLSyntaxText.detail(error))], at: SourceLocation(file: path, line: 1, column: 1))
        }
    }
}
