import ConformanceKit
import ConformanceProxy
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The recording proxy and the URLSession recorder, against a local upstream on a random loopback port.
@Suite(.serialized) struct ProxyTests {
    @Test func proxyRecordsThenReplaysWithoutTheUpstream() async throws {
        let upstream = try await LocalUpstream.start()
        let file = ProxyFixtures.temporaryCassette()
        let summary = try await ProxyFixtures.withProxy(upstream: upstream.baseURL, cassette: file, mode: .once) { proxy, lines in
            let first = try await send(
                "POST", proxy + "/api/Payment/v1/Transaction/Initialize", body: ProxyFixtures.initializeBody, contentType: "application/json")
            #expect(first.status == 200)
            #expect(String(decoding: first.body, as: UTF8.self).contains(#""Token":"tok-1""#))
            #expect(first.headers["content-length"] == String(first.body.count))
            let echo = try await send("POST", proxy + "/echo?b=2&a=1", body: "x=1&y=2", contentType: "application/x-www-form-urlencoded")
            #expect(echo.status == 201 && String(decoding: echo.body, as: UTF8.self) == "x=1&y=2" && echo.headers["x-echo-query"] == "b=2&a=1")
            let line = try #require(await lines.settled.first)
            #expect(line.hasPrefix("REC  POST /api/Payment/v1/Transaction/Initialize → 200  saferpay/TransactionInitialize  ✓ conformant"), "\(line)")
        }
        #expect(summary.recorded == 2 && summary.wrote)
        await upstream.stop()
        // Replay with the upstream gone: same answers, nothing forwarded.
        let replay = try await ProxyFixtures.withProxy(upstream: upstream.baseURL, cassette: file, mode: .none) { proxy, lines in
            let again = try await send(
                "POST", proxy + "/api/Payment/v1/Transaction/Initialize",
                body: ProxyFixtures.initializeBody.replacingOccurrences(of: "req-1", with: "req-2"),
                contentType: "application/json")
            #expect(again.status == 200 && String(decoding: again.body, as: UTF8.self).contains(#""Token":"tok-1""#))
            let miss = try await send(
                "POST", proxy + "/api/Payment/v1/Transaction/Initialize", body: #"{"TerminalId":"1"}"#, contentType: "application/json")
            #expect(miss.status == 502 && String(decoding: miss.body, as: UTF8.self).contains("cassette.miss"))
            let logged = await lines.settled
            #expect(logged.first?.hasPrefix("PLAY POST") == true, "\(logged)")
            #expect(logged.contains { $0.hasPrefix("MISS POST") && $0.contains("differs in body") })
        }
        #expect(replay.replayed == 1 && !replay.wrote)
    }

    /// A second upstream under a prefix: its answers' URLs point back under the prefix, the client's next
    /// call is forwarded there, and the cassette records it with its upstream, not the proxy's URL.
    @Test func aPrefixRouteKeepsTheClientOnTheProxyAndRecordsTheUpstream() async throws {
        let other = try await LocalUpstream.start()
        defer { Task { await other.stop() } }
        try await SandboxFixtures.withSandbox { sandbox, _ in
            let file = ProxyFixtures.temporaryCassette()
            let route = try UpstreamRoute.parse("/sb=" + sandbox).get()
            _ = try await ProxyFixtures.withProxy(upstream: other.baseURL, routes: [route], cassette: file) { proxy, lines in
                let initialize = try await SandboxFixtures.exchange(
                    "POST", proxy + "/sb/Payment/v1/Transaction/Initialize", json: SandboxFixtures.initialize())
                let redirect = try #require(SandboxFixtures.string(initialize.response, "Redirect", "RedirectUrl"))
                #expect(redirect.hasPrefix(proxy + "/sb/saferpay/pay/"), "\(redirect)")
                let card = try await SandboxFixtures.exchange(
                    "POST", redirect,
                    form: [
                        ("HolderName", "Ada"), ("CardNumber", "4111111111111111"), ("ExpMonth", "12"), ("ExpYear", "2030"),
                        ("VerificationCode", "123"), ("FromAjax", "true"),
                    ])
                #expect(card.response.status == 200, "\(lines.all)")
                // A path under no route goes to the default upstream; /_upstream/ for a host never learned is refused.
                let refused = try await send("GET", proxy + "/_upstream/https/elsewhere.example/x")
                #expect(refused.status == 403 && String(decoding: refused.body, as: UTF8.self).contains("proxy.unknown-upstream"))
            }
            let cassette = try CassetteCodec.read(file: file)
            let post = try #require(cassette.interactions.first { $0.operation?.operation == "redirectUrlCardPost" })
            #expect(post.request.upstream == sandbox && post.request.path.hasPrefix("/saferpay/pay/"), "\(post.request)")
            #expect(!(try String(contentsOfFile: file, encoding: .utf8)).contains("/sb/"), "the cassette names the proxy")
        }
    }

    @Test func proxyDecodesGzipAndFixesTheLength() async throws {
        let upstream = try await LocalUpstream.start()
        defer { Task { await upstream.stop() } }
        let file = ProxyFixtures.temporaryCassette()
        _ = try await ProxyFixtures.withProxy(upstream: upstream.baseURL, cassette: file, mode: .all) { proxy, _ in
            let response = try await send("GET", proxy + "/gzip")
            #expect(response.status == 200)
            #expect(String(decoding: response.body, as: UTF8.self) == #"{"ok":true,"message":"compressed body"}"#)
            #expect(response.headers["content-encoding"] == nil && response.headers["content-length"] == String(response.body.count))
        }
        let cassette = try CassetteCodec.read(file: file)
        #expect(cassette.interactions.first?.response.body == .json(try JSONBodyParser.parse(#"{"ok":true,"message":"compressed body"}"#)))
    }

    @Test func theProxyHandsRedirectsToTheClientAndKeepsRepeatedHeaders() async throws {
        let upstream = try await LocalUpstream.start()
        defer { Task { await upstream.stop() } }
        let file = ProxyFixtures.temporaryCassette()
        _ = try await ProxyFixtures.withProxy(upstream: upstream.baseURL, cassette: file, mode: .all) { proxy, _ in
            // URLSession follows the redirect: through the proxy only if the proxy rewrote the Location to itself.
            let response = try await send("GET", proxy + "/redirect")
            #expect(response.status == 200 && String(decoding: response.body, as: UTF8.self) == "landed")
        }
        let interactions = try CassetteCodec.read(file: file).interactions
        #expect(interactions.map(\.request.path) == ["/redirect", "/landing"], "the proxy never follows a redirect itself")
        #expect(interactions.first?.response.status == 302)
        #expect(interactions.first?.response.headers.filter { $0.name.lowercased() == "x-repeat" }.map(\.value) == ["one", "two"])
    }

    @Test func anUpstreamThatIsSlowOrAbsentIsA502ThatSaysWhy() async throws {
        let upstream = try await LocalUpstream.start()
        defer { Task { await upstream.stop() } }
        let file = ProxyFixtures.temporaryCassette()
        _ = try await ProxyFixtures.withProxy(upstream: upstream.baseURL, cassette: file, mode: .all, timeout: 0.5) { proxy, lines in
            let slow = try await send("GET", proxy + "/slow")
            #expect(slow.status == 502)
            #expect(
                String(decoding: slow.body, as: UTF8.self).contains("within 0.5 s")
                    && String(decoding: slow.body, as: UTF8.self).contains("[transport.timeout]"), "\(String(decoding: slow.body, as: UTF8.self))")
            #expect(await lines.settled.contains { $0.hasPrefix("FAIL GET /slow") })
        }
        // Nothing listens on the discard port of the loopback.
        _ = try await ProxyFixtures.withProxy(upstream: "http://127.0.0.1:9", cassette: ProxyFixtures.temporaryCassette(), mode: .all) { proxy, _ in
            let refused = try await send("GET", proxy + "/anything")
            #expect(refused.status == 502)
            #expect(
                String(decoding: refused.body, as: UTF8.self).contains("[transport.connection-refused]"),
                "\(String(decoding: refused.body, as: UTF8.self))")
        }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: "/usr/bin/curl")))
    func proxyServesCurl() async throws {
        let upstream = try await LocalUpstream.start()
        defer { Task { await upstream.stop() } }
        let file = ProxyFixtures.temporaryCassette()
        _ = try await ProxyFixtures.withProxy(upstream: upstream.baseURL, cassette: file, mode: .all) { proxy, _ in
            let output = try await Subprocess.run(
                "/usr/bin/curl",
                [
                    "-sS", "--compressed", "-X", "POST", "-H", "Content-Type: application/json", "-H", "Accept: application/json", "--data",
                    ProxyFixtures.initializeBody,
                    "-w", "\n%{http_code}", proxy + "/api/Payment/v1/Transaction/Initialize",
                ]
            ).stdout
            #expect(output.hasSuffix("\n200") && output.contains(#""Token":"tok-"#), "\(output)")
        }
        #expect(try CassetteCodec.read(file: file).interactions.first?.verdict?.conforms == true)
    }
}
