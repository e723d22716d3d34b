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

    func fail(_ node: Node?, _ path: String, _ en: String, _ fr: String) -> CassetteError {
        if let mark = node?.mark { return context.fail(.mark(line: lines.map(mark.line), column: mark.column, path: path), en, fr) }
        return context.fail(.path(path), en, fr)
    }

    func cassette() throws(CassetteError) -> Cassette {
        let root = try compose()
        let limit = YAMLCassetteImport.expansionBudget(bytes: text.utf8.count, allowance: nodeBudget)
        var budget = limit
        if let (node, path) = forbiddenTag(in: root, budget: &budget) {
            throw tagError(node, path.joined())
        }
        if budget < 0 {
            throw fail(
                root, "",
                "the YAML's aliases expand it to more than \(limit) values, far more than its \(text.utf8.count) bytes spell out; a cassette does not need aliases, remove them",
                "les alias du YAML le déploient en plus de \(limit) valeurs, bien plus que ses \(text.utf8.count) octets n'en écrivent ; une cassette n'a pas besoin d'alias, retirez-les"
            )
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
            throw context.fail(.file, "\(error)", "\(error)")
        }
        guard let root else {
            throw context.fail(
                .file, "the file holds no YAML document; export the cassette again",
                "le fichier ne contient aucun document YAML ; exportez de nouveau la cassette")
        }
        return root
    }

    func yamlError(_ error: YamlError) -> CassetteError {
        let hint = "; fix the YAML syntax or record the cassette again"
        let hintFR = " ; corrigez la syntaxe YAML ou réenregistrez la cassette"
        switch error {
        case .scanner(let detail, let problem, let mark, _), .parser(let detail, let problem, let mark, _),
            .composer(let detail, let problem, let mark, _):
            let message = [detail?.text, problem].compactMap { $0 }.joined(separator: " ")
            return context.fail(
                .mark(line: lines.map(mark.line), column: mark.column, path: ""), "YAML syntax error: " + message + hint,
                "erreur de syntaxe YAML : " + message + hintFR)
        case .duplicatedKeysInMapping(let duplicates, let detail):
            let keys = duplicates.joined(separator: ", ")
            return context.fail(
                .mark(line: lines.map(detail.mark.line), column: detail.mark.column, path: ""), "a mapping repeats the key(s) \(keys)\(hint)",
                "une table répète la ou les clés \(keys)\(hintFR)")
        default:
            return context.fail(.file, "YAML error: \(error)\(hint)", "erreur YAML : \(error)\(hintFR)")
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
            return fail(
                node, path,
                "the YAML tag '\(tag)' asks for a \(language) object, and the importer never builds objects from a file; "
                    + "re-record the cassette so it holds plain strings, lists and mappings, or replace the tagged value with its plain text",
                "l'étiquette YAML '\(tag)' demande un objet \(language), et l'import ne construit jamais d'objet depuis un fichier ; "
                    + "réenregistrez la cassette avec des chaînes, listes et tables simples, ou remplacez la valeur étiquetée par son texte")
        }
        return fail(
            node, path,
            "the YAML tag '\(tag)' is not supported; only plain strings, numbers, lists, mappings and !!binary are imported, remove the tag",
            "l'étiquette YAML '\(tag)' n'est pas prise en charge ; seuls les chaînes, nombres, listes, tables et !!binary sont importés, retirez l'étiquette"
        )
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

    static func kind(_ node: Node) -> (en: String, fr: String) {
        switch node {
        case .mapping: ("a mapping", "une table")
        case .sequence: ("a list", "une liste")
        case .scalar: isNull(node) ? ("null", "null") : ("a single value", "une valeur simple")
        case .alias: ("an alias", "un alias")
        }
    }

    func mapping(_ node: Node?, _ path: String, parent: Node?) throws(CassetteError) -> [(key: String, value: Node)] {
        guard let node else { throw fail(parent, path, "this required mapping is missing", "cette table obligatoire manque") }
        guard case .mapping(let mapping) = node else {
            let kind = YAMLCassetteImport.kind(node)
            throw fail(node, path, "expected a mapping (key: value), found \(kind.en)", "table (clé: valeur) attendue, \(kind.fr) trouvé")
        }
        var result: [(key: String, value: Node)] = []
        for (key, value) in mapping {
            guard case .scalar(let scalar) = key else { throw fail(key, path, "a key must be a single value", "une clé doit être une valeur simple") }
            result.append((scalar.string, value))
        }
        return result
    }

    func sequence(_ node: Node, _ path: String) throws(CassetteError) -> [Node] {
        guard case .sequence(let sequence) = node else {
            let kind = YAMLCassetteImport.kind(node)
            throw fail(node, path, "expected a list, found \(kind.en)", "liste attendue, \(kind.fr) trouvée")
        }
        return Array(sequence)
    }

    func scalar(_ node: Node?, _ path: String, parent: Node?) throws(CassetteError) -> String {
        guard let node, !YAMLCassetteImport.isNull(node) else {
            throw fail(node ?? parent, path, "this required value is missing", "cette valeur obligatoire manque")
        }
        guard case .scalar(let scalar) = node, !YAMLCassetteImport.binaryTags.contains(node.tag.rawValue) else {
            let kind = YAMLCassetteImport.kind(node)
            throw fail(node, path, "expected a single text value, found \(kind.en)", "valeur texte simple attendue, \(kind.fr) trouvé")
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
                throw fail(node, path, "the !!binary value is not valid Base64", "la valeur !!binary n'est pas du Base64 valide")
            }
            return data
        }
        return YAMLCassetteImport.isNull(node) ? Data() : Data(scalar.string.utf8)
    }

    func shapeError(_ node: Node, _ path: String, expected en: String, _ fr: String) -> CassetteError {
        let kind = YAMLCassetteImport.kind(node)
        return fail(
            node, path,
            "this body is \(kind.en), which this importer does not understand; expected \(en). Replace it with the body as a string (or as !!binary Base64) and import again",
            "ce corps est \(kind.fr), forme que l'import ne comprend pas ; attendu : \(fr). Remplacez-le par le corps en chaîne (ou en Base64 !!binary) puis importez de nouveau"
        )
    }
}
