import ConformanceEngine
import ConformanceKit
import ConformanceTransport
import Foundation

/// The transport flags a command was given (`--ca-file`, `--client-cert`, `--proxy`, `--insecure`…), as settings.
///
/// The flags win over the config file (`targets.NAME.tls`, `proxy.tls`, `network`), which wins over the
/// environment (`SSL_CERT_FILE`, `HTTPS_PROXY`…).
package struct TransportChoice: Sendable {
    /// The flags as settings (command-line values carry no file location).
    package var flags: OutboundSettings
    /// The names of the flags given, for messages.
    package var givenFlags: [String]

    /// A choice from the flags' settings and names.
    package init(flags: OutboundSettings = OutboundSettings(), givenFlags: [String] = []) {
        self.flags = flags
        self.givenFlags = givenFlags
    }

    /// A choice from the flags as given: `--ca-file` (repeatable), `--client-cert`, `--client-key`, `--proxy`,
    /// `--no-proxy` (comma-separated hosts), `--insecure`; command-line values carry no file location.
    package init(
        caFiles: [String], clientCertificate: String? = nil, clientKey: String? = nil, proxy: String? = nil, noProxy: String? = nil,
        insecure: Bool = false
    ) {
        let here = OutboundConfiguration.noLocation
        flags = OutboundSettings(
            caFiles: caFiles.map { SettingSource(.value($0), location: here) },
            clientCertificate: clientCertificate.map { SettingSource(.value($0), location: here) },
            clientKey: clientKey.map { SettingSource(.value($0), location: here) }, insecure: insecure ? true : nil,
            proxy: proxy.map { SettingSource(.value($0), location: here) },
            noProxy: noProxy.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } })
        givenFlags = [
            ("--ca-file", !caFiles.isEmpty), ("--client-cert", clientCertificate != nil), ("--client-key", clientKey != nil),
            ("--proxy", proxy != nil), ("--no-proxy", noProxy != nil), ("--insecure", insecure),
        ].filter(\.1).map(\.0)
    }

    /// The outbound configuration from the file's settings, the flags and the environment; prints why it is unusable and exits with 2.
    ///
    /// `shownTarget` names what an insecure configuration affects, in the loud warning printed once here.
    package func resolve(
        settings: OutboundSettings?, shownTarget: String, language: Language,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> OutboundConfiguration {
        let resolved = OutboundConfiguration.resolve(settings: settings, flags: flags, environment: environment)
        for diagnostic in resolved.diagnostics { Console.error(diagnostic.formatted(language)) }
        guard let configuration = resolved.configuration else { throw SessionExit(2) }
        if configuration.insecure {
            Console.error(Diagnostic(.warning, .transportInsecure, [.plain(shownTarget)]).formatted(language))
        }
        return configuration
    }
}

extension RunConfiguration {
    /// The outbound settings of a named target: the `network` section with the target's `tls` on top.
    package func outboundSettings(target: String) -> OutboundSettings {
        (network ?? OutboundSettings()).overridden(by: targets[target]?.tls)
    }

    /// The outbound settings of the recording proxy: the `network` section with `proxy.tls` on top.
    package var proxyOutboundSettings: OutboundSettings {
        (network ?? OutboundSettings()).overridden(by: proxy?.tls)
    }
}
