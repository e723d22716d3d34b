import ConformanceKit
import Foundation
import Yams

extension DocumentImporter {
    /// OpenAPI formats that are a format of the spec under another name.
    static let renamedFormats = ["uri": "url", "url": "url", "iri": "url", "idn-email": "email", "byte": "base64"]

    /// OpenAPI formats the spec has no name for, kept as the pattern they stand for.
    static let formatPatterns = [
        "ipv4": #"(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(\.(25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3}"#,
        "time": #"([01][0-9]|2[0-3]):[0-5][0-9]:([0-5][0-9]|60)(\.[0-9]+)?([Zz]|[+-]([01][0-9]|2[0-3]):[0-5][0-9])"#,
    ]

    /// A string schema's lengths, pattern and format.
    mutating func readString(_ node: Node, at pointer: JSONPointer, into result: inout SchemaShape) {
        result.minLength = Self.int(node["minLength"])
        result.maxLength = Self.int(node["maxLength"])
        // A pattern an exported document derived from a spec format is the format's, not a rule of its own.
        if let pattern = node["pattern"]?.scalar?.string, node[FormatMapping.derivedPatternKey]?.bool != true {
            if let converted = Self.specPattern(pattern) {
                result.pattern = converted
            } else {
                notes.add(Diagnostic(.note, .openAPIPatternDropped, [.plain(pattern)], at: file.location(pointer.appending("pattern"))))
            }
        }
        guard let format = node["format"]?.scalar?.string else { return }
        let place = file.location(pointer.appending("format"))
        if format == "password" {
            result.sensitivity = .secret
        } else if let named = FormatMapping.specFormat(format) ?? Self.renamedFormats[format] {
            result.format = named
        } else if let pattern = Self.formatPatterns[format] {
            notes.group(.openAPIFormatPattern, format, at: place)
            if result.pattern == nil { result.pattern = pattern }
        } else {
            notes.group(.openAPIFormatDropped, format, at: place)
        }
    }

    /// A number schema's bounds; an exclusive bound of an integer becomes the next whole number, one of a decimal
    /// number is kept inclusive (and said).
    mutating func readNumber(_ node: Node, at pointer: JSONPointer, integer: Bool, into result: inout SchemaShape) {
        result.minimum = Self.double(node["minimum"])
        result.maximum = Self.double(node["maximum"])
        for (key, lower) in [("exclusiveMinimum", true), ("exclusiveMaximum", false)] {
            guard let value = node[key] else { continue }
            // 3.0: a flag on minimum/maximum; 3.1: the bound itself.
            let bound = value.bool == true ? (lower ? result.minimum : result.maximum) : Self.double(value)
            guard let bound else { continue }
            if integer {
                let next = lower ? (bound + 1).rounded(.down) : (bound - 1).rounded(.up)
                if lower { result.minimum = max(result.minimum ?? next, next) } else { result.maximum = min(result.maximum ?? next, next) }
            } else {
                if lower { result.minimum = bound } else { result.maximum = bound }
                notes.group(.openAPIKeywordDropped, key, at: file.location(pointer.appending(key)))
            }
        }
        if let format = node["format"]?.scalar?.string {
            notes.group(.openAPIFormatDropped, format, at: file.location(pointer.appending("format")))
        }
    }

    /// The allowed values (`enum`, `const`), and the example (`example`, or 3.1's first `examples` item).
    mutating func readValues(_ node: Node, at pointer: JSONPointer, into result: inout SchemaShape) {
        var values: [Node] = []
        if case .sequence(let items)? = node["enum"] { values = Array(items) } else if let value = node["const"] { values = [value] }
        if !values.isEmpty {
            var texts: [String] = []
            var scalars = true
            for value in values {
                guard case .scalar(let scalar) = value else {
                    scalars = false
                    continue
                }
                if scalar.style == .plain, value.null != nil {
                    result.nullable = true
                } else if !texts.contains(scalar.string) {
                    texts.append(scalar.string)
                }
            }
            if !scalars {
                notes.group(.openAPIKeywordDropped, "enum", at: file.location(pointer.appending("enum")))
            } else if !texts.isEmpty, result.type != .any, !result.isObject {
                result.enumValues = texts
            }
        }
        var example = node["example"].map { ($0, pointer.appending("example")) }
        if example == nil, case .sequence(let items)? = node["examples"], let first = items.first {
            example = (first, pointer.appending(["examples", "0"]))
        }
        if let (value, place) = example {
            result.example = Self.bodyValue(value)
            result.examplePlace = file.location(place)
        }
    }

    /// Says each keyword of a schema that constrains values in a way the spec format cannot.
    mutating func noteUnmapped(_ node: Node, at pointer: JSONPointer) {
        for keyword in Self.unmappedKeywords where node[keyword] != nil {
            notes.group(.openAPIKeywordDropped, keyword, at: file.location(pointer.appending(keyword)))
        }
        for keyword in ["readOnly", "writeOnly"] where node[keyword]?.bool == true {
            notes.group(.openAPIKeywordDropped, keyword, at: file.location(pointer.appending(keyword)))
        }
    }

    // MARK: Patterns

    /// A JSON Schema pattern (matched anywhere in the value) as a spec pattern (matched against the whole value).
    ///
    /// `^(?:…)$`, as an export wraps a spec pattern, is unwrapped (``FormatMapping/specPattern(_:)``); a pattern anchored
    /// at both ends at its top level stays as it is (the anchors agree with the spec's); any other is wrapped to match
    /// within the value. Nil when the checker's regular expressions cannot read it.
    static func specPattern(_ pattern: String) -> String? {
        let result: String
        if pattern.hasPrefix("^(?:"), pattern.hasSuffix(")$"), groupSpansAll(String(pattern.dropFirst().dropLast())) {
            result = FormatMapping.specPattern(pattern)
        } else if pattern.hasPrefix("^"), pattern.hasSuffix("$"), !pattern.hasSuffix("\\$"), !hasTopLevelAlternation(pattern) {
            result = pattern
        } else {
            result = "[\\s\\S]*(?:\(pattern))[\\s\\S]*"
        }
        guard (try? NSRegularExpression(pattern: "^(?:\(result))$")) != nil else { return nil }
        return result
    }

    /// Whether `|` appears outside every group and character class of a pattern.
    static func hasTopLevelAlternation(_ pattern: String) -> Bool {
        var depth = 0
        var inClass = false
        var escaped = false
        for character in pattern {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if inClass {
                if character == "]" { inClass = false }
            } else if character == "[" {
                inClass = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
            } else if character == "|", depth == 0 {
                return true
            }
        }
        return false
    }

    /// Whether the group opening a pattern closes at its last character.
    static func groupSpansAll(_ pattern: String) -> Bool {
        var depth = 0
        var inClass = false
        var escaped = false
        for (index, character) in pattern.enumerated() {
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if inClass {
                if character == "]" { inClass = false }
            } else if character == "[" {
                inClass = true
            } else if character == "(" {
                depth += 1
            } else if character == ")" {
                depth -= 1
                if depth == 0 { return index == pattern.count - 1 }
            }
        }
        return false
    }

    // MARK: Values

    /// A document value as a body value: quoted scalars are text; plain ones are read as JSON reads them.
    static func bodyValue(_ node: Node) -> BodyValue {
        switch node {
        case .scalar(let scalar):
            if scalar.style != .plain { return .string(scalar.string) }
            if node.null != nil { return .null }
            if let value = node.bool { return .bool(value) }
            if node.int != nil || node.float != nil, let number = Double(scalar.string), number.isFinite,
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
