import ConformanceEngine
import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

/// The proxy's routes and URL rewriting, and the sandbox behaviours real clients depend on.
struct URLRewritingTests {
    static let proxy = ProxyOrigin(host: "127.0.0.1", port: 8080)

    static func router() throws -> UpstreamRouter {
        let client = try UpstreamRoute.parse("/client=https://payment.example.com/client").get()
        let assets = try UpstreamRoute.parse("assets.localhost=https://cdn.example.com").get()
        return UpstreamRouter(defaultUpstream: try #require(UpstreamBase("https://api.example.com/api/")), routes: [client, assets])
    }

    @Test func routesMapBothWays() throws {
        let router = try Self.router()
        let never: (String) -> Bool = { _ in false }
        let cases: [(upstream: String, proxy: String)] = [
            ("https://api.example.com/api/Payment/v1/Transaction/Initialize?a=1", "http://127.0.0.1:8080/Payment/v1/Transaction/Initialize?a=1"),
            ("https://payment.example.com/client/v1/c1/products", "http://127.0.0.1:8080/client/v1/c1/products"),
            ("https://cdn.example.com/logo.png#x", "http://assets.localhost:8080/logo.png#x"),
            ("HTTPS://API.EXAMPLE.COM:443/api", "http://127.0.0.1:8080"),
        ]
        for (upstream, proxied) in cases {
            #expect(router.proxyURL(upstream, proxy: Self.proxy, learned: never) == proxied, "\(upstream)")
        }
        #expect(
            router.upstreamURL("http://127.0.0.1:8080/client/v1/c1/products", proxy: Self.proxy)
                == "https://payment.example.com/client/v1/c1/products")
        #expect(router.upstreamURL("http://assets.localhost:8080/logo.png", proxy: Self.proxy) == "https://cdn.example.com/logo.png")
        #expect(router.upstreamURL("http://127.0.0.1:9999/x", proxy: Self.proxy) == nil, "another port is not the proxy")
        // A host outside every route, and a path outside the default upstream's prefix, stay as they are.
        #expect(router.proxyURL("https://merchant.example.com/return", proxy: Self.proxy, learned: never) == nil)
        #expect(router.proxyURL("https://payment.example.com/other", proxy: Self.proxy, learned: never) == nil)
        // A learned upstream lives under /_upstream/ and maps back without state.
        let learned = router.proxyURL("https://acs.bank.example:8443/challenge?id=1", proxy: Self.proxy) { $0 == "https://acs.bank.example:8443" }
        #expect(learned == "http://127.0.0.1:8080/_upstream/https/acs.bank.example:8443/challenge?id=1")
        let target = router.target(hostHeader: "127.0.0.1:8080", path: "/_upstream/https/acs.bank.example:8443/challenge")
        #expect(target.learned && target.upstream.origin == "https://acs.bank.example:8443" && target.path == "/challenge")
        let hosted = router.target(hostHeader: "assets.localhost:8080", path: "/logo.png")
        #expect(hosted.upstream.host == "cdn.example.com" && !hosted.isDefault)
        #expect(router.target(hostHeader: nil, path: "/clientele").isDefault, "a prefix matches whole segments only")
    }

    @Test func badRoutesAreExplained() {
        for (text, fragment) in [
            ("/client", "PREFIX=URL"), ("/client=ftp://x", "absolute http(s) URL"), ("/_upstream=https://x", "learns"),
            ("bad host=https://x", "not a host name"),
        ] {
            guard case .failure(let error) = UpstreamRoute.parse(text) else {
                Issue.record("\(text) was accepted")
                continue
            }
            #expect(error.reason.en.contains(fragment), "\(text): \(error.reason.en)")
            #expect(!error.reason.fr.isEmpty)
        }
    }

