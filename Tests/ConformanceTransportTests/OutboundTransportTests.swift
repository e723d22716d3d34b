import ConformanceEngine
import ConformanceKit
import ConformanceTestSupport
import ConformanceTransport
import Foundation
import NIOCore
import NIOPosix
import ServerTestSupport
import Testing

/// The outbound client against the sandbox behind TLS fronts and CONNECT proxies written here, and the
/// resolution of its settings: trust, client certificates, proxies, and failures people can act on.
@Suite(.serialized, .enabled(if: TestPKI.runs))
struct OutboundTransportTests {
    let pki: TestPKI

    init() throws { pki = try TestPKI.required() }

    /// `GET /` of the sandbox (it lists what it serves).
    static let probe = RecordedRequest(method: "GET", path: "/")

    /// Settings as the command line gives them.
    static func flags(ca: [String] = [], cert: String? = nil, key: String? = nil, proxy: String? = nil, noProxy: [String]? = nil) -> OutboundSettings
    {
        let here = OutboundConfiguration.noLocation
        return OutboundSettings(
            caFiles: ca.map { SettingSource(.value($0), location: here) }, clientCertificate: cert.map { SettingSource(.value($0), location: here) },
            clientKey: key.map { SettingSource(.value($0), location: here) }, proxy: proxy.map { SettingSource(.value($0), location: here) },
            noProxy: noProxy)
    }

    /// A resolved configuration (the test fails when it does not resolve).
    static func configuration(_ flags: OutboundSettings, environment: [String: String] = [:]) throws -> OutboundConfiguration {
        let resolved = OutboundConfiguration.resolve(settings: nil, flags: flags, environment: environment)
        #expect(resolved.diagnostics.isEmpty, "\(resolved.diagnostics)")
        return try #require(resolved.configuration)
    }

    /// Sends the probe and returns the status, or the diagnostic of the failure.
    static func attempt(_ configuration: OutboundConfiguration, _ url: String) async -> (status: Int?, diagnostic: Diagnostic?) {
        let client = OutboundClient(configuration: configuration, timeout: 10)
        defer { Task { await client.shutdown() } }
        let target = URL(string: url + "/")!
        do {
            let response = try await client.send(probe, to: target)
            await client.shutdown()
            return (response.status, nil)
        } catch {
            let diagnostic = await client.diagnose(error, url: target)
            await client.shutdown()
            return (nil, diagnostic)
        }
    }

