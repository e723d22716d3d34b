import ConformanceCrypto
import ConformanceEngine
import ConformanceKit
import ConformanceSession
import ConformanceTestSupport
import Foundation
import Testing

/// `certify` against the built-in sandbox and the offline check of its bundle, in process: a signed bundle verifies,
/// any change to it is caught, a partial selection is never certified, and no file names a path of the machine.
@Suite struct ServerCertificationTests {
    /// A certified bundle of Saferpay's whole profile and the folder of the key pair that signed it.
    struct Bundle: Sendable {
        var folder: String
        var keys: String
        var call: SessionCall
    }

    /// One certified bundle, made once for the tests that read it or copy it.
    static let certified = Task { () throws -> Bundle in
        let (key, keys) = try SessionCall.keys()
        let out = try TestSupport.scratchFolder("cert-bundle") + "/out"
        var request = CertificationRequest(specsPath: TestSupport.specsPath, partner: "Acme Pay", out: out)
        request.protocols = ["saferpay"]
        return Bundle(folder: out, keys: keys, call: await SessionCall.certify(request, key: key))
    }

    /// A copy of the certified bundle that a test may change.
    static func certifiedCopy() async throws -> Bundle {
        var bundle = try await certified.value
        let copy = try TestSupport.scratchFolder("cert-copy") + "/out"
        try FileManager.default.copyItem(atPath: bundle.folder, toPath: copy)
        bundle.folder = copy
        return bundle
    }

    /// The public key of a key folder.
    static func publicKey(_ keys: String) throws -> SigningPublicKey { try SigningKeyFile.readPublicKey(keys + "/signing.pub") }

