import ConformanceKit

extension LoadResult where Value == ScenarioSet {
    /// The scenarios and settings that were read.
    package var scenarios: ScenarioSet {
        get { value }
        set { value = newValue }
    }
}
