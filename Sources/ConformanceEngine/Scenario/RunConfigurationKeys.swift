import ConformanceKit
import Foundation
import Yams

/// The keys of a run configuration file.
package enum RunConfigurationKeys {
    /// Top-level keys.
    package static let file = [
        "target", "mode", "cassettes", "reports", "lang", "strict", "formats", "protocols", "timeout", "targets", "proxy",
        "protocolVersions", "network", "minCoverage",
    ]
    /// Keys of the `proxy` section.
    package static let proxy = ["upstream", "routes", "tls"]
    /// Keys of a target.
    package static let target = ["url", "protocols", "tls"]
    /// Keys of a protocol within a target.
    package static let protocolTarget = ["url", "bases", "settings"]
    /// Keys of a setting written as a mapping.
    package static let settingSource = ["env", "file"]
}
