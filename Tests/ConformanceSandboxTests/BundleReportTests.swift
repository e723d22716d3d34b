import ConformanceSandbox
import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceEngine
@testable import ConformanceKit

/// The reports inside a certification bundle: they lead with the verdict, state the statement's coverage,
/// mark every value redaction replaced, and the French page holds no English from the renderer.
@Suite(.serialized) struct BundleReportTests {
    /// A header that is not certified for every reason at once.
    static let summary = CertificationSummary(
        certified: false, partner: "Acme <App>", role: "client", target: "sandbox", ended: "timeout", complete: false, partial: true,
        missing: ["saferpay/card-declined"],
        requirements: [
            .init(
                id: "sips-inapp/card-payment", title: LocalizedText(en: "A card payment", fr: "Un paiement par carte"), level: "mandatory",
                passed: false, failures: 2),
            .init(
                id: "saferpay.TransactionInitialize", title: LocalizedText(en: "An initialisation", fr: "Une initialisation"), level: "optional",
                passed: true),
            .init(
                id: "saferpay/never-run", title: LocalizedText(en: "A case never run", fr: "Un cas jamais joué"), level: "mandatory",
                passed: false, ran: false, failures: 1),
        ],
        coverage: [
            ProtocolCoverage(
                protocolID: "saferpay",
                parts: [.init(name: "operations", seen: ["TransactionInitialize"], unseen: ["TransactionAuthorize", "TransactionCapture"])])
        ])

    static var bundle: RunReport {
        var report = ReportTests.fixed
        report.certification = summary
        return report
    }

    // MARK: The header

    @Test func aBundleReportLeadsWithItsVerdictInEveryFormat() throws {
        let report = Self.bundle
        let html = HTMLReportRenderer().render(report)
        let header = try #require(html.range(of: "id=\"certification\""))
        let summary = try #require(html.range(of: "id=\"summary\""))
        #expect(header.lowerBound < summary.lowerBound, "the verdict comes before the checks' summary")
        for text in [
            "NOT CERTIFIED", "NON CERTIFIÉ", "Acme &lt;App&gt;", "the session did not run to its end: the session’s time limit was reached",
            "partial selection, mandatory requirements left out (1): saferpay/card-declined",
            "mandatory requirements failed, 2 of 2: saferpay/never-run, sips-inapp/card-payment", "not run", "non jouée", "failed (2 checks)",
            "the built-in sandbox", "le bac à sable intégré", "Coverage stated by the signed statement", "saferpay — 33.3 %",
        ] {
            #expect(html.contains(text), "the header lacks \(text)")
        }
        // The target row names the gateway in words in both languages, never the English target text.
        #expect(!html.contains("<dd>sandbox</dd>"))

        let json = JSONReportRenderer.render(report)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let certification = try #require(object["certification"] as? [String: Any])
        #expect(certification["verdict"] as? String == "not-certified" && certification["partial"] as? Bool == true)
        #expect(certification["missing"] as? [String] == ["saferpay/card-declined"] && certification["ended"] as? String == "timeout")
        let requirements = try #require(certification["requirements"] as? [[String: Any]])
        #expect(requirements.map { $0["id"] as? String } == ["saferpay/never-run", "sips-inapp/card-payment", "saferpay.TransactionInitialize"])
        #expect(json.range(of: "\"certification\"")!.lowerBound < json.range(of: "\"toolVersion\"")!.lowerBound, "the verdict comes first")
        let coverage = try #require((object["coverage"] as? [String: Any])?["saferpay"] as? [String: Any])
        #expect(coverage["index"] as? Double == 33.3, "the stated coverage, not one measured again")

        let junit = JUnitRenderer.render(report, language: .fr)
        for property in [
            "name=\"certification\" value=\"not-certified\"", "name=\"certification.verdict\" value=\"NON CERTIFIÉ\"",
            "name=\"certification.partner\" value=\"Acme &lt;App&gt;\"", "name=\"certification.role\" value=\"client\"",
            "name=\"certification.ended\" value=\"timeout\"", "name=\"certification.partial\" value=\"true\"",
            "name=\"certification.level\" value=\"mandatory\"", "name=\"certification.result\" value=\"failed\"",
        ] {
            #expect(junit.contains(property), "junit lacks \(property)")
        }
    }

    @Test func aRunReportHasNoHeaderAndTheSameBytes() {
        let html = HTMLReportRenderer().render(ReportTests.fixed)
        #expect(!html.contains("certification") && !html.contains("redacted"))
        #expect(!JSONReportRenderer.render(ReportTests.fixed).contains("certification"))
        #expect(!JUnitRenderer.render(ReportTests.fixed).contains("certification"))
    }

    @Test func theBundleHeaderIsAGoldenFile() throws {
        try ReportTests().golden("report.bundle.html", HTMLReportRenderer().render(Self.bundle, language: .fr))
        try ReportTests().golden("report.bundle.json", JSONReportRenderer.render(Self.bundle))
    }

