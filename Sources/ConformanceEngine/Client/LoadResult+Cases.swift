import ConformanceKit

extension LoadResult where Value == ClientCaseSet {
    /// The client cases and settings that were read.
    package var cases: ClientCaseSet {
        get { value }
        set { value = newValue }
    }
}
