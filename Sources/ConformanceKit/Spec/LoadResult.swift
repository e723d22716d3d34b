/// What a loader produced: the values it read (possibly partial when there are errors) and every
/// diagnostic found on the way.
///
/// ``SpecLoader``, `ScenarioLoader` and `ClientCaseLoader` all return one; each kind of value is
/// also readable by its own name (`specs`, `scenarios`, `cases`).
///
/// ```swift
/// let specs = SpecLoader.load(paths: ["Specs"])  // LoadResult<SpecSet>
/// let scenarios = ScenarioLoader.load(paths: ["Specs"], specs: specs.specs)
/// if specs.hasErrors || scenarios.hasErrors { print((specs.diagnostics + scenarios.diagnostics).map(\.description).joined(separator: "\n")) }
/// ```
public struct LoadResult<Value: Sendable>: Sendable {
    /// What was read.
    public var value: Value
    /// Problems: sorted by file and position for specs, in file order for scenarios and client cases.
    public var diagnostics: [Diagnostic]
    /// The protocol folders read from the compiled-spec cache instead of their YAML, by folder name (spec loads only).
    public var cachedFolders: [String]

    /// A result holding `value` and the problems found reading it.
    public init(_ value: Value, diagnostics: [Diagnostic], cachedFolders: [String] = []) {
        self.value = value
        self.diagnostics = diagnostics
        self.cachedFolders = cachedFolders
    }

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}

extension LoadResult where Value == SpecSet {
    /// The protocols that were read.
    public var specs: SpecSet {
        get { value }
        set { value = newValue }
    }
}
