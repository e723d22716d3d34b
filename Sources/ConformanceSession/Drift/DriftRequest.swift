import ConformanceEngine

/// What `conformance drift` was asked for.
package struct DriftRequest: Sendable {
    /// The spec folder the exchanges are read and the patch is suggested against.
    package var specsPath: String
    /// The recorded cassettes: the baseline.
    package var cassettes: String
    /// `sandbox`, an http(s) URL, a target of the config file, or a cassette folder to compare with.
    package var against = TargetResolver.sandbox
    /// Only these protocols.
    package var protocols: [String] = []
    /// Only these scenarios (by name or protocol/name).
    package var scenarios: [String] = []
    /// Where to record the fresh traffic; nil for a temporary folder.
    package var out: String?
    /// A file to write the suggested spec changes to, instead of printing them.
    package var patch: String?
    /// The config file.
    package var config: String?
    /// Seconds before a request times out.
    package var timeout: Double = 30
    /// Serve the built-in sandbox from this spec folder (an API that moved).
    package var sandboxSpecs: String?
    /// Faults the built-in sandbox applies.
    package var sandboxFaults: String?
    /// The transport flags.
    package var transport = TransportChoice()

    /// A request to compare the cassettes of `cassettes` with fresh traffic, checked against the specs at `specsPath`.
    package init(specsPath: String, cassettes: String) {
        self.specsPath = specsPath
        self.cassettes = cassettes
    }
}
