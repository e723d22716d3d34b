import ConformanceCrypto
import ConformanceEngine
import ConformanceSession
import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// `certify --client` in process, the project's Python client driving it: a selection without every mandatory case is
/// partial, the bundle names no path of the machine, the cases file is absolute, and the reports lead with the verdict,
/// state the statement's coverage and mark the values redaction replaced.
@Suite struct ClientBundleTests {
    /// A client certification of Saferpay driven by the project's client with `arguments`, into `out`.
    static func certify(
        _ out: String, cases: [String], exec: String, specs: String = TestSupport.specsPath, loaded: SpecSet = TestSupport.loaded.specs,
        hangSeconds: Double? = nil, key: SigningPrivateKey
    ) async -> SessionCall {
        var request = CertificationRequest(specsPath: specs, partner: "Acme App", out: out)
        request.protocols = ["saferpay"]
        request.cases = cases
        request.exec = exec
        request.hangSeconds = hangSeconds
        request.sessionLimit = 300
        return await SessionCall.certifyClient(request, key: key, specs: loaded)
    }

    // MARK: Whole or partial

    @Test(.enabled(if: CertifyProcess.ready, .init(rawValue: CertifyProcess.why)))
    func aClientSelectionWithoutEveryMandatoryCaseIsPartialAndVerifySaysSo() async throws {
        let (key, keys) = try SessionCall.keys()
        let out = try TestSupport.scratchFolder("verdict-client") + "/bundle"
        let result = await Self.certify(out, cases: ["card-payment-captured"], exec: "python3 \(CertifyProcess.script("saferpay"))", key: key)
        let loaded = ClientCaseLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs)
        let missing = loaded.cases.cases(of: "saferpay").filter { $0.certification == .mandatory && $0.name != "card-payment-captured" }.map(\.id)
            .sorted()
        #expect(!missing.isEmpty)
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
        #expect(try CertifyProcess.failures(out).isEmpty, "the selected case itself passed")
        #expect(result.stderr.contains("NOT CERTIFIED (partial: the selection leaves out \(missing.count) mandatory"), "\(result.stderr)")
        #expect(result.stderr.contains(missing.joined(separator: ", ")) && result.stderr.contains("1 of the 1 selected"), "\(result.stderr)")
        let selection = try ServerCertificationTests.selection(out)
        #expect(selection.partial == true && selection.missing == missing, "\(selection)")
        #expect(try CertifyProcess.json(out + "/statement.json")["certified"] as? Bool == false)

        let verify = try ServerCertificationTests.verify(out, keys)
        #expect(verify.problems.isEmpty && verify.missingMandatory == missing, "\(ServerCertificationTests.problems(verify))")
        let line = CertificationVerdict.verifiedPartialLine(verify, language: .en)
        #expect(line.contains("AUTHENTIC BUT PARTIAL, NOT CERTIFIED: Acme App") && !line.contains("also failed"), "\(line)")
    }

    // MARK: No path of the machine

    @Test(.enabled(if: CertifyProcess.ready, .init(rawValue: CertifyProcess.why)))
    func clientBundlesHoldNoPathOfTheMachine() async throws {
        let (key, _) = try SessionCall.keys()
        let specs = try ServerCertificationTests.copiedSpecs()
        let work = try TestSupport.scratchFolder("verdict-client-work")
        let out = work + "/bundle"
        // A variant that breaks a protocol rule, so that the reports carry the rule's location in the protocol's clients/settings.yaml.
        let result = await Self.certify(
            out, cases: ["authorize-do-not-retry"], exec: "python3 \(CertifyProcess.script("saferpay")) --break retry-after-do-not-retry",
            specs: specs, loaded: SpecLoader.load(paths: [specs]).specs, key: key)
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
        #expect(try CertifyProcess.failures(out)["saferpay/authorize-do-not-retry"]?.contains("no-retry-after-do-not-retry") == true)
        let forbidden = [specs, (specs as NSString).deletingLastPathComponent, out, work, TestSupport.repositoryRoot]
        let hits = ServerCertificationTests.machinePaths(in: out, forbidden: forbidden)
        #expect(hits.isEmpty, "\(hits)")
        #expect(try String(contentsOfFile: out + "/report.json", encoding: .utf8).contains("saferpay/clients/settings.yaml:"))
        let session = try #require(try CertifyProcess.json(out + "/statement.json")["session"] as? [String: Any])
        let command = (session["exec"] as? [String: Any])?["command"] as? String
        #expect(command == "python3 …/saferpay_client.py --break retry-after-do-not-retry", "\(command ?? "nil")")
    }

    // MARK: Paths handed to the client

    /// `path` relative to the current folder, as a person would type it.
    static func relative(_ path: String) -> String {
        let here = FileManager.default.currentDirectoryPath.split(separator: "/")
        return String(repeating: "../", count: here.count) + path.drop { $0 == "/" }
    }

    @Test func theCasesFileIsAbsoluteForACommandThatChangesFolder() async throws {
        let (key, _) = try SessionCall.keys()
        let work = try TestSupport.scratchFolder("cd")
        try FileManager.default.createDirectory(atPath: work + "/app", withIntermediateDirectories: true)
        // `--out` is relative to the current folder; the command moves into another folder first, as an xcodebuild command does.
        let exec = #"cd "\#(work)/app" && case "$CONFORMANCE_CASES_FILE" in /*) cp "$CONFORMANCE_CASES_FILE" seen.json ;; *) exit 3 ;; esac"#
        let out = Self.relative(work + "/bundle")
        let result = await Self.certify(out, cases: ["card-payment-captured"], exec: exec, key: key)
        #expect(result.status == 1, "the case is not run: \(result.stderr)")
        let exit = ((try CertifyProcess.json(work + "/bundle/statement.json")["session"] as? [String: Any])?["exec"] as? [String: Any])?["exitStatus"]
        #expect(exit as? Int == 0, "the command read the cases file: \(result.stderr)")
        let seen = try CertifyProcess.json(work + "/app/seen.json")
        #expect((seen["cases"] as? [[String: Any]])?.count == 1, "\(seen)")
    }

    // MARK: The bundle's reports

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
        let (key, _) = try SessionCall.keys()
        let out = try TestSupport.scratchFolder("client-report") + "/bundle"
        let real = CardFixtures.realLookingPAN("4")
        let result = await Self.certify(
            out, cases: ["card-payment-captured", "card-insufficient-funds"],
            exec: "python3 \(CertifyProcess.script("saferpay")) --card card-payment-captured=\(real)", hangSeconds: 4, key: key)
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
        let view = ReportFixtures.frenchView(french)
        for marker in ReportFixtures.englishMarkers { #expect(!view.contains(marker), "report.fr.html shows English: \(marker)") }
        #expect(view.contains("Verdict de certification") && view.contains("la commande du client s’est terminée"))
    }
}
