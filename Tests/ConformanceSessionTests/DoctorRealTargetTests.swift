import ConformanceKit
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

@testable import ConformanceSession

/// `conformance doctor` against the sandbox behind TLS fronts and CONNECT proxies, in process.
///
/// Each failure a real network brings is its own failed line with the flag that fixes it, and the same target passes
/// once the flag is given. The environment (proxies, trust, settings) is the request's, not this process's.
@Suite(.serialized, .enabled(if: TestPKI.runs))
struct DoctorRealTargetTests {
    let pki: TestPKI

    init() throws { pki = try TestPKI.required() }

    /// The transport flags of a command line (`--ca-file P`, `--insecure`…) as the library takes them.
    static func transport(_ flags: [String]) -> TransportChoice {
        var values: [String: [String]] = [:]
        var index = 0
        while index < flags.count {
            let flag = flags[index]
            if flag == "--insecure" {
                values[flag] = [""]
                index += 1
            } else {
                values[flag, default: []].append(flags[index + 1])
                index += 2
            }
        }
        return TransportChoice(
            caFiles: values["--ca-file"] ?? [], clientCertificate: values["--client-cert"]?.last, clientKey: values["--client-key"]?.last,
            proxy: values["--proxy"]?.last, noProxy: values["--no-proxy"]?.last, insecure: values["--insecure"] != nil)
    }

    /// Doctor's report for Saferpay at `url`, with the checks as (kind, status, id, message), and its notes.
    func doctor(_ url: String, _ flags: [String] = [], _ extra: [String: String] = [:]) async throws -> (
        status: Int32, checks: [(kind: String, status: String, id: String, message: String)], stderr: String
    ) {
        var request = DoctorRequest(specsPath: TestSupport.specsPath)
        request.target = url
        request.protocols = ["saferpay"]
        request.transport = Self.transport(flags)
        request.environment = RealTargetCLI.environment(extra)
        let outcome = try await DoctorSession(request).examine()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.rendered(asJSON: true).utf8)) as? [String: Any])
        let checks = try #require(object["checks"] as? [[String: String]])
        let notes = outcome.notes.map { $0.formatted(.en) }.joined(separator: "\n")
        return (outcome.status, checks.map { ($0["kind"] ?? "", $0["status"] ?? "", $0["id"] ?? "", $0["message"] ?? "") }, notes)
    }

    @Test func aPrivateCAIsUntrustedUntilGivenThenTheCredentialsCallGoesThroughTLS() async throws {
        let servers = try await SandboxBehindTLS.start(pki: pki)
        let url = servers.url(servers.good)
        let untrusted = try await doctor(url)
        #expect(untrusted.status == 2)
        let connection = try #require(untrusted.checks.first { $0.kind == "connection" })
        #expect(connection.status == "failed" && connection.id == "transport.untrusted-certificate" && connection.message.contains("--ca-file"))
        #expect(untrusted.checks.contains { $0.kind == "credentials" && $0.id == "doctor.credentials-blocked" })
        let trusted = try await doctor(url, ["--ca-file", pki.ca])
        #expect(trusted.status == 0, "\(trusted.checks)")
        #expect(trusted.checks.contains { $0.kind == "connection" && $0.id == "doctor.reached-tls" })
        #expect(trusted.checks.contains { $0.kind == "credentials" && $0.id == "doctor.credentials-accepted" })
        let fromEnvironment = try await doctor(url, [], ["SSL_CERT_FILE": pki.ca])
        #expect(fromEnvironment.status == 0, "\(fromEnvironment.checks)")
        let insecure = try await doctor(url, ["--insecure"])
        #expect(insecure.status == 2 && insecure.checks.contains { $0.id == "doctor.reached-insecure" && $0.status == "failed" })
        await servers.stop()
    }

    @Test func certificateFailuresEachNameTheirCause() async throws {
        let servers = try await SandboxBehindTLS.start(pki: pki)
        let trust = ["--ca-file", pki.ca]
        for (server, id) in [
            (servers.wrongHost, "transport.hostname-mismatch"), (servers.expired, "transport.certificate-expired"),
            (servers.mutual, "transport.client-certificate-required"),
        ] {
            let result = try await doctor(servers.url(server), trust)
            #expect(result.status == 2)
            #expect(result.checks.contains { $0.kind == "connection" && $0.status == "failed" && $0.id == id }, "\(result.checks)")
        }
        let identified = try await doctor(
            servers.url(servers.mutual), trust + ["--client-cert", pki.certificate("client"), "--client-key", pki.key("client")])
        #expect(identified.status == 0, "\(identified.checks)")
        await servers.stop()
    }

    @Test func theForwardProxyIsNamedUsedAndItsFailuresExplained() async throws {
        let servers = try await SandboxBehindTLS.start(pki: pki)
        let url = servers.url(servers.good)
        let proxy = try await LoopbackRelay.connectProxy()
        let through = try await doctor(url, ["--ca-file", pki.ca], ["HTTPS_PROXY": "http://127.0.0.1:\(proxy.port)"])
        #expect(through.status == 0, "\(through.checks)")
        #expect(through.checks.contains { $0.kind == "proxy" && $0.message.contains("127.0.0.1:\(proxy.port)") })
        #expect(through.checks.contains { $0.kind == "name" && $0.id == "doctor.name-by-proxy" })
        // The probe and the credentials call share one kept-alive tunnel, to the TLS front and nowhere else.
        #expect(proxy.counter.count >= 1 && proxy.counter.seen.allSatisfy { $0 == "127.0.0.1:\(servers.good.port)" })
        let bypassed = try await doctor(url, ["--ca-file", pki.ca, "--no-proxy", "127.0.0.1"], ["HTTPS_PROXY": "http://127.0.0.1:\(proxy.port)"])
        #expect(bypassed.status == 0 && bypassed.checks.contains { $0.kind == "proxy" && $0.id == "doctor.proxy-direct" })

        let guarded = try await LoopbackRelay.connectProxy(authorization: "Basic " + Data("ci:right-horse".utf8).base64EncodedString())
        let refused = try await doctor(url, ["--ca-file", pki.ca, "--proxy", "http://ci:battery@127.0.0.1:\(guarded.port)"])
        #expect(refused.status == 2)
        #expect(refused.checks.contains { $0.kind == "connection" && $0.id == "transport.proxy-authentication" }, "\(refused.checks)")
        let shown = refused.checks.map(\.message).joined(separator: "\n") + refused.stderr
        #expect(!shown.contains("battery") && shown.contains("ci:***@"), "\(shown)")
        await proxy.stop()
        await guarded.stop()
        await servers.stop()
    }
}
