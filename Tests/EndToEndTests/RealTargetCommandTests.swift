import ConformanceKit
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `run`, `drift`, `proxy`, `certify --client --upstream` and `sandbox` through the built binary against the sandbox
/// behind TLS fronts and CONNECT proxies: private CAs, client certificates, proxies from the environment, and the
/// failures a person can act on (exit 2, a stable ID, the flag that fixes it, no library text).
@Suite(.serialized, .conformanceBinary, .enabled(if: TestPKI.runs))
struct RealTargetCommandTests {
    let pki: TestPKI

    init() throws { pki = try TestPKI.required() }

    /// Runs the binary with the environment of a real target's tests.
    static func cli(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> Subprocess.Result {
        try await RealTargetCLI.run(arguments, extra)
    }

    /// The environment of a child, for the commands these tests start themselves.
    static func environment(_ extra: [String: String] = [:]) -> [String: String] { RealTargetCLI.environment(extra) }

    /// `run` of one Saferpay scenario against `url`, live, reports in a scratch folder.
    static func run(_ url: String, _ flags: [String] = [], _ extra: [String: String] = [:]) async throws -> Subprocess.Result {
        let reports = try TestSupport.scratchFolder("real-target-reports")
        return try await cli(
            [
                "run", "--target", url, "--protocol", "saferpay", "--scenario", "saferpay/card-payment-captured", "--mode", "live", "--reports",
                reports,
            ]
                + flags, extra)
    }

    /// Exit 2 with the ID and a hint, and no build path or library text in what is printed.
    static func expectFailure(
        _ result: Subprocess.Result, _ id: String, hint: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        #expect(result.status == 2, "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(result.stderr.contains("[\(id)]") && result.stderr.contains(hint), "\(result.stderr)", sourceLocation: sourceLocation)
        let all = result.stdout + result.stderr
        #expect(!all.contains(".build/") && !all.contains("OPENSSL_internal") && !all.contains("NIOSSL"), "\(all)", sourceLocation: sourceLocation)
    }

    /// `run` trusts a private CA from `--ca-file` or `SSL_CERT_FILE`, and without it says to give `--ca-file`.
    @Test func runTrustsAPrivateCA() async throws {
        let servers = try await SandboxBehindTLS.start(pki: pki)
        let url = servers.url(servers.good)
        let flagged = try await Self.run(url, ["--ca-file", pki.ca])
        #expect(flagged.status == 0, "\(flagged.stderr)")
        let environment = try await Self.run(url, [], ["SSL_CERT_FILE": pki.ca])
        #expect(environment.status == 0, "\(environment.stderr)")
        Self.expectFailure(try await Self.run(url), "transport.untrusted-certificate", hint: "--ca-file")
        let french = try await Self.run(url, ["--lang", "fr"])
        #expect(french.stderr.contains("ne fait pas confiance") && french.stderr.contains("--ca-file"), "\(french.stderr)")
        // The built-in sandbox ignores the transport flags, and says so.
        let sandbox = try await Self.run("sandbox", ["--ca-file", pki.ca], ["HTTPS_PROXY": "http://127.0.0.1:9"])
        #expect(
            sandbox.status == 0 && sandbox.stderr.contains("--ca-file") && sandbox.stderr.contains("[transport.sandbox-direct]"), "\(sandbox.stderr)")
        await servers.stop()
    }