    /// The offline check of a bundle with the key pair of `keys`.
    static func verify(_ bundle: String, _ keys: String, at date: String? = nil) throws -> Certificate.Verification {
        let now = try date.map { try #require(ISO8601DateFormatter().date(from: $0)) } ?? Date()
        return Certificate.verify(folder: bundle, publicKey: try publicKey(keys), now: now)
    }

    /// The English texts of a check's problems.
    static func problems(_ verification: Certificate.Verification) -> String {
        verification.problems.map(\.en).joined(separator: "\n")
    }

    static func json(_ path: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any], "\(path) is not a JSON object")
    }

    /// The statement's `selection`: whether it says partial, and the mandatory requirements it left out.
    static func selection(_ bundle: String) throws -> (partial: Bool?, missing: [String]) {
        let selection = try json(bundle + "/statement.json")["selection"] as? [String: Any]
        return (selection?["partial"] as? Bool, selection?["missingMandatory"] as? [String] ?? [])
    }

    // MARK: Signed and checked

    @Test func theWholeProfileIsCertifiedAndItsSelectionIsWhole() async throws {
        let bundle = try await Self.certified.value
        #expect(bundle.call.status == 0 && bundle.call.stderr.contains("CERTIFIED: Acme Pay"), "\(bundle.call.stderr)")
        let selection = try Self.selection(bundle.folder)
        #expect(selection.partial == false && selection.missing.isEmpty)
        let valid = try Self.verify(bundle.folder, bundle.keys)
        #expect(valid.isValid && valid.partner == "Acme Pay" && valid.missingMandatory.isEmpty, "\(Self.problems(valid))")
    }

    @Test func aServerBundlesReportStatesTheStatementsCoverage() async throws {
        let out = try await Self.certified.value.folder
        let statement = try Self.json(out + "/statement.json")
        let report = try Self.json(out + "/report.json")
        let stated = try #require((statement["protocols"] as? [[String: Any]])?.first?["coverage"] as? NSDictionary)
        let reported = try #require((report["coverage"] as? [String: Any])?["saferpay"] as? NSDictionary)
        #expect(stated == reported, "report \(reported) ≠ statement \(stated)")
        let header = try #require(report["certification"] as? [String: Any])
        #expect(header["certified"] as? Bool == true && header["role"] as? String == "server" && header["partner"] as? String == "Acme Pay")
        #expect(header["ended"] == nil)
        let html = try String(contentsOfFile: out + "/report.en.html", encoding: .utf8)
        #expect(html.contains("<p class=\"verdict\"><span lang=\"en\">CERTIFIED</span>"))
        let index = try #require(stated["index"] as? Double)
        #expect(html.contains("saferpay — \(String(format: "%.1f", index)) %"))
        let french = ReportFixtures.frenchView(try String(contentsOfFile: out + "/report.fr.html", encoding: .utf8))
        for marker in ReportFixtures.englishMarkers { #expect(!french.contains(marker), "report.fr.html shows English: \(marker)") }
    }

    @Test func signVerifyThenFlipOneByteInEveryFile() async throws {
        let copy = try await Self.certifiedCopy()
        let (bundle, keys) = (copy.folder, copy.keys)
        #expect(try Self.verify(bundle, keys).isValid)

        let statement = try String(contentsOfFile: bundle + "/statement.json", encoding: .utf8)
        #expect(statement.contains("\"certified\": true") && statement.contains("\"partner\": \"Acme Pay\""))
        #expect(statement.contains("\"specSHA256\"") && statement.contains("cassettes/saferpay/card-payment-captured.json"))
        #expect(statement.contains("saferpay/card-payment-captured") && statement.contains("\"optionalTotal\""))
        #expect(!statement.contains("Basic "), "no credential in the statement")

        let files = Certificate.bundleFiles(bundle)
        #expect(files.contains("report.en.html") && files.contains("report.fr.html") && files.contains("statement.sig") && files.count > 8)
        for file in files {
            let path = bundle + "/" + file
            let original = try Data(contentsOf: URL(fileURLWithPath: path))
            var tampered = original
            let index = tampered.count / 2
            tampered[index] ^= 0x01
            try tampered.write(to: URL(fileURLWithPath: path))
            let result = try Self.verify(bundle, keys)
            #expect(!result.problems.isEmpty && !result.isValid, "a flipped byte in \(file) must fail verification")
            try original.write(to: URL(fileURLWithPath: path))
        }
        #expect(try Self.verify(bundle, keys).isValid, "restored, the bundle verifies again")
    }

    @Test func missingExtraExpiredForeignAndUnsupportedBundlesFail() async throws {
        let copy = try await Self.certifiedCopy()
        let (bundle, keys) = (copy.folder, copy.keys)
        let report = bundle + "/report.fr.html"
        let saved = try Data(contentsOf: URL(fileURLWithPath: report))
        try FileManager.default.removeItem(atPath: report)
        let missing = try Self.verify(bundle, keys)
        #expect(Self.problems(missing).contains("report.fr.html is missing"), "\(Self.problems(missing))")
        try saved.write(to: URL(fileURLWithPath: report))

        try Data("added".utf8).write(to: URL(fileURLWithPath: bundle + "/extra.txt"))
        #expect(Self.problems(try Self.verify(bundle, keys)).contains("extra.txt is in the bundle but not in the statement"))
        try FileManager.default.removeItem(atPath: bundle + "/extra.txt")

        let expired = try Self.verify(bundle, keys, at: "2099-01-01T00:00:00Z")
        #expect(Self.problems(expired).contains("expired"), "\(Self.problems(expired))")
        let early = try Self.verify(bundle, keys, at: "2020-01-01T00:00:00Z")
        #expect(Self.problems(early).contains("not valid yet"), "\(Self.problems(early))")

        let (_, otherKeys) = try SessionCall.keys()
        #expect(Self.problems(try Self.verify(bundle, otherKeys)).contains("signature does not match"))

        // A statement of a format version this build does not read, even correctly signed, is refused.
        let key = try SigningKeyFile.readPrivateKey(keys + "/signing.key")
        let statementPath = bundle + "/statement.json"
        let statement = try String(contentsOfFile: statementPath, encoding: .utf8).replacingOccurrences(
            of: "\"formatVersion\": 1", with: "\"formatVersion\": 2")
        try statement.write(toFile: statementPath, atomically: true, encoding: .utf8)
        try Data((try Certificate.signature(of: Data(statement.utf8), key: key) + "\n").utf8).write(
            to: URL(fileURLWithPath: bundle + "/statement.sig"))
        let unsupported = try Self.verify(bundle, keys)
        #expect(Self.problems(unsupported).contains("version 2 is not supported"), "\(Self.problems(unsupported))")
        #expect(unsupported.problems.map(\.fr).joined().contains("n'est pas prise en charge"))
    }

    @Test func aBundleIsWrittenOnlyToANewOrEmptyFolderWithAPrivateKey() throws {
        let (_, keys) = try SessionCall.keys()
        let used = try TestSupport.scratchFolder("cert-used")
        try Data("old".utf8).write(to: URL(fileURLWithPath: used + "/old.txt"))
        let capture = ConsoleCapture()
        #expect(throws: SessionExit(2)) { try Console.$capture.withValue(capture) { try BundleFolder.check(used, language: .en) } }
        #expect(capture.standardError.contains("not empty"), "\(capture.standardError)")
        do {
            _ = try SigningKeyFile.readPrivateKey(keys + "/signing.pub")
            Issue.record("a public key was read as a private key")
        } catch {
            #expect(error.text.en.contains("PRIVATE KEY"), "\(error.text.en)")
        }
    }

    // MARK: Whole or partial

    @Test func aServerSelectionWithoutEveryMandatoryScenarioIsPartialAndVerifySaysSo() async throws {
        let (key, keys) = try SessionCall.keys()
        let out = try TestSupport.scratchFolder("verdict-server") + "/bundle"
        var request = CertificationRequest(specsPath: TestSupport.specsPath, partner: "Acme Pay", out: out)
        request.protocols = ["saferpay"]
        request.scenarios = ["card-payment-captured"]
        let result = await SessionCall.certify(request, key: key)
        let mandatory = ScenarioLoader.load(paths: [TestSupport.specsPath], specs: TestSupport.loaded.specs).scenarios.scenarios.filter {
            $0.protocolID == "saferpay" && $0.certification == .mandatory
        }.map(\.id)
        let missing = mandatory.filter { $0 != "saferpay/card-payment-captured" }.sorted()
        #expect(missing.count >= 2)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stderr.contains("NOT CERTIFIED (partial: the selection leaves out \(missing.count) mandatory"), "\(result.stderr)")
        #expect(result.stderr.contains(missing.joined(separator: ", ")) && !result.stderr.contains("CERTIFIED: Acme Pay"), "\(result.stderr)")
        #expect(try Self.json(out + "/statement.json")["certified"] as? Bool == false)
        let selection = try Self.selection(out)
        #expect(selection.partial == true && selection.missing == missing, "\(selection)")

        let verify = try Self.verify(out, keys)
        #expect(verify.problems.isEmpty && verify.missingMandatory == missing, "\(Self.problems(verify))")
        let line = CertificationVerdict.verifiedPartialLine(verify, language: .en)
        #expect(line.contains("AUTHENTIC BUT PARTIAL, NOT CERTIFIED: Acme Pay") && line.contains(missing.joined(separator: ", ")), "\(line)")
        #expect(CertificationVerdict.verifiedPartialLine(verify, language: .fr).contains("AUTHENTIQUE MAIS PARTIEL, NON CERTIFIÉ"))
    }

    // MARK: Failing, and no path of the machine

    /// The absolute paths that must not appear in the bundle files of `folder` (``CertifyProcess/machinePaths(in:files:forbidden:)``).
    static func machinePaths(in folder: String, forbidden: [String]) -> [String] {
        CertifyProcess.machinePaths(in: folder, files: Certificate.bundleFiles(folder), forbidden: forbidden)
    }

    /// A failing mandatory requirement gives a signed bundle that is not certified; that bundle, and the reports of a run
    /// of the same specs, name spec files relative to the spec folder, never by a path of the machine.
    @Test func failingMandatoryRequirementsGiveANotCertifiedBundleThatNamesNoPathOfTheMachine() async throws {
        let (key, keys) = try SessionCall.keys()
        let specs = try CertifyProcess.copiedSaferpaySpecs()
        let loaded = SpecLoader.load(paths: [specs]).specs
        let work = try TestSupport.scratchFolder("verdict-work")
        let out = work + "/bundle"
        // Faults make checks fail, so that the reports carry spec locations.
        var request = CertificationRequest(specsPath: specs, partner: "Broken Pay", out: out)
        request.protocols = ["saferpay"]
        request.sandboxFaults = "drop-mandatory@TransactionCapture"
        let certify = await SessionCall.certify(request, key: key, specs: loaded)
        #expect(certify.status == 1 && certify.stderr.contains("NOT CERTIFIED"), "\(certify.stderr)")
        #expect(certify.stderr.contains("saferpay/card-payment-captured"))
        #expect(try String(contentsOfFile: out + "/statement.json", encoding: .utf8).contains("\"certified\": false"))
        let verified = try Self.verify(out, keys)
        #expect(verified.problems.isEmpty && !verified.certified && verified.failing.contains("saferpay/card-payment-captured"), "\(verified)")

        let forbidden = [specs, (specs as NSString).deletingLastPathComponent, out, work, TestSupport.repositoryRoot]
        let hits = Self.machinePaths(in: out, forbidden: forbidden)
        #expect(hits.isEmpty, "\(hits)")
        let report = try String(contentsOfFile: out + "/report.json", encoding: .utf8)
        #expect(report.contains("\"spec\": \"saferpay/TransactionCapture.yaml:"), "locations stay, relative to the spec folder")
        let statement = try Self.json(out + "/statement.json")
        let digest = try #require((statement["protocols"] as? [[String: Any]])?.first?["specSHA256"] as? String)
        let files = try #require((statement["protocols"] as? [[String: Any]])?.first?["files"] as? [String: String])
        #expect(files.keys.contains("saferpay/protocol.yaml"), "\(files.keys.sorted().prefix(3))")
        let reported = try #require(try Self.json(out + "/report.json")["specSHA256"] as? [String: String])
        #expect(reported == ["saferpay": digest], "the report names the specs the statement signs")
        #expect(try String(contentsOfFile: out + "/junit.xml", encoding: .utf8).contains("name=\"specSHA256\" value=\"\(digest)\""))
        #expect(try String(contentsOfFile: out + "/report.en.html", encoding: .utf8).contains(digest))

        // `conformance run` writes its reports the same way.
        var run = RunRequest(specsPath: specs)
        run.protocols = ["saferpay"]
        run.sandboxFaults = "drop-mandatory@TransactionCapture"
        run.reports = work + "/reports"
        run.cassettes = work + "/cassettes"
        run.formats = [.junit, .json, .html, .markdown]
        run.progressSink = { _ in }
        let ran = await SessionCall.run { [run] in try await RunExecution(run).perform() }
        #expect(ran.status == 1, "\(ran.stderr)")
        let runHits =
            Self.machinePaths(in: work + "/reports", forbidden: forbidden) + Self.machinePaths(in: work + "/cassettes", forbidden: forbidden)
        #expect(runHits.isEmpty, "\(runHits)")
        #expect(try String(contentsOfFile: work + "/reports/report.json", encoding: .utf8).contains("\"spec\": \"saferpay/TransactionCapture.yaml:"))
    }
}
