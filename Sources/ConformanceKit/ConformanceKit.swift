/// Namespace-level facts about the ConformanceKit library.
public enum ConformanceKit {
    /// The tool's version, written into cassettes, reports and certificates.
    public static let toolVersion = "0.1.0"
}
