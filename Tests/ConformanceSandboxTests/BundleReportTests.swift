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

    // MARK: Bundles

    /// The English words of the renderer's own labels and sentences, which the French page must not show.
    static let englishMarkers = [
        "Conformance report", "checks passed", "Not conformant", ">Conformant<", "What was seen", ">Behaviour<", ">Exchange ", ">Request<",
        ">Response<", ">Operation<", ">Status<", ">Checks<", ">Failed<", ">Target<", ">Started<", ">Coverage", "Operations exercised",
        "Response statuses seen", "Documented codes seen", "Mandatory fields observed", "Optional fields observed", "NOT CERTIFIED",
        ">CERTIFIED<", ">Partner<", ">Role<", ">Gateway<", "Session end", ">Profile<", ">Requirement<", ">Level<", ">Result<",
        "mandatory requirement", "the built-in sandbox", "the client’s command exited", "app and merchant server", "(redacted)",
        "replaced by the tool", "bytes, base64", "client via",
    ]

    /// The page as a French reader sees it: without the English half of each bilingual text, the style and the script.
    static func frenchView(_ html: String) -> String {
        var text = html
        for pattern in [
            "<span lang=\"en\"[^>]*>[^<]*</span>", "<span class=\"redacted-label\" lang=\"en\"[^>]*>[^<]*</span>", "<style>[\\s\\S]*?</style>",
            "<script>[\\s\\S]*?</script>",
        ] {
            text = text.replacingOccurrences(of: pattern, with: "", options: .regularExpression)
        }
        return text
    }

    /// The part of a page about one suite.
    static func section(_ html: String, suite: String) -> String {
        guard let start = html.range(of: "<details class=\"suite"),
            let anchor = html.range(of: "id=\"s-\(HTMLReportRenderer.anchor(suite))\"", range: start.lowerBound..<html.endIndex),
            let end = html.range(of: "</details>", range: anchor.upperBound..<html.endIndex)
        else { return "" }
        return String(html[anchor.lowerBound..<end.lowerBound])
    }

    @Test(.enabled(if: CertifyProcess.ready, .init(rawValue: CertifyProcess.why)))
    func aClientBundlesReportLeadsWithTheVerdictStatesTheStatementsCoverageAndMarksRedactedValues() async throws {
        let (key, _) = try await CertifyProcess.keys()
        let out = try CertifyProcess.folder() + "/bundle"
        let real = CardFixtures.realLookingPAN("4")
        let script = CertifyProcess.script("saferpay")
        let result = try await CertifyProcess.certify(
            [
                "--protocol", "saferpay", "--case", "card-payment-captured", "--case", "card-insufficient-funds", "--hang-seconds", "4", "--timeout",
                "300", "--exec", "python3 \(script) --card card-payment-captured=\(real)",
            ], key: key, out: out)
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        let statement = try CertifyProcess.json(out + "/statement.json")
        let report = try CertifyProcess.json(out + "/report.json")

        // The header: the statement's verdict, partner, role, gateway and session end.
        let header = try #require(report["certification"] as? [String: Any])
        #expect(header["certified"] as? Bool == statement["certified"] as? Bool)
        #expect(header["partner"] as? String == "Acme App" && header["role"] as? String == "client" && header["target"] as? String == "sandbox")
        #expect(header["ended"] as? String == "exec-exited")
        let requirements = (header["requirements"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        #expect(Set(requirements) == ["saferpay/card-payment-captured", "saferpay/card-insufficient-funds"], "\(requirements)")

        // The coverage is the statement's, to the last unseen field.
        let stated = try #require(
            (statement["protocols"] as? [[String: Any]])?.first { $0["id"] as? String == "saferpay" }?["coverage"] as? NSDictionary)
        let reported = try #require((report["coverage"] as? [String: Any])?["saferpay"] as? NSDictionary)
        #expect(stated == reported, "report \(reported) ≠ statement \(stated)")
        let index = try #require(stated["index"] as? Double)
        let english = try String(contentsOfFile: out + "/report.en.html", encoding: .utf8)
        let french = try String(contentsOfFile: out + "/report.fr.html", encoding: .utf8)
        #expect(english.contains("saferpay — \(String(format: "%.1f", index)) %"), "the page shows the statement's index \(index)")

        // The card the client really sent never appears; where the tool replaced it, both pages say so.
        for (name, text) in [("report.en.html", english), ("report.fr.html", french)] {
            #expect(!text.contains(real), "\(name) holds the card sent")
        }
        let paid = Self.section(english, suite: "saferpay/card-payment-captured")
        #expect(paid.contains("CardNumber") && paid.contains(">(redacted)</span>"), "\(paid)")
        #expect(Self.section(french, suite: "saferpay/card-payment-captured").contains(">(masqué)</span>"))
        // The documented test card is shown as sent, and nothing marks it.
        let declined = Self.section(english, suite: "saferpay/card-insufficient-funds")
        #expect(!declined.isEmpty && !declined.contains("CardNumber"), "\(declined)")
        let exchanges =
            (report["suites"] as? [[String: Any]] ?? []).first { $0["name"] as? String == "saferpay/card-insufficient-funds" }?[
                "exchanges"] as? [[String: Any]] ?? []
        let cardPost = try #require(exchanges.first { "\($0["request"] ?? "")".contains("4000000760000002") }, "the test card is kept as sent")
        #expect(!((cardPost["redacted"] as? [String]) ?? []).contains("request.body.CardNumber"))

        // The French page shows no English text of the renderer's own.
        let view = Self.frenchView(french)
        for marker in Self.englishMarkers { #expect(!view.contains(marker), "report.fr.html shows English: \(marker)") }
        #expect(view.contains("Verdict de certification") && view.contains("la commande du client s’est terminée"))
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: ConformanceCLI.binary)))
    func aServerBundlesReportStatesTheStatementsCoverage() async throws {
        let (key, _) = try await CertifyProcess.keys()
        let out = try CertifyProcess.folder() + "/bundle"
        var environment = ProcessInfo.processInfo.environment
        environment["CONFORMANCE_LANG"] = nil
        let result = try await Subprocess.run(
            ConformanceCLI.binary,
            ["certify", "--target", "sandbox", "--protocol", "saferpay", "--partner", "Acme PSP", "--signing-key", key, "--out", out],
            in: TestSupport.repositoryRoot, environment: environment)
        #expect(result.status == 0, "\(result.stderr)")
        let statement = try CertifyProcess.json(out + "/statement.json")
        let report = try CertifyProcess.json(out + "/report.json")
        let stated = try #require((statement["protocols"] as? [[String: Any]])?.first?["coverage"] as? NSDictionary)
        let reported = try #require((report["coverage"] as? [String: Any])?["saferpay"] as? NSDictionary)
        #expect(stated == reported, "report \(reported) ≠ statement \(stated)")
        let header = try #require(report["certification"] as? [String: Any])
        #expect(header["certified"] as? Bool == true && header["role"] as? String == "server" && header["partner"] as? String == "Acme PSP")
        #expect(header["ended"] == nil)
        let html = try String(contentsOfFile: out + "/report.en.html", encoding: .utf8)
        #expect(html.contains("<p class=\"verdict\"><span lang=\"en\">CERTIFIED</span>"))
        let index = try #require(stated["index"] as? Double)
        #expect(html.contains("saferpay — \(String(format: "%.1f", index)) %"))
        let french = Self.frenchView(try String(contentsOfFile: out + "/report.fr.html", encoding: .utf8))
        for marker in Self.englishMarkers { #expect(!french.contains(marker), "report.fr.html shows English: \(marker)") }
    }
}