    /// Every text a person sees: both languages, with no library file path.
    static func expectClean(_ diagnostic: Diagnostic?, _ id: MessageID, mentions: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        #expect(diagnostic?.id == id, "\(String(describing: diagnostic))", sourceLocation: sourceLocation)
        for language in Language.allCases {
            let text = diagnostic?.formatted(language) ?? ""
            #expect(
                !text.contains(".build") && !text.contains("checkouts") && !text.contains("OPENSSL_internal"), "\(text)",
                sourceLocation: sourceLocation)
        }
        #expect(diagnostic?.message(.en).contains(mentions) == true, "\(String(describing: diagnostic))", sourceLocation: sourceLocation)
        #expect(diagnostic?.message(.en) != diagnostic?.message(.fr), sourceLocation: sourceLocation)
    }

    /// A private CA is trusted from `--ca-file` or `SSL_CERT_FILE`, and not otherwise (with a message naming `--ca-file`).
    @Test func trustsAPrivateCAFromTheFlagOrTheEnvironment() async throws {
        let servers = try await SandboxBehindTLS.start(pki: pki)
        let url = servers.url(servers.good)
        #expect(await Self.attempt(try Self.configuration(Self.flags(ca: [pki.ca])), url).status == 200)
        #expect(await Self.attempt(try Self.configuration(Self.flags(), environment: ["SSL_CERT_FILE": pki.ca]), url).status == 200)
        let untrusted = await Self.attempt(try Self.configuration(Self.flags()), url)
        Self.expectClean(untrusted.diagnostic, .transportUntrusted, mentions: "--ca-file")
        await servers.stop()
    }

    /// A certificate for another host, an expired one and a missing client certificate each get their own message.
    @Test func classifiesCertificateFailures() async throws {
        let servers = try await SandboxBehindTLS.start(pki: pki)
        let trusted = try Self.configuration(Self.flags(ca: [pki.ca]))
        Self.expectClean(await Self.attempt(trusted, servers.url(servers.wrongHost)).diagnostic, .transportHostname, mentions: "127.0.0.1")
        Self.expectClean(await Self.attempt(trusted, servers.url(servers.expired)).diagnostic, .transportExpired, mentions: "2020-02-01")
        Self.expectClean(await Self.attempt(trusted, servers.url(servers.mutual)).diagnostic, .transportClientCertificate, mentions: "--client-cert")
        let identified = try Self.configuration(Self.flags(ca: [pki.ca], cert: pki.certificate("client"), key: pki.key("client")))
        #expect(identified.hasClientCertificate)
        #expect(await Self.attempt(identified, servers.url(servers.mutual)).status == 200)
        await servers.stop()
    }

    /// `HTTPS_PROXY` carries the traffic through a CONNECT tunnel (the proxy counts it); `NO_PROXY` bypasses it;
    /// credentials in the URL are sent as Proxy-Authorization and never shown.
    @Test func goesThroughTheForwardProxyUnlessBypassed() async throws {
        let servers = try await SandboxBehindTLS.start(pki: pki)
        let url = servers.url(servers.good)
        let proxy = try await LoopbackRelay.connectProxy()
        let environment = ["SSL_CERT_FILE": pki.ca, "HTTPS_PROXY": "http://127.0.0.1:\(proxy.port)"]
        let proxied = try Self.configuration(Self.flags(), environment: environment)
        #expect(proxied.shownProxy(for: URL(string: url)!) == "http://127.0.0.1:\(proxy.port)")
        #expect(await Self.attempt(proxied, url).status == 200)
        #expect(proxy.counter.count == 1 && proxy.counter.seen == ["127.0.0.1:\(servers.good.port)"])

        var bypass = environment
        bypass["no_proxy"] = "localhost,127.0.0.1"
        #expect(await Self.attempt(try Self.configuration(Self.flags(), environment: bypass), url).status == 200)
        #expect(proxy.counter.count == 1, "NO_PROXY sends the request directly")

        let guarded = try await LoopbackRelay.connectProxy(authorization: "Basic " + Data("tester:s3cr3t".utf8).base64EncodedString())
        let withCredentials = try Self.configuration(Self.flags(proxy: "http://tester:s3cr3t@127.0.0.1:\(guarded.port)"), environment: environment)
        #expect(withCredentials.shownProxy(for: URL(string: url)!) == "http://tester:***@127.0.0.1:\(guarded.port)")
        #expect(await Self.attempt(withCredentials, url).status == 200)
        let anonymous = await Self.attempt(try Self.configuration(Self.flags(proxy: "127.0.0.1:\(guarded.port)"), environment: environment), url)
        Self.expectClean(anonymous.diagnostic, .transportProxyAuthentication, mentions: "407")

        let refusing = try await LoopbackRelay.connectProxy(refuse: true)
        let refused = await Self.attempt(
            try Self.configuration(Self.flags(proxy: "http://127.0.0.1:\(refusing.port)"), environment: environment), url)
        Self.expectClean(refused.diagnostic, .transportProxyRefused, mentions: "127.0.0.1:\(refusing.port)")
        #expect(refusing.counter.count >= 1)
        for relay in [proxy, guarded, refusing] { await relay.stop() }
        await servers.stop()
    }

    /// Nothing listening and a name that does not resolve are told apart.
    @Test func classifiesConnectionFailures() async throws {
        let closed = try await LoopbackRelay.connectProxy()
        let port = closed.port
        await closed.stop()
        let direct = OutboundConfiguration()
        Self.expectClean(await Self.attempt(direct, "https://127.0.0.1:\(port)").diagnostic, .transportRefused, mentions: "127.0.0.1:\(port)")
        Self.expectClean(
            await Self.attempt(direct, "https://no-such-host.invalid").diagnostic, .transportUnresolved, mentions: "no-such-host.invalid")
    }

    /// Problems in the `tls` and `network` sections are located diagnostics; unknown keys get a suggestion.
    @Test func resolvingReportsLocatedProblems() throws {
        let folder = try TestSupport.scratchFolder("outbound-config")
        let file = folder + "/conformance.yaml"
        try """
        network:
          proxy: "ftp://proxy.example:21"
        targets:
          staging:
            url: https://127.0.0.1:9
            tls:
              caFile: \(pki.notPEM)
              clientCertificate: \(pki.certificate("client"))
              clientKey: {env: CLIENT_KEY_PEM}
        """.write(toFile: file, atomically: true, encoding: .utf8)
        let loaded = RunConfigurationLoader.load(file: file)
        let configuration = try #require(loaded.configuration, "\(loaded.diagnostics)")
        let settings = (configuration.network ?? OutboundSettings()).overridden(by: configuration.targets["staging"]?.tls)
        let wrongKey = try String(contentsOfFile: pki.key("server"), encoding: .utf8)
        let resolved = OutboundConfiguration.resolve(settings: settings, environment: ["CLIENT_KEY_PEM": wrongKey])
        #expect(resolved.configuration == nil)
        let byID = Dictionary(grouping: resolved.diagnostics, by: \.id)
        #expect(byID[.transportPEMInvalid]?.first?.location?.line == 7, "\(resolved.diagnostics)")
        #expect(byID[.transportKeyMismatch]?.first?.location?.line == 9, "\(resolved.diagnostics)")
        #expect(byID[.transportBadProxy]?.first?.location?.line == 2, "\(resolved.diagnostics)")
        #expect(!resolved.diagnostics.contains { $0.formatted(.en).contains("PRIVATE KEY") }, "no key material in messages")

        let missing = OutboundConfiguration.resolve(settings: Self.flags(ca: [folder + "/absent.pem"], cert: pki.certificate("client")))
        #expect(Set(missing.diagnostics.map(\.id)) == [.transportPEMUnreadable, .transportPairIncomplete], "\(missing.diagnostics)")

        try "network:\n  noProxi: localhost\n".write(toFile: file, atomically: true, encoding: .utf8)
        let typo = RunConfigurationLoader.load(file: file)
        #expect(typo.configuration == nil && typo.diagnostics.contains { $0.message(.en).contains("noProxy") }, "\(typo.diagnostics)")
    }

    /// NO_PROXY entries: suffixes with or without a dot, `host:port`, `*`; proxy URLs redacted wherever printed.
    @Test func noProxyListsAndRedaction() {
        let list = NoProxyList(commaSeparated: " .example.com, localhost:8443 ,10.0.0.1")
        #expect(list.bypasses(host: "api.example.com", port: 443) && list.bypasses(host: "example.com", port: 443))
        #expect(!list.bypasses(host: "notexample.com", port: 443))
        #expect(list.bypasses(host: "localhost", port: 8443) && !list.bypasses(host: "localhost", port: 443))
        #expect(NoProxyList(["*"]).bypasses(host: "anything", port: 1))
        #expect(ForwardProxy.redacted("via http://user:pa55@proxy:3128 now") == "via http://user:***@proxy:3128 now")
        if case .success(let proxy) = ForwardProxy.parse("http://us%40er:p%3Ass@proxy.corp:3128") {
            #expect(proxy.user == "us@er" && proxy.password == "p:ss" && proxy.description == "http://us@er:***@proxy.corp:3128")
        } else {
            Issue.record("a proxy URL with credentials parses")
        }
    }

    /// An address already in use is a diagnostic naming it, not NIO's errno text.
    @Test func addressInUseIsExplained() async throws {
        let taken = try await LoopbackRelay.connectProxy()
        do {
            let second = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton).bind(host: "127.0.0.1", port: taken.port).get()
            try? await second.close()
            Issue.record("binding a taken port succeeded")
        } catch {
            let diagnostic = ListenFailure.diagnostic(error, host: "127.0.0.1", port: taken.port)
            #expect(diagnostic?.id == .transportPortInUse)
            #expect(diagnostic?.message(.en).contains("127.0.0.1:\(taken.port)") == true && diagnostic?.message(.en).contains("--port") == true)
        }
        await taken.stop()
    }

    /// Every transport message exists in both languages.
    @Test func everyTransportMessageIsBilingual() {
        for id in MessageID.transportCatalogue {
            #expect(id.template(.en) != id.rawValue && id.template(.fr) != id.rawValue && id.template(.en) != id.template(.fr), "\(id)")
        }
        for kind in OutboundFailure.Kind.allCases { #expect(kind.messageID.rawValue.hasPrefix("transport.")) }
    }
}
