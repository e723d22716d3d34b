import ConformanceKit
import ConformanceTestSupport
import ConformanceTesting
import Foundation
import ServerTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The `.cassette(_:)` trait: record, replay, and each miss or non-conformant exchange reported where the test is.
@Suite struct CassetteTraitTests {
    /// Where the declared trait below records (a scratch folder: the library's tests write nothing beside themselves).
    static let declaredCassette = (try? CassetteTesting.scratchCassette("declared")) ?? NSTemporaryDirectory() + "/declared.json"

    /// No `specs:`: the trait checks against the specs bundled with the library.
    @Test(CassetteTrait(file: declaredCassette, mode: .all))
    func theTraitRecordsWhatTheTestSendsThroughTheCurrentSession() async throws {
        let cassette = try #require(CassetteSession.current, "the trait makes the session reachable from the test")
        try await SandboxFixtures.withSandbox { baseURL, _ in
            let status = try await CassetteTesting.initialize(baseURL, session: cassette.session)
            #expect(status == 200)
        }
        #expect(cassette.exchanges.count == 1 && cassette.nonConformant.isEmpty && cassette.misses.isEmpty)
        #expect(cassette.exchanges.first?.check.operation?.description == "saferpay/TransactionInitialize")
        #expect(cassette.file == Self.declaredCassette)
    }

    @Test func aRecordedCassetteReplaysOfflineWithNoIssue() async throws {
        let (file, baseURL) = try await CassetteTesting.recordedInitialize()
        try await CassetteTesting.scoped(CassetteTrait(file: file, mode: .none, specs: TestSupport.loaded.specs)) {
            let cassette = try #require(CassetteSession.current)
            let status = try await CassetteTesting.initialize(baseURL, session: cassette.session)
            #expect(status == 200, "the sandbox is gone: replayed")
            #expect(cassette.exchanges.map(\.replayed) == [true])
        }
        #expect(CassetteSession.current == nil, "the session is the test's only while the scope runs")
    }

    @Test func aMissBecomesAnIssueAtTheTestsSourceLocation() async throws {
        let (file, baseURL) = try await CassetteTesting.recordedInitialize()
        let here = try #require(Test.current).sourceLocation
        try await withKnownIssue {
            try await CassetteTesting.scoped(CassetteTrait(file: file, mode: .none, specs: TestSupport.loaded.specs)) {
                let cassette = try #require(CassetteSession.current)
                let answer = try? await send("GET", baseURL + "/api/not/recorded", session: cassette.session)
                #expect(answer == nil, "the code under test gets an error for a request the cassette does not hold")
            }
        } matching: { issue in
            let text = CassetteTesting.text(issue)
            return issue.sourceLocation == here && text.hasPrefix("GET /api/not/recorded: the cassette holds no answer")
                && text.contains(file) && text.contains("'none'")
        }
    }

    @Test func aNonConformantExchangeBecomesAnIssueNamingTheFindingTheSpecLineAndTheExchange() async throws {
        let file = try CassetteTesting.scratchCassette()
        let here = try #require(Test.current).sourceLocation
        try await SandboxFixtures.withSandbox { baseURL, _ in
            try await withKnownIssue {
                try await CassetteTesting.scoped(CassetteTrait(file: file, mode: .all, specs: TestSupport.loaded.specs)) {
                    let cassette = try #require(CassetteSession.current)
                    try await CassetteTesting.initialize(baseURL, terminal: false, session: cassette.session)
                }
            } matching: { issue in
                let text = CassetteTesting.text(issue)
                guard issue.sourceLocation == here, text.hasPrefix("POST /api/Payment/v1/Transaction/Initialize → ") else { return false }
                // The request lacks TerminalId: the finding, its ID, the body path and the spec line that makes it mandatory.
                let request =
                    text.contains("(saferpay/TransactionInitialize): the request does not conform") && text.contains("[missing-mandatory]")
                    && text.contains("$.TerminalId") && text.contains("TransactionInitialize.yaml:")
                // The sandbox refuses it; what its answer breaks, if anything, is reported the same way.
                return request || text.contains("the answer does not conform")
            }
        }
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(written.contains("\"not-conformant\""), "the cassette keeps the exchange and its verdict")
    }

    @Test func strictModeFailsOnRecordedInteractionsNeverPlayed() async throws {
        let (file, _) = try await CassetteTesting.recordedInitialize()
        let here = try #require(Test.current).sourceLocation
        try await withKnownIssue {
            try await CassetteTesting.scoped(CassetteTrait(file: file, mode: .none, strict: true, specs: TestSupport.loaded.specs)) {}
        } matching: { issue in
            issue.sourceLocation == here && CassetteTesting.text(issue).contains("were never played: #0")
        }
        // Without strict, the same unplayed cassette is no failure.
        try await CassetteTesting.scoped(CassetteTrait(file: file, mode: .none, specs: TestSupport.loaded.specs)) {}
    }

