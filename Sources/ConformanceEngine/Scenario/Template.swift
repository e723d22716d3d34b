import ConformanceKit
import Foundation

/// A text with `${name}` references to values of a scenario run, optionally passed through filters.
///
/// `${redirectionUrl}` inserts a value; `${paRes|urlencode}` transforms it first; `$${` writes a
/// literal `${`. A template that is exactly one reference keeps the value's JSON type when it is
/// placed in a body (a captured number stays a number).
package struct Template: Sendable, Hashable, CustomStringConvertible {
    /// One piece of a template.
    package enum Part: Sendable, Hashable {
        /// Literal text.
        case text(String)
        /// A reference to a named value, with the filters applied in order.
        case reference(name: String, filters: [TemplateFilter])
    }

    /// The pieces, in order.
    package var parts: [Part]
    /// The source text.
    package var source: String

    /// Parses a template; throws a message (EN/FR) saying what is wrong.
    package init(parsing source: String) throws(TemplateError) {
        self.source = source
        var parts: [Part] = []
        var literal = ""
        var index = source.startIndex
        while index < source.endIndex {
            let rest = source[index...]
            if rest.hasPrefix("$${") {
                literal += "${"
                index = source.index(index, offsetBy: 3)
                continue
            }
            if rest.hasPrefix("${") {
                guard let close = rest.firstIndex(of: "}") else { throw TemplateError.unclosed(source) }
                let inner = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<close])
                let pieces = inner.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                let name = pieces[0]
                guard Template.isName(name) else { throw TemplateError.badName(name, source) }
                var filters: [TemplateFilter] = []
                for piece in pieces.dropFirst() {
                    guard let filter = TemplateFilter(rawValue: piece) else { throw TemplateError.unknownFilter(piece, source) }
                    filters.append(filter)
                }
                if !literal.isEmpty { parts.append(.text(literal)) }
                literal = ""
                parts.append(.reference(name: name, filters: filters))
                index = source.index(after: close)
                continue
            }
            literal.append(source[index])
            index = source.index(after: index)
        }
        if !literal.isEmpty { parts.append(.text(literal)) }
        self.parts = parts
    }

    /// Whether a text is a valid value name: a letter or `_`, then letters, digits or `_`.
    package static func isName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || first == "_", first.isASCII else { return false }
        return text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_") }
    }

    /// The names the template refers to.
    package var references: [String] {
        parts.compactMap {
            if case .reference(let name, _) = $0 { return name }
            return nil
        }
    }

    /// Whether the template has no reference at all.
    package var isLiteral: Bool { references.isEmpty }

    /// The source text.
    package var description: String { source }

    /// The template's value: the referenced value itself when the template is exactly one unfiltered
    /// reference, else the text with every reference replaced by its value's text.
    package func evaluate(_ lookup: (String) -> BodyValue?) throws(TemplateError) -> BodyValue {
        if parts.count == 1, case .reference(let name, let filters) = parts[0], filters.isEmpty {
            guard let value = lookup(name) else { throw TemplateError.undefined(name) }
            return value
        }
        return .string(try text(lookup))
    }

    /// The template's text with every reference replaced by its value's text.
    package func text(_ lookup: (String) -> BodyValue?) throws(TemplateError) -> String {
        var out = ""
        for part in parts {
            switch part {
            case .text(let text): out += text
            case .reference(let name, let filters):
                guard let value = lookup(name) else { throw TemplateError.undefined(name) }
                var text = value.lexicalText ?? value.jsonText
                for filter in filters { text = filter.apply(text) }
                out += text
            }
        }
        return out
    }
}

/// Why a template cannot be parsed or evaluated.
package enum TemplateError: Error, Sendable, Hashable {
    /// `${` without its `}`.
    case unclosed(String)
    /// A reference whose name is not a valid name.
    case badName(String, String)
    /// A filter that does not exist.
    case unknownFilter(String, String)
    /// A reference to a value nobody defined.
    case undefined(String)

    /// What is wrong, in both languages.
    package var text: LocalizedText {
        switch self {
        case .unclosed(let source):
            MessageID.templateUnclosed.localized([.plain(source)])
        case .badName(let name, let source):
            MessageID.templateBadName.localized([.plain(name), .plain(source)])
        case .unknownFilter(let filter, let source):
            MessageID.templateUnknownFilter.localized([
                .plain(filter), .plain(source), .plain(TemplateFilter.allCases.map(\.rawValue).joined(separator: ", ")),
            ])
        case .undefined(let name):
            MessageID.templateUndefined.localized([.plain(name)])
        }
    }
}

/// A path to a value inside a body: `$.a.b[0].c` (the leading `$.` is optional).
package struct ValuePath: Sendable, Hashable, CustomStringConvertible {
    /// One step of a path.
    package enum Segment: Sendable, Hashable {
        /// An object member.
        case key(String)
        /// A list item.
        case index(Int)
    }

    /// The steps.
    package var segments: [Segment]
    /// The text as written.
    package var description: String

    /// Parses a path, or returns nil when it is malformed.
    package init?(_ text: String) {
        description = text
        var body = Substring(text)
        if body == "$" {
            segments = []
            return
        }
        if body.hasPrefix("$.") { body = body.dropFirst(2) } else if body.hasPrefix("$[") { body = body.dropFirst(1) }
        var segments: [Segment] = []
        var current = ""
        var index = body.startIndex
        while index < body.endIndex {
            let character = body[index]
            if character == "." {
                guard !current.isEmpty else { return nil }
                segments.append(.key(current))
                current = ""
            } else if character == "[" {
                if !current.isEmpty { segments.append(.key(current)) }
                current = ""
                guard let close = body[index...].firstIndex(of: "]"), let number = Int(body[body.index(after: index)..<close]), number >= 0 else {
                    return nil
                }
                segments.append(.index(number))
                index = body.index(after: close)
                if index < body.endIndex, body[index] == "." { index = body.index(after: index) }
                continue
            } else {
                current.append(character)
            }
            index = body.index(after: index)
        }
        if !current.isEmpty { segments.append(.key(current)) }
        guard !segments.isEmpty else { return nil }
        self.segments = segments
    }

    /// The value at this path, if any.
    package func value(in root: BodyValue) -> BodyValue? {
        var current = root
        for segment in segments {
            switch segment {
            case .key(let key):
                guard let next = current[key] else { return nil }
                current = next
            case .index(let index):
                guard case .array(let items) = current, items.indices.contains(index) else { return nil }
                current = items[index]
            }
        }
        return current
    }
}