    @Test func aCertifiedSummarySaysWhy() {
        let certified = CertificationSummary(
            certified: true, partner: "P", role: "server", target: "https://psp.example",
            requirements: [.init(id: "a", title: LocalizedText(en: "A", fr: "A"), level: "mandatory", passed: true)])
        #expect(
            certified.reasons == [
                LocalizedText(en: "every mandatory requirement passed (1)", fr: "toutes les exigences obligatoires sont satisfaites (1)")
            ])
        #expect(certified.targetText.en == "https://psp.example")
        let html = HTMLReportRenderer().render(RunReport(target: "t", mode: "certify", startedAt: "s", suites: [], certification: certified))
        #expect(html.contains("<p class=\"verdict\"><span lang=\"en\">CERTIFIED</span><span lang=\"fr\">CERTIFIÉ</span></p>"))
    }

    // MARK: Redaction marks

    /// A card POST holding a card number, its expiry and code, as the client sent it.
    static func cardPost(_ number: String) -> Interaction {
        Interaction(
            request: RecordedRequest(
                method: "POST", path: "/saferpay/card/T1", headers: [NameValue("Content-Type", "application/x-www-form-urlencoded")],
                body: .form([
                    NameValue("HolderName", "Ada Lovelace"), NameValue("CardNumber", number), NameValue("ExpMonth", "07"),
                    NameValue("ExpYear", "2031"), NameValue("VerificationCode", "987"),
                ])),
            response: RecordedResponse(status: 200, headers: [], body: .json(.object([BodyMember("Token", .string("T1"))]))))
    }

    @Test func redactionMarksNameEveryReplacedValueAndNoTestCard() {
        let redactor = Redactor()
        let profile = OperationResolver(specs: TestSupport.loaded.specs).resolve(Self.cardPost("4111111111111111").request)
        let real = CardFixtures.realLookingPAN("4")
        let sent = Self.cardPost(real)
        let redacted = redactor.redact(sent, profile: profile).interaction
        let marks = RedactionMarks.locations(original: sent, redacted: redacted)
        #expect(marks.contains("request.body.CardNumber"), "\(marks)")
        #expect(marks.allSatisfy { $0.hasPrefix("request.body.") } && !marks.contains("request.body.HolderName"), "\(marks)")
        // A documented test card (the sandbox's insufficient-funds card) is kept as sent, so it is not marked.
        let testCard = Self.cardPost("4000000760000002")
        let kept = redactor.redact(testCard, profile: profile).interaction
        #expect(!RedactionMarks.locations(original: testCard, redacted: kept).contains("request.body.CardNumber"))
        guard case .form(let pairs, _) = kept.request.body else {
            Issue.record("the card POST stays a form")
            return
        }
        #expect(pairs.first { $0.name == "CardNumber" }?.value == "4000000760000002")
    }

    @Test func theSpecsDocumentedTestCardsAreKeptAsSent() {
        let specs = TestSupport.loaded.specs
        let allowed = specs.documentedTestCards
        for number in SandboxFactsLoader.load(specs: specs).facts.cardNumbers {
            #expect(allowed.contains(number), "the sandbox's test card \(number) would be redacted")
        }
        let cases = ClientCaseLoader.load(paths: [TestSupport.specsPath], specs: specs).cases
        for number in cases.inputCards { #expect(allowed.contains(number), "a client case pays with \(number), which redaction would replace") }
    }

    @Test func aCassetteCarriesItsRedactionMarksAndOlderOnesStillLoad() throws {
        var interaction = Self.cardPost("4111111111111111")
        interaction.redactions = ["request.body.CardNumber", "request.body.VerificationCode"]
        let cassette = Cassette(recordedAt: "2026-11-21T13:00:00Z", baseURL: nil, interactions: [interaction])
        let text = CassetteCodec.encode(cassette)
        #expect(text.contains("\"redacted\": ["))
        let decoded = try CassetteCodec.decode(Data(text.utf8), file: "bundle.json")
        #expect(decoded.interactions == [interaction])
        // Without marks, nothing is written: a cassette re-recorded without them keeps its bytes.
        let plain = Cassette(recordedAt: "2026-11-21T13:00:00Z", baseURL: nil, interactions: [Self.cardPost("4111111111111111")])
        #expect(!CassetteCodec.encode(plain).contains("redacted"))
        #expect(try CassetteCodec.decode(Data(CassetteCodec.encode(plain).utf8), file: "plain.json").interactions.first?.redactions == [])
    }

    @Test func theHTMLMarksEachRedactedValueInBothLanguages() {
        var interaction = Self.cardPost("4111111111111111")
        interaction.redactions = ["request.body.CardNumber", "request.body.ExpMonth"]
        interaction.operation = OperationReference(protocolID: "saferpay", operation: "redirectUrlCardPost")
        let failing = ReportCase(
            name: "saferpay/x.rule", classname: "saferpay/x", failure: ReportFailure(kind: "k", message: LocalizedText(en: "e", fr: "f"), path: "$"),
            exchangeIndex: 0)
        let report = RunReport(
            target: "t", mode: "certify-client", startedAt: "s",
            suites: [ReportSuite(name: "saferpay/x", protocolID: "saferpay", cases: [failing], exchanges: [interaction])])
        let html = HTMLReportRenderer().render(report, language: .fr)
        #expect(html.contains("CardNumber=<mark class=\"redacted\">4111111111111111</mark> "), "\(html)")
        #expect(html.contains("ExpMonth=<mark class=\"redacted\">07</mark> "))
        #expect(html.contains("HolderName=Ada Lovelace\n"), "a value kept as sent is not marked")
        #expect(html.contains(">(redacted)</span>") && html.contains(">(masqué)</span>"))
        #expect(html.contains("title=\"remplacé par l’outil avant toute écriture"))
        #expect(html.contains("mark.redacted{"), "the page styles its marks")
    }
}
