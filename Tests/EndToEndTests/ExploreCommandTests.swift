import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// `conformance explore --client` against clients it did not write, each sound and brittle.
///
/// A Swift client and the Python interop client: a sound client holds every variation; a brittle one breaks, and the
/// break is shrunk.
@Suite(.serialized, .exploreBinaries)
struct ExploreCommandTests {
    static let swiftClient = ConformanceCLI.sampleClient
    static let pythonClient = CertifyProcess.script("saferpay")

    struct Explored {
        let run: ConformanceCLI.Run
        let out: String
        var json: [String: Any] { (try? CertifyProcess.json(out + "/explore.json")) ?? [:] }
        var variations: [[String: Any]] { json["variations"] as? [[String: Any]] ?? [] }
        func broke(_ kind: String) -> [[String: Any]] {
            variations.filter { $0["kind"] as? String == kind && $0["outcome"] as? String == "broke" }
        }
    }

    static func explore(_ exec: String, _ arguments: [String], seed: String = "1") async throws -> Explored {
        let out = try CertifyProcess.folder()
        let run = try await ConformanceCLI().run(
            ["explore", "--client", "--protocol", "saferpay", "--exec", exec, "--out", out, "--hang-seconds", "3", "--seed", seed] + arguments)
        return Explored(run: run, out: out)
    }

    static let authorizeKinds = [
        "--operation", "TransactionAuthorize", "--kind", "optional-absent", "--kind", "enum-value", "--kind", "unknown-member",
    ]

    @Test
    func aSoundSwiftClientHoldsEveryVariation() async throws {
        // Every kind on the authorisation: more variations are planned than the budget allows, and the plan takes each
        // kind in turn, so twelve reach all of them.
        let explored = try await Self.explore(Self.swiftClient, ["--operation", "TransactionAuthorize", "--budget", "12"])
        #expect(explored.run.status == 0, "\(explored.run.stdout)\n\(explored.run.stderr)")
        #expect(explored.variations.count == 12)
        #expect(((explored.json["summary"] as? [String: Any])?["planned"] as? Int ?? 0) > 12)
        #expect(explored.variations.allSatisfy { $0["outcome"] as? String == "passed" })
        let kinds = Set(explored.variations.compactMap { $0["kind"] as? String })
        #expect(kinds.isSuperset(of: ["optional-absent", "optional-present", "enum-value", "code", "unknown-member", "member-order"]), "\(kinds)")
        // The answer's SpecVersion says which spec the rest follows: it is never one of the values varied.
        let edits = explored.variations.flatMap { $0["edits"] as? [String] ?? [] }
        #expect(!edits.contains { $0.contains("SpecVersion") }, "\(edits)")
        #expect(explored.run.stdout.contains("12 of "), "\(explored.run.stdout)")
        let baseline = explored.json["baseline"] as? [String: Any]
        #expect(baseline?["outcome"] as? String == "passed")
    }

    @Test
    func aBrittleSwiftClientBreaksOnANewStatusAndAnAbsentOptionalMember() async throws {
        let explored = try await Self.explore(Self.swiftClient + " --brittle", Self.authorizeKinds + ["--budget", "12"])
        #expect(explored.run.status == 1, "\(explored.run.stdout)\n\(explored.run.stderr)")
        // Shrunk to the one change the client cannot take.
        let status = explored.broke("enum-value")
        #expect(!status.isEmpty)
        for variation in status {
            let edits = variation["edits"] as? [String] ?? []
            #expect(edits.count == 1 && edits[0].hasPrefix("Transaction.Status = "), "\(edits)")
            #expect((variation["plannedEdits"] as? Int ?? 0) > 1)
            let broke = variation["broke"] as? [String: Any]
            #expect(broke?["exitStatus"] as? Int == 1)
            let reasons = broke?["reasons"] as? [[String: String]] ?? []
            #expect(reasons.first?["en"] == "the client's command exited with status 1")
            #expect(reasons.first?["fr"] == "la commande du client s'est terminée avec le code 1")
        }
        #expect(explored.broke("optional-absent").map { $0["edits"] as? [String] ?? [] } == [["- Liability"]])
        #expect(explored.broke("unknown-member").isEmpty, "Codable ignores members it does not know")
        let junit = try String(contentsOfFile: explored.out + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("failures=\"\(explored.broke("enum-value").count + 1)\""), "\(junit.prefix(300))")
        let html = try String(contentsOfFile: explored.out + "/explore.html", encoding: .utf8)
        #expect(html.contains("Transaction.Status"))
    }

