import ConformanceKit
import Foundation

/// How the tool reaches what it sends to: trusted CAs, a client certificate, a forward proxy.
///
/// A plain value read from a configuration file (`targets.NAME.tls`, `proxy.tls`, `network`) or from the
/// command line; `OutboundConfiguration.resolve` in ConformanceTransport reads the files and checks them.
/// Certificate and key sources work like secret settings: a path, `{env: NAME}` or `{file: PATH}`.
package struct OutboundSettings: Sendable, Hashable {
    /// PEM files of certificate authorities trusted besides the system store (`--ca-file`, `tls.caFile`).
    package var caFiles: [SettingSource]
    /// The client certificate (PEM chain) sent when a server asks for one.
    package var clientCertificate: SettingSource?
    /// The private key (PEM) of the client certificate.
    package var clientKey: SettingSource?
    /// Whether server certificates go unchecked (`--insecure`): loud everywhere it applies.
    package var insecure: Bool?
    /// The forward proxy URL (`--proxy`, `network.proxy`); overrides `HTTPS_PROXY` and `HTTP_PROXY`.
    package var proxy: SettingSource?
    /// Hosts reached directly, not through the proxy (`--no-proxy`, `network.noProxy`); overrides `NO_PROXY`.
    package var noProxy: [String]?

    /// Creates settings; every field is optional.
    package init(
        caFiles: [SettingSource] = [], clientCertificate: SettingSource? = nil, clientKey: SettingSource? = nil, insecure: Bool? = nil,
        proxy: SettingSource? = nil, noProxy: [String]? = nil
    ) {
        self.caFiles = caFiles
        self.clientCertificate = clientCertificate
        self.clientKey = clientKey
        self.insecure = insecure
        self.proxy = proxy
        self.noProxy = noProxy
    }

    /// Whether nothing is set.
    package var isEmpty: Bool { self == OutboundSettings() }

    /// These settings with those of `other` layered on top: its values win, CA files add up.
    package func overridden(by other: OutboundSettings?) -> OutboundSettings {
        guard let other else { return self }
        var result = self
        result.caFiles += other.caFiles
        result.clientCertificate = other.clientCertificate ?? clientCertificate
        result.clientKey = other.clientKey ?? clientKey
        result.insecure = other.insecure ?? insecure
        result.proxy = other.proxy ?? proxy
        result.noProxy = other.noProxy ?? noProxy
        return result
    }
}
