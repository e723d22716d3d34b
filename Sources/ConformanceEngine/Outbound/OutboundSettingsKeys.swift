import Foundation

/// The keys of the configuration sections that shape outbound traffic.
package enum OutboundSettingsKeys {
    /// Keys of a `tls` section (`targets.NAME.tls`, `proxy.tls`).
    package static let tls = ["caFile", "clientCertificate", "clientKey", "insecure"]
    /// Keys of the top-level `network` section.
    package static let network = ["proxy", "noProxy"]
}
