import ConformanceEngine
import ConformanceKit
import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

/// What a client session tells its console as it happens, driven request by request without a server: verdicts
/// shown before a payment ends and changed later, findings named, unmatched flows with their nearest case, and
/// held answers (hangs) with their effective length and how they ended.
@Suite struct ClientSessionEventTests {
    /// Every event a session emitted, in order.
    final class Events: @unchecked Sendable {
        let lock = NSLock()
        var list: [ClientSession.Event] = []

        func add(_ event: ClientSession.Event) { lock.withLock { list.append(event) } }

        /// The console lines of every event so far.
        func lines(_ language: Language = .en) -> [String] {
            let maker = SessionLines(language: language)
            return lock.withLock { list }.flatMap { maker.lines($0) }
        }
    }

    /// A session over some Saferpay cases, its events collected, with a sandbox playing the gateway.
    static func session(_ names: [String], hangSeconds: Double? = nil) throws -> (ClientSession, Events, Sandbox) {
        let loaded = ClientCaseLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs)
        let cases = loaded.cases.cases(of: "saferpay").filter { names.contains($0.name) }
        #expect(cases.count == names.count)
        let session = ClientSession(
            specs: TestSupport.loaded.specs, cases: cases, caseSet: loaded.cases, options: ClientSession.Options(hangSeconds: hangSeconds))
        let events = Events()
        session.onEvent = { events.add($0) }
        let sandbox = Sandbox(specs: TestSupport.loaded.specs)
        sandbox.baseURL = "http://127.0.0.1:9"
        return (session, events, sandbox)
    }

    /// A JSON API request of the merchant server.
    static func api(_ path: String, _ body: String) throws -> RecordedRequest {
        RecordedRequest(
            method: "POST", path: "/Payment/v1/" + path,
            headers: [
                NameValue("Content-Type", "application/json"), NameValue("Accept", "application/json"),
                NameValue("Authorization", "Basic QVBJXzQwMTg2MDpzZWNyZXQ="),
            ],
            body: .json(try JSONBodyParser.parse(body)))
    }

    static func initialize(amount: String, requestID: String, retryIndicator: String = "0") throws -> RecordedRequest {
        try api(
            "Transaction/Initialize",
            """
            {"RequestHeader":{"SpecVersion":"1.40","CustomerId":"401860","RequestId":"\(requestID)","RetryIndicator":\(retryIndicator)},\
            "TerminalId":"17757531","Payment":{"Amount":{"Value":"\(amount)","CurrencyCode":"CHF"},"OrderId":"o-\(requestID)"},\
            "ReturnUrl":{"Url":"https://shop.example/return"}}
            """)
    }

    /// One exchange as the sandbox server runs it: the session sees the request, the sandbox (or the fault) answers.
    @discardableResult
    static func exchange(_ request: RecordedRequest, _ session: ClientSession, _ sandbox: Sandbox) -> (GatewayTurn, RecordedResponse) {
        let turn = session.begin(request)
        let answer = turn.intervention?.response ?? sandbox.handle(request).response
        session.complete(turn, response: answer)
        return (turn, answer)
    }

    @Test func aVerdictShownBeforeThePaymentEndsIsAnnouncedWhenALaterRequestChangesIt() throws {
        let (session, events, sandbox) = try Self.session(["card-declined"])
        let (_, initialized) = Self.exchange(try Self.initialize(amount: "1410", requestID: "r-1"), session, sandbox)
        let body = try #require(initialized.body.structuredValue)
        let token = try #require(ClientMatch.value(body, at: "Token"))
        let address = try #require(ClientMatch.value(body, at: "Redirect.RedirectUrl"))
        let redirect = try #require(URLComponents(string: address))
        let form = "HolderName=Ada+Lovelace&CardNumber=4000000000000002&ExpMonth=12&ExpYear=2030&VerificationCode=123&FromAjax=true"
        let card = RecordedRequest(
            method: "POST", path: redirect.path, query: (redirect.queryItems ?? []).map { NameValue($0.name, $0.value ?? "") },
            headers: [NameValue("Content-Type", "application/x-www-form-urlencoded")],
            body: RecordedBody.from(Data(form.utf8), contentType: "application/x-www-form-urlencoded"))
        let (_, declined) = Self.exchange(card, session, sandbox)
        #expect(declined.status == 402, "\(declined)")
        // The flow sent every step: its verdict is shown, as a verdict so far.
        #expect(events.lines().contains { $0.contains("✓ saferpay/card-declined: every behaviour held so far") }, "\(events.lines())")
        // The merchant server then authorises the declined card's token: the shown verdict flips, visibly.
        Self.exchange(
            try Self.api(
                "Transaction/Authorize",
                #"{"RequestHeader":{"SpecVersion":"1.40","CustomerId":"401860","RequestId":"r-2","RetryIndicator":0},"Token":"\#(token)"}"#),
            session, sandbox)
        let changed = events.lines().filter { $0.contains("verdict changed") }
        #expect(changed.count == 1 && changed[0].hasPrefix("  verdict changed: ✓ → ✗ saferpay/card-declined · "), "\(changed)")
        #expect(changed.first?.contains("TransactionAuthorize") == true, "\(changed)")
        #expect(events.lines(.fr).contains { $0.hasPrefix("  verdict modifié : ✓ → ✗ saferpay/card-declined · ") })
        // Another request that changes nothing more announces nothing more.
        Self.exchange(
            try Self.api(
                "Transaction/Authorize",
                #"{"RequestHeader":{"SpecVersion":"1.40","CustomerId":"401860","RequestId":"r-3","RetryIndicator":0},"Token":"\#(token)"}"#),
            session, sandbox)
        #expect(events.lines().filter { $0.contains("verdict changed") }.count == 1)
        #expect(session.results().first?.passed == false)
    }

    @Test func consoleLinesNameTheRequestsFindings() throws {
        let (session, events, sandbox) = try Self.session(["card-declined"])
        // RetryIndicator as a string: the line names the finding, not only a count.
        Self.exchange(try Self.initialize(amount: "1410", requestID: "r-1", retryIndicator: #""0""#), session, sandbox)
        let line = try #require(events.lines().first { $0.contains("#1 POST") })
        #expect(line.contains("✗ $.RequestHeader.RetryIndicator should be integer but is string"), "\(line)")
        // Many findings: a few are named, the rest counted.
        Self.exchange(
            try Self.api(
                "Transaction/Initialize",
                """
                {"RequestHeader":{"SpecVersion":1.40,"CustomerId":401860,"RequestId":"r-2","RetryIndicator":"0"},\
                "TerminalId":17757531,"Payment":{"Amount":{"Value":"1410","CurrencyCode":"CHF"},"OrderId":7},\
                "ReturnUrl":{"Url":"https://shop.example/return"}}
                """), session, sandbox)
        let crowded = try #require(events.lines().first { $0.contains("#2 POST") })
        #expect(crowded.components(separatedBy: " should be ").count == 4 && crowded.contains(" more"), "\(crowded)")
        #expect(crowded.range(of: #"; [^;]+ should be [^;]+ and [0-9]+ more$"#, options: .regularExpression) != nil, "\(crowded)")
        let french = try #require(SessionLines(language: .fr).lines(events.list[events.list.count - 1]).first)
        #expect(french.contains(" de plus"), "\(french)")
    }

    @Test func aFlowThatMatchesNoCaseNamesItsNearestCaseAndWhatDiffered() throws {
        let (session, events, sandbox) = try Self.session(["card-declined", "initialize-retried-after-timeout", "card-payment-captured"])
        // 14.20 CHF: no case pays it; card-declined's 14.10 is the nearest amount.
        Self.exchange(try Self.initialize(amount: "1420", requestID: "r-1"), session, sandbox)
        #expect(!events.lines().contains { $0.contains("matched no case") }, "announced only once the flow is over")
        // Another payment begins: the first flow is over, and announced with its nearest case.
        Self.exchange(try Self.initialize(amount: "1410", requestID: "r-2"), session, sandbox)
        let line = try #require(events.lines().first { $0.contains("matched no case") })
        #expect(line.contains("! flow 1 matched no case (#1 TransactionInitialize); nearest: saferpay/card-declined"), "\(line)")
        #expect(line.contains("Payment.Amount.Value 1420 where saferpay/card-declined expects 1410"), "\(line)")
        #expect(events.lines(.fr).contains { $0.contains("Payment.Amount.Value vaut 1420 là où saferpay/card-declined attend 1410") })
        // The report's unmatched-traffic suite names it too.
        let report = ClientSessionReport.report(session, results: session.results(), target: "client", startedAt: "now")
        let unmatched = try #require(report.suites.first { $0.name == "saferpay/unmatched-traffic" })
        let failure = try #require(unmatched.cases.first?.failure)
        #expect(failure.message.en.contains("nearest case: saferpay/card-declined"), "\(failure.message.en)")
        #expect(failure.message.fr.contains("cas le plus proche : saferpay/card-declined"), "\(failure.message.fr)")
        // A flow still open when the session ends is announced then, once.
        Self.exchange(try Self.initialize(amount: "1670", requestID: "r-3"), session, sandbox)
        session.end()
        session.end()
        let ended = events.lines().filter { $0.contains("matched no case") }
        #expect(
            ended.count == 2 && ended[1].contains("flow 3") && ended[1].contains("1670 where saferpay/initialize-retried-after-timeout expects 1660"),
            "\(ended)")
    }

    @Test func aHangShowsItsEffectiveLengthWhenItStartsAndHowItEnded() async throws {
        let (session, events, sandbox) = try Self.session(["initialize-retried-after-timeout"], hangSeconds: 30)
        // The case says 100 s; --hang-seconds 30 overrides it, and the console shows the length applied.
        let (turn, _) = Self.exchange(try Self.initialize(amount: "1660", requestID: "r-1"), session, sandbox)
        #expect(turn.intervention?.delivery == .after(seconds: 30))
        #expect(session.allExchanges[0].fault?.seconds == 30)
        let lines = events.lines()
        #expect(
            lines.contains {
                $0.hasSuffix("TransactionInitialize  [saferpay/initialize-retried-after-timeout]: holding the answer 30 s [fault: hang]")
            }, "\(lines)")
        #expect(!lines.contains { $0.contains("→ 504") }, "the answer is not shown before the hold ends: \(lines)")
        // The client gives up: the hold ends at once, and the exchange records it.
        let gone = Date().addingTimeInterval(0.3)
        let abandoned = await session.hold(turn, seconds: 30) { Date() >= gone }
        // Ended as abandoned, before the 30 s ran out (wall-clock bounds belong to ClientSessionHangTests, which time a
        // real process: in this shared test pool a waiting task was seen resumed 20 s late under a full run).
        #expect(abandoned.end == .abandoned && abandoned.held <= abandoned.planned, "\(abandoned)")
        let abandonedLine = #"^  #1 abandoned by the client after [0-9]+(\.[0-9])? s \(the answer was to be held 30 s\); nothing was sent$"#
        #expect(events.lines().contains { $0.range(of: abandonedLine, options: .regularExpression) != nil }, "\(events.lines())")
        let body = session.allExchanges[0].redacted?.response.body.data ?? Data()
        #expect(String(decoding: body, as: UTF8.self).contains("to hold the answer 30 s, and the client abandoned the request after "))
        // The session ends while an answer is held: the hold returns at once.
        let retry = Self.exchange(try Self.initialize(amount: "1660", requestID: "r-1", retryIndicator: "1"), session, sandbox).0
        async let held = session.hold(retry, seconds: 30) { false }
        try await Task.sleep(nanoseconds: 300_000_000)
        session.end()
        let outcome = await held
        #expect(outcome.end == .sessionEnded && outcome.held <= outcome.planned, "\(outcome)")
        #expect(events.lines().contains { $0.contains("#2 never answered: the session ended") }, "\(events.lines())")
        // A hold that runs its course shows the answer, and how late it was.
        let (late, _, _) = try Self.session(["initialize-retried-after-timeout"], hangSeconds: 0.2)
        let lateEvents = Events()
        late.onEvent = { lateEvents.add($0) }
        let lateTurn = Self.exchange(try Self.initialize(amount: "1660", requestID: "r-9"), late, sandbox).0
        #expect(await late.hold(lateTurn, seconds: 0.2) { false }.end == .delivered)
        #expect(
            lateEvents.lines().contains { $0.range(of: #"^  #1 → 504 after [0-9]+(\.[0-9])? s$"#, options: .regularExpression) != nil },
            "\(lateEvents.lines())")
    }
}
