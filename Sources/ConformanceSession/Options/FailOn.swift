/// The lowest finding severity that makes a command exit with 1 (`--fail-on`).
///
/// `error` (the default) fails on errors only; `warning` also on warnings (an undocumented field, an
/// unknown open-enum value), without `--strict` turning them into errors in what is printed.
package enum FailOn: String, CaseIterable, Sendable {
    case error, warning

    /// Whether findings with these counts fail.
    package func fails(errors: Int, warnings: Int) -> Bool {
        errors > 0 || (self == .warning && warnings > 0)
    }
}
