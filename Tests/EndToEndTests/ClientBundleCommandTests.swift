import ConformanceEngine
import ConformanceTestSupport
import Foundation
import Testing

@testable import ConformanceKit

/// `conformance certify --client` driving the project's Python Saferpay client: a selection without every mandatory case
/// is partial and `certificate verify` says so, the bundle names no path of the machine, and the reports lead with the
/// verdict, state the statement's coverage and mark the values redaction replaced.
///
/// These run the built executable rather than the session in process: the client gives up on an answer after ten
/// seconds, and in the test process the gateway would share the two-thread pool with every other test, so a busy
/// moment of the suite would read as the client's failure.
@Suite(.conformanceBinary) struct ClientBundleCommandTests {
    /// `conformance certify --client` of Saferpay's `cases`, the project's client run with `clientArguments`, into `out`.
    static func certify(
        _ out: String, cases: [String], clientArguments: String = "", specs: String? = nil, hangSeconds: Int? = nil, key: String
    ) async throws -> Subprocess.Result {
        var arguments = ["--protocol", "saferpay", "--timeout", "300"]
        for name in cases { arguments += ["--case", name] }
        if let specs { arguments += ["--specs", specs] }
        if let hangSeconds { arguments += ["--hang-seconds", String(hangSeconds)] }
        arguments += ["--exec", "python3 \(CertifyProcess.script("saferpay"))" + (clientArguments.isEmpty ? "" : " " + clientArguments)]
        return try await CertifyProcess.certify(arguments, key: key, out: out)
    }

    // MARK: Whole or partial

    @Test(.enabled(if: CertifyProcess.ready, .init(rawValue: CertifyProcess.why)))
    func aClientSelectionWithoutEveryMandatoryCaseIsPartialAndVerifySaysSo() async throws {
        let (key, publicKey) = try await CertifyProcess.keys()
        let out = try TestSupport.scratchFolder("verdict-client") + "/bundle"
        let result = try await Self.certify(out, cases: ["card-payment-captured"], key: key)
        let loaded = ClientCaseLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs)
        let missing = loaded.cases.cases(of: "saferpay").filter { $0.certification == .mandatory && $0.name != "card-payment-captured" }.map(\.id)
            .sorted()
        #expect(!missing.isEmpty)
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
        #expect(try CertifyProcess.failures(out).isEmpty, "the selected case itself passed: \(result.stderr)")
        #expect(result.stderr.contains("NOT CERTIFIED (partial: the selection leaves out \(missing.count) mandatory"), "\(result.stderr)")
        #expect(result.stderr.contains(missing.joined(separator: ", ")) && result.stderr.contains("1 of the 1 selected"), "\(result.stderr)")
        let selection = try CertifyProcess.json(out + "/statement.json")["selection"] as? [String: Any]
        #expect(selection?["partial"] as? Bool == true && selection?["missingMandatory"] as? [String] == missing, "\(selection ?? [:])")
        #expect(try CertifyProcess.json(out + "/statement.json")["certified"] as? Bool == false)

        let verify = try await Subprocess.run(ConformanceCLI.binary, ["certificate", "verify", out, "--public-key", publicKey])
        #expect(verify.status == 1, "\(verify.stderr)")
        #expect(
            verify.stderr.contains("AUTHENTIC BUT PARTIAL, NOT CERTIFIED: Acme App") && !verify.stderr.contains("also failed"), "\(verify.stderr)")
        #expect(verify.stderr.contains(missing.joined(separator: ", ")), "\(verify.stderr)")
    }

    // MARK: No path of the machine

    @Test(.enabled(if: CertifyProcess.ready, .init(rawValue: CertifyProcess.why)))
    func clientBundlesHoldNoPathOfTheMachine() async throws {
        let (key, _) = try await CertifyProcess.keys()
        let specs = try CertifyProcess.copiedSaferpaySpecs()
        let work = try TestSupport.scratchFolder("verdict-client-work")
        let out = work + "/bundle"
        // A variant that breaks a protocol rule, so that the reports carry the rule's location in the protocol's clients/settings.yaml.
        let result = try await Self.certify(
            out, cases: ["authorize-do-not-retry"], clientArguments: "--break retry-after-do-not-retry", specs: specs, key: key)
        #expect(result.status == 1, "\(result.stdout)\n\(result.stderr)")
        #expect(
            try CertifyProcess.failures(out)["saferpay/authorize-do-not-retry"]?.contains("no-retry-after-do-not-retry") == true, "\(result.stderr)")
        let forbidden = [specs, (specs as NSString).deletingLastPathComponent, out, work, TestSupport.repositoryRoot]
        let files = (FileManager.default.subpaths(atPath: out) ?? []).sorted()
        #expect(files.contains("statement.json") && files.contains("report.json"), "\(files)")
        let hits = CertifyProcess.machinePaths(in: out, forbidden: forbidden)
        #expect(hits.isEmpty, "\(hits)")
        #expect(try String(contentsOfFile: out + "/report.json", encoding: .utf8).contains("saferpay/clients/settings.yaml:"))
        let session = try #require(try CertifyProcess.json(out + "/statement.json")["session"] as? [String: Any])
        let command = (session["exec"] as? [String: Any])?["command"] as? String
        #expect(command == "python3 …/saferpay_client.py --break retry-after-do-not-retry", "\(command ?? "nil")")
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
        let (key, _) = try await CertifyProcess.keys()
        let out = try TestSupport.scratchFolder("client-report") + "/bundle"
        let real = CardFixtures.realLookingPAN("4")
        let result = try await Self.certify(
            out, cases: ["card-payment-captured", "card-insufficient-funds"], clientArguments: "--card card-payment-captured=\(real)", hangSeconds: 4,
            key: key)
        #expect(result.status == 0 || result.status == 1, "\(result.stderr)")
        #expect(try CertifyProcess.failures(out).isEmpty, "both cases pass: \(result.stderr)")
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
