import ConformanceKit
import Foundation

/// A fault applied to every answer of an operation, or of all operations.
package struct FaultRule: Sendable, Hashable {
    /// The fault.
    package var kind: FaultKind
    /// `protocol/operation` or `operation` to limit it to; nil for every answer.
    package var operation: String?

    /// Creates a rule.
    package init(kind: FaultKind, operation: String? = nil) {
        self.kind = kind
        self.operation = operation
    }

    /// Parses `KIND` or `KIND@operation`, a comma-separated list for several; `flag` names the option in errors.
    ///
    /// With `specs`, the operation must exist (as `operation` or `protocol/operation`): a misspelt one would
    /// otherwise break nothing and let the run pass.
    package static func parse(_ text: String, flag: String = "--faults", specs: SpecSet? = nil) throws(Diagnostic) -> [FaultRule] {
        var rules: [FaultRule] = []
        let known = specs?.sortedProtocols.flatMap { spec in spec.sortedOperations.flatMap { [$0.id, "\(spec.id)/\($0.id)"] } }
        for item in text.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !item.isEmpty {
            let parts = item.split(separator: "@", maxSplits: 1).map(String.init)
            guard let kind = FaultKind(rawValue: parts[0]) else {
                let suggestion = Suggestion.closest(to: parts[0], in: FaultKind.allCases.map(\.rawValue))
                throw Diagnostic(
                    .error, .badKeyword,
                    [
                        .plain(parts[0]), .plain(flag),
                        .plain(FaultKind.allCases.map(\.rawValue).joined(separator: ", ") + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")),
                    ])
            }
            if parts.count > 1, let known {
                if !known.contains(parts[1]) {
                    let suggestion = Suggestion.closest(to: parts[1], in: known)
                    throw Diagnostic(
                        .error, .badKeyword,
                        [
                            .plain(parts[1]), .plain("\(flag) \(parts[0])@"),
                            .plain(
                                (suggestion.map { "'\($0)' (did you mean it?), " } ?? "")
                                    + "an operation of 'conformance specs list', as operation or protocol/operation"),
                        ])
                }
            }
            rules.append(FaultRule(kind: kind, operation: parts.count > 1 ? parts[1] : nil))
        }
        return rules
    }
}
