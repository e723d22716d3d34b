import AsyncHTTPClient
import ConformanceKit
import Foundation
import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import NIOTLS

/// Why a request did not get an answer, classified so the message says what failed and what fixes it.
///
/// The message never quotes the libraries' own texts (which name files of their build): only the kind, the
/// origin asked for, the proxy it went through (credentials redacted) and the flag or key that helps.
package struct OutboundFailure: Error, Sendable, CustomStringConvertible {
    /// The kinds of failure, each with its stable message ID.
    package enum Kind: String, Sendable, Hashable, CaseIterable {
        /// The certificate chains to no trusted authority.
        case untrustedCertificate
        /// The certificate does not name the host.
        case hostnameMismatch
        /// The certificate is outside its validity period.
        case expiredCertificate
        /// The server wants a client certificate (none given, or the one given refused).
        case clientCertificateRequired
        /// Another TLS failure.
        case tls
        /// The proxy refused the tunnel.
        case proxyRefused
        /// The proxy wants credentials.
        case proxyAuthentication
        /// Nothing listens.
        case connectionRefused
        /// The host name does not resolve.
        case nameNotResolved
        /// No connection or answer in time.
        case timeout
        /// The peer closed the connection early.
        case connectionClosed
        /// Anything else.
        case other

        /// The message ID of the kind.
        package var messageID: MessageID {
            switch self {
            case .untrustedCertificate: .transportUntrusted
            case .hostnameMismatch: .transportHostname
            case .expiredCertificate: .transportExpired
            case .clientCertificateRequired: .transportClientCertificate
            case .tls: .transportTLS
            case .proxyRefused: .transportProxyRefused
            case .proxyAuthentication: .transportProxyAuthentication
            case .connectionRefused: .transportRefused
            case .nameNotResolved: .transportUnresolved
            case .timeout: .transportTimeout
            case .connectionClosed: .transportClosed
            case .other: .transportFailed
            }
        }
    }

    /// The kind.
    package var kind: Kind
    /// The bilingual diagnostic (exit 2 in the CLI).
    package var diagnostic: Diagnostic

    /// Creates a failure of a kind with its diagnostic.
    package init(kind: Kind, diagnostic: Diagnostic) {
        self.kind = kind
        self.diagnostic = diagnostic
    }

    /// The English compiler-style line.
    package var description: String { diagnostic.formatted(.en) }

    /// `scheme://host:port` of a URL: what messages name (paths and queries may hold data).
    package static func origin(_ url: URL) -> String {
        let scheme = url.scheme?.lowercased() ?? "http"
        let host = url.host ?? "?"
        let port = url.port ?? (scheme == "https" ? 443 : 80)
        return "\(scheme)://\(host.contains(":") ? "[\(host)]" : host):\(port)"
    }

    /// Classifies an error met sending to `url`; a certificate that fails verification is fetched again
    /// (unchecked, directly) to tell an expired one from an unknown issuer.
    package static func classify(
        _ error: any Error, url: URL, configuration: OutboundConfiguration, timeout: TimeInterval, maxBodyBytes: Int = 256 << 20
    ) async -> OutboundFailure {
        if let failure = error as? OutboundFailure { return failure }
        let origin = origin(url)
        let proxy = configuration.proxy(for: url)
        let through: MessageArgument =
            proxy.map { .localized(MessageID.transportThroughProxy.localized(["\($0)"])) } ?? .plain("")
        func make(_ kind: Kind, _ arguments: [MessageArgument]) -> OutboundFailure {
            OutboundFailure(kind: kind, diagnostic: Diagnostic(.error, kind.messageID, arguments))
        }
        let text = String(reflecting: error)
        if let error = error as? HTTPClientError {
            switch error {
            case .proxyAuthenticationRequired: return make(.proxyAuthentication, [.plain(origin), .plain(proxy?.description ?? "?")])
            case .invalidProxyResponse: return make(.proxyRefused, [.plain(origin), .plain(proxy?.description ?? "?")])
            case .connectTimeout, .getConnectionFromPoolTimeout, .deadlineExceeded, .readTimeout, .writeTimeout, .httpProxyHandshakeTimeout,
                .tlsHandshakeTimeout, .socksHandshakeTimeout:
                return make(.timeout, [.plain(origin), .plain(String(format: "%g", timeout))])
            case .remoteConnectionClosed:
                return make(.connectionClosed, [.plain(origin)])
            default: break
            }
        }
        if error is HTTPParserError || (error as? ChannelError).map({ $0 == .eof || $0 == .ioOnClosedChannel || $0 == .outputClosed }) == true {
            return make(.connectionClosed, [.plain(origin)])
        }
        if error is NIOTooManyBytesError {
            return make(
                .other,
                [
                    .plain(origin),
                    .localized(MessageID.transportAnswerTooLarge.localized(["\(maxBodyBytes)"])),
                ])
        }
        if let error = error as? NIOSSLExtraError, error == .failedToValidateHostname {
            return make(.hostnameMismatch, [.plain(origin), .plain(url.host ?? "?")])
        }
        if text.contains("CERTIFICATE_REQUIRED") || (text.contains("HANDSHAKE_FAILURE") && !configuration.hasClientCertificate) {
            return make(.clientCertificateRequired, [.plain(origin), .plain("")])
        }
        if configuration.hasClientCertificate
            && (text.contains("ALERT_UNKNOWN_CA") || text.contains("ALERT_BAD_CERTIFICATE") || text.contains("HANDSHAKE_FAILURE")
                || text.contains("ALERT_CERTIFICATE_UNKNOWN"))
        {
            return make(
                .clientCertificateRequired,
                [.plain(origin), .localized(MessageID.transportCertificateRefused.localized())])
        }
        if text.contains("CERTIFICATE_VERIFY_FAILED") {
            if proxy == nil, let host = url.host, let validity = await peerValidity(host: host, port: url.port ?? 443) {
                let now = time(nil)
                if validity.notAfter < now || validity.notBefore > now {
                    let formatter = ISO8601DateFormatter()
                    let span =
                        "\(formatter.string(from: Date(timeIntervalSince1970: TimeInterval(validity.notBefore)))) – \(formatter.string(from: Date(timeIntervalSince1970: TimeInterval(validity.notAfter))))"
                    return make(.expiredCertificate, [.plain(origin), .plain(span)])
                }
            }
            return make(.untrustedCertificate, [.plain(origin), through])
        }
        if let reason = tlsReason(text) { return make(.tls, [.plain(origin), .plain(reason)]) }
        if let kind = connectionKind(error) {
            switch kind {
            case .connectionRefused:
                let hint: MessageArgument =
                    proxy.map {
                        .localized(MessageID.transportRefusedProxy.localized(["\($0)"]))
                    } ?? .plain("")
                return make(.connectionRefused, [.plain(proxy.map { "\($0.host):\($0.port)" } ?? origin), hint])
            case .nameNotResolved: return make(.nameNotResolved, [.plain(origin)])
            default: break
            }
        }
        if error is ChannelError, case .connectTimeout = error as! ChannelError {
            return make(.timeout, [.plain(origin), .plain(String(format: "%g", timeout))])
        }
        return make(.other, [.plain(origin), .plain(sanitized(text))])
    }

    /// Refused or unresolved, read from NIO's connection errors.
    static func connectionKind(_ error: any Error) -> Kind? {
        if let error = error as? NIOConnectionError {
            if error.connectionErrors.contains(where: { isRefused($0.error) }) { return .connectionRefused }
            if error.connectionErrors.isEmpty && (error.dnsAError != nil || error.dnsAAAAError != nil) { return .nameNotResolved }
        }
        if isRefused(error) { return .connectionRefused }
        let text = String(describing: error)
        if text.contains("NXDOMAIN") || text.contains("unknown(host:") || text.contains("Name or service not known") { return .nameNotResolved }
        return nil
    }

    /// Whether an error is a refused connection.
    static func isRefused(_ error: any Error) -> Bool {
        if let error = error as? IOError, error.errnoCode == ECONNREFUSED { return true }
        return String(describing: error).contains("Connection refused")
    }

    /// The short reason code of a TLS failure, such as `WRONG_VERSION_NUMBER`, without the library's file names.
    static func tlsReason(_ text: String) -> String? {
        guard text.contains("SSL") || text.contains("handshake") else { return nil }
        if let regex = try? NSRegularExpression(pattern: "OPENSSL_internal:([A-Z0-9_]+)"),
            let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let range = Range(match.range(at: 1), in: text)
        {
            let code = String(text[range])
            if code == "WRONG_VERSION_NUMBER" || code == "PACKET_LENGTH_TOO_LONG" { return "no TLS server at this port: \(code)" }
            return code
        }
        if text.contains("uncleanShutdown") { return "the server closed the connection during the handshake" }
        return "handshake failed"
    }

    /// An error's text with paths and addresses of the build removed, for the last-resort message.
    static func sanitized(_ text: String) -> String {
        var result = text
        for pattern in ["\\s*at /[^\\s\\)\\]]*", "/[^\\s\\)\\]]*\\.build/[^\\s\\)\\]]*", "/[^\\s\\)\\]]*checkouts/[^\\s\\)\\]]*"] {
            if let regex = try? NSRegularExpression(pattern: pattern) {
                result = regex.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result), withTemplate: "")
            }
        }
        result = ForwardProxy.redacted(result)
        return result.count > 200 ? String(result.prefix(200)) + "…" : result
    }

    /// The validity period of the certificate a server presents, fetched without checking it; nil when unreachable.
    static func peerValidity(host: String, port: Int) async -> (notBefore: time_t, notAfter: time_t)? {
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.certificateVerification = .none
        guard let context = try? NIOSSLContext(configuration: tls) else { return nil }
        let isAddress = host.contains(":") || host.allSatisfy { $0.isNumber || $0 == "." }
        let group = MultiThreadedEventLoopGroup.singleton
        let promise = group.next().makePromise(of: ValidityPeriod?.self)
        let bootstrap = ClientBootstrap(group: group).connectTimeout(.seconds(5)).channelInitializer { channel in
            channel.eventLoop.makeCompletedFuture {
                try channel.pipeline.syncOperations.addHandler(NIOSSLClientHandler(context: context, serverHostname: isAddress ? nil : host))
                try channel.pipeline.syncOperations.addHandler(PeerCertificateReader(promise: promise))
            }
        }
        do {
            let channel = try await bootstrap.connect(host: host, port: port).get()
            group.next().scheduleTask(in: .seconds(5)) { promise.succeed(nil) }
            let validity = try? await promise.futureResult.get()
            try? await channel.close()
            return validity.flatMap { $0 }.map { ($0.notBefore, $0.notAfter) }
        } catch {
            promise.succeed(nil)
            return nil
        }
    }
}

/// A certificate's validity period, in seconds since 1970.
struct ValidityPeriod: Sendable {
    /// Not valid before.
    var notBefore: time_t
    /// Not valid after.
    var notAfter: time_t
}

/// Reads the peer certificate's validity once the TLS handshake completes.
final class PeerCertificateReader: ChannelInboundHandler, Sendable {
    typealias InboundIn = ByteBuffer
    let promise: EventLoopPromise<ValidityPeriod?>

    /// Creates a reader fulfilling `promise`.
    init(promise: EventLoopPromise<ValidityPeriod?>) { self.promise = promise }

    /// Fulfils the promise at the end of the handshake.
    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if case TLSUserEvent.handshakeCompleted = event {
            let certificate = try? context.pipeline.syncOperations.handler(type: NIOSSLClientHandler.self).peerCertificate
            promise.succeed(certificate.map { ValidityPeriod(notBefore: $0.notValidBefore, notAfter: $0.notValidAfter) })
        }
        context.fireUserInboundEventTriggered(event)
    }

    /// Gives up on an error.
    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        promise.succeed(nil)
        context.close(promise: nil)
    }
}