    @Test
    func theSameSeedGivesTheSameRuns() async throws {
        func summary(_ explored: Explored) -> [String] {
            explored.variations.map { "\($0["operation"] ?? "") \($0["kind"] ?? "") \($0["detail"] ?? "") \($0["outcome"] ?? "")" }
        }
        let arguments = Self.authorizeKinds + ["--budget", "12"]
        let first = try await Self.explore(Self.swiftClient + " --brittle", arguments, seed: "7")
        let second = try await Self.explore(Self.swiftClient + " --brittle", arguments, seed: "7")
        let other = try await Self.explore(Self.swiftClient + " --brittle", arguments, seed: "8")
        #expect(!summary(first).isEmpty)
        #expect(summary(first) == summary(second))
        #expect(summary(first) != summary(other), "another seed tries another order")
    }

    @Test(.enabled(if: CertifyProcess.ready, Comment(rawValue: CertifyProcess.why)))
    func thePythonClientHoldsAndItsBrittleFormsBreak() async throws {
        let sound = try await Self.explore(
            "python3 \(Self.pythonClient)",
            ["--operation", "TransactionAuthorize", "--kind", "unknown-member", "--kind", "enum-value", "--budget", "4"])
        #expect(sound.run.status == 0, "\(sound.run.stdout)\n\(sound.run.stderr)")
        #expect(sound.variations.count == 4)
        let members = try await Self.explore(
            "python3 \(Self.pythonClient) --brittle members", ["--operation", "TransactionAuthorize", "--kind", "unknown-member", "--budget", "6"])
        #expect(members.run.status == 1, "\(members.run.stdout)\n\(members.run.stderr)")
        let broke = members.broke("unknown-member")
        #expect(broke.count == 1)
        #expect((broke.first?["edits"] as? [String])?.count == 1, "shrunk to one unknown member: \(broke)")
        let enums = try await Self.explore(
            "python3 \(Self.pythonClient) --brittle enums", ["--operation", "TransactionAuthorize", "--kind", "enum-value", "--budget", "12"])
        #expect(enums.run.status == 1, "\(enums.run.stdout)\n\(enums.run.stderr)")
        #expect(!enums.broke("enum-value").isEmpty)
    }

    @Test(.enabled(if: CertifyProcess.ready, Comment(rawValue: CertifyProcess.why)))
    func throughTheRecordingProxyInFrontOfATestEnvironment() async throws {
        // The gateway's test environment is played by a sandbox in another process; explore's proxy varies its answers.
        let upstream = try ClientCertificationTests.Running(["sandbox", "--port", "0"])
        let upstreamURL = try await upstream.baseURL(after: "listening on ")
        let out = try CertifyProcess.folder()
        var environment = ProcessInfo.processInfo.environment.merging(CertifyProcess.saferpayAccount) { _, new in new }
        environment["CONFORMANCE_LANG"] = nil
        let result = try await Subprocess.run(
            ConformanceCLI.binary,
            [
                "explore", "--client", "--protocol", "saferpay", "--upstream", upstreamURL, "--out", out, "--hang-seconds", "3",
                "--exec", "python3 \(Self.pythonClient) --brittle members", "--operation", "TransactionAuthorize", "--kind", "unknown-member",
                "--budget", "6",
            ], in: TestSupport.repositoryRoot, environment: environment)
        upstream.process.terminate()
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
        let json = try CertifyProcess.json(out + "/explore.json")
        #expect(json["gateway"] as? String == "proxy")
        let variations = json["variations"] as? [[String: Any]] ?? []
        #expect(variations.filter { $0["kind"] as? String == "unknown-member" && $0["outcome"] as? String == "broke" }.count == 1)
        let authorized = upstream.text.components(separatedBy: "\n").filter { $0.hasPrefix("sandbox: POST /Payment/v1/Transaction/Authorize") }
        #expect(authorized.count >= 2, "every run reached the test environment: \(upstream.text.suffix(400))")
    }

