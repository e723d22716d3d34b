import Foundation
import Yams

/// Reads Ruby VCR and Python vcrpy YAML cassettes.
struct YAMLCassetteImport {
    let context: ImportContext
    let text: String
    /// How many values aliases may add beyond what the text itself spells out.
    var nodeBudget = YAMLCassetteImport.nodeBudget
    /// Where the text's lines are in the file (a streamed item or the file's outline is a part of it).
    var lines = LineMap()

    /// The most values aliases may add to a document, so a "billion laughs" file cannot make the scan run away.
    static let nodeBudget = 1_000_000

    /// The most values the tag scan visits in a text of `bytes` bytes: every value of a document without aliases
    /// takes at least one byte of text, so such a document always fits however large it is; only alias expansion
    /// can exceed it.
    static func expansionBudget(bytes: Int, allowance: Int) -> Int { bytes + allowance }

    static let core = "tag:yaml.org,2002:"
    static let binaryTags: Set<String> = [core + "binary", "!binary"]
    /// Tags whose value is read as plain text, a list or a mapping.
    static let plainTags: Set<String> = [
        core + "str", core + "int", core + "float", core + "bool", core + "null", core + "timestamp", core + "map", core + "seq",
        core + "python/unicode", core + "python/str",
    ]

    var isPython: Bool { context.format == .vcrpy }

    func fail(_ node: Node?, _ path: String, _ id: MessageID, _ arguments: [MessageArgument] = []) -> CassetteError {
        if let mark = node?.mark { return context.fail(.mark(line: lines.map(mark.line), column: mark.column, path: path), id, arguments) }
        return context.fail(.path(path), id, arguments)
    }

    func cassette() throws(CassetteError) -> Cassette {
        let root = try compose()
        let limit = YAMLCassetteImport.expansionBudget(bytes: text.utf8.count, allowance: nodeBudget)
        var budget = limit
        if let (node, path) = forbiddenTag(in: root, budget: &budget) {
            throw tagError(node, path.joined())
        }
        if budget < 0 {
            throw fail(root, "", .importAliases, ["\(limit)", "\(text.utf8.count)"])
        }
        return isPython ? try vcrpy(root) : try vcr(root)
    }

    func compose() throws(CassetteError) -> Node {
        let root: Node?
        do {
            root = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw yamlError(error)
        } catch {
            throw context.fail(.file, YAMLSyntaxText.detail(error))
        }
        guard let root else {
            throw context.fail(.file, .importNoDocument)
        }
        return root
    }

    func yamlError(_ error: YamlError) -> CassetteError {
        switch error {
        case .scanner(let detail, let problem, let mark, _), .parser(let detail, let problem, let mark, _),
            .composer(let detail, let problem, let mark, _):
            let message = YAMLSyntaxText.detail(context: detail?.text, problem: problem)
            return context.fail(.mark(line: lines.map(mark.line), column: mark.column, path: ""), .importYAMLSyntax, [.localized(message)])
        case .duplicatedKeysInMapping(let duplicates, let detail):
            let keys = duplicates.joined(separator: ", ")
            return context.fail(
                .mark(line: lines.map(detail.mark.line), column: detail.mark.column, path: ""), .importYAMLDuplicateKeys, ["\(keys)"])
        default:
            return context.fail(.file, .importYAMLError, [.localized(YAMLSyntaxText.detail(error))])
        }
    }

    // MARK: Tags

    /// The first node whose tag is neither plain data nor binary, with the path to it.
    func forbiddenTag(in node: Node, budget: inout Int) -> (Node, [String])? {
        budget -= 1
        guard budget >= 0 else { return nil }
        let tag = node.tag.rawValue
        switch node {
        case .scalar:
            if !YAMLCassetteImport.plainTags.contains(tag) && !YAMLCassetteImport.binaryTags.contains(tag) { return (node, []) }
        case .mapping(let mapping):
            if tag != YAMLCassetteImport.core + "map" { return (node, []) }
            for (key, value) in mapping {
                if let found = forbiddenTag(in: key, budget: &budget) { return found }
                if let found = forbiddenTag(in: value, budget: &budget) {
                    let name = key.scalar?.string ?? "?"
                    return (found.0, [".\(name)"] + found.1)
                }
            }
        case .sequence(let sequence):
            if tag != YAMLCassetteImport.core + "seq" { return (node, []) }
            for (index, item) in sequence.enumerated() {
                if let found = forbiddenTag(in: item, budget: &budget) { return (found.0, ["[\(index)]"] + found.1) }
            }
        case .alias:
            return nil
        }
        return nil
    }