    @Test func aCassetteThatCannotOpenIsAnIssueAndTheBodyDoesNotRun() async throws {
        let missing = try CassetteTesting.scratchCassette("never-recorded")
        let ran = Flag()
        try await withKnownIssue {
            try await CassetteTesting.scoped(CassetteTrait(file: missing, mode: .none, specs: TestSupport.loaded.specs)) { ran.set() }
        } matching: { issue in
            CassetteTesting.text(issue).contains("does not exist and record mode 'none' does not record")
        }
        try await withKnownIssue {
            try await CassetteTesting.scoped(CassetteTrait.cassette("../escape")) { ran.set() }
        } matching: { issue in
            CassetteTesting.text(issue).hasPrefix("cassette name '../escape' cannot name a file beside the test")
        }
        #expect(!ran.value)
    }

    @Test func whatIsWrittenIsRedacted() async throws {
        let file = try CassetteTesting.scratchCassette()
        let pan = CardFixtures.realLookingPAN("45")
        #expect(!TestCardNumbers.documented.contains(pan))
        var failures: [String] = []
        try await SandboxFixtures.withSandbox { baseURL, _ in
            let options = CassetteScope.Options(
                file: file, mode: .all, strict: false, specs: TestSupport.loaded.specs, routesSharedSession: false)
            try await CassetteScope.run(options, report: { failures.append($0) }) { cassette in
                var body = SandboxFixtures.initialize().jsonText
                body = body.replacingOccurrences(of: "\"order-1\"", with: "\"\(pan)\"")
                #expect(body.contains(pan))
                let url = baseURL + CassetteTesting.initializePath
                _ = try await send("POST", url, body: body, contentType: "application/json", session: cassette.session)
            }
        }
        let written = try String(contentsOfFile: file, encoding: .utf8)
        #expect(!written.contains(pan), "a card number that is not a test card never reaches the cassette file")
        #expect(CardNumberScan.scan(written).isEmpty)
        #expect(!failures.joined().contains(pan), "nor a failure's message")
    }

    @Test func failuresSpeakTheLanguageOfConformanceLang() async throws {
        #expect(CassetteFailures.language(environment: [:]).0 == .en)
        #expect(CassetteFailures.language(environment: ["CONFORMANCE_LANG": "fr"]).0 == .fr)
        let wrong = CassetteFailures.language(environment: ["CONFORMANCE_LANG": "fe"])
        #expect(wrong.1?.contains("CONFORMANCE_LANG is 'fe'") == true && wrong.1?.contains("did you mean") == true, "\(wrong.1 ?? "")")
        let (file, baseURL) = try await CassetteTesting.recordedInitialize()
        let cassette = try CassetteSession(cassette: file, specs: TestSupport.loaded.specs, mode: .none)
        _ = try? await send("GET", baseURL + "/api/not/recorded", session: cassette.session)
        #expect(cassette.failures(in: .fr).first?.hasPrefix("GET /api/not/recorded : la cassette ne contient aucune réponse") == true)
        #expect(cassette.failures(in: .en).first?.hasPrefix("GET /api/not/recorded: the cassette holds no answer") == true)
        try cassette.finish()
    }

    @Test func cassettesSitBesideTheTestFile() throws {
        let path = try CassetteSession.cassettePath(named: "saferpay/initialize", besideTestFile: "/app/Tests/AppTests/PaymentTests.swift")
        #expect(path == "/app/Tests/AppTests/__Cassettes__/PaymentTests/saferpay/initialize.json")
        #expect(try CassetteSession.cassettePath(named: "a.json", besideTestFile: "/t/X.swift") == "/t/__Cassettes__/X/a.json")
        for bad in ["", "/etc/passwd", "../outside", "a//b", "a/./b"] {
            #expect(throws: Diagnostic.self, "\(bad)") { try CassetteSession.cassettePath(named: bad, besideTestFile: "/t/X.swift") }
        }
        let trait = CassetteTrait.cassette("saferpay/initialize")
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path
        #expect(trait.name == "saferpay/initialize" && trait.file == folder + "/__Cassettes__/CassetteTraitTests/saferpay/initialize.json")
        #expect(CassetteTrait.cassette("../escape").file.isEmpty, "a name that cannot name a file fails the test when it runs")
    }
}

/// A flag set from a `@Sendable` closure.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var isSet = false

    func set() { lock.withLock { isSet = true } }

    var value: Bool { lock.withLock { isSet } }
}
