import ConformanceKit

/// How a spec format travels in an OpenAPI document, both ways (export and import share it).
///
/// The spec's own format name always goes into `format` (OpenAPI allows any name there; tools skip those they do not
/// know), except `url`, which OpenAPI spells `uri`. So that tools that skip our names still generate and validate
/// sensible values, a format that a regular expression can bound gets a `pattern` too, flagged
/// ``derivedPatternKey`` so an import drops it again. The pattern accepts at least what the checker accepts: it may
/// let through a value the checker refuses (a Luhn check digit, an unknown currency), never the opposite.
package enum FormatMapping {
    /// The schema extension that marks a pattern derived from the format rather than written in the spec.
    package static let derivedPatternKey = "x-conformance-pattern-from-format"

    /// The OpenAPI `format` for a spec format.
    package static func openAPIFormat(_ specFormat: String) -> String {
        specFormat == "url" ? "uri" : specFormat
    }

    /// The spec format for an OpenAPI `format`, or nil when the spec has no such format.
    package static func specFormat(_ openAPIFormat: String) -> String? {
        let name = openAPIFormat == "uri" ? "url" : openAPIFormat
        return ValueFormat(name: name) == nil ? nil : name
    }

    /// A whole-value pattern no stricter than the format, or nil when none is worth giving (URLs, dates the
    /// standard formats cover, Accept lists).
    package static func derivedPattern(_ specFormat: String) -> String? {
        switch specFormat {
        case "digits", "luhn", "mod10-plus-one": return "^[0-9]+$"
        case "alphanumeric": return "^[A-Za-z0-9]+$"
        case "decimal": return "^[0-9]+(\\.[0-9]+)?$"
        case "masked-pan": return "^[0-9#Xx*]{8,}$"
        case "hex": return "^[0-9A-Fa-f]+$"
        case "hex-lower": return "^[0-9a-f]+$"
        case "base64": return "^[A-Za-z0-9+/]*={0,2}$"
        case "base64url": return "^[A-Za-z0-9_-]*={0,2}$"
        case "jwe-compact": return "^[A-Za-z0-9_=-]*(\\.[A-Za-z0-9_=-]*){4}$"
        case "ascii-printable": return "^[ -~]*$"
        case "currency-alpha": return "^[A-Z]{3}$"
        case "currency-numeric": return "^[0-9]{3}$"
        case "country-alpha2": return "^[A-Z]{2}$"
        case "language": return "^[a-z]{2}(-[A-Z]{2})?$"
        case "xml-datetime":
            return "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]+)?(Z|[+-][0-9]{2}:[0-9]{2})?$"
        default: return dateTemplatePattern(specFormat)
        }
    }

    /// The pattern of a date template (`yyyyMM`, `dd/MM/yyyy`): digits where the template has fields, its separators as they are.
    static func dateTemplatePattern(_ template: String) -> String? {
        guard DateTemplate(template) != nil else { return nil }
        let tokens = [("yyyy", 4), ("yy", 2), ("MM", 2), ("dd", 2), ("HH", 2), ("mm", 2), ("ss", 2)]
        var pattern = "^"
        var rest = Substring(template)
        outer: while let first = rest.first {
            for (token, width) in tokens where rest.hasPrefix(token) {
                pattern += "[0-9]{\(width)}"
                rest = rest.dropFirst(token.count)
                continue outer
            }
            pattern += first == "." ? "\\." : String(first)
            rest = rest.dropFirst()
        }
        return pattern + "$"
    }

    /// A spec pattern as a JSON Schema pattern: the spec's patterns must match the whole value, JSON Schema's may
    /// match anywhere, so an unanchored one is wrapped in `^(?:…)$` (``specPattern(_:)`` unwraps it).
    package static func openAPIPattern(_ specPattern: String) -> String {
        // A spec pattern already written `^(?:…)$` is wrapped again, so that unwrapping gives it back whole.
        let wrapped = specPattern.hasPrefix("^(?:") && specPattern.hasSuffix(")$")
        if specPattern.hasPrefix("^") && specPattern.hasSuffix("$") && !specPattern.hasSuffix("\\$") && !wrapped { return specPattern }
        return "^(?:" + specPattern + ")$"
    }

    /// A JSON Schema pattern as a spec pattern (the inverse of ``openAPIPattern(_:)``).
    package static func specPattern(_ openAPIPattern: String) -> String {
        if openAPIPattern.hasPrefix("^(?:") && openAPIPattern.hasSuffix(")$") {
            return String(openAPIPattern.dropFirst(4).dropLast(2))
        }
        return openAPIPattern
    }
}
