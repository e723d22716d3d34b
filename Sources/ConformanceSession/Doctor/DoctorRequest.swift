import ConformanceKit
import Foundation

/// What `conformance doctor` was asked for.
package struct DoctorRequest: Sendable {
    /// The spec folder (its scenarios' settings say what each protocol needs).
    package var specsPath: String
    /// The language asked for on the command line; nil lets the config file's apply, else ``defaultLanguage``.
    package var language: Language?
    /// The language when neither the command line nor the config file names one.
    package var defaultLanguage: Language = .en
    /// `sandbox`, an http(s) URL or a target of the config file; nil for the config file's target, else the sandbox.
    package var target: String?
    /// Only these protocols (default: the config file's, the named target's, else every protocol with scenarios).
    package var protocols: [String] = []
    /// The config file.
    package var config: String?
    /// Seconds before a request times out (default 15).
    package var timeout: Double?
    /// The transport flags.
    package var transport = TransportChoice()
    /// The environment secrets and settings are read from.
    package var environment: [String: String] = ProcessInfo.processInfo.environment

    /// A request to examine the targets of the specs at `specsPath`.
    package init(specsPath: String) { self.specsPath = specsPath }
}
