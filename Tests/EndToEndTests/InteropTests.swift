import ConformanceKit
import ConformanceTestSupport
import Foundation
import ServerTestSupport
import Testing

/// Clients we did not write (Tests/Interop), against the sandbox, then through the recording proxy,
/// then through a proxy replaying that cassette with no upstream.
@Suite(.serialized) struct InteropTests {
    static let hasRequests = Python.runs("requests")
    static let hasLitleSDK = Python.runs(
        "sys; sys.path.insert(0, '\(TestSupport.repositoryRoot)/Tests/Interop'); import litle_compat, pyxb, litleSdkPython")

    /// What one script printed: its JSON line, with the proxy's origin replaced so runs compare.
    struct Run {
        var status: Int32
        var json: [String: Any]
        var text: String
    }

    static func script(_ name: String, _ base: String, _ arguments: [String] = []) async throws -> Run {
        let path = TestSupport.repositoryRoot + "/Tests/Interop/" + name
        let run = try await Subprocess.run("/usr/bin/env", ["python3", path, base] + arguments)
        let line = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        let normalized = line.replacingOccurrences(of: base, with: "BASE")
        let json = (try? JSONSerialization.jsonObject(with: Data(normalized.utf8))) as? [String: Any] ?? [:]
        return Run(status: run.status, json: json, text: normalized + (run.stderr.isEmpty ? "" : "\nstderr: " + run.stderr))
    }

    /// The operations a cassette holds, and the exchanges that do not check clean.
    static func audit(_ file: String) throws -> (operations: [String], pages: Int, problems: [String]) {
        let cassette = try CassetteCodec.read(file: file)
        let checker = DirectFixtures.checker
        var operations: [String] = []
        var pages = 0
        var problems: [String] = []
        for interaction in cassette.interactions {
            let result = checker.check(interaction)
            guard let operation = result.operation, let verdict = result.verdict else {
                if ExchangeChecker.isPageOrAsset(interaction.response) {
                    pages += 1
                } else {
                    problems.append("\(interaction.request.method) \(interaction.request.path): no operation")
                }
                continue
            }
            operations.append(operation.operation)
            if !verdict.conforms {
                let findings = (result.requestFindings + result.responseFindings).filter { $0.severity == .error }
                problems.append("\(operation): " + findings.map { "\($0.kind.rawValue) \($0.path)" }.joined(separator: ", "))
            }
        }
        return (operations, pages, problems)
    }

