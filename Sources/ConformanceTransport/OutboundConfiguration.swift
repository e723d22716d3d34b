import ConformanceEngine
import ConformanceKit
import Foundation
import NIOSSL

/// A checked, ready-to-use outbound configuration: trusted CAs loaded, client identity matched, proxies parsed.
///
/// Made by ``resolve(settings:flags:environment:)`` from the configuration file's settings, the command
/// line's and the environment (`SSL_CERT_FILE`, `SSL_CERT_DIR`, `HTTPS_PROXY`, `HTTP_PROXY`, `NO_PROXY`, in
/// either case). Every command that sends uses one, so they all trust and route alike.
package struct OutboundConfiguration: Sendable {
    /// Certificate authorities trusted besides the system store.
    package var additionalTrust: [NIOSSLCertificate]
    /// Where the additional authorities come from (file names and variables), for `doctor` and messages.
    package var trustSources: [String]
    /// The client certificate chain, leaf first; empty without one.
    package var clientChain: [NIOSSLCertificate]
    /// The client certificate's private key.
    package var clientKey: NIOSSLPrivateKey?
    /// Where the client certificate comes from (a path or a variable name, never its content).
    package var clientCertificateSource: String?
    /// Whether server certificates go unchecked.
    package var insecure: Bool
    /// The proxy for `https` URLs.
    package var httpsProxy: ForwardProxy?
    /// The proxy for `http` URLs.
    package var httpProxy: ForwardProxy?
    /// Hosts reached directly.
    package var noProxy: NoProxyList

    /// A direct configuration: system trust only, no client certificate, no proxy.
    package init() {
        additionalTrust = []
        trustSources = []
        clientChain = []
        clientKey = nil
        clientCertificateSource = nil
        insecure = false
        httpsProxy = nil
        httpProxy = nil
        noProxy = NoProxyList([])
    }

    /// Whether a client certificate is presented.
    package var hasClientCertificate: Bool { clientKey != nil && !clientChain.isEmpty }

    /// The proxy that applies to a URL, or nil when it goes direct.
    package func proxy(for url: URL) -> ForwardProxy? {
        let scheme = url.scheme?.lowercased() ?? "http"
        guard let chosen = scheme == "https" ? httpsProxy : httpProxy, let host = url.host else { return nil }
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return noProxy.bypasses(host: host, port: port) ? nil : chosen
    }

    /// The proxy that applies to a URL as it may be printed (credentials redacted), or nil when it goes direct.
    package func shownProxy(for url: URL) -> String? { proxy(for: url)?.description }

    /// The TLS client configuration: system trust plus the additional CAs, the client identity, and no check when insecure.
    package var tls: TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        if !additionalTrust.isEmpty { configuration.additionalTrustRoots = [.certificates(additionalTrust)] }
        if let clientKey, !clientChain.isEmpty {
            configuration.certificateChain = clientChain.map { .certificate($0) }
            configuration.privateKey = .privateKey(clientKey)
        }
        if insecure { configuration.certificateVerification = .none }
        return configuration
    }

    /// Resolves settings from the configuration file, the command line (which wins) and the environment.
    ///
    /// Every problem is a located diagnostic: an unreadable or invalid PEM, a certificate without its key
    /// or with a key that is not its own, a proxy URL that cannot be used, a variable that is not set.
    package static func resolve(
        settings: OutboundSettings?, flags: OutboundSettings = OutboundSettings(),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> (configuration: OutboundConfiguration?, diagnostics: [Diagnostic]) {
        let merged = (settings ?? OutboundSettings()).overridden(by: flags)
        var diagnostics: [Diagnostic] = []
        var configuration = OutboundConfiguration()
        configuration.insecure = merged.insecure ?? false

        // Trust: SSL_CERT_FILE, SSL_CERT_DIR, then each CA file.
        if let file = environment["SSL_CERT_FILE"], !file.isEmpty {
            let source = SettingSource(.value(file), location: OutboundConfiguration.noLocation)
            if let certificates = loadCertificates(source, label: "SSL_CERT_FILE", environment: environment, into: &diagnostics) {
                configuration.additionalTrust += certificates
                configuration.trustSources.append("SSL_CERT_FILE=\(file)")
            }
        }
        if let folder = environment["SSL_CERT_DIR"], !folder.isEmpty {
            for directory in folder.split(separator: ":").map(String.init) {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
                for name in names {
                    let path = (directory as NSString).appendingPathComponent(name)
                    // Folders hold hashed links and other files: only those that parse count.
                    if let certificates = try? NIOSSLCertificate.fromPEMFile(path), !certificates.isEmpty {
                        configuration.additionalTrust += certificates
                    }
                }
                configuration.trustSources.append("SSL_CERT_DIR=\(directory)")
            }
        }
        for source in merged.caFiles {
            let label = isFlag(source) ? "--ca-file" : "tls.caFile"
            if let certificates = loadCertificates(source, label: label, environment: environment, into: &diagnostics) {
                configuration.additionalTrust += certificates
                configuration.trustSources.append(shown(source))
            }
        }

        // Client identity: both or neither, and the key must be the certificate's.
        switch (merged.clientCertificate, merged.clientKey) {
        case (nil, nil): break
        case (let certificate?, nil):
            diagnostics.append(
                Diagnostic(
                    .error, .transportPairIncomplete, [.plain(isFlag(certificate) ? "--client-cert" : "tls.clientCertificate"), "--client-key"],
                    at: location(certificate)))
        case (nil, let key?):
            diagnostics.append(
                Diagnostic(
                    .error, .transportPairIncomplete, [.plain(isFlag(key) ? "--client-key" : "tls.clientKey"), "--client-cert"], at: location(key)))
        case (let certificate?, let key?):
            let certificateLabel = isFlag(certificate) ? "--client-cert" : "tls.clientCertificate"
            let keyLabel = isFlag(key) ? "--client-key" : "tls.clientKey"
            let chain = loadCertificates(certificate, label: certificateLabel, environment: environment, into: &diagnostics)
            let privateKey = loadKey(key, label: keyLabel, environment: environment, into: &diagnostics)
            if let chain, let privateKey {
                if keyMatches(chain: chain, key: privateKey) {
                    configuration.clientChain = chain
                    configuration.clientKey = privateKey
                    configuration.clientCertificateSource = shown(certificate)
                } else {
                    diagnostics.append(
                        Diagnostic(.error, .transportKeyMismatch, [.plain(shown(certificate)), .plain(shown(key))], at: location(key)))
                }
            }
        }

        // Proxies: the flag or the file for both schemes, else the environment's, per scheme.
        if let source = merged.proxy {
            let label = isFlag(source) ? "--proxy" : "network.proxy"
            if let text = value(source, label: label, environment: environment, into: &diagnostics), !text.isEmpty {
                if let proxy = parseProxy(text, label: label, at: location(source), into: &diagnostics) {
                    configuration.httpsProxy = proxy
                    configuration.httpProxy = proxy
                }
            }
        } else {
            for (variable, keyPath) in [("https_proxy", \OutboundConfiguration.httpsProxy), ("http_proxy", \OutboundConfiguration.httpProxy)] {
                guard let text = environment[variable] ?? environment[variable.uppercased()], !text.isEmpty else { continue }
                let name = environment[variable] != nil ? variable : variable.uppercased()
                if let proxy = parseProxy(text, label: name, at: nil, into: &diagnostics) { configuration[keyPath: keyPath] = proxy }
            }
        }
        if let list = merged.noProxy {
            configuration.noProxy = NoProxyList(list)
        } else if let text = environment["no_proxy"] ?? environment["NO_PROXY"] {
            configuration.noProxy = NoProxyList(commaSeparated: text)
        }
        let failed = diagnostics.contains { $0.severity == .error }
        return (failed ? nil : configuration, diagnostics)
    }

    /// The location a command-line value carries: none.
    package static let noLocation = SourceLocation(file: "", line: 0, column: 0)

    /// Whether a source came from the command line (it has no file location).
    static func isFlag(_ source: SettingSource) -> Bool { source.location.file.isEmpty }

    /// The source's location, when it is written in a file.
    static func location(_ source: SettingSource) -> SourceLocation? { isFlag(source) ? nil : source.location }

    /// How a source is named in messages: its path or variable, never its content.
    static func shown(_ source: SettingSource) -> String {
        switch source.kind {
        case .value(let path): "'\(path)'"
        case .file(let path): "'\(path)'"
        case .environment(let name): "$\(name)"
        }
    }

    /// The PEM text of a source: a path (inline or `{file: …}`) is read; a variable holds PEM text or a path.
    static func pemText(
        _ source: SettingSource, label: String, environment: [String: String], into diagnostics: inout [Diagnostic]
    ) -> String? {
        var path: String
        switch source.kind {
        case .value(let text), .file(let text): path = text
        case .environment(let name):
            guard let text = environment[name], !text.isEmpty else {
                diagnostics.append(Diagnostic(.error, .configMissingEnvironment, [.plain(label), .plain(name)], at: location(source)))
                return nil
            }
            if text.contains("-----BEGIN") { return text }
            path = text
        }
        if path.hasPrefix("~/") { path = NSString(string: path).expandingTildeInPath }
        do {
            return try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            let reason: MessageID = FileManager.default.fileExists(atPath: path) ? .systemNotText : .systemNoSuchFile
            diagnostics.append(
                Diagnostic(
                    .error, .transportPEMUnreadable, [.plain(label), .plain(shown(source)), .localized(reason.localized())], at: location(source)))
            return nil
        }
    }

    /// A plain value of a source (inline, from a variable, or the trimmed content of a file).
    static func value(_ source: SettingSource, label: String, environment: [String: String], into diagnostics: inout [Diagnostic]) -> String? {
        switch source.kind {
        case .value(let text): return text
        case .environment(let name):
            guard let text = environment[name] else {
                diagnostics.append(Diagnostic(.error, .configMissingEnvironment, [.plain(label), .plain(name)], at: location(source)))
                return nil
            }
            return text
        case .file(let path):
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
                diagnostics.append(
                    Diagnostic(
                        .error, .transportPEMUnreadable, [.plain(label), .plain(shown(source)), .localized(MessageID.systemNoSuchFile.localized())],
                        at: location(source)))
                return nil
            }
            return text.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// The certificates of a PEM source, or nil with a diagnostic.
    static func loadCertificates(
        _ source: SettingSource, label: String, environment: [String: String], into diagnostics: inout [Diagnostic]
    ) -> [NIOSSLCertificate]? {
        guard let text = pemText(source, label: label, environment: environment, into: &diagnostics) else { return nil }
        guard let certificates = try? NIOSSLCertificate.fromPEMBytes(Array(text.utf8)), !certificates.isEmpty else {
            diagnostics.append(
                Diagnostic(
                    .error, .transportPEMInvalid,
                    [.plain(label), .plain(shown(source)), .localized(MessageID.transportPEMCertificate.localized())], at: location(source)))
            return nil
        }
        return certificates
    }

    /// The private key of a PEM source, or nil with a diagnostic.
    static func loadKey(
        _ source: SettingSource, label: String, environment: [String: String], into diagnostics: inout [Diagnostic]
    ) -> NIOSSLPrivateKey? {
        guard let text = pemText(source, label: label, environment: environment, into: &diagnostics) else { return nil }
        guard let key = try? NIOSSLPrivateKey(bytes: Array(text.utf8), format: .pem) else {
            diagnostics.append(
                Diagnostic(
                    .error, .transportPEMInvalid,
                    [.plain(label), .plain(shown(source)), .localized(MessageID.transportPEMPrivateKey.localized())], at: location(source)))
            return nil
        }
        return key
    }

    /// Whether the key is the private half of the chain's leaf (a TLS context accepts them together).
    static func keyMatches(chain: [NIOSSLCertificate], key: NIOSSLPrivateKey) -> Bool {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateChain = chain.map { .certificate($0) }
        configuration.privateKey = .privateKey(key)
        return (try? NIOSSLContext(configuration: configuration)) != nil
    }

    /// A parsed proxy URL, or nil with a diagnostic naming where it was given.
    static func parseProxy(_ text: String, label: String, at location: SourceLocation?, into diagnostics: inout [Diagnostic]) -> ForwardProxy? {
        switch ForwardProxy.parse(text) {
        case .success(let proxy): return proxy
        case .failure(let problem):
            diagnostics.append(
                Diagnostic(.error, .transportBadProxy, [.plain(label), .plain(ForwardProxy.redacted(text)), problem.argument], at: location))
            return nil
        }
    }
}
