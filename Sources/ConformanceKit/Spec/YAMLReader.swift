import Foundation
import Yams

/// Reads a composed YAML node tree strictly, collecting located diagnostics as it goes.
///
/// Every accessor reports what is wrong (unknown key with a suggestion, missing key, wrong shape,
/// missing language) at the node's `file:line:col` and returns nil, so one pass over a file reports
/// all of its problems instead of stopping at the first.
package struct YAMLReader {
    package let file: String
    package let text: String
    package var diagnostics: [Diagnostic] = []

    package init(file: String, text: String) {
        self.file = file
        self.text = text
    }

    /// Composes the file's single YAML document, or reports why it cannot.
    package mutating func compose() -> Node? {
        if text.utf8.count > InputLimits.yamlFileBytes {
            diagnostics.append(YAMLFile.tooLarge(file, Array(text.utf8.prefix(InputLimits.yamlFileBytes + 1))))
            return nil
        }
        if let site = YAMLValueCount.overflow(text, limit: InputLimits.yamlFileValues) {
            diagnostics.append(
                .inputTooLarge(
                    YAMLFile.subject, limit: InputLimits.values(InputLimits.yamlFileValues), name: "InputLimits.yamlFileValues",
                    stop: InputLimits.here, advice: YAMLFile.advice, at: SourceLocation(file: file, line: site.line, column: site.column)))
            return nil
        }
        do {
            guard let node = try Yams.compose(yaml: text) else {
                report(.emptyFile, [], line: 1, column: 1)
                return nil
            }
            if let site = YAMLReader.expansionOverflow(node, budget: YAMLReader.nodeBudget) {
                report(.yamlTooLarge, [.plain("\(YAMLReader.nodeBudget)")], line: site.line, column: site.column)
                return nil
            }
            return node
        } catch let error as YamlError {
            reportYAMLError(error)
        } catch {
            report(.yamlSyntax, [.localized(YAMLSyntaxText.detail(error))], line: 1, column: 1)
        }
        return nil
    }

    // MARK: Alias bombs

    /// The most values a composed file may expand to.
    ///
    /// Yams shares an aliased node instead of copying it, so a "billion laughs" file composes small but expands
    /// without bound when read; the cassette importer uses the same figure.
    package static let nodeBudget = 1_000_000

    /// Where a composed document expands past `budget` values, or nil when it stays within it.
    ///
    /// The walk stops as soon as the budget is spent, so it costs at most `budget` steps and a stack as deep as the
    /// document. The place reported is the outermost alias use on the path being expanded (the key of `example: *bomb`,
    /// or the list holding the alias), found as a node whose position comes before the key or sibling that leads to it.
    package static func expansionOverflow(_ root: Node, budget: Int) -> (line: Int, column: Int)? {
        var remaining = budget
        var stack: [(node: Node, site: Mark?)] = [(root, nil)]
        func before(_ a: Mark?, _ b: Mark?) -> Bool {
            guard let a, let b else { return false }
            return (a.line, a.column) < (b.line, b.column)
        }
        while let (node, site) = stack.popLast() {
            remaining -= 1
            if remaining < 0 {
                let mark = site ?? node.mark
                return (mark?.line ?? 1, mark?.column ?? 1)
            }
            switch node {
            case .mapping(let mapping):
                for (key, value) in mapping.reversed() {
                    let reused = before(value.mark, key.mark)
                    stack.append((value, site ?? (reused ? key.mark : nil)))
                    stack.append((key, site))
                }
            case .sequence(let sequence):
                var previous = sequence.mark
                var items: [(Node, Mark?)] = []
                for item in sequence {
                    let same = item.mark.map { mark in previous.map { (mark.line, mark.column) == ($0.line, $0.column) } ?? false } ?? false
                    let reused = before(item.mark, previous) || (same && !items.isEmpty)
                    items.append((item, site ?? (reused ? previous : nil)))
                    previous = item.mark ?? previous
                }
                stack.append(contentsOf: items.reversed())
            case .scalar, .alias:
                break
            }
        }
        return nil
    }

    private mutating func reportYAMLError(_ error: YamlError) {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            report(.yamlSyntax, [.localized(YAMLSyntaxText.detail(context: context?.text, problem: problem))], line: mark.line, column: mark.column)
        case .reader(let problem, let offset, _, _):
            let position = lineColumn(ofByteOffset: offset ?? 0)
            report(.yamlSyntax, [.localized(YAMLSyntaxText.sentence(problem))], line: position.line, column: position.column)
        case .duplicatedKeysInMapping(let duplicates, let context):
            let key = duplicates.first ?? ""
            let position = secondOccurrence(of: key, after: context.mark) ?? (context.mark.line, context.mark.column)
            report(.duplicateKey, [.plain(key)], line: position.line, column: position.column)
        default:
            report(.yamlSyntax, [.localized(YAMLSyntaxText.detail(error))], line: 1, column: 1)
        }
    }

    /// Finds where a duplicated key appears again, so the diagnostic points at the repeat.
    private func secondOccurrence(of key: String, after mark: Mark) -> (line: Int, column: Int)? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard mark.line >= 1, mark.line <= lines.count else { return nil }
        let firstLine = lines[mark.line - 1]
        let indent = firstLine.prefix { $0 == " " }.count
        for index in mark.line..<lines.count {
            let line = lines[index]
            let lineIndent = line.prefix { $0 == " " || $0 == "-" }.count
            let body = line.dropFirst(lineIndent)
            if lineIndent == indent || (line.prefix(indent).allSatisfy { $0 == " " || $0 == "-" } && lineIndent == indent),
                body.hasPrefix("\(key):") || body.hasPrefix("\"\(key)\":") || body.hasPrefix("'\(key)':")
            {
                return (index + 1, lineIndent + 1)
            }
        }
        return nil
    }

    private func lineColumn(ofByteOffset offset: Int) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for (index, byte) in text.utf8.enumerated() {
            if index >= offset { break }
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
        }
        return (line, column)
    }

    // MARK: Reporting

    package func location(_ node: Node?) -> SourceLocation {
        let mark = node?.mark
        return SourceLocation(file: file, line: mark?.line ?? 1, column: mark?.column ?? 1)
    }

    package mutating func report(_ id: MessageID, _ arguments: [MessageArgument], at node: Node?, severity: Diagnostic.Severity = .error) {
        diagnostics.append(Diagnostic(severity, id, arguments, at: location(node)))
    }

    package mutating func report(_ id: MessageID, _ arguments: [MessageArgument], line: Int, column: Int) {
        diagnostics.append(Diagnostic(.error, id, arguments, at: SourceLocation(file: file, line: line, column: column)))
    }

    // MARK: Shapes

    package static let aMapping = MessageArgument.localized(.init(en: "a mapping (key: value)", fr: "une table (clé: valeur)"))
    package static let aList = MessageArgument.localized(.init(en: "a list", fr: "une liste"))
    package static let aScalar = MessageArgument.localized(.init(en: "a single value", fr: "une valeur simple"))

    /// A mapping's pairs with their key text, checking the allowed keys and the required ones.
    package mutating func mapping(
        _ node: Node, context: String, allowed: [String], required: [String] = []
    ) -> [String: (key: Node, value: Node)]? {
        guard case .mapping(let mapping) = node else {
            report(.wrongNodeKind, [.plain(context), YAMLReader.aMapping], at: node)
            return nil
        }
        var result: [String: (key: Node, value: Node)] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string else {
                report(.wrongNodeKind, [.plain(context), YAMLReader.aScalar], at: key)
                continue
            }
            if !allowed.contains(name) {
                if let candidate = Suggestion.closest(to: name, in: allowed) {
                    report(.unknownKeySuggestion, [.plain(name), .plain(context), .plain(candidate)], at: key)
                } else {
                    report(.unknownKey, [.plain(name), .plain(context), .plain(allowed.joined(separator: ", "))], at: key)
                }
                continue
            }
            result[name] = (key, value)
        }
        for name in required where result[name] == nil {
            report(.missingKey, [.plain(name), .plain(context)], at: node)
        }
        return result
    }

    /// A mapping whose keys are names chosen by the author (fields, containers, codes), in file order.
    package mutating func namedEntries(_ node: Node, context: String) -> [(name: String, key: Node, value: Node)] {
        guard case .mapping(let mapping) = node else {
            report(.wrongNodeKind, [.plain(context), YAMLReader.aMapping], at: node)
            return []
        }
        var entries: [(String, Node, Node)] = []
        for (key, value) in mapping {
            guard let name = key.scalar?.string else {
                report(.wrongNodeKind, [.plain(context), YAMLReader.aScalar], at: key)
                continue
            }
            entries.append((name, key, value))
        }
        return entries
    }

    package mutating func string(_ node: Node?, context: String) -> String? {
        guard let node else { return nil }
        guard case .scalar(let scalar) = node else {
            report(.wrongNodeKind, [.plain(context), YAMLReader.aScalar], at: node)
            return nil
        }
        return scalar.string
    }

    /// Whether a node is a YAML null (`null`, `~` or nothing), plain and not quoted.
    package static func isNull(_ node: Node) -> Bool {
        guard case .scalar(let scalar) = node, scalar.style == .plain else { return false }
        return ["null", "Null", "NULL", "~", ""].contains(scalar.string)
    }

    /// The items of a list, or none (and a diagnostic) when the node is not a list.
    package mutating func items(_ node: Node, context: String) -> [Node] {
        guard case .sequence(let sequence) = node else {
            report(.wrongNodeKind, [.plain(context), YAMLReader.aList], at: node)
            return []
        }
        return Array(sequence)
    }

    package mutating func strings(_ node: Node?, context: String) -> [String]? {
        guard let node else { return nil }
        guard case .sequence(let sequence) = node else {
            report(.wrongNodeKind, [.plain(context), YAMLReader.aList], at: node)
            return nil
        }
        return sequence.compactMap { string($0, context: context) }
    }

    package mutating func bool(_ node: Node?, context: String) -> Bool? {
        guard let text = string(node, context: context) else { return nil }
        switch text {
        case "true": return true
        case "false": return false
        default:
            report(.notABoolean, [.plain(text), .plain(context)], at: node)
            return nil
        }
    }

    package mutating func int(_ node: Node?, context: String) -> Int? {
        guard let text = string(node, context: context) else { return nil }
        guard let value = Int(text) else {
            report(.notANumber, [.plain(text), .plain(context)], at: node)
            return nil
        }
        return value
    }

    package mutating func double(_ node: Node?, context: String) -> Double? {
        guard let text = string(node, context: context) else { return nil }
        guard let value = Double(text) else {
            report(.notANumber, [.plain(text), .plain(context)], at: node)
            return nil
        }
        return value
    }

    package mutating func keyword<T: RawRepresentable & CaseIterable>(_ node: Node?, context: String, as type: T.Type) -> T?
    where T.RawValue == String {
        guard let text = string(node, context: context) else { return nil }
        guard let value = T(rawValue: text) else {
            let allowed = T.allCases.map(\.rawValue)
            report(.badKeyword, [.plain(text), .plain(context), .plain(allowed.joined(separator: ", "))], at: node)
            return nil
        }
        return value
    }

    /// A text with one language missing, kept aside when ``defersPartialTexts`` is set: the protocol decides later
    /// whether the gap is an error (`spec.missing-language`) or a warning (`spec.untranslated`).
    struct PartialText: Sendable {
        /// The language the text lacks.
        var missing: Language
        /// The text's key path (`title`, `containers.Amount.fields.Value.description`).
        var context: String
        /// Where a missing-language error points: the empty value, else the text's mapping.
        var location: SourceLocation
    }

    /// Whether a text with one language missing is kept in ``partialTexts`` (and read, the other language standing in)
    /// rather than reported at once; set by the spec loader, whose protocol file may declare `languages`.
    package var defersPartialTexts = false
    /// The texts that lack one language, when ``defersPartialTexts`` is set.
    var partialTexts: [PartialText] = []

    /// A `{en, fr}` text; both languages are required and non-empty (with ``defersPartialTexts``, a text with one of
    /// them is read, the other language standing in, and kept in ``partialTexts``).
    package mutating func text(_ node: Node?, context: String) -> LocalizedText? {
        guard let node else { return nil }
        guard let entries = mapping(node, context: context, allowed: SpecKeys.text) else { return nil }
        var result: [Language: String] = [:]
        var missing: [(Language, SourceLocation)] = []
        for language in Language.allCases {
            let value = string(entries[language.rawValue]?.value, context: "\(context).\(language.rawValue)")?
                .trimmingCharacters(in: .whitespacesAndNewlines)
            if let value, !value.isEmpty {
                result[language] = value
            } else {
                missing.append((language, location(entries[language.rawValue]?.value ?? node)))
            }
        }
        if defersPartialTexts, missing.count == 1, let present = result.values.first {
            partialTexts.append(PartialText(missing: missing[0].0, context: context, location: missing[0].1))
            return LocalizedText(en: result[.en] ?? present, fr: result[.fr] ?? present)
        }
        for (language, place) in missing {
            diagnostics.append(Diagnostic(.error, .missingLanguage, [.plain(context), .plain(language.rawValue)], at: place))
        }
        guard let en = result[.en], let fr = result[.fr] else { return nil }
        return LocalizedText(en: en, fr: fr)
    }

    /// Converts any YAML value to a body value, reading plain scalars by their resolved tag.
    package func bodyValue(_ node: Node) -> BodyValue {
        switch node {
        case .scalar(let scalar):
            if scalar.style != .plain { return .string(scalar.string) }
            if node.null != nil { return .null }
            if let value = node.bool { return .bool(value) }
            if node.int != nil || node.float != nil,
                let double = Double(scalar.string), double.isFinite,
                scalar.string.allSatisfy({ "0123456789-+.eE".contains($0) })
            {
                return .number(scalar.string)
            }
            return .string(scalar.string)
        case .mapping(let mapping):
            return .object(mapping.map { BodyMember($0.key.scalar?.string ?? "", bodyValue($0.value)) })
        case .sequence(let sequence):
            return .array(sequence.map(bodyValue))
        case .alias:
            return .null
        }
    }
}
