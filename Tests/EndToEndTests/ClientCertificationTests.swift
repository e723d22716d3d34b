import ConformanceEngine
import ConformanceKit
import ConformanceTestSupport
import Foundation
import Testing

/// Client certification: the tool plays the gateway and a scripted client we wrote for the purpose
/// (`Tests/Interop/clients/`) runs every case; a variant that breaks one rule is refused with that rule named.
@Suite(.serialized, .conformanceBinary) struct ClientCertificationTests {
    static var binary: String { ConformanceCLI.binary }

    // MARK: The case files

    @Test func everyProtocolHasClientCasesThatLoadCleanly() throws {
        let loaded = ClientCaseLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs)
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map { $0.formatted(.en) })")
        for protocolID in CertifyProcess.protocols {
            let cases = loaded.cases.cases(of: protocolID)
            #expect(cases.contains { $0.certification == .mandatory }, "\(protocolID) has no mandatory client case")
            #expect(cases.contains { $0.tags.contains("happy-path") }, "\(protocolID) has no happy-path client case")
            #expect(cases.contains { $0.tags.contains("decline") }, "\(protocolID) has no decline client case")
            #expect(
                cases.contains { clientCase in loaded.cases.rules(of: clientCase).contains { $0.kind == .retry } }, "\(protocolID): no retry rule")
            for clientCase in cases {
                #expect(!clientCase.title.en.isEmpty && !clientCase.title.fr.isEmpty && clientCase.title.en != clientCase.title.fr)
                #expect(!clientCase.instructions.fr.isEmpty && clientCase.instructions.en != clientCase.instructions.fr)
            }
        }
    }

    @Test func strictLoaderNamesTheProblemAndItsLine() throws {
        let unknown = try CertifyProcess.load(CertifyProcess.probe + "retries: 2\n")
        #expect(unknown.diagnostics.contains { $0.id == .unknownKey && $0.location?.line == 7 }, "\(unknown.diagnostics.map { $0.formatted(.en) })")
        let early = try CertifyProcess.load(
            CertifyProcess.probe.replacingOccurrences(
                of: "input: amount}", with: "input: amount}\n  - {operation: TransactionAuthorize, field: Token, value: x}")
                + "faults:\n  - {operation: redirectUrlCardPost, kind: status-500}\n")
        #expect(early.diagnostics.contains { $0.id == .clientFaultTooEarly }, "\(early.diagnostics.map { $0.formatted(.en) })")
        let orphan = try CertifyProcess.load(
            CertifyProcess.probe + "rules:\n  - {id: r, kind: retry, operation: TransactionAuthorize, title: {en: R, fr: R}}\n")
        #expect(orphan.diagnostics.contains { $0.id == .clientRuleWithoutFault })
        let input = try CertifyProcess.load(CertifyProcess.probe.replacingOccurrences(of: "input: amount}", with: "input: amuont}"))
        #expect(input.diagnostics.contains { $0.id == .clientUnknownInput && $0.message(.en).contains("did you mean 'amount'") })
        let answer = try CertifyProcess.load(CertifyProcess.probe + "faults:\n  - {operation: TransactionAuthorize, kind: answer, status: 299}\n")
        #expect(answer.diagnostics.contains { $0.id == .badKeyword }, "\(answer.diagnostics.map { $0.formatted(.en) })")
        let kindKey = try CertifyProcess.load(
            CertifyProcess.probe + "rules:\n  - {id: r, kind: not-sent, operations: [TransactionCapture], header: X, title: {en: R, fr: R}}\n")
        #expect(kindKey.diagnostics.contains { $0.id == .clientRuleKey })
    }

    // MARK: The session's bookkeeping, without a server

    static func initialize(amount: String, requestID: String, retry: Int) throws -> RecordedRequest {
        let body = """
            {"RequestHeader":{"SpecVersion":"1.40","CustomerId":"401860","RequestId":"\(requestID)","RetryIndicator":\(retry)},\
            "TerminalId":"17757531","Payment":{"Amount":{"Value":"\(amount)","CurrencyCode":"CHF"},"OrderId":"o-\(requestID)"},\
            "ReturnUrl":{"Url":"https://shop.example/return"}}
            """
        return RecordedRequest(
            method: "POST", path: "/Payment/v1/Transaction/Initialize", headers: [NameValue("Content-Type", "application/json")],
            body: .json(try JSONBodyParser.parse(body)))
    }

    @Test func aRetryWithNewIdentifiersIsJudgedAsTheFaultedPaymentsRetryNotAsANewPayment() throws {
        let loaded = ClientCaseLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs)
        let cases = loaded.cases.cases(of: "saferpay").filter { ["initialize-retried-after-timeout", "card-payment-captured"].contains($0.name) }
        #expect(cases.count == 2)
        let session = ClientSession(specs: TestSupport.loaded.specs, cases: cases, caseSet: loaded.cases)
        let answer = RecordedResponse(status: 200, headers: [NameValue("Content-Type", "application/json")], body: .json(.object([])))
        // The first Initialize of the timeout case hangs (the fault); the retry changes its RequestId.
        let first = session.begin(try Self.initialize(amount: "1660", requestID: "first", retry: 0))
        #expect(first.intervention?.delivery == .after(seconds: 100))
        session.complete(first, response: RecordedResponse(status: 504))
        let retry = session.begin(try Self.initialize(amount: "1660", requestID: "second", retry: 1))
        #expect(retry.intervention == nil, "a retry is not faulted again")
        session.complete(retry, response: answer)
        // Another case's payment right after is a new payment, even though the timeout case is owed nothing more.
        let other = session.begin(try Self.initialize(amount: "1250", requestID: "third", retry: 0))
        session.complete(other, response: answer)
        let flows = session.allFlows
        #expect(flows.count == 2 && flows[0].exchanges == [1, 2] && flows[1].exchanges == [3], "\(flows.map(\.exchanges))")
        let results = session.results()
        let timeout = try #require(results.first { $0.clientCase.name == "initialize-retried-after-timeout" })
        let rule = try #require(timeout.outcomes.first { $0.id == "initialize-retried-same-request" })
        #expect(!rule.passed && rule.why.en.contains("changed RequestHeader.RequestId (first in #1, second in the retry)"), "\(rule.why.en)")
        #expect(results.first { $0.clientCase.name == "card-payment-captured" }?.ran == true)
    }

    // MARK: Sessions with the scripted clients

    /// Every variant the scripted client offers, with the case and rule it breaks.
    static func variants() -> [(protocolID: String, variant: String, caseName: String, rule: String)] {
        var result: [(String, String, String, String)] = []
        for protocolID in CertifyProcess.protocols {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["python3", CertifyProcess.script(protocolID), "--list-breaks"]
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: [String: String]] else { continue }
            for (variant, expected) in object.sorted(by: { $0.key < $1.key }) {
                result.append((protocolID, variant, expected["case"] ?? "?", expected["rule"] ?? "?"))
            }
        }
        return result
    }

    @Test(.enabled(if: CertifyProcess.ready, .init(rawValue: CertifyProcess.why))) func eachScriptedClientOffersRuleBreakingVariants() {
        let all = Self.variants()
        for protocolID in CertifyProcess.protocols {
            #expect(all.filter { $0.protocolID == protocolID }.count >= 3, "\(protocolID): fewer than three --break variants")
        }
    }

    @Test(.enabled(if: CertifyProcess.ready, .init(rawValue: CertifyProcess.why)))
    func everyRuleBreakingVariantIsRefusedWithItsRuleNamed() async throws {
        let (key, publicKey) = try await CertifyProcess.keys()
        // Each variant is a session of its own (its port, its folder): four at a time, as they mostly wait on their
        // clients and on the cases' hangs.
        try await TestSupport.forEach(Self.variants(), concurrently: 4) { item in
            let out = try CertifyProcess.folder() + "/bundle"
            let result = try await CertifyProcess.certify(
                [
                    "--protocol", item.protocolID, "--case", item.caseName, "--hang-seconds", "4", "--timeout", "300", "--exec",
                    "python3 \(CertifyProcess.script(item.protocolID)) --break \(item.variant)",
                ], key: key, out: out)
            #expect(result.status == 1, "\(item.protocolID) --break \(item.variant): exit \(result.status)\n\(result.stderr)")
            let failures = try CertifyProcess.failures(out)
            let failed = failures["\(item.protocolID)/\(item.caseName)"] ?? []
            #expect(failed.contains(item.rule), "\(item.protocolID) --break \(item.variant): expected \(item.rule) to fail, got \(failures)")
            let verify = try await Subprocess.run(Self.binary, ["certificate", "verify", out, "--public-key", publicKey])
            #expect(verify.status == 1 && verify.stderr.contains("AUTHENTIC BUT PARTIAL, NOT CERTIFIED"), "\(verify.stderr)")
        }
    }

    @Test(.enabled(if: CertifyProcess.ready, .init(rawValue: CertifyProcess.why)))
    func trafficNoCaseRecognisesIsReportedAndTimeLimitsLeaveAPartialBundle() async throws {
        let (key, _) = try await CertifyProcess.keys()
        // A payment of an amount no case names: reported as unmatched traffic, never dropped.
        let stray = """
            curl -s -o /dev/null -X POST "$CONFORMANCE_BASE_URL/Payment/v1/Transaction/Initialize" -H 'Content-Type: application/json' \
            -d '{"RequestHeader":{"SpecVersion":"1.40","CustomerId":"401860","RequestId":"r-1","RetryIndicator":0},"TerminalId":"17757531","Payment":{"Amount":{"Value":"999","CurrencyCode":"CHF"},"OrderId":"o-1"},"ReturnUrl":{"Url":"https://shop.example/return"}}'
            """
        let out = try CertifyProcess.folder() + "/bundle"
        let result = try await CertifyProcess.certify(
            ["--protocol", "saferpay", "--case", "card-payment-captured", "--exec", stray], key: key, out: out)
        #expect(result.status == 1, "\(result.stderr)")
        let failures = try CertifyProcess.failures(out)
        #expect(failures["saferpay/unmatched-traffic"]?.count == 1, "\(failures)")
        #expect(failures["saferpay/card-payment-captured"] == ["ran"], "\(failures)")
        #expect(result.stdout.contains("1 flow(s) of requests matched no case"), "\(result.stdout)")
        // The case that was not run names the flow that came nearest to it and what differed.
        #expect(
            result.stdout.contains("saferpay/card-payment-captured [mandatory] not run; flow 1 came nearest: ")
                && result.stdout.contains("Payment.Amount.Value 999 where saferpay/card-payment-captured expects 1250"), "\(result.stdout)")

        // A session past its time limit is cut short: the bundle is written, signed, and never certified.
        let late = try CertifyProcess.folder() + "/bundle"
        let began = Date()
        let cut = try await CertifyProcess.certify(["--protocol", "saferpay", "--timeout", "1", "--exec", "sleep 90"], key: key, out: late)
        #expect(cut.status == 1 && cut.stderr.contains("cut short (timeout)"), "\(cut.stderr)")
        // The command is ended with its process group: no `sleep` is left holding the output until it wakes (90 s on).
        // The bound leaves a loaded CI run its seconds of start-up and signing.
        #expect(Date().timeIntervalSince(began) < 60, "the session's command outlived its time limit")
        let statement = try CertifyProcess.json(late + "/statement.json")
        #expect(statement["certified"] as? Bool == false && (statement["session"] as? [String: Any])?["ended"] as? String == "timeout")
    }

    /// A certify process started in the background, its output collected as it comes.
    final class Running: @unchecked Sendable {
        let process = Process()
        let lock = NSLock()
        var output = ""
        let input = Pipe()

        deinit { if process.isRunning { process.terminate() } }

        init(_ arguments: [String]) throws {
            process.executableURL = URL(fileURLWithPath: ClientCertificationTests.binary)
            process.arguments = arguments
            process.currentDirectoryURL = URL(fileURLWithPath: TestSupport.repositoryRoot)
            var environment = ProcessInfo.processInfo.environment
            environment["CONFORMANCE_LANG"] = nil
            process.environment = environment
            let out = Pipe()
            process.standardOutput = out
            process.standardError = out
            process.standardInput = input
            try process.run()
            let thread = Thread { [self] in
                while true {
                    let data = out.fileHandleForReading.availableData
                    if data.isEmpty { break }
                    lock.withLock { output += String(decoding: data, as: UTF8.self) }
                }
            }
            thread.start()
        }

        var text: String { lock.withLock { output } }

        /// Waits until the output holds the gateway's URL, and returns it.
        func baseURL(after marker: String = "gateway on ", seconds: Double = 120) async throws -> String {
            let deadline = Date().addingTimeInterval(seconds)
            while Date() < deadline {
                if let range = text.range(of: marker + #"http://127\.0\.0\.1:[0-9]+"#, options: .regularExpression) {
                    return String(text[range].dropFirst(marker.count))
                }
                try await Task.sleep(nanoseconds: 50_000_000)
            }
            throw CancellationError()
        }

        func finish() async -> Int32 {
            await Subprocess.waitUntilExit(process)
            try? await Task.sleep(nanoseconds: 200_000_000)
            return process.terminationStatus
        }
    }

    @Test(.enabled(if: CertifyProcess.ready, .init(rawValue: CertifyProcess.why)))
    func guidedSessionEndsOnTheLastCaseAndCtrlCLeavesAPartialBundle() async throws {
        let (key, _) = try await CertifyProcess.keys()
        // Guided: the person runs the app by hand (here the scripted client, pointed at the printed URL); the session
        // moves from case to case as each one completes, and ends on the last.
        let out = try CertifyProcess.folder() + "/bundle"
        let guided = try Running([
            "certify", "--client", "--protocol", "saferpay", "--partner", "Acme App", "--signing-key", key, "--out", out,
            "--case", "card-payment-captured", "--case", "card-declined", "--timeout", "300",
        ])
        let base = try await guided.baseURL()
        // One case at a time, as a person would: the session shows the second case once the first is done.
        let document = try CertifyProcess.json(out + "/cases.json")
        let cases = try #require(document["cases"] as? [[String: Any]])
        for (index, clientCase) in cases.enumerated() {
            let file = try CertifyProcess.folder() + "/case.json"
            var single = document
            single["cases"] = [clientCase]
            try JSONSerialization.data(withJSONObject: single).write(to: URL(fileURLWithPath: file))
            var environment = ProcessInfo.processInfo.environment
            environment["CONFORMANCE_BASE_URL"] = base
            environment["CONFORMANCE_RETURN_URL"] = base + "/client-return"
            environment["CONFORMANCE_CASES_FILE"] = file
            let client = try await Subprocess.run("/usr/bin/env", ["python3", CertifyProcess.script("saferpay")], environment: environment)
            #expect(client.status == 0, "\(client.stderr)")
            let deadline = Date().addingTimeInterval(30)
            while !guided.text.contains("progress: \(index + 1)/2"), Date() < deadline { try await Task.sleep(nanoseconds: 50_000_000) }
        }
        let status = await guided.finish()
        let transcript = guided.text
        // Both cases passed, but two cases are not Saferpay's whole client profile: not certified, partial.
        #expect(status == 1 && transcript.contains("NOT CERTIFIED (partial: "), "\(transcript)")
        #expect(transcript.contains("2 of the 2 selected mandatory"), "\(transcript)")
        #expect(transcript.contains("[1/2] saferpay/card-declined") && transcript.contains("[2/2] saferpay/card-payment-captured"), "\(transcript)")
        #expect(transcript.contains("Do: Pay 14.10 CHF") && transcript.contains("progress: 2/2"), "\(transcript)")

        // Ctrl-C during a session: the partial bundle is written, signed and not certified.
        let cut = try CertifyProcess.folder() + "/bundle"
        let running = try Running([
            "certify", "--client", "--protocol", "saferpay", "--partner", "Acme App", "--signing-key", key, "--out", cut, "--exec", "sleep 60",
        ])
        _ = try await running.baseURL()
        kill(running.process.processIdentifier, SIGINT)
        let interrupted = await running.finish()
        #expect(interrupted == 1, "\(running.text)")
        #expect(running.text.contains("cut short (interrupted)"), "\(running.text)")
        let statement = try CertifyProcess.json(cut + "/statement.json")
        #expect(statement["certified"] as? Bool == false && (statement["session"] as? [String: Any])?["ended"] as? String == "interrupted")
    }

    @Test(.enabled(if: CertifyProcess.ready, .init(rawValue: CertifyProcess.why)))
    func throughTheRecordingProxyInFrontOfATestEnvironment() async throws {
        // The gateway's test environment is played by a sandbox in another process; the session's proxy sits in front.
        let upstream = try Running(["sandbox", "--port", "0"])
        let upstreamURL = try await upstream.baseURL(after: "listening on ")
        let (key, _) = try await CertifyProcess.keys()
        let out = try CertifyProcess.folder() + "/bundle"
        let result = try await CertifyProcess.certify(
            [
                "--protocol", "saferpay", "--upstream", upstreamURL, "--case", "card-3ds-challenge", "--case", "capture-retried-after-503",
                "--exec", "python3 \(CertifyProcess.script("saferpay"))",
            ], key: key, out: out,
            // Behind --upstream the cases file holds no values: the client takes its own test account's from its environment.
            environment: CertifyProcess.saferpayAccount)
        upstream.process.terminate()
        #expect(result.status == 1 && result.stderr.contains("NOT CERTIFIED (partial: "), "\(result.stdout)\n\(result.stderr)")
        #expect(result.stdout.contains("recording proxy to \(upstreamURL)"))
        // The faulted capture never reached the upstream; every other request did, and the cassette names the upstream.
        let cassette = try CertifyProcess.json(out + "/cassettes/saferpay.json")
        #expect(cassette["baseURL"] as? String == upstreamURL)
        let served = upstream.text.components(separatedBy: "\n").filter { $0.hasPrefix("sandbox: POST /Payment/v1/Transaction/Capture") }
        #expect(served.count == 2, "\(upstream.text)")
        let failures = try CertifyProcess.failures(out)
        #expect(failures.isEmpty, "\(failures)")
        let cases = try String(contentsOfFile: out + "/cases.json", encoding: .utf8)
        #expect(!cases.contains("245245") && !cases.contains("own-password") && !cases.contains("sandbox-password"), "\(cases)")
    }

    @Test(
        .enabled(
            if: Python.hasDirectSDK,
            "onlinepayments-sdk-python3 is not installed: python3 -m pip install -r Tests/Interop/requirements.txt"))
    func worldlinesOwnServerSDKIsCertifiedForTheCaseItPays() async throws {
        // The merchant server is Worldline's Python SDK (createSession, createPayment); the Client API calls and the JWE are
        // made as the Swift client SDK makes them (Tests/Interop/direct_client.py). It pays the case's amount with a card.
        let (key, _) = try await CertifyProcess.keys()
        let out = try CertifyProcess.folder() + "/bundle"
        let loaded = ClientCaseLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs)
        let clientCase = try #require(loaded.cases.cases(of: "worldline-direct").first { $0.name == "card-payment-approved" })
        let amount = try #require(clientCase.input("amount"))
        let result = try await CertifyProcess.certify(
            [
                "--protocol", "worldline-direct", "--case", clientCase.name, "--exec",
                "INTEROP_AMOUNT=\(amount) python3 Tests/Interop/direct_client.py \"$CONFORMANCE_BASE_URL\"",
            ], key: key, out: out)
        // One case of the profile: the case passes, the bundle is partial.
        #expect(result.status == 1 && result.stderr.contains("NOT CERTIFIED (partial: "), "\(result.stdout)\n\(result.stderr)")
        #expect(try CertifyProcess.failures(out).isEmpty)
        let statement = try CertifyProcess.json(out + "/statement.json")
        #expect((statement["session"] as? [String: Any])?["unmatchedFlows"] as? Int == 0, "\(statement)")
    }

    @Test
    func usageErrorsExitWithTwo() async throws {
        let (key, _) = try await CertifyProcess.keys()
        let out = try CertifyProcess.folder() + "/bundle"
        let target = try await CertifyProcess.certify(["--target", "sandbox"], key: key, out: out)
        #expect(target.status == 64 || target.status == 2, "\(target.stderr)")
        #expect(target.stderr.contains("--target names a server"))
        let unknownCase = try await CertifyProcess.certify(
            ["--protocol", "saferpay", "--case", "card-payment-capture", "--exec", "true"], key: key, out: out)
        #expect(unknownCase.status == 2 && unknownCase.stderr.contains("did you mean 'card-payment-captured'"), "\(unknownCase.stderr)")
        let unknownProtocol = try await CertifyProcess.certify(["--protocol", "paypal", "--exec", "true"], key: key, out: out)
        #expect(unknownProtocol.status == 2 && unknownProtocol.stderr.contains("no client cases for this protocol"), "\(unknownProtocol.stderr)")
        let server = try await Subprocess.run(
            Self.binary, ["certify", "--partner", "A", "--signing-key", key, "--out", out, "--target", "sandbox", "--exec", "true"])
        #expect(server.status == 64 || server.status == 2)
        #expect(server.stderr.contains("--exec goes with --client"), "\(server.stderr)")
    }
}