    /// Wrong host, expired certificate, client certificate required: each its own ID; the client certificate from the
    /// flags or the config file (`{env: …}` holding the key) passes.
    @Test func runExplainsCertificateFailuresAndPresentsAClientCertificate() async throws {
        let servers = try await SandboxBehindTLS.start(pki: pki)
        let trust = ["--ca-file", pki.ca]
        Self.expectFailure(try await Self.run(servers.url(servers.wrongHost), trust), "transport.hostname-mismatch", hint: "127.0.0.1")
        Self.expectFailure(try await Self.run(servers.url(servers.expired), trust), "transport.certificate-expired", hint: "2020")
        Self.expectFailure(try await Self.run(servers.url(servers.mutual), trust), "transport.client-certificate-required", hint: "--client-cert")
        let identified = try await Self.run(
            servers.url(servers.mutual), trust + ["--client-cert", pki.certificate("client"), "--client-key", pki.key("client")])
        #expect(identified.status == 0, "\(identified.stderr)")

        let folder = try TestSupport.scratchFolder("real-target-config")
        let config = folder + "/conformance.yaml"
        try """
        targets:
          staging:
            url: \(servers.url(servers.mutual))
            tls:
              caFile: [\(pki.ca)]
              clientCertificate: {file: \(pki.certificate("client"))}
              clientKey: {env: STAGING_CLIENT_KEY}
        """.write(toFile: config, atomically: true, encoding: .utf8)
        let key = try String(contentsOfFile: pki.key("client"), encoding: .utf8)
        let configured = try await Self.run("staging", ["--config", config], ["STAGING_CLIENT_KEY": key])
        #expect(configured.status == 0, "\(configured.stderr)")
        #expect(!(configured.stdout + configured.stderr).contains("PRIVATE KEY"))
        let mismatched = try await Self.run(
            "staging", ["--config", config], ["STAGING_CLIENT_KEY": try String(contentsOfFile: pki.key("server"), encoding: .utf8)])
        #expect(
            mismatched.status == 2 && mismatched.stderr.contains("conformance.yaml:7:") && mismatched.stderr.contains("[transport.key-mismatch]"),
            "\(mismatched.stderr)")
        await servers.stop()
    }

    /// `HTTPS_PROXY` carries `run` through the CONNECT proxy (which counts the tunnel), `NO_PROXY` bypasses it,
    /// a 407 names where credentials go, and a password never shows.
    @Test func runGoesThroughTheForwardProxy() async throws {
        let servers = try await SandboxBehindTLS.start(pki: pki)
        let url = servers.url(servers.good)
        let proxy = try await LoopbackRelay.connectProxy()
        let through = try await Self.run(url, ["--ca-file", pki.ca], ["HTTPS_PROXY": "http://127.0.0.1:\(proxy.port)"])
        #expect(through.status == 0, "\(through.stderr)")
        let tunnels = proxy.counter.count
        #expect(tunnels >= 1 && proxy.counter.seen.allSatisfy { $0 == "127.0.0.1:\(servers.good.port)" })
        let bypassed = try await Self.run(
            url, ["--ca-file", pki.ca], ["https_proxy": "http://127.0.0.1:\(proxy.port)", "NO_PROXY": "127.0.0.1"])
        #expect(bypassed.status == 0 && proxy.counter.count == tunnels, "\(bypassed.stderr)")

        let guarded = try await LoopbackRelay.connectProxy(authorization: "Basic " + Data("ci:wrong-horse".utf8).base64EncodedString())
        let refused = try await Self.run(url, ["--ca-file", pki.ca], ["HTTPS_PROXY": "http://ci:battery@127.0.0.1:\(guarded.port)"])
        Self.expectFailure(refused, "transport.proxy-authentication", hint: "HTTPS_PROXY")
        #expect(!refused.stderr.contains("battery") && refused.stderr.contains("ci:***@"), "\(refused.stderr)")
        let badURL = try await Self.run(url, ["--proxy", "ftp://proxy:21"])
        Self.expectFailure(badURL, "transport.bad-proxy-url", hint: "--proxy")
        await proxy.stop()
        await guarded.stop()
        await servers.stop()
    }

    /// `drift` against an HTTPS target: through `--ca-file` and the proxy, and the trust failure without it.
    @Test func driftReachesAPrivateTarget() async throws {
        let servers = try await SandboxBehindTLS.start(pki: pki)
        let cassettes = try TestSupport.scratchFolder("real-target-baseline")
        let baseline = try await Self.cli(
            [
                "run", "--protocol", "saferpay", "--scenario", "saferpay/card-payment-captured", "--cassettes", cassettes, "--reports",
                try TestSupport.scratchFolder("real-target-r"),
            ])
        #expect(baseline.status == 0, "\(baseline.stderr)")
        let proxy = try await LoopbackRelay.connectProxy()
        let drift = ["drift", "--cassettes", cassettes, "--against", servers.url(servers.good), "--protocol", "saferpay"]
        let reached = try await Self.cli(drift + ["--ca-file", pki.ca], ["HTTPS_PROXY": "http://127.0.0.1:\(proxy.port)"])
        #expect(reached.status == 0, "\(reached.stdout)\n\(reached.stderr)")
        #expect(proxy.counter.count >= 1)
        Self.expectFailure(try await Self.cli(drift), "transport.untrusted-certificate", hint: "--ca-file")
        await proxy.stop()
        await servers.stop()
    }

    /// A started `conformance proxy`: its port and output.
    final class RunningProxy: @unchecked Sendable {
        let process = Process()
        let lock = NSLock()
        var output = ""
        var port = 0

        init(_ arguments: [String], environment: [String: String]) async throws {
            process.executableURL = URL(fileURLWithPath: ConformanceCLI.binary)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: TestSupport.repositoryRoot)
            process.environment = environment
            let pipe = Pipe()
            pipe.fileHandleForReading.readabilityHandler = { [self] handle in
                let data = handle.availableData
                lock.withLock { output += String(decoding: data, as: UTF8.self) }
            }
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let deadline = Date().addingTimeInterval(60)
            while Date() < deadline, process.isRunning {
                let text = lock.withLock { output }
                if let range = text.range(of: #"listening on http://127\.0\.0\.1:(\d+)"#, options: .regularExpression) {
                    port = Int(text[range].split(separator: ":").last ?? "") ?? 0
                    return
                }
                try await Task.sleep(nanoseconds: 50_000_000)
            }
        }

        var text: String { lock.withLock { output } }

        func stop() async {
            if process.isRunning { process.terminate() }
            await Subprocess.waitUntilExit(process)
        }
    }

    /// GET through the recording proxy: status and body.
    static func get(_ port: Int, _ path: String = "/") async throws -> (Int, String) {
        let (data, response) = try await URLSession.shared.data(from: URL(string: "http://127.0.0.1:\(port)\(path)")!)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// `proxy --upstream https://…` trusts `--ca-file`, presents the client certificate, honours `HTTPS_PROXY`, and
    /// answers its client a 502 naming the fix (no library text) when trust is missing.
    @Test func recordingProxyReachesAPrivateUpstream() async throws {
        let servers = try await SandboxBehindTLS.start(pki: pki)
        let forward = try await LoopbackRelay.connectProxy()
        let folder = try TestSupport.scratchFolder("real-target-proxy")
        let trusted = try await RunningProxy(
            [
                "proxy", "--upstream", servers.url(servers.mutual), "--cassette", folder + "/a.json", "--mode", "all", "--ca-file", pki.ca,
                "--client-cert", pki.certificate("client"), "--client-key", pki.key("client"),
            ], environment: Self.environment(["HTTPS_PROXY": "http://127.0.0.1:\(forward.port)"]))
        #expect(trusted.port > 0, "\(trusted.text)")
        #expect(trusted.text.contains("via proxy http://127.0.0.1:\(forward.port)"), "\(trusted.text)")
        let (status, _) = try await Self.get(trusted.port)
        #expect(status == 200, "\(trusted.text)")
        #expect(forward.counter.count >= 1)
        await trusted.stop()

        let untrusted = try await RunningProxy(
            ["proxy", "--upstream", servers.url(servers.good), "--cassette", folder + "/b.json", "--mode", "all"], environment: Self.environment())
        let (failed, body) = try await Self.get(untrusted.port)
        #expect(failed == 502 && body.contains("transport.untrusted-certificate") && body.contains("--ca-file"), "\(body)")
        #expect(!body.contains(".build") && !body.contains("OPENSSL_internal"), "\(body)")
        await untrusted.stop()
        #expect(untrusted.text.contains("[transport.untrusted-certificate]") && !untrusted.text.contains(".build/"), "\(untrusted.text)")
        await forward.stop()
        await servers.stop()
    }

    /// `certify --client --upstream https://…`: the session's recording proxy reaches the private upstream.
    @Test(.enabled(if: CertifyProcess.ready))
    func clientCertificationReachesAPrivateUpstream() async throws {
        let servers = try await SandboxBehindTLS.start(pki: pki)
        let forward = try await LoopbackRelay.connectProxy()
        let (key, _) = try await CertifyProcess.keys()
        let out = try TestSupport.scratchFolder("real-target-certify") + "/bundle"
        let result = try await Self.cli(
            [
                "certify", "--client", "--partner", "Acme App", "--signing-key", key, "--out", out, "--protocol", "saferpay", "--upstream",
                servers.url(servers.good), "--ca-file", pki.ca, "--case", "card-payment-captured", "--exec",
                "python3 \(CertifyProcess.script("saferpay"))",
            ], CertifyProcess.saferpayAccount.merging(["HTTPS_PROXY": "http://127.0.0.1:\(forward.port)"]) { _, new in new })
        // The case passes; one case of the profile makes the bundle partial (exit 1).
        #expect(result.status == 1 && result.stderr.contains("NOT CERTIFIED (partial: "), "\(result.stdout)\n\(result.stderr)")
        #expect(try CertifyProcess.failures(out).isEmpty)
        #expect(forward.counter.count >= 1, "the upstream traffic went through the forward proxy")
        await forward.stop()
        await servers.stop()
    }

    /// `--insecure` reaches an untrusted target, says so on every line, and marks the report and the signed statement.
    @Test func insecureIsLoudAndRecorded() async throws {
        let servers = try await SandboxBehindTLS.start(pki: pki)
        let url = servers.url(servers.good)
        let reports = try TestSupport.scratchFolder("real-target-insecure")
        let result = try await Self.cli(
            [
                "run", "--target", url, "--protocol", "saferpay", "--scenario", "saferpay/card-payment-captured", "--mode", "live", "--reports",
                reports, "--insecure",
            ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("[transport.insecure]"), "\(result.stderr)")
        let progress = result.stderr.components(separatedBy: "\n").filter { $0.contains("PASS") || $0.contains("conformance run:") }
        #expect(!progress.isEmpty && progress.allSatisfy { $0.hasPrefix("[INSECURE]") }, "\(result.stderr)")
        #expect(try JSONReportReader.read(file: reports + "/report.json").target.contains("INSECURE"))

        let (key, _) = try await CertifyProcess.keys()
        let out = try TestSupport.scratchFolder("real-target-insecure-certify") + "/bundle"
        let certify = try await Self.cli(
            ["certify", "--partner", "Acme", "--target", url, "--protocol", "saferpay", "--signing-key", key, "--out", out, "--insecure"])
        #expect(certify.status != 2, "\(certify.stderr)")
        let statement = try CertifyProcess.json(out + "/statement.json")
        #expect((statement["session"] as? [String: Any])?["insecure"] as? Bool == true, "\(statement)")
        #expect((statement["target"] as? String)?.contains("INSECURE") == true, "\(statement)")
        await servers.stop()
    }

    /// A taken port is a diagnostic naming the address and `--port`, for `proxy` and `sandbox`.
    @Test func aTakenPortIsExplained() async throws {
        let taken = try await LoopbackRelay.connectProxy()
        let folder = try TestSupport.scratchFolder("real-target-port")
        let proxy = try await Self.cli(
            ["proxy", "--upstream", "http://127.0.0.1:9", "--cassette", folder + "/c.json", "--mode", "all", "--port", String(taken.port)])
        Self.expectFailure(proxy, "transport.port-in-use", hint: "127.0.0.1:\(taken.port)")
        let sandbox = try await Self.cli(["sandbox", "--port", String(taken.port)])
        Self.expectFailure(sandbox, "transport.port-in-use", hint: "--port")
        #expect(!(proxy.stderr + sandbox.stderr).contains("errno"))
        await taken.stop()
    }
}