    /// Runs a client directly, through a recording proxy, then through a replaying proxy with no upstream.
    static func endToEnd(
        _ name: String, arguments: [String] = [], expect check: (Run) -> Void, operations expected: [String], pages: Int = 0
    ) async throws {
        let file = ProxyFixtures.temporaryCassette()
        var recorded: Run?
        try await SandboxFixtures.withSandbox { base, _ in
            let direct = try await script(name, base, arguments)
            #expect(direct.status == 0, "direct: \(direct.text)")
            check(direct)
        }
        // A fresh sandbox, so that state the direct run left (registered cards) does not change the answers.
        try await SandboxFixtures.withSandbox { base, _ in
            try await ProxyFixtures.withProxy(upstream: base, cassette: file) { proxy, lines in
                let run = try await script(name, proxy, arguments)
                #expect(run.status == 0, "through the proxy: \(run.text)\n\(lines.all.joined(separator: "\n"))")
                check(run)
                #expect(!run.text.contains(base), "the client left the proxy for the upstream: \(run.text)")
                recorded = run
            }
        }
        // Checking is CPU work: off the two-thread cooperative pool, which the other suites' servers need.
        let audit = try await Subprocess.offPool { Result { try Self.audit(file) } }.get()
        for operation in expected {
            #expect(audit.operations.contains(operation), "\(operation) missing from the cassette: \(audit.operations)")
        }
        #expect(audit.pages == pages, "pages and assets: \(audit.pages)")
        #expect(audit.problems.isEmpty, "\(audit.problems)")
        // Replay: the sandbox is gone; the upstream is a closed port.
        try await ProxyFixtures.withProxy(upstream: "http://127.0.0.1:9", cassette: file, mode: .none) { proxy, lines in
            let replayed = try await script(name, proxy, arguments)
            #expect(replayed.status == 0, "replayed: \(replayed.text)\n\(lines.all.joined(separator: "\n"))")
            check(replayed)
            if let recorded {
                #expect(
                    Self.stable(replayed.json) == Self.stable(recorded.json), "replay differs:\n\(recorded.text)\n\(replayed.text)")
            }
        }
    }

    /// A JSON value as sorted-key text, so two runs compare whatever their key order.
    static func stable(_ value: [String: Any]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    @Test(.enabled(if: hasRequests, "Python `requests` is not installed: python3 -m pip install -r Tests/Interop/requirements.txt"))
    func saferpayMobileFlowWithThreeDSecureFollowsOnlyTheURLsItIsGiven() async throws {
        try await Self.endToEnd(
            "saferpay_card_form.py", arguments: ["4000000000003220"],
            expect: { run in
                #expect(run.json["initialize"] as? Int == 200 && run.json["card"] as? Int == 200, "\(run.text)")
                #expect(run.json["threeDSPage"] as? Int == 200 && run.json["threeDSAnswer"] as? Int == 303, "\(run.text)")
                #expect(run.json["returnedTo"] as? String == "https://merchant.example.com/return", "\(run.text)")
                #expect(run.json["authorize"] as? Int == 200 && run.json["captureStatus"] as? String == "CAPTURED", "\(run.text)")
                let liability = run.json["liability"] as? [String: Any]
                #expect(liability?["LiabilityShift"] as? Bool == true && liability?["LiableEntity"] as? String == "THREEDS", "\(run.text)")
                let followed = run.json["followed"] as? [String] ?? []
                #expect(followed.count == 3 && followed.allSatisfy { $0.hasPrefix("BASE/") }, "\(followed)")
            },
            operations: ["TransactionInitialize", "redirectUrlCardPost", "TransactionAuthorize", "TransactionCapture"], pages: 2)
    }

    /// The Payment Page as a merchant server on an old SpecVersion and on the newest drives it: the
    /// sandbox answers in the declared version, and the recording checks by that version's rules.
    @Test(
        .enabled(if: hasRequests, "Python `requests` is not installed: python3 -m pip install -r Tests/Interop/requirements.txt"),
        arguments: [("1.15", "ThreeDs"), ("1.53", "THREEDS")])
    func saferpayPaymentPageInTheDeclaredSpecVersion(version: String, liable: String) async throws {
        try await Self.endToEnd(
            "saferpay_payment_page.py", arguments: [version],
            expect: { run in
                #expect(run.json["initialize"] as? Int == 200 && run.json["page"] as? Int == 200 && run.json["card"] as? Int == 200, "\(run.text)")
                #expect(run.json["assert"] as? Int == 200 && run.json["status"] as? String == "AUTHORIZED", "\(run.text)")
                #expect(run.json["captureStatus"] as? String == "CAPTURED", "\(run.text)")
                #expect(run.json["specVersions"] as? [String] == [version, version, version], "\(run.text)")
                #expect(run.json["liableEntity"] as? String == liable, "\(run.text)")
                let followed = run.json["followed"] as? [String] ?? []
                #expect(followed.count == 2 && followed.allSatisfy { $0.hasPrefix("BASE/") }, "\(followed)")
            },
            operations: ["PaymentPageInitialize", "redirectUrlCardPost", "PaymentPageAssert", "TransactionCapture"], pages: 1)
    }

    @Test(.enabled(if: Python.hasDirectSDK, "onlinepayments-sdk-python3 is not installed: python3 -m pip install -r Tests/Interop/requirements.txt"))
    func worldlineDirectServerSDKAndClientAPICallsGoThroughTheProxy() async throws {
        try await Self.endToEnd(
            "direct_client.py",
            expect: { run in
                #expect(run.json["ok"] as? Bool == true, "\(run.text)")
                #expect((run.json["clientApiUrl"] as? String)?.hasPrefix("BASE") == true, "\(run.text)")
                #expect(run.json["status"] as? String == "PENDING_CAPTURE", "\(run.text)")
            },
            operations: ["createSession", "getPaymentProducts", "getPaymentProduct", "getIINDetails", "getPublicKey", "createPayment"], pages: 1)
    }

    @Test(.enabled(if: hasLitleSDK, "litlesdkpython3 is not installed: python3 -m pip install --no-deps PyXB==1.2.4 litlesdkpython3==9.3.1b0"))
    func litleSDKAuthorizesSellsAndRegistersTokens() async throws {
        try await Self.endToEnd(
            "litle_client.py",
            expect: { run in
                #expect(run.json["ok"] as? Bool == true, "\(run.text)")
                let calls = run.json["calls"] as? [String: [String: Any]] ?? [:]
                #expect(calls["registerTokenCard"]?["response"] as? String == "801", "\(run.text)")
                #expect(calls["registerTokenCardAgain"]?["response"] as? String == "802", "\(run.text)")
                #expect(calls["registerTokenPaypage"]?["response"] as? String == "801", "\(run.text)")
            },
            operations: ["eProtectMobileAPI", "authorization", "sale", "registerTokenRequest"])
    }
}