    /// Worldline's own Python server SDK (onlinepayments-sdk-python3) reads the answers of the two calls it makes.
    @Test(.enabled(if: CertifyProcess.ready && Python.runs("onlinepayments"), "needs python3 with onlinepayments-sdk-python3"))
    func theOfficialDirectServerSDKHoldsEveryVariationOfItsAnswers() async throws {
        let out = try CertifyProcess.folder()
        let client = TestSupport.repositoryRoot + "/Tests/Interop/direct_client.py"
        let kinds = ["unknown-member", "optional-present", "optional-absent", "member-order", "enum-value", "length-bound", "non-ascii"]
        let run = try await ConformanceCLI().run(
            [
                "explore", "--client", "--protocol", "worldline-direct", "--exec", "python3 \(client) \"$CONFORMANCE_BASE_URL\"", "--out", out,
                "--hang-seconds", "3", "--seed", "1", "--operation", "createSession", "--operation", "createPayment", "--budget", "40",
            ] + kinds.flatMap { ["--kind", $0] })
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        let explored = Explored(run: run, out: out)
        let tried = Set(explored.variations.map { "\($0["operation"] ?? "") \($0["kind"] ?? "")" })
        #expect(tried.isSuperset(of: ["createSession unknown-member", "createPayment unknown-member", "createPayment member-order"]), "\(tried)")
        #expect(explored.variations.count >= 5 && explored.variations.allSatisfy { $0["outcome"] as? String == "passed" })
        // The customer ID is part of every later Client API path: varying it would break the flow, not test the client.
        let details = explored.variations.compactMap { $0["detail"] as? String }
        #expect(!details.contains { $0.contains("customerId") || $0.contains("clientSessionId") }, "\(details)")
    }

    /// Product fields renamed beyond recognition: the Direct client rightly declines to pay, so the return address it
    /// would have sent never exists, and the rule about not loading it is not judged.
    @Test(.enabled(if: CertifyProcess.ready, Comment(rawValue: CertifyProcess.why)))
    func aPaymentTheClientRightlyStopsBeforeTheRedirectIsNotABreak() async throws {
        let out = try CertifyProcess.folder()
        let run = try await ConformanceCLI().run([
            "explore", "--client", "--protocol", "worldline-direct", "--exec", "python3 \(CertifyProcess.script("worldline-direct"))", "--out", out,
            "--hang-seconds", "3", "--seed", "1", "--operation", "getPaymentProduct", "--kind", "non-ascii", "--budget", "4",
        ])
        #expect(run.status == 0, "\(run.stdout)\n\(run.stderr)")
        let explored = Explored(run: run, out: out)
        #expect(explored.variations.count == 1 && explored.variations.first?["outcome"] as? String == "passed")
        let runs = try String(contentsOfFile: out + "/client.log", encoding: .utf8).components(separatedBy: "=== run ")
        let plain = try #require(runs.first { $0.hasPrefix("0: plain") })
        let varied = try #require(runs.first { $0.hasPrefix("1: getPaymentProduct non-ascii") })
        #expect(plain.contains("\"attempts\"") && plain.contains("\"webView\""), "the plain run pays and opens the redirect")
        #expect(varied.contains("\"outcome\": \"invalid-input\"") && !varied.contains("\"attempts\""), "\(varied.prefix(600))")
    }