    func tagError(_ node: Node, _ rawPath: String) -> CassetteError {
        let path = rawPath.hasPrefix(".") ? String(rawPath.dropFirst()) : rawPath
        let tag = YAMLCassetteImport.shortTag(node.tag.rawValue)
        let lowered = tag.lowercased()
        if lowered.contains("ruby/") || lowered.contains("python/") {
            let language = lowered.contains("ruby/") ? "Ruby" : "Python"
            return fail(node, path, .importTagObject, ["\(tag)", "\(language)"])
        }
        return fail(node, path, .importTagUnsupported, ["\(tag)"])
    }

    /// `tag:yaml.org,2002:x` written back as `!!x`.
    static func shortTag(_ tag: String) -> String {
        tag.hasPrefix(core) ? "!!" + tag.dropFirst(core.count) : tag
    }

    // MARK: Shapes

    static func isNull(_ node: Node?) -> Bool {
        guard let node else { return true }
        guard case .scalar(let scalar) = node else { return false }
        let tag = node.tag.rawValue
        if tag == core + "null" { return true }
        return tag == core + "str" && scalar.style == .plain && ["", "~", "null", "Null", "NULL"].contains(scalar.string)
    }

    static func kind(_ node: Node) -> LocalizedText {
        switch node {
        case .mapping: MessageID.importKindMapping.localized()
        case .sequence: MessageID.importKindList.localized()
        case .scalar: isNull(node) ? .verbatim("null") : MessageID.importKindValue.localized()
        case .alias: MessageID.importKindAlias.localized()
        }
    }

    func mapping(_ node: Node?, _ path: String, parent: Node?) throws(CassetteError) -> [(key: String, value: Node)] {
        guard let node else { throw fail(parent, path, .importMappingMissing) }
        guard case .mapping(let mapping) = node else {
            let kind = YAMLCassetteImport.kind(node)
            throw fail(node, path, .importExpectedMapping, [.localized(kind)])
        }
        var result: [(key: String, value: Node)] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else { throw fail(key, path, .importKeyNotScalar) }
            result.append((scalar.string, value))
        }
        return result
    }

    func sequence(_ node: Node, _ path: String) throws(CassetteError) -> [Node] {
        guard case .sequence(let sequence) = node else {
            let kind = YAMLCassetteImport.kind(node)
            throw fail(node, path, .importExpectedYAMLList, [.localized(kind)])
        }
        return Array(sequence)
    }

    func scalar(_ node: Node?, _ path: String, parent: Node?) throws(CassetteError) -> String {
        guard let node, !YAMLCassetteImport.isNull(node) else {
            throw fail(node ?? parent, path, .importValueMissing)
        }
        guard case .scalar(let scalar) = node, !YAMLCassetteImport.binaryTags.contains(node.tag.rawValue) else {
            let kind = YAMLCassetteImport.kind(node)
            throw fail(node, path, .importExpectedText, [.localized(kind)])
        }
        return scalar.string
    }

    static func value(_ key: String, in entries: [(key: String, value: Node)]) -> Node? {
        entries.first { $0.key == key }?.value
    }

    /// `{Name: [values]}` (or `{Name: value}`) as pairs in file order.
    func headers(_ node: Node?, _ path: String) throws(CassetteError) -> [NameValue] {
        guard let node, !YAMLCassetteImport.isNull(node) else { return [] }
        var result: [NameValue] = []
        for (name, value) in try mapping(node, path, parent: nil) {
            let valuePath = "\(path).\(name)"
            switch value {
            case .sequence(let items):
                for (index, item) in items.enumerated() {
                    let text = YAMLCassetteImport.isNull(item) ? "" : try scalar(item, "\(valuePath)[\(index)]", parent: value)
                    result.append(NameValue(name, text))
                }
            default:
                result.append(NameValue(name, YAMLCassetteImport.isNull(value) ? "" : try scalar(value, valuePath, parent: node)))
            }
        }
        return result
    }

    /// A string scalar's bytes: Base64-decoded for `!!binary`/`!binary`, UTF-8 otherwise, none for null.
    func bytes(_ node: Node, _ path: String) throws(CassetteError) -> Data? {
        guard case .scalar(let scalar) = node else { return nil }
        if YAMLCassetteImport.binaryTags.contains(node.tag.rawValue) {
            guard let data = ImportSupport.base64(scalar.string) else {
                throw fail(node, path, .importBinaryBase64)
            }
            return data
        }
        return YAMLCassetteImport.isNull(node) ? Data() : Data(scalar.string.utf8)
    }

    func shapeError(_ node: Node, _ path: String, expected: MessageID) -> CassetteError {
        fail(node, path, .importBodyKind, [.localized(YAMLCassetteImport.kind(node)), .localized(expected.localized())])
    }
}
