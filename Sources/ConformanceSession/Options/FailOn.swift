import ConformanceEngine
import ConformanceKit

/// The lowest finding severity that makes a command exit with 1 (`--fail-on`), one value set for every command.
///
/// `error` (the default) fails on errors only; `warning` also on warnings (an undocumented field, an unknown
/// open-enum value, a breaking-maybe spec change), without `--strict` turning them into errors in what is
/// printed; `info` on any finding, notes and informational changes included (`drift`'s former default).
package enum FailOn: String, CaseIterable, Sendable {
    case error, warning, info

    /// Whether findings with these counts fail.
    package func fails(errors: Int, warnings: Int, notes: Int = 0) -> Bool {
        errors > 0 || (self != .error && warnings > 0) || (self == .info && notes > 0)
    }

    /// Whether warnings fail, not only errors.
    package var gatesWarnings: Bool { self != .error }

    /// The lowest change severity that fails (`diff`, `drift`).
    package var lowest: ChangeSeverity {
        switch self {
        case .error: .error
        case .warning: .warning
        case .info: .info
        }
    }

    /// Whether a change or drift finding of this severity fails.
    package func fails(_ severity: ChangeSeverity) -> Bool { severity >= lowest }
}