    /// The variations that broke our own reference clients when explore first met them, each now handled: an addCard
    /// answer without paymentMeanId, an enrolment without ACS fields, a soft decline beside a retry code (Sips); a
    /// decline inside a sale answer cut mid-body, which the client never read (Vantiv); an error answer to
    /// createSession, no card product (Direct).
    @Test(.enabled(if: CertifyProcess.ready, Comment(rawValue: CertifyProcess.why)))
    func theReferenceClientsHoldTheVariationsThatOnceBrokeThem() async throws {
        // Each exploration, its seed, the groups it must try and the variations that once broke the client.
        let explorations: [(protocolID: String, arguments: [String], seed: String, expected: Set<String>, breaking: [String])] = [
            (
                "sips-inapp", ["--operation", "addCard", "--operation", "cardCheckEnrollment", "--kind", "optional-absent", "--budget", "4"], "3",
                ["addCard optional-absent", "cardCheckEnrollment optional-absent"], ["- paymentMeanId", "- authentRedirectionUrl"]
            ),
            // A soft decline (A1) beside a "try again later" code (90): the function is not sent again.
            (
                "sips-inapp", ["--operation", "walletOrder", "--kind", "code", "--budget", "6"], "1", ["walletOrder code"],
                [#"acquirerResponseCode = "A1"; inAppResponseCode = "90""#]
            ),
            ("vantiv-eprotect", ["--operation", "sale", "--kind", "code", "--budget", "3"], "3", ["sale code"], [#"saleResponse.response = "879""#]),
            (
                "worldline-direct",
                ["--operation", "createSession", "--operation", "getPaymentProducts", "--kind", "code", "--kind", "enum-value", "--budget", "6"],
                "3", ["createSession code", "getPaymentProducts code", "getPaymentProducts enum-value"],
                ["400 errors.category = ", "paymentProducts.paymentMethod = "]
            ),
        ]
        for exploration in explorations {
            let out = try CertifyProcess.folder()
            let run = try await ConformanceCLI().run(
                [
                    "explore", "--client", "--protocol", exploration.protocolID, "--exec", "python3 \(CertifyProcess.script(exploration.protocolID))",
                    "--out", out, "--hang-seconds", "3", "--seed", exploration.seed,
                ] + exploration.arguments)
            #expect(run.status == 0, "\(exploration.protocolID): \(run.stdout)\n\(run.stderr)")
            let explored = Explored(run: run, out: out)
            let tried = Set(explored.variations.map { "\($0["operation"] ?? "") \($0["kind"] ?? "")" })
            #expect(tried.isSuperset(of: exploration.expected), "\(exploration.protocolID): \(tried)")
            #expect(explored.variations.allSatisfy { $0["outcome"] as? String == "passed" }, "\(exploration.protocolID)")
            let details = explored.variations.compactMap { $0["detail"] as? String }.joined(separator: "\n")
            for once in exploration.breaking {
                #expect(details.contains(once), "\(exploration.protocolID): the variation that once broke the client, \(once), was tried")
            }
        }
    }

    /// Ctrl-C during a variation's run: the run it cut short is not reported as a break, only what finished is.
    @Test
    func anInterruptedRunIsNotReportedAsABreak() async throws {
        let out = try CertifyProcess.folder()
        let mark = out + "/plain-run-done"
        // The plain run pays; every later run waits without a request, which would be a break had it finished.
        let client = "if [ -e '\(mark)' ]; then exec sleep 60; fi; touch '\(mark)'; exec '\(Self.swiftClient)'"
        let running = try ClientCertificationTests.Running([
            "explore", "--client", "--protocol", "saferpay", "--exec", client, "--out", out, "--hang-seconds", "3", "--run-timeout", "120",
            "--operation", "TransactionAuthorize", "--kind", "unknown-member",
        ])
        let deadline = Date().addingTimeInterval(120)
        while !running.text.contains("variations planned"), Date() < deadline { try await Task.sleep(nanoseconds: 100_000_000) }
        #expect(running.text.contains("variations planned"), "\(running.text)")
        try await Task.sleep(nanoseconds: 1_000_000_000)
        running.process.interrupt()
        let status = await running.finish()
        #expect(status == 2, "\(running.text)")
        #expect(running.text.contains("interrupted"), "\(running.text)")
        let json = try CertifyProcess.json(out + "/explore.json")
        #expect((json["summary"] as? [String: Any])?["interrupted"] as? Bool == true, "\(json)")
        #expect((json["variations"] as? [[String: Any]])?.isEmpty == true, "the cut run is not a variation tried: \(json["variations"] ?? "")")
        #expect(!running.text.contains("✗"), "\(running.text)")
    }

    @Test func aClientThatFailsWithoutVariationIsReportedAndNothingIsExplored() async throws {
        let explored = try await Self.explore("exit 3", [])
        #expect(explored.run.status == 2)
        #expect(explored.run.stderr.contains("already fails on the gateway's plain answers"), "\(explored.run.stderr)")
        #expect(explored.run.stderr.contains("status 3"))
        let baseline = explored.json["baseline"] as? [String: Any]
        #expect(baseline?["outcome"] as? String == "broke")
        #expect(explored.variations.isEmpty)
    }

    @Test func badFlagsAreUsageErrors() async throws {
        let cli = ConformanceCLI()
        let out = try CertifyProcess.folder()
        let common = ["explore", "--protocol", "saferpay", "--exec", "true", "--out", out]
        let noClient = try await cli.run(common)
        #expect(noClient.status == 2)
        #expect(noClient.stderr.contains("explore needs --client"), "\(noClient.stderr)")
        let budget = try await cli.run(common + ["--client", "--budget", "0"])
        #expect(budget.status == 2)
        #expect(budget.stderr.contains("--budget 0"), "\(budget.stderr)")
        let kind = try await cli.run(common + ["--client", "--kind", "enum-values"])
        #expect(kind.status == 2)
        #expect(kind.stderr.contains("did you mean 'enum-value'"), "\(kind.stderr)")
        let operation = try await cli.run(common + ["--client", "--operation", "TransactionAuthorise"])
        #expect(operation.status == 2)
        #expect(operation.stderr.contains("did you mean 'TransactionAuthorize'"), "\(operation.stderr)")
        let french = try await cli.run(common + ["--client", "--budget=-1", "--lang", "fr"])
        #expect(french.status == 2)
        #expect(french.stderr.contains("indiquez le nombre maximal"), "\(french.stderr)")
    }
}
