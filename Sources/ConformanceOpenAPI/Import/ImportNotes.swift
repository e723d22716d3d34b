import ConformanceKit
import Foundation

/// What an import says about the document: what it left out or changed, located in the document.
///
/// A remark that recurs (the same unmapped format at fifty places) is said once, at its first place, with how often it
/// came: the list stays readable on a large document.
struct ImportNotes {
    /// A remark said once per distinct subject, with its count.
    private struct Grouped {
        var id: MessageID
        var severity: Diagnostic.Severity
        var subject: String
        var first: SourceLocation
        var count: Int
    }

    private var grouped: [String: Grouped] = [:]
    private var single: [Diagnostic] = []

    /// Adds a remark at `location`; the same `id` and `subject` again only counts.
    mutating func group(_ id: MessageID, _ subject: String, at location: SourceLocation, severity: Diagnostic.Severity = .note) {
        let key = "\(id.rawValue)|\(subject)"
        if var entry = grouped[key] {
            entry.count += 1
            if location < entry.first { entry.first = location }
            grouped[key] = entry
        } else {
            grouped[key] = Grouped(id: id, severity: severity, subject: subject, first: location, count: 1)
        }
    }

    /// Adds a remark said every time.
    mutating func add(_ diagnostic: Diagnostic) { single.append(diagnostic) }

    /// Every remark, in document order (then by message), grouped ones with their count.
    var diagnostics: [Diagnostic] {
        let counted = grouped.values.map { entry in
            let places = LocalizedText { language in language.plural(entry.count, one: .openAPIPlacesOne, other: .openAPIPlacesOther) }
            return Diagnostic(entry.severity, entry.id, [.plain(entry.subject), .localized(places)], at: entry.first)
        }
        return (counted + single).sorted { lhs, rhs in
            let left = lhs.location ?? SourceLocation(file: "", line: 0, column: 0)
            let right = rhs.location ?? SourceLocation(file: "", line: 0, column: 0)
            return left != right ? left < right : lhs.description < rhs.description
        }
    }
}