    @Test func answersAreRewrittenExceptMerchantURLs() throws {
        let memory = RouteMemory()
        let rewriter = URLRewriter(router: try Self.router(), proxy: Self.proxy, memory: memory)
        let body = BodyValue.object([
            BodyMember(
                "Redirect",
                .object([
                    BodyMember("RedirectUrl", .string("https://acs.bank.example/3ds/1")),
                    BodyMember("Next", .string("https://api.example.com/api/x")),
                ])),
            BodyMember("ReturnUrl", .object([BodyMember("Url", .string("https://api.example.com/api/merchant-page"))])),
            BodyMember("Text", .string("see https://payment.example.com/client/v1 now")),
        ])
        let roles: [String: URLRole] = ["Redirect.RedirectUrl": .gateway, "ReturnUrl.Url": .merchant]
        let response = RecordedResponse(
            status: 302, headers: [NameValue("Location", "https://api.example.com/api/next"), NameValue("Content-Type", "application/json")],
            body: .json(body))
        rewriter.observe(response.body, roles: roles)
        #expect(memory.learnedGateways == ["https://acs.bank.example"])
        let out = rewriter.outbound(response, roles: roles, prefix: "")
        guard case .json(let value) = out.body else {
            Issue.record("not JSON")
            return
        }
        #expect(value["Redirect"]?["RedirectUrl"]?.lexicalText == "http://127.0.0.1:8080/_upstream/https/acs.bank.example/3ds/1")
        #expect(value["Redirect"]?["Next"]?.lexicalText == "http://127.0.0.1:8080/x")
        #expect(value["ReturnUrl"]?["Url"]?.lexicalText == "https://api.example.com/api/merchant-page", "a merchant URL is never rewritten")
        #expect(value["Text"]?.lexicalText == "see http://127.0.0.1:8080/client/v1 now")
        #expect(out.header("Location") == "http://127.0.0.1:8080/next")

        // A merchant origin seen in a request is never learned as an upstream.
        memory.addMerchant("https://merchant.example.com")
        rewriter.observe(.json(.object([BodyMember("RedirectUrl", .string("https://merchant.example.com/back"))])), roles: ["RedirectUrl": .gateway])
        #expect(!memory.isGateway("https://merchant.example.com"))
    }

