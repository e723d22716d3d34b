import ConformanceKit
import Foundation

/// A name a simulator looks up in a section of `answers.yaml` (an error kind, a state), with the values it reads there.
package struct SandboxAnswerNeed: Sendable, Hashable {
    /// The entry's name.
    package var name: String
    /// The values the simulator reads from the entry.
    package var values: [String]

    /// Creates a need.
    package init(_ name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

extension SandboxAnswers {
    /// The entries of a section by name (`errors` or `statuses`); none for another name.
    package func entries(_ section: String) -> [String: SandboxAnswer] {
        switch section {
        case "errors": errors
        case "statuses": statuses
        default: [:]
        }
    }

    /// The first entry or value of a section that a simulator needs and the file lacks (`errors.kind` or
    /// `errors.kind.values.name`), or nil when every need is met.
    package func gap(section: String, needs: [SandboxAnswerNeed]) -> String? {
        let entries = entries(section)
        for need in needs {
            guard let answer = entries[need.name] else { return "\(section).\(need.name)" }
            if let value = need.values.first(where: { answer.text($0) == nil }) { return "\(section).\(need.name).values.\(value)" }
        }
        return nil
    }

    /// Every problem of a section against what a simulator needs, located in `file`: each name it lacks, each value an
    /// entry lacks, and each entry the simulator does not know (with the nearest name it knows).
    package func problems(section: String, needs: [SandboxAnswerNeed], file: String) -> [Diagnostic] {
        let entries = entries(section)
        let top = SourceLocation(file: file, line: 1, column: 1)
        var diagnostics: [Diagnostic] = []
        let known = needs.map(\.name)
        for name in entries.keys.sorted() where !known.contains(name) {
            let location = entries[name]?.location ?? top
            if let candidate = Suggestion.closest(to: name, in: known) {
                diagnostics.append(Diagnostic(.error, .unknownKeySuggestion, [.plain(name), .plain(section), .plain(candidate)], at: location))
            } else {
                diagnostics.append(
                    Diagnostic(.error, .unknownKey, [.plain(name), .plain(section), .plain(known.joined(separator: ", "))], at: location))
            }
        }
        for need in needs {
            guard let answer = entries[need.name] else {
                diagnostics.append(Diagnostic(.error, .missingKey, [.plain(need.name), .plain(section)], at: top))
                continue
            }
            for value in need.values where answer.text(value) == nil {
                diagnostics.append(
                    Diagnostic(.error, .missingKey, [.plain(value), .plain("\(section).\(need.name).values")], at: answer.location ?? top))
            }
        }
        return diagnostics
    }
}
