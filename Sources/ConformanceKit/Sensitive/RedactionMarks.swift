import Foundation

/// Where redaction replaced values in an exchange, found by comparing the exchange as received with its
/// redacted form, so that a report can mark each replaced value instead of showing it as sent.
///
/// A location names one value: `request.path`, `request.headers.<name>`, `request.query.<name>`,
/// `request.body` (a whole text or binary body), `request.body.<name>` (a form field) or
/// `request.body.A.B[0].C` (a JSON value), and the same under `response`. A value that redaction left
/// as it was (a documented test card) has no location.
package enum RedactionMarks {
    /// The sorted locations where `redacted` differs from `original`.
    package static func locations(original: Interaction, redacted: Interaction) -> [String] {
        var found = Set<String>()
        if original.request.path != redacted.request.path { found.insert("request.path") }
        pairs(original.request.headers, redacted.request.headers, prefix: "request.headers.", into: &found)
        pairs(original.request.query, redacted.request.query, prefix: "request.query.", into: &found)
        body(original.request.body, redacted.request.body, location: "request.body", into: &found)
        pairs(original.response.headers, redacted.response.headers, prefix: "response.headers.", into: &found)
        body(original.response.body, redacted.response.body, location: "response.body", into: &found)
        return found.sorted()
    }

    /// The location of a member of the value at `location`.
    package static func member(_ location: String, _ key: String) -> String { location + "." + key }

    /// The location of an item of the list at `location`.
    package static func item(_ location: String, _ index: Int) -> String { location + "[\(index)]" }

    /// A location without its side and part, as a reader names the value (`request.body.Card.Number` → `Card.Number`).
    package static func shortName(_ location: String) -> String {
        var rest = Substring(location)
        for side in ["request.", "response."] where rest.hasPrefix(side) { rest = rest.dropFirst(side.count) }
        for part in ["body.", "headers.", "query."] where rest.hasPrefix(part) { return String(rest.dropFirst(part.count)) }
        return String(rest)
    }

    static func pairs(_ original: [NameValue], _ redacted: [NameValue], prefix: String, into found: inout Set<String>) {
        for (before, after) in zip(original, redacted) where before.value != after.value || before.name != after.name {
            found.insert(prefix + after.name)
        }
    }

    static func body(_ original: RecordedBody, _ redacted: RecordedBody, location: String, into found: inout Set<String>) {
        switch (original, redacted) {
        case (.json(let before), .json(let after)): value(before, after, location: location, into: &found)
        case (.form(let before, _), .form(let after, _)): pairs(before, after, prefix: location + ".", into: &found)
        default: if original != redacted { found.insert(location) }
        }
    }

    static func value(_ original: BodyValue, _ redacted: BodyValue, location: String, into found: inout Set<String>) {
        switch (original, redacted) {
        case (.object(let before), .object(let after)) where before.map(\.key) == after.map(\.key):
            for (old, new) in zip(before, after) { value(old.value, new.value, location: member(location, new.key), into: &found) }
        case (.array(let before), .array(let after)) where before.count == after.count:
            for (index, pair) in zip(before, after).enumerated() { value(pair.0, pair.1, location: item(location, index), into: &found) }
        default:
            if original != redacted { found.insert(location) }
        }
    }
}