    @Test func pagesKeepTheirPrefixAndRequestsMapBack() throws {
        let rewriter = URLRewriter(router: try Self.router(), proxy: Self.proxy, memory: RouteMemory())
        let html = #"<form action="/client/pay"><a href='https://payment.example.com/client/help'>?</a><img src="//cdn.x/y"></form>"#
        let page = RecordedResponse(status: 200, headers: [NameValue("Content-Type", "text/html")], body: .text(html))
        let out = rewriter.outbound(page, roles: [:], prefix: "/client")
        #expect(
            out.body == .text(#"<form action="/client/client/pay"><a href='http://127.0.0.1:8080/client/help'>?</a><img src="//cdn.x/y"></form>"#))
        let request = RecordedRequest(
            method: "POST", path: "/client/v1/x", headers: [NameValue("Referer", "http://127.0.0.1:8080/client/page")],
            body: .form([NameValue("back", "http://127.0.0.1:8080/client/done")]))
        let mapped = rewriter.inbound(request)
        #expect(mapped.header("Referer") == "https://payment.example.com/client/page")
        #expect(mapped.body == .form([NameValue("back", "https://payment.example.com/client/done")]))
        #expect(URLRewriter.rewriteText("no urls here", { _ in "x" }) == nil)
    }

    @Test func specsNameTheURLsClientsFollow() throws {
        let resolver = DirectFixtures.checker.resolver
        let initialize = try #require(resolver.profile(OperationReference(protocolID: "saferpay", operation: "TransactionInitialize")))
        #expect(initialize.responseURLRoles["Redirect.RedirectUrl"] == .gateway)
        #expect(initialize.requestURLRoles["ReturnUrl.Url"] == .merchant)
        let session = try #require(resolver.profile(OperationReference(protocolID: "worldline-direct", operation: "createSession")))
        #expect(session.responseURLRoles["clientApiUrl"] == .gateway && session.responseURLRoles["assetUrl"] == .gateway)
    }

    // MARK: Sandbox behaviours

    static func call(_ sandbox: Sandbox, _ method: String, _ path: String, json: BodyValue? = nil, form: [NameValue]? = nil) -> RecordedResponse {
        let body: RecordedBody = json.map { .json($0) } ?? form.map { .form($0) } ?? .none
        let type = json != nil ? "application/json" : "application/x-www-form-urlencoded"
        return sandbox.handle(RecordedRequest(method: method, path: path, headers: [NameValue("Content-Type", type)], body: body)).response
    }

    @Test(arguments: [("THREE_DS_AUTHENTICATION_SUCCESSFUL_OR_ATTEMPTED", 402), ("NONE", 200)])
    func aFailedChallengeMeetsNoLiabilityCondition(condition: String, status: Int) async throws {
        // Building a sandbox compiles every spec: CPU work kept off the cooperative pool the servers of other suites need.
        let sandbox = await Subprocess.offPool { Sandbox(specs: TestSupport.loaded.specs, configuration: .init(seed: 3)) }
        sandbox.baseURL = "http://127.0.0.1:1"
        let initialize = Self.call(sandbox, "POST", "/Payment/v1/Transaction/Initialize", json: SandboxFixtures.initialize())
        guard case .json(let initialized) = initialize.body, let token = initialized["Token"]?.lexicalText else {
            Issue.record("no token: \(initialize)")
            return
        }
        let card = Self.call(
            sandbox, "POST", "/saferpay/pay/" + token,
            form: [
                NameValue("HolderName", "Ada"), NameValue("CardNumber", "4000000000003220"), NameValue("ExpMonth", "12"),
                NameValue("ExpYear", "2030"), NameValue("VerificationCode", "123"), NameValue("FromAjax", "true"),
            ])
        guard case .json(let next) = card.body else {
            Issue.record("card: \(card)")
            return
        }
        #expect(next["RedirectUrl"]?.lexicalText == "http://127.0.0.1:1/saferpay/3ds/" + token)
        let page = Self.call(sandbox, "GET", "/saferpay/3ds/" + token)
        #expect(page.status == 200)
        let failed = Self.call(sandbox, "POST", "/saferpay/3ds/" + token, form: [NameValue("Outcome", "FAILED")])
        #expect(failed.status == 303 && failed.header("Location") == "https://merchant.example.com/return")
        let header = BodyValue.object([
            BodyMember("SpecVersion", .string("1.40")), BodyMember("CustomerId", .string("123123")), BodyMember("RequestId", .string("r")),
            BodyMember("RetryIndicator", .number("0")),
        ])
        let authorize = Self.call(
            sandbox, "POST", "/Payment/v1/Transaction/Authorize",
            json: .object([BodyMember("RequestHeader", header), BodyMember("Token", .string(token)), BodyMember("Condition", .string(condition))]))
        #expect(authorize.status == status, "\(authorize)")
        guard case .json(let answer) = authorize.body else { return }
        if status == 402 {
            #expect(answer["ErrorName"]?.lexicalText == "CONDITION_NOT_SATISFIED")
        } else {
            #expect(answer["Liability"]?["LiabilityShift"] == .bool(false) && answer["Liability"]?["LiableEntity"]?.lexicalText == "MERCHANT")
            #expect(answer["Liability"]?["ThreeDs"]?["Authenticated"] == .bool(false))
        }
    }

    @Test func cnpDocumentsInTheWrongNamespaceAreFindings() throws {
        let checker = TestSupport.checker
        let document = { (namespace: String) in
            #"<litleOnlineRequest version="9.3" merchantId="101"\#(namespace)><authentication><user>u</user><password>p</password></authentication><registerTokenRequest reportGroup="g"><orderId>1</orderId><accountNumber>4457010000000009</accountNumber></registerTokenRequest></litleOnlineRequest>"#
        }
        let target = { (text: String) in
            try checker.target(protocol: "vantiv-eprotect", operation: "registerTokenRequest", direction: .request, body: Data(text.utf8)).target
        }
        let litle = document(#" xmlns="http://www.litle.com/schema""#)
        let right = checker.check(body: Data(litle.utf8), against: try target(litle))
        #expect(!right.findings.contains { $0.kind == .wrongNamespace }, "\(right.findings)")
        for wrong in ["", #" xmlns="http://www.vantivcnp.com/schema""#] {
            let result = checker.check(body: Data(document(wrong).utf8), against: try target(document(wrong)))
            #expect(result.findings.first?.kind == .wrongNamespace, "\(wrong): \(result.findings)")
        }
        let spec = try #require(TestSupport.loaded.specs.protocols["vantiv-eprotect"])
        #expect(
            SandboxFactsLoader.load(specs: TestSupport.loaded.specs).facts[spec.id].cards.contains {
                $0.number == "4457010100000008" && $0.answer("response") == "110"
            })
    }
}
