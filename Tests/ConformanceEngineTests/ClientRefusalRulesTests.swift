import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceEngine
@testable import ConformanceKit

/// What follows a refusal is judged by one rule set per protocol (`clients/settings.yaml`), the same in every case:
/// the same conduct fails wherever it can happen, expected retries stay valid, and findings name the answer.
@Suite struct ClientRefusalRulesTests {
    static let loaded = ClientCaseLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs)
    static let checker = ExchangeChecker(specs: TestSupport.loaded.specs)

    /// One exchange of a made-up flow: the operation, its answer (status and JSON body; nil status for none) and its fault.
    struct Turn {
        var operation: String
        var status: Int?
        var answer: String = "{}"
        var fault: ClientFault.Kind?
    }

    static func turn(_ operation: String, _ status: Int? = 200, _ answer: String = "{}", fault: ClientFault.Kind? = nil) -> Turn {
        Turn(operation: operation, status: status, answer: answer, fault: fault)
    }

    static func clientCase(_ id: String) throws -> ClientCase {
        try #require(loaded.cases.cases.first { $0.id == id }, "no client case \(id)")
    }

    /// Judges the turns as one flow of the case, with the case's own and its protocol's shared rules.
    static func judge(_ id: String, _ turns: [Turn]) throws -> [ClientRuleOutcome] {
        let clientCase = try clientCase(id)
        var attempts: [String: Int] = [:]
        var exchanges: [ClientSession.Exchange] = []
        for (index, turn) in turns.enumerated() {
            attempts[turn.operation, default: 0] += 1
            let request = RecordedRequest(
                method: "POST", path: "/\(turn.operation)", headers: [NameValue("Content-Type", "application/json")], body: .json(.object([])))
            let reference = OperationReference(protocolID: clientCase.protocolID, operation: turn.operation)
            let response = try turn.status.map { status in
                RecordedResponse(
                    status: status, headers: [NameValue("Content-Type", "application/json")], body: .json(try JSONBodyParser.parse(turn.answer)))
            }
            let fault = turn.fault.map {
                ClientFault(
                    operation: turn.operation, attempts: [attempts[turn.operation] ?? 1], kind: $0, status: nil, set: [], echo: [], seconds: 35,
                    processed: false, location: clientCase.location)
            }
            var exchange = ClientSession.Exchange(
                number: index + 1, at: Date(), request: request, operation: reference, flow: 1, attempt: attempts[turn.operation] ?? 1, fault: fault)
            exchange.response = response
            exchange.check = response.map { checker.check(Interaction(request: request, response: $0, operation: reference)) }
            exchanges.append(exchange)
        }
        let judge = ClientJudge(
            clientCase: clientCase, rules: loaded.cases.rules(of: clientCase), exchanges: exchanges, all: exchanges, returnURL: nil, returnBase: nil)
        return judge.outcomes()
    }

    static func outcome(_ outcomes: [ClientRuleOutcome], _ id: String) throws -> ClientRuleOutcome {
        try #require(outcomes.first { $0.id == id }, "no outcome \(id) in \(outcomes.map(\.id))")
    }

    /// The Saferpay cases whose steps hold an operation.
    static func saferpayCases(sending operation: String) -> [String] {
        loaded.cases.cases(of: "saferpay").filter { $0.steps.contains { $0.operation == operation } }.map(\.id)
    }

    static let initialised = turn("TransactionInitialize", 200, #"{"Token":"t1","RedirectUrl":"https://gateway.example/pay/t1"}"#)

    /// The card POST refusals the sandbox answers, and a bare 503 and a hang.
    static let cardRefusals: [(Turn, String)] = [
        (turn("redirectUrlCardPost", 402, #"{"ErrorName":"TRANSACTION_DECLINED","Behavior":"OTHER_MEANS"}"#), "answered 402 ("),
        (turn("redirectUrlCardPost", 402, #"{"ErrorName":"NO_CREDITS_AVAILABLE","Behavior":"OTHER_MEANS"}"#), "answered 402 ("),
        (turn("redirectUrlCardPost", 403, #"{"ErrorName":"PERMISSION_DENIED","Behavior":"DO_NOT_RETRY"}"#), "answered 403 ("),
        (turn("redirectUrlCardPost", 402, #"{"ErrorName":"COMMUNICATION_TIMEOUT","Behavior":"RETRY_LATER"}"#), "answered 402 ("),
        (turn("redirectUrlCardPost", 503, fault: .status503), "answered 503"),
        (turn("redirectUrlCardPost", 504, fault: .hang), "did not answer within 35 s"),
    ]

    // MARK: Saferpay: one judgement for one conduct, in every case

    @Test(arguments: saferpayCases(sending: "redirectUrlCardPost"))
    func authorisingAfterARefusedCardPostFailsInEveryCase(caseID: String) throws {
        for (refusal, answered) in Self.cardRefusals {
            let outcomes = try Self.judge(caseID, [Self.initialised, refusal, Self.turn("TransactionAuthorize")])
            let rule = try Self.outcome(outcomes, "no-payment-after-refused-card")
            #expect(!rule.passed, "\(caseID): \(rule.why.en)")
            #expect(rule.why.en.contains("exchange #3 sent TransactionAuthorize after #2 \(answered)"), "\(caseID): \(rule.why.en)")
            #expect(rule.exchanges == [2, 3])
        }
    }

    @Test(arguments: saferpayCases(sending: "TransactionAuthorize"))
    func resendingAfterDoNotRetryFailsInEveryCase(caseID: String) throws {
        let refused = Self.turn("TransactionAuthorize", 402, #"{"ErrorName":"TRANSACTION_DECLINED","Behavior":"DO_NOT_RETRY"}"#)
        let outcomes = try Self.judge(
            caseID, [Self.initialised, Self.turn("redirectUrlCardPost"), refused, Self.turn("TransactionAuthorize")])
        let rule = try Self.outcome(outcomes, "no-retry-after-do-not-retry")
        #expect(!rule.passed)
        #expect(
            rule.why.en.contains("exchange #4 sent TransactionAuthorize again after #3 answered 402 (")
                && rule.why.en.contains("ErrorName TRANSACTION_DECLINED") && rule.why.en.contains("Behavior DO_NOT_RETRY"),
            "\(caseID): \(rule.why.en)")
        // A capture after the refused authorisation fails its own rule, in every case too.
        let captured = try Self.judge(caseID, [Self.initialised, Self.turn("redirectUrlCardPost"), refused, Self.turn("TransactionCapture")])
        #expect(try !Self.outcome(captured, "no-capture-after-refused-authorisation").passed, "\(caseID)")
        // The card POST too: posting the card again after 403 DO_NOT_RETRY.
        let denied = Self.turn("redirectUrlCardPost", 403, #"{"ErrorName":"PERMISSION_DENIED","Behavior":"DO_NOT_RETRY"}"#)
        let reposted = try Self.judge(caseID, [Self.initialised, denied, Self.turn("redirectUrlCardPost")])
        #expect(try !Self.outcome(reposted, "no-retry-after-do-not-retry").passed, "\(caseID)")
    }

    /// The refusal rules let expected retries through (the made-up bodies hold no values, so the retry rules themselves
    /// are left to the scripted clients' sessions).
    @Test func expectedRetriesStillPass() throws {
        let refusalRules = ["no-retry-after-do-not-retry", "no-payment-after-refused-card", "no-capture-after-refused-authorisation"]
        let flows: [(String, [Turn])] = [
            (
                "saferpay/capture-retried-after-503",
                [
                    Self.initialised, Self.turn("redirectUrlCardPost"), Self.turn("TransactionAuthorize"),
                    Self.turn("TransactionCapture", 503, fault: .status503), Self.turn("TransactionCapture"),
                ]
            ),
            (
                "saferpay/initialize-retried-after-timeout",
                [
                    Self.turn("TransactionInitialize", 504, fault: .hang), Self.initialised, Self.turn("redirectUrlCardPost"),
                    Self.turn("TransactionAuthorize"), Self.turn("TransactionCapture"),
                ]
            ),
            // A card POST answered 503 and RETRY_LATER, posted again and accepted: the payment may go on.
            (
                "saferpay/card-payment-captured",
                [
                    Self.initialised, Self.turn("redirectUrlCardPost", 503, fault: .status503),
                    Self.turn("redirectUrlCardPost", 402, #"{"ErrorName":"COMMUNICATION_TIMEOUT","Behavior":"RETRY_LATER"}"#),
                    Self.turn("redirectUrlCardPost"), Self.turn("TransactionAuthorize"), Self.turn("TransactionCapture"),
                ]
            ),
        ]
        for (caseID, turns) in flows {
            let outcomes = try Self.judge(caseID, turns)
            for id in refusalRules {
                let rule = try Self.outcome(outcomes, id)
                #expect(rule.passed, "\(caseID) \(id): \(rule.why.en)")
            }
        }
    }

    /// An answer cut mid-body gave the client nothing to read: a refusal the gateway had prepared in it does not forbid
    /// the retry the cut calls for (explore varies such answers; the case's fault then cuts them).
    @Test func aRefusalInAnAnswerCutMidBodyForbidsNoRetry() throws {
        let refused = #"{"ErrorName":"TRANSACTION_DECLINED","Behavior":"DO_NOT_RETRY"}"#
        func retried(_ fault: ClientFault.Kind?) throws -> ClientRuleOutcome {
            let turns = [
                Self.initialised, Self.turn("redirectUrlCardPost"), Self.turn("TransactionAuthorize"),
                Self.turn("TransactionCapture", 402, refused, fault: fault), Self.turn("TransactionCapture"),
            ]
            return try Self.outcome(try Self.judge("saferpay/capture-retried-after-503", turns), "no-retry-after-do-not-retry")
        }
        let read = try retried(nil)
        #expect(!read.passed, "a refusal the client read forbids the retry: \(read.why.en)")
        let cut = try retried(.closeMidBody)
        #expect(cut.passed, "\(cut.why.en)")
    }

    // MARK: The other protocols

    @Test func sipsRefusedInitialisationAndSettledOrdersAreFinalInEveryCase() throws {
        let refused = Self.turn("orderInitialize", 200, #"{"redirectionStatusCode":"34"}"#)
        for clientCase in Self.loaded.cases.cases(of: "sips-inapp") where clientCase.steps.contains(where: { $0.operation == "cardOrder" }) {
            let paid = try Self.judge(clientCase.id, [refused, Self.turn("cardOrder", 200, #"{"inAppResponseCode":"00"}"#)])
            let rule = try Self.outcome(paid, "no-payment-after-refusal")
            #expect(!rule.passed && rule.why.en.contains("after #1 answered 200 (redirectionStatusCode 34"), "\(clientCase.id): \(rule.why.en)")
            let initialised = Self.turn("orderInitialize", 200, #"{"redirectionStatusCode":"00"}"#)
            let declined = Self.turn("cardOrder", 200, #"{"inAppResponseCode":"05","acquirerResponseCode":"05"}"#)
            let again = try Self.judge(clientCase.id, [initialised, declined, Self.turn("cardOrder")])
            #expect(try !Self.outcome(again, "no-retry-after-decline").passed, "\(clientCase.id)")
        }
        // A technical error (90) is retried, and the retry is valid.
        let retried = try Self.judge(
            "sips-inapp/card-order-technical-error-retried",
            [
                Self.turn("orderInitialize", 200, #"{"redirectionStatusCode":"00"}"#), Self.turn("cardOrder", 200, #"{"inAppResponseCode":"90"}"#),
                Self.turn("cardOrder", 200, #"{"inAppResponseCode":"00"}"#),
            ])
        #expect(try Self.outcome(retried, "no-retry-after-decline").passed)
        #expect(try Self.outcome(retried, "no-payment-after-refusal").passed)
    }

    @Test func vantivPaysOnlyWithARegistrationIDInEveryCase() throws {
        for clientCase in Self.loaded.cases.cases(of: "vantiv-eprotect") {
            let refused = Self.turn("eProtectMobileAPI", 200, #"{"response":"879","message":"Merchant is not authorized for PayPage"}"#)
            let outcomes = try Self.judge(clientCase.id, [refused, Self.turn("authorization")])
            let rule = try Self.outcome(outcomes, "no-payment-after-refusal")
            #expect(!rule.passed && rule.why.en.contains("after #1 answered 200 ("), "\(clientCase.id): \(rule.why.en)")
        }
        // An encryption failure (875) is retried; once registered, the payment may go on.
        let retried = try Self.judge(
            "vantiv-eprotect/eprotect-encryption-failure-retried",
            [
                Self.turn("eProtectMobileAPI", 200, #"{"response":"875"}"#), Self.turn("eProtectMobileAPI", 200, #"{"response":"870"}"#),
                Self.turn("authorization"),
            ])
        #expect(try Self.outcome(retried, "no-payment-after-refusal").passed)
    }

    @Test func worldlineDoesNotResendANonRetriableErrorInAnyCase() throws {
        let rejected = Self.turn(
            "createPayment", 402, #"{"errorId":"e1","errors":[{"id":"AUTHORIZATION_DECLINED","httpStatusCode":402,"retriable":false}]}"#)
        for clientCase in Self.loaded.cases.cases(of: "worldline-direct") {
            let outcomes = try Self.judge(clientCase.id, [Self.turn("createSession", 201), rejected, Self.turn("createPayment", 201)])
            let rule = try Self.outcome(outcomes, "no-retry-after-decline")
            #expect(!rule.passed && rule.why.en.contains("after #2 answered 402 ("), "\(clientCase.id): \(rule.why.en)")
            let noSession = try Self.judge(clientCase.id, [Self.turn("createSession", 403), Self.turn("createPayment", 201)])
            #expect(try !Self.outcome(noSession, "no-payment-after-refused-session").passed, "\(clientCase.id)")
        }
        let retriable = Self.turn(
            "createPayment", 502, #"{"errorId":"e2","errors":[{"id":"ACQUIRER_UNAVAILABLE","httpStatusCode":502,"retriable":true}]}"#)
        let retried = try Self.judge(
            "worldline-direct/card-technical-error", [Self.turn("createSession", 201), retriable, Self.turn("createPayment", 201)])
        #expect(try Self.outcome(retried, "no-retry-after-decline").passed)
    }

    // MARK: The rule files

    @Test func refusalRulesAreReadStrictly() throws {
        func diagnostics(_ rules: String, settings: String? = nil) throws -> [Diagnostic] {
            try CertifyProcess.load(CertifyProcess.probe + rules, settings: settings).diagnostics
        }
        let misspelt = try diagnostics(
            "rules:\n  - {id: r, kind: not-after, after: {operation: redirectUrlCardPost, refuse: true}, operations: [TransactionAuthorize], title: {en: R, fr: R}}\n"
        )
        #expect(misspelt.contains { $0.message(.en).contains("did you mean 'refused'") }, "\(misspelt.map { $0.formatted(.en) })")
        #expect(misspelt.contains { $0.id == .missingKey && $0.message(.en).contains("refused: true, values or otherThan") })
        let noAfter = try diagnostics("rules:\n  - {id: r, kind: not-after, operations: [TransactionAuthorize], title: {en: R, fr: R}}\n")
        #expect(noAfter.contains { $0.id == .missingKey && $0.message(.en).contains("'after'") }, "\(noAfter.map { $0.formatted(.en) })")
        let both = try diagnostics(
            "rules:\n  - {id: r, kind: no-retry, operation: TransactionAuthorize, operations: [TransactionCapture], when: {Behavior: ABORT}, title: {en: R, fr: R}}\n"
        )
        #expect(both.contains { $0.id == .scenarioOneKey }, "\(both.map { $0.formatted(.en) })")
        let lists = try diagnostics("rules:\n  - {id: r, kind: no-retry, when: {Behavior: [DO_NOT_RETRY, ABORT]}, title: {en: R, fr: R}}\n")
        #expect(lists.isEmpty, "\(lists.map { $0.formatted(.en) })")
        let shared = try diagnostics(
            "", settings: "rules:\n  - {id: s, kind: no-retry, operation: TransactionAuthorize, title: {en: S, fr: S}}\n")
        #expect(shared.contains { $0.id == .clientRuleWithoutFault }, "\(shared.map { $0.formatted(.en) })")
    }

    // MARK: Findings name answers, each in one language

    static let englishMarkers = [" the ", " after ", " answered ", "fault", " was ", " did not "]
    static let frenchMarkers = [" après ", " le n°", " la ", " a répondu ", "réponse", " n’a "]

    @Test func everyJudgeFindingIsInOneLanguageAndNamesTheAnswer() throws {
        var outcomes: [ClientRuleOutcome] = []
        for caseID in Self.saferpayCases(sending: "TransactionAuthorize") {
            for (refusal, _) in Self.cardRefusals {
                outcomes += try Self.judge(caseID, [Self.initialised, refusal, Self.turn("TransactionAuthorize")])
            }
            outcomes += try Self.judge(
                caseID,
                [
                    Self.initialised, Self.turn("redirectUrlCardPost"),
                    Self.turn("TransactionAuthorize", 402, #"{"ErrorName":"TRANSACTION_DECLINED","Behavior":"DO_NOT_RETRY"}"#),
                    Self.turn("TransactionAuthorize"), Self.turn("TransactionCapture", 503, fault: .status503),
                ])
            outcomes += try Self.judge(caseID, [Self.initialised, Self.turn("TransactionCapture", 504, fault: .hang)])
            outcomes += try Self.judge(caseID, [])
        }
        #expect(outcomes.contains { !$0.passed && $0.kind == "retry" })
        for outcome in outcomes {
            let french = " " + outcome.why.fr + " "
            let english = " " + outcome.why.en + " "
            for marker in Self.englishMarkers { #expect(!french.contains(marker), "\(outcome.id): English '\(marker)' in: \(outcome.why.fr)") }
            for marker in Self.frenchMarkers { #expect(!english.contains(marker), "\(outcome.id): French '\(marker)' in: \(outcome.why.en)") }
        }
        for id in MessageID.engineCatalogue where id.rawValue.hasPrefix("judge.") {
            let french = " " + id.template(.fr) + " "
            for marker in Self.englishMarkers { #expect(!french.contains(marker), "\(id.rawValue): \(french)") }
        }
    }
}
